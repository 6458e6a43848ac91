<?php
/**
 * Dokan Lite's e-mail to the admin about a new withdraw request (includes/Emails/VendorWithdrawRequest.php):
 * created with WooCommerce's mailer, it listens to `dokan_withdraw_created` at priority 30 and hands
 * its message to wp_mail (WooCommerce's WC_Email::send()), addressed to the admin e-mail.
 *
 * @package DokanStandIn
 */

namespace WeDevs\Dokan\Emails;

defined( 'ABSPATH' ) || exit;

/**
 * "[{site_title}] A New withdrawal request is made by {store_name}".
 */
class VendorWithdrawRequest {

	/**
	 * Hooks the trigger, as the constructor of Dokan's e-mail does.
	 */
	public function __construct() {
		add_action( 'dokan_withdraw_created', array( $this, 'trigger' ), 30, 1 );
	}

	/**
	 * Sends the e-mail about one request.
	 *
	 * @param \WeDevs\Dokan\Withdraw\Withdraw $withdraw The new request.
	 */
	public function trigger( $withdraw ) {
		// Dokan reads the request again by its id before writing about it.
		$withdraw   = dokan()->withdraw->get( $withdraw->get_id() );
		$settings   = get_user_meta( $withdraw->get_user_id(), 'dokan_profile_settings', true );
		$store_name = is_array( $settings ) ? (string) ( $settings['store_name'] ?? '' ) : '';
		$site_title = wp_specialchars_decode( get_option( 'blogname' ), ENT_QUOTES );
		$subject    = str_replace( array( '{site_title}', '{store_name}' ), array( $site_title, $store_name ), __( '[{site_title}] A New withdrawal request is made by {store_name}', 'dokan-lite' ) );
		$message    = sprintf(
			/* translators: 1: store name, 2: amount, 3: method title. */
			__( 'Hi, New withdraw request has been made by %1$s. Amount: %2$s. Payment method: %3$s', 'dokan-lite' ),
			$store_name,
			html_entity_decode( sprintf( get_woocommerce_price_format(), get_woocommerce_currency_symbol(), $withdraw->get_amount() ) ),
			(string) dokan_withdraw_get_method_title( $withdraw->get_method() )
		);
		wp_mail( get_option( 'admin_email' ), $subject, $message, array( 'Content-Type: text/html' ) );
	}
}
