<?php
/**
 * Brings a scratch site to the state engine tests start from (run through wp-php.php with
 * VPS_TABLE_PREFIX set, once scratch-site.sh has activated WooCommerce, Dokan Lite and the plugin):
 * UTC, two methods offered, a 50 minimum withdraw, scheduled payouts on with the weekly and monthly
 * schedules.
 *
 * @package VendorPayoutSchedule
 */

require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once __DIR__ . '/class-engine-site.php';
require_once __DIR__ . '/class-site-choices.php';

if ( 'wp_' === $GLOBALS['wpdb']->prefix && ! ( getenv( 'E2E_BASE_URL' ) && '1' === getenv( 'E2E_SITE_IS_SCRATCH' ) ) ) {
	fwrite( STDERR, "Refusing to prepare the shared site: set VPS_TABLE_PREFIX.\n" );
	exit( 1 );
}

update_option( 'timezone_string', 'UTC' );
update_option( 'date_format', 'F j, Y' );
foreach ( array( 'woocommerce/woocommerce.php', 'dokan-lite/dokan.php', 'vendor-payout-schedule/plugin.php' ) as $vps_plugin ) {
	if ( ! is_plugin_active( $vps_plugin ) ) {
		fwrite( STDERR, "$vps_plugin is not active on this site.\n" );
		exit( 1 );
	}
}
// WooCommerce's analytics make Dokan log console errors on its dashboard; the shared site has it off too.
update_option( 'woocommerce_analytics_enabled', 'no' );

Engine_Site::reset_settings();
if ( getenv( 'E2E_BASE_URL' ) ) {
	Site_Choices::set_aside();
}
echo 'Scratch site ' . $GLOBALS['wpdb']->prefix . " ready.\n";
