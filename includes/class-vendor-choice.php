<?php
/**
 * A vendor's payout choice.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

use VendorPayoutSchedule\Settings\Amount;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps the choice in the user meta Dokan Pro uses, so it survives a move to or from Dokan Pro; the
 * payment method is Dokan Lite's own default withdraw method of the vendor.
 */
final class Vendor_Choice {

	public const SCHEDULE_META = 'dokan_withdraw_selected_schedule';
	public const MINIMUM_META  = 'dokan_withdraw_selected_minimum_balance';
	public const RESERVE_META  = 'dokan_withdraw_selected_reserve_balance';
	public const METHOD_META   = 'dokan_withdraw_default_method';

	/** Fired after save() with the vendor id and the saved choice. */
	public const SAVED_ACTION = 'vendor_payout_schedule_choice_saved';

	/** Fired after clear_schedule() with the vendor id. */
	public const CLEARED_ACTION = 'vendor_payout_schedule_choice_cleared';

	/** How long a writer waits for another one to finish. */
	private const WAIT_SECONDS = 10;

	/**
	 * The vendor's stored choice, as stored: `schedule` is '' when none is chosen and may name a
	 * schedule the administrator no longer offers; `minimum` and `reserve` are 0 when never saved,
	 * and exactly as saved otherwise (cents included);
	 * `method` is Dokan's default withdraw method of the vendor (its meta, else the vendor's first
	 * set-up method, else `paypal`) — check it against Vendor_Methods::usable() before paying.
	 *
	 * @param int $vendor_id Vendor (user) id.
	 * @return array{schedule: string, minimum: int|float, reserve: int|float, method: string}
	 */
	public function get( int $vendor_id ): array {
		return array(
			'schedule' => (string) get_user_meta( $vendor_id, self::SCHEDULE_META, true ),
			'minimum'  => Amount::exact( (float) get_user_meta( $vendor_id, self::MINIMUM_META, true ) ),
			'reserve'  => Amount::exact( (float) get_user_meta( $vendor_id, self::RESERVE_META, true ) ),
			'method'   => (string) dokan_withdraw_get_default_method( $vendor_id ),
		);
	}

	/**
	 * Stores a choice the caller has already validated, and makes the method the vendor's default
	 * withdraw method (as choosing it in Dokan Pro does). Fires `vendor_payout_schedule_choice_saved`.
	 * The four rows are written under the vendor's lock, so saves arriving at once never store a mix.
	 *
	 * @param int    $vendor_id Vendor (user) id.
	 * @param string $schedule  Schedule key.
	 * @param float  $minimum   Minimum balance before a payout is made, stored exactly.
	 * @param float  $reserve   Balance kept back from each payout, stored exactly.
	 * @param string $method    Withdraw method key.
	 * @return bool False when another save kept the vendor's lock too long; nothing was stored.
	 */
	public function save( int $vendor_id, string $schedule, float $minimum, float $reserve, string $method ): bool {
		// Whole amounts stay stored as whole numbers ("50"), as Dokan Pro stores them.
		$minimum = Amount::exact( $minimum );
		$reserve = Amount::exact( $reserve );
		$saved   = self::under_lock(
			$vendor_id,
			static function () use ( $vendor_id, $schedule, $minimum, $reserve, $method ): void {
				update_user_meta( $vendor_id, self::SCHEDULE_META, $schedule );
				update_user_meta( $vendor_id, self::MINIMUM_META, $minimum );
				update_user_meta( $vendor_id, self::RESERVE_META, $reserve );
				update_user_meta( $vendor_id, self::METHOD_META, $method );
			}
		);
		if ( ! $saved ) {
			return false;
		}

		/**
		 * Fires after a vendor saved a payout schedule.
		 *
		 * @param int   $vendor_id Vendor id.
		 * @param array $choice    `{ schedule, minimum, reserve, method }`.
		 */
		do_action( self::SAVED_ACTION, $vendor_id, compact( 'schedule', 'minimum', 'reserve', 'method' ) );
		return true;
	}

	/**
	 * Turns scheduled payouts off for the vendor: removes the schedule only, so the minimum, reserve
	 * and method are there again when the vendor turns it back on. Safe to call when already off.
	 * Fires `vendor_payout_schedule_choice_cleared`.
	 *
	 * @param int $vendor_id Vendor (user) id.
	 */
	public function clear_schedule( int $vendor_id ): void {
		delete_user_meta( $vendor_id, self::SCHEDULE_META );

		/**
		 * Fires after a vendor's payout schedule was turned off.
		 *
		 * @param int $vendor_id Vendor id.
		 */
		do_action( self::CLEARED_ACTION, $vendor_id );
	}

	/**
	 * Runs `$work` holding the vendor's lock. A choice is several user meta rows, and two requests
	 * writing them at once would leave a mix of both; under the lock they write one after the other.
	 *
	 * @param int      $vendor_id Vendor (user) id.
	 * @param callable $work      What to do under the lock.
	 * @return bool False when the lock could not be had in time (and `$work` did not run).
	 */
	private static function under_lock( int $vendor_id, callable $work ): bool {
		try {
			self::lock( $vendor_id )->hold(
				self::WAIT_SECONDS,
				static function () use ( $vendor_id, $work ): void {
					// What this request read before it waited may be older than what the last writer stored.
					wp_cache_delete( $vendor_id, 'user_meta' );
					$work();
				}
			);
		} catch ( Lock_Unavailable $busy ) {
			return false;
		}
		return true;
	}

	/**
	 * The lock a vendor's choice is written under.
	 *
	 * @param int $vendor_id Vendor (user) id.
	 */
	public static function lock( int $vendor_id ): Named_Lock {
		return Named_Lock::of( 'choice', $vendor_id );
	}
}
