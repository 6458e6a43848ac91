<?php
/**
 * One vendor's rows.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine\Ledger;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a part of Payout_Ledger, the only class that queries the plugin's payouts table (and a MariaDB named lock around its claims): table names come from $wpdb (Schema::payouts_table()), ids are cast to integers, conditions are this class's own literals and every other value goes through prepare(); payout state is read fresh from the database, never from a cache, which WordPress has no API for.

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * A vendor's latest and dated outcomes (panel, e-mails) and their rows for the privacy tools. A
 * part of Payout_Ledger, the one class that queries the payouts table; no other class uses it.
 *
 * @see Payout_Ledger
 */
trait Vendor_Rows {

	/**
	 * The vendor's latest recorded outcome (filed or skipped), or null.
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function latest_outcome( int $vendor_id ): ?object {
		$table = Schema::payouts_table();
		$row   = self::read( 'get_row', "SELECT * FROM {$table} WHERE vendor_id = %d AND status IN (%s, %s) ORDER BY scheduled_for DESC, id DESC LIMIT 1", array( $vendor_id, self::FILED, self::SKIPPED ), false );
		return $row ? $row : null;
	}

	/**
	 * The vendor's outcome for the date as the database holds it, when it is final (filed or
	 * skipped), or null.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $date      Scheduled date.
	 */
	public function outcome_of( int $vendor_id, string $date ): ?object {
		$table = Schema::payouts_table();
		$row   = self::read( 'get_row', "SELECT * FROM {$table} WHERE vendor_id = %d AND scheduled_for = %s AND status IN (%s, %s)", array( $vendor_id, $date, self::FILED, self::SKIPPED ), false );
		return $row ? $row : null;
	}

	/**
	 * The vendor's rows, newest date first.
	 *
	 * @param int $vendor_id Vendor id.
	 * @param int $limit     Rows.
	 * @param int $offset    Rows to skip.
	 * @return object[]
	 */
	public function vendor_rows( int $vendor_id, int $limit, int $offset ): array {
		$table = Schema::payouts_table();
		return (array) self::read( 'get_results', "SELECT * FROM {$table} WHERE vendor_id = %d ORDER BY scheduled_for DESC, id DESC LIMIT %d OFFSET %d", array( $vendor_id, $limit, $offset ), false );
	}

	/**
	 * Strips the vendor's finished rows (outcome recorded, e-mails sent, once or again after an
	 * interruption) of what describes their money (Privacy\Vendor_Records).
	 *
	 * @param int $vendor_id Vendor id.
	 * @return int Rows that held personal data and no longer do.
	 */
	public function strip_vendor_rows( int $vendor_id ): int {
		global $wpdb;
		$table = Schema::payouts_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET amount = 0, balance = 0, minimum = 0, reserve = 0, withdraw_limit = 0, method = '', note = NULL WHERE vendor_id = %d AND status IN (%s, %s) AND mailed IN (%d, %d)", $vendor_id, self::FILED, self::SKIPPED, self::MAIL_SENT, self::MAIL_SENT_AGAIN ) );
		return (int) $wpdb->rows_affected;
	}

	/**
	 * How many of the vendor's rows a run still works on (not final, or e-mails not sent).
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function vendor_rows_in_progress( int $vendor_id ): int {
		$table = Schema::payouts_table();
		return (int) self::read( 'get_var', "SELECT COUNT(*) FROM {$table} WHERE vendor_id = %d AND ( status NOT IN (%s, %s) OR mailed NOT IN (%d, %d) )", array( $vendor_id, self::FILED, self::SKIPPED, self::MAIL_SENT, self::MAIL_SENT_AGAIN ), false );
	}
}
