<?php
/**
 * What was sent through PayPal, in the admin's words.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\PayPal\Paypal_Ledger;

defined( 'ABSPATH' ) || exit;

/**
 * Words for PayPal's item statuses and error names (PayPal\Paypal_Ledger's items) and for a
 * PayPal batch part PayPal refused or has not taken yet: what happened, and what the admin does.
 */
final class Paypal_Payout_Wording {

	/**
	 * An item's state as PayPal last gave it.
	 *
	 * @param string $status   PayPal's transaction_status ('' before PayPal was read).
	 * @param bool   $accepted Whether PayPal has taken the item's batch (its payout_batch_id is
	 *                         known): before that it is only being sent.
	 */
	public static function item_state( string $status, bool $accepted = true ): string {
		switch ( $status ) {
			case 'SUCCESS':
				return __( 'Paid by PayPal', 'vendor-payout-schedule' );
			case 'PENDING':
				return __( 'PayPal is processing it', 'vendor-payout-schedule' );
			case 'ONHOLD':
				return __( 'On hold: PayPal is reviewing it', 'vendor-payout-schedule' );
			case 'UNCLAIMED':
				return __( 'Waiting for the vendor to claim it in PayPal (PayPal returns it after 30 days)', 'vendor-payout-schedule' );
			case 'FAILED':
				return __( 'Failed in PayPal', 'vendor-payout-schedule' );
			case 'RETURNED':
				return __( 'Returned by PayPal (not claimed in 30 days, or cancelled)', 'vendor-payout-schedule' );
			case 'BLOCKED':
				return __( 'Blocked by PayPal', 'vendor-payout-schedule' );
			case 'REFUNDED':
				return __( 'Refunded by PayPal', 'vendor-payout-schedule' );
			case 'REVERSED':
				return __( 'Reversed by PayPal', 'vendor-payout-schedule' );
			case 'DENIED':
				return __( 'Denied by PayPal', 'vendor-payout-schedule' );
			case '':
				return $accepted ? __( 'Sent; PayPal has not said more yet', 'vendor-payout-schedule' ) : __( 'Being sent to PayPal', 'vendor-payout-schedule' );
		}
		/* translators: %s: PayPal's status of a payout item. */
		return sprintf( __( 'PayPal says: %s', 'vendor-payout-schedule' ), $status );
	}

	/**
	 * Why PayPal did not pay a request, from its status and PayPal's error name for the item, and
	 * what then: it stays pending in Dokan.
	 *
	 * @param string $status PayPal's transaction_status.
	 * @param string $error  PayPal's error name, or ''.
	 */
	public static function not_paid( string $status, string $error ): string {
		$why = self::error( $error );
		/* translators: 1: PayPal's state of the payout, e.g. "Returned by PayPal", 2: PayPal's reason. */
		$text = '' === $why ? self::item_state( $status ) . '.' : sprintf( __( '%1$s: %2$s', 'vendor-payout-schedule' ), self::item_state( $status ), $why );
		return $text . ' ' . __( 'The request stays pending in Dokan: pay it another way, or cancel it in Dokan.', 'vendor-payout-schedule' );
	}

	/**
	 * PayPal's error name of an item in words: the common ones explained, any other quoted.
	 *
	 * @param string $error PayPal's error name, or ''.
	 */
	public static function error( string $error ): string {
		switch ( $error ) {
			case '':
				return '';
			case 'RECEIVER_UNREGISTERED':
				return __( 'the e-mail address has no PayPal account, and nobody opened one for it in time.', 'vendor-payout-schedule' );
			case 'RECEIVER_UNCONFIRMED':
				return __( 'the vendor’s PayPal account is not confirmed.', 'vendor-payout-schedule' );
			case 'RECEIVER_ACCOUNT_LOCKED':
				return __( 'the vendor’s PayPal account is locked or inactive.', 'vendor-payout-schedule' );
			case 'RECEIVER_COUNTRY_NOT_ALLOWED':
				return __( 'PayPal does not pay out to the vendor’s country.', 'vendor-payout-schedule' );
			case 'RECEIVER_REFUSED':
				return __( 'the vendor refused the payment.', 'vendor-payout-schedule' );
			case 'RISK_DECLINE':
				return __( 'PayPal declined it after its risk review.', 'vendor-payout-schedule' );
		}
		/* translators: %s: PayPal's error name, e.g. RECEIVER_YOUTH_ACCOUNT. */
		return sprintf( __( 'PayPal’s reason is %s.', 'vendor-payout-schedule' ), $error );
	}

