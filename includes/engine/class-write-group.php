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
 * for a batch of vendors most writes are skips, which are grouped so the batch waits once. It is
 * not a rollback scope: what ran is committed even when the work throws, as it would have been
 * statement by statement. A process that dies mid-group loses the group's own writes, which leaves
 * their claims `filing` to be taken over.
 *
 * A filing in Dokan commits the group as Dokan stores the request (commit_at()): Dokan then fires
 * its hooks and e-mails the admin about the request, so the request has to be in the database for
 * good when it does — a rolled-back group would leave an e-mail about a request that does not exist
 * and file it again on resume. The row that says "filing, above this floor" is committed in the
 * same commit, so a request Dokan kept always comes with the trace recovery looks for, and one
 * commit per paid vendor is all the filing costs.
 */
final class Write_Group {

	/**
	 * Whether a group is open in this request.
	 *
	 * @var bool
	 */
	private static bool $open = false;

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
		self::$open = true;
		try {
			return $work();
		} finally {
			self::$open = false;
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a transaction around the plugin's own writes, which no WordPress API or cache offers.
			$wpdb->query( 'COMMIT' );
		}
	}

	/**
	 * Runs the work in the open group and commits the group the moment a hook fires (before any
	 * other listener of it runs), then opens it again. Without an open group the work simply runs.
	 *
	 * @template T
	 * @param string        $hook      Action fired once what must be stored for good is written.
	 * @param callable(): T $work      The work.
	 * @param callable      $committed Runs right after the commit (e.g. tells of what it stored).
	 * @return T What the work returns.
	 * @throws Database_Error When the commit failed; the hook's other listeners have not run.
	 */
	public static function commit_at( string $hook, callable $work, callable $committed ) {
		if ( ! self::$open ) {
			return $work();
		}
		$commit = static function ( $value = null ) use ( $committed ) {
			global $wpdb;
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a transaction around the plugin's own writes, which no WordPress API or cache offers.
			$wpdb->query( 'COMMIT' );
			Database_Error::throw_if_failed();
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a transaction around the plugin's own writes, which no WordPress API or cache offers.
			$wpdb->query( 'START TRANSACTION' );
			$committed();
			return $value;
		};
		add_action( $hook, $commit, PHP_INT_MIN );
		try {
			return $work();
		} finally {
			remove_action( $hook, $commit, PHP_INT_MIN );
		}
	}
}
