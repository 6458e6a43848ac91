<?php
/**
 * Which payout file a request goes into.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

defined( 'ABSPATH' ) || exit;

/**
 * The one rule sorting requests into files, asked by the file index, by each writer's caller and
 * by any screen that shows where a request will go. A request goes to exactly one place: a file
 * kind, or the plain CSV with the first reason it fits no file.
 */
final class Payout_Sorter {

	/**
	 * Why a request goes into no file, in the order place() asks: Dokan no longer holds it as
	 * pending; nothing is left after Dokan's withdraw charge; a method no file pays (Skrill, a
	 * custom one); PayPal pays out in no such currency; no PayPal e-mail, or one PayPal does not
	 * take; a bank transfer in neither USD (ACH) nor EUR (SEPA); no account holder name, which both
	 * bank files name the payee by; USD without a routing number, with one failing its check digit,
	 * without an account number, with one a NACHA entry cannot carry; EUR without an IBAN, with one
	 * failing its check or length, of a country outside SEPA, or with a malformed SWIFT/BIC; an
	 * amount more than the file it would go into carries in one payment (PayPal's per-item
	 * maximum of 20 000 USD, ACH's ten digits of cents, SEPA's 999 999 999.99 EUR).
	 */
	public const NOT_PENDING            = 'not_pending';
	public const NOTHING_TO_PAY         = 'nothing_to_pay';
	public const OTHER_METHOD           = 'other_method';
	public const PAYPAL_CURRENCY        = 'paypal_currency';
	public const NO_EMAIL               = 'no_email';
	public const INVALID_EMAIL          = 'invalid_email';
	public const BANK_CURRENCY          = 'bank_currency';
	public const NO_ACCOUNT_NAME        = 'no_account_name';
	public const NO_ROUTING_NUMBER      = 'no_routing_number';
	public const INVALID_ROUTING_NUMBER = 'invalid_routing_number';
	public const NO_ACCOUNT_NUMBER      = 'no_account_number';
	public const INVALID_ACCOUNT_NUMBER = 'invalid_account_number';
	public const NO_IBAN                = 'no_iban';
	public const INVALID_IBAN           = 'invalid_iban';
	public const IBAN_OUTSIDE_SEPA      = 'iban_outside_sepa';
	public const INVALID_BIC            = 'invalid_bic';
	public const AMOUNT_OVER_LIMIT      = 'amount_over_limit';

	/**
	 * Whether what place() answered is a file's kind (else it is a reason the request is in none).
	 *
	 * @param string $place place()'s answer.
	 */
	public static function is_file( string $place ): bool {
		return in_array( $place, array( Payout_File::PAYPAL, Payout_File::ACH, Payout_File::SEPA ), true );
	}

	/**
	 * Where the request goes.
	 *
	 * @param Payout_Request $request The request.
	 * @return string The kind of file it goes into (Payout_File::PAYPAL, ACH or SEPA; is_file()),
	 *                or why it goes into none (one of the constants above).
	 */
	public function place( Payout_Request $request ): string {
		if ( ! $request->is_pending() ) {
			return self::NOT_PENDING;
		}
		$decimals = 'paypal' === $request->method ? Paypal_Payouts_Csv::decimals( $request->currency ) : 2;
		if ( $request->payable_units( $decimals ) <= 0 ) {
			return self::NOTHING_TO_PAY;
		}
		switch ( $request->method ) {
			case 'paypal':
				$place = $this->paypal( $request );
				break;
			case 'bank':
				$place = $this->bank( $request );
				break;
			default:
				return self::OTHER_METHOD;
		}
		$limit = self::amount_limit( $place, $request->currency );
		return null !== $limit && $request->payable_units( $decimals ) > $limit ? self::AMOUNT_OVER_LIMIT : $place;
	}

	/**
	 * The most one payment of a file carries, in the currency's minor units as the file writes
	 * them; null when the file sets no limit this plugin knows (PayPal's limit in currencies other
	 * than USD is an equivalent PayPal converts at its own rate).
	 *
	 * @param string $kind     A file's kind (else null).
	 * @param string $currency The request's currency.
	 */
	public static function amount_limit( string $kind, string $currency ): ?int {
		return match ( $kind ) {
			Payout_File::PAYPAL => 'USD' === $currency ? Paypal_Payouts_Csv::AMOUNT_LIMIT_USD : null,
			Payout_File::ACH    => Nacha_File::AMOUNT_LIMIT,
			Payout_File::SEPA   => Sepa_Credit_Transfer::AMOUNT_LIMIT,
			default             => null,
		};
	}

	/**
	 * PayPal: a currency PayPal pays out in, and an e-mail address PayPal takes.
	 *
	 * @param Payout_Request $request The request.
	 */
	private function paypal( Payout_Request $request ): string {
		if ( ! Paypal_Payouts_Csv::pays_in( $request->currency ) ) {
			return self::PAYPAL_CURRENCY;
		}
		$email = $request->detail( 'email' );
		if ( '' === $email ) {
			return self::NO_EMAIL;
		}
		return Paypal_Payouts_Csv::email_valid( $email ) ? Payout_File::PAYPAL : self::INVALID_EMAIL;
	}

	/**
	 * A bank transfer: NACHA for USD, SEPA for EUR.
	 *
	 * @param Payout_Request $request The request.
	 */
	private function bank( Payout_Request $request ): string {
		if ( ! in_array( $request->currency, array( 'USD', 'EUR' ), true ) ) {
			return self::BANK_CURRENCY;
		}
		if ( '' === $request->detail( 'ac_name' ) ) {
			return self::NO_ACCOUNT_NAME;
		}
		if ( 'USD' === $request->currency ) {
			if ( '' === $request->detail( 'routing_number' ) ) {
				return self::NO_ROUTING_NUMBER;
			}
			if ( ! Bank_Numbers::routing_number_valid( $request->detail( 'routing_number' ) ) ) {
				return self::INVALID_ROUTING_NUMBER;
			}
			if ( '' === $request->detail( 'ac_number' ) ) {
				return self::NO_ACCOUNT_NUMBER;
			}
			return Bank_Numbers::ach_account_valid( $request->detail( 'ac_number' ) ) ? Payout_File::ACH : self::INVALID_ACCOUNT_NUMBER;
		}
		$iban = $request->detail( 'iban' );
		if ( '' === $iban ) {
			return self::NO_IBAN;
		}
		if ( ! Bank_Numbers::iban_valid( $iban ) ) {
			return self::INVALID_IBAN;
		}
		if ( ! Bank_Numbers::iban_in_sepa( $iban ) ) {
			return self::IBAN_OUTSIDE_SEPA;
		}
		$bic = $request->detail( 'swift' );
		return '' === $bic || Bank_Numbers::bic_valid( $bic ) ? Payout_File::SEPA : self::INVALID_BIC;
	}
}
