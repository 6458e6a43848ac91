<?php
/**
 * The payouts table's definition.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine\Ledger;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a part of Payout_Ledger, the only class that queries the plugin's payouts table (and a MariaDB named lock around its claims): table names come from $wpdb (Schema::payouts_table()), ids are cast to integers, conditions are this class's own literals and every other value goes through prepare(); payout state is read fresh from the database, never from a cache, which WordPress has no API for.

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Creates, upgrades and drops the payouts table. A part of Payout_Ledger, the one class that
 * queries the payouts table; no other class uses it.
 *
 * @see Payout_Ledger
 */
trait Table {

	/**
	 * Creates or upgrades the table (dbDelta leaves data in place).
	 */
	public static function install(): void {
		Schema::create_table(
			Schema::payouts_table(),
			"id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			vendor_id bigint(20) unsigned NOT NULL,
			scheduled_for date NOT NULL,
			schedule varchar(20) NOT NULL,
			status varchar(20) NOT NULL,
			reason varchar(40) NOT NULL DEFAULT '',
			amount decimal(19,4) NOT NULL DEFAULT 0,
			balance decimal(19,4) NOT NULL DEFAULT 0,
			minimum decimal(19,4) NOT NULL DEFAULT 0,
			reserve decimal(19,4) NOT NULL DEFAULT 0,
			withdraw_limit decimal(19,4) NOT NULL DEFAULT 0,
			method varchar(30) NOT NULL DEFAULT '',
			withdraw_id bigint(20) unsigned NOT NULL DEFAULT 0,
			withdraw_floor bigint(20) unsigned NOT NULL DEFAULT 0,
			mailed tinyint(1) unsigned NOT NULL DEFAULT 1,
			note text NULL,
			claim_token char(32) NOT NULL DEFAULT '',
			claimed_at datetime NOT NULL,
			updated_at datetime NOT NULL,
			PRIMARY KEY  (id),
			UNIQUE KEY vendor_date (vendor_id,scheduled_for),
			KEY run_status (scheduled_for,schedule,status),
			KEY run_mail (scheduled_for,schedule,mailed)"
		);
	}

	/**
	 * Drops the table (uninstall).
	 */
	public static function uninstall(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . Schema::payouts_table() );
	}
}
