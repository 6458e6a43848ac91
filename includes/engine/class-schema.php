<?php
/**
 * The plugin's payout tables: one row per vendor per scheduled date, one row per run, one row per
 * request taken into a payout batch.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Payouts\Batch_Ledger;
use VendorPayoutSchedule\Payouts\Payout_File_Store;
use VendorPayoutSchedule\PayPal\Paypal_Ledger;
use VendorPayoutSchedule\PayPal\Webhook_Events;

defined( 'ABSPATH' ) || exit;

/**
 * Names the tables and keeps them at the plugin's version. Each table's statements, its CREATE
 * included, belong to the one class that owns it: the payouts table to Payout_Ledger, the runs
 * table to Run_Ledger, the payout batches to Payouts\Batch_Ledger, what was sent through PayPal
 * to PayPal\Paypal_Ledger, PayPal's webhook events to PayPal\Webhook_Events (and the e-mail log to
 * Email\Email_Log, which keeps its own version).
 */
final class Schema {

	/**
	 * Bump when a CREATE statement changes; dbDelta then brings existing tables up to date.
	 */
	public const VERSION = '10';

	/**
	 * Where the tables' version is kept.
	 */
	public const VERSION_OPTION = 'vendor_payout_schedule_db_version';

	/**
	 * The payouts table's name after `$wpdb->prefix`.
	 */
	public const PAYOUTS_SUFFIX = 'vendor_payout_schedule_payouts';

	/**
	 * The runs table's name after `$wpdb->prefix`.
	 */
	public const RUNS_SUFFIX = 'vendor_payout_schedule_payout_runs';

	/**
	 * The payout batches table's name after `$wpdb->prefix`.
	 */
	public const BATCHES_SUFFIX = 'vendor_payout_schedule_payout_batches';

	/**
	 * The payout files table's name without the prefix (Payouts\Payout_File_Store).
	 */
	public const FILES_SUFFIX = 'vendor_payout_schedule_payout_files';

	/**
	 * The PayPal batch parts table's name without the prefix (PayPal\Paypal_Ledger).
	 */
	public const PAYPAL_PARTS_SUFFIX = 'vendor_payout_schedule_paypal_parts';

	/**
	 * The PayPal items table's name without the prefix (PayPal\Paypal_Ledger).
	 */
	public const PAYPAL_ITEMS_SUFFIX = 'vendor_payout_schedule_paypal_items';

	/**
	 * The PayPal webhook events table's name without the prefix (PayPal\Webhook_Events).
	 */
	public const PAYPAL_EVENTS_SUFFIX = 'vendor_payout_schedule_paypal_events';

	/**
	 * The payouts table's name.
	 */
	public static function payouts_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::PAYOUTS_SUFFIX;
	}

	/**
	 * The runs table's name.
	 */
	public static function runs_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::RUNS_SUFFIX;
	}

	/**
	 * The payout batches table's name.
	 */
	public static function batches_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::BATCHES_SUFFIX;
	}

	/**
	 * The payout files table's name.
	 */
	public static function files_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::FILES_SUFFIX;
	}

	/**
	 * The PayPal batch parts table's name.
	 */
	public static function paypal_parts_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::PAYPAL_PARTS_SUFFIX;
	}

	/**
	 * The PayPal items table's name.
	 */
	public static function paypal_items_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::PAYPAL_ITEMS_SUFFIX;
	}

	/**
	 * The PayPal webhook events table's name.
	 */
	public static function paypal_events_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::PAYPAL_EVENTS_SUFFIX;
	}

	/**
	 * Creates or upgrades the tables when the stored version differs.
	 */
	public static function maybe_install(): void {
		if ( get_option( self::VERSION_OPTION ) !== self::VERSION ) {
			self::install();
		}
	}

	/**
	 * Creates or upgrades the tables (dbDelta leaves data in place).
	 */
	public static function install(): void {
		Payout_Ledger::install();
		Run_Ledger::install();
		Batch_Ledger::install();
		Payout_File_Store::install();
		Paypal_Ledger::install();
		Webhook_Events::install();
		update_option( self::VERSION_OPTION, self::VERSION, true );
	}

	/**
	 * Drops the tables and forgets the version (uninstall only).
	 */
	public static function uninstall(): void {
		Payout_Ledger::uninstall();
		Run_Ledger::uninstall();
		Batch_Ledger::uninstall();
		Payout_File_Store::uninstall();
		Paypal_Ledger::uninstall();
		Webhook_Events::uninstall();
		delete_option( self::VERSION_OPTION );
	}

	/**
	 * Creates a table or brings it to this definition (dbDelta leaves data in place). Each table's
	 * owner gives its own columns and keys; dbDelta's parser wants one per line and two spaces
	 * after PRIMARY KEY.
	 *
	 * @param string $table   Full table name.
	 * @param string $columns Column and key definitions, one per line, comma-separated.
	 */
	public static function create_table( string $table, string $columns ): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( "CREATE TABLE {$table} (\n{$columns}\n) {$wpdb->get_charset_collate()};" );
	}
}
