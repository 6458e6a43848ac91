<?php
/**
 * The id PayPal gave the site's webhook.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * The webhook the site owner adds to the app in PayPal's developer dashboard (the site's URL,
 * Webhook_Route::url(), and PayPal's Payouts events) gets an id from PayPal, which the owner
 * copies into the PayPal section. PayPal checks a delivery's signature for that id only, so
 * without it no delivery is believed. It is not a secret (PayPal shows it beside the URL); it has
 * its own option beside the app's, saved by the section's own field (Admin\Paypal_Webhook_Field).
 */
final class Webhook_Id {

	/** The id. */
	public const OPTION = 'vendor_payout_schedule_paypal_webhook_id';

	/** PayPal's webhook ids: letters and digits (verify_webhook_signature.webhook_id, at most 50). */
	private const PATTERN = '/^[A-Za-z0-9]{1,50}$/';

	/**
	 * The saved id, or ''.
	 */
	public static function stored(): string {
		$id = get_option( self::OPTION, '' );
		return is_string( $id ) && self::is_valid( $id ) ? $id : '';
	}

	/**
	 * Whether a typed id is one PayPal could have given.
	 *
	 * @param string $id The id.
	 */
	public static function is_valid( string $id ): bool {
		return 1 === preg_match( self::PATTERN, $id );
	}

	/**
	 * Removes it (uninstall).
	 */
	public static function uninstall(): void {
		delete_option( self::OPTION );
	}
}
