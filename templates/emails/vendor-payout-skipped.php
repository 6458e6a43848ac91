<?php
/**
 * Scheduled payout skipped (HTML).
 *
 * A theme can override this template by copying it to yourtheme/woocommerce/emails/vendor-payout-skipped.php.
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
<?php /* translators: 1: schedule title, e.g. Weekly; 2: the payout date. */ ?>
<p><?php printf( esc_html__( 'Your scheduled payout of %2$s (%1$s) was skipped: no withdraw request was filed.', 'vendor-payout-schedule' ), esc_html( $payout->schedule ), esc_html( $payout->date ) ); ?></p>
<h2><?php esc_html_e( 'Why', 'vendor-payout-schedule' ); ?></h2>
<p><?php echo esc_html( $payout->reason ); ?></p>
<?php if ( '' !== $payout->remedy ) : ?>
	<h2><?php esc_html_e( 'What fixes it', 'vendor-payout-schedule' ); ?></h2>
	<p><?php echo esc_html( $payout->remedy ); ?></p>
<?php endif; ?>
<p><a class="link" href="<?php echo esc_url( $payout->withdraw_url ); ?>"><?php esc_html_e( 'Open your withdraw page', 'vendor-payout-schedule' ); ?></a></p>
<?php
if ( $additional_content ) {
	echo wp_kses_post( wpautop( wptexturize( $additional_content ) ) );
}

// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own e-mail action, fired as WooCommerce's e-mail templates fire it.
do_action( 'woocommerce_email_footer', $email );
