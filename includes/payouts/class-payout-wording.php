<?php
/**
 * The admin's words for payout files and Dokan's answers.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Why a request is in no file, why Dokan refused to approve or cancel it, a request's status and
 * a file's name — as the admin reads them on the payout screens and in the plain CSV: about the
 * vendor and the request, with what fixes it. Built when read, so they follow the reader's
 * language. Switches, not matches: the string extractor does not read match arms.
 */
final class Payout_Wording {

	/**
	 * Why a request is in no file.
	 *
	 * @param Unfiled_Reason $reason  The reason.
	 * @param Payout_Request $request The request.
	 */
	public static function unfiled( Unfiled_Reason $reason, Payout_Request $request ): string {
		switch ( $reason ) {
			case Unfiled_Reason::NotPending:
				/* translators: %s: the request's status in Dokan, e.g. "Approved". */
				return sprintf( __( 'The request is no longer pending in Dokan (%s).', 'vendor-payout-schedule' ), self::status( $request->status ) );
			case Unfiled_Reason::NothingToPay:
				return __( 'Nothing is left to pay after Dokan’s withdraw charge.', 'vendor-payout-schedule' );
			case Unfiled_Reason::OtherMethod:
				/* translators: %s: the payment method's title, e.g. "Skrill". */
				return sprintf( __( 'No payout file pays by %s; pay it by hand.', 'vendor-payout-schedule' ), (string) dokan_withdraw_get_method_title( $request->method ) );
			case Unfiled_Reason::PaypalCurrency:
				/* translators: %s: a currency code, e.g. "INR". */
				return sprintf( __( 'PayPal pays no payouts in %s.', 'vendor-payout-schedule' ), $request->currency );
			case Unfiled_Reason::NoEmail:
				return __( 'The request has no PayPal e-mail address.', 'vendor-payout-schedule' );
			case Unfiled_Reason::InvalidEmail:
				return __( 'The PayPal e-mail address of the request is not valid.', 'vendor-payout-schedule' );
			case Unfiled_Reason::BankCurrency:
				/* translators: %s: a currency code, e.g. "GBP". */
				return sprintf( __( 'Bank files are made for USD (ACH) and EUR (SEPA), not for %s.', 'vendor-payout-schedule' ), $request->currency );
			case Unfiled_Reason::NoAccountName:
				return __( 'The bank details have no account holder name.', 'vendor-payout-schedule' );
			case Unfiled_Reason::NoRoutingNumber:
				return __( 'The bank details have no routing number.', 'vendor-payout-schedule' );
			case Unfiled_Reason::InvalidRoutingNumber:
				return __( 'The routing number is not valid: it is not 9 digits or fails its check digit.', 'vendor-payout-schedule' );
			case Unfiled_Reason::NoAccountNumber:
				return __( 'The bank details have no account number.', 'vendor-payout-schedule' );
			case Unfiled_Reason::InvalidAccountNumber:
				return __( 'The account number does not fit an ACH file (at most 17 letters and digits).', 'vendor-payout-schedule' );
			case Unfiled_Reason::NoIban:
				return __( 'The bank details have no IBAN.', 'vendor-payout-schedule' );
			case Unfiled_Reason::InvalidIban:
				return __( 'The IBAN is not valid: it fails its check or has the wrong length.', 'vendor-payout-schedule' );
			case Unfiled_Reason::IbanOutsideSepa:
				return __( 'The IBAN is of a country outside SEPA.', 'vendor-payout-schedule' );
		}
		return __( 'The SWIFT/BIC is not well-formed (8 or 11 letters and digits).', 'vendor-payout-schedule' );
	}

