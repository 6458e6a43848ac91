<?php
/**
 * The admin's words for what the engine decided, what Dokan did since, how a run is doing, and
 * what paying a run's requests meets: the payout files, why Dokan refuses a request.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Request_Status;
use VendorPayoutSchedule\Engine\Skip_Figures;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Payouts\Bank_Numbers;
use VendorPayoutSchedule\Payouts\Batch_Ledger;
use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;
use VendorPayoutSchedule\Payouts\Payout_File;
use VendorPayoutSchedule\Payouts\Payout_Request;
use VendorPayoutSchedule\Price_Text;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Skip reasons, outcomes, request statuses, run states, payout files and refusals (Dokan's and
 * Payouts\Dokan_Approval's own codes) as the admin reads them on Dokan → Withdraw Schedule and in
 * the run's summary e-mail: about the vendor ("the vendor's balance"), with the figures that
 * explain it. Texts are built when read, not when stored, so they follow the reader's language and
 * the shop's current price format.
 *
 * Switches, not matches: the string extractor (wp-pot) does not read match arms.
 */
final class Admin_Wording {

	/**
	 * A reason's short label for filters, columns and totals (a stored value this version does not
	 * know is shown as it is).
	 *
	 * @param Skip_Reason|string $reason A reason, or its stored value.
	 */
	public static function reason_label( Skip_Reason|string $reason ): string {
		$known = is_string( $reason ) ? Skip_Reason::tryFrom( $reason ) : $reason;
		if ( null === $known ) {
			return (string) $reason;
		}
		switch ( $known ) {
			case Skip_Reason::BelowMinimum:
				return __( 'Below minimum', 'vendor-payout-schedule' );
			case Skip_Reason::ReserveLeavesTooLittle:
				return __( 'Reserve leaves too little', 'vendor-payout-schedule' );
			case Skip_Reason::PendingRequest:
				return __( 'Pending request', 'vendor-payout-schedule' );
			case Skip_Reason::MethodInactive:
				return __( 'Payment method inactive', 'vendor-payout-schedule' );
			case Skip_Reason::NoMethod:
				return __( 'No payment method', 'vendor-payout-schedule' );
			case Skip_Reason::HostRefused:
				return __( 'Refused by Dokan', 'vendor-payout-schedule' );
		}
		return __( 'No longer a vendor', 'vendor-payout-schedule' );
	}

	/**
	 * A reason as a sentence about the vendor, with the figures that explain it.
	 *
	 * @param Skip_Reason          $reason  The reason.
	 * @param array<string, mixed> $figures balance, minimum, reserve and withdraw_limit.
	 * @param string               $note    Dokan's message when it refused the request.
	 * @param bool                 $past    Whether the run is over (a record) or still to come (a preview).
	 */
	public static function reason_text( Skip_Reason $reason, array $figures, string $note, bool $past ): string {
		$f = Skip_Figures::of( $figures );
		switch ( $reason ) {
			case Skip_Reason::BelowMinimum:
				if ( $f->balance <= 0 ) {
					return $past ? __( 'The vendor had no balance to pay out.', 'vendor-payout-schedule' ) : __( 'The vendor has no balance to pay out.', 'vendor-payout-schedule' );
				}
				return sprintf(
					$past
						/* translators: 1: the vendor's balance then, 2: the smallest balance that is paid out (both prices). */
						? __( 'The vendor’s balance of %1$s was below the minimum of %2$s.', 'vendor-payout-schedule' )
						/* translators: 1: the vendor's balance, 2: the smallest balance that is paid out (both prices). */
						: __( 'The vendor’s balance of %1$s is below the minimum of %2$s.', 'vendor-payout-schedule' ),
					$f->price( $f->balance ),
					$f->price( $f->threshold() )
				);
			case Skip_Reason::ReserveLeavesTooLittle:
				return sprintf(
					$past
						/* translators: 1: the vendor's reserve, 2: what was left to pay out, 3: the shop's minimum withdraw amount (all prices). */
						? __( 'Keeping the vendor’s reserve of %1$s left %2$s, less than the minimum withdraw of %3$s.', 'vendor-payout-schedule' )
						/* translators: 1: the vendor's reserve, 2: what would be left to pay out, 3: the shop's minimum withdraw amount (all prices). */
						: __( 'Keeping the vendor’s reserve of %1$s leaves %2$s, less than the minimum withdraw of %3$s.', 'vendor-payout-schedule' ),
					$f->price( $f->reserve ),
					$f->price( $f->left_after_reserve() ),
					$f->price( $f->limit() )
				);
			case Skip_Reason::PendingRequest:
				return $past ? __( 'A withdraw request of the vendor’s was still pending.', 'vendor-payout-schedule' ) : __( 'A withdraw request of the vendor’s is pending; no new one is filed until it is handled.', 'vendor-payout-schedule' );
			case Skip_Reason::MethodInactive:
				return $past ? __( 'The payment method the vendor chose was no longer available.', 'vendor-payout-schedule' ) : __( 'The payment method the vendor chose is no longer available.', 'vendor-payout-schedule' );
			case Skip_Reason::NoMethod:
				return $past ? __( 'The vendor had not set up a payment method.', 'vendor-payout-schedule' ) : __( 'The vendor has not set up a payment method.', 'vendor-payout-schedule' );
			case Skip_Reason::HostRefused:
				$host = Skip_Figures::host_text( $note );
				/* translators: %s: Dokan's own message. */
				return '' === $host ? __( 'Dokan refused the request.', 'vendor-payout-schedule' ) : sprintf( __( 'Dokan refused the request: %s', 'vendor-payout-schedule' ), $host );
		}
		return $past ? __( 'The user was no longer a vendor allowed to withdraw.', 'vendor-payout-schedule' ) : __( 'The user is no longer a vendor allowed to withdraw.', 'vendor-payout-schedule' );
	}

