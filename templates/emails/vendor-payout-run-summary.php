<?php
/**
 * Scheduled payout run summary, to the admin (HTML).
 *
 * A theme can override this template by copying it to yourtheme/woocommerce/emails/vendor-payout-run-summary.php.
 *
 * @package VendorPayoutSchedule
 * @var \VendorPayoutSchedule\Email\Summary_Message $summary
 * @var string    $email_heading
 * @var string    $additional_content
 * @var \WC_Email $email
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own e-mail action, fired as WooCommerce's e-mail templates fire it.
do_action( 'woocommerce_email_header', $email_heading, $email );
?>
<?php /* translators: 1: schedule title, e.g. Weekly; 2: the payout date. */ ?>
<p><?php echo esc_html( sprintf( __( 'The %1$s payout run of %2$s is done.', 'vendor-payout-schedule' ), $summary->schedule, $summary->date ) ); ?></p>

<h2><?php esc_html_e( 'Withdraw requests filed', 'vendor-payout-schedule' ); ?></h2>
<?php if ( array() === $summary->requested ) : ?>
	<p><?php esc_html_e( 'No withdraw request was filed.', 'vendor-payout-schedule' ); ?></p>
<?php else : ?>
	<table class="td" cellspacing="0" cellpadding="6" border="1" width="100%" style="border-collapse: collapse; margin-bottom: 12px;">
		<thead>
			<tr>
				<th class="td" scope="col"><?php esc_html_e( 'Payment method', 'vendor-payout-schedule' ); ?></th>
				<th class="td" scope="col"><?php esc_html_e( 'Currency', 'vendor-payout-schedule' ); ?></th>
				<th class="td" scope="col"><?php esc_html_e( 'Requests', 'vendor-payout-schedule' ); ?></th>
				<th class="td" scope="col"><?php esc_html_e( 'Total requested', 'vendor-payout-schedule' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $summary->requested as $vendor_payout_schedule_row ) : ?>
				<tr>
					<td class="td"><?php echo esc_html( $vendor_payout_schedule_row['method'] ); ?></td>
					<td class="td"><?php echo esc_html( $vendor_payout_schedule_row['currency'] ); ?></td>
					<td class="td"><?php echo esc_html( number_format_i18n( $vendor_payout_schedule_row['count'] ) ); ?></td>
					<td class="td"><?php echo esc_html( $vendor_payout_schedule_row['total'] ); ?></td>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	<p><?php esc_html_e( 'These requests wait for your approval; nothing is paid until you approve them.', 'vendor-payout-schedule' ); ?></p>
	<p><a class="link" href="<?php echo esc_url( $summary->withdraw_url ); ?>"><?php esc_html_e( 'Review the pending withdraw requests', 'vendor-payout-schedule' ); ?></a></p>
	<p><a class="link" href="<?php echo esc_url( $summary->pay_url() ); ?>"><?php esc_html_e( 'Pay them from payout files: check them with Dokan, download the files, mark them paid', 'vendor-payout-schedule' ); ?></a></p>
<?php endif; ?>

<h2><?php esc_html_e( 'Vendors skipped', 'vendor-payout-schedule' ); ?></h2>
<?php if ( array() === $summary->skipped ) : ?>
	<p><?php esc_html_e( 'No vendor was skipped.', 'vendor-payout-schedule' ); ?></p>
<?php else : ?>
	<table class="td" cellspacing="0" cellpadding="6" border="1" width="100%" style="border-collapse: collapse; margin-bottom: 12px;">
		<thead>
			<tr>
				<th class="td" scope="col"><?php esc_html_e( 'Reason', 'vendor-payout-schedule' ); ?></th>
				<th class="td" scope="col"><?php esc_html_e( 'Vendors', 'vendor-payout-schedule' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $summary->skipped as $vendor_payout_schedule_row ) : ?>
				<tr>
					<td class="td"><?php echo esc_html( $vendor_payout_schedule_row['reason'] ); ?></td>
					<td class="td"><?php echo esc_html( number_format_i18n( $vendor_payout_schedule_row['count'] ) ); ?></td>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
<?php endif; ?>

<?php if ( $summary->unmailed > 0 ) : ?>
	<?php /* translators: %s: number of vendors. */ ?>
	<p><?php echo esc_html( sprintf( __( 'Vendors still to be e-mailed: %s. Their e-mails go out in the next minutes.', 'vendor-payout-schedule' ), number_format_i18n( $summary->unmailed ) ) ); ?></p>
<?php endif; ?>
<p><a class="link" href="<?php echo esc_url( $summary->run_url ); ?>"><?php esc_html_e( 'Open the run’s record', 'vendor-payout-schedule' ); ?></a></p>
<?php
if ( $additional_content ) {
	echo wp_kses_post( wpautop( wptexturize( $additional_content ) ) );
}

// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own e-mail action, fired as WooCommerce's e-mail templates fire it.
do_action( 'woocommerce_email_footer', $email );
