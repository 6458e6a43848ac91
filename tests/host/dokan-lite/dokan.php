<?php
/**
 * Plugin Name: Dokan (development stand-in)
 * Description: A small stand-in for Dokan Lite used by this project's local environment, demo and tests. It reproduces the facts of Dokan Lite 4.1.2 (and the WooCommerce price settings Dokan reads) that the Vendor Payout Schedule plugin relies on, and nothing more. Never shipped.
 * Version: 4.1.2
 * Requires at least: 6.6
 * Requires PHP: 8.1
 * Text Domain: dokan-lite
 *
 * Reproduces, from Dokan Lite 4.1.2:
 * - the `seller` role with `dokandar`, `dokan_view_withdraw_menu` and `dokan_manage_withdraw`;
 * - the vendor dashboard page with the `withdraw` (legacy PHP page) and `new` (React dashboard) endpoints;
 * - templates/withdraw/withdraw-dashboard.php and its `dokan_withdraw_content_after_last_payment_section` action;
 * - the React withdraw page's "Payment Details" card: a SlotFillProvider with the
 *   `dokan-vendor-dashboard-withdraw-payment-details` Slot (fillProps withdrawRequests, bodyData,
 *   masterLoading, settings) and an unscoped PluginArea, script handle `dokan-react-frontend`;
 * - `GET /dokan/v2/withdraw/settings`, `window.dokanFrontend`;
 * - the withdraw functions of includes/Withdraw/functions.php and `dokan()->withdraw`, its
 *   Withdraw objects and object cache (includes/Withdraw/*, includes/Cache.php);
 * - the admin's "new withdraw request" e-mail, created with WooCommerce's lazily built mailer.
 * - no admin bar for sellers, customers and vendor staff (includes/functions.php dokan_disable_admin_bar()).
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

define( 'DOKAN_PLUGIN_VERSION', '4.1.2' );
define( 'DOKAN_STAND_IN_DIR', __DIR__ );
define( 'DOKAN_STAND_IN_URL', plugin_dir_url( __FILE__ ) );

foreach ( glob( __DIR__ . '/includes/*.php' ) as $dokan_stand_in_file ) {
	require_once $dokan_stand_in_file;
}
unset( $dokan_stand_in_file );

// Dokan 4.1.2 includes/Withdraw/Hooks.php creates the withdraw cache's invalidation at boot.
new WeDevs\Dokan\Withdraw\WithdrawCache();

register_activation_hook( __FILE__, 'dokan_stand_in_install' );
