<?php
/**
 * Dokan Lite's withdraw functions (includes/Withdraw/functions.php), same names, arguments and results.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

/**
 * Withdraw methods Dokan Lite registers.
 */
function dokan_withdraw_register_methods() {
	$methods = array(
		'paypal' => array(
			'title'    => __( 'PayPal', 'dokan-lite' ),
			'callback' => 'dokan_withdraw_method_paypal',
		),
		'bank'   => array(
			'title'    => __( 'Bank Transfer', 'dokan-lite' ),
			'callback' => 'dokan_withdraw_method_bank',
		),
	);
	return apply_filters( 'dokan_withdraw_methods', $methods );
}

/**
 * Registered methods as key => title.
 */
function dokan_withdraw_get_methods() {
	$methods = array();
	foreach ( dokan_withdraw_register_methods() as $key => $value ) {
		$methods[ $key ] = $value['title'];
	}
	return $methods;
}

/**
 * Methods the admin enabled (Dokan → Settings → Withdraw), key => key; PayPal by default.
 */
function dokan_withdraw_get_active_methods() {
	$methods = dokan_get_option( 'withdraw_methods', 'dokan_withdraw', array( 'paypal' ) );
	return apply_filters( 'dokan_get_active_withdraw_methods', $methods );
}

/**
 * Methods the vendor has set up in their payment settings.
 *
 * @param int $vendor_id Vendor id; the current vendor when 0.
 */
function dokan_get_seller_active_withdraw_methods( $vendor_id = 0 ) {
	$vendor_id       = $vendor_id ? $vendor_id : dokan_get_current_user_id();
	$payment_methods = get_user_meta( $vendor_id, 'dokan_profile_settings' );
	$paypal          = isset( $payment_methods[0]['payment']['paypal']['email'] ) && false !== $payment_methods[0]['payment']['paypal']['email'] ? 'paypal' : '';
	$bank            = isset( $payment_methods[0]['payment']['bank']['ac_number'] ) && '' !== $payment_methods[0]['payment']['bank']['ac_number'] ? 'bank' : '';
	$skrill          = isset( $payment_methods[0]['payment']['skrill']['email'] ) && false !== $payment_methods[0]['payment']['skrill']['email'] ? 'skrill' : '';

	$active = array_values( array_filter( array( $paypal, $bank, $skrill ) ) );
	return apply_filters( 'dokan_get_seller_active_withdraw_methods', $active, $vendor_id );
}

/**
 * One registered method, or false.
 *
 * @param string $method_key Method key.
 */
function dokan_withdraw_get_method( $method_key ) {
	$methods = dokan_withdraw_register_methods();
	return $methods[ $method_key ] ?? false;
}

/**
 * A method's title (null for an unknown key, as in Dokan).
 *
 * @param string      $method_key Method key.
 * @param object|null $request    Withdraw request, for the filter.
 */
function dokan_withdraw_get_method_title( $method_key, $request = null ) {
	$registered = dokan_withdraw_register_methods();
	if ( isset( $registered[ $method_key ] ) ) {
		return apply_filters( 'dokan_get_withdraw_method_title', $registered[ $method_key ]['title'], $method_key, $request );
	}
	return null;
}

/**
 * The current vendor's details of a method, e.g. "( ve****@example.com )".
 *
 * @param string $method_key Method key.
 */
function dokan_withdraw_get_method_additional_info( $method_key ) {
	$profile_settings = get_user_meta( dokan_get_current_user_id(), 'dokan_profile_settings' );
	$payment_methods  = ! empty( $profile_settings[0]['payment'] ) ? $profile_settings[0]['payment'] : array();
	$no_information   = __( 'No information found.', 'dokan-lite' );

	switch ( $method_key ) {
		case 'paypal':
		case 'skrill':
			// translators: 1: Email address for withdraw method.
			$method_info = empty( $payment_methods[ $method_key ]['email'] ) ? $no_information : sprintf( __( '( %1$s )', 'dokan-lite' ), dokan_mask_email_address( $payment_methods[ $method_key ]['email'] ) );
			break;
		case 'bank':
			// translators: 1: Bank account holder name. 2: Bank name. 3: Last digits of the account number.
			$method_info = empty( $payment_methods[ $method_key ]['ac_number'] ) ? $no_information : sprintf( __( '- %1$s - %2$s - ****%3$s', 'dokan-lite' ), $payment_methods[ $method_key ]['ac_name'], $payment_methods[ $method_key ]['bank_name'], substr( $payment_methods[ $method_key ]['ac_number'], -4 ) );
			break;
		default:
			$method_info = '';
	}
	return apply_filters( 'dokan_withdraw_method_additional_info', $method_info, $method_key );
}

/**
 * The vendor's default method: their saved choice, else their first set-up method, else PayPal.
 *
 * @param int $vendor_id Vendor id; the current vendor when 0.
 */
function dokan_withdraw_get_default_method( $vendor_id = 0 ) {
	$vendor_id      = $vendor_id ? $vendor_id : dokan_get_current_user_id();
	$active_methods = dokan_get_seller_active_withdraw_methods( $vendor_id );
	$method         = get_user_meta( $vendor_id, 'dokan_withdraw_default_method', true );

	if ( ! empty( $method ) ) {
		return $method;
	}
	if ( ! empty( $active_methods ) ) {
		return $active_methods[0];
	}
	return 'paypal';
}

/**
 * Methods usable for manual and scheduled withdraws.
 */
function dokan_withdraw_get_withdrawable_active_methods() {
	return array_intersect(
		array_filter( dokan_withdraw_get_active_methods() ),
		apply_filters( 'dokan_withdraw_withdrawable_payment_methods', array( 'paypal', 'bank' ) )
	);
}

/**
 * Whether the admin enabled a method.
 *
 * @param string $method_id Method key.
 */
function dokan_is_withdraw_method_enabled( $method_id ) {
	$payment_methods = dokan_withdraw_get_active_methods();
	return is_array( $payment_methods ) && array_key_exists( $method_id, $payment_methods ) && ! empty( $payment_methods[ $method_id ] );
}

/**
 * Whether the withdraw dashboard is hidden by the admin.
 */
function dokan_withdraw_is_disabled() {
	return apply_filters( 'dokan_withdraw_disable', false );
}

/**
 * Order statuses whose earnings count in the balance: the admin's choice (default completed) and
 * always 'wc-refunded', whose refund is a credit row of its own.
 */
function dokan_withdraw_get_active_order_status() {
	$order_status  = dokan_get_option( 'withdraw_order_status', 'dokan_withdraw', array( 'wc-completed' ) );
	$saving_status = array( 'wc-refunded' );
	foreach ( $order_status as $status ) {
		if ( ! empty( $status ) ) {
			$saving_status[] = $status;
		}
	}
	return apply_filters( 'dokan_withdraw_active_status', $saving_status );
}

/**
 * The active statuses as a quoted, escaped SQL list.
 */
function dokan_withdraw_get_active_order_status_in_comma() {
	return "'" . implode( "', '", esc_sql( dokan_withdraw_get_active_order_status() ) ) . "'";
}
