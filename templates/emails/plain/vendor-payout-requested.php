<?php
/**
 * Scheduled payout requested (plain text).
 *
 * A theme can override this template by copying it to yourtheme/woocommerce/emails/plain/vendor-payout-requested.php.
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
echo esc_html__( 'Your payout schedule has requested a withdrawal for you.', 'vendor-payout-schedule' ) . "\n\n";
echo esc_html__( 'Amount', 'vendor-payout-schedule' ) . ': ' . esc_html( $payout->amount ) . "\n";
echo esc_html__( 'Payment method', 'vendor-payout-schedule' ) . ': ' . esc_html( $payout->method ) . "\n";
echo esc_html__( 'Schedule', 'vendor-payout-schedule' ) . ': ' . esc_html( $payout->schedule ) . "\n";
echo esc_html__( 'Payout date', 'vendor-payout-schedule' ) . ': ' . esc_html( $payout->date ) . "\n\n";
if ( $payout->statement ) {
	echo esc_html__( 'What makes up this payout', 'vendor-payout-schedule' ) . "\n";
	echo esc_html__( 'Opening balance', 'vendor-payout-schedule' ) . ': ' . esc_html( $payout->statement['opening'] ) . "\n";
	echo esc_html__( 'Earned', 'vendor-payout-schedule' ) . ': ' . esc_html( $payout->statement['earned'] ) . "\n";
	echo esc_html__( 'Deducted', 'vendor-payout-schedule' ) . ': ' . esc_html( $payout->statement['deducted'] ) . "\n";
	echo esc_html__( 'Closing balance', 'vendor-payout-schedule' ) . ': ' . esc_html( $payout->statement['closing'] ) . "\n";
	echo esc_html__( 'Reserve kept', 'vendor-payout-schedule' ) . ': ' . esc_html( $payout->statement['reserve'] ) . "\n";
	echo esc_html__( 'Requested', 'vendor-payout-schedule' ) . ': ' . esc_html( $payout->statement['requested'] ) . "\n";
	if ( ! $payout->statement['agrees'] ) {
		echo esc_html__( 'Dokan’s ledger has changed since the payout was requested: the statement shows the difference.', 'vendor-payout-schedule' ) . "\n";
	}
	echo esc_html__( 'See what makes up this payout', 'vendor-payout-schedule' ) . ': ' . esc_url_raw( $payout->statement_url ) . "\n\n";
}
echo esc_html__( 'What happens next', 'vendor-payout-schedule' ) . "\n";
echo esc_html__( 'The request now awaits the marketplace’s approval. Once it is approved, the amount is paid to the method above. You can follow the request on your withdraw page.', 'vendor-payout-schedule' ) . "\n\n";
echo esc_url_raw( $payout->withdraw_url ) . "\n\n";

if ( $additional_content ) {
	echo esc_html( wp_strip_all_tags( wptexturize( $additional_content ) ) ) . "\n\n";
}

// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own e-mail filter, applied as WooCommerce's e-mail templates apply it.
echo wp_kses_post( apply_filters( 'woocommerce_email_footer_text', get_option( 'woocommerce_email_footer_text' ) ) );
