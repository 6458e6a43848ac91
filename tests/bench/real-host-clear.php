<?php
/**
 * On a real host: removes what a benchmark run for DATE left (the requests the engine filed for
 * the seeded vendors, the engine's rows and its record of e-mails sent), or, with `vendors`, the seeded vendors themselves.
 *   real-host-clear.php DATE [vendors]
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Email\Email_Log;
use VendorPayoutSchedule\Engine\Schema;

require_once dirname( __DIR__ ) . '/engine/support/class-engine-site.php';

global $wpdb;
if ( 'vendors' === ( $args[1] ?? '' ) ) {
	Engine_Site::remove_vendors();
	return;
}
$vps_ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->users} WHERE user_login LIKE %s", $wpdb->esc_like( Engine_Site::LOGIN_PREFIX ) . '%' ) );
foreach ( array_chunk( array_map( 'intval', $vps_ids ), 5000 ) as $vps_chunk ) {
	$vps_in = implode( ',', $vps_chunk );
	$wpdb->query( "DELETE FROM {$wpdb->prefix}dokan_withdraw WHERE user_id IN ($vps_in) AND note <> 'manual'" );
}
$wpdb->delete( Schema::payouts_table(), array( 'scheduled_for' => $args[0] ) );
$wpdb->delete( Schema::runs_table(), array( 'scheduled_for' => $args[0] ) );
$wpdb->delete( Email_Log::table(), array( 'scheduled_for' => $args[0] ) );
wp_cache_flush();
