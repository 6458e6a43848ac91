<?php
/**
 * What a vendor reads about a skipped payout.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * One translated sentence per reason in the vendor's voice ("your balance"), with the figures that
 * explain it. Asked through Skip_Reason::vendor_text().
 */
final class Skip_Vendor_Text {

	/**
	 * Why the next run would skip the vendor, in the present tense.
	 *
	 * @param Skip_Reason  $reason Reason.
	 * @param Skip_Figures $f      Figures.
	 */
	public static function projected( Skip_Reason $reason, Skip_Figures $f ): string {
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
	 * Why a past run skipped the vendor, in the past tense.
	 *
	 * @param Skip_Reason  $reason    Reason.
	 * @param Skip_Figures $f         Figures at that run.
	 * @param string       $host_note Dokan's own message when it refused the request.
	 */
	public static function past( Skip_Reason $reason, Skip_Figures $f, string $host_note ): string {
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