	/**
	 * A part PayPal refused: why, and what the admin does. Nothing of it was paid.
	 *
	 * @param object $part   Paypal_Ledger's part row (sender_batch_id, refusal_name, refusal_message, debug_id, uncertain).
	 * @param string $amount Its total with its currency, e.g. "1,250.00 USD".
	 */
	public static function refused( object $part, string $amount ): string {
		$id = (string) $part->sender_batch_id;
		switch ( (string) $part->refusal_name ) {
			case 'INSUFFICIENT_FUNDS':
				/* translators: 1: our PayPal batch id, 2: the batch's total, e.g. "1,250.00 USD". */
				return sprintf( __( 'PayPal refused %1$s: your PayPal balance does not cover it. Nothing was sent and nothing approved. Add at least %2$s to your PayPal balance, then send again.', 'vendor-payout-schedule' ), $id, $amount );
			case 'NOTHING_TO_SEND':
				/* translators: %s: our PayPal batch id. */
				return sprintf( __( 'Nothing was sent as %s: its requests were approved or cancelled in Dokan before PayPal was asked.', 'vendor-payout-schedule' ), $id );
			case 'ALREADY_SENT_UNLINKED':
				/* translators: %s: our PayPal batch id. */
				return sprintf( __( 'PayPal holds a payout under %s already, but did not say which one. Look it up in your PayPal account before paying its requests again.', 'vendor-payout-schedule' ), $id );
		}
		$debug = '' === (string) $part->debug_id ? '' : ' ' . sprintf( /* translators: %s: PayPal's debug id. */ __( '(PayPal’s debug id for its support: %s)', 'vendor-payout-schedule' ), (string) $part->debug_id );
		/* translators: 1: our PayPal batch id, 2: PayPal's error name, 3: PayPal's message. */
		$text = sprintf( __( 'PayPal refused %1$s: %2$s – %3$s', 'vendor-payout-schedule' ), $id, (string) $part->refusal_name, (string) $part->refusal_message ) . $debug;
		return $text . ' ' . ( (int) $part->uncertain
			? __( 'An earlier attempt may have reached PayPal: look it up in your PayPal account before paying its requests another way.', 'vendor-payout-schedule' )
			: __( 'Nothing was sent: its requests are ready to pay again.', 'vendor-payout-schedule' ) );
	}

	/**
	 * A part PayPal has not taken yet, and when it is tried again.
	 *
	 * @param object $part Paypal_Ledger's part row (sender_batch_id, attempts, next_at, last_failure).
	 */
	public static function waiting( object $part ): string {
		if ( 0 === (int) $part->attempts ) {
			/* translators: %s: our PayPal batch id. */
			return sprintf( __( '%s is being sent to PayPal.', 'vendor-payout-schedule' ), (string) $part->sender_batch_id );
		}
		if ( str_starts_with( (string) $part->last_failure, 'no_app' ) ) {
			/* translators: %s: our PayPal batch id. */
			return sprintf( __( '%s waits for the PayPal app: save its client ID and secret in the settings.', 'vendor-payout-schedule' ), (string) $part->sender_batch_id );
		}
		/* translators: 1: our PayPal batch id, 2: date and time. */
		return sprintf( __( 'PayPal has not taken %1$s yet (it was busy or did not answer). It is sent again on %2$s under the same id, so PayPal pays it once.', 'vendor-payout-schedule' ), (string) $part->sender_batch_id, Admin_Wording::date_time( (string) $part->next_at ) );
	}

	/**
	 * Whether an item's status is one PayPal did not pay.
	 *
	 * @param string $status PayPal's transaction_status.
	 */
	public static function is_not_paid( string $status ): bool {
		return in_array( $status, Paypal_Ledger::NOT_PAID_STATUSES, true );
	}
}
