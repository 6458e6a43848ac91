<?php
/**
 * Sets the admin's profile language ('' for the site's):
 *   php tests/env/wp-php.php tests/dev/admin-shots/admin-locale.php de_DE
 *
 * @package VendorPayoutSchedule
 */

$vps_admin = get_user_by( 'login', 'admin' );
if ( $vps_admin ) {
	update_user_meta( $vps_admin->ID, 'locale', (string) ( $args[0] ?? '' ) );
}
