<?php
/**
 * The engine's actions on Action Scheduler: planned at each schedule's payout moment in site time,
 * re-planned when that moment moves, continued in follow-up goes, removed with the plugin.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Locked_Go;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Payouts\Payout_Batch;
use VendorPayoutSchedule\Plugin;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

/**
 * Scheduling against the real Action Scheduler of WooCommerce.
 */
final class Scheduler_Test extends Engine_Test_Case {

	protected function tearDown(): void {
		remove_all_filters( 'vendor_payout_schedule_run_time_budget' );
		Schema::maybe_install();
		parent::tearDown();
	}

	public function test_each_enabled_schedule_gets_one_event_at_its_next_payout_moment(): void {
		( new Payout_Scheduler() )->plan();

		$events = $this->run_events();
		$this->assertSame( array( 'monthly', 'weekly' ), array_keys( $events ) );
		$this->assertSame( $this->expected_moment( 'weekly' ), $events['weekly']['timestamp'] );
		$this->assertSame( $this->expected_moment( 'monthly' ), $events['monthly']['timestamp'] );
		$this->assertSame( 'Monday 23:00', wp_date( 'l H:i', $events['weekly']['timestamp'] ), 'weekly pays Mondays at 23:00 site time' );
		$this->assertSame( wp_date( 'Y-m-d', $events['weekly']['timestamp'] ), $events['weekly']['args'][1], 'the event carries its scheduled date' );
	}

	public function test_planning_again_changes_nothing(): void {
		$scheduler = new Payout_Scheduler();
		$scheduler->plan();
		$first = Engine_Site::events( Payout_Scheduler::RUN_HOOK );

		$scheduler->plan();
		$scheduler->plan();

		$this->assertSame( $first, Engine_Site::events( Payout_Scheduler::RUN_HOOK ), 'the same actions, none cancelled and queued again' );
		$this->assertCount( 2, Engine_Site::events( Payout_Scheduler::RUN_HOOK ) );
	}

	public function test_a_settings_change_replans(): void {
		( new Payout_Scheduler() )->plan();

		( new Withdraw_Settings() )->save(
			array(
				'schedules'   => array( 'weekly' ),
				'weekly'      => array( 'days' => 'friday' ),
				'payout_time' => '06:30',
			)
		);

		$events = $this->run_events();
		$this->assertSame( array( 'weekly' ), array_keys( $events ), 'the monthly event is gone' );
		$this->assertSame( 'Friday 06:30', wp_date( 'l H:i', $events['weekly']['timestamp'] ) );
		$this->assertSame( $this->expected_moment( 'weekly' ), $events['weekly']['timestamp'] );
	}

	public function test_turning_scheduled_payouts_off_removes_the_events(): void {
		( new Payout_Scheduler() )->plan();

		( new Withdraw_Settings() )->save( array( 'enabled' => false ) );

		$this->assertSame( array(), $this->run_events() );
	}

	public function test_a_timezone_change_moves_the_events_to_the_new_site_time(): void {
		( new Payout_Scheduler() )->plan();
		$utc = $this->run_events()['weekly']['timestamp'];

		update_option( 'timezone_string', 'America/New_York' );

		$events = $this->run_events();
		$this->assertSame( 'Monday 23:00', wp_date( 'l H:i', $events['weekly']['timestamp'] ), 'still 23:00, now New York time' );
		$this->assertNotSame( $utc, $events['weekly']['timestamp'] );
		$this->assertSame( $this->expected_moment( 'weekly' ), $events['weekly']['timestamp'] );

		update_option( 'timezone_string', '' );
		update_option( 'gmt_offset', 5.5 );
		$this->assertSame( 'Monday 23:00', wp_date( 'l H:i', $this->run_events()['weekly']['timestamp'] ), 'a UTC offset works too' );
	}

	public function test_an_event_already_due_is_left_to_run(): void {
		$due = time() - 120;
		Job_Queue::schedule( Payout_Scheduler::RUN_HOOK, array( 'weekly', self::DATE ), $due );

		( new Payout_Scheduler() )->plan();

		$this->assertSame( $due, Engine_Site::next( Payout_Scheduler::RUN_HOOK, array( 'weekly', self::DATE ) ) );
	}

