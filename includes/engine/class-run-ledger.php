<?php
/**
 * The runs table: one row per schedule and date that ran.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- the only class that queries the plugin's runs table: its name comes from $wpdb->prefix (Schema::runs_table()), its statements are its own literals and every value goes through prepare(), and run state is read fresh from the database, never from a cache, which WordPress has no API for.

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}vendor_payout_schedule_payout_runs` records that a schedule ran for a date, so the admin
 * screen also lists runs in which nobody was on the schedule, and how the run is doing: when the
 * engine means to look at it next, and its failures in a row with the last error. `summary_mailed`
 * (SUMMARY_*) is 0 from the run's start until its announcement is over, 1 once a runner announced
 * the finished run and nothing was mailed on it (announce()), and 2 once the admin's summary e-mail
 * was taken for sending (Email\Run_Summary_Email, take_summary_mail(), while the run is announced);
 * runs from before the column existed count as announced, except those still unfinished.
 *
 * The engine's writes throw Database_Error when they fail, as do its reads of what is left to do.
 */
final class Run_Ledger {

	/**
	 * Where a run's announcement and the admin's summary e-mail are (`summary_mailed`).
	 */
	public const SUMMARY_DUE       = 0;
	public const SUMMARY_ANNOUNCED = 1;
	public const SUMMARY_MAILED    = 2;

	/**
	 * Creates or upgrades the table (dbDelta leaves data in place).
	 */
	public static function install(): void {
		Schema::create_table(
			Schema::runs_table(),
			'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			schedule varchar(20) NOT NULL,
			scheduled_for date NOT NULL,
			started_at datetime NOT NULL,
			finished_at datetime NULL,
			next_attempt_at datetime NULL,
			failures int(10) unsigned NOT NULL DEFAULT 0,
			last_error text NULL,
			last_error_at datetime NULL,
			summary_mailed tinyint(1) unsigned NOT NULL DEFAULT 1,
			PRIMARY KEY  (id),
			UNIQUE KEY schedule_date (schedule,scheduled_for),
			KEY scheduled_for (scheduled_for)'
		);
		global $wpdb;
		$table = Schema::runs_table();
		// A run still going when the column arrived gets its summary when it finishes; a finished
		// one has been reported to the admin the way it was then.
		$wpdb->query( "UPDATE {$table} SET summary_mailed = 0 WHERE finished_at IS NULL AND summary_mailed = 1" );
	}

