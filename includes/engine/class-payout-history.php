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
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb->prefix.
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
		$runs_table    = Schema::runs_table();
		$payouts_table = Schema::payouts_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb->prefix.
		$runs = $wpdb->get_results( $wpdb->prepare( "SELECT schedule, scheduled_for, started_at, finished_at FROM {$runs_table} ORDER BY scheduled_for DESC, id DESC LIMIT %d", $limit ) );

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
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb->prefix.
			$groups = $wpdb->get_results( $wpdb->prepare( "SELECT status, reason, COUNT(*) AS vendors, SUM(amount) AS total FROM {$payouts_table} WHERE scheduled_for = %s AND schedule = %s GROUP BY status, reason", $run->scheduled_for, $run->schedule ) );
			foreach ( $groups as $group ) {
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
}
