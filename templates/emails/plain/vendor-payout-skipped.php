<?php
/**
 * Scheduled payout skipped (plain text).
 *
 * A theme can override this template by copying it to yourtheme/woocommerce/emails/plain/vendor-payout-skipped.php.
 *
 * @package VendorPayoutSchedule
 * @var \VendorPayoutSchedule\Email\Payout_Message $payout
 * @var string $email_heading
 * @var string $additional_content
 */

defined( 'ABSPATH' ) || exit;

echo "=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=\n";
echo esc_html( wp_strip_all_tags( $email_heading ) );
echo "\n=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=\n\n";

/* translators: %s: the vendor's display name. */
echo esc_html( sprintf( __( 'Hi %s,', 'vendor-payout-schedule' ), $payout->vendor->display_name ) ) . "\n\n";
/* translators: 1: schedule title, e.g. Weekly; 2: the payout date. */
echo esc_html( sprintf( __( 'Your scheduled payout of %2$s (%1$s) was skipped: no withdraw request was filed.', 'vendor-payout-schedule' ), $payout->schedule, $payout->date ) ) . "\n\n";
echo esc_html__( 'Why', 'vendor-payout-schedule' ) . "\n" . esc_html( $payout->reason ) . "\n\n";
if ( '' !== $payout->remedy ) {
	echo esc_html__( 'What fixes it', 'vendor-payout-schedule' ) . "\n" . esc_html( $payout->remedy ) . "\n\n";
}
echo esc_url_raw( $payout->withdraw_url ) . "\n\n";

if ( $additional_content ) {
	echo esc_html( wp_strip_all_tags( wptexturize( $additional_content ) ) ) . "\n\n";
}

// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own e-mail filter, applied as WooCommerce's e-mail templates apply it.
echo wp_kses_post( apply_filters( 'woocommerce_email_footer_text', get_option( 'woocommerce_email_footer_text' ) ) );
