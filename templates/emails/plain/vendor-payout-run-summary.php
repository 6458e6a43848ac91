<?php
/**
 * Scheduled payout run summary, to the admin (plain text).
 *
 * A theme can override this template by copying it to yourtheme/woocommerce/emails/plain/vendor-payout-run-summary.php.
 *
 * @package VendorPayoutSchedule
 * @var \VendorPayoutSchedule\Email\Summary_Message $summary
 * @var string $email_heading
 * @var string $additional_content
 */

defined( 'ABSPATH' ) || exit;

echo "=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=\n";
echo esc_html( wp_strip_all_tags( $email_heading ) );
echo "\n=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=\n\n";

/* translators: 1: schedule title, e.g. Weekly; 2: the payout date. */
echo esc_html( sprintf( __( 'The %1$s payout run of %2$s is done.', 'vendor-payout-schedule' ), $summary->schedule, $summary->date ) ) . "\n\n";

echo esc_html__( 'Withdraw requests filed', 'vendor-payout-schedule' ) . "\n";
if ( array() === $summary->requested ) {
	echo esc_html__( 'No withdraw request was filed.', 'vendor-payout-schedule' ) . "\n\n";
} else {
	foreach ( $summary->requested as $vendor_payout_schedule_row ) {
		/* translators: 1: payment method, 2: currency code, 3: number of requests, 4: their total. */
		echo esc_html( sprintf( _n( '%1$s (%2$s): %3$s request, %4$s', '%1$s (%2$s): %3$s requests, %4$s', $vendor_payout_schedule_row['count'], 'vendor-payout-schedule' ), $vendor_payout_schedule_row['method'], $vendor_payout_schedule_row['currency'], number_format_i18n( $vendor_payout_schedule_row['count'] ), $vendor_payout_schedule_row['total'] ) ) . "\n";
	}
	echo "\n" . esc_html__( 'These requests wait for your approval; nothing is paid until you approve them.', 'vendor-payout-schedule' ) . "\n";
	echo esc_html__( 'Review the pending withdraw requests', 'vendor-payout-schedule' ) . ': ' . esc_url_raw( $summary->withdraw_url ) . "\n";
	echo esc_html__( 'Pay them from payout files: check them with Dokan, download the files, mark them paid', 'vendor-payout-schedule' ) . ': ' . esc_url_raw( $summary->pay_url() ) . "\n\n";
}

echo esc_html__( 'Vendors skipped', 'vendor-payout-schedule' ) . "\n";
if ( array() === $summary->skipped ) {
	echo esc_html__( 'No vendor was skipped.', 'vendor-payout-schedule' ) . "\n\n";
} else {
	foreach ( $summary->skipped as $vendor_payout_schedule_row ) {
		/* translators: 1: reason a payout was skipped, e.g. "Below minimum"; 2: number of vendors. */
		echo esc_html( sprintf( __( '%1$s: %2$s', 'vendor-payout-schedule' ), $vendor_payout_schedule_row['reason'], number_format_i18n( $vendor_payout_schedule_row['count'] ) ) ) . "\n";
	}
	echo "\n";
}

if ( $summary->unmailed > 0 ) {
	/* translators: %s: number of vendors. */
	echo esc_html( sprintf( __( 'Vendors still to be e-mailed: %s. Their e-mails go out in the next minutes.', 'vendor-payout-schedule' ), number_format_i18n( $summary->unmailed ) ) ) . "\n\n";
}
echo esc_html__( 'Open the run’s record', 'vendor-payout-schedule' ) . ': ' . esc_url_raw( $summary->run_url ) . "\n\n";

if ( $additional_content ) {
	echo esc_html( wp_strip_all_tags( wptexturize( $additional_content ) ) ) . "\n\n";
}

// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own e-mail filter, applied as WooCommerce's e-mail templates apply it.
echo wp_kses_post( apply_filters( 'woocommerce_email_footer_text', get_option( 'woocommerce_email_footer_text' ) ) );
