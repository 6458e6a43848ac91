<?php
/**
 * One vendor's entries in Dokan's balance ledger, as a statement's period sees them: Dokan's
 * table, read only (the plugin's own tables are the Ledgers': Payout_Ledger, Run_Ledger, Batch_Ledger).
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Statement;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- reads Dokan's `dokan_vendor_balance`, which has no API for a period's entries: the table name comes from $wpdb->prefix, the vendor id is an integer, Dokan escapes its status list itself and every other value is passed through prepare(); a statement about money is read fresh, never from a cache.

use VendorPayoutSchedule\Engine\Database_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Reads `{prefix}dokan_vendor_balance` for one vendor and one period, ending at the moment a
 * payout run read the balance and starting at the moment the vendor's previous run read it.
 *
 * Dokan Lite 4.1.2 counts an entry in the withdrawable balance (`Vendor::get_balance()`,
 * includes/Vendor/Vendor.php) once it exists and `DATE(balance_date)` is today or earlier: its
 * credit always, its debit only while its `status` is one of
 * `dokan_withdraw_get_active_order_status()` (the admin's order statuses and always
 * `wc-refunded`, whose refund is a credit of its own). An entry therefore counts from its moment
 * of availability: the later of when it was written and the start of its balance day. When it was
 * written is the `trn_date` of an order (`dokan_sync_insert_order()`, includes/Order/functions.php:
 * trn_date now, balance_date now + the withdraw threshold days) and of a refund
 * (`RefundHandler::insert_into_balance_table()`, includes/Order/RefundHandler.php: both now), and
 * the `balance_date` of an approved withdrawal (`Hooks::update_vendor_balance()`,
 * includes/Withdraw/Hooks.php: trn_date the request's date, balance_date the approval).
 *
 * Each entry the statement shows falls in one section (SECTION_*); entries available before the
 * period make up its opening balance. Dokan keeps no history of an entry: a status changed or an
 * amount edited afterwards is read as it is now, which is why the statement compares its sums with
 * what the run recorded.
 *
 * Every figure is a sum in SQL over the vendor's rows and pages are read with LIMIT, so a
 * statement of any length costs the same memory. Dokan's table has no index on the vendor: each read
 * is one scan of it, unless the admin added the index Site Health offers (Admin\Ledger_Index).
 */
final class Dokan_Balance_History {

	/** Available within the period, and counted by Dokan. */
	public const SECTION_COUNTED = 0;

	/** Available within the period, but not counted: Dokan's status of the order does not count. */
	public const SECTION_NOT_COUNTED = 1;

	/** Written by the end of the period, available only after it (Dokan's withdraw threshold). */
	public const SECTION_LATER = 2;

	/** The start of a first statement's period: before any entry Dokan can have written. */
	private const BEGINNING = '1000-01-01 00:00:00';

	/**
	 * Reads the vendor's entries for a period.
	 *
	 * @param int         $vendor_id Vendor id.
	 * @param string|null $from      Site time the period starts after (`Y-m-d H:i:s`), null for a first statement.
	 * @param string      $to        Site time the period ends at, included.
	 */
	public function __construct(
		private readonly int $vendor_id,
		private readonly ?string $from,
		private readonly string $to
	) {
	}

	/**
	 * The period's sums, in ten-thousandths of the currency (Dokan keeps four decimals).
	 *
	 * @return array{opening: int, earned: int, deducted: int, counted: int, not_counted: int, not_counted_amount: int, later: int, later_amount: int}
	 * @throws Database_Error When the read failed.
	 */
	public function totals(): array {
		return self::totals_of( array( 0 => array( $this->vendor_id, $this->from, $this->to ) ) )[0];
	}

	/**
	 * The sums of many periods (each a vendor's), in one read of Dokan's table: what the admin's
	 * CSV of a run gives for each of its vendors, a batch at a time, instead of one read a vendor.
	 *
	 * @param array<int, array{0: int, 1: string|null, 2: string}> $periods Vendor id, start (null for
	 *                                                                      a first statement) and end
	 *                                                                      of each period, in site
	 *                                                                      time, by a key of the caller's.
	 * @return array<int, array{opening: int, earned: int, deducted: int, counted: int, not_counted: int, not_counted_amount: int, later: int, later_amount: int}> By the same keys.
	 * @throws Database_Error When the read failed.
	 */
	public static function totals_of( array $periods ): array {
		global $wpdb;
		if ( array() === $periods ) {
			return array();
		}
		$effect = self::effect_sql();
		$found  = $wpdb->get_results(
			'SELECT period,'
			. " SUM(CASE WHEN available_from <= period_from THEN {$effect} END) AS opening,"
			. ' SUM(CASE WHEN section = 0 THEN IF(active = 1, debit, 0) END) AS earned,'
			. ' SUM(CASE WHEN section = 0 THEN credit END) AS deducted,'
			. ' SUM(section = 0) AS counted,'
			. ' SUM(section = 1) AS not_counted, SUM(CASE WHEN section = 1 THEN debit END) AS not_counted_amount,'
			. ' SUM(section = 2) AS later, SUM(CASE WHEN section = 2 THEN debit END) AS later_amount'
			. ' FROM (' . self::rows_sql( $periods ) . ') s GROUP BY period',
			OBJECT_K
		);
		Database_Error::throw_if_failed();
		$totals = array();
		foreach ( array_keys( $periods ) as $key ) {
			// A vendor without a single row of the ledger has no group: all zero.
			$row = $found[ $key ] ?? null;
			foreach ( array( 'opening', 'earned', 'deducted', 'not_counted_amount', 'later_amount' ) as $sum ) {
				$totals[ $key ][ $sum ] = self::units( $row->$sum ?? null );
			}
			foreach ( array( 'counted', 'not_counted', 'later' ) as $count ) {
				$totals[ $key ][ $count ] = (int) ( $row->$count ?? 0 );
			}
		}
		return $totals;
	}

