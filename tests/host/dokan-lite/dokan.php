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
 * - the admin's "new withdraw request" e-mail, created with WooCommerce's lazily built mailer;
 * - no admin bar for sellers, customers and vendor staff (includes/functions.php dokan_disable_admin_bar()),
 *   and no wp-admin for them either (includes/Core.php Core::block_admin_access());
 * - an approved withdraw request lowers the vendor's balance (includes/Withdraw/Hooks.php
 *   update_vendor_balance());
 * - `dokan()->withdraw->all()` over includes/Withdraw/Withdraws.php, the cancellation check and the
 *   charge check of the approval check (includes/Withdraw/Manager.php), and Dokan's e-mails to the
 *   vendor when a request is approved or cancelled (includes/Emails/WithdrawApproved.php,
 *   WithdrawCancelled.php), built on Dokan's withdraw actions as WooCommerce's transactional
 *   e-mails build the mailer (woocommerce-mailer.php);
 * - the boot: `dokan()` always, everything else on `woocommerce_loaded`, then `dokan_loaded`.
 *
 * It also plays WooCommerce's part (woocommerce/functions.php: the price functions and
 * `woocommerce_loaded`; woocommerce/cart-live-region.php: the empty status region on every page;
 * woocommerce/orders.php: an order status's name and an order's edit link); defining DOKAN_STAND_IN_WITHOUT_WOOCOMMERCE (e.g. in a must-use plugin)
 * makes it a site where WooCommerce is not active.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

define( 'DOKAN_PLUGIN_VERSION', '4.1.2' );
define( 'DOKAN_STAND_IN_DIR', __DIR__ );
define( 'DOKAN_STAND_IN_URL', plugin_dir_url( __FILE__ ) );

// WooCommerce's part: its price functions, `woocommerce_loaded` when it boots, its feature declarations, its cart live region.
if ( ! defined( 'DOKAN_STAND_IN_WITHOUT_WOOCOMMERCE' ) ) {
	require_once __DIR__ . '/woocommerce/functions.php';
	require_once __DIR__ . '/woocommerce/features.php';
	require_once __DIR__ . '/woocommerce/cart-live-region.php';
	require_once __DIR__ . '/woocommerce/orders.php';
}

/**
 * Dokan's service container: `dokan()->withdraw` is the withdraw manager. Defined as soon as the
 * plugin file loads (Dokan 4.1.2 dokan.php), with or without WooCommerce.
 */
function dokan() {
	static $container = null;
	if ( null === $container ) {
		$container           = new stdClass();
		$container->withdraw = new WeDevs\Dokan\Withdraw\Manager();
	}
	return $container;
}

/**
 * Loads Dokan's function files, hooks and routes.
 */
function dokan_stand_in_load() {
	foreach ( glob( __DIR__ . '/includes/*.php' ) as $file ) {
		require_once $file;
	}
}

/**
 * Dokan 4.1.2 dokan-class.php: the constructor hooks init_plugin() on `woocommerce_loaded`, which
 * loads the function files and hooks, then fires `dokan_loaded`. Without WooCommerce none of it runs.
 */
function dokan_stand_in_init_plugin() {
	dokan_stand_in_load();
	// Dokan 4.1.2 includes/Withdraw/Hooks.php creates the withdraw cache's invalidation at boot.
	new WeDevs\Dokan\Withdraw\WithdrawCache();
	do_action( 'dokan_loaded' );
}
add_action( 'woocommerce_loaded', 'dokan_stand_in_init_plugin' );

/**
 * Dokan 4.1.2 dokan-class.php woocommerce_not_loaded(), on `plugins_loaded` at 11: without
 * WooCommerce, wp-admin still gets includes/functions.php (`dokan_get_option()` and friends) for
 * Dokan's set-up wizard, but no withdraw functions; the front end gets nothing.
 */
function dokan_stand_in_woocommerce_not_loaded() {
	if ( did_action( 'woocommerce_loaded' ) || ! is_admin() ) {
		return;
	}
	require_once __DIR__ . '/includes/core-functions.php';
}
add_action( 'plugins_loaded', 'dokan_stand_in_woocommerce_not_loaded', 11 );

/**
 * Activation (Dokan 4.1.2 dokan-class.php activate() loads its function files itself): role,
 * capabilities, dashboard page, table.
 */
function dokan_stand_in_activate() {
	dokan_stand_in_load();
	dokan_stand_in_install();
}
register_activation_hook( __FILE__, 'dokan_stand_in_activate' );

// Activated within a running request (after `plugins_loaded`), as Dokan's activate() does.
if ( did_action( 'plugins_loaded' ) ) {
	dokan_stand_in_load();
}
