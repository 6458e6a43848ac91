<?php
/**
 * Brings the local site to its known state through WooCommerce's and Dokan's own APIs (run through
 * wp-php.php once WooCommerce, Dokan Lite and the plugin are active; idempotent): pretty
 * permalinks, the marketplace's currency and withdraw settings, the four users, the vendors' Dokan
 * stores and payment methods, one completed order per vendor giving Dokan's balances, then every
 * file in seed.d/ in name order.
 *
 * @package VendorPayoutSchedule
 */

// No mail server here: user, order and password mails are not sent.
add_filter( 'pre_wp_mail', '__return_false' );

require_once ABSPATH . 'wp-admin/includes/user.php';
require_once dirname( __DIR__ ) . '/engine/support/class-woocommerce-sales.php';

if ( ! function_exists( 'dokan' ) || ! function_exists( 'WC' ) || ! did_action( 'dokan_loaded' ) ) {
	fwrite( STDERR, "WooCommerce and Dokan Lite must be active before the seed.\n" );
	exit( 1 );
}

switch_theme( 'local-shop' );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'timezone_string', 'UTC' );
// Avatars come from gravatar.com, which this machine cannot reach.
update_option( 'show_avatars', 0 );
update_option( 'date_format', 'F j, Y' );

update_option( 'woocommerce_currency', 'USD' );
update_option( 'woocommerce_currency_pos', 'left' );
update_option( 'woocommerce_price_thousand_sep', ',' );
update_option( 'woocommerce_price_decimal_sep', '.' );
update_option( 'woocommerce_price_num_decimals', '2' );
update_option( 'woocommerce_onboarding_profile', array( 'skipped' => true ) );
update_option( 'woocommerce_task_list_hidden', 'yes' );
// WooCommerce sends the first admin page within 30 seconds of its install to its home screen, once
// (OnboardingSetupWizard::do_admin_redirects()): a shop set up before the tests has been there.
delete_transient( '_wc_activation_redirect' );
// WooCommerce → Settings → Advanced → Features → Analytics, off as a shop owner may switch it: with
// it on, Dokan Lite 4.1.2 loads its reports script on every seller dashboard page and logs
// "No DOM found by element ID: dokan-analytics-app" in the console on all but the dashboard home.
update_option( 'woocommerce_analytics_enabled', 'no' );
update_option( 'dokan_admin_setup_wizard_ready', true );

$vps_withdraw                     = (array) get_option( 'dokan_withdraw', array() );
$vps_withdraw['withdraw_methods'] = array(
	'paypal' => 'paypal',
	'bank'   => 'bank',
);
$vps_withdraw['withdraw_limit']   = '50';
update_option( 'dokan_withdraw', $vps_withdraw );

/**
 * Creates or repairs a user with password `password`.
 *
 * @param string $login User name.
 * @param string $role  Role.
 * @param string $name  Display name.
 */
function vps_seed_user( string $login, string $role, string $name ): int {
	$user = get_user_by( 'login', $login );
	$data = array(
		'user_login'   => $login,
		'user_pass'    => 'password',
		'user_email'   => $login . '@example.test',
		'display_name' => $name,
		'first_name'   => $name,
		'role'         => $role,
		'locale'       => '',
	);
	if ( $user ) {
		// A password change would log the user out of every browser the tests keep logged in.
		unset( $data['user_pass'] );
		$data['ID'] = $user->ID;
		return (int) wp_update_user( $data );
	}
	return (int) wp_insert_user( $data );
}

/**
 * A vendor with a Dokan store, made as Dokan's own vendor registration makes one, selling, with
 * exactly these payment methods.
 *
 * @param string $login   User name.
 * @param string $name    Display name.
 * @param string $store   Store name.
 * @param array  $payment Dokan's payment settings (empty: no withdraw method set up).
 */
function vps_seed_vendor( string $login, string $name, string $store, array $payment ): int {
	if ( ! get_user_by( 'login', $login ) ) {
		$vendor = dokan()->vendor->create(
			array(
				'user_login'   => $login,
				'user_pass'    => 'password',
				'email'        => $login . '@example.test',
				'store_name'   => $store,
				'first_name'   => $name,
				'display_name' => $name,
				'payment'      => $payment,
				'enabled'      => true,
			)
		);
		if ( is_wp_error( $vendor ) ) {
			fwrite( STDERR, "Could not create the vendor $login: " . $vendor->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	$id                    = vps_seed_user( $login, 'seller', $name );
	$profile               = (array) get_user_meta( $id, 'dokan_profile_settings', true );
	$profile['store_name'] = $store;
	$profile['payment']    = $payment;
	update_user_meta( $id, 'dokan_profile_settings', $profile );
	update_user_meta( $id, 'dokan_store_name', $store );
	return $id;
}

$vps_vendor   = vps_seed_vendor(
	'vendor',
	'Vera Vendor',
	'Vera’s Ceramics',
	array(
		'paypal' => array( 'email' => 'vera.vendor@example.com' ),
		'bank'   => array(
			'ac_name'        => 'Vera Vendor',
			'ac_type'        => 'personal',
			'ac_number'      => '0012345678',
			'routing_number' => '021000021',
			'bank_name'      => 'First Demo Bank',
			'bank_addr'      => '1 Demo Street',
			'iban'           => '',
			'swift'          => '',
		),
	)
);
$vps_vendor2  = vps_seed_vendor( 'vendor2', 'Victor Vendor', 'Victor’s Prints', array() );
$vps_customer = vps_seed_user( 'customer', 'customer', 'Carla Customer' );
vps_seed_user( 'admin', 'administrator', 'Ada Admin' );
update_user_meta( $vps_vendor, 'dokan_withdraw_default_method', 'paypal' );
delete_user_meta( $vps_vendor2, 'dokan_withdraw_default_method' );

// Each vendor's balance is its completed sales, checked out as a customer's are (WooCommerce's
// order, Dokan's checkout hook, then the order's statuses): $1,250.50 for vendor, $80 for vendor2.
if ( ! get_option( 'vps_seeded_orders' ) ) {
	update_option(
		'vps_seeded_orders',
		array(
			Woocommerce_Sales::sale( $vps_vendor, '1250.50', 1, 'completed', 'Ceramic vase', $vps_customer )['order'],
			Woocommerce_Sales::sale( $vps_vendor2, '80', 1, 'completed', 'Art print', $vps_customer )['order'],
		),
		false
	);
}

foreach ( glob( __DIR__ . '/seed.d/*.php' ) as $vps_seed_file ) {
	require $vps_seed_file;
}

flush_rewrite_rules();
printf(
	"Site seeded: vendor %d (methods %s, balance %s), vendor2 %d (methods [%s], balance %s), customer %d.\n",
	(int) $vps_vendor,
	esc_html( implode( ',', dokan_get_seller_active_withdraw_methods( $vps_vendor ) ) ),
	esc_html( dokan_get_seller_balance( $vps_vendor, false ) ),
	(int) $vps_vendor2,
	esc_html( implode( ',', dokan_get_seller_active_withdraw_methods( $vps_vendor2 ) ) ),
	esc_html( dokan_get_seller_balance( $vps_vendor2, false ) ),
	(int) $vps_customer
);
