<?php
/**
 * The PayPal app's fields and PayPal's answers, in the admin's words.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\PayPal\Paypal_App;
use VendorPayoutSchedule\PayPal\Paypal_Failure;

defined( 'ABSPATH' ) || exit;

/**
 * Words for the codes of PayPal\Paypal_App (a field's problem) and of a connection test
 * (Paypal_Section::check()): what happened and what to do about it.
 */
final class Paypal_Wording {

	/** A connection test's outcomes besides the failure kinds and causes of Paypal_Failure. */
	public const CONNECTED  = 'connected';
	public const INCOMPLETE = 'incomplete';

	/**
	 * A field's label.
	 *
	 * @param string $field client_id, secret or mode.
	 */
	public static function label( string $field ): string {
		switch ( $field ) {
			case 'client_id':
				return __( 'Client ID', 'vendor-payout-schedule' );
			case 'secret':
				return __( 'Secret', 'vendor-payout-schedule' );
		}
		return __( 'Mode', 'vendor-payout-schedule' );
	}

	/**
	 * What is wrong with a field.
	 *
	 * @param string $field   client_id, secret or mode.
	 * @param string $problem Paypal_App::MISSING or INVALID.
	 */
	public static function error( string $field, string $problem ): string {
		if ( 'mode' === $field ) {
			return __( 'Choose sandbox or live.', 'vendor-payout-schedule' );
		}
		if ( Paypal_App::MISSING === $problem ) {
			return __( 'Enter the client ID of the app the secret belongs to.', 'vendor-payout-schedule' );
		}
		return 'secret' === $field
			? __( 'This is not a PayPal secret: copy it whole from the app in PayPal’s developer dashboard (letters, digits, hyphens and underscores). The secret you typed was not saved.', 'vendor-payout-schedule' )
			: __( 'This is not a PayPal client ID: copy it whole from the app in PayPal’s developer dashboard (letters, digits, hyphens and underscores).', 'vendor-payout-schedule' );
	}

	/**
	 * What a connection test found.
	 *
	 * @param array{outcome: string, mode: string, payouts?: bool, status?: int, name?: string} $check The test's facts.
	 * @return array{0: bool, 1: string} Whether it went well, and the words.
	 */
	public static function check( array $check ): array {
		$mode = Paypal_App::LIVE === $check['mode'] ? __( 'live', 'vendor-payout-schedule' ) : __( 'sandbox', 'vendor-payout-schedule' );
		switch ( $check['outcome'] ) {
			case self::CONNECTED:
				if ( ! empty( $check['payouts'] ) ) {
					/* translators: %s: "sandbox" or "live". */
					return array( true, sprintf( __( 'Connected to PayPal (%s). Payouts is enabled on this app.', 'vendor-payout-schedule' ), $mode ) );
				}
				/* translators: %s: "sandbox" or "live". */
				return array( false, sprintf( __( 'Connected to PayPal (%s), but Payouts is not enabled on this app: turn on Payouts for it in PayPal’s developer dashboard (Apps & Credentials), then test again.', 'vendor-payout-schedule' ), $mode ) );
			case self::INCOMPLETE:
				return array( false, __( 'Enter a client ID and a secret (or save a secret first) to test the connection.', 'vendor-payout-schedule' ) );
			case Paypal_Failure::UNAUTHORIZED:
				/* translators: %s: "sandbox" or "live". */
				return array( false, sprintf( __( 'PayPal did not accept this client ID and secret in %s mode. Check that both are copied whole from the same app, and that the mode is the app’s: sandbox credentials do not work in live mode, nor live ones in sandbox mode.', 'vendor-payout-schedule' ), $mode ) );
			case Paypal_Failure::CAUSE_UNREACHABLE:
				return array( false, __( 'PayPal could not be reached from this site. Check the server’s connection to the internet (a firewall or proxy may block it), then test again.', 'vendor-payout-schedule' ) );
			case Paypal_Failure::CAUSE_TIMEOUT:
				return array( false, __( 'PayPal did not answer in time. Test again in a few minutes.', 'vendor-payout-schedule' ) );
			case Paypal_Failure::CAUSE_TLS:
				return array( false, __( 'The secure connection to PayPal failed: the server could not check PayPal’s certificate. Its certificate authorities or its clock may be out of date; ask your host.', 'vendor-payout-schedule' ) );
			case Paypal_Failure::CAUSE_SERVER_ERROR:
			case Paypal_Failure::CAUSE_RATE_LIMITED:
				/* translators: %d: the HTTP status PayPal answered, e.g. 503. */
				return array( false, sprintf( __( 'PayPal had a problem answering (HTTP %d). Test again later.', 'vendor-payout-schedule' ), (int) ( $check['status'] ?? 0 ) ) );
		}
		/* translators: 1: PayPal's error name, e.g. invalid_request, 2: the HTTP status. */
		return array( false, sprintf( __( 'PayPal refused the test: %1$s (HTTP %2$d).', 'vendor-payout-schedule' ), (string) ( $check['name'] ?? '' ), (int) ( $check['status'] ?? 0 ) ) );
	}
}
