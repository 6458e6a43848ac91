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
 * Dokan's requests are filed inside a group too, with the rows that record them: a crash rolls back
 * both, and the runner that takes the claims over files again. Nothing may tell the world about a
 * request before its group is committed, so Dokan's e-mail to the admin is held back and sent with
 * the vendor's once the group is committed (Dokan_Admin_Mail, Outcome_Mailer).
 */
final class Write_Group {

	/**
	 * Runs the work in a transaction and commits.
	 *
	 * @template T
	 * @param callable(): T $work The work.
	 * @return T What the work returns.
	 * @throws Database_Error When the commit failed: what follows must not count on the writes.
	 */
	public static function run( callable $work ) {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a transaction around the plugin's own writes, which no WordPress API or cache offers.
		$wpdb->query( 'START TRANSACTION' );
		try {
			$result = $work();
		} finally {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a transaction around the plugin's own writes, which no WordPress API or cache offers.
			$wpdb->query( 'COMMIT' );
		}
		Database_Error::throw_if_failed();
		return $result;
	}

	/**
	 * Runs work again when MySQL picked it as the victim of a deadlock, which rolls the victim's
	 * transaction back whole: only for work whose every effect is a database write, so that nothing
	 * of it is left done. Two runners sending a run's e-mails meet this way now and then.
	 *
	 * @template T
	 * @param callable(): T $work     The work.
	 * @param int           $attempts Tries in all.
	 * @return T What the work returns.
	 * @throws Database_Error When the work failed otherwise, or every try was a victim.
	 */
	public static function retry_on_deadlock( callable $work, int $attempts = 4 ) {
		for ( $attempt = 1; ; ++$attempt ) {
			try {
				return $work();
			} catch ( Database_Error $error ) {
				if ( $attempt >= $attempts || ! str_contains( $error->getMessage(), 'Deadlock found' ) ) {
					throw $error;
				}
				usleep( 20000 * $attempt );
			}
		}
	}
}
