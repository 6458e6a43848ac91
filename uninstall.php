<?php
/**
 * Runs when the plugin is deleted from wp-admin: removes the plugin's own settings, payout log and
 * scheduled events. Vendors' choices stay: they live in the user meta Dokan Pro reads too.
 *
 * @package VendorPayoutSchedule
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/class-autoloader.php';
VendorPayoutSchedule\Autoloader::register( __DIR__ . '/includes/' );
VendorPayoutSchedule\Plugin::uninstall();
