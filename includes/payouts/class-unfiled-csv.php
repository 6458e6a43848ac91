<?php
/**
 * The plain CSV of requests no payout file can pay.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

use VendorPayoutSchedule\Csv_Rows;

defined( 'ABSPATH' ) || exit;

/**
 * One row per request with every field Dokan holds for it — the vendor by number and store name,
 * the figures, the method and all its payment details in full (the admin pays these by hand) —
 * and the reason it is in no file, in the admin's words. Those words are the file's content, not
 * a screen's: the file is made once on its first download and kept, byte for byte, like the bank
 * files beside it (Payout_File_Store), and whoever pays these requests by hand reads it; so they
 * are written here, with the file, in the language of the admin who made it. Amount, charge and what to pay are
 * written alike, with the currency's decimals and a point ("77.70", "0.00", "77.70"), as Dokan
 * rounds them. A header row names the columns; vendors' text is made safe for spreadsheets.
 */
final class Unfiled_Csv {

	/**
	 * Rows written.
	 *
	 * @var int
	 */
	private int $rows = 0;

	/**
	 * Payment details in the file, Dokan's key => column.
	 *
	 * @var array<string, string>
	 */
	private array $details;

	/**
	 * Writes the header row.
	 *
	 * @param resource $out Where the rows go (php://output for a download).
	 */
	public function __construct( private $out ) {
		$this->details = array(
			'email'          => __( 'PayPal e-mail', 'vendor-payout-schedule' ),
			'ac_name'        => __( 'Account holder', 'vendor-payout-schedule' ),
			'ac_type'        => __( 'Account type', 'vendor-payout-schedule' ),
			'ac_number'      => __( 'Account number', 'vendor-payout-schedule' ),
			'routing_number' => __( 'Routing number', 'vendor-payout-schedule' ),
			'iban'           => __( 'IBAN', 'vendor-payout-schedule' ),
			'swift'          => __( 'SWIFT/BIC', 'vendor-payout-schedule' ),
			'bank_name'      => __( 'Bank name', 'vendor-payout-schedule' ),
			'bank_addr'      => __( 'Bank address', 'vendor-payout-schedule' ),
		);
		Csv_Rows::put(
			$this->out,
			array_merge(
				array(
					__( 'Request', 'vendor-payout-schedule' ),
					__( 'Reference', 'vendor-payout-schedule' ),
					__( 'Vendor ID', 'vendor-payout-schedule' ),
					__( 'Vendor', 'vendor-payout-schedule' ),
					__( 'Date', 'vendor-payout-schedule' ),
					__( 'Status', 'vendor-payout-schedule' ),
					__( 'Method', 'vendor-payout-schedule' ),
					__( 'Currency', 'vendor-payout-schedule' ),
					__( 'Amount', 'vendor-payout-schedule' ),
					__( 'Withdraw charge', 'vendor-payout-schedule' ),
					__( 'To pay', 'vendor-payout-schedule' ),
					__( 'Why it is in no file', 'vendor-payout-schedule' ),
				),
				array_values( $this->details ),
				array( __( 'Note', 'vendor-payout-schedule' ) )
			)
		);
	}

	/**
	 * Writes the request's row.
	 *
	 * @param Payout_Request $request The request.
	 * @param string         $reason  Why Payout_Sorter put it in no file.
	 */
	public function add( Payout_Request $request, string $reason ): void {
		$decimals = Payout_File::currency_decimals( $request->currency );
		$amount   = static fn ( string $figure ): string => Payout_File::amount_text( Payout_Request::minor_units( $figure, $decimals ), $decimals );
		$row      = array(
			$request->id,
			$request->reference(),
			$request->vendor_id,
			self::vendor_name( $request->vendor_id ),
			$request->date,
			// Only requests Dokan still holds as pending come here (Payout_Files::write()).
			__( 'Awaiting approval', 'vendor-payout-schedule' ),
			(string) dokan_withdraw_get_method_title( $request->method ),
			$request->currency,
			$amount( $request->amount ),
			$amount( $request->charge ),
			$amount( $request->receivable ),
			self::reason( $reason, $request ),
		);
		foreach ( array_keys( $this->details ) as $key ) {
			$row[] = $request->detail( $key );
		}
		$row[] = $request->note;
		Csv_Rows::put( $this->out, $row );
		++$this->rows;
	}

	/**
	 * The vendor as the admin knows them: the store's name (Dokan keeps it in the vendor's profile
	 * settings), else the user's display name; '' for a deleted user.
	 *
	 * @param int $vendor_id The vendor.
	 */
	private static function vendor_name( int $vendor_id ): string {
		$profile = get_user_meta( $vendor_id, 'dokan_profile_settings', true );
		$store   = is_array( $profile ) ? trim( (string) ( $profile['store_name'] ?? '' ) ) : '';
		if ( '' !== $store ) {
			return $store;
		}
		$user = get_userdata( $vendor_id );
		return $user ? (string) $user->display_name : '';
	}

