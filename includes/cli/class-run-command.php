<?php
/**
 * `wp payout-schedule run`: the payout runs, and a payout date run now.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Cli;

use VendorPayoutSchedule\Admin\Admin_Wording;
use VendorPayoutSchedule\Admin\Next_Run_Preview;
use VendorPayoutSchedule\Admin\Run_Record;
use VendorPayoutSchedule\Admin\Run_State;
use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Vendors_Left;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use WP_CLI;
use WP_CLI\NoOp;
use WP_CLI\Utils;

defined( 'ABSPATH' ) || exit;

/**
 * Lists and shows payout runs, and runs a payout date now.
 *
 * A run now is the engine's own work, as WP-Cron does it; with --dry-run it is the Next run preview's decision for each vendor, and nothing is filed.
 */
final class Run_Command {

	/**
	 * Columns of `run list`.
	 */
	private const LIST_FIELDS = array( 'id', 'schedule', 'date', 'state', 'state_text', 'requested', 'amount', 'skipped', 'left', 'failures', 'last_error' );

	/**
	 * Columns of `run now --dry-run`.
	 */
	private const PREVIEW_FIELDS = array( 'vendor_id', 'name', 'outcome', 'reason', 'amount', 'method' );

	/**
	 * Columns of `run show --left`.
	 */
	private const LEFT_FIELDS = array( 'vendor_id', 'name', 'email', 'left_as', 'since' );

	/**
	 * Seconds past a go's budget that `run now` waits for another process's go of the run to end.
	 */
	private const HELD_GRACE = 5;

	/**
	 * Lists the latest payout runs, newest first.
	 *
	 * Each with its state as the runs list says it (`state`, and `state_text` in the site's language), its figures and how many vendors it has left.
	 *
	 * ## OPTIONS
	 *
	 * [--limit=<number>]
	 * : How many runs.
	 * ---
	 * default: 20
	 * ---
	 *
	 * [--format=<format>]
	 * : Output format.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - csv
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     # The last five runs, with their state and who is left.
	 *     $ wp payout-schedule run list --limit=5 --user=admin
	 *
	 *     # For a monitoring script.
	 *     $ wp payout-schedule run list --format=json --user=admin
	 *
	 * @subcommand list
	 *
	 * @param string[]              $args       Positional arguments (none).
	 * @param array<string, string> $assoc_args Options.
	 */
	public function list_runs( array $args, array $assoc_args ): void {
		Command_Access::require_manager();
		$limit = (int) ( $assoc_args['limit'] ?? 20 );
		if ( $limit < 1 ) {
			WP_CLI::error( __( '--limit must be a whole number of at least 1.', 'vendor-payout-schedule' ) );
		}
		try {
			$runs = ( new Run_Ledger() )->recent_runs( $limit );
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		}
		$rows = array();
		foreach ( $runs as $run ) {
			$state  = Run_State::of( $run, time() );
			$rows[] = array(
				'id'         => $run['id'],
				'schedule'   => $run['schedule'],
				'date'       => $run['date'],
				'state'      => $state,
				'state_text' => Admin_Wording::run_state( $state ),
				'requested'  => $run['paid'],
				'amount'     => $run['amount'],
				'skipped'    => array_sum( $run['skipped'] ),
				'left'       => $run['unhandled'],
				'failures'   => $run['failures'],
				'last_error' => $run['last_error'],
			);
		}
		Command_Access::print_rows( $assoc_args, $rows, self::LIST_FIELDS );
	}

