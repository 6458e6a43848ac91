<?php
/**
 * Dokan hides WordPress's admin bar from sellers, customers and vendor staff.
 *
 * Follows Dokan Lite 4.1.2 includes/functions.php dokan_disable_admin_bar(), hooked on
 * `show_admin_bar` at the default priority: when `admin_access` of `dokan_general` is 'on' (its
 * default) the bar is hidden for a user whose first role is one of those three; administrators and
 * shop managers keep it, and a site may show it again with a later filter. Dokan also forces
 * 'on' when WooCommerce keeps orders in its own tables (HPOS, the default of a new store); the
 * stand-in has no order storage, so it reads the setting alone.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

/**
 * Prevent sellers and customers from seeing the admin bar.
 *
 * @param bool $show_admin_bar Whether WordPress would show the bar.
 * @return bool
 */
function dokan_disable_admin_bar( $show_admin_bar ) {
	global $current_user;

	if ( 0 !== $current_user->ID ) {
		$role = reset( $current_user->roles );
		if ( 'on' === dokan_get_option( 'admin_access', 'dokan_general', 'on' )
			&& in_array( $role, array( 'seller', 'customer', 'vendor_staff' ), true ) ) {
			return false;
		}
	}

	return $show_admin_bar;
}
add_filter( 'show_admin_bar', 'dokan_disable_admin_bar' );
