<?php
/**
 * Activates the plugins named as arguments, as wp-admin would: run through wp-php.php, one host per
 * process, because WooCommerce's and Dokan's activation hooks expect a request of their own with the
 * plugins before them loaded.
 *   php tests/env/wp-php.php tests/env/activate.php woocommerce/woocommerce.php
 *
 * @package VendorPayoutSchedule
 */

// No mail server here.
add_filter( 'pre_wp_mail', '__return_false' );
require_once ABSPATH . 'wp-admin/includes/plugin.php';

foreach ( $args as $vps_plugin ) {
	if ( is_plugin_active( $vps_plugin ) ) {
		continue;
	}
	$vps_result = activate_plugin( $vps_plugin );
	if ( is_wp_error( $vps_result ) ) {
		fwrite( STDERR, "Could not activate $vps_plugin: " . $vps_result->get_error_message() . "\n" );
		exit( 1 );
	}
	echo "Activated $vps_plugin.\n";
}