	/**
	 * Entries of the statement in its order: counted, not counted, later; each by availability.
	 *
	 * @param int $limit  At most this many.
	 * @param int $offset Skip this many.
	 * @return object[] Dokan's columns and written_at, available_from, active (0 or 1), section.
	 * @throws Database_Error When the read failed.
	 */
	public function page( int $limit, int $offset ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM (' . $this->own_rows_sql() . ') s WHERE section IS NOT NULL ORDER BY section, available_from, id LIMIT %d OFFSET %d', $limit, $offset ) );
		Database_Error::throw_if_failed();
		return (array) $rows;
	}

	/**
	 * Every entry of the statement in its order, a chunk at a time: each chunk is read after the
	 * last entry of the one before, so the whole statement is never in memory at once.
	 *
	 * @param callable(object[]): void $consume Takes each chunk (see page()).
	 * @param int                      $chunk   Entries a read.
	 * @throws Database_Error When a read failed.
	 */
	public function each( callable $consume, int $chunk = 1000 ): void {
		global $wpdb;
		$after = null;
		do {
			$where = 'section IS NOT NULL';
			if ( null !== $after ) {
				$where .= $wpdb->prepare( ' AND (section, available_from, id) > (%d, %s, %d)', $after->section, $after->available_from, $after->id );
			}
			$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM (' . $this->own_rows_sql() . ") s WHERE {$where} ORDER BY section, available_from, id LIMIT %d", $chunk ) );
			Database_Error::throw_if_failed();
			$rows = (array) $rows;
			$read = count( $rows );
			if ( $read > 0 ) {
				$consume( $rows );
				$after = end( $rows );
			}
			// One chunk in memory at a time: neither this one nor $wpdb's copy of it stays while
			// the next is read.
			unset( $rows );
			$wpdb->flush();
		} while ( $read === $chunk );
	}

	/**
	 * What the counted entries of the period before an entry add up to, in ten-thousandths: with
	 * the opening balance, the balance just before that entry.
	 *
	 * @param object $entry A counted entry from page().
	 * @throws Database_Error When the read failed.
	 */
	public function counted_before( object $entry ): int {
		global $wpdb;
		$effect = self::effect_sql();
		$sum    = $wpdb->get_var( $wpdb->prepare( "SELECT SUM({$effect}) FROM (" . $this->own_rows_sql() . ') s WHERE section = 0 AND (available_from, id) < (%s, %d)', $entry->available_from, $entry->id ) );
		Database_Error::throw_if_failed();
		return self::units( $sum );
	}

	/**
	 * What an entry adds to the balance Dokan counts now, in ten-thousandths.
	 *
	 * @param object $entry An entry from page().
	 */
	public static function effect( object $entry ): int {
		return ( 1 === (int) $entry->active ? self::units( $entry->debit ) : 0 ) - self::units( $entry->credit );
	}

	/**
	 * A decimal as MySQL gives it, in ten-thousandths.
	 *
	 * @param string|float|int|null $value Amount.
	 */
	public static function units( $value ): int {
		return (int) round( (float) $value * 10000 );
	}

	/**
	 * The rows of this statement's period (see rows_sql()).
	 */
	private function own_rows_sql(): string {
		return self::rows_sql( array( 0 => array( $this->vendor_id, $this->from, $this->to ) ) );
	}

	/**
	 * Each period's vendor's rows with the period's key, when each was written, when it is
	 * available, whether its status counts, and its section of the period (NULL: not part of the
	 * statement). Dokan's table is read once: its rows of the periods' vendors (a filter the scan
	 * applies before anything is joined), joined to their periods.
	 *
	 * @param array<int, array{0: int, 1: string|null, 2: string}> $periods See totals_of().
	 */
	private static function rows_sql( array $periods ): string {
		global $wpdb;
		$table  = $wpdb->prefix . 'dokan_vendor_balance';
		$active = dokan_withdraw_get_active_order_status_in_comma();
		$union  = array();
		$ids    = implode( ',', array_map( static fn ( array $period ): int => (int) $period[0], $periods ) );
		foreach ( $periods as $key => list( $vendor_id, $from, $to ) ) {
			$union[] = $wpdb->prepare( 'SELECT %d AS period, %d AS vendor_id, CAST(%s AS DATETIME) AS period_from, CAST(%s AS DATETIME) AS period_to', $key, $vendor_id, $from ?? self::BEGINNING, $to );
		}
		$written   = "IF(b.trn_type = 'dokan_withdraw', b.balance_date, b.trn_date)";
		$available = "GREATEST({$written}, CAST(DATE(b.balance_date) AS DATETIME))";
		$rows      = "SELECT p.period, p.period_from, p.period_to, b.id, b.trn_id, b.trn_type, b.perticulars, b.debit, b.credit, b.status, b.trn_date, b.balance_date, {$written} AS written_at, {$available} AS available_from, COALESCE(b.status, '') IN ({$active}) AS active FROM {$table} b JOIN (" . implode( ' UNION ALL ', $union ) . ") p ON p.vendor_id = b.vendor_id WHERE b.vendor_id IN ({$ids})";
		return "SELECT r.*, CASE WHEN r.available_from > r.period_from AND r.available_from <= r.period_to THEN IF(r.active = 1 OR r.debit = 0 OR r.credit <> 0, 0, 1) WHEN r.written_at <= r.period_to AND r.available_from > r.period_to THEN 2 END AS section FROM ({$rows}) r";
	}

	/**
	 * An entry's part of the balance, as Vendor::get_balance() sums it.
	 */
	private static function effect_sql(): string {
		return 'IF(active = 1, debit, 0) - credit';
	}
}
