<?php
/**
 * The admin's words for what the engine decided, what Dokan did since and how a run is doing.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Request_Status;
use VendorPayoutSchedule\Engine\Skip_Figures;
use VendorPayoutSchedule\Engine\Skip_Reason;

defined( 'ABSPATH' ) || exit;

/**
 * Skip reasons, outcomes, request statuses and run states as the admin reads them on Dokan →
 * Withdraw Schedule and in the run's summary e-mail: about the vendor ("the vendor's balance"), with
 * the figures that explain it. Texts are built when read, not when stored, so they follow the
 * reader's language and the shop's current price format.
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
}
