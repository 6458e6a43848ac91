<?php
/**
 * Checks of bank numbers: ABA routing numbers, account numbers for ACH, IBANs and BICs.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

defined( 'ABSPATH' ) || exit;

/**
 * Pure checks, shared by the sorting of requests into payout files and by the originator's
 * details, so a number is judged the same way wherever it is typed. Each takes the text as a
 * vendor or admin typed it; normalise() gives the form the files carry.
 */
final class Bank_Numbers {

	/**
	 * Countries in the geographical scope of the SEPA schemes (EPC409-09, "EPC list of countries
	 * in the SEPA schemes' geographical scope"): the EU and EEA states, Switzerland, the United
	 * Kingdom, Monaco, San Marino, Vatican City, Andorra and Gibraltar — with the length of
	 * their IBANs (SWIFT IBAN registry). Overseas parts of France, Portugal and Spain, Åland and
	 * the Crown Dependencies use the IBANs of FR, PT, ES, FI and GB.
	 */
	private const SEPA_IBAN_LENGTHS = array(
		'AD' => 24,
		'AT' => 20,
		'BE' => 16,
		'BG' => 22,
		'CH' => 21,
		'CY' => 28,
		'CZ' => 24,
		'DE' => 22,
		'DK' => 18,
		'EE' => 20,
		'ES' => 24,
		'FI' => 18,
		'FR' => 27,
		'GB' => 22,
		'GI' => 23,
		'GR' => 27,
		'HR' => 21,
		'HU' => 28,
		'IE' => 22,
		'IS' => 26,
		'IT' => 27,
		'LI' => 21,
		'LT' => 20,
		'LU' => 20,
		'LV' => 21,
		'MC' => 27,
		'MT' => 31,
		'NL' => 18,
		'NO' => 15,
		'PL' => 28,
		'PT' => 25,
		'RO' => 24,
		'SE' => 24,
		'SI' => 19,
		'SK' => 24,
		'SM' => 27,
		'VA' => 22,
	);

	/**
	 * The text without spaces, hyphens and dots, upper case: how account numbers, IBANs, BICs and
	 * routing numbers are often typed ("DE89 3704 0044 …", "021-000-021").
	 *
	 * @param string $number As typed.
	 */
	public static function normalise( string $number ): string {
		return strtoupper( (string) preg_replace( '/[\s.\-]+/u', '', $number ) );
	}

	/**
	 * An ABA routing transit number: nine digits whose weighted sum (3, 7, 1 repeated) is a
	 * multiple of ten — the check digit every ACH operator verifies.
	 *
	 * @param string $number As typed.
	 */
	public static function routing_number_valid( string $number ): bool {
		$digits = self::normalise( $number );
		if ( 1 !== preg_match( '/^[0-9]{9}$/', $digits ) || '000000000' === $digits ) {
			return false;
		}
		$weights = array( 3, 7, 1, 3, 7, 1, 3, 7, 1 );
		$sum     = 0;
		foreach ( $weights as $i => $weight ) {
			$sum += $weight * (int) $digits[ $i ];
		}
		return 0 === $sum % 10;
	}

	/**
	 * An account number a NACHA entry can carry: 1 to 17 letters and digits (the DFI account
	 * number field), with at least one digit.
	 *
	 * @param string $number As typed.
	 */
	public static function ach_account_valid( string $number ): bool {
		$account = self::normalise( $number );
		return 1 === preg_match( '/^[A-Z0-9]{1,17}$/', $account ) && 1 === preg_match( '/[0-9]/', $account );
	}

	/**
	 * An IBAN by ISO 13616: country, two check digits and up to 30 letters and digits, whose
	 * number (letters as 10 to 35, the first four characters moved to the end) leaves 1 when
	 * divided by 97; for a SEPA country also its registered length.
	 *
	 * @param string $iban As typed.
	 */
	public static function iban_valid( string $iban ): bool {
		$iban = self::normalise( $iban );
		if ( 1 !== preg_match( '/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/', $iban ) ) {
			return false;
		}
		$length = self::SEPA_IBAN_LENGTHS[ substr( $iban, 0, 2 ) ] ?? null;
		if ( null !== $length && strlen( $iban ) !== $length ) {
			return false;
		}
		$rearranged = substr( $iban, 4 ) . substr( $iban, 0, 4 );
		$remainder  = 0;
		foreach ( str_split( $rearranged ) as $char ) {
			$value = ctype_digit( $char ) ? $char : (string) ( ord( $char ) - 55 );
			foreach ( str_split( $value ) as $digit ) {
				$remainder = ( $remainder * 10 + (int) $digit ) % 97;
			}
		}
		return 1 === $remainder;
	}

	/**
	 * Whether an IBAN's country takes part in SEPA credit transfers.
	 *
	 * @param string $iban As typed.
	 */
	public static function iban_in_sepa( string $iban ): bool {
		return isset( self::SEPA_IBAN_LENGTHS[ substr( self::normalise( $iban ), 0, 2 ) ] );
	}

	/**
	 * A BIC (ISO 9362): four letters or digits for the institution, the country, two letters or
	 * digits for the location, and an optional three for the branch — the pattern of ISO 20022's
	 * BICFIDec2014Identifier.
	 *
	 * @param string $bic As typed.
	 */
	public static function bic_valid( string $bic ): bool {
		return 1 === preg_match( '/^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/', self::normalise( $bic ) );
	}

	/**
	 * An account number or IBAN as a screen shows it: its last four characters, the rest as dots,
	 * an IBAN's country and check digits kept ("DE89 •••• 3000", "•••• 5678"), so an admin can
	 * tell accounts apart without the screen showing one whole.
	 *
	 * @param string $number As typed.
	 */
	public static function mask( string $number ): string {
		$number = self::normalise( $number );
		if ( strlen( $number ) <= 4 ) {
			return '' === $number ? '' : '••••';
		}
		$head = 1 === preg_match( '/^[A-Z]{2}[0-9]{2}/', $number ) && strlen( $number ) > 12 ? substr( $number, 0, 4 ) . ' ' : '';
		return $head . '•••• ' . substr( $number, -4 );
	}
}
