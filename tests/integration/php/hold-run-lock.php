<?php
/**
 * Holds a run's lock as another process's go of the run would, for some seconds:
 *   php tests/env/wp-php.php tests/integration/php/hold-run-lock.php SCHEDULE DATE SECONDS
 * Prints "held" once it holds it.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Runner;

list( $vps_schedule, $vps_date, $vps_seconds ) = array_pad( $args, 3, '' );
Payout_Runner::lock( (string) $vps_schedule, (string) $vps_date )->hold(
	0,
	static function () use ( $vps_seconds ): void {
		echo "held\n";
		sleep( max( 1, (int) $vps_seconds ) );
	}
);
