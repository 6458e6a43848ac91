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
	 * Where the request goes.
	 *
	 * @param Payout_Request $request The request.
	 * @return File_Kind|Unfiled_Reason The file it goes into, or why it goes into none.
	 */
	public function place( Payout_Request $request ): File_Kind|Unfiled_Reason {
		if ( ! $request->is_pending() ) {
			return Unfiled_Reason::NotPending;
		}
		$decimals = 'paypal' === $request->method ? Paypal_Payouts_Csv::decimals( $request->currency ) : 2;
		if ( $request->payable_units( $decimals ) <= 0 ) {
			return Unfiled_Reason::NothingToPay;
		}
		switch ( $request->method ) {
			case 'paypal':
				return $this->paypal( $request );
			case 'bank':
				return $this->bank( $request );
		}
		return Unfiled_Reason::OtherMethod;
	}

	/**
	 * PayPal: a currency PayPal pays out in, and an e-mail address PayPal takes.
	 *
	 * @param Payout_Request $request The request.
	 */
	private function paypal( Payout_Request $request ): File_Kind|Unfiled_Reason {
		if ( ! Paypal_Payouts_Csv::pays_in( $request->currency ) ) {
			return Unfiled_Reason::PaypalCurrency;
		}
		$email = $request->detail( 'email' );
		if ( '' === $email ) {
			return Unfiled_Reason::NoEmail;
		}
		return Paypal_Payouts_Csv::email_valid( $email ) ? File_Kind::Paypal : Unfiled_Reason::InvalidEmail;
	}

	/**
	 * A bank transfer: NACHA for USD, SEPA for EUR.
	 *
	 * @param Payout_Request $request The request.
	 */
	private function bank( Payout_Request $request ): File_Kind|Unfiled_Reason {
		if ( ! in_array( $request->currency, array( 'USD', 'EUR' ), true ) ) {
			return Unfiled_Reason::BankCurrency;
		}
		if ( '' === $request->detail( 'ac_name' ) ) {
			return Unfiled_Reason::NoAccountName;
		}
		if ( 'USD' === $request->currency ) {
			if ( '' === $request->detail( 'routing_number' ) ) {
				return Unfiled_Reason::NoRoutingNumber;
			}
			if ( ! Bank_Numbers::routing_number_valid( $request->detail( 'routing_number' ) ) ) {
				return Unfiled_Reason::InvalidRoutingNumber;
			}
			if ( '' === $request->detail( 'ac_number' ) ) {
				return Unfiled_Reason::NoAccountNumber;
			}
			return Bank_Numbers::ach_account_valid( $request->detail( 'ac_number' ) ) ? File_Kind::Ach : Unfiled_Reason::InvalidAccountNumber;
		}
		$iban = $request->detail( 'iban' );
		if ( '' === $iban ) {
			return Unfiled_Reason::NoIban;
		}
		if ( ! Bank_Numbers::iban_valid( $iban ) ) {
			return Unfiled_Reason::InvalidIban;
		}
		if ( ! Bank_Numbers::iban_in_sepa( $iban ) ) {
			return Unfiled_Reason::IbanOutsideSepa;
		}
		$bic = $request->detail( 'swift' );
		return '' === $bic || Bank_Numbers::bic_valid( $bic ) ? File_Kind::Sepa : Unfiled_Reason::InvalidBic;
	}
}
