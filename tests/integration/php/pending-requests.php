<?php
/**
 * Sets a vendor's pending withdraw requests aside, or brings back those set aside:
 *   php tests/env/wp-php.php tests/integration/php/pending-requests.php set-aside LOGIN
 *     marks the vendor's pending requests cancelled and prints their ids as JSON
 *   php tests/env/wp-php.php tests/integration/php/pending-requests.php bring-back '[ids]'
 *     makes those requests pending again
 * A real site keeps the requests its scheduled runs filed (nobody approves them there), and a
 * pending request makes the next run skip the vendor, as Dokan refuses a second request.
 *
 * @package VendorPayoutSchedule
 */

global $wpdb;
$vps_table = $wpdb->prefix . 'dokan_withdraw';

if ( 'set-aside' === ( $args[0] ?? '' ) ) {
	$vps_user = get_user_by( 'login', $args[1] ?? '' );
	if ( ! $vps_user ) {
		fwrite( STDERR, "No such user.\n" );
		exit( 1 );
	}
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- test fixture; table name from $wpdb->prefix.
	$vps_ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$vps_table} WHERE user_id = %d AND status = 0", $vps_user->ID ) ) );
} else {
	$vps_ids = array_map( 'intval', (array) json_decode( $args[1] ?? '[]', true ) );
}
$vps_status = 'set-aside' === ( $args[0] ?? '' ) ? 2 : 0;
foreach ( $vps_ids as $vps_id ) {
	$wpdb->update( $vps_table, array( 'status' => $vps_status ), array( 'id' => $vps_id ) );
}
echo wp_json_encode( $vps_ids );
