<?php
/**
 * What the admin reads of past and open runs.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine\Ledger;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a part of Payout_Ledger, the only class that queries the plugin's payouts table (and a MariaDB named lock around its claims): table names come from $wpdb (Schema::payouts_table()), ids are cast to integers, conditions are this class's own literals and every other value goes through prepare(); payout state is read fresh from the database, never from a cache, which WordPress has no API for.

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * The figures and rows of a run for the runs list, a run's record and its summary e-mail, with
 * each request's status in Dokan and, for rows whose details were erased, the amount and method
 * Dokan keeps. A part of Payout_Ledger, the one class that queries the payouts table; no other
 * class uses it.
 *
 * @see Payout_Ledger
 */
trait Run_Records {

	/**
	 * What an unfinished run has left, for the runs list: vendors on its schedule nobody claimed,
	 * and the oldest moment a row still being filed was touched.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @return array{unhandled: int, oldest_filing: ?string}
	 */
	public function left_to_do( string $schedule, string $date ): array {
		$table                 = Schema::payouts_table();
		list( $from, $values ) = self::unclaimed( $schedule, $date, '' );
		$oldest                = self::read( 'get_var', "SELECT MIN(updated_at) FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND status = %s", array( $date, $schedule, self::FILING ), false );
		return array(
			'unhandled'     => (int) self::read( 'get_var', "SELECT COUNT(*) {$from}", $values, false ),
			'oldest_filing' => $oldest ? (string) $oldest : null,
		);
	}

	/**
	 * The rows of some runs counted by status and reason, in one query, keyed `date|schedule`.
	 *
	 * @param object[] $runs Runs (scheduled_for, schedule).
	 * @return array<string, object[]> Groups with status, reason, vendors, total, unmailed (not sent yet,
	 *                                 once or again), mailed_again.
	 */
	public function groups_by_run( array $runs ): array {
		if ( array() === $runs ) {
			return array();
		}
		$values = array( self::MAIL_SENT, self::MAIL_SENT_AGAIN, self::MAIL_SENT_AGAIN );
		foreach ( $runs as $run ) {
			array_push( $values, $run->scheduled_for, $run->schedule );
		}
		$pairs  = implode( ', ', array_fill( 0, count( $runs ), '(%s, %s)' ) );
		$from   = self::with_requests();
		$amount = self::amount_sql();
		$groups = array();
		foreach ( self::read( 'get_results', "SELECT p.scheduled_for, p.schedule, p.status, p.reason, COUNT(*) AS vendors, SUM({$amount}) AS total, SUM(p.mailed NOT IN (%d, %d)) AS unmailed, SUM(p.mailed = %d) AS mailed_again {$from} WHERE (p.scheduled_for, p.schedule) IN ({$pairs}) GROUP BY p.scheduled_for, p.schedule, p.status, p.reason", $values, false ) as $group ) {
			$groups[ $group->scheduled_for . '|' . $group->schedule ][] = $group;
		}
		return $groups;
	}

	/**
	 * A run's outcomes for the admin's summary e-mail, grouped by status, reason and method, with
	 * how many wait for their e-mails (a user no longer a vendor gets none).
	 *
	 * @param string $schedule   Schedule key.
	 * @param string $date       Scheduled date.
	 * @param string $not_vendor The skip reason of a user no longer a vendor.
	 * @return object[] Groups with status, reason, method_key, vendors, total, unmailed.
	 */
	public function summary_groups( string $schedule, string $date, string $not_vendor ): array {
		$from   = self::with_requests();
		$amount = self::amount_sql();
		$method = self::method_sql();
		return (array) self::read( 'get_results', "SELECT p.status, p.reason, {$method} AS method_key, COUNT(*) AS vendors, SUM({$amount}) AS total, SUM(p.mailed NOT IN (%d, %d) AND p.reason <> %s) AS unmailed {$from} WHERE p.scheduled_for = %s AND p.schedule = %s AND p.status IN (%s, %s) GROUP BY p.status, p.reason, method_key", array( self::MAIL_SENT, self::MAIL_SENT_AGAIN, $not_vendor, $date, $schedule, self::FILED, self::SKIPPED ), false );
	}

	/**
	 * How many rows of a run match a filter of its record.
	 *
	 * @param string               $schedule Schedule key.
	 * @param string               $date     Scheduled date.
	 * @param array<string, mixed> $filter   `search`, `status`, `request_status`, `reason` (record_from()).
	 * @throws Database_Error When the read failed.
	 */
	public function record_count( string $schedule, string $date, array $filter ): int {
		list( $from, $values ) = self::record_from( $schedule, $date, $filter );
		return (int) self::read( 'get_var', "SELECT COUNT(*) {$from}", $values );
	}

