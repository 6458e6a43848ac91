<?php
/**
 * A run's state from its row, at the edges.
 *
 * @package VendorPayoutSchedule
 */

use PHPUnit\Framework\TestCase;
use VendorPayoutSchedule\Admin\Run_State;

// WordPress's time constants (wp-includes/default-constants.php), which the class reads.
defined( 'MINUTE_IN_SECONDS' ) || define( 'MINUTE_IN_SECONDS', 60 );

/**
 * Done, running, retrying after an error, stalled.
 */
final class Run_State_Test extends TestCase {

	private const NOW = 4102444800; // 2100-01-01 00:00:00 UTC.

	public function test_a_finished_run_is_done_whatever_else_its_row_says(): void {
		$this->assertSame( Run_State::DONE, Run_State::of( $this->open_run( array( 'finished_at' => '2099-12-31 23:00:00', 'failures' => 3, 'next_attempt_at' => '2000-01-01 00:00:00' ) ), self::NOW ) );
	}

	public function test_a_run_expected_back_soon_is_running(): void {
		$this->assertSame( Run_State::RUNNING, Run_State::of( $this->open_run( array( 'next_attempt_at' => '2100-01-01 00:06:00' ) ), self::NOW ) );
	}

	public function test_a_run_whose_last_go_failed_is_retrying(): void {
		$this->assertSame( Run_State::RETRYING, Run_State::of( $this->open_run( array( 'failures' => 1, 'next_attempt_at' => '2100-01-01 00:01:00' ) ), self::NOW ) );
	}

	public function test_a_late_event_is_given_the_grace_period(): void {
		$late = gmdate( 'Y-m-d H:i:s', self::NOW - Run_State::GRACE );
		$this->assertSame( Run_State::RUNNING, Run_State::of( $this->open_run( array( 'next_attempt_at' => $late ) ), self::NOW ) );
		$this->assertSame( Run_State::STALLED, Run_State::of( $this->open_run( array( 'next_attempt_at' => $late ) ), self::NOW + 1 ) );
	}

	public function test_a_failing_run_nobody_came_back_to_is_stalled(): void {
		$this->assertSame( Run_State::STALLED, Run_State::of( $this->open_run( array( 'failures' => 4, 'next_attempt_at' => '2099-12-31 22:00:00' ) ), self::NOW ) );
	}

	public function test_without_a_planned_attempt_the_start_and_the_watchdog_count(): void {
		$this->assertSame( Run_State::RUNNING, Run_State::of( $this->open_run( array( 'started_at' => '2099-12-31 23:50:00' ) ), self::NOW ) );
		$this->assertSame( Run_State::STALLED, Run_State::of( $this->open_run( array( 'started_at' => '2099-12-31 23:00:00' ) ), self::NOW ) );
	}

	public function test_a_row_left_filing_long_past_the_watchdog_stalls_a_run_that_keeps_coming_back(): void {
		$run = array(
			'next_attempt_at' => '2100-01-01 00:06:00',
			'oldest_filing'   => '2099-12-31 23:00:00',
		);
		$this->assertSame( Run_State::STALLED, Run_State::of( $this->open_run( $run ), self::NOW ) );
		$run['oldest_filing'] = '2099-12-31 23:50:00';
		$this->assertSame( Run_State::RUNNING, Run_State::of( $this->open_run( $run ), self::NOW ) );
	}

	public function test_only_retrying_and_stalled_need_attention(): void {
		$this->assertSame(
			array( false, false, true, true ),
			array_map( array( Run_State::class, 'needs_attention' ), array( Run_State::DONE, Run_State::RUNNING, Run_State::RETRYING, Run_State::STALLED ) )
		);
	}

	/**
	 * A run summary as Run_Ledger::recent_runs() gives it.
	 *
	 * @param array<string, mixed> $fields Fields that differ from an open run started just now.
	 * @return array<string, mixed>
	 */
	private function open_run( array $fields ): array {
		return array_merge(
			array(
				'started_at'      => '2099-12-31 23:59:00',
				'finished_at'     => null,
				'next_attempt_at' => null,
				'failures'        => 0,
				'oldest_filing'   => null,
			),
			$fields
		);
	}
}