	/**
	 * Shows one payout run: its state, its figures and who is left.
	 *
	 * The state is the runs list's: done, running, retrying (after a database error) or stalled, with the vendors not settled yet as `left`.
	 *
	 * ## OPTIONS
	 *
	 * <id>
	 * : The run's id (from `run list`).
	 *
	 * [--left]
	 * : List the vendors the run has not settled yet instead of its figures: those being filed (`filing`, since their claim) and those no runner reached yet (`waiting`).
	 *
	 * [--format=<format>]
	 * : Output format.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - csv
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     # The run's state and figures.
	 *     $ wp payout-schedule run show 12 --user=admin
	 *
	 *     # Who a stalled run has left, for a script.
	 *     $ wp payout-schedule run show 12 --left --format=csv --user=admin
	 *
	 * @param string[]              $args       The run's id.
	 * @param array<string, string> $assoc_args Options.
	 */
	public function show( array $args, array $assoc_args ): void {
		Command_Access::require_manager();
		try {
			$run = ( new Run_Ledger() )->find( (int) $args[0] );
			if ( null === $run ) {
				/* translators: %s: what was given as a run's id. */
				WP_CLI::error( sprintf( __( 'There is no payout run %s.', 'vendor-payout-schedule' ), $args[0] ) );
			}
			if ( Utils\get_flag_value( $assoc_args, 'left', false ) ) {
				Command_Access::print_rows( $assoc_args, iterator_to_array( ( new Vendors_Left( $run ) )->each(), false ), self::LEFT_FIELDS );
				return;
			}
			$summary = ( new Run_Ledger() )->summary( (int) $run->id );
			$figures = ( new Run_Record( $run ) )->figures();
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		}
		$state = Run_State::of( $summary, time() );
		$item  = array(
			'id'              => (int) $run->id,
			'schedule'        => (string) $run->schedule,
			'date'            => (string) $run->scheduled_for,
			'state'           => $state,
			'state_text'      => Admin_Wording::run_state( $state ),
			'started_at'      => (string) $run->started_at,
			'finished_at'     => (string) $run->finished_at,
			'next_attempt_at' => (string) $summary['next_attempt_at'],
			'failures'        => $summary['failures'],
			'last_error'      => $summary['last_error'],
			'vendors'         => $figures['counts']['vendors'],
			'left'            => $summary['unhandled'],
		);
		foreach ( $figures['counts'] as $key => $count ) {
			if ( 'vendors' !== $key ) {
				$item[ $key ] = $count;
			}
		}
		foreach ( $figures['amounts'] as $key => $amount ) {
			$item[ $key . '_amount' ] = $amount;
		}
		foreach ( $figures['skipped'] as $reason => $count ) {
			$item[ 'skipped_' . $reason ] = $count;
		}
		Command_Access::print_item( $assoc_args, $item );
	}

