<?php
/**
 * A vendor's past in Dokan's balance ledger, entry by entry, at chosen moments: rows written as
 * Dokan writes them, straight into its table, at any moment a test names (orders cannot be dated
 * back). (tests/engine/statement-on-dokan-orders-test.php goes through WooCommerce's orders instead.)
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Schema;

require_once __DIR__ . '/class-dokan-rows.php';

/**
 * Each method writes what Dokan Lite 4.1.2 writes for the event, dated `$days_ago` days before now
 * in site time; ids of orders are the caller's.
 */
final class Ledger_Timeline {

	/**
	 * A sale: `dokan_sync_insert_order()` (includes/Order/functions.php) writes the vendor's
	 * earning as a debit, trn_date now and balance_date now + the withdraw threshold days; the
	 * order's status follows WooCommerce's (includes/Order/Hooks.php on_order_status_change()).
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param int    $order_id  Order id.
	 * @param string $amount    The vendor's earning.
	 * @param float  $days_ago  When it was written.
	 * @param string $status    The order's status now.
	 * @param int    $threshold Withdraw threshold days when it was written.
	 * @return int The ledger row's id.
	 */
	public static function sale( int $vendor_id, int $order_id, string $amount, float $days_ago, string $status = 'wc-completed', int $threshold = 0 ): int {
		$written = self::site_time( $days_ago );
		return self::write( $vendor_id, $order_id, 'dokan_orders', 'New order', $amount, '0', $status, $written, self::site_time( $days_ago - $threshold ) );
	}

	/**
	 * A refund: `RefundHandler::insert_into_balance_table()` (includes/Order/RefundHandler.php)
	 * writes the vendor's part as an `approved` credit on the order's id, both dates now.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param int    $order_id  The refunded order's id.
	 * @param string $amount    The vendor's part of the refund.
	 * @param float  $days_ago  When it was written.
	 * @return int The ledger row's id.
	 */
	public static function refund( int $vendor_id, int $order_id, string $amount, float $days_ago ): int {
		$written = self::site_time( $days_ago );
		return self::write( $vendor_id, $order_id, 'dokan_refund', 'Refunded by Dokan', '0', $amount, 'approved', $written, $written );
	}

	/**
	 * A withdraw request filed and approved in Dokan (`dokan()->withdraw`, as the vendor and
	 * Dokan's withdraw screen do): the approval writes its credit (includes/Withdraw/Hooks.php
	 * update_vendor_balance(), balance_date now).
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $amount    Amount.
	 * @return int The request's id.
	 */
	public static function withdrawal( int $vendor_id, string $amount ): int {
		$id = Engine_Site::manual_request( $vendor_id, (float) $amount );
		self::approve( $id );
		return $id;
	}

	/**
	 * Approves a request as Dokan's withdraw screen does (Withdraw::set_status(), save()).
	 *
	 * @param int $withdraw_id Request id.
	 */
	public static function approve( int $withdraw_id ): void {
		$withdraw = dokan()->withdraw->get( $withdraw_id );
		$withdraw->set_status( dokan()->withdraw->get_status_code( 'approved' ) );
		$withdraw->save();
		wp_cache_flush();
	}

	/**
	 * Moves the moment a run read the vendor (the row's claimed_at) into the past, as if the run
	 * had been that long ago; entries written afterwards are then "since" that run.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $date      Scheduled date of the run.
	 * @param float  $days_ago  When it read the vendor.
	 */
	public static function run_was( int $vendor_id, string $date, float $days_ago ): void {
		global $wpdb;
		$wpdb->update(
			Schema::payouts_table(),
			array( 'claimed_at' => gmdate( 'Y-m-d H:i:s', (int) ( time() - $days_ago * DAY_IN_SECONDS ) ) ),
			array(
				'vendor_id'     => $vendor_id,
				'scheduled_for' => $date,
			)
		);
	}

	/**
	 * Changes an entry afterwards, as Dokan does when it recalculates an order's commission
	 * (includes/Commission/RecalculateCommissions.php, includes/Order/VendorBalanceUpdateHandler.php:
	 * the debit of the order's row is rewritten in place).
	 *
	 * @param int    $row_id Ledger row id.
	 * @param string $debit  New debit.
	 */
	public static function rewrite_debit( int $row_id, string $debit ): void {
		global $wpdb;
		$wpdb->update( $wpdb->prefix . 'dokan_vendor_balance', array( 'debit' => $debit ), array( 'id' => $row_id ) );
		wp_cache_flush();
	}

	/**
	 * A moment before now in site time, as Dokan writes dates (`current_time( 'mysql' )`).
	 *
	 * @param float $days_ago Days before now (negative: later).
	 */
	public static function site_time( float $days_ago ): string {
		return gmdate( 'Y-m-d H:i:s', (int) ( time() - $days_ago * DAY_IN_SECONDS + (float) get_option( 'gmt_offset' ) * HOUR_IN_SECONDS ) );
	}

	/**
	 * Writes one row and drops the balance Dokan cached, as Dokan's order and refund caches do.
	 *
	 * @param int    $vendor_id    Vendor id.
	 * @param int    $trn_id       Order id.
	 * @param string $type         trn_type.
	 * @param string $particulars  perticulars.
	 * @param string $debit        Debit.
	 * @param string $credit       Credit.
	 * @param string $status       Status.
	 * @param string $trn_date     trn_date.
	 * @param string $balance_date balance_date.
	 */
	private static function write( int $vendor_id, int $trn_id, string $type, string $particulars, string $debit, string $credit, string $status, string $trn_date, string $balance_date ): int {
		global $wpdb;
		$wpdb->insert(
			$wpdb->prefix . 'dokan_vendor_balance',
			array(
				'vendor_id'    => $vendor_id,
				'trn_id'       => $trn_id,
				'trn_type'     => $type,
				'perticulars'  => $particulars,
				'debit'        => $debit,
				'credit'       => $credit,
				'status'       => $status,
				'trn_date'     => $trn_date,
				'balance_date' => $balance_date,
			)
		);
		wp_cache_flush();
		return (int) $wpdb->insert_id;
	}
}
