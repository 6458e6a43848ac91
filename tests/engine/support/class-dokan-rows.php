<?php
/**
 * Vendors' rows in Dokan Lite 4.1.2's own tables, written as Dokan writes them, for tests and
 * benchmarks that need thousands of vendors faster than checkouts make them.
 *
 * @package VendorPayoutSchedule
 */

/**
 * VALUES tuples for bulk INSERTs into `dokan_vendor_balance` and `dokan_withdraw`.
 *
 * Dokan's rows: an order is a debit with the order's status, dated (`balance_date`) now + the
 * withdraw threshold (`dokan_sync_insert_order()`, includes/Order/functions.php); a refund is an
 * `approved` credit (includes/Order/RefundHandler.php); an approved withdraw is an `approved`
 * `dokan_withdraw` credit (includes/Withdraw/Hooks.php); pending and cancelled requests live only in
 * `dokan_withdraw` (status 0 pending, 1 approved, 2 cancelled).
 */
final class Dokan_Rows {

	public const BALANCE_COLUMNS  = '(vendor_id, trn_id, trn_type, perticulars, debit, credit, status, trn_date, balance_date)';
	public const WITHDRAW_COLUMNS = '(id, user_id, amount, date, status, method, note, details, ip)';

	/**
	 * Ledger rows whose balance is `$amount`. With `$history`, a vendor with a past: a completed
	 * order past the threshold, one still inside it (dated in the future), a cancelled order, a
	 * refunded order and its refund, a partial refund, and an approved withdraw (request id
	 * `$vendor_id * 2`, see withdraw_rows()). Without, one completed order.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $amount    Balance the rows add up to.
	 * @param bool   $history   Whether to write a vendor with a past.
	 * @return string[]
	 */
	public static function balance_rows( int $vendor_id, string $amount, bool $history = true ): array {
		$past   = self::site_time( -30 * DAY_IN_SECONDS );
		$future = self::site_time( 7 * DAY_IN_SECONDS );
		$order  = $vendor_id * 10;
		if ( ! $history ) {
			return array( self::balance_row( $vendor_id, $order, 'dokan_orders', $amount, '0', 'wc-completed', $past ) );
		}
		return array(
			self::balance_row( $vendor_id, $order + 1, 'dokan_orders', sprintf( '%.4F', (float) $amount + 65.5 ), '0', 'wc-completed', $past ),
			self::balance_row( $vendor_id, $order + 2, 'dokan_orders', '70', '0', 'wc-completed', $future ),
			self::balance_row( $vendor_id, $order + 3, 'dokan_orders', '30', '0', 'wc-cancelled', $past ),
			self::balance_row( $vendor_id, $order + 4, 'dokan_orders', '20', '0', 'wc-refunded', $past ),
			self::balance_row( $vendor_id, $order + 4, 'dokan_refund', '0', '20', 'approved', $past ),
			self::balance_row( $vendor_id, $order + 1, 'dokan_refund', '0', '40.25', 'approved', $past ),
			self::balance_row( $vendor_id, $vendor_id * 2, 'dokan_withdraw', '0', '25.25', 'approved', $past ),
		);
	}

	/**
	 * The vendor's past requests: the approved one (25.25, id `$vendor_id * 2`, its credit is in
	 * balance_rows()) and a cancelled one, both noted 'manual' as requests a vendor files by hand.
	 *
	 * @param int $vendor_id Vendor id.
	 * @return string[]
	 */
	public static function withdraw_rows( int $vendor_id ): array {
		global $wpdb;
		$past = self::site_time( -40 * DAY_IN_SECONDS );
		return array(
			$wpdb->prepare( "(%d, %d, %s, %s, %d, 'paypal', 'manual', '', '')", $vendor_id * 2, $vendor_id, '25.25', $past, 1 ),
			$wpdb->prepare( "(%d, %d, %s, %s, %d, 'paypal', 'manual', '', '')", $vendor_id * 2 + 1, $vendor_id, '500', $past, 2 ),
		);
	}

	/**
	 * Bulk INSERTs of VALUES tuples, 2 000 a statement.
	 *
	 * @param string   $table   Table.
	 * @param string   $columns Column list in parentheses.
	 * @param string[] $rows    Tuples.
	 */
	public static function insert( string $table, string $columns, array $rows ): void {
		global $wpdb;
		foreach ( array_chunk( $rows, 2000 ) as $chunk ) {
			$wpdb->query( "INSERT INTO {$table} {$columns} VALUES " . implode( ',', $chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
	}

	/**
	 * One ledger row; `trn_date` and `balance_date` alike, as for a threshold of 0.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param int    $trn_id    Order or request id.
	 * @param string $type      dokan_orders, dokan_refund or dokan_withdraw.
	 * @param string $debit     Debit.
	 * @param string $credit    Credit.
	 * @param string $status    Order status or 'approved'.
	 * @param string $date      Site time.
	 */
	private static function balance_row( int $vendor_id, int $trn_id, string $type, string $debit, string $credit, string $status, string $date ): string {
		global $wpdb;
		$text = array(
			'dokan_orders'   => 'New order',
			'dokan_refund'   => 'Refunded by Dokan',
			'dokan_withdraw' => 'Approve withdraw request',
		)[ $type ];
		return $wpdb->prepare( '(%d, %d, %s, %s, %s, %s, %s, %s, %s)', $vendor_id, $trn_id, $type, $text, $debit, $credit, $status, $date, $date );
	}

	/**
	 * A moment relative to now, in site time as Dokan writes dates (`current_time( 'mysql' )`).
	 *
	 * @param int $offset Seconds from now.
	 */
	private static function site_time( int $offset ): string {
		return gmdate( 'Y-m-d H:i:s', time() + $offset + (int) ( (float) get_option( 'gmt_offset' ) * HOUR_IN_SECONDS ) );
	}
}