	/**
	 * Runs a schedule's payout date now, as its queued action would.
	 *
	 * Files a Dokan withdraw request for each vendor due and skips the others with their reason. With --dry-run, prints what the run would do and files nothing.
	 *
	 * ## OPTIONS
	 *
	 * <schedule>
	 * : The schedule: weekly, biweekly, monthly or quarterly (one that is offered).
	 *
	 * [--date=<date>]
	 * : The payout date, YYYY-MM-DD. Default: the schedule's run under way, else its next one.
	 *
	 * [--dry-run]
	 * : Print each vendor's outcome as the Next run preview decides it, and file nothing.
	 *
	 * [--format=<format>]
	 * : Output format of --dry-run's vendors.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - csv
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     # What the next monthly run would do.
	 *     $ wp payout-schedule run now monthly --dry-run --user=admin
	 *
	 *     # Run it now, from a system cron or a deploy script.
	 *     $ wp payout-schedule run now monthly --date=2026-12-01 --user=admin
	 *
	 * @param string[]              $args       The schedule.
	 * @param array<string, string> $assoc_args Options.
	 */
	public function now( array $args, array $assoc_args ): void {
		Command_Access::require_manager();
		$schedule = (string) $args[0];
		if ( ! ( new Withdraw_Settings() )->offers( $schedule ) ) {
			/* translators: %s: a schedule key, e.g. monthly. */
			WP_CLI::error( sprintf( __( 'The schedule "%s" is not offered: see Dokan → Withdraw Schedule.', 'vendor-payout-schedule' ), $schedule ) );
		}
		try {
			$date = isset( $assoc_args['date'] ) ? (string) $assoc_args['date'] : Payout_Scheduler::current_date( $schedule );
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		}
		if ( null === $date || 1 !== preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) || ! checkdate( (int) substr( $date, 5, 2 ), (int) substr( $date, 8, 2 ), (int) substr( $date, 0, 4 ) ) ) {
			WP_CLI::error( __( 'Give the payout date as --date=YYYY-MM-DD.', 'vendor-payout-schedule' ) );
		}
		if ( Utils\get_flag_value( $assoc_args, 'dry-run', false ) ) {
			$this->preview( $schedule, $date, $assoc_args );
			return;
		}
		$this->run( $schedule, $date );
	}

	/**
	 * Prints the Next run preview's decision for every vendor the run would look at.
	 *
	 * @param string                $schedule   Schedule key.
	 * @param string                $date       Payout date.
	 * @param array<string, string> $assoc_args Options.
	 */
	private function preview( string $schedule, string $date, array $assoc_args ): void {
		$preview = new Next_Run_Preview( $schedule, $date );
		$rows    = array();
		try {
			// WP-CLI draws its bar on standard output: only beside a table, never inside JSON or CSV.
			$bar = 'table' === ( $assoc_args['format'] ?? 'table' )
				/* translators: 1: schedule key, 2: payout date. */
				? Utils\make_progress_bar( sprintf( __( 'Checking the vendors of %1$s %2$s', 'vendor-payout-schedule' ), $schedule, $date ), $preview->vendor_count() )
				: new NoOp();
			$preview->each_chunk(
				array(),
				static function ( array $batch ) use ( &$rows, $bar ): void {
					foreach ( $batch as $row ) {
						$rows[] = array(
							'vendor_id' => $row['vendor_id'],
							'name'      => $row['name'],
							'outcome'   => $row['outcome'],
							'reason'    => (string) $row['reason'],
							'amount'    => $row['amount'],
							'method'    => $row['method'],
						);
						$bar->tick();
					}
				}
			);
			$bar->finish();
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		}
		Command_Access::print_rows( $assoc_args, $rows, self::PREVIEW_FIELDS );
	}

	/**
	 * Works on the run until it is done, go by go as the queue would, with a bar of the vendors.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Payout date.
	 */
	private function run( string $schedule, string $date ): void {
		$payouts = new Payout_Ledger();
		try {
			$total = $payouts->count_unclaimed( $schedule, $date, '' );
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		}
		/* translators: 1: schedule key, 2: payout date. */
		$bar        = Utils\make_progress_bar( sprintf( __( 'Running %1$s %2$s', 'vendor-payout-schedule' ), $schedule, $date ), $total );
		$scheduler  = new Payout_Scheduler();
		$done       = 0;
		$held_since = null;
		do {
			$progress = $scheduler->work( $schedule, $date );
			if ( null !== $progress && $progress->held_elsewhere ) {
				// Each go queues the next one due now, and a queue runner (a system cron, an admin
				// page's) may take it: that go works a go's budget at most before it lets go.
				$held_since ??= microtime( true );
				if ( microtime( true ) - $held_since < Payout_Scheduler::go_budget() + self::HELD_GRACE ) {
					sleep( 1 );
					continue;
				}
				$bar->finish();
				WP_CLI::error( __( 'Another process is working on this run; Action Scheduler goes on with it after that process.', 'vendor-payout-schedule' ) );
			}
			$held_since = null;
			if ( null === $progress ) {
				$bar->finish();
				$runs = ( new Run_Ledger() )->recent_runs( 50 );
				$last = array_values( array_filter( $runs, static fn ( array $run ): bool => $schedule === $run['schedule'] && $date === $run['date'] ) );
				/* translators: %s: the database's error. */
				WP_CLI::error( sprintf( __( 'The run failed; Action Scheduler tries it again: %s', 'vendor-payout-schedule' ), $last[0]['last_error'] ?? '' ) );
			}
			try {
				$handled = $total - $payouts->count_unclaimed( $schedule, $date, '' );
			} catch ( Database_Error $e ) {
				$handled = $done;
			}
			$bar->tick( max( 0, $handled - $done ) );
			$done = max( $done, $handled );
		} while ( $progress->has_more() || $progress->held_elsewhere );
		$bar->finish();
		$id = ( new Run_Ledger() )->id_of( $schedule, $date );
		/* translators: 1: schedule key, 2: payout date, 3: the run's id. */
		WP_CLI::success( sprintf( __( 'The %1$s run of %2$s is done (run %3$d): see wp payout-schedule run show.', 'vendor-payout-schedule' ), $schedule, $date, $id ) );
	}
}
