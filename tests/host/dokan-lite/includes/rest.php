<?php
/**
 * The REST routes the withdraw pages read: balance, pending requests, withdraw settings; and the
 * list Dokan → Withdraw shows the admin.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers Dokan's withdraw routes used by the React withdraw page.
 */
function dokan_stand_in_rest_routes() {
	$can_withdraw = static fn () => current_user_can( 'dokan_manage_withdraw' );

	register_rest_route(
		'dokan/v2',
		'/withdraw/settings',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => 'dokan_stand_in_withdraw_settings',
			'permission_callback' => $can_withdraw,
		)
	);
	register_rest_route(
		'dokan/v1',
		'/withdraw/balance',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => 'dokan_stand_in_withdraw_balance',
			'permission_callback' => $can_withdraw,
		)
	);
	register_rest_route(
		'dokan/v1',
		'/withdraw',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => 'dokan_stand_in_withdraw_list',
			'permission_callback' => $can_withdraw,
			'args'                => array(
				'status'   => array( 'default' => 'pending' ),
				'page'     => array( 'default' => 1 ),
				'per_page' => array( 'default' => 10 ),
			),
		)
	);
	register_rest_route(
		'dokan/v2',
		'/withdraw',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => 'dokan_stand_in_pending_requests',
			'permission_callback' => $can_withdraw,
		)
	);
}
add_action( 'rest_api_init', 'dokan_stand_in_rest_routes' );

/**
 * `GET /dokan/v2/withdraw/settings`, as Dokan 4.1.2 includes/REST/WithdrawControllerV2.php
 * get_withdraw_settings() answers it:
 * - `payment_methods`: the methods the vendor set up that the admin enabled — not necessarily
 *   withdrawable (a set-up Skrill is listed, yet no withdraw may use it);
 * - `active_methods`: the withdrawable enabled methods, mapped with their keys kept, so JSON has an
 *   object keyed by method once the admin saved the withdraw methods (`[ paypal => paypal ]`) and
 *   a list while the option still holds Dokan's default `[ 'paypal' ]`.
 */
function dokan_stand_in_withdraw_settings() {
	$vendor_id = dokan_get_current_user_id();
	$set_up    = dokan_get_seller_active_withdraw_methods( $vendor_id );

	$payment = array_map(
		static fn ( $key ) => array(
			'label' => dokan_withdraw_get_method_title( $key ),
			'value' => $key,
		),
		array_intersect( $set_up, dokan_withdraw_get_active_methods() )
	);
	$active  = array_map(
		static fn ( $key ) => array(
			'label'           => dokan_withdraw_get_method_title( $key ),
			'value'           => $key,
			'icon'            => DOKAN_STAND_IN_URL . 'assets/' . ( 'paypal' === $key ? 'paypal' : 'bank' ) . '.svg',
			'info'            => dokan_withdraw_get_method_additional_info( $key ),
			'has_information' => in_array( $key, $set_up, true ),
		),
		dokan_withdraw_get_withdrawable_active_methods()
	);

	return rest_ensure_response(
		array(
			'withdraw_method' => dokan_withdraw_get_default_method( $vendor_id ),
			'payment_methods' => array_values( $payment ),
			'active_methods'  => $active,
			'setup_url'       => dokan_get_navigation_url( 'settings/payment' ),
		)
	);
}

/**
 * `GET /dokan/v1/withdraw/balance`; the last approved request is a Withdraw read through its getters
 * (Dokan 4.1.2 includes/REST/WithdrawController.php get_balance()).
 */
function dokan_stand_in_withdraw_balance() {
	$vendor_id = dokan_get_current_user_id();
	$last      = dokan()->withdraw->get_withdraw_requests( $vendor_id, 1, 1 );
	$last      = $last ? $last[0] : null;

	return rest_ensure_response(
		array(
			'current_balance'    => dokan_get_seller_balance( $vendor_id, false ),
			'withdraw_limit'     => (float) dokan_get_option( 'withdraw_limit', 'dokan_withdraw', 0 ),
			'withdraw_threshold' => dokan_get_withdraw_threshold( $vendor_id ),
			'withdraw_methods'   => dokan_get_seller_active_withdraw_methods( $vendor_id ),
			'last_withdraw'      => $last ? array(
				'id'           => (int) $last->get_id(),
				'amount'       => (float) $last->get_amount(),
				'date'         => $last->get_date(),
				'method'       => $last->get_method(),
				'method_title' => dokan_withdraw_get_method_title( $last->get_method() ),
			) : (object) array(),
		)
	);
}

