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
	 * A vendor's requests of one status, newest first, as Withdraw objects, object-cached in the
	 * vendor's `withdraws_seller_{id}` group until WithdrawCache invalidates it
	 * (Manager::get_withdraw_requests(): Withdraw[]).
	 *
	 * @param int|string $user_id Vendor id.
	 * @param int        $status  0 pending, 1 approved, 2 cancelled.
	 * @param int        $limit   Rows.
	 * @param int        $offset  Rows to skip.
	 *
	 * @return Withdraw[]
	 */
	public function get_withdraw_requests( $user_id = '', $status = 0, $limit = 10, $offset = 0 ): array {
		$args        = get_defined_vars();
		$cache_group = empty( $user_id ) ? 'withdraws' : "withdraws_seller_{$user_id}";
		$cache_key   = 'withdraw_requests_' . md5( wp_json_encode( $args ) );
		$result      = \WeDevs\Dokan\Cache::get( $cache_key, $cache_group );

		if ( false === $result ) {
			global $wpdb;
			$table = $wpdb->prefix . 'dokan_withdraw';
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb->prefix.
			$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE user_id = %d AND status = %d ORDER BY id DESC LIMIT %d, %d", $user_id, $status, $offset, $limit ) );
			$result = array_map(
				static function ( $row ) {
					return new Withdraw( $row );
				},
				$rows
			);
			\WeDevs\Dokan\Cache::set( $cache_key, $result, $cache_group );
		}

		return $result;
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

	/**
	 * Dokan's checks before a request is filed or approved (same order and error codes as Dokan
	 * 4.1.2 includes/Withdraw/Manager.php is_valid_approval_request(), the charge check included).
	 *
	 * @param array $args `user_id`, `amount`, `method`; `id` and `status` for an existing request.
	 *
	 * @return bool|\WP_Error
	 */
	public function is_valid_approval_request( $args ) {
		$user_id = $args['user_id'];
		$limit   = $this->get_withdraw_limit();
		$balance = wc_format_decimal( dokan_get_seller_balance( $user_id, false ), 2 );
		$amount  = wc_format_decimal( $args['amount'], 2 );
		$method  = $args['method'];

		if ( empty( $amount ) ) {
			return new \WP_Error( 'dokan_withdraw_empty', __( 'Withdraw amount required ', 'dokan-lite' ) );
		}
		if ( $amount > $balance ) {
			return new \WP_Error( 'dokan_withdraw_not_enough_balance', __( 'You don\'t have enough balance for this request', 'dokan-lite' ) );
		}
		if ( $amount < $limit ) {
			// translators: %s: withdraw limit amount.
			return new \WP_Error( 'dokan_withdraw_amount', sprintf( __( 'Withdraw amount must be greater than or equal to %s', 'dokan-lite' ), wc_price( $limit ) ) );
		}
		if ( ! in_array( $method, dokan_get_seller_active_withdraw_methods( $user_id ), true ) ) {
			return new \WP_Error( 'dokan_withdraw_invalid_method', __( 'Withdraw method is not active.', 'dokan-lite' ) );
		}
		if ( ! dokan_is_seller_enabled( $user_id ) ) {
			return new \WP_Error( 'dokan_withdraw_seller_not_enabled', __( 'Vendor is not enabled for selling, please contact site admin', 'dokan-lite' ) );
		}
		if ( ! empty( $args['id'] ) && isset( $args['status'] ) && absint( $args['status'] ) === $this->get_status_code( 'approved' ) ) {
			return new \WP_Error( 'dokan_withdraw_already_approved', __( 'Withdraw is already approved.', 'dokan-lite' ) );
		}

		// The charge is worked out as for a new request; a charge above the amount is refused.
		$charges  = dokan_withdraw_get_method_charges();
		$withdraw = ( new Withdraw() )
			->set_user_id( $user_id )
			->set_amount( $amount )
			->set_method( $method )
			->set_charge_data( $charges[ $method ] ?? array() )
			->calculate_charge();
		if ( $withdraw->get_receivable_amount() < 0 ) {
			return new \WP_Error( 'dokan_withdraw_not_enough_balance', __( 'Withdraw amount is less then the withdraw charge.', 'dokan-lite' ) );
		}

		return apply_filters( 'dokan_withdraw_is_valid_request', true, $args );
	}

	/**
	 * Whether a request may be cancelled: it is still pending, and the user asking is its vendor
	 * or may manage WooCommerce (Manager::is_valid_cancellation_request(); `user_id` is the
	 * request's own vendor when Dokan's batch endpoint passes the request's data).
	 *
	 * @param array $args `id` and `user_id`.
	 *
	 * @return bool|\WP_Error
	 */
	public function is_valid_cancellation_request( $args ) {
		global $wpdb;
		$table = $wpdb->prefix . 'dokan_withdraw';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb->prefix.
		$result = $wpdb->get_row( $wpdb->prepare( "select * from {$table} where id = %d and status = %d", $args['id'], $this->get_status_code( 'pending' ) ) );

		if ( ! empty( $result ) ) {
			if ( ! ( ( $args['user_id'] === absint( $result->user_id ) ) || user_can( $args['user_id'], 'manage_woocommerce' ) ) ) {
				return new \WP_Error( 'dokan_withdraw_cancel_request_invalid_permission', __( 'Invalid permission to cancel the request.', 'dokan-lite' ) );
			}
			return true;
		}

		return new \WP_Error( 'dokan_withdraw_cancel_request_error', __( 'Invalid cancel withdraw request', 'dokan-lite' ) );
	}

	/**
	 * A list of requests (Manager::all() over Withdraws): Withdraw objects, or with `paginate`
	 * an object with `withdraws`, `total` and `max_num_pages`, or with `return` 'count' the counts
	 * by status.
	 *
	 * @param array $args Withdraws' arguments (`ids`, `user_id`, `status`, `method`, `limit`, `page`, …).
	 *
	 * @return array|object
	 */
	public function all( $args = array() ) {
		$withdraws = new Withdraws( $args );

		if ( isset( $args['return'] ) && 'count' === $args['return'] ) {
			return $withdraws->get_status_count();
		}
		if ( empty( $args['paginate'] ) ) {
			return $withdraws->get_withdraws();
		}
		return (object) array(
			'withdraws'     => $withdraws->get_withdraws(),
			'total'         => $withdraws->get_total(),
			'max_num_pages' => $withdraws->get_maximum_num_pages(),
		);
	}

	/**
	 * Status code of a status name.
	 *
	 * @param string $status `pending`, `approved` (or `completed`), `cancelled`.
	 *
	 * @return int|null
	 */
	public function get_status_code( $status ) {
		switch ( $status ) {
			case 'pending':
				return 0;
			case 'completed':
			case 'approved':
				return 1;
			case 'cancelled':
				return 2;
		}
		return null;
	}

	/**
	 * Status name of a status code.
	 *
	 * @param int $code 0, 1 or 2.
	 *
	 * @return string|null
	 */
	public function get_status_name( $code ) {
		switch ( absint( $code ) ) {
			case 0:
				return 'pending';
			case 1:
				return 'approved';
			case 2:
				return 'cancelled';
		}
		return null;
	}

	/**
	 * The vendor's payment details of a method, stored with a request. Dokan reads them through
	 * its vendor object's payment profiles, which are the `payment` part of the store settings.
	 *
	 * @param string $method  Method key.
	 * @param int    $user_id Vendor id.
	 *
	 * @return array
	 */
	public function get_formatted_details( $method, $user_id ) {
		$settings = get_user_meta( $user_id, 'dokan_profile_settings', true );
		$profiles = is_array( $settings ) && ! empty( $settings['payment'] ) ? $settings['payment'] : array();
		return isset( $profiles[ $method ] ) ? (array) $profiles[ $method ] : array();
	}

	/**
	 * One request by id (or by a set of column values), or null.
	 *
	 * @param int|array $id Request id, or `column => value` pairs.
	 *
	 * @return Withdraw|null
	 */
	public function get( $id ) {
		global $wpdb;
		$table = $wpdb->prefix . 'dokan_withdraw';

		if ( ! is_array( $id ) ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb->prefix.
			$result = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A );
		} else {
			$attributes = array(
				'id'      => '%d',
				'user_id' => '%d',
				'amount'  => '%s',
				'date'    => '%s',
				'status'  => '%d',
				'method'  => '%s',
				'note'    => '%s',
				'details' => '%s',
				'ip'      => '%s',
			);
			$fields     = array_intersect( array_keys( $attributes ), array_keys( $id ) );
			if ( ! $fields ) {
				return null;
			}
			$where   = '';
			$formats = array();
			foreach ( $fields as $field ) {
				$where    .= ' AND ' . $field . ' = ' . $attributes[ $field ];
				$formats[] = $id[ $field ];
			}
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- columns from the list above.
			$result = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE 1 = 1 {$where}", ...$formats ), ARRAY_A );
		}

		return $result ? new Withdraw( $result ) : null;
	}

	/**
	 * Creates a request (Withdraw::save() inserts it and fires `dokan_withdraw_created`).
	 *
	 * @param array $args Request fields; `id` is ignored.
	 *
	 * @return Withdraw|\WP_Error
	 */
	public function create( $args ) {
		if ( isset( $args['id'] ) ) {
			unset( $args['id'] );
		}
		$withdraw = new Withdraw( $args );
		return $withdraw->save();
	}

	/**
	 * The shop's minimum withdraw amount.
	 *
	 * @return mixed
	 */
	public function get_withdraw_limit() {
		return dokan_get_option( 'withdraw_limit', 'dokan_withdraw', 0 );
	}

	/**
	 * The vendor's withdrawable balance.
	 *
	 * @param int $user_id Vendor id.
	 *
	 * @return float
	 */
	public function get_user_balance( $user_id ) {
		return dokan_get_seller_balance( $user_id, false );
	}

	/**
	 * Whether the vendor's balance reaches the shop's minimum withdraw amount.
	 *
	 * @param int $user_id Vendor id.
	 *
	 * @return bool
	 */
	public function has_withdraw_balance( $user_id ) {
		return ! ( $this->get_user_balance( $user_id ) < $this->get_withdraw_limit() );
	}
}
