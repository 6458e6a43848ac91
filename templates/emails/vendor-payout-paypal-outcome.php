<?php
/**
 * PayPal payout outcome, to the admin (HTML).
 *
 * A theme can override this template by copying it to yourtheme/woocommerce/emails/vendor-payout-paypal-outcome.php.
 *
 * @package VendorPayoutSchedule
 * @var \VendorPayoutSchedule\Email\Paypal_Outcome_Message $outcome
 * @var string    $email_heading
 * @var string    $additional_content
 * @var \WC_Email $email
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own e-mail action, fired as WooCommerce's e-mail templates fire it.
do_action( 'woocommerce_email_header', $email_heading, $email );
?>
<?php if ( $outcome->is_refused() ) : ?>
	<?php /* translators: %s: payout batch number. */ ?>
	<p><?php echo esc_html( sprintf( __( 'PayPal did not take the PayPal payout of payout batch %s.', 'vendor-payout-schedule' ), number_format_i18n( $outcome->batch ) ) ); ?></p>
	<p><?php echo esc_html( $outcome->refusal ); ?></p>
<?php else : ?>
	<?php /* translators: 1: our PayPal batch id, 2: PayPal's batch id, 3: payout batch number. */ ?>
	<p><?php echo esc_html( sprintf( __( 'PayPal has finished the payout %1$s (PayPal batch %2$s) of payout batch %3$s: every payment in it is final.', 'vendor-payout-schedule' ), $outcome->sender_batch_id, $outcome->payout_batch_id, number_format_i18n( $outcome->batch ) ) ); ?></p>
	<table class="td" cellspacing="0" cellpadding="6" border="1" width="100%" style="border-collapse: collapse; margin-bottom: 12px;">
		<thead>
			<tr>
				<th class="td" scope="col"><?php esc_html_e( 'PayPal’s state', 'vendor-payout-schedule' ); ?></th>
				<th class="td" scope="col"><?php esc_html_e( 'Requests', 'vendor-payout-schedule' ); ?></th>
				<th class="td" scope="col"><?php esc_html_e( 'Total', 'vendor-payout-schedule' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $outcome->states as $vendor_payout_schedule_row ) : ?>
				<tr>
					<td class="td"><?php echo esc_html( $vendor_payout_schedule_row['state'] ); ?></td>
					<td class="td"><?php echo esc_html( number_format_i18n( $vendor_payout_schedule_row['count'] ) ); ?></td>
					<?php /* An amount and its currency on one line: the narrow column would break them apart. */ ?>
					<td class="td" style="white-space: nowrap;"><?php echo esc_html( $vendor_payout_schedule_row['total'] ); ?></td>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	<?php if ( '' !== $outcome->fees ) : ?>
		<?php /* translators: %s: PayPal's fees with their currency, e.g. "0.75 USD". */ ?>
		<p><?php echo esc_html( sprintf( __( 'PayPal’s fees: %s.', 'vendor-payout-schedule' ), $outcome->fees ) ); ?></p>
	<?php endif; ?>
	<p><?php esc_html_e( 'Only the requests PayPal paid are approved in Dokan, with Dokan’s e-mail to the vendor.', 'vendor-payout-schedule' ); ?></p>
	<?php if ( array() !== $outcome->failures ) : ?>
		<h2><?php esc_html_e( 'Not paid by PayPal', 'vendor-payout-schedule' ); ?></h2>
		<table class="td" cellspacing="0" cellpadding="6" border="1" width="100%" style="border-collapse: collapse; margin-bottom: 12px;">
			<thead>
				<tr>
					<th class="td" scope="col"><?php esc_html_e( 'Vendor', 'vendor-payout-schedule' ); ?></th>
					<th class="td" scope="col"><?php esc_html_e( 'Dokan request', 'vendor-payout-schedule' ); ?></th>
					<th class="td" scope="col"><?php esc_html_e( 'Amount', 'vendor-payout-schedule' ); ?></th>
					<th class="td" scope="col"><?php esc_html_e( 'Why', 'vendor-payout-schedule' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $outcome->failures as $vendor_payout_schedule_row ) : ?>
					<tr>
						<td class="td"><?php echo esc_html( $vendor_payout_schedule_row['vendor'] ); ?></td>
						<td class="td"><?php echo esc_html( '#' . $vendor_payout_schedule_row['request'] ); ?></td>
						<td class="td" style="white-space: nowrap;"><?php echo esc_html( $vendor_payout_schedule_row['amount'] ); ?></td>
						<td class="td"><?php echo esc_html( $vendor_payout_schedule_row['reason'] ); ?></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
	<?php endif; ?>
<?php endif; ?>
<p><a class="link" href="<?php echo esc_url( $outcome->batch_url ); ?>"><?php esc_html_e( 'Open the batch on the run’s record', 'vendor-payout-schedule' ); ?></a></p>
<?php
if ( $additional_content ) {
	echo wp_kses_post( wpautop( wptexturize( $additional_content ) ) );
}

// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own e-mail action, fired as WooCommerce's e-mail templates fire it.
do_action( 'woocommerce_email_footer', $email );