/**
 * `GET /dokan/v2/withdraw?status=pending`: the vendor's pending requests, from the object-cached
 * Withdraw list (Dokan 4.1.2 includes/Withdraw/Manager.php get_withdraw_requests()).
 */
function dokan_stand_in_pending_requests() {
	$rows = dokan()->withdraw->get_withdraw_requests( dokan_get_current_user_id(), 0, 10 );
	return rest_ensure_response(
		array_map(
			static fn ( $row ) => array(
				'id'     => (int) $row->get_id(),
				'amount' => (float) $row->get_amount(),
				'date'   => $row->get_date(),
				'method' => $row->get_method(),
				'status' => 'pending',
			),
			$rows
		)
	);
}

/**
 * `GET /dokan/v1/withdraw`, the list Dokan → Withdraw shows, as Dokan 4.1.2
 * includes/REST/WithdrawController.php get_items() answers it: requests of one status (`pending`,
 * `approved`, `cancelled`), newest first, a page at a time (`page`, `per_page`), every vendor's for
 * a shop manager and the vendor's own for a vendor; each as prepare_item_for_response() gives it
 * (id, user, amount, created, status name, method, method title, note, details by method, charge,
 * receivable), and the counts by status in X-Status-* headers. The user is the vendor's id and
 * store name only (Dokan gives Vendor::to_array()).
 *
 * @param WP_REST_Request $request Request.
 */
function dokan_stand_in_withdraw_list( WP_REST_Request $request ) {
	$args = array(
		'status'   => dokan()->withdraw->get_status_code( $request['status'] ),
		'paginate' => true,
		'page'     => (int) $request['page'],
		'limit'    => (int) $request['per_page'],
		'orderby'  => 'DESC',
	);
	if ( ! current_user_can( 'manage_woocommerce' ) ) {
		$args['user_id'] = dokan_get_current_user_id();
	}
	$found   = dokan()->withdraw->all( $args );
	$methods = dokan_withdraw_get_methods();
	$data    = array();
	foreach ( $found->withdraws as $withdraw ) {
		$profile = get_user_meta( $withdraw->get_user_id(), 'dokan_profile_settings', true );
		$details = maybe_unserialize( $withdraw->get_details() );
		$data[]  = array(
			'id'           => absint( $withdraw->get_id() ),
			'user'         => array(
				'id'         => (int) $withdraw->get_user_id(),
				'store_name' => is_array( $profile ) ? (string) ( $profile['store_name'] ?? '' ) : '',
			),
			'amount'       => floatval( $withdraw->get_amount() ),
			'created'      => mysql_to_rfc3339( $withdraw->get_date() ),
			'status'       => dokan()->withdraw->get_status_name( $withdraw->get_status() ),
			'method'       => $withdraw->get_method(),
			'method_title' => $methods[ $withdraw->get_method() ] ?? $withdraw->get_method(),
			'note'         => $withdraw->get_note(),
			'details'      => array( $withdraw->get_method() => is_array( $details ) ? $details : array() ),
			'charge'       => $withdraw->get_charge(),
			'receivable'   => $withdraw->get_receivable_amount(),
		);
	}
	$response = rest_ensure_response( $data );
	$counts   = dokan()->withdraw->all( array_merge( $args, array( 'return' => 'count' ) ) );
	$response->header( 'X-Status-Pending', $counts['pending'] ?? 0 );
	$response->header( 'X-Status-Completed', $counts['completed'] ?? $counts['approved'] ?? 0 );
	$response->header( 'X-Status-Cancelled', $counts['cancelled'] ?? 0 );
	return $response;
}
