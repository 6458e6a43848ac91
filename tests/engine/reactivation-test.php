<?php
/**
 * The plugin is deactivated in the middle of a run and activated again.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Plugin;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Scheduler;

/**
 * Reactivation resumes the unfinished run, and files nothing twice.
 */
final class Reactivation_Test extends Engine_Test_Case {

	public function test_reactivation_resumes_a_run_left_unfinished(): void {
		$vendors = Engine_Site::seed_vendors( array_fill( 0, 8, array( 'balance' => '300' ) ) );
		// A go killed as Dokan stored the fourth request, as if the plugin went off mid-run: its
		// first batch of four claimed, and what it wrote committed as it died.
		$this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=dokan_withdraw_created:4', '--commit-at-kill=1', '--slice-size=4' ) ) );
		$this->assertCount( 4, array_merge( ...array_values( Engine_Site::requests() ) ) );

		Plugin::deactivate();
		$this->assertNull( Engine_Site::next( Payout_Scheduler::BATCH_HOOK, array( 'weekly', self::DATE ) ), 'no action waits while the plugin is off' );

		Plugin::activate();

		$resume = Engine_Site::events( Payout_Scheduler::BATCH_HOOK );
		$this->assertCount( 1, $resume, 'the run is picked up again' );
		$this->assertLessThanOrEqual( time(), $resume[0]['timestamp'], 'at once' );

		// The queue runs it; the row the dead go left filing is taken over at once.
		Engine_Site::fire( $resume[0]['id'] );
		$outcomes = Engine_Site::outcomes( self::DATE );
		$this->assertCount( 8, $outcomes, 'every vendor is handled' );
		$this->assertSame( 0, Engine_Site::duplicates() );
		$this->assertCount( 8, array_merge( ...array_values( Engine_Site::requests() ) ), 'nothing filed twice' );
		foreach ( $vendors as $vendor ) {
			$this->assertCount( 1, Engine_Site::requests()[ $vendor ] );
		}
		$this->assertSame( 0, count( array_filter( $outcomes, static fn ( $row ) => Payout_Ledger::FILING === $row->status ) ), 'the dead go\'s row is finished too' );
	}
}
