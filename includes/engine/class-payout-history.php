<?php
/**
 * What past runs recorded, for the vendor's panel and the admin's screen.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

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
	 * The latest runs with their totals, newest first.
	 *
	 * @param int $limit Number of runs.
	 * @return array<int, array{schedule: string, date: string, started_at: string, finished_at: ?string, paid: int, amount: float, skipped: array<string, int>, in_progress: int}>
	 */
	public function recent_runs( int $limit ): array {
		global $wpdb;
		$runs_table = Schema::runs_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$runs = $wpdb->get_results( $wpdb->prepare( "SELECT schedule, scheduled_for, started_at, finished_at FROM {$runs_table} ORDER BY scheduled_for DESC, id DESC LIMIT %d", $limit ) );

		$groups    = self::groups_by_run( $runs );
		$summaries = array();
		foreach ( $runs as $run ) {
			$summary = array(
				'schedule'    => (string) $run->schedule,
				'date'        => (string) $run->scheduled_for,
				'started_at'  => (string) $run->started_at,
				'finished_at' => $run->finished_at ? (string) $run->finished_at : null,
				'paid'        => 0,
				'amount'      => 0.0,
				'skipped'     => array(),
				'in_progress' => 0,
			);
			foreach ( $groups[ $run->scheduled_for . '|' . $run->schedule ] ?? array() as $group ) {
				if ( Payout_Ledger::FILED === $group->status ) {
					$summary['paid']   = (int) $group->vendors;
					$summary['amount'] = round( (float) $group->total, 2 );
				} elseif ( Payout_Ledger::SKIPPED === $group->status ) {
					$summary['skipped'][ (string) $group->reason ] = (int) $group->vendors;
				} else {
					$summary['in_progress'] += (int) $group->vendors;
				}
			}
			$summaries[] = $summary;
		}
		return $summaries;
	}

	/**
	 * The payouts of the runs counted by status and reason, in one query, keyed `date|schedule`.
	 *
	 * @param object[] $runs Runs (scheduled_for, schedule).
	 * @return array<string, object[]> Groups with status, reason, vendors, total.
	 */
	private static function groups_by_run( array $runs ): array {
		global $wpdb;
		if ( array() === $runs ) {
			return array();
		}
		$table  = Schema::payouts_table();
		$pairs  = implode( ', ', array_fill( 0, count( $runs ), '(%s, %s)' ) );
		$values = array();
		foreach ( $runs as $run ) {
			array_push( $values, $run->scheduled_for, $run->schedule );
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb->prefix, placeholders built above.
		$sql = "SELECT scheduled_for, schedule, status, reason, COUNT(*) AS vendors, SUM(amount) AS total FROM {$table} WHERE (scheduled_for, schedule) IN ({$pairs}) GROUP BY scheduled_for, schedule, status, reason";

		$groups = array();
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- prepared here; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		foreach ( $wpdb->get_results( $wpdb->prepare( $sql, $values ) ) as $group ) {
			$groups[ $group->scheduled_for . '|' . $group->schedule ][] = $group;
		}
		return $groups;
	}
}
