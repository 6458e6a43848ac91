<?php
/**
 * Dokan's own settings screen, as far as it saves: the admin page carries the `dokan_admin` nonce
 * and the screen saves one section (option) at a time through admin-ajax.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

/**
 * The Dokan admin page's script data: Dokan 4.1.2 includes/Assets.php enqueue_admin_scripts()
 * localizes get_admin_localized_scripts() as `dokan` on `toplevel_page_dokan`, with
 * `ajaxurl` and `nonce` (`wp_create_nonce( 'dokan_admin' )`) first.
 *
 * @param string $hook Admin page hook.
 */
function dokan_stand_in_admin_scripts( $hook ) {
	if ( 'toplevel_page_dokan' !== $hook ) {
		return;
	}
	wp_register_script( 'dokan-vue-vendor', false, array(), DOKAN_PLUGIN_VERSION, true );
	wp_enqueue_script( 'dokan-vue-vendor' );
	wp_localize_script(
		'dokan-vue-vendor',
		'dokan',
		array(
			'ajaxurl' => admin_url( 'admin-ajax.php' ),
			'nonce'   => wp_create_nonce( 'dokan_admin' ),
		)
	);
}
add_action( 'admin_enqueue_scripts', 'dokan_stand_in_admin_scripts' );

/**
 * `wp_ajax_dokan_save_settings`: Dokan 4.1.2 includes/Admin/Settings.php save_settings_value().
 * The screen posts the section it shows, `settingsData`, whole — every key of the option as the
 * page loaded it (get_settings_value() reads the option whole) — and Dokan filters it through
 * `dokan_save_settings_value` before storing it.
 */
function dokan_stand_in_save_settings() {
	if ( ! current_user_can( 'manage_woocommerce' ) ) {
		wp_send_json_error( new WP_Error( 'dokan_settings_error', __( 'You are not authorized to perform this action.', 'dokan-lite' ) ), 401 );
	}
	if ( ! isset( $_POST['nonce'] ) || ! wp_verify_nonce( sanitize_key( wp_unslash( $_POST['nonce'] ) ), 'dokan_admin' ) ) {
		wp_send_json_error( new WP_Error( 'dokan_settings_error', __( 'Invalid nonce', 'dokan-lite' ) ), 403 );
	}
	if ( empty( $_POST['section'] ) ) {
		wp_send_json_error( new WP_Error( 'dokan_settings_error', __( '`section` parameter is required.', 'dokan-lite' ) ), 400 );
	}

	$option_name  = sanitize_text_field( wp_unslash( $_POST['section'] ) );
	$option_value = wp_unslash( $_POST['settingsData'] ?? array() ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
	$option_value = apply_filters( 'dokan_save_settings_value', $option_value, $option_name );
	$old_options  = get_option( $option_name, array() );

	do_action( 'dokan_before_saving_settings', $option_name, $option_value, $old_options );
	update_option( $option_name, $option_value );
	do_action( 'dokan_after_saving_settings', $option_name, $option_value, $old_options );

	wp_send_json_success(
		array(
			'settings' => array(
				'name'  => $option_name,
				'value' => $option_value,
			),
			'message'  => __( 'Setting has been saved successfully.', 'dokan-lite' ),
		)
	);
}
add_action( 'wp_ajax_dokan_save_settings', 'dokan_stand_in_save_settings' );
