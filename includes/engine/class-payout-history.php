<?php
/**
 * What past runs recorded, for the vendor's panel and the admin's screen.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Privacy\Vendor_Records;

defined( 'ABSPATH' ) || exit;

/**
 * Read-only queries over the payouts and runs tables.
 */
final class Payout_History {

	/**
	 * The vendor's latest recorded outcome (filed or skipped), or null.
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function latest_outcome( int $vendor_id ): ?object {
		global $wpdb;
		$table = Schema::payouts_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE vendor_id = %d AND status IN (%s, %s) ORDER BY scheduled_for DESC, id DESC LIMIT 1", $vendor_id, Payout_Ledger::FILED, Payout_Ledger::SKIPPED ) );
		return $row ? $row : null;
	}

	/**
	 * The latest runs with their totals and the outcomes whose e-mails have not gone out yet,
	 * newest first. Unfinished runs also say how many vendors are not handled yet (unclaimed, or
	 * still being filed) and when the oldest row being filed was last touched.
	 *
	 * @param int $limit Number of runs.
	 * @return array<int, array{id: int, schedule: string, date: string, started_at: string, finished_at: ?string, next_attempt_at: ?string, failures: int, last_error: string, paid: int, amount: float, skipped: array<string, int>, unmailed: int, mailed_again: int, in_progress: int, unhandled: int, oldest_filing: ?string}>
	 */
	public function recent_runs( int $limit ): array {
		global $wpdb;
		$runs_table = Schema::runs_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$runs = $wpdb->get_results( $wpdb->prepare( "SELECT id, schedule, scheduled_for, started_at, finished_at, next_attempt_at, failures, last_error FROM {$runs_table} ORDER BY scheduled_for DESC, id DESC LIMIT %d", $limit ) );

		$groups    = self::groups_by_run( $runs );
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
			);
			foreach ( $groups[ $run->scheduled_for . '|' . $run->schedule ] ?? array() as $group ) {
				if ( Payout_Ledger::FILED === $group->status ) {
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
				$summary               = array_merge( $summary, self::open_work( $summary['schedule'], $summary['date'] ) );
				$summary['unhandled'] += $summary['in_progress'];
			}
			$summaries[] = $summary;
		}
		return $summaries;
	}

	/**
	 * One run's row of the runs table, or null when there is none by that id.
	 *
	 * @param int $run_id The run's id.
	 * @return object|null Row with id, schedule, scheduled_for, started_at, finished_at.
	 */
	public function run( int $run_id ): ?object {
		global $wpdb;
		$runs_table = Schema::runs_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$run = $wpdb->get_row( $wpdb->prepare( "SELECT id, schedule, scheduled_for, started_at, finished_at FROM {$runs_table} WHERE id = %d", $run_id ) );
		Database_Error::throw_if_failed();
		return $run ? $run : null;
	}

	/**
	 * What an unfinished run has left: vendors on its schedule nobody claimed, and the oldest
	 * moment a row still being filed was touched.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @return array{unhandled: int, oldest_filing: ?string}
	 */
	private static function open_work( string $schedule, string $date ): array {
		global $wpdb;
		$table = Schema::payouts_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from $wpdb.
		$sql       = "SELECT COUNT(*) FROM {$wpdb->usermeta} um LEFT JOIN {$table} p ON p.vendor_id = um.user_id AND p.scheduled_for = %s WHERE um.meta_key = %s AND um.meta_value = %s AND p.id IS NULL";
		$unclaimed = (int) $wpdb->get_var( $wpdb->prepare( $sql, $date, \VendorPayoutSchedule\Vendor_Choice::SCHEDULE_META, $schedule ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- prepared here; a join of usermeta with the plugin's own table, which WordPress has no API for, read fresh: payout state comes from the database, never from a cache.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$oldest = $wpdb->get_var( $wpdb->prepare( "SELECT MIN(updated_at) FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND status = %s", $date, $schedule, Payout_Ledger::FILING ) );
		return array(
			'unhandled'     => $unclaimed,
			'oldest_filing' => $oldest ? (string) $oldest : null,
		);
	}

	/**
	 * The payouts of the runs counted by status and reason, in one query, keyed `date|schedule`.
	 *
	 * @param object[] $runs Runs (scheduled_for, schedule).
	 * @return array<string, object[]> Groups with status, reason, vendors, total, unmailed, mailed_again.
	 */
	private static function groups_by_run( array $runs ): array {
		global $wpdb;
		if ( array() === $runs ) {
			return array();
		}
		$table  = Schema::payouts_table();
		$pairs  = implode( ', ', array_fill( 0, count( $runs ), '(%s, %s)' ) );
		// Waiting, taken or taken again: everything not sent yet, once or again.
		$values = array( Payout_Ledger::MAIL_SENT, Payout_Ledger::MAIL_SENT_AGAIN, Payout_Ledger::MAIL_SENT_AGAIN );
		foreach ( $runs as $run ) {
			array_push( $values, $run->scheduled_for, $run->schedule );
		}
		// A vendor's erased rows keep no amount; Dokan's request still says what was requested.
		$amount   = Vendor_Records::amount_sql( 'p', 'w' );
		$withdraw = $wpdb->prefix . 'dokan_withdraw';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from $wpdb->prefix, placeholders built above.
		$sql = "SELECT p.scheduled_for, p.schedule, p.status, p.reason, COUNT(*) AS vendors, SUM({$amount}) AS total, SUM(p.mailed NOT IN (%d, %d)) AS unmailed, SUM(p.mailed = %d) AS mailed_again FROM {$table} p LEFT JOIN {$withdraw} w ON p.withdraw_id > 0 AND w.id = p.withdraw_id WHERE (p.scheduled_for, p.schedule) IN ({$pairs}) GROUP BY p.scheduled_for, p.schedule, p.status, p.reason";

		$groups = array();
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- prepared here; the plugin's own table joined with Dokan's withdraw table, which no API offers, read fresh: payout state comes from the database, never from a cache.
		foreach ( $wpdb->get_results( $wpdb->prepare( $sql, $values ) ) as $group ) {
			$groups[ $group->scheduled_for . '|' . $group->schedule ][] = $group;
		}
		return $groups;
	}
}
