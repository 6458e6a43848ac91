<?php
/**
 * Which vendors a run has left, and who holds them.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine\Ledger;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a part of Payout_Ledger, the only class that queries the plugin's payouts table (and a MariaDB named lock around its claims): table names come from $wpdb (Schema::payouts_table()), ids are cast to integers, conditions are this class's own literals and every other value goes through prepare(); payout state is read fresh from the database, never from a cache, which WordPress has no API for.

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Vendor_Choice;

defined( 'ABSPATH' ) || exit;

/**
 * The vendors on a schedule without a row for the date, and the claims on them: a vendor is
 * claimed by inserting its row, in batches, and a row whose runner died is taken over after the
 * lease. A part of Payout_Ledger, the one class that queries the payouts table; no other class
 * uses it.
 *
 * @see Payout_Ledger
 */
trait Claims {

	/**
	 * Vendors on the schedule that have no row for the date yet, lowest ids first: the vendors a
	 * run has left, and those the Next run preview lists.
	 *
	 * Reading the pending set from the database (instead of carrying a cursor between events) is
	 * what lets any runner, including one started after a crash, pick up exactly the vendors left.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $limit    Batch size.
	 * @param int    $after    Only vendor ids above this one (a runner's own cursor, so each batch
	 *                         starts where its last one ended instead of rescanning done vendors).
	 * @param string $search   Part of the vendor's name, login or e-mail ('' for all).
	 * @param int    $offset   Skip this many.
	 * @return int[]
	 * @throws Database_Error When the read failed.
	 */
	public function unclaimed_vendor_ids( string $schedule, string $date, int $limit, int $after = 0, string $search = '', int $offset = 0 ): array {
		list( $from, $values ) = self::unclaimed( $schedule, $date, $search );
		array_push( $values, $after, $limit, $offset );
		return array_map( 'intval', self::read( 'get_col', "SELECT um.user_id {$from} AND um.user_id > %d ORDER BY um.user_id LIMIT %d OFFSET %d", $values ) );
	}

	/**
	 * How many vendors unclaimed_vendor_ids() has for the date.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param string $search   Vendor filter ('' for all).
	 * @throws Database_Error When the read failed.
	 */
	public function count_unclaimed( string $schedule, string $date, string $search = '' ): int {
		list( $from, $values ) = self::unclaimed( $schedule, $date, $search );
		return (int) self::read( 'get_var', "SELECT COUNT(*) {$from}", $values );
	}

	/**
	 * FROM and WHERE of "on the schedule, no row for the date yet", optionally matching a search.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param string $search   Vendor filter.
	 * @return array{0: string, 1: array<int, string>}
	 */
	private static function unclaimed( string $schedule, string $date, string $search ): array {
		global $wpdb;
		$table  = Schema::payouts_table();
		$sql    = "FROM {$wpdb->usermeta} um LEFT JOIN {$table} p ON p.vendor_id = um.user_id AND p.scheduled_for = %s";
		$where  = ' WHERE um.meta_key = %s AND um.meta_value = %s AND p.id IS NULL';
		$values = array( $date, Vendor_Choice::SCHEDULE_META, $schedule );
		if ( '' !== $search ) {
			$sql   .= " JOIN {$wpdb->users} u ON u.ID = um.user_id";
			$where .= ' AND ' . self::search_sql( $search, $values );
		}
		return array( $sql . $where, $values );
	}

	/**
	 * Lists the next unclaimed vendors after a cursor and claims them (claim_batch()), while holding
	 * a named lock of the run, so overlapping runners take turns: each lists only what the others
	 * have claimed and committed, instead of listing the same vendors and waiting on the rows the
	 * other runner is still settling. The lock is held for two short statements; without it (not
	 * granted within seconds) the claim is still safe, just likelier to find the vendors taken.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $limit    Batch size.
	 * @param int    $after    The caller's cursor (see unclaimed_vendor_ids()).
	 * @param string $token    The caller's claim token.
	 * @return array{0: int[], 1: array<int, int>} The vendors listed, and row id by vendor id for
	 *                                              those the caller claimed.
	 * @throws Database_Error When the list or the claim failed.
	 */
	public function claim_next( string $schedule, string $date, int $limit, int $after, string $token ): array {
		global $wpdb;
		$lock   = 'vendor_payout_schedule_claim_' . md5( $wpdb->dbname . $wpdb->prefix . $schedule . $date );
		$locked = '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $lock, 5 ) );
		try {
			$listed = $this->unclaimed_vendor_ids( $schedule, $date, $limit, $after );
			return array( $listed, $this->claim_batch( $listed, $schedule, $date, $token ) );
		} finally {
			if ( $locked ) {
				$wpdb->query( $wpdb->prepare( 'DO RELEASE_LOCK(%s)', $lock ) );
			}
		}
	}

