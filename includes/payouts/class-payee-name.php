<?php
/**
 * The name a bank file pays a vendor by, in the letters the file can carry.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

defined( 'ABSPATH' ) || exit;

/**
 * ACH names carry ASCII, SEPA names the Latin set of EPC217-08: an account holder written in
 * Greek, Cyrillic or CJK letters would be left with nothing once the other letters are taken out,
 * and a payment without a payee's name is returned (ACH) or refused (SEPA). So names are first
 * transliterated to Latin (ICU's `Any-Latin; Latin-ASCII`, through PHP's intl extension; without
 * it, WordPress's remove_accents() alone), and when the account holder's name still leaves
 * nothing the file can carry, the vendor's store name, then the vendor's display name, then
 * "Vendor" and the vendor's number stand in: one vendor's name never keeps the others' file from
 * being made.
 */
final class Payee_Name {

	/**
	 * Text in Latin letters: transliterated when PHP has intl, accents removed.
	 *
	 * @param string $text Text in any script.
	 */
	public static function latin( string $text ): string {
		static $transliterator = null;
		if ( null === $transliterator && class_exists( \Transliterator::class ) ) {
			$transliterator = \Transliterator::create( 'Any-Latin; Latin-ASCII' ) ?? false;
		}
		if ( $transliterator instanceof \Transliterator ) {
			$latin = $transliterator->transliterate( $text );
			$text  = false === $latin ? $text : $latin;
		}
		return remove_accents( $text );
	}

	/**
	 * The first of the request's names that a file's text rule leaves non-empty: the account
	 * holder, the store, the vendor's display name, "Vendor {id}".
	 *
	 * @param Payout_Request $request The request.
	 * @param callable       $fit     The file's text rule: string in, what the file writes out.
	 */
	public static function of( Payout_Request $request, callable $fit ): string {
		foreach ( self::candidates( $request ) as $name ) {
			$written = (string) $fit( $name );
			if ( '' !== trim( $written ) ) {
				return $written;
			}
		}
		return (string) $fit( 'Vendor ' . $request->vendor_id );
	}

	/**
	 * The names a vendor is known by, best first.
	 *
	 * @param Payout_Request $request The request.
	 * @return string[]
	 */
	private static function candidates( Payout_Request $request ): array {
		// Dokan keeps the store name in the vendor's profile settings (dokan_get_store_info() reads it there).
		$profile = get_user_meta( $request->vendor_id, 'dokan_profile_settings', true );
		$user    = get_userdata( $request->vendor_id );
		return array(
			$request->detail( 'ac_name' ),
			is_array( $profile ) ? (string) ( $profile['store_name'] ?? '' ) : '',
			$user ? (string) $user->display_name : '',
		);
	}
}
