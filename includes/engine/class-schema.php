<?php
/**
 * The engine's two tables: one row per vendor per scheduled date, one row per run.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * Creates, upgrades and drops the tables.
 *
 * `{prefix}vendor_payout_schedule_payouts` holds the outcome for each vendor and scheduled date. Its unique key
 * (vendor_id, scheduled_for) is what makes "never twice" hold: a runner claims a vendor by
 * inserting the row before it files anything, so a second runner, a retried event or a run
 * resumed after a crash cannot claim the same vendor for the same date again.
 *
 * `withdraw_floor` is the vendor's newest Dokan request id as read right after the runner claimed the
 * row, before it filed anything for the vendor (stored when the row gets its amount to file): the
 * row's own request is above it, and is told from the vendor's own requests by the marker Dokan
 * keeps with it (Dokan_Withdraw_Requests::filed_for()).
 *
 * `mailed` says where the committed outcome's e-mails (Dokan's to the admin about the request, the
 * plugin's to the vendor) are: waiting from the claim, then taken by a runner (with its token in
 * `claim_token` and the time in `updated_at`), then sent; or the same three again for a row whose
 * e-mails a crash interrupted (Payout_Ledger::MAIL_*). Rows from before the column existed count as
 * sent. Its key finds the rows waiting without reading those already sent.
 *
 * `{prefix}vendor_payout_schedule_payout_runs` records that a schedule ran for a date, so the admin screen also lists
 * runs in which nobody was on the schedule, and how the run is doing: when the engine means to look
 * at it next, and its failures in a row with the last error. `summary_mailed` is 0 from the run's
 * start until a runner takes the admin's summary of the finished run (Run_Summary_Mailer); runs from
 * before the column existed count as summarised, except those still unfinished.
 */
final class Schema {

	/**
	 * Bump when a CREATE statement changes; dbDelta then brings existing tables up to date.
	 */
	public const VERSION = '4';

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
	 * Creates or upgrades the tables when the stored version differs.
	 */
	public static function maybe_install(): void {
		if ( get_option( self::VERSION_OPTION ) !== self::VERSION ) {
			self::install();
		}
	}

	/**
	 * Creates or upgrades both tables (dbDelta leaves data in place).
	 */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';

		$collate = $wpdb->get_charset_collate();
		$payouts = self::payouts_table();
		$runs    = self::runs_table();

		// dbDelta's parser wants one column per line and two spaces after PRIMARY KEY.
		dbDelta(
			"CREATE TABLE {$payouts} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
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
			KEY run_mail (scheduled_for,schedule,mailed)
			) {$collate};
			CREATE TABLE {$runs} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			schedule varchar(20) NOT NULL,
			scheduled_for date NOT NULL,
			started_at datetime NOT NULL,
			finished_at datetime NULL,
			next_attempt_at datetime NULL,
			failures int(10) unsigned NOT NULL DEFAULT 0,
			last_error text NULL,
			last_error_at datetime NULL,
			summary_mailed tinyint(1) unsigned NOT NULL DEFAULT 1,
			PRIMARY KEY  (id),
			UNIQUE KEY schedule_date (schedule,scheduled_for),
			KEY scheduled_for (scheduled_for)
			) {$collate};"
		);

		// A run still going when the column arrived gets its summary when it finishes; a finished
		// one has been reported to the admin the way it was then.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; a write to the plugin's own table, which no cache holds.
		$wpdb->query( "UPDATE {$runs} SET summary_mailed = 0 WHERE finished_at IS NULL AND summary_mailed = 1" );

		update_option( self::VERSION_OPTION, self::VERSION, true );
	}

	/**
	 * Drops both tables and forgets the version (uninstall only).
	 */
	public static function uninstall(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- the plugin's own table names from $wpdb->prefix; no cache holds a dropped table.
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::payouts_table() . ', ' . self::runs_table() );
		delete_option( self::VERSION_OPTION );
	}
}
