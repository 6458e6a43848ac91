<?php
/**
 * Brings the local site to its known state (run through wp-php.php on every start; idempotent):
 * pretty permalinks, the Dokan stand-in and the plugin active, the four users, the vendor's balance
 * and payment methods, then every file in seed.d/ in name order.
 *
 * @package VendorPayoutSchedule
 */

// No mail server here: user and password mails are not sent.
add_filter( 'pre_wp_mail', '__return_false' );

require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

switch_theme( 'local-shop' );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'timezone_string', 'UTC' );
// Avatars come from gravatar.com, which this machine cannot reach.
update_option( 'show_avatars', 0 );
update_option( 'date_format', 'F j, Y' );

foreach ( array( 'dokan-lite/dokan.php', 'vendor-payout-schedule/plugin.php' ) as $vps_plugin ) {
	if ( ! is_plugin_active( $vps_plugin ) ) {
		$vps_result = activate_plugin( $vps_plugin );
		if ( is_wp_error( $vps_result ) ) {
			fwrite( STDERR, "Could not activate $vps_plugin: " . $vps_result->get_error_message() . "\n" );
			exit( 1 );
		}
	}
}
dokan_stand_in_install();

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

$vps_vendor   = vps_seed_user( 'vendor', 'seller', 'Vera Vendor' );
$vps_vendor2  = vps_seed_user( 'vendor2', 'seller', 'Victor Vendor' );
$vps_customer = vps_seed_user( 'customer', 'customer', 'Carla Customer' );
vps_seed_user( 'admin', 'administrator', 'Ada Admin' );

update_user_meta(
	$vps_vendor,
	'dokan_profile_settings',
	array(
		'store_name' => 'Vera’s Ceramics',
		'payment'    => array(
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
		),
	)
);
update_user_meta( $vps_vendor, 'dokan_withdraw_default_method', 'paypal' );
dokan_stand_in_set_balance( $vps_vendor, '1250.50' );

update_user_meta( $vps_vendor2, 'dokan_profile_settings', array( 'store_name' => 'Victor’s Prints', 'payment' => array() ) );
delete_user_meta( $vps_vendor2, 'dokan_withdraw_default_method' );
dokan_stand_in_set_balance( $vps_vendor2, '80' );

$vps_withdraw                     = (array) get_option( 'dokan_withdraw', array() );
$vps_withdraw['withdraw_methods'] = array(
	'paypal' => 'paypal',
	'bank'   => 'bank',
);
$vps_withdraw['withdraw_limit']   = $vps_withdraw['withdraw_limit'] ?? '50';
update_option( 'dokan_withdraw', $vps_withdraw );

update_option( 'woocommerce_currency', 'USD' );
update_option( 'woocommerce_currency_pos', 'left' );
update_option( 'woocommerce_price_thousand_sep', ',' );
update_option( 'woocommerce_price_decimal_sep', '.' );
update_option( 'woocommerce_price_num_decimals', '2' );

foreach ( glob( __DIR__ . '/seed.d/*.php' ) as $vps_seed_file ) {
	require $vps_seed_file;
}

flush_rewrite_rules();
echo "Site seeded.\n";