	public function test_deactivation_removes_every_event_and_activation_plans_again(): void {
		( new Payout_Scheduler() )->plan();
		Job_Queue::schedule( Payout_Scheduler::BATCH_HOOK, array( 'weekly', self::DATE ), time() + 600 );

		Plugin::deactivate();
		$this->assertSame( array(), Engine_Site::events( Payout_Scheduler::RUN_HOOK ) );
		$this->assertSame( array(), Engine_Site::events( Payout_Scheduler::BATCH_HOOK ) );

		Plugin::activate();
		$this->assertCount( 2, Engine_Site::events( Payout_Scheduler::RUN_HOOK ) );
	}

	public function test_uninstall_removes_events_and_tables(): void {
		global $wpdb;
		( new Payout_Scheduler() )->plan();

		// What uninstall.php removes of the engine (the whole of it: uninstall-test.php).
		Job_Queue::cancel_group();
		Schema::uninstall();

		$this->assertSame( array(), Engine_Site::events( Payout_Scheduler::RUN_HOOK ) );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Schema::payouts_table() ) ) );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Schema::runs_table() ) ) );
		$this->assertFalse( get_option( Schema::VERSION_OPTION ) );
	}

	public function test_the_run_event_files_the_requests_and_plans_the_next_run(): void {
		$vendor = $this->vendor( array( 'balance' => '500' ) );

		$this->fire( Payout_Scheduler::RUN_HOOK, array( 'weekly', self::DATE ) );

		$this->assertCount( 1, Engine_Site::requests()[ $vendor ] );
		$this->assertArrayHasKey( 'weekly', $this->run_events(), 'the next weekly run is planned' );
		$this->assertSame( array(), $this->due( Payout_Scheduler::BATCH_HOOK ), 'a finished run leaves no follow-up' );
	}

	public function test_a_run_of_a_schedule_no_longer_offered_does_nothing(): void {
		$vendor = $this->vendor(
			array(
				'balance'  => '500',
				'schedule' => 'quarterly',
			)
		);

		$this->fire( Payout_Scheduler::RUN_HOOK, array( 'quarterly', self::DATE ) );

		$this->assertArrayNotHasKey( $vendor, Engine_Site::requests() );
	}

	public function test_a_long_run_continues_in_follow_up_events_until_done(): void {
		Engine_Site::seed_vendors( array_fill( 0, 250, array( 'balance' => '500' ) ) );
		// A tiny budget: each event does a little and hands over, as on a slow host.
		add_filter( 'vendor_payout_schedule_run_time_budget', static fn () => 0.05 );

		$this->fire( Payout_Scheduler::RUN_HOOK, array( 'weekly', self::DATE ) );
		$events = 1;
		// A guard against a run that never ends, not a measure: 250 vendors take some 270 goes of
		// 0.05 s on a quiet machine (each sends one e-mail or files a few), and twice that when busy.
		while ( $this->due( Payout_Scheduler::BATCH_HOOK ) && $events < 5000 ) {
			foreach ( $this->due( Payout_Scheduler::BATCH_HOOK ) as $event ) {
				$this->fire( Payout_Scheduler::BATCH_HOOK, $event['args'], $event['id'] );
				++$events;
			}
		}

		$this->assertGreaterThan( 2, $events, 'the run took several events' );
		$this->assertCount( 250, Engine_Site::requests() );
		$this->assertSame( 0, Engine_Site::duplicates() );
		$this->assertSame( array(), Engine_Site::events( Payout_Scheduler::BATCH_HOOK ), 'no watchdog or follow-up is left behind' );
	}

	public function test_a_go_due_now_asks_wp_cron_to_run_the_queue_at_its_next_start_and_a_later_one_does_not(): void {
		$args = array( 'weekly', self::DATE );
		Job_Queue::schedule( Payout_Scheduler::BATCH_HOOK, $args, time() + 600 );
		$this->assertSame( array(), $this->wake_events(), 'a go an hour ahead waits for the queue runner it meets' );

		Job_Queue::schedule( Payout_Scheduler::BATCH_HOOK, $args, time() );
		Job_Queue::schedule( Payout_Batch::HOOK, array( 7 ), time() );
		$wakes = $this->wake_events();
		$this->assertCount( 1, $wakes, 'one start of the queue runner, however many actions are due' );
		$this->assertLessThanOrEqual( time(), $wakes[0]['timestamp'], 'at the next start of WP-Cron' );
		$this->assertNotFalse( has_action( Job_Queue::RUNNER_HOOK ), 'Action Scheduler runs its queue on that hook' );

		Plugin::deactivate();
		$this->assertSame( array(), $this->wake_events(), 'deactivation takes it away with the actions' );
	}

	public function test_a_run_that_dies_leaves_a_continuation_that_resumes_it(): void {
		$vendor = $this->vendor( array( 'balance' => '500' ) );
		$killed = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--kill-at=dokan_withdraw_created:1', '--through-scheduler=1' ) ) );
		$this->assertSame( SIGKILL, $killed['signal'] );

		$watchdogs = Engine_Site::events( Payout_Scheduler::BATCH_HOOK );
		$this->assertCount( 1, $watchdogs, 'the dead run left its continuation' );
		$this->assertSame( array( 'weekly', self::DATE ), $watchdogs[0]['args'] );
		$this->assertGreaterThan( time() + Locked_Go::WATCHDOG - 30, $watchdogs[0]['timestamp'], 'a watchdog ahead of the dead go\'s start' );

		// The queue runs the continuation; it takes the dead go's row over at once.
		$this->fire( Payout_Scheduler::BATCH_HOOK, $watchdogs[0]['args'], $watchdogs[0]['id'] );
		$this->assertSame( 'complete', Engine_Site::action_status( $watchdogs[0]['id'] ), 'the continuation ran through' );

		$this->assertCount( 1, Engine_Site::requests()[ $vendor ], 'the request filed before the kill is the only one' );
		$this->assertSame( 'filed', Engine_Site::outcomes( self::DATE )[ $vendor ]->status );
		$this->assertSame( array(), Engine_Site::events( Payout_Scheduler::BATCH_HOOK ), 'the run is complete' );
	}

	/**
	 * Runs an action through Action Scheduler's queue runner; one not queued yet is queued now.
	 *
	 * @param string   $hook      Hook.
	 * @param array    $args      Arguments.
	 * @param int|null $action_id The action, when queued.
	 */
	private function fire( string $hook, array $args, ?int $action_id = null ): void {
		Engine_Site::fire( $action_id ?? Job_Queue::schedule( $hook, $args, time() ) );
	}

	/**
	 * The hook's actions due now.
	 *
	 * @param string $hook Hook.
	 * @return array<int, array{id: int, timestamp: int, args: array}>
	 */
	private function due( string $hook ): array {
		return array_values( array_filter( Engine_Site::events( $hook ), static fn ( array $e ): bool => $e['timestamp'] <= time() ) );
	}

	/**
	 * The planned run events by schedule key.
	 *
	 * @return array<string, array{timestamp: int, args: array}>
	 */
	private function run_events(): array {
		$events = array();
		foreach ( Engine_Site::events( Payout_Scheduler::RUN_HOOK ) as $event ) {
			$events[ $event['args'][0] ] = $event;
		}
		ksort( $events );
		return $events;
	}

	/**
	 * The next payout moment as the server's calculator gives it.
	 *
	 * @param string $key Schedule key.
	 */
	private function expected_moment( string $key ): int {
		return ( new VendorPayoutSchedule\Schedule\Schedule_Catalog() )->next_payout( $key )->getTimestamp();
	}

	/**
	 * The WP-Cron events that start Action Scheduler's queue runner for the plugin's due actions.
	 *
	 * @return array<int, array{timestamp: int, args: array}>
	 */
	private function wake_events(): array {
		return array_values( array_filter( Engine_Site::cron_events( Job_Queue::RUNNER_HOOK ), static fn ( array $event ): bool => array( Job_Queue::WAKE_CONTEXT ) === $event['args'] ) );
	}
}
