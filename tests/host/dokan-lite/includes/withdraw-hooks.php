<?php
/**
 * An approved withdraw request lowers the vendor's balance.
 *
 * Follows Dokan Lite 4.1.2 includes/Withdraw/Hooks.php: `update_vendor_balance()` is hooked on
 * `dokan_withdraw_request_approved` at 11 (fired by Withdraw::update(), before
 * `dokan_withdraw_updated` clears the vendor's cached balance). Unless the balance it reads is below
 * the request's amount, it writes one credit row to the `dokan_vendor_balance` ledger, once per
 * request: trn_type 'dokan_withdraw', trn_id the request id, status 'approved', balance_date now.
 *
 * @package DokanStandIn
 */

use Automattic\WooCommerce\Utilities\NumberUtil;

defined( 'ABSPATH' ) || exit;

/**
 * Dokan's `Hooks::update_vendor_balance()`.
 *
 * @param WeDevs\Dokan\Withdraw\Withdraw $withdraw The request just approved.
 */
function dokan_stand_in_update_vendor_balance( $withdraw ) {
	global $wpdb;

	if ( NumberUtil::round( dokan_get_seller_balance( $withdraw->get_user_id(), false ), 2 ) < NumberUtil::round( $withdraw->get_amount(), 2 ) ) {
		return;
	}

	$table = $wpdb->prefix . 'dokan_vendor_balance';
	$row   = $wpdb->get_row(
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name, as Dokan writes it.
		$wpdb->prepare( "select * from {$table} where trn_id = %d and trn_type = %s", $withdraw->get_id(), 'dokan_withdraw' )
	);
	if ( ! empty( $row ) ) {
		return;
	}

	$wpdb->insert(
		$table,
		array(
			'vendor_id'    => $withdraw->get_user_id(),
			'trn_id'       => $withdraw->get_id(),
			'trn_type'     => 'dokan_withdraw',
			'perticulars'  => 'Approve withdraw request',
			'debit'        => 0,
			'credit'       => $withdraw->get_amount(),
			'status'       => 'approved',
			'trn_date'     => $withdraw->get_date(),
			'balance_date' => dokan_current_datetime()->format( 'Y-m-d H:i:s' ),
		),
		array( '%d', '%d', '%s', '%s', '%f', '%f', '%s', '%s', '%s' )
	);
}
add_action( 'dokan_withdraw_request_approved', 'dokan_stand_in_update_vendor_balance', 11 );
