<?php
/**
 * Dokan Lite's withdraw manager (includes/Withdraw/Manager.php), reached as `dokan()->withdraw`,
 * over Dokan's `{prefix}dokan_withdraw` table. Statuses: 0 pending, 1 approved, 2 cancelled.
 *
 * @package DokanStandIn
 */

namespace WeDevs\Dokan\Withdraw;

defined( 'ABSPATH' ) || exit;

/**
 * Lists and checks withdraw requests.
 */
class Manager {

	/**
	 * A vendor's requests of one status, newest first.
	 *
	 * @param int|string $user_id Vendor id.
	 * @param int        $status  0 pending, 1 approved, 2 cancelled.
	 * @param int        $limit   Rows.
	 * @param int        $offset  Rows to skip.
	 *
	 * @return object[]
	 */
	public function get_withdraw_requests( $user_id = '', $status = 0, $limit = 10, $offset = 0 ) {
		global $wpdb;
		$table = $wpdb->prefix . 'dokan_withdraw';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb->prefix.
		return $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE user_id = %d AND status = %d ORDER BY id DESC LIMIT %d OFFSET %d", $user_id, $status, $limit, $offset ) );
	}

	/**
	 * Whether the vendor has a pending request (Dokan allows one at a time).
	 *
	 * @param int $user_id Vendor id.
	 */
	public function has_pending_request( $user_id ) {
		global $wpdb;
		$table = $wpdb->prefix . 'dokan_withdraw';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb->prefix.
		return (bool) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE user_id = %d AND status = 0 LIMIT 1", $user_id ) );
	}
}
