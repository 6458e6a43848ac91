<?php
/**
 * Turns the UI kit page plugin on or off on the local site, for the browser checks:
 *   php tests/env/wp-php.php tests/dev/ui-kit/cli/set-active.php on|off
 * Prints whether it was active before, so a caller can put things back as they were.
 *
 * @package VendorPayoutSchedule
 */

require_once ABSPATH . 'wp-admin/includes/plugin.php';

$vps_ui_kit_plugin = 'vps-dev-ui-kit/plugin.php';
$vps_ui_kit_was    = is_plugin_active( $vps_ui_kit_plugin );
$vps_ui_kit_want   = ( $args[0] ?? 'on' ) === 'on';

if ( $vps_ui_kit_want && ! $vps_ui_kit_was ) {
	$vps_ui_kit_result = activate_plugin( $vps_ui_kit_plugin );
	if ( is_wp_error( $vps_ui_kit_result ) ) {
		fwrite( STDERR, $vps_ui_kit_result->get_error_message() . "\n" );
		exit( 1 );
	}
} elseif ( ! $vps_ui_kit_want && $vps_ui_kit_was ) {
	deactivate_plugins( $vps_ui_kit_plugin );
}

echo $vps_ui_kit_was ? 'was-active' : 'was-inactive';