	/**
	 * Why Dokan would not approve or cancel a request, from Dokan's error: each reason Dokan Lite
	 * 4.1.2 gives (Manager::is_valid_approval_request(), is_valid_cancellation_request(),
	 * Withdraw::update()) about the vendor, with figures; any other (another plugin's
	 * `dokan_withdraw_is_valid_request` filter) with Dokan's own message.
	 *
	 * @param WP_Error            $error   Dokan_Approval's answer.
	 * @param Payout_Request|null $request The request, for its figures.
	 */
	public static function refusal( WP_Error $error, ?Payout_Request $request = null ): string {
		$dokan = self::plain( $error->get_error_message() );
		switch ( $error->get_error_code() ) {
			case Dokan_Approval::MISSING:
				return __( 'The request is no longer in Dokan.', 'vendor-payout-schedule' );
			case Dokan_Approval::NOT_PENDING:
				/* translators: %s: the request's status in Dokan, e.g. "Cancelled". */
				return sprintf( __( 'The request is no longer pending in Dokan (%s).', 'vendor-payout-schedule' ), self::status( (int) $error->get_error_data() ) );
			case Dokan_Approval::NOT_SAVED:
				return __( 'Dokan did not save the new status; try again.', 'vendor-payout-schedule' );
			case 'dokan_withdraw_empty':
				return __( 'The request has no amount.', 'vendor-payout-schedule' );
			case 'dokan_withdraw_not_enough_balance':
				$balance = null === $request ? null : (float) dokan_get_seller_balance( $request->vendor_id, false );
				if ( null !== $balance && $balance < (float) $request->amount ) {
					return sprintf(
						/* translators: 1: the vendor's balance now, 2: the amount requested (both prices). */
						__( 'The vendor’s balance is %1$s now, less than the %2$s requested (a refund or another withdrawal since).', 'vendor-payout-schedule' ),
						self::price( $balance ),
						self::price( (float) $request->amount )
					);
				}
				/* translators: %s: Dokan's own message. */
				return sprintf( __( 'Not enough balance for this request; Dokan says: %s', 'vendor-payout-schedule' ), $dokan );
			case 'dokan_withdraw_amount':
				/* translators: %s: Dokan's own message, naming its minimum withdraw amount. */
				return sprintf( __( 'The amount is below Dokan’s minimum withdraw amount; Dokan says: %s', 'vendor-payout-schedule' ), $dokan );
			case 'dokan_withdraw_invalid_method':
				return sprintf(
					/* translators: %s: the payment method's title, e.g. "PayPal". */
					__( 'The vendor no longer has %s set up, or the marketplace turned it off.', 'vendor-payout-schedule' ),
					null === $request ? __( 'this payment method', 'vendor-payout-schedule' ) : (string) dokan_withdraw_get_method_title( $request->method )
				);
			case 'dokan_withdraw_seller_not_enabled':
				return __( 'The vendor’s selling is turned off in Dokan.', 'vendor-payout-schedule' );
			case 'dokan_withdraw_already_approved':
				return __( 'The request is already approved in Dokan.', 'vendor-payout-schedule' );
			case 'dokan_withdraw_cancel_request_error':
				return __( 'Dokan can only cancel a pending request.', 'vendor-payout-schedule' );
			case 'dokan_withdraw_cancel_request_invalid_permission':
				return __( 'Dokan refused the cancellation: this user may not cancel the request.', 'vendor-payout-schedule' );
			case 'dokan_withdraw_update_error':
				return __( 'Dokan could not save the request; try again.', 'vendor-payout-schedule' );
		}
		/* translators: %s: Dokan's own message. */
		return '' === $dokan ? __( 'Dokan refused the request.', 'vendor-payout-schedule' ) : sprintf( __( 'Dokan refused the request: %s', 'vendor-payout-schedule' ), $dokan );
	}

	/**
	 * A request's status in Dokan.
	 *
	 * @param int $status Dokan's status code.
	 */
	public static function status( int $status ): string {
		switch ( $status ) {
			case Payout_Request::PENDING:
				return __( 'Pending', 'vendor-payout-schedule' );
			case Payout_Request::APPROVED:
				return __( 'Approved', 'vendor-payout-schedule' );
			case Payout_Request::CANCELLED:
				return __( 'Cancelled', 'vendor-payout-schedule' );
		}
		/* translators: %d: a status code Dokan does not name. */
		return sprintf( __( 'Status %d', 'vendor-payout-schedule' ), $status );
	}

	/**
	 * A file as the admin's list names it, e.g. "PayPal payouts, USD, part 2".
	 *
	 * @param Payout_File $file The file.
	 */
	public static function file_title( Payout_File $file ): string {
		switch ( $file->kind ) {
			case File_Kind::Paypal:
				/* translators: 1: currency code, 2: part number (PayPal takes 5 000 rows a file). */
				return sprintf( __( 'PayPal payouts, %1$s, part %2$d', 'vendor-payout-schedule' ), $file->currency, $file->part );
			case File_Kind::Ach:
				/* translators: %s: currency code (USD). */
				return sprintf( __( 'ACH bank transfers (NACHA), %s', 'vendor-payout-schedule' ), $file->currency );
			case File_Kind::Sepa:
				/* translators: %s: currency code (EUR). */
				return sprintf( __( 'SEPA bank transfers (pain.001), %s', 'vendor-payout-schedule' ), $file->currency );
		}
		return __( 'Requests in no payout file', 'vendor-payout-schedule' );
	}

	/**
	 * Dokan's message as plain text (Dokan puts wc_price() HTML into some).
	 *
	 * @param string $message Dokan's message.
	 */
	private static function plain( string $message ): string {
		return trim( html_entity_decode( wp_strip_all_tags( $message ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}

	/**
	 * A price as plain text in the shop's format.
	 *
	 * @param float $amount Amount.
	 */
	private static function price( float $amount ): string {
		return self::plain( wc_price( $amount ) );
	}
}
