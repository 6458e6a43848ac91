<?php
/**
 * When each enabled schedule pays out next.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use Throwable;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The next run of each enabled schedule: the moment Payout_Scheduler plans its event for, and the
 * date (site time) the run is for. The admin's Next run preview asks the same, so it previews the
 * runs the scheduler will start.
 */
final class Payout_Calendar {

	/**
	 * Works from the given settings.
	 *
	 * @param Withdraw_Settings $settings The admin's settings.
	 */
	public function __construct( private readonly Withdraw_Settings $settings ) {
	}

	/**
	 * Each enabled schedule's next run; none while scheduled payouts are off.
	 *
	 * @return array<string, array{timestamp: int, date: string}> By schedule key: the payout moment
	 *                                                             and the scheduled date, Y-m-d.
	 */
	public function next_runs(): array {
		if ( ! $this->settings->is_enabled() ) {
			return array();
		}
		$catalog = new Schedule_Catalog( $this->settings );
		$runs    = array();
		foreach ( $this->settings->enabled_schedules() as $key ) {
			try {
				$moment = $catalog->next_payout( $key );
			} catch ( Throwable $e ) {
				// A rule that cannot be resolved plans nothing rather than breaking the others.
				continue;
			}
			$runs[ $key ] = array(
				'timestamp' => $moment->getTimestamp(),
				'date'      => $moment->setTimezone( wp_timezone() )->format( 'Y-m-d' ),
			);
		}
		return $runs;
	}
}
