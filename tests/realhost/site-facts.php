<?php
/**
 * Prints what the site runs, on one line: WordPress, WooCommerce, Dokan
 * and the plugin, with their versions.
 *
 * @package VendorPayoutSchedule
 */

require_once ABSPATH . 'wp-admin/includes/plugin.php';

$vps_facts = array( 'WordPress ' . get_bloginfo( 'version' ) );
foreach ( array(
	'woocommerce/woocommerce.php'       => 'WooCommerce',
	'dokan-lite/dokan.php'              => 'Dokan Lite',
	'vendor-payout-schedule/plugin.php' => 'Vendor Payout Schedule',
) as $vps_file => $vps_name ) {
	if ( ! is_plugin_active( $vps_file ) ) {
		$vps_facts[] = "$vps_name inactive";
		continue;
	}
	$vps_data    = get_plugin_data( WP_PLUGIN_DIR . '/' . $vps_file, false, false );
	$vps_facts[] = $vps_name . ' ' . $vps_data['Version'];
}
echo implode( ', ', $vps_facts ) . "\n";
