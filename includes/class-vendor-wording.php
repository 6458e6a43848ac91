<?php
/**
 * The vendor's words for a skipped payout.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

use VendorPayoutSchedule\Engine\Skip_Figures;
use VendorPayoutSchedule\Engine\Skip_Reason;

defined( 'ABSPATH' ) || exit;

/**
 * What the vendor reads about a skip, on the Schedule panel, in the "skipped" e-mail and in their
 * personal data export: one sentence per reason in the vendor's voice ("your balance"), with the
 * figures that explain it, and the one thing that fixes it. Built when read, so it follows the
 * reader's language and the shop's current price format.
 *
 * Switches, not matches: the string extractor (wp-pot) does not read match arms.
 */
final class Vendor_Wording {

	/**
	 * Why a run skips (present tense, the panel's projection) or skipped (past tense) the vendor.
	 *
	 * @param Skip_Reason          $reason  The reason.
	 * @param array<string, mixed> $figures balance, minimum, reserve and withdraw_limit.
	 * @param string               $note    Dokan's message when it refused the request.
	 * @param bool                 $past    Whether the run is over.
	 */
	public static function why( Skip_Reason $reason, array $figures, string $note, bool $past ): string {
		$f = Skip_Figures::of( $figures );
		return $past ? self::why_past( $reason, $f, $note ) : self::why_projected( $reason, $f );
	}

	/**
	 * The one thing the vendor can do about it, or '' when nothing the vendor does would help.
	 *
	 * @param Skip_Reason $reason The reason.
	 */
	public static function remedy( Skip_Reason $reason ): string {
		switch ( $reason ) {
			case Skip_Reason::NoMethod:
				return __( 'Set up a payment method on your withdraw page; the next scheduled payout then goes to it.', 'vendor-payout-schedule' );
			case Skip_Reason::MethodInactive:
				return __( 'Choose another payment method in your withdraw schedule.', 'vendor-payout-schedule' );
			case Skip_Reason::PendingRequest:
				return __( 'Nothing to do: once the marketplace has handled your pending request, the next scheduled payout is filed again.', 'vendor-payout-schedule' );
			case Skip_Reason::BelowMinimum:
				return __( 'Lower the minimum balance in your withdraw schedule, or wait until your balance reaches it.', 'vendor-payout-schedule' );
			case Skip_Reason::ReserveLeavesTooLittle:
				return __( 'Lower the reserve balance in your withdraw schedule.', 'vendor-payout-schedule' );
			case Skip_Reason::HostRefused:
				return __( 'Contact the marketplace: it has to allow withdrawals from your account again.', 'vendor-payout-schedule' );
		}
		return '';
	}

	/**
	 * Why the next run would skip the vendor.
	 *
	 * @param Skip_Reason  $reason Reason.
	 * @param Skip_Figures $f      Figures now.
	 */
	private static function why_projected( Skip_Reason $reason, Skip_Figures $f ): string {
		switch ( $reason ) {
			case Skip_Reason::BelowMinimum:
				if ( $f->balance <= 0 ) {
					return __( 'There is no balance to pay out yet.', 'vendor-payout-schedule' );
				}
				/* translators: 1: the vendor's balance, 2: the smallest balance that is paid out (both prices). */
				return sprintf( __( 'Your balance of %1$s is below the minimum of %2$s.', 'vendor-payout-schedule' ), $f->price( $f->balance ), $f->price( $f->threshold() ) );
			case Skip_Reason::ReserveLeavesTooLittle:
				/* translators: 1: the vendor's reserve, 2: what would be left to pay out, 3: the shop's minimum withdraw amount (all prices). */
				return sprintf( __( 'Keeping your reserve of %1$s leaves %2$s, less than the minimum withdraw of %3$s.', 'vendor-payout-schedule' ), $f->price( $f->reserve ), $f->price( $f->left_after_reserve() ), $f->price( $f->limit() ) );
			case Skip_Reason::PendingRequest:
				return __( 'A withdraw request of yours is pending; no new one is filed until it is handled.', 'vendor-payout-schedule' );
			case Skip_Reason::MethodInactive:
				return __( 'Your chosen payment method is no longer available. Choose another one.', 'vendor-payout-schedule' );
			case Skip_Reason::NoMethod:
				return __( 'Set up a payment method to receive scheduled payouts.', 'vendor-payout-schedule' );
		}
		return __( 'This payout cannot be filed automatically.', 'vendor-payout-schedule' );
	}

	/**
	 * Why a past run skipped the vendor.
	 *
	 * @param Skip_Reason  $reason    Reason.
	 * @param Skip_Figures $f         Figures at that run.
	 * @param string       $host_note Dokan's own message when it refused the request.
	 */
	private static function why_past( Skip_Reason $reason, Skip_Figures $f, string $host_note ): string {
		switch ( $reason ) {
			case Skip_Reason::BelowMinimum:
				if ( $f->balance <= 0 ) {
					return __( 'There was no balance to pay out.', 'vendor-payout-schedule' );
				}
				/* translators: 1: the vendor's balance then, 2: the smallest balance that is paid out (both prices). */
				return sprintf( __( 'Your balance of %1$s was below the minimum of %2$s.', 'vendor-payout-schedule' ), $f->price( $f->balance ), $f->price( $f->threshold() ) );
			case Skip_Reason::ReserveLeavesTooLittle:
				/* translators: 1: the vendor's reserve, 2: what was left to pay out, 3: the shop's minimum withdraw amount (all prices). */
				return sprintf( __( 'Keeping your reserve of %1$s left %2$s, less than the minimum withdraw of %3$s.', 'vendor-payout-schedule' ), $f->price( $f->reserve ), $f->price( $f->left_after_reserve() ), $f->price( $f->limit() ) );
			case Skip_Reason::PendingRequest:
				return __( 'A withdraw request of yours was still pending.', 'vendor-payout-schedule' );
			case Skip_Reason::MethodInactive:
				return __( 'Your chosen payment method was no longer available.', 'vendor-payout-schedule' );
			case Skip_Reason::NoMethod:
				return __( 'No payment method was set up.', 'vendor-payout-schedule' );
			case Skip_Reason::HostRefused:
				$host_text = Skip_Figures::host_text( $host_note );
				if ( '' !== $host_text ) {
					return $host_text;
				}
		}
		return __( 'The payout could not be filed automatically.', 'vendor-payout-schedule' );
	}
}