	/**
	 * Drops the table (uninstall).
	 */
	public static function uninstall(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . Schema::runs_table() );
	}

	/**
	 * Records that the schedule runs for the date (once; later calls change nothing).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date, Y-m-d in site time.
	 */
	public function start_run( string $schedule, string $date ): void {
		$table = Schema::runs_table();
		$this->write( "INSERT IGNORE INTO {$table} (schedule, scheduled_for, started_at, summary_mailed) VALUES (%s, %s, %s, 0)", $schedule, $date, gmdate( 'Y-m-d H:i:s' ) );
	}

	/**
	 * Marks the run finished, the first time it is found complete.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 */
	public function finish_run( string $schedule, string $date ): void {
		$table = Schema::runs_table();
		$this->write( "UPDATE {$table} SET finished_at = %s, failures = 0 WHERE schedule = %s AND scheduled_for = %s AND finished_at IS NULL", gmdate( 'Y-m-d H:i:s' ), $schedule, $date );
	}

	/**
	 * Notes that a runner is at work on the run and when the engine means to look at it next (its
	 * watchdog), so a run nobody came back to can be told from one that is running.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $next     Unix time of the next attempt.
	 */
	public function note_attempt( string $schedule, string $date, int $next ): void {
		$this->update_run( $schedule, $date, array( 'next_attempt_at' => gmdate( 'Y-m-d H:i:s', $next ) ) );
	}

	/**
	 * Notes that a go ended without an error: the run is no longer failing.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $next     Unix time of the next attempt.
	 */
	public function note_success( string $schedule, string $date, int $next ): void {
		$this->update_run(
			$schedule,
			$date,
			array(
				'failures'        => 0,
				'next_attempt_at' => gmdate( 'Y-m-d H:i:s', $next ),
			)
		);
	}

	/**
	 * Records a failed go and returns how many failed in a row (0 when the database could not even
	 * record it).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param string $error    What failed.
	 * @param int    $retry_at Unix time of the retry.
	 */
	public function note_failure( string $schedule, string $date, string $error, int $retry_at ): int {
		global $wpdb;
		$table = Schema::runs_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET failures = failures + 1, last_error = %s, last_error_at = %s, next_attempt_at = %s WHERE schedule = %s AND scheduled_for = %s", $error, gmdate( 'Y-m-d H:i:s' ), gmdate( 'Y-m-d H:i:s', $retry_at ), $schedule, $date ) );
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT failures FROM {$table} WHERE schedule = %s AND scheduled_for = %s", $schedule, $date ) );
	}

	/**
	 * Announces a finished run whose announcement is due: the announcement (on which the admin's
	 * summary is taken, take_summary_mail()) runs, then the run is marked announced unless the
	 * summary was taken. Called under the run's lock (Payout_Runner::lock()), so one go at a time
	 * asks; a go that dies while announcing — before the summary was taken — leaves the run due, and
	 * the next go announces it again. The announcement is therefore heard once, or again after a go
	 * died hearing it; the summary is taken once.
	 *
	 * @param string   $schedule Schedule key.
	 * @param string   $date     Scheduled date.
	 * @param callable $announce Fires the announcement.
	 * @return bool Whether this call announced the run.
	 * @throws Database_Error When a read or update failed; the announcement stays for a later go.
	 */
	public function announce( string $schedule, string $date, callable $announce ): bool {
		global $wpdb;
		$table = Schema::runs_table();
		$due   = $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM {$table} WHERE schedule = %s AND scheduled_for = %s AND finished_at IS NOT NULL AND summary_mailed = %d", $schedule, $date, self::SUMMARY_DUE ) );
		Database_Error::throw_if_failed();
		if ( null === $due ) {
			return false;
		}
		$announce();
		$this->take_state( $schedule, $date, self::SUMMARY_DUE, self::SUMMARY_ANNOUNCED );
		return true;
	}

	/**
	 * Takes the admin's summary e-mail of a run being announced: true for exactly one caller per
	 * run, however often the announcement is heard. A caller that dies between this update and the
	 * e-mail loses that summary rather than have it sent twice.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @throws Database_Error When the update failed; nothing is sent then.
	 */
	public function take_summary_mail( string $schedule, string $date ): bool {
		return $this->take_state( $schedule, $date, self::SUMMARY_DUE, self::SUMMARY_MAILED );
	}

	/**
	 * Moves a finished run's `summary_mailed` from one state to the next, with an update that names
	 * the state it replaces.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $from     The state the run must be in.
	 * @param int    $to       The state it moves to.
	 * @return bool Whether this call moved it.
	 * @throws Database_Error When the update failed.
	 */
	private function take_state( string $schedule, string $date, int $from, int $to ): bool {
		global $wpdb;
		$table = Schema::runs_table();
		$this->write( "UPDATE {$table} SET summary_mailed = %d WHERE schedule = %s AND scheduled_for = %s AND finished_at IS NOT NULL AND summary_mailed = %d", $to, $schedule, $date, $from );
		return 1 === (int) $wpdb->rows_affected;
	}

	/**
	 * Runs not finished yet, oldest first.
	 *
	 * @return array<int, array{0: string, 1: string}> Schedule key and date of each.
	 * @throws Database_Error When the read failed.
	 */
	public function unfinished_runs(): array {
		return $this->keys( 'finished_at IS NULL' );
	}

	/**
	 * Finished runs whose announcement, and with it the admin's summary, is still due, oldest first.
	 *
	 * @return array<int, array{0: string, 1: string}> Schedule key and date of each.
	 * @throws Database_Error When the read failed.
	 */
	public function unannounced_runs(): array {
		return $this->keys( 'finished_at IS NOT NULL AND summary_mailed = ' . self::SUMMARY_DUE );
	}

	/**
	 * Finished runs, oldest first: the latest `$limit` of them when a limit is given.
	 *
	 * @param int $limit At most this many, the latest by date (0: all).
	 * @return array<int, array{0: string, 1: string}> Schedule key and date of each.
	 * @throws Database_Error When the read failed.
	 */
	public function finished_runs( int $limit = 0 ): array {
		if ( $limit <= 0 ) {
			return $this->keys( 'finished_at IS NOT NULL' );
		}
		global $wpdb;
		$table = Schema::runs_table();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT schedule, scheduled_for FROM {$table} WHERE finished_at IS NOT NULL ORDER BY scheduled_for DESC, id DESC LIMIT %d", $limit ) );
		Database_Error::throw_if_failed();
		return array_reverse( array_map( static fn ( $row ) => array( (string) $row->schedule, (string) $row->scheduled_for ), $rows ) );
	}

	/**
	 * The latest runs with their totals and the outcomes whose e-mails have not gone out yet,
	 * newest first, each read with the payouts table's groups of its outcomes (Payout_Ledger). Unfinished runs also say how many vendors are not handled yet (unclaimed, or
	 * still being filed) and when the oldest row being filed was last touched.
	 *
	 * @param int $limit Number of runs.
	 * @return array<int, array{id: int, schedule: string, date: string, started_at: string, finished_at: ?string, next_attempt_at: ?string, failures: int, last_error: string, paid: int, amount: float, skipped: array<string, int>, unmailed: int, mailed_again: int, in_progress: int, unhandled: int, oldest_filing: ?string, summary_due: bool}>
	 */
	public function recent_runs( int $limit ): array {
		return $this->summaries( $this->recent( $limit ) );
	}

	/**
	 * One run with its totals, as recent_runs() gives each: what the runs list and `wp
	 * payout-schedule run show` say of it.
	 *
	 * @param int $run_id The run's id.
	 * @return array<string, mixed>|null See recent_runs(); null when there is no such run.
	 * @throws Database_Error When the read failed.
	 */
	public function summary( int $run_id ): ?array {
		global $wpdb;
		$table = Schema::runs_table();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT id, schedule, scheduled_for, started_at, finished_at, next_attempt_at, failures, last_error, summary_mailed FROM {$table} WHERE id = %d", $run_id ) );
		Database_Error::throw_if_failed();
		return $this->summaries( $rows )[0] ?? null;
	}

	/**
	 * Runs' rows with their totals (recent_runs()).
	 *
	 * @param object[] $runs Rows of the runs table.
	 * @return array<int, array<string, mixed>>
	 */
	private function summaries( array $runs ): array {
		$payouts   = new Payout_Ledger();
		$groups    = $payouts->groups_by_run( $runs );
		$summaries = array();
		foreach ( $runs as $run ) {
			$summary = array(
				'id'              => (int) $run->id,
				'schedule'        => (string) $run->schedule,
				'date'            => (string) $run->scheduled_for,
				'started_at'      => (string) $run->started_at,
				'finished_at'     => $run->finished_at ? (string) $run->finished_at : null,
				'next_attempt_at' => $run->next_attempt_at ? (string) $run->next_attempt_at : null,
				'failures'        => (int) $run->failures,
				'last_error'      => (string) $run->last_error,
				'paid'            => 0,
				'amount'          => 0.0,
				'skipped'         => array(),
				'unmailed'        => 0,
				'mailed_again'    => 0,
				'in_progress'     => 0,
				'unhandled'       => 0,
				'oldest_filing'   => null,
				// Finished, and its announcement — the admin's summary — not made yet.
				'summary_due'     => null !== $run->finished_at && self::SUMMARY_DUE === (int) $run->summary_mailed,
			);
			foreach ( $groups[ $run->scheduled_for . '|' . $run->schedule ] ?? array() as $group ) {
				if ( Payout_Ledger::REQUESTED === $group->status ) {
					$summary['paid']          = (int) $group->vendors;
					$summary['amount']        = round( (float) $group->total, 2 );
					$summary['unmailed']     += (int) $group->unmailed;
					$summary['mailed_again'] += (int) $group->mailed_again;
				} elseif ( Payout_Ledger::SKIPPED === $group->status ) {
					$summary['skipped'][ (string) $group->reason ] = (int) $group->vendors;
					$summary['unmailed']                          += (int) $group->unmailed;
					$summary['mailed_again']                      += (int) $group->mailed_again;
				} else {
					$summary['in_progress'] += (int) $group->vendors;
				}
			}
			if ( null === $summary['finished_at'] ) {
				$summary               = array_merge( $summary, $payouts->left_to_do( $summary['schedule'], $summary['date'] ) );
				$summary['unhandled'] += $summary['in_progress'];
			}
			$summaries[] = $summary;
		}
		return $summaries;
	}

	/**
	 * The latest runs, newest first.
	 *
	 * @param int $limit Number of runs.
	 * @return object[] Rows with id, schedule, scheduled_for, started_at, finished_at, next_attempt_at, failures, last_error, summary_mailed.
	 */
	private function recent( int $limit ): array {
		global $wpdb;
		$table = Schema::runs_table();
		return $wpdb->get_results( $wpdb->prepare( "SELECT id, schedule, scheduled_for, started_at, finished_at, next_attempt_at, failures, last_error, summary_mailed FROM {$table} ORDER BY scheduled_for DESC, id DESC LIMIT %d", $limit ) );
	}

	/**
	 * One run's row, or null when there is none by that id.
	 *
	 * @param int $run_id The run's id.
	 * @return object|null Row with id, schedule, scheduled_for, started_at, finished_at.
	 * @throws Database_Error When the read failed.
	 */
	public function find( int $run_id ): ?object {
		global $wpdb;
		$table = Schema::runs_table();
		$run   = $wpdb->get_row( $wpdb->prepare( "SELECT id, schedule, scheduled_for, started_at, finished_at FROM {$table} WHERE id = %d", $run_id ) );
		Database_Error::throw_if_failed();
		return $run ? $run : null;
	}

	/**
	 * The id of the run of a schedule and date, 0 when it never ran.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 */
	public function id_of( string $schedule, string $date ): int {
		global $wpdb;
		$table = Schema::runs_table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE schedule = %s AND scheduled_for = %s", $schedule, $date ) );
	}

	/**
	 * Schedule key and date of the runs matching a condition, oldest first.
	 *
	 * @param string $condition SQL without values, one of the callers' above.
	 * @return array<int, array{0: string, 1: string}>
	 * @throws Database_Error When the read failed.
	 */
	private function keys( string $condition ): array {
		global $wpdb;
		$table = Schema::runs_table();
		$rows  = $wpdb->get_results( "SELECT schedule, scheduled_for FROM {$table} WHERE {$condition} ORDER BY scheduled_for, id" );
		Database_Error::throw_if_failed();
		return array_map( static fn ( $row ) => array( (string) $row->schedule, (string) $row->scheduled_for ), $rows );
	}

	/**
	 * Runs a write, and throws when it failed.
	 *
	 * @param string $sql       SQL with placeholders.
	 * @param mixed  ...$values Their values.
	 * @throws Database_Error When the write failed.
	 */
	private function write( string $sql, ...$values ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( $sql, ...$values ) );
		Database_Error::throw_if_failed();
	}

	/**
	 * Sets columns of a run's row.
	 *
	 * @param string               $schedule Schedule key.
	 * @param string               $date     Scheduled date.
	 * @param array<string, mixed> $fields   Columns to set.
	 * @throws Database_Error When the write failed.
	 */
	private function update_run( string $schedule, string $date, array $fields ): void {
		global $wpdb;
		$wpdb->update(
			Schema::runs_table(),
			$fields,
			array(
				'schedule'      => $schedule,
				'scheduled_for' => $date,
			)
		);
		Database_Error::throw_if_failed();
	}
}
