<?php
/**
 * The plugin's rows about one vendor, for the personal data exporter and eraser.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Privacy;

use VendorPayoutSchedule\Email\Email_Log;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Reads a vendor's payout and e-mail rows, and strips them to what keeps "never twice" true.
 *
 * A payout row's key (vendor_id, scheduled_for) is what stops a later or resumed run from filing a
 * second withdraw request for a date already handled, and an e-mail row's key does the same for the
 * e-mail. Erasing therefore keeps each row with its vendor id, date, schedule and outcome, and
 * removes what describes the vendor's money: amounts, balances, the chosen minimum and reserve, the
 * payment method and Dokan's note; an e-mail row keeps no skip reason. A row still being filed or whose
 * e-mails have not gone out is left whole until the run is done with it, since the runner reads it.
 */
final class Vendor_Records {

	/**
	 * The vendor's payout rows, newest date first.
	 *
	 * @param int $vendor_id Vendor id.
	 * @param int $limit     Rows.
	 * @param int $offset    Rows to skip.
	 * @return object[]
	 */
	public function payouts( int $vendor_id, int $limit, int $offset ): array {
		global $wpdb;
		$table = Schema::payouts_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh.
		return $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE vendor_id = %d ORDER BY scheduled_for DESC, id DESC LIMIT %d OFFSET %d", $vendor_id, $limit, $offset ) );
	}

	/**
	 * The vendor's e-mail rows, newest date first.
	 *
	 * @param int $vendor_id Vendor id.
	 * @param int $limit     Rows.
	 * @param int $offset    Rows to skip.
	 * @return object[]
	 */
	public function emails( int $vendor_id, int $limit, int $offset ): array {
		global $wpdb;
		$table = Email_Log::table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh.
		return $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE vendor_id = %d ORDER BY scheduled_for DESC, id DESC LIMIT %d OFFSET %d", $vendor_id, $limit, $offset ) );
	}

	/**
	 * Strips the vendor's finished payout rows (outcome recorded, e-mails sent, once or again after an
	 * interruption).
	 *
	 * @param int $vendor_id Vendor id.
	 * @return int Rows that held personal data and no longer do.
	 */
	public function erase_payouts( int $vendor_id ): int {
		global $wpdb;
		$table = Schema::payouts_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; a write to the plugin's own table, which no cache holds.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET amount = 0, balance = 0, minimum = 0, reserve = 0, withdraw_limit = 0, method = '', note = NULL WHERE vendor_id = %d AND status IN (%s, %s) AND mailed IN (%d, %d)", $vendor_id, Payout_Ledger::FILED, Payout_Ledger::SKIPPED, Payout_Ledger::MAIL_SENT, Payout_Ledger::MAIL_SENT_AGAIN ) );
		return (int) $wpdb->rows_affected;
	}

	/**
	 * Whether a payout row was stripped by erase_payouts(): nothing about money left on it.
	 *
	 * @param object $row Payouts table row.
	 */
	public static function is_stripped( object $row ): bool {
		$figures = (float) $row->amount + (float) $row->balance + (float) $row->minimum + (float) $row->reserve + (float) $row->withdraw_limit;
		return 0.0 === $figures && '' === (string) $row->method && null === $row->note;
	}

	/**
	 * is_stripped() in SQL, for a payouts row under an alias.
	 *
	 * @param string $payout Alias of the payouts table.
	 */
	public static function stripped_sql( string $payout ): string {
		return "({$payout}.amount = 0 AND {$payout}.balance = 0 AND {$payout}.minimum = 0 AND {$payout}.reserve = 0 AND {$payout}.withdraw_limit = 0 AND {$payout}.method = '' AND {$payout}.note IS NULL)";
	}

	/**
	 * A payouts row's requested amount in SQL. Erasing strips the plugin's copy of a filed request,
	 * but Dokan keeps the request itself (a record of money it owes the vendor), so a stripped row
	 * reads the amount from there; a skipped row has no request and stays at 0.
	 *
	 * @param string $payout  Alias of the payouts table.
	 * @param string $request Alias of Dokan's withdraw table, joined on its id = the row's withdraw_id.
	 */
	public static function amount_sql( string $payout, string $request ): string {
		return 'CASE WHEN ' . self::stripped_sql( $payout ) . " THEN COALESCE({$request}.amount, 0) ELSE {$payout}.amount END";
	}

	/**
	 * A payouts row's payment method in SQL, from Dokan's request when the row was stripped (as amount_sql()).
	 *
	 * @param string $payout  Alias of the payouts table.
	 * @param string $request Alias of Dokan's withdraw table, joined on its id = the row's withdraw_id.
	 */
	public static function method_sql( string $payout, string $request ): string {
		return 'CASE WHEN ' . self::stripped_sql( $payout ) . " THEN COALESCE({$request}.method, '') ELSE {$payout}.method END";
	}

	/**
	 * How many of the vendor's payout rows a run still works on (left whole for now).
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function payouts_in_progress( int $vendor_id ): int {
		global $wpdb;
		$table = Schema::payouts_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE vendor_id = %d AND ( status NOT IN (%s, %s) OR mailed NOT IN (%d, %d) )", $vendor_id, Payout_Ledger::FILED, Payout_Ledger::SKIPPED, Payout_Ledger::MAIL_SENT, Payout_Ledger::MAIL_SENT_AGAIN ) );
	}

	/**
	 * Whether the vendor has any payout or e-mail row (kept, stripped, after erasing).
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function has_rows( int $vendor_id ): bool {
		return array() !== $this->payouts( $vendor_id, 1, 0 ) || array() !== $this->emails( $vendor_id, 1, 0 );
	}

	/**
	 * Removes the skip reasons from the vendor's e-mail rows.
	 *
	 * @param int $vendor_id Vendor id.
	 * @return int Rows changed.
	 */
	public function erase_emails( int $vendor_id ): int {
		global $wpdb;
		$table = Email_Log::table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; a write to the plugin's own table, which no cache holds.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET reason = '' WHERE vendor_id = %d AND reason <> ''", $vendor_id ) );
		return (int) $wpdb->rows_affected;
	}
}