	/**
	 * A request's status in Dokan now.
	 *
	 * @param string $status A Request_Status value.
	 */
	public static function request_status( string $status ): string {
		switch ( $status ) {
			case Request_Status::PENDING:
				return __( 'Awaiting approval', 'vendor-payout-schedule' );
			case Request_Status::APPROVED:
				return __( 'Approved: paid', 'vendor-payout-schedule' );
			case Request_Status::CANCELLED:
				return __( 'Cancelled', 'vendor-payout-schedule' );
		}
		return __( 'No longer in Dokan', 'vendor-payout-schedule' );
	}

	/**
	 * Skips counted by reason, e.g. "Below minimum: 3, Pending request: 1", or "None".
	 *
	 * @param array<string, int> $skipped Vendors by stored reason.
	 */
	public static function skipped_text( array $skipped ): string {
		$parts = array();
		foreach ( Skip_Reason::all() as $reason ) {
			if ( ! empty( $skipped[ $reason ] ) ) {
				/* translators: 1: reason a payout was skipped, e.g. "Below minimum"; 2: number of vendors. */
				$parts[] = sprintf( __( '%1$s: %2$s', 'vendor-payout-schedule' ), self::reason_label( $reason ), number_format_i18n( $skipped[ $reason ] ) );
			}
		}
		return array() === $parts ? __( 'None', 'vendor-payout-schedule' ) : implode( ', ', $parts );
	}

	/**
	 * What a run does or did for a vendor (an Outcome_Source constant).
	 *
	 * @param string $outcome Outcome.
	 */
	public static function outcome( string $outcome ): string {
		switch ( $outcome ) {
			case Outcome_Source::WOULD_REQUEST:
				return __( 'Would be requested', 'vendor-payout-schedule' );
			case Outcome_Source::WOULD_SKIP:
				return __( 'Would be skipped', 'vendor-payout-schedule' );
			case Outcome_Source::REQUESTED:
				return __( 'Requested', 'vendor-payout-schedule' );
			case Outcome_Source::SKIPPED:
				return __( 'Skipped', 'vendor-payout-schedule' );
		}
		return __( 'Being filed', 'vendor-payout-schedule' );
	}

	/**
	 * How a run is doing (a Run_State constant).
	 *
	 * @param string $state State.
	 */
	public static function run_state( string $state ): string {
		switch ( $state ) {
			case Run_State::DONE:
				return __( 'Done', 'vendor-payout-schedule' );
			case Run_State::RETRYING:
				return __( 'Retrying after an error', 'vendor-payout-schedule' );
			case Run_State::STALLED:
				return __( 'Stalled', 'vendor-payout-schedule' );
		}
		return __( 'Running', 'vendor-payout-schedule' );
	}

