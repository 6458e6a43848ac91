<?php
/**
 * Dokan Lite's general helpers, as used around the withdraw pages.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads one field of a Dokan settings section (an option holding an array).
 *
 * @param string $option  Field name.
 * @param string $section Option name, e.g. `dokan_withdraw`.
 * @param mixed  $default Value when the field is not set.
 */
function dokan_get_option( $option, $section, $default = '' ) {
	$options = get_option( $section );
	if ( isset( $options[ $option ] ) ) {
		return $options[ $option ];
	}
	return $default;
}

/**
 * The vendor the current user acts for (vendor staff map to their vendor in Dokan Pro).
 */
function dokan_get_current_user_id() {
	return apply_filters( 'dokan_get_current_user_id', get_current_user_id() );
}

/**
 * Whether a user is a vendor.
 *
 * @param int $user_id User id.
 */
function dokan_is_user_seller( $user_id ) {
	return user_can( $user_id, 'dokandar' );
}

/**
 * Whether the current request is the vendor dashboard page.
 */
function dokan_is_seller_dashboard() {
	$page_id = (int) dokan_get_option( 'dashboard', 'dokan_pages', 0 );
	return $page_id > 0 && is_page( $page_id );
}

/**
 * URL of a dashboard section, e.g. `withdraw` or `settings/payment`.
 *
 * @param string $name Section.
 */
function dokan_get_navigation_url( $name = '' ) {
	$page_id = (int) dokan_get_option( 'dashboard', 'dokan_pages', 0 );
	$url     = $page_id ? get_permalink( $page_id ) : home_url( '/' );
	return $name ? trailingslashit( $url ) . trailingslashit( $name ) : $url;
}

/**
 * A date in the site's date format.
 *
 * @param string $date A date string.
 */
function dokan_format_date( $date = '' ) {
	return date_i18n( get_option( 'date_format' ), $date ? strtotime( $date ) : time() );
}

/**
 * Masks an e-mail address the way Dokan shows it beside a payment method: all but the first letter
 * of the name and of the domain's first label (Dokan 4.1.2 includes/functions.php
 * dokan_mask_email_address()), e.g. "v**********@e******.com".
 *
 * @param string $email Address.
 */
function dokan_mask_email_address( $email ) {
	if ( ! filter_var( $email, FILTER_VALIDATE_EMAIL ) ) {
		return $email;
	}
	[ $first, $last ] = explode( '@', $email );
	$first            = str_replace( substr( $first, 1 ), str_repeat( '*', strlen( $first ) - 1 ), $first );
	$last             = explode( '.', $last );
	$last_domain      = str_replace( substr( $last[0], 1 ), str_repeat( '*', strlen( $last[0] ) - 1 ), $last[0] );
	return "{$first}@{$last_domain}.{$last[1]}";
}
