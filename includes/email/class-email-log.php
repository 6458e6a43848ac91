<?php
/**
 * Which payout e-mails went to which vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use VendorPayoutSchedule\Engine\Schema;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- the only class that queries the plugin's e-mail log: its name comes from $wpdb->prefix, every value goes through prepare(), and whether an e-mail went out is read fresh from the database, never from a cache, which WordPress has no API for.

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}vendor_payout_schedule_payout_notices`: one row per vendor and payout date, written before the e-mail is
 * sent. Its unique key makes "once per vendor and date" hold across resumed and overlapping runs:
 * only the runner whose insert lands may send. A row is also written for an e-mail held back (sent
 * 0), so the date counts as handled.
 */
final class Email_Log {

	/**
	 * Bump when the CREATE statement changes.
	 */
	public const VERSION = '1';

	public const VERSION_OPTION = 'vendor_payout_schedule_notices_db_version';

	public const REQUESTED = 'requested';
	public const SKIPPED   = 'skipped';

	/**
	 * The table's name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vendor_payout_schedule_payout_notices';
	}

	/**
	 * Creates or upgrades the table when the stored version differs.
	 */
	public static function maybe_install(): void {
		if ( get_option( self::VERSION_OPTION ) !== self::VERSION ) {
			self::install();
		}
	}

	/**
	 * Creates or upgrades the table (dbDelta leaves data in place).
	 */
	public static function install(): void {
		Schema::create_table(
			self::table(),
			"id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			vendor_id bigint(20) unsigned NOT NULL,
			scheduled_for date NOT NULL,
			kind varchar(20) NOT NULL,
			reason varchar(40) NOT NULL DEFAULT '',
			sent tinyint(1) NOT NULL DEFAULT 0,
			created_at datetime NOT NULL,
			PRIMARY KEY  (id),
			UNIQUE KEY vendor_date (vendor_id,scheduled_for)"
		);
		update_option( self::VERSION_OPTION, self::VERSION, true );
	}

	/**
	 * Drops the table (uninstall).
	 */
	public static function uninstall(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::table() );
		delete_option( self::VERSION_OPTION );
	}

	/**
	 * Takes the vendor's e-mail for a date. Only one caller ever succeeds for a vendor and date.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $date      Payout date, Y-m-d.
	 * @param string $kind      REQUESTED or SKIPPED.
	 * @param string $reason    Skip reason ('' when requested).
	 * @param bool   $sent      Whether the e-mail goes out (false: held back).
	 * @return bool Whether this caller took it.
	 */
	public function take( int $vendor_id, string $date, string $kind, string $reason, bool $sent ): bool {
		global $wpdb;
		$table = self::table();
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (vendor_id, scheduled_for, kind, reason, sent, created_at) VALUES (%d, %s, %s, %s, %d, %s)", $vendor_id, $date, $kind, $reason, $sent ? 1 : 0, gmdate( 'Y-m-d H:i:s' ) ) );
		if ( '' !== $wpdb->last_error ) {
			// Unknown whether the row exists: sending could send twice, so nothing goes out.
			return false;
		}
		return 1 === (int) $wpdb->rows_affected;
	}

	/**
	 * The skip e-mail last sent to the vendor for a date before this one, or null.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $before    Payout date, Y-m-d.
	 * @return object|null Row with scheduled_for and reason.
	 */
	public function last_sent_skip( int $vendor_id, string $before ): ?object {
		global $wpdb;
		$table = self::table();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT scheduled_for, reason FROM {$table} WHERE vendor_id = %d AND kind = %s AND sent = 1 AND scheduled_for < %s ORDER BY scheduled_for DESC LIMIT 1", $vendor_id, self::SKIPPED, $before ) );
		return $row ? $row : null;
	}

	/**
	 * The vendor's rows, newest date first (the personal data exporter's).
	 *
	 * @param int $vendor_id Vendor id.
	 * @param int $limit     Rows.
	 * @param int $offset    Rows to skip.
	 * @return object[]
	 */
	public function vendor_rows( int $vendor_id, int $limit, int $offset ): array {
		global $wpdb;
		$table = self::table();
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE vendor_id = %d ORDER BY scheduled_for DESC, id DESC LIMIT %d OFFSET %d", $vendor_id, $limit, $offset ) );
	}

	/**
	 * Removes the skip reasons from the vendor's rows (the personal data eraser's); the rows stay,
	 * as their key keeps the e-mail of a date from going out twice.
	 *
	 * @param int $vendor_id Vendor id.
	 * @return int Rows changed.
	 */
	public function erase_reasons( int $vendor_id ): int {
		global $wpdb;
		$table = self::table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET reason = '' WHERE vendor_id = %d AND reason <> ''", $vendor_id ) );
		return (int) $wpdb->rows_affected;
	}
}
