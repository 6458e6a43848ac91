<?php
/**
 * Scheduled payout requested (HTML).
 *
 * A theme can override this template by copying it to yourtheme/woocommerce/emails/vendor-payout-requested.php.
 *
 * @package VendorPayoutSchedule
 * @var \VendorPayoutSchedule\Email\Payout_Message $payout
 * @var string    $email_heading
 * @var string    $additional_content
 * @var \WC_Email $email
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own e-mail action, fired as WooCommerce's e-mail templates fire it.
do_action( 'woocommerce_email_header', $email_heading, $email );
?>
<?php /* translators: %s: the vendor's display name. */ ?>
<p><?php printf( esc_html__( 'Hi %s,', 'vendor-payout-schedule' ), esc_html( $payout->vendor->display_name ) ); ?></p>
<p><?php esc_html_e( 'Your payout schedule has requested a withdrawal for you.', 'vendor-payout-schedule' ); ?></p>
<table class="td" cellspacing="0" cellpadding="6" border="1" width="100%" style="border-collapse: collapse; margin-bottom: 24px;">
	<tbody>
		<tr>
			<th class="td" scope="row"><?php esc_html_e( 'Amount', 'vendor-payout-schedule' ); ?></th>
			<td class="td"><?php echo esc_html( $payout->amount ); ?></td>
		</tr>
		<tr>
			<th class="td" scope="row"><?php esc_html_e( 'Payment method', 'vendor-payout-schedule' ); ?></th>
			<td class="td"><?php echo esc_html( $payout->method ); ?></td>
		</tr>
		<tr>
			<th class="td" scope="row"><?php esc_html_e( 'Schedule', 'vendor-payout-schedule' ); ?></th>
			<td class="td"><?php echo esc_html( $payout->schedule ); ?></td>
		</tr>
		<tr>
			<th class="td" scope="row"><?php esc_html_e( 'Payout date', 'vendor-payout-schedule' ); ?></th>
			<td class="td"><?php echo esc_html( $payout->date ); ?></td>
		</tr>
	</tbody>
</table>
<?php if ( $payout->statement ) : ?>
<h2><?php esc_html_e( 'What makes up this payout', 'vendor-payout-schedule' ); ?></h2>
<table class="td" cellspacing="0" cellpadding="6" border="1" width="100%" style="border-collapse: collapse; margin-bottom: 24px;">
	<tbody>
		<tr>
			<th class="td" scope="row"><?php esc_html_e( 'Opening balance', 'vendor-payout-schedule' ); ?></th>
			<td class="td"><?php echo esc_html( $payout->statement['opening'] ); ?></td>
		</tr>
		<tr>
			<th class="td" scope="row"><?php esc_html_e( 'Earned', 'vendor-payout-schedule' ); ?></th>
			<td class="td"><?php echo esc_html( $payout->statement['earned'] ); ?></td>
		</tr>
		<tr>
			<th class="td" scope="row"><?php esc_html_e( 'Deducted', 'vendor-payout-schedule' ); ?></th>
			<td class="td"><?php echo esc_html( $payout->statement['deducted'] ); ?></td>
		</tr>
		<tr>
			<th class="td" scope="row"><?php esc_html_e( 'Closing balance', 'vendor-payout-schedule' ); ?></th>
			<td class="td"><?php echo esc_html( $payout->statement['closing'] ); ?></td>
		</tr>
		<tr>
			<th class="td" scope="row"><?php esc_html_e( 'Reserve kept', 'vendor-payout-schedule' ); ?></th>
			<td class="td"><?php echo esc_html( $payout->statement['reserve'] ); ?></td>
		</tr>
		<tr>
			<th class="td" scope="row"><?php esc_html_e( 'Requested', 'vendor-payout-schedule' ); ?></th>
			<td class="td"><?php echo esc_html( $payout->statement['requested'] ); ?></td>
		</tr>
	</tbody>
</table>
	<?php if ( ! $payout->statement['agrees'] ) : ?>
<p><?php esc_html_e( 'Dokan’s ledger has changed since the payout was requested: the statement shows the difference.', 'vendor-payout-schedule' ); ?></p>
	<?php endif; ?>
<p><a class="link" href="<?php echo esc_url( $payout->statement_url ); ?>"><?php esc_html_e( 'See what makes up this payout', 'vendor-payout-schedule' ); ?></a></p>
<?php endif; ?>
<h2><?php esc_html_e( 'What happens next', 'vendor-payout-schedule' ); ?></h2>
<p><?php esc_html_e( 'The request now awaits the marketplace’s approval. Once it is approved, the amount is paid to the method above. You can follow the request on your withdraw page.', 'vendor-payout-schedule' ); ?></p>
<p><a class="link" href="<?php echo esc_url( $payout->withdraw_url ); ?>"><?php esc_html_e( 'Open your withdraw page', 'vendor-payout-schedule' ); ?></a></p>
<?php
if ( $additional_content ) {
	echo wp_kses_post( wpautop( wptexturize( $additional_content ) ) );
}

// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own e-mail action, fired as WooCommerce's e-mail templates fire it.
do_action( 'woocommerce_email_footer', $email );
