<?php
/**
 * Dokan sends sellers, customers and vendor staff out of wp-admin.
 *
 * Follows Dokan Lite 4.1.2 includes/Core.php `Core::block_admin_access()`, hooked on `admin_init`:
 * when `admin_access` of `dokan_general` is 'on' (its default), a user whose first role is one of
 * those three is redirected to the home page from every wp-admin page but admin-ajax.php,
 * admin-post.php, async-upload.php and media-upload.php. It does nothing under WP-CLI. Dokan also
 * forces 'on' when WooCommerce keeps orders in its own tables (HPOS, the default of a new store);
 * the stand-in has no order storage, so it reads the setting alone, as its admin bar does.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

/**
 * Dokan's `Core::block_admin_access()`.
 */
function dokan_stand_in_block_admin_access() {
	global $pagenow, $current_user;

	if ( defined( 'WP_CLI' ) ) {
		return;
	}

	$no_access   = dokan_get_option( 'admin_access', 'dokan_general', 'on' );
	$valid_pages = array( 'admin-ajax.php', 'admin-post.php', 'async-upload.php', 'media-upload.php' );
	$user_role   = reset( $current_user->roles );

	if ( ( 'on' === $no_access ) && ( ! in_array( $pagenow, $valid_pages, true ) ) && in_array( $user_role, array( 'seller', 'customer', 'vendor_staff' ), true ) ) {
		wp_safe_redirect( home_url() );
		exit;
	}
}
add_action( 'admin_init', 'dokan_stand_in_block_admin_access' );
