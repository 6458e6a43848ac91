<?php
/**
 * When a vendor is paid, and how much.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * The rule as a pure function of Payout_Facts, so it can be proven case by case.
 *
 * Amounts are compared in whole cents: balances come from the database as decimal strings and a
 * float comparison such as 0.1 + 0.2 >= 0.3 must not decide whether somebody is paid.
 */
final class Payout_Rule {

	/**
	 * Decides one vendor's payout by the rule alone (Payout_Check adds what Dokan and WordPress say).
	 *
	 * The checks run in the order a vendor can act on them: without a usable method nothing can
	 * ever be paid, so that is said first; a pending request blocks any new one in Dokan; only then
	 * do the amounts matter.
	 *
	 * @param Payout_Facts $facts What is known about the vendor now.
	 */
	public static function decide( Payout_Facts $facts ): Payout_Outcome {
		if ( array() === $facts->usable_methods ) {
			return Payout_Outcome::skipped( Skip_Reason::NoMethod, $facts );
		}
		if ( '' === $facts->method || ! in_array( $facts->method, $facts->usable_methods, true ) ) {
			return Payout_Outcome::skipped( Skip_Reason::MethodInactive, $facts );
		}
		if ( $facts->has_pending ) {
			return Payout_Outcome::skipped( Skip_Reason::PendingRequest, $facts );
		}

		$balance = self::cents( $facts->balance );
		if ( $balance <= 0 || $balance < self::cents( $facts->minimum ) ) {
			return Payout_Outcome::skipped( Skip_Reason::BelowMinimum, $facts );
		}

		$reserve = self::cents( $facts->reserve );
		$amount  = $balance - $reserve;
		if ( $amount <= 0 || $amount < self::cents( $facts->withdraw_limit ) ) {
			// Without a reserve the balance itself is under the shop's minimum withdraw: saying
			// "the reserve leaves too little" would point the vendor at the wrong setting.
			return Payout_Outcome::skipped( $reserve > 0 ? Skip_Reason::ReserveLeavesTooLittle : Skip_Reason::BelowMinimum, $facts );
		}

		return Payout_Outcome::filed( $amount / 100, $facts );
	}

	/**
	 * An amount in whole cents.
	 *
	 * @param float $amount Amount in the shop's currency.
	 */
	public static function cents( float $amount ): int {
		return (int) round( $amount * 100 );
	}
}
