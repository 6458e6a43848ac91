<?php
/**
 * Database writes committed together.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * Runs a piece of work inside one database transaction and commits it at the end, whatever happens.
 *
 * Every statement outside a transaction is its own commit, and every commit waits for the disk;
 * for a batch of vendors that is three waits per paid vendor (the outcome, Dokan's request, the
 * request id). Grouped, the batch waits once. It is not a rollback scope: what ran is committed
 * even when the work throws, as it would have been statement by statement. Only a process that
 * dies mid-group loses the group's writes — all of them together, Dokan's requests with the rows
 * that record them — which leaves its claims `filing` and empty, to be taken over and filed again.
 */
final class Write_Group {

	/**
	 * Runs the work in a transaction and commits.
	 *
	 * @template T
	 * @param callable(): T $work The work.
	 * @return T What the work returns.
	 */
	public static function run( callable $work ) {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a transaction around the plugin's own writes, which no WordPress API or cache offers.
		$wpdb->query( 'START TRANSACTION' );
		try {
			return $work();
		} finally {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a transaction around the plugin's own writes, which no WordPress API or cache offers.
			$wpdb->query( 'COMMIT' );
		}
	}
}
