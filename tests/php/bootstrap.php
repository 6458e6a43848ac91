<?php
/**
 * Loads the plugin's classes for unit tests that need no WordPress.
 *
 * @package VendorPayoutSchedule
 */

// The plugin's files stop when loaded outside WordPress; these tests only touch pure classes.
define( 'ABSPATH', __DIR__ . '/' );

require_once dirname( __DIR__, 2 ) . '/includes/class-autoloader.php';
VendorPayoutSchedule\Autoloader::register( dirname( __DIR__, 2 ) . '/includes/' );
