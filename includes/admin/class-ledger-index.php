<?php
/**
 * The index on the vendor that Dokan's balance ledger lacks.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Database_Error;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- reads and changes the indexes of Dokan's table, which WordPress has no API for: the table name comes from $wpdb->prefix and the index's name and columns are this class's constants; what the table holds now is read fresh, never from a cache.

/**
 * Dokan Lite 4.1.2 creates `{prefix}dokan_vendor_balance` with its primary key alone
 * (`Installer::create_vendor_balance_table()`, includes/Install/Installer.php), and reads it by
 * vendor: `Vendor::get_balance()` and `get_earnings()` (includes/Vendor/Vendor.php) sum a vendor's
 * rows `WHERE vendor_id = %d AND DATE(balance_date) <= %s …`, and so do this plugin's balance reads
 * and statements. Without an index each such read scans the whole ledger. An index on `vendor_id`
 * lets MariaDB/MySQL read the vendor's rows only; `balance_date` is behind DATE(), `status` behind
 * IN(), so further columns would not narrow the read.
 *
 * The index is added and removed only when the admin asks (Site Health, Ledger_Index_Health); its
 * name marks it as this plugin's, so an index somebody else made is never removed here.
 */
final class Ledger_Index {

	/** The index's name: the plugin's, so that it is recognised as ours. */
	public const NAME = 'vendor_payout_schedule_vendor';

	/** The column it orders Dokan's rows by. */
	public const COLUMN = 'vendor_id';

	/**
	 * Dokan's table, with the site's prefix.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'dokan_vendor_balance';
	}

	/**
	 * Whether Dokan's ledger is there at all (Dokan creates it on activation).
	 *
	 * @throws Database_Error When the query failed.
	 */
	public function table_exists(): bool {
		global $wpdb;
		$found = $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( self::table() ) ) );
		Database_Error::throw_if_failed();
		return self::table() === $found;
	}

	/**
	 * Who indexed the vendor column first: 'ours', 'other' (an index of somebody else's that starts
	 * with the vendor, which serves Dokan's reads as well) or null when no index does.
	 *
	 * @return string|null
	 * @throws Database_Error When the query failed.
	 */
	public function owner(): ?string {
		global $wpdb;
		$rows = $wpdb->get_results( 'SHOW INDEX FROM `' . self::table() . '`' );
		Database_Error::throw_if_failed();
		$owner = null;
		foreach ( (array) $rows as $row ) {
			if ( self::NAME === $row->Key_name ) { // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- MySQL's column name.
				return 'ours';
			}
			if ( 1 === (int) $row->Seq_in_index && self::COLUMN === $row->Column_name ) { // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- MySQL's column names.
				$owner = 'other';
			}
		}
		return $owner;
	}

	/**
	 * About how many entries the ledger holds (InnoDB's own estimate, which costs no scan).
	 *
	 * @throws Database_Error When the query failed.
	 */
	public function entries(): int {
		global $wpdb;
		$rows = $wpdb->get_var( $wpdb->prepare( 'SELECT TABLE_ROWS FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s', self::table() ) );
		Database_Error::throw_if_failed();
		return (int) $rows;
	}

	/**
	 * Adds the index, unless an index on the vendor is there already (ours, or one that serves the
	 * same reads). InnoDB builds it in place while Dokan goes on reading and writing the table.
	 *
	 * @throws Database_Error When the database refused (no ALTER privilege, the table gone).
	 */
	public function add(): void {
		global $wpdb;
		if ( null !== $this->owner() ) {
			return;
		}
		$wpdb->query( 'ALTER TABLE `' . self::table() . '` ADD INDEX `' . self::NAME . '` (`' . self::COLUMN . '`)' );
		Database_Error::throw_if_failed();
	}

	/**
	 * Removes the index this plugin added; any other index stays.
	 *
	 * @throws Database_Error When the database refused.
	 */
	public function remove(): void {
		global $wpdb;
		if ( 'ours' !== $this->owner() ) {
			return;
		}
		$wpdb->query( 'ALTER TABLE `' . self::table() . '` DROP INDEX `' . self::NAME . '`' );
		Database_Error::throw_if_failed();
	}
}