	/**
	 * When a payout file was made, by whom, and how often it was downloaded.
	 *
	 * @param object $made Payout_File_Store's row (made_at in UTC, made_by_name, downloads).
	 */
	public static function file_made( object $made ): string {
		$downloads = (int) $made->downloads;
		return sprintf(
			/* translators: 1: date and time, 2: a user's name, 3: how often the file was downloaded. */
			_n( 'On %1$s by %2$s; downloaded %3$s time.', 'On %1$s by %2$s; downloaded %3$s times: each after the first is a copy.', $downloads, 'vendor-payout-schedule' ),
			self::date_time( (string) $made->made_at ),
			'' === (string) ( $made->made_by_name ?? '' ) ? __( 'a deleted user', 'vendor-payout-schedule' ) : (string) $made->made_by_name,
			number_format_i18n( $downloads )
		);
	}

	/**
	 * Why Dokan would not approve or cancel a request, from Dokan's error: each reason Dokan Lite
	 * 4.1.2 gives (Manager::is_valid_approval_request(), is_valid_cancellation_request(),
	 * Withdraw::update()) about the vendor, with figures; any other (another plugin's
	 * `dokan_withdraw_is_valid_request` filter) with Dokan's own message.
	 *
	 * @param WP_Error             $error Dokan_Withdraw_Requests's answer.
	 * @param array<string, mixed> $facts What the words may quote, each optional: `amount` (the
	 *                                    amount requested), `balance` (the vendor's balance when
	 *                                    Dokan answered), `method` (Dokan's method key).
	 */
	public static function refusal( WP_Error $error, array $facts = array() ): string {
		$dokan = Skip_Figures::host_text( $error->get_error_message() );
		switch ( $error->get_error_code() ) {
			case Dokan_Withdraw_Requests::MISSING:
				return __( 'The request is no longer in Dokan.', 'vendor-payout-schedule' );
			case Dokan_Withdraw_Requests::NOT_PENDING:
				return self::not_pending( (string) $error->get_error_data() );
			case Dokan_Withdraw_Requests::NOT_SAVED:
				return __( 'Dokan did not save the new status; try again.', 'vendor-payout-schedule' );
			case Dokan_Withdraw_Requests::NOT_DEBITED:
				return __( 'Dokan approved the request but wrote no balance entry for it, so the amount is still in the vendor’s withdrawable balance; Mark as paid tries to write it again.', 'vendor-payout-schedule' );
			case Dokan_Withdraw_Requests::UNFINISHED:
				return __( 'Found approved in Dokan without its balance entry, by an approval not made here that may still be writing it. Mark as paid again after five minutes finishes it if the entry is still missing.', 'vendor-payout-schedule' );
			case Dokan_Withdraw_Requests::SHORT_BALANCE:
				return __( 'Dokan approved the request but took nothing from the vendor’s balance: the balance is below the amount (a refund since, say), and Dokan writes no entry then. Settle the vendor’s balance in Dokan; marking paid again does not retry it.', 'vendor-payout-schedule' );
			case Dokan_Withdraw_Requests::BUSY:
				return __( 'Another process is working on this request; try again.', 'vendor-payout-schedule' );
			case 'dokan_withdraw_empty':
				return __( 'The request has no amount.', 'vendor-payout-schedule' );
			case 'dokan_withdraw_not_enough_balance':
				if ( isset( $facts['balance'], $facts['amount'] ) && (float) $facts['balance'] < (float) $facts['amount'] ) {
					return sprintf(
						/* translators: 1: the vendor's balance when Dokan checked, 2: the amount requested (both prices). */
						__( 'The vendor’s balance was %1$s, less than the %2$s requested (a refund or another withdrawal since).', 'vendor-payout-schedule' ),
						Price_Text::format( (float) $facts['balance'] ),
						Price_Text::format( (float) $facts['amount'] )
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
					empty( $facts['method'] ) ? __( 'this payment method', 'vendor-payout-schedule' ) : (string) dokan_withdraw_get_method_title( (string) $facts['method'] )
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
	 * A file as the admin's list names it, e.g. "PayPal payouts, USD, part 2".
	 *
	 * @param Payout_File $file The file.
	 */
	public static function file_title( Payout_File $file ): string {
		switch ( $file->kind ) {
			case Payout_File::PAYPAL:
				/* translators: 1: currency code, 2: part number (PayPal takes 5 000 rows a file). */
				return sprintf( __( 'PayPal payouts, %1$s, part %2$d', 'vendor-payout-schedule' ), $file->currency, $file->part );
			case Payout_File::ACH:
				/* translators: %s: currency code (USD). */
				return sprintf( __( 'ACH bank transfers (NACHA), %s', 'vendor-payout-schedule' ), $file->currency );
			case Payout_File::SEPA:
				/* translators: %s: currency code (EUR). */
				return sprintf( __( 'SEPA bank transfers (pain.001), %s', 'vendor-payout-schedule' ), $file->currency );
		}
		return __( 'Requests in no payout file', 'vendor-payout-schedule' );
	}

	/**
	 * A request's step in its payout batch (Payouts\Batch_Ledger).
	 *
	 * @param string $step A Batch_Ledger step.
	 */
	public static function batch_step( string $step ): string {
		switch ( $step ) {
			case Batch_Ledger::CHECKING:
				return __( 'Being checked with Dokan', 'vendor-payout-schedule' );
			case Batch_Ledger::READY:
				return __( 'Ready to pay', 'vendor-payout-schedule' );
			case Batch_Ledger::SENDING:
				return __( 'Sent through PayPal, waiting for PayPal', 'vendor-payout-schedule' );
			case Batch_Ledger::REFUSED:
				return __( 'Refused by Dokan', 'vendor-payout-schedule' );
			case Batch_Ledger::CANCELLING:
				return __( 'Being cancelled in Dokan', 'vendor-payout-schedule' );
			case Batch_Ledger::CANCELLED:
				return __( 'Cancelled in Dokan', 'vendor-payout-schedule' );
			case Batch_Ledger::KEPT:
				return __( 'Kept for a later batch', 'vendor-payout-schedule' );
			case Batch_Ledger::PAYING:
				return __( 'Being marked paid', 'vendor-payout-schedule' );
			case Batch_Ledger::PAID:
				return __( 'Paid: approved in Dokan', 'vendor-payout-schedule' );
			case Batch_Ledger::UNPAID:
				return __( 'Not paid by PayPal', 'vendor-payout-schedule' );
		}
		return __( 'Approval failed', 'vendor-payout-schedule' );
	}

	/**
	 * Why a batch's request is where it is, for a refused or failed one (Dokan's reason, quoting
	 * the balance Dokan read then) or one found approved or cancelled in Dokan; '' for the rest.
	 *
	 * @param object $row    The batches table's row (step, reason, message, balance).
	 * @param string $amount The amount requested.
	 * @param string $method Dokan's method key.
	 */
	public static function batch_reason( object $row, string $amount, string $method ): string {
		if ( '' === (string) $row->reason ) {
			return '';
		}
		if ( Dokan_Withdraw_Requests::NOT_PENDING === $row->reason && Batch_Ledger::PAID === $row->step ) {
			return __( 'Found approved in Dokan already.', 'vendor-payout-schedule' );
		}
		if ( Dokan_Withdraw_Requests::FINISHED === $row->reason ) {
			return __( 'Dokan’s approval had stopped before its balance entry; the entry was written afterwards.', 'vendor-payout-schedule' );
		}
		if ( Dokan_Withdraw_Requests::NOT_PENDING === $row->reason && Batch_Ledger::CANCELLED === $row->step ) {
			return __( 'Found cancelled in Dokan already.', 'vendor-payout-schedule' );
		}
		if ( str_starts_with( (string) $row->reason, Batch_Ledger::PAYPAL_REASON_PREFIX ) ) {
			return Paypal_Payout_Wording::not_paid( strtoupper( substr( (string) $row->reason, strlen( Batch_Ledger::PAYPAL_REASON_PREFIX ) ) ), (string) $row->message );
		}
		$facts = array(
			'amount' => $amount,
			'method' => $method,
		);
		if ( null !== $row->balance ) {
			$facts['balance'] = (float) $row->balance;
		}
		return self::refusal( new WP_Error( (string) $row->reason, (string) $row->message ), $facts );
	}

	/**
	 * What a record says of a request in a payout batch besides its step: Dokan's reason, the
	 * first file made with it (which, when, by whom, and how often one was made), and who marked
	 * it paid, cancelled or kept, and when.
	 *
	 * @param object $row    Batch_Ledger::of_requests() row.
	 * @param string $amount The amount requested.
	 * @param string $method Dokan's method key.
	 */
	public static function batch_details( object $row, string $amount, string $method ): string {
		$parts  = array( self::batch_reason( $row, $amount, $method ) );
		$file   = '' === (string) $row->file_key ? null : Payout_File::from_key( (string) $row->file_key );
		$made   = (int) $row->files_made;
		$person = static fn ( $name ): string => '' === (string) $name ? __( 'a deleted user', 'vendor-payout-schedule' ) : (string) $name;
		if ( null !== $file ) {
			/* translators: 1: a payout file's title, 2: date and time, 3: a user's name. */
			$parts[] = sprintf( __( 'In the file %1$s, made on %2$s by %3$s.', 'vendor-payout-schedule' ), self::file_title( $file ), self::date_time( (string) $row->file_at ), $person( $row->file_by_name ?? '' ) );
			if ( $made > 1 ) {
				/* translators: %s: how many times. */
				$parts[] = sprintf( _n( 'Files with it were made %s time: make sure it was paid once.', 'Files with it were made %s times: make sure it was paid once.', $made, 'vendor-payout-schedule' ), number_format_i18n( $made ) );
			}
		}
		$when = self::date_time( (string) $row->step_at );
		$who  = $person( $row->step_by_name ?? '' );
		// Found approved or cancelled in Dokan: nobody here did it (batch_reason() says so).
		switch ( '' === (string) $row->reason ? (string) $row->step : '' ) {
			case Batch_Ledger::PAID:
				/* translators: 1: date and time, 2: a user's name. */
				$parts[] = sprintf( __( 'Marked paid on %1$s by %2$s.', 'vendor-payout-schedule' ), $when, $who );
				break;
			case Batch_Ledger::CANCELLED:
				/* translators: 1: date and time, 2: a user's name. */
				$parts[] = sprintf( __( 'Cancelled on %1$s at the request of %2$s.', 'vendor-payout-schedule' ), $when, $who );
				break;
			case Batch_Ledger::KEPT:
				/* translators: 1: date and time, 2: a user's name. */
				$parts[] = sprintf( __( 'Kept on %1$s by %2$s.', 'vendor-payout-schedule' ), $when, $who );
				break;
		}
		return implode( ' ', array_filter( $parts ) );
	}

	/**
	 * A stored UTC time in the site's date and time format.
	 *
	 * @param string $utc `Y-m-d H:i:s` in UTC.
	 */
	public static function date_time( string $utc ): string {
		return wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) strtotime( $utc . ' UTC' ) );
	}

	/**
	 * Whom a request pays, as a screen may show it: a PayPal e-mail in full, a bank account by
	 * its last four characters (Bank_Numbers::mask()).
	 *
	 * @param Payout_Request $request The request.
	 */
	public static function payee( Payout_Request $request ): string {
		if ( 'paypal' === $request->method ) {
			/* translators: %s: a PayPal e-mail address. */
			return sprintf( __( 'PayPal: %s', 'vendor-payout-schedule' ), $request->detail( 'email' ) );
		}
		if ( 'bank' === $request->method && '' !== $request->detail( 'iban' ) ) {
			/* translators: %s: an IBAN with all but its country and last four characters hidden. */
			return sprintf( __( 'Bank transfer to IBAN %s', 'vendor-payout-schedule' ), Bank_Numbers::mask( $request->detail( 'iban' ) ) );
		}
		if ( 'bank' === $request->method ) {
			/* translators: 1: an account number with all but its last four characters hidden, 2: a routing number. */
			return sprintf( __( 'Bank transfer to account %1$s, routing number %2$s', 'vendor-payout-schedule' ), Bank_Numbers::mask( $request->detail( 'ac_number' ) ), $request->detail( 'routing_number' ) );
		}
		return (string) dokan_withdraw_get_method_title( $request->method );
	}

	/**
	 * That Dokan no longer waits on a request: approved, cancelled, or neither.
	 *
	 * @param string $status The status now, a Request_Status value.
	 */
	private static function not_pending( string $status ): string {
		switch ( $status ) {
			case Request_Status::APPROVED:
				return __( 'The request is already approved in Dokan.', 'vendor-payout-schedule' );
			case Request_Status::CANCELLED:
				return __( 'The request was cancelled in Dokan.', 'vendor-payout-schedule' );
		}
		return __( 'The request is no longer pending in Dokan.', 'vendor-payout-schedule' );
	}
}