	/**
	 * Why a pending request is in no payout file (Payout_Sorter::place()): a request Dokan no
	 * longer holds as pending is in no file, this one included (Payout_Files::write()).
	 *
	 * @param string         $reason  Payout_Sorter's reason (one of its constants).
	 * @param Payout_Request $request The request.
	 */
	private static function reason( string $reason, Payout_Request $request ): string {
		switch ( $reason ) {
			case Payout_Sorter::NOTHING_TO_PAY:
				return __( 'Nothing is left to pay after Dokan’s withdraw charge.', 'vendor-payout-schedule' );
			case Payout_Sorter::OTHER_METHOD:
				/* translators: %s: the payment method's title, e.g. "Skrill". */
				return sprintf( __( 'No payout file pays by %s; pay it by hand.', 'vendor-payout-schedule' ), (string) dokan_withdraw_get_method_title( $request->method ) );
			case Payout_Sorter::PAYPAL_CURRENCY:
				/* translators: %s: a currency code, e.g. "INR". */
				return sprintf( __( 'PayPal pays no payouts in %s.', 'vendor-payout-schedule' ), $request->currency );
			case Payout_Sorter::NO_EMAIL:
				return __( 'The request has no PayPal e-mail address.', 'vendor-payout-schedule' );
			case Payout_Sorter::INVALID_EMAIL:
				return __( 'The PayPal e-mail address of the request is not valid.', 'vendor-payout-schedule' );
			case Payout_Sorter::BANK_CURRENCY:
				/* translators: %s: a currency code, e.g. "GBP". */
				return sprintf( __( 'Bank files are made for USD (ACH) and EUR (SEPA), not for %s.', 'vendor-payout-schedule' ), $request->currency );
			case Payout_Sorter::NO_ACCOUNT_NAME:
				return __( 'The bank details have no account holder name.', 'vendor-payout-schedule' );
			case Payout_Sorter::NO_ROUTING_NUMBER:
				return __( 'The bank details have no routing number.', 'vendor-payout-schedule' );
			case Payout_Sorter::INVALID_ROUTING_NUMBER:
				return __( 'The routing number is not valid: it is not 9 digits or fails its check digit.', 'vendor-payout-schedule' );
			case Payout_Sorter::NO_ACCOUNT_NUMBER:
				return __( 'The bank details have no account number.', 'vendor-payout-schedule' );
			case Payout_Sorter::INVALID_ACCOUNT_NUMBER:
				return __( 'The account number does not fit an ACH file (at most 17 letters and digits).', 'vendor-payout-schedule' );
			case Payout_Sorter::NO_IBAN:
				return __( 'The bank details have no IBAN.', 'vendor-payout-schedule' );
			case Payout_Sorter::INVALID_IBAN:
				return __( 'The IBAN is not valid: it fails its check or has the wrong length.', 'vendor-payout-schedule' );
			case Payout_Sorter::IBAN_OUTSIDE_SEPA:
				return __( 'The IBAN is of a country outside SEPA.', 'vendor-payout-schedule' );
			case Payout_Sorter::AMOUNT_OVER_LIMIT:
				return self::over_limit( $request );
		}
		return __( 'The SWIFT/BIC is not well-formed (8 or 11 letters and digits).', 'vendor-payout-schedule' );
	}

	/**
	 * Why an amount is in no file: more than one payment of its file carries.
	 *
	 * @param Payout_Request $request The request.
	 */
	private static function over_limit( Payout_Request $request ): string {
		$kind = 'paypal' === $request->method ? Payout_File::PAYPAL : ( 'USD' === $request->currency ? Payout_File::ACH : Payout_File::SEPA );
		$text = static fn ( int $units ): string => Payout_File::amount_text( $units, 2 ) . ' ' . $request->currency;
		$most = $text( (int) Payout_Sorter::amount_limit( $kind, $request->currency ) );
		switch ( $kind ) {
			case Payout_File::PAYPAL:
				/* translators: %s: the most PayPal pays in one payout, e.g. "20000.00 USD". */
				return sprintf( __( 'PayPal pays at most %s in one payout; pay it by hand or in parts.', 'vendor-payout-schedule' ), $most );
			case Payout_File::ACH:
				/* translators: %s: the most one ACH entry carries, e.g. "99999999.99 USD". */
				return sprintf( __( 'An ACH entry carries at most %s; pay it by hand.', 'vendor-payout-schedule' ), $most );
		}
		/* translators: %s: the most one SEPA transfer carries, e.g. "999999999.99 EUR". */
		return sprintf( __( 'A SEPA transfer carries at most %s; pay it by hand.', 'vendor-payout-schedule' ), $most );
	}

	/**
	 * What was written.
	 */
	public function finish(): Payout_File {
		return new Payout_File( Payout_File::UNFILED, '', 1, $this->rows, 0, 2 );
	}
}
