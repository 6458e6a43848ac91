<?php
/**
 * Dokan Lite's vendor balance: the `{prefix}dokan_vendor_balance` ledger and the balance read from it.
 *
 * Rows as Dokan writes them:
 * - an order: debit = the vendor's earning, status = the order's status ('wc-completed', …, kept in
 *   step with the order), balance_date = order time + the withdraw threshold in days
 *   (`dokan_sync_insert_order()`, includes/Order/functions.php; status updates in includes/Order/Hooks.php);
 * - a refund: credit, status 'approved', balance_date = refund time (includes/Order/RefundHandler.php);
 * - an approved withdraw: credit, trn_type 'dokan_withdraw', status 'approved'
 *   (`Hooks::update_vendor_balance()`, includes/Withdraw/Hooks.php). Pending and cancelled requests
 *   leave no row here.
 *
 * @package DokanStandIn
 */

use Automattic\WooCommerce\Utilities\NumberUtil;
use WeDevs\Dokan\Cache;

defined( 'ABSPATH' ) || exit;

/**
 * The table, as `Installer::create_vendor_balance_table()` (includes/Install/Installer.php) creates
 * it: no index but the primary key.
 */
function dokan_stand_in_create_vendor_balance_table() {
	global $wpdb;
	$wpdb->query(
		"CREATE TABLE IF NOT EXISTS `{$wpdb->prefix}dokan_vendor_balance` (
			`id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			`vendor_id` bigint(20) unsigned NOT NULL,
			`trn_id` bigint(20) unsigned NOT NULL,
			`trn_type` varchar(30) NOT NULL,
			`perticulars` text NOT NULL,
			`debit` decimal(19,4) NOT NULL,
			`credit` decimal(19,4) NOT NULL,
			`status` varchar(30) DEFAULT NULL,
			`trn_date` timestamp NOT NULL,
			`balance_date` timestamp NOT NULL,
			PRIMARY KEY (id)
		) ENGINE=InnoDB {$wpdb->get_charset_collate()};"
	);
}

/**
 * Days a sale waits before it counts: the vendor's own `withdraw_date_limit` meta, else the shop's
 * (includes/functions.php `dokan_get_withdraw_threshold()`).
 *
 * @param int $user_id Vendor id.
 */
function dokan_get_withdraw_threshold( $user_id ) {
	if ( get_user_meta( $user_id, 'withdraw_date_limit', true ) !== '' ) {
		$threshold_day = get_user_meta( $user_id, 'withdraw_date_limit', true );
	} else {
		$threshold_day = dokan_get_option( 'withdraw_date_limit', 'dokan_withdraw', 0 );
	}
	return ( $threshold_day ) ? absint( $threshold_day ) : 0;
}

/**
 * The vendor's withdrawable balance, as `Vendor::get_balance()` (includes/Vendor/Vendor.php, reached
 * through `dokan_get_seller_balance()` in includes/wc-functions.php) computes it: the day's cached
 * value, else debits of active-status rows minus all credits, over rows whose balance date has come,
 * two scans of the unindexed table; then the `dokan_get_seller_balance` filter.
 *
 * @param int  $seller_id Vendor id.
 * @param bool $formatted Whether to return it as price HTML.
 */
function dokan_get_seller_balance( $seller_id, $formatted = true ) {
	global $wpdb;

	$seller_id   = $seller_id ? (int) $seller_id : dokan_get_current_user_id();
	$on_date     = dokan_current_datetime();
	$cache_group = "withdraws_seller_{$seller_id}";
	$cache_key   = "seller_balance_{$seller_id}_{$on_date->format( 'Y_m_d' )}";
	$earning     = Cache::get( $cache_key, $cache_group );
	$on_date     = $on_date->format( 'Y-m-d H:i:s' );

	if ( false === $earning ) {
		$status = dokan_withdraw_get_active_order_status_in_comma();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- as Dokan writes it.
		$result  = $wpdb->get_row(
			$wpdb->prepare(
				"SELECT SUM(debit) as earnings,
				(
					SELECT SUM(credit) FROM {$wpdb->prefix}dokan_vendor_balance
					WHERE vendor_id = %d AND DATE(balance_date) <= %s
				) as withdraw
				from {$wpdb->prefix}dokan_vendor_balance
				WHERE vendor_id = %d AND DATE(balance_date) <= %s AND status IN($status)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				$seller_id,
				$on_date,
				$seller_id,
				$on_date
			)
		);
		$earning = (float) $result->earnings - (float) NumberUtil::round( $result->withdraw, wc_get_rounding_precision() );
		Cache::set( $cache_key, $earning, $cache_group );
	}

	if ( $formatted ) {
		return apply_filters( 'dokan_get_formatted_seller_balance', wc_price( $earning ), $seller_id );
	}
	return apply_filters( 'dokan_get_seller_balance', $earning, $seller_id );
}

/**
 * Test fixture, not Dokan: makes a vendor's balance the given amount by replacing their ledger with
 * one completed order, and drops the cached balance as Dokan does when the ledger changes
 * (includes/Order/OrderCache.php calls WithdrawCache::delete()).
 *
 * @param int          $vendor_id Vendor id.
 * @param float|string $amount    Balance.
 */
function dokan_stand_in_set_balance( $vendor_id, $amount ) {
	global $wpdb;
	$table = $wpdb->prefix . 'dokan_vendor_balance';
	$past  = gmdate( 'Y-m-d H:i:s', time() - 30 * DAY_IN_SECONDS );
	$wpdb->delete( $table, array( 'vendor_id' => (int) $vendor_id ), array( '%d' ) );
	$wpdb->insert(
		$table,
		array(
			'vendor_id'    => (int) $vendor_id,
			'trn_id'       => (int) $vendor_id * 10,
			'trn_type'     => 'dokan_orders',
			'perticulars'  => 'New order',
			'debit'        => (string) $amount,
			'credit'       => '0',
			'status'       => 'wc-completed',
			'trn_date'     => $past,
			'balance_date' => $past,
		)
	);
	WeDevs\Dokan\Withdraw\WithdrawCache::delete( $vendor_id );
}

/**
 * Test fixture, not Dokan: the stand-in keeps no WooCommerce orders, so this writes the ledger row
 * Dokan writes when an order of the vendor is checked out (`dokan_sync_insert_order()`,
 * includes/Order/functions.php: the vendor's earning as a debit, 'New order', trn_date now,
 * balance_date now + the vendor's withdraw threshold days) with the status the order has reached
 * (`Hooks::on_order_status_change()`, includes/Order/Hooks.php, sets it on each status change),
 * and drops the vendor's cached balance as Dokan's order cache does (includes/Order/OrderCache.php).
 *
 * @param int    $vendor_id Vendor id.
 * @param int    $order_id  Order id.
 * @param string $earning   The vendor's earning.
 * @param string $status    The order's status, e.g. 'wc-completed' or 'wc-processing'.
 * @return int The ledger row's id.
 */
function dokan_stand_in_record_order( $vendor_id, $order_id, $earning, $status = 'wc-completed' ) {
	global $wpdb;
	$threshold = dokan_get_withdraw_threshold( $vendor_id );
	$wpdb->insert(
		$wpdb->prefix . 'dokan_vendor_balance',
		array(
			'vendor_id'    => (int) $vendor_id,
			'trn_id'       => (int) $order_id,
			'trn_type'     => 'dokan_orders',
			'perticulars'  => 'New order',
			'debit'        => (string) $earning,
			'credit'       => '0',
			'status'       => $status,
			'trn_date'     => dokan_current_datetime()->format( 'Y-m-d H:i:s' ),
			'balance_date' => dokan_current_datetime()->modify( "+ $threshold days" )->format( 'Y-m-d H:i:s' ),
		),
		array( '%d', '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s' )
	);
	WeDevs\Dokan\Withdraw\WithdrawCache::delete( $vendor_id );
	return (int) $wpdb->insert_id;
}

/**
 * Test fixture, not Dokan: the ledger row Dokan writes for the vendor's part of a refund on one of
 * their orders (`RefundHandler::insert_into_balance_table()`, includes/Order/RefundHandler.php: an
 * 'approved' credit on the order's id, 'Refunded by Dokan' when the refund has a reason, both
 * dates now), and the cached balance dropped.
 *
 * @param int    $vendor_id Vendor id.
 * @param int    $order_id  The refunded order's id.
 * @param string $amount    The vendor's part of the refund.
 * @param string $reason    The refund's reason.
 * @return int The ledger row's id.
 */
function dokan_stand_in_record_refund( $vendor_id, $order_id, $amount, $reason = '' ) {
	global $wpdb;
	$now = current_time( 'mysql' );
	$wpdb->insert(
		$wpdb->prefix . 'dokan_vendor_balance',
		array(
			'vendor_id'    => (int) $vendor_id,
			'trn_id'       => (int) $order_id,
			'trn_type'     => 'dokan_refund',
			'perticulars'  => '' !== $reason ? 'Refunded by Dokan' : '',
			'debit'        => 0,
			'credit'       => (string) $amount,
			'status'       => 'approved',
			'trn_date'     => $now,
			'balance_date' => $now,
		),
		array( '%d', '%d', '%s', '%s', '%f', '%s', '%s', '%s', '%s' )
	);
	WeDevs\Dokan\Withdraw\WithdrawCache::delete( $vendor_id );
	return (int) $wpdb->insert_id;
}
