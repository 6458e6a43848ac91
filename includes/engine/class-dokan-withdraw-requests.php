<?php
/**
 * The engine's door to Dokan Lite's withdraw requests.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Files and finds requests through `dokan()->withdraw` (WeDevs\Dokan\Withdraw\Manager), the same
 * path Dokan's own REST controller takes, so Dokan's validation, filters, e-mails and caches apply
 * to scheduled requests exactly as to manual ones.
 */
final class Dokan_Withdraw_Requests {

	/**
	 * The vendor's withdrawable balance.
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function balance( int $vendor_id ): float {
		return (float) dokan_get_seller_balance( $vendor_id, false );
	}

	/**
	 * Whether the vendor has a pending request (Dokan allows one at a time).
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function has_pending( int $vendor_id ): bool {
		return (bool) dokan()->withdraw->has_pending_request( $vendor_id );
	}

	/**
	 * Which of the vendors have a pending request: has_pending() for a whole batch in one query,
	 * the same condition as Dokan 4.1.2's `Manager::has_pending_request()` (includes/Withdraw/Manager.php).
	 *
	 * @param int[] $vendor_ids Vendor ids.
	 * @return array<int, bool> By vendor id, every id given present.
	 */
	public function pending_among( array $vendor_ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $vendor_ids ) ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$pending = array_fill_keys( $ids, false );
		$table   = $wpdb->prefix . 'dokan_withdraw';
		$in      = implode( ',', $ids );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- table name from $wpdb->prefix, ids are integers.
		foreach ( (array) $wpdb->get_col( "SELECT DISTINCT user_id FROM {$table} WHERE user_id IN ($in) AND status = 0" ) as $id ) {
			$pending[ (int) $id ] = true;
		}
		return $pending;
	}

	/**
	 * Dokan's own check of a request (amount, balance, limit, method, vendor enabled, and the
	 * `dokan_withdraw_is_valid_request` filter other plugins use).
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param float  $amount    Amount.
	 * @param string $method    Method key.
	 * @return true|WP_Error
	 */
	public function validate( int $vendor_id, float $amount, string $method ) {
		$valid = dokan()->withdraw->is_valid_approval_request(
			array(
				'user_id' => $vendor_id,
				'amount'  => $amount,
				'method'  => $method,
			)
		);
		return is_wp_error( $valid ) ? $valid : true;
	}

	/**
	 * Files a pending request, as Dokan's REST controller does for a vendor.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param float  $amount    Amount.
	 * @param string $method    Method key.
	 * @param string $note      Note shown to the admin beside the request.
	 * @return int|WP_Error The request id.
	 */
	public function file( int $vendor_id, float $amount, string $method, string $note ) {
		$withdraw = dokan()->withdraw->create(
			array(
				'user_id' => $vendor_id,
				'amount'  => $amount,
				// Dokan stores the request date in site time.
				'date'    => current_time( 'mysql' ),
				'status'  => dokan()->withdraw->get_status_code( 'pending' ),
				'method'  => $method,
				'note'    => $note,
				// No client asked: the request comes from the server itself.
				'ip'      => '',
			)
		);
		if ( is_wp_error( $withdraw ) ) {
			return $withdraw;
		}
		if ( ! is_object( $withdraw ) || ! method_exists( $withdraw, 'get_id' ) ) {
			return new WP_Error( 'vps_withdraw_not_created', __( 'Dokan did not create the withdraw request.', 'vendor-payout-schedule' ) );
		}
		return (int) $withdraw->get_id();
	}

	/**
	 * A request of the vendor created at or after a moment, pending or already approved — the
	 * trace of a filing whose runner died before recording it.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $since_utc Moment, `Y-m-d H:i:s` UTC.
	 * @return int The request id, or 0.
	 */
	public function request_since( int $vendor_id, string $since_utc ): int {
		$since = get_date_from_gmt( $since_utc );
		foreach ( array( 'pending', 'approved' ) as $status ) {
			$requests = dokan()->withdraw->get_withdraw_requests( $vendor_id, dokan()->withdraw->get_status_code( $status ), 1 );
			$latest   = is_array( $requests ) ? reset( $requests ) : false;
			if ( is_object( $latest ) && isset( $latest->date, $latest->id ) && (string) $latest->date >= $since ) {
				return (int) $latest->id;
			}
		}
		return 0;
	}
}