	/**
	 * A run's rows counted by status, reason and the status of their request in Dokan.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @return object[] Groups with status, reason, request_status (Dokan's number or null), vendors, total.
	 * @throws Database_Error When the read failed.
	 */
	public function record_groups( string $schedule, string $date ): array {
		list( $from, $values ) = self::record_from( $schedule, $date, array() );
		$amount                = self::amount_sql();
		return self::read( 'get_results', "SELECT p.status, p.reason, w.status AS request_status, COUNT(*) AS vendors, SUM({$amount}) AS total {$from} GROUP BY p.status, p.reason, w.status", $values );
	}

	/**
	 * A run's rows matching a filter, after a row id and from an offset, lowest ids first, with the
	 * vendor's name and e-mail and the status of the request in Dokan as it is now. A vendor's erased
	 * rows keep no amount or method; Dokan's request still has both.
	 *
	 * @param string               $schedule Schedule key.
	 * @param string               $date     Scheduled date.
	 * @param array<string, mixed> $filter   See record_count().
	 * @param int                  $after    Only rows with a higher id.
	 * @param int                  $limit    At most this many.
	 * @param int                  $offset   Skip this many.
	 * @return object[] Rows with row_id, vendor_id, status, reason, amount, balance, minimum, reserve,
	 *                  withdraw_limit, method, withdraw_id, note, erased, display_name, user_email, request_status.
	 * @throws Database_Error When the read failed.
	 */
	public function record_rows( string $schedule, string $date, array $filter, int $after, int $limit, int $offset ): array {
		list( $from, $values ) = self::record_from( $schedule, $date, $filter );
		array_push( $values, $after, $limit, $offset );
		$columns = 'p.id AS row_id, p.vendor_id, p.status, p.reason, ' . self::amount_sql() . ' AS amount, p.balance, p.minimum, p.reserve, p.withdraw_limit, ' . self::method_sql() . ' AS method, p.withdraw_id, p.note, ' . self::stripped_sql() . ' AS erased, u.display_name, u.user_email, w.status AS request_status';
		return self::read( 'get_results', "SELECT {$columns} {$from} AND p.id > %d ORDER BY p.id LIMIT %d OFFSET %d", $values );
	}

	/**
	 * FROM and WHERE of a run's rows with their vendor and request, matching a filter: `search`
	 * (name, login or e-mail), `status`, `request_status` (Dokan's number) and `reason`, each
	 * left out when empty.
	 *
	 * @param string               $schedule Schedule key.
	 * @param string               $date     Scheduled date.
	 * @param array<string, mixed> $filter   The filter.
	 * @return array{0: string, 1: array<int, mixed>}
	 */
	private static function record_from( string $schedule, string $date, array $filter ): array {
		global $wpdb;
		$sql    = self::with_requests( "LEFT JOIN {$wpdb->users} u ON u.ID = p.vendor_id" ) . ' WHERE p.scheduled_for = %s AND p.schedule = %s';
		$values = array( $date, $schedule );
		if ( '' !== (string) ( $filter['search'] ?? '' ) ) {
			$sql .= ' AND ' . self::search_sql( $filter['search'], $values );
		}
		foreach ( array( 'status' => 'p.status = %s', 'request_status' => 'w.status = %d', 'reason' => 'p.reason = %s' ) as $key => $condition ) {
			if ( null !== ( $filter[ $key ] ?? null ) && '' !== $filter[ $key ] ) {
				$sql     .= ' AND ' . $condition;
				$values[] = (string) $filter[ $key ];
			}
		}
		return array( $sql, $values );
	}

	/**
	 * FROM the table as `p`, other joins, and Dokan's withdraw request as `w` (by its primary key).
	 *
	 * @param string $joins Joins between the two.
	 */
	private static function with_requests( string $joins = '' ): string {
		global $wpdb;
		$table = Schema::payouts_table();
		return "FROM {$table} p {$joins} LEFT JOIN {$wpdb->prefix}dokan_withdraw w ON p.withdraw_id > 0 AND w.id = p.withdraw_id";
	}

	/**
	 * Whether row `p` was stripped by strip_vendor_rows(): nothing about money left on it (as
	 * Vendor_Records::is_stripped() tells of a row read).
	 */
	private static function stripped_sql(): string {
		return "(p.amount = 0 AND p.balance = 0 AND p.minimum = 0 AND p.reserve = 0 AND p.withdraw_limit = 0 AND p.method = '' AND p.note IS NULL)";
	}

	/**
	 * Row `p`'s requested amount. Erasing strips the plugin's copy of a filed request, but Dokan
	 * keeps the request `w` itself (a record of money it owes the vendor), so a stripped row reads
	 * the amount from there; a skipped row has no request and stays at 0.
	 */
	private static function amount_sql(): string {
		return 'CASE WHEN ' . self::stripped_sql() . ' THEN COALESCE(w.amount, 0) ELSE p.amount END';
	}

	/**
	 * Row `p`'s payment method, from Dokan's request when the row was stripped (as amount_sql()).
	 */
	private static function method_sql(): string {
		return 'CASE WHEN ' . self::stripped_sql() . " THEN COALESCE(w.method, '') ELSE p.method END";
	}
}
