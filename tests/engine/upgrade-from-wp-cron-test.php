<?php
/**
 * A site updating from 1.0.0, whose runs and payout batches ran on WP-Cron.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Payouts\Payout_Batch;
use VendorPayoutSchedule\Upgrade\From_Wp_Cron;

/**
 * The update keeps each schedule's payout moment and the run in flight, moves them onto the queue
 * once, and leaves no cron event of the plugin behind.
 */
final class Upgrade_From_Wp_Cron_Test extends Engine_Test_Case {

	protected function tearDown(): void {
		From_Wp_Cron::remove_events();
		update_option( From_Wp_Cron::DONE_OPTION, 'action-scheduler', true );
		parent::tearDown();
	}

	public function test_the_update_moves_1_0_0s_cron_events_onto_the_queue_and_the_run_in_flight_finishes(): void {
		$vendors = Engine_Site::seed_vendors( array_fill( 0, 8, array( 'balance' => '300' ) ) );
		// 1.0.0 mid-run: a go killed as Dokan stored the fourth request, its WP-Cron follow-up waiting.
		$this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=dokan_withdraw_created:4', '--commit-at-kill=1', '--batch-size=4' ) ) );
		\VendorPayoutSchedule\Engine\Job_Queue::cancel_group();
		$weekly  = ( new VendorPayoutSchedule\Schedule\Schedule_Catalog() )->next_payout( 'weekly' )->getTimestamp();
		$due     = time() - 600;
		$monthly = array( 'monthly', '2099-01-01' );
		wp_schedule_single_event( $weekly, Payout_Scheduler::RUN_HOOK, array( 'weekly', wp_date( 'Y-m-d', $weekly ) ) );
		wp_schedule_single_event( $due, Payout_Scheduler::RUN_HOOK, $monthly );
		wp_schedule_single_event( time() + 360, Payout_Scheduler::BATCH_HOOK, array( 'weekly', self::DATE ) );
		wp_schedule_single_event( time() + 360, Payout_Batch::HOOK, array( 7 ) );
		delete_option( From_Wp_Cron::DONE_OPTION );

		( new From_Wp_Cron() )->maybe_move();

		foreach ( array( Payout_Scheduler::RUN_HOOK, Payout_Scheduler::BATCH_HOOK, Payout_Batch::HOOK ) as $hook ) {
			$this->assertSame( array(), Engine_Site::cron_events( $hook ), "no WP-Cron event of $hook is left" );
		}
		$runs = array();
		foreach ( Engine_Site::events( Payout_Scheduler::RUN_HOOK ) as $action ) {
			$runs[ implode( '/', $action['args'] ) ] = $action['timestamp'];
		}
		$this->assertSame( $weekly, $runs[ 'weekly/' . wp_date( 'Y-m-d', $weekly ) ] ?? null, 'the weekly payout moment is kept' );
		$this->assertSame( $due, $runs['monthly/2099-01-01'] ?? null, 'a payout moment already due keeps its date and runs at once' );
		$this->assertSame( array( array( 7 ) ), array_column( Engine_Site::events( Payout_Batch::HOOK ), 'args' ), 'the payout batch goes on' );
		$go = Engine_Site::events( Payout_Scheduler::BATCH_HOOK );
		$this->assertSame( array( array( 'weekly', self::DATE ) ), array_column( $go, 'args' ), 'the run in flight has one go' );
		$this->assertLessThanOrEqual( time(), $go[0]['timestamp'], 'at once' );
		$this->assertSame( 'action-scheduler', get_option( From_Wp_Cron::DONE_OPTION ) );

		// Once: a second request moves nothing and queues nothing more.
		wp_schedule_single_event( time() + 60, Payout_Scheduler::BATCH_HOOK, array( 'weekly', self::DATE ) );
		( new From_Wp_Cron() )->maybe_move();
		$this->assertCount( 1, Engine_Site::events( Payout_Scheduler::BATCH_HOOK ) );
		wp_unschedule_hook( Payout_Scheduler::BATCH_HOOK );

		Engine_Site::fire( $go[0]['id'] );
		foreach ( Engine_Site::events( Payout_Scheduler::BATCH_HOOK ) as $continuation ) {
			Engine_Site::fire( $continuation['id'] );
		}
		$this->assertCount( 8, Engine_Site::outcomes( self::DATE ), 'every vendor is handled' );
		$this->assertSame( 0, Engine_Site::duplicates() );
		foreach ( $vendors as $vendor ) {
			$this->assertCount( 1, Engine_Site::requests()[ $vendor ], 'nothing filed twice' );
		}
	}
}
