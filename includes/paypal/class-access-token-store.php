<?php
/**
 * The cached PayPal access token.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * PayPal asks clients to reuse a token until it expires rather than take one per call. It is kept
 * in an option that is never autoloaded, with the fingerprint of the app it was taken for
 * (Paypal_App::fingerprint()), so a changed ID, secret or mode never reuses it. An option rather
 * than a transient: with an object cache a transient lives only there, and a site without a
 * lasting one would take a token on every request.
 */
final class Access_Token_Store {

	/** The option. */
	public const OPTION = 'vendor_payout_schedule_paypal_token';

	/**
	 * The token kept for an app, if it may still be used.
	 *
	 * @param Paypal_App $app The app.
	 * @param int        $now Unix time.
	 */
	public function for_app( Paypal_App $app, int $now ): ?Access_Token {
		$kept = get_option( self::OPTION );
		if ( ! is_array( $kept ) || ( $kept['app'] ?? '' ) !== $app->fingerprint() ) {
			return null;
		}
		$token = new Access_Token( (string) ( $kept['token'] ?? '' ), array_map( 'strval', (array) ( $kept['scopes'] ?? array() ) ), (int) ( $kept['use_until'] ?? 0 ) );
		return '' !== $token->token && $token->is_fresh( $now ) ? $token : null;
	}

	/**
	 * Keeps a token taken for an app.
	 *
	 * @param Paypal_App   $app   The app.
	 * @param Access_Token $token The token.
	 */
	public function keep( Paypal_App $app, Access_Token $token ): void {
		update_option(
			self::OPTION,
			array(
				'app'       => $app->fingerprint(),
				'token'     => $token->token,
				'scopes'    => $token->scopes,
				'use_until' => $token->use_until,
			),
			false
		);
	}

	/**
	 * Forgets the token (PayPal refused it, the app changed, uninstall).
	 */
	public static function forget(): void {
		delete_option( self::OPTION );
	}
}
