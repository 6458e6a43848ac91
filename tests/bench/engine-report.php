<?php
/**
 * Reads what the benchmark's run left in the scratch site, as JSON: vendors, requests filed,
 * duplicates, outcomes by status and reason, vendors without an outcome.
 *   engine-report.php DATE
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Schema;

require_once dirname( __DIR__ ) . '/engine/support/class-engine-site.php';

global $wpdb;
$vps_date    = $args[0];
$vps_payouts = Schema::payouts_table();
$vps_vendors = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->users} WHERE user_login LIKE %s", $wpdb->esc_like( Engine_Site::LOGIN_PREFIX ) . '%' ) );
$vps_groups  = $wpdb->get_results( $wpdb->prepare( "SELECT status, reason, COUNT(*) AS n FROM {$vps_payouts} WHERE scheduled_for = %s GROUP BY status, reason", $vps_date ) );
$vps_by      = array();
foreach ( $vps_groups as $vps_group ) {
	$vps_by[ $vps_group->status . ( $vps_group->reason ? ':' . $vps_group->reason : '' ) ] = (int) $vps_group->n;
}

echo wp_json_encode(
	array(
		'vendors'    => $vps_vendors,
		// Past requests of the seeded vendors are noted 'manual'.
		'filed'      => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}dokan_withdraw WHERE note <> 'manual'" ),
		'total'      => (float) $wpdb->get_var( "SELECT COALESCE(SUM(amount), 0) FROM {$wpdb->prefix}dokan_withdraw WHERE note <> 'manual'" ),
		'duplicates' => Engine_Site::duplicates(),
		'outcomes'   => $vps_by,
		'missing'    => $vps_vendors - (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$vps_payouts} WHERE scheduled_for = %s", $vps_date ) ),
	)
), "\n";
