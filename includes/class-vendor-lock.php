<?php
/**
 * One writer at a time per vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * A database named lock (MariaDB/MySQL `GET_LOCK`) per vendor. A choice is several user meta rows,
 * and two requests writing them at once would leave a mix of both; under the lock they write one
 * after the other. The lock belongs to the database connection, so it is gone if PHP dies.
 */
final class Vendor_Lock {

	/** How long a writer waits for another one to finish. */
	private const WAIT_SECONDS = 10;

	/**
	 * Runs `$work` holding the vendor's lock.
	 *
	 * @param int      $vendor_id Vendor (user) id.
	 * @param callable $work      What to do under the lock.
	 * @return bool False when the lock could not be had in time (and `$work` did not run).
	 */
	public static function run( int $vendor_id, callable $work ): bool {
		global $wpdb;
		$name = self::name( $vendor_id );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a MariaDB named lock, which no WordPress API or cache can take.
		if ( '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK( %s, %d )', $name, self::WAIT_SECONDS ) ) ) {
			return false;
		}
		try {
			// What this request read before it waited may be older than what the last writer stored.
			wp_cache_delete( $vendor_id, 'user_meta' );
			$work();
		} finally {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- a MariaDB named lock, which no WordPress API or cache can take.
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK( %s )', $name ) );
		}
		return true;
	}

	/**
	 * The lock's name: lock names are server-wide, so it names the site's database and table prefix;
	 * hashed whole, since MariaDB and MySQL take lock names of at most 64 characters.
	 *
	 * @param int $vendor_id Vendor (user) id.
	 */
	private static function name( int $vendor_id ): string {
		global $wpdb;
		return 'vendor_payout_schedule_' . md5( DB_NAME . '|' . $wpdb->prefix . '|' . $vendor_id );
	}
}
