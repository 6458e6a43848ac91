<?php
/**
 * Plugin Name:       Vendor Payout Schedule
 * Description:       Lets Dokan vendors choose an automatic payout schedule — weekly, twice per month, monthly or quarterly — with a payment method, a minimum balance and a reserve to keep.
 * Version:           1.1.0
 * Requires at least: 6.8
 * Requires PHP:      8.1
 * Requires Plugins:  dokan-lite
 * WC requires at least: 8.5
 * WC tested up to:  9.9.5
 * Author:            Vendor Payout Schedule contributors
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       vendor-payout-schedule
 * Domain Path:       /languages
 *
 * @package VendorPayoutSchedule
 */

defined( 'ABSPATH' ) || exit;

define( 'VENDOR_PAYOUT_SCHEDULE_FILE', __FILE__ );
define( 'VENDOR_PAYOUT_SCHEDULE_DIR', plugin_dir_path( __FILE__ ) );
define( 'VENDOR_PAYOUT_SCHEDULE_URL', plugin_dir_url( __FILE__ ) );
define( 'VENDOR_PAYOUT_SCHEDULE_TEXT_DOMAIN', 'vendor-payout-schedule' );

require_once VENDOR_PAYOUT_SCHEDULE_DIR . 'includes/class-autoloader.php';
VendorPayoutSchedule\Autoloader::register( VENDOR_PAYOUT_SCHEDULE_DIR . 'includes/' );

register_activation_hook( __FILE__, array( VendorPayoutSchedule\Plugin::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( VendorPayoutSchedule\Plugin::class, 'deactivate' ) );

// WooCommerce takes feature declarations only while it initialises, whether or not Dokan runs.
add_action( 'before_woocommerce_init', array( VendorPayoutSchedule\Plugin::class, 'declare_woocommerce_compatibility' ) );

// Dokan loads as an ordinary plugin, so whether it is here is only known once all plugins have loaded.
add_action( 'plugins_loaded', array( VendorPayoutSchedule\Plugin::class, 'boot' ), 20 );