	/**
	 * Claims vendors for the date before anything is assessed, in one statement: each gets a
	 * `filing` row with no figures yet, which the caller then settles (mark_skipped(), or
	 * mark_filing() and mark_filed()) or gives back (release()). A runner that dies before settling
	 * a row leaves it to be taken over once the lease runs out, like any row it left mid-filing.
	 *
	 * Which vendors were claimed is read back from the table (the rows carrying the caller's token),
	 * not counted from affected rows: vendors another runner holds are not the caller's.
	 *
	 * @param int[]  $vendor_ids Vendor ids.
	 * @param string $schedule   Schedule key.
	 * @param string $date       Scheduled date.
	 * @param string $token      The caller's claim token.
	 * @return array<int, int> Row id by vendor id, for the vendors this call claimed.
	 * @throws Database_Error When the insert or the read-back failed.
	 */
	public function claim_batch( array $vendor_ids, string $schedule, string $date, string $token ): array {
		global $wpdb;
		$vendor_ids = array_values( array_unique( array_map( 'intval', $vendor_ids ) ) );
		if ( array() === $vendor_ids ) {
			return array();
		}
		$table  = Schema::payouts_table();
		$now    = self::now();
		$values = array();
		foreach ( $vendor_ids as $vendor_id ) {
			$values[] = $wpdb->prepare( '(%d, %s, %s, %s, 0, %s, %s, %s)', $vendor_id, $date, $schedule, self::FILING, $token, $now, $now );
		}
		$wpdb->query( "INSERT IGNORE INTO {$table} (vendor_id, scheduled_for, schedule, status, mailed, claim_token, claimed_at, updated_at) VALUES " . implode( ',', $values ) );
		Database_Error::throw_if_failed();

		$in      = implode( ',', $vendor_ids );
		$rows    = self::read( 'get_results', "SELECT id, vendor_id FROM {$table} WHERE scheduled_for = %s AND claim_token = %s AND vendor_id IN ($in) ORDER BY vendor_id", array( $date, $token ) );
		$claimed = array();
		foreach ( (array) $rows as $row ) {
			$claimed[ (int) $row->vendor_id ] = (int) $row->id;
		}
		return $claimed;
	}

	/**
	 * Rows of the run whose runner stopped while filing (not touched for longer than the lease).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $lease    Seconds after which a claim counts as abandoned.
	 * @param int    $limit    At most this many.
	 * @return object[] Rows with id, vendor_id, status, claim_token, claimed_at, amount, method, withdraw_floor.
	 */
	public function abandoned( string $schedule, string $date, int $lease, int $limit ): array {
		$table  = Schema::payouts_table();
		$cutoff = gmdate( 'Y-m-d H:i:s', time() - $lease );
		return self::read( 'get_results', "SELECT id, vendor_id, status, claim_token, claimed_at, amount, method, withdraw_floor FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND status = %s AND updated_at < %s ORDER BY id LIMIT %d", array( $date, $schedule, self::FILING, $cutoff, $limit ) );
	}

	/**
	 * Takes an abandoned row over. Fails when another runner took it first.
	 *
	 * @param object $row   Row from abandoned().
	 * @param string $token The caller's claim token.
	 */
	public function take_over( object $row, string $token ): bool {
		global $wpdb;
		$wpdb->update(
			Schema::payouts_table(),
			array(
				'claim_token' => $token,
				'updated_at'  => self::now(),
			),
			array(
				'id'          => (int) $row->id,
				'claim_token' => (string) $row->claim_token,
				'status'      => (string) $row->status,
			),
			array( '%s', '%s' ),
			array( '%d', '%s', '%s' )
		);
		Database_Error::throw_if_failed();
		return $this->holds( (int) $row->id, $token, (string) $row->status );
	}
}
