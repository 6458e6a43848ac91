<?php
/**
 * Turns the plugin off or on for the benchmark's baseline page views, silently: only the list of
 * active plugins changes, so no activation or deactivation routine runs and the plugin's stored
 * settings, vendor choices and scheduled events stay as they are.
 *   php tests/env/wp-php.php tests/bench/php/plugin-active.php          prints "active" or "inactive"
 *   php tests/env/wp-php.php tests/bench/php/plugin-active.php off|on   switches, then prints the state
 *
 * @package VendorPayoutSchedule
 */

require_once ABSPATH . 'wp-admin/includes/plugin.php';

$vps_bench_plugin = 'vendor-payout-schedule/plugin.php';
$vps_bench_wanted = $args[0] ?? '';

if ( 'off' === $vps_bench_wanted ) {
	deactivate_plugins( $vps_bench_plugin, true );
} elseif ( 'on' === $vps_bench_wanted && ! is_plugin_active( $vps_bench_plugin ) ) {
	$vps_bench_result = activate_plugin( $vps_bench_plugin, '', false, true );
	if ( is_wp_error( $vps_bench_result ) ) {
		fwrite( STDERR, $vps_bench_result->get_error_message() . "\n" );
		exit( 1 );
	}
}

echo is_plugin_active( $vps_bench_plugin ) ? 'active' : 'inactive';
