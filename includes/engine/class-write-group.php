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
 * Filing in Dokan is kept out of the group (outside()): Dokan's insert fires its hooks and e-mails
 * the admin about the request at once, so the request has to be in the database for good when it
 * does — a rolled-back group would leave an e-mail about a request that does not exist and file it
 * again on resume. The row that says "filing, above this floor" is committed before it, so a runner
 * that dies after the insert always leaves the trace recovery looks for.
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
		$wpdb->query( 'START TRANSACTION' );
		self::$open = true;
		try {
			return $work();
		} finally {
			self::$open = false;
			$wpdb->query( 'COMMIT' );
		}
	}

	/**
	 * Commits the open group, runs the work statement by statement (each write its own commit),
	 * then opens the group again. Without an open group the work simply runs.
	 *
	 * @template T
	 * @param callable(): T $work The work.
	 * @return T What the work returns.
	 * @throws Database_Error When the group could not be committed; the work has not run.
	 */
	public static function outside( callable $work ) {
		global $wpdb;
		if ( ! self::$open ) {
			return $work();
		}
		$wpdb->query( 'COMMIT' );
		// What the work builds on (the row that records the filing) must be stored before it runs.
		Database_Error::throw_if_failed();
		try {
			return $work();
		} finally {
			$wpdb->query( 'START TRANSACTION' );
		}
	}
}
