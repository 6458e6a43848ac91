<?php
/**
 * A user's "Vendors per page" of the two vendor lists on Dokan → Withdraw Schedule (Screen
 * Options), as stored in user meta:
 *   php tests/env/wp-php.php tests/integration/php/per-page.php LOGIN          prints them as JSON
 *   php tests/env/wp-php.php tests/integration/php/per-page.php LOGIN forget   deletes them first
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Next_Run_Section;
use VendorPayoutSchedule\Admin\Run_Record_Screen;

$vps_user = get_user_by( 'login', $args[0] ?? '' );
if ( ! $vps_user ) {
	fwrite( STDERR, "No such user.\n" );
	exit( 1 );
}
$vps_options = array(
	'record'   => Run_Record_Screen::PER_PAGE_OPTION,
	'next_run' => Next_Run_Section::PER_PAGE_OPTION,
);
if ( 'forget' === ( $args[1] ?? '' ) ) {
	foreach ( $vps_options as $vps_option ) {
		delete_user_meta( $vps_user->ID, $vps_option );
	}
}
echo wp_json_encode( array_map( static fn ( string $option ) => get_user_meta( $vps_user->ID, $option, true ), $vps_options ) );
