<?php
/**
 * PayPal payout outcome, to the admin (plain text).
 *
 * A theme can override this template by copying it to yourtheme/woocommerce/emails/plain/vendor-payout-paypal-outcome.php.
 *
 * @package VendorPayoutSchedule
 * @var \VendorPayoutSchedule\Email\Paypal_Outcome_Message $outcome
 * @var string $email_heading
 * @var string $additional_content
 */

defined( 'ABSPATH' ) || exit;

echo "=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=\n";
echo esc_html( wp_strip_all_tags( $email_heading ) );
echo "\n=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=\n\n";

if ( $outcome->is_refused() ) {
	/* translators: %s: payout batch number. */
	echo esc_html( sprintf( __( 'PayPal did not take the PayPal payout of payout batch %s.', 'vendor-payout-schedule' ), number_format_i18n( $outcome->batch ) ) ) . "\n\n";
	echo esc_html( $outcome->refusal ) . "\n\n";
} else {
	/* translators: 1: our PayPal batch id, 2: PayPal's batch id, 3: payout batch number. */
	echo esc_html( sprintf( __( 'PayPal has finished the payout %1$s (PayPal batch %2$s) of payout batch %3$s: every payment in it is final.', 'vendor-payout-schedule' ), $outcome->sender_batch_id, $outcome->payout_batch_id, number_format_i18n( $outcome->batch ) ) ) . "\n\n";
	foreach ( $outcome->states as $vendor_payout_schedule_row ) {
		/* translators: 1: PayPal's state in words, 2: number of requests, 3: their total with its currency. */
		echo esc_html( sprintf( _n( '%1$s: %2$s request, %3$s', '%1$s: %2$s requests, %3$s', $vendor_payout_schedule_row['count'], 'vendor-payout-schedule' ), $vendor_payout_schedule_row['state'], number_format_i18n( $vendor_payout_schedule_row['count'] ), $vendor_payout_schedule_row['total'] ) ) . "\n";
	}
	if ( '' !== $outcome->fees ) {
		/* translators: %s: PayPal's fees with their currency, e.g. "0.75 USD". */
		echo esc_html( sprintf( __( 'PayPal’s fees: %s.', 'vendor-payout-schedule' ), $outcome->fees ) ) . "\n";
	}
	echo "\n" . esc_html__( 'Only the requests PayPal paid are approved in Dokan, with Dokan’s e-mail to the vendor.', 'vendor-payout-schedule' ) . "\n\n";
	if ( array() !== $outcome->failures ) {
		echo esc_html__( 'Not paid by PayPal', 'vendor-payout-schedule' ) . "\n";
		foreach ( $outcome->failures as $vendor_payout_schedule_row ) {
			/* translators: 1: vendor's name, 2: Dokan's request number, 3: amount with its currency, 4: why PayPal did not pay it. */
			echo esc_html( sprintf( __( '%1$s, request #%2$s, %3$s: %4$s', 'vendor-payout-schedule' ), $vendor_payout_schedule_row['vendor'], $vendor_payout_schedule_row['request'], $vendor_payout_schedule_row['amount'], $vendor_payout_schedule_row['reason'] ) ) . "\n";
		}
		echo "\n";
	}
}
echo esc_html__( 'Open the batch on the run’s record', 'vendor-payout-schedule' ) . ': ' . esc_url_raw( $outcome->batch_url ) . "\n\n";

if ( $additional_content ) {
	echo esc_html( wp_strip_all_tags( wptexturize( $additional_content ) ) ) . "\n\n";
}

// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own e-mail filter, applied as WooCommerce's e-mail templates apply it.
echo wp_kses_post( apply_filters( 'woocommerce_email_footer_text', get_option( 'woocommerce_email_footer_text' ) ) );
