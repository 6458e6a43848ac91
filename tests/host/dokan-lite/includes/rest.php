<?php
/**
 * The REST routes the withdraw page reads: balance, pending requests, withdraw settings.
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
 * `GET /dokan/v2/withdraw/settings`: the vendor's default method, set-up methods, the admin's
 * active methods with the vendor's details, and the payment settings URL.
 */
function dokan_stand_in_withdraw_settings() {
	$vendor_id = dokan_get_current_user_id();
	$set_up    = dokan_get_seller_active_withdraw_methods( $vendor_id );
	$active    = array();
	$payment   = array();

	foreach ( dokan_withdraw_get_withdrawable_active_methods() as $key ) {
		$info           = dokan_withdraw_get_method_additional_info( $key );
		$has_info       = in_array( $key, $set_up, true );
		$active[ $key ] = array(
			'label'           => dokan_withdraw_get_method_title( $key ),
			'value'           => $key,
			'icon'            => DOKAN_STAND_IN_URL . 'assets/' . ( 'paypal' === $key ? 'paypal' : 'bank' ) . '.svg',
			'info'            => $info,
			'has_information' => $has_info,
		);
		if ( $has_info ) {
			$payment[] = array(
				'label' => dokan_withdraw_get_method_title( $key ),
				'value' => $key,
			);
		}
	}

	return rest_ensure_response(
		array(
			'withdraw_method' => dokan_withdraw_get_default_method( $vendor_id ),
			'payment_methods' => $payment,
			'active_methods'  => (object) $active,
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
