<?php
/**
 * Sets the schedule choices of a site's own vendors aside while a spec lists one schedule, and puts
 * them back (see Site_Choices):
 *   php tests/env/wp-php.php tests/integration/php/site-choices.php set-aside SCHEDULE [LOGIN...]
 *     the vendors on SCHEDULE but those named lose their choice for now; prints their ids
 *   php tests/env/wp-php.php tests/integration/php/site-choices.php put-back
 *     every choice set aside comes back
 *
 * @package VendorPayoutSchedule
 */

require_once dirname( __DIR__, 2 ) . '/engine/support/class-site-choices.php';

if ( 'set-aside' === ( $args[0] ?? '' ) ) {
	if ( empty( $args[1] ) ) {
		fwrite( STDERR, "Name the schedule whose vendors to set aside.\n" );
		exit( 1 );
	}
	$vps_keep = array();
	foreach ( array_slice( $args, 2 ) as $vps_login ) {
		$vps_user = get_user_by( 'login', $vps_login );
		if ( ! $vps_user ) {
			fwrite( STDERR, "No such user: {$vps_login}.\n" );
			exit( 1 );
		}
		$vps_keep[] = $vps_user->ID;
	}
	echo wp_json_encode( Site_Choices::set_aside( (string) $args[1], $vps_keep ) );
	return;
}
Site_Choices::put_back();
echo '[]';
