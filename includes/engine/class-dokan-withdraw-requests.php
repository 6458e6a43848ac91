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
	 * Key of the marker file() adds to a request's `details`.
	 */
	public const MARKER_KEY = 'vendor_payout_schedule_payout';

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
	 * For a batch of vendors, in one query: whether each has a pending request — the condition of
	 * Dokan 4.1.2's `Manager::has_pending_request()` (includes/Withdraw/Manager.php) — and its
	 * newest request id, as newest_request_id() reads it. Dokan's table has no index on the vendor,
	 * so asking vendor by vendor scans it whole each time.
	 *
	 * @param int[] $vendor_ids Vendor ids.
	 * @return array<int, array{pending: bool, newest: int}> By vendor id, every id given present.
	 * @throws Database_Error When the query failed.
	 */
	public function requests_among( array $vendor_ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $vendor_ids ) ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$summary = array_fill_keys(
			$ids,
			array(
				'pending' => false,
				'newest'  => 0,
			)
		);
		$table   = $wpdb->prefix . 'dokan_withdraw';
		$in      = implode( ',', $ids );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- table name from $wpdb->prefix, ids are integers.
		$rows = $wpdb->get_results( "SELECT user_id, MAX(id) AS newest, MAX(status = 0) AS pending FROM {$table} WHERE user_id IN ($in) GROUP BY user_id" );
		Database_Error::throw_if_failed();
		foreach ( (array) $rows as $row ) {
			$summary[ (int) $row->user_id ] = array(
				'pending' => '1' === (string) $row->pending,
				'newest'  => (int) $row->newest,
			);
		}
		return $summary;
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
	 * Files a pending request as a vendor's manual request does, with its e-mail and cache
	 * clearing (Dokan 4.1.2 includes/Withdraw/Hooks.php ajax_handle_withdraw_request()).
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param float  $amount    Amount.
	 * @param string $method    Method key.
	 * @param string $note      Note shown to the admin beside the request.
	 * @param string $marker    Kept with the request in Dokan, for filed_for() to find it by.
	 * @return int|WP_Error The request id, or Dokan's refusal.
	 * @throws Database_Error When Dokan's insert failed.
	 */
	public function file( int $vendor_id, float $amount, string $method, string $note, string $marker ) {
		// Dokan's "new withdraw request" e-mail to the admin listens to `dokan_withdraw_created`
		// only once WooCommerce's mailer has built its e-mails, which WooCommerce does on first
		// use; nothing in a cron request has used it yet.
		if ( function_exists( 'WC' ) ) {
			WC()->mailer();
		}
		// Dokan 4.1.2 keeps no meta with a request, and the admin may rewrite its note; the
		// `details` it serializes at the insert (Withdraw::create(), includes/Withdraw/Withdraw.php,
		// filter `dokan_withdraw_request_details_data`) are never written again (Withdraw::update()).
		$mark = static function ( $details ) use ( $marker ) {
			if ( is_array( $details ) ) {
				$details[ self::MARKER_KEY ] = $marker;
			}
			return $details;
		};
		add_filter( 'dokan_withdraw_request_details_data', $mark, 1000 );
		try {
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
		} finally {
			remove_filter( 'dokan_withdraw_request_details_data', $mark, 1000 );
		}
		if ( is_wp_error( $withdraw ) ) {
			// Dokan's insert failed: nothing was filed, and the row stays open for a retry.
			Database_Error::throw_if_failed();
			return $withdraw;
		}
		if ( ! is_object( $withdraw ) || ! method_exists( $withdraw, 'get_id' ) ) {
			return new WP_Error( 'vendor_payout_schedule_withdraw_not_created', __( 'Dokan did not create the withdraw request.', 'vendor-payout-schedule' ) );
		}
		// create() fires only `dokan_withdraw_created`; a manual request then fires this, on which
		// Dokan forgets the vendor's cached withdraw lists and balance (WithdrawCache).
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Dokan's own action, fired with Dokan's arguments as its manual withdraw request fires it.
		do_action( 'dokan_after_withdraw_request', $vendor_id, $amount, $method, (int) $withdraw->get_id() );
		return (int) $withdraw->get_id();
	}

	/**
	 * The vendor's newest request id in Dokan's table, whatever its status (0: none).
	 *
	 * @param int $vendor_id Vendor id.
	 * @throws Database_Error When the query failed.
	 */
	public function newest_request_id( int $vendor_id ): int {
		global $wpdb;
		$table = $wpdb->prefix . 'dokan_withdraw';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; Dokan's withdraw table, read fresh: a request filed moments ago must be seen; Dokan has no API for this lookup.
		$id = $wpdb->get_var( $wpdb->prepare( "SELECT MAX(id) FROM {$table} WHERE user_id = %d", $vendor_id ) );
		Database_Error::throw_if_failed();
		return (int) $id;
	}

	/**
	 * The request a row filed — the trace of a filing whose runner died before recording it — in
	 * any status (the admin may have approved or cancelled it since): a request of the vendor above
	 * the row's floor that carries the row's marker and asks for the row's amount and method. The
	 * vendor's own requests carry no marker, whatever they ask for. Read from Dokan's table: the
	 * lists of `get_withdraw_requests()` are object-cached, and a runner that died right after the
	 * insert never cleared them.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param int    $floor     The vendor's newest request id before the filing.
	 * @param string $marker    The marker file() was given.
	 * @param float  $amount    The row's amount.
	 * @param string $method    The row's method key.
	 * @return int The request id, or 0.
	 * @throws Database_Error When the query failed.
	 */
	public function filed_for( int $vendor_id, int $floor, string $marker, float $amount, string $method ): int {
		global $wpdb;
		$table = $wpdb->prefix . 'dokan_withdraw';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; Dokan's withdraw table, read fresh: a request filed moments ago must be seen; Dokan has no API for this lookup.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, amount, method, details FROM {$table} WHERE user_id = %d AND id > %d AND details LIKE %s ORDER BY id", $vendor_id, $floor, '%' . $wpdb->esc_like( $marker ) . '%' ) );
		Database_Error::throw_if_failed();
		foreach ( (array) $rows as $row ) {
			$details     = maybe_unserialize( (string) $row->details );
			$same_marker = is_array( $details ) && ( $details[ self::MARKER_KEY ] ?? null ) === $marker;
			if ( $same_marker && Payout_Rule::cents( (float) $row->amount ) === Payout_Rule::cents( $amount ) && (string) $row->method === $method ) {
				return (int) $row->id;
			}
		}
		return 0;
	}
}
