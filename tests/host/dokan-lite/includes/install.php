<?php
/**
 * What Dokan Lite sets up on activation: the vendor role and its capabilities, the dashboard page,
 * the withdraw and vendor balance tables, and the capabilities WooCommerce gives administrators.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

/**
 * Activation: role, capabilities, dashboard page, table, rewrite rules.
 */
function dokan_stand_in_install() {
	dokan_stand_in_add_roles();
	dokan_stand_in_create_withdraw_table();
	dokan_stand_in_create_vendor_balance_table();

	$pages = get_option( 'dokan_pages', array() );
	if ( empty( $pages['dashboard'] ) || ! get_post( $pages['dashboard'] ) ) {
		$pages['dashboard'] = wp_insert_post(
			array(
				'post_title'   => 'Dashboard',
				'post_name'    => 'dashboard',
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_content' => '[dokan-dashboard]',
			)
		);
		update_option( 'dokan_pages', $pages );
	}

	dokan_stand_in_register_endpoints();
	flush_rewrite_rules();
}

/**
 * The `seller` role and the capabilities this plugin's host relies on.
 */
function dokan_stand_in_add_roles() {
	if ( ! get_role( 'customer' ) ) {
		add_role( 'customer', 'Customer', array( 'read' => true ) );
	}
	if ( ! get_role( 'seller' ) ) {
		add_role( 'seller', 'Vendor', array( 'read' => true ) );
	}
	$seller = get_role( 'seller' );
	foreach ( array( 'read', 'dokandar', 'upload_files', 'dokan_view_withdraw_menu', 'dokan_manage_withdraw' ) as $cap ) {
		$seller->add_cap( $cap );
	}
	$admin = get_role( 'administrator' );
	foreach ( array( 'manage_woocommerce', 'dokandar', 'dokan_view_withdraw_menu', 'dokan_manage_withdraw' ) as $cap ) {
		$admin->add_cap( $cap );
	}
}

/**
 * Dokan's withdraw request table, as `Installer::create_withdraw_table()` (includes/Install/Installer.php)
 * creates it: no index but the primary key.
 */
function dokan_stand_in_create_withdraw_table() {
	global $wpdb;
	$wpdb->query(
		"CREATE TABLE IF NOT EXISTS `{$wpdb->prefix}dokan_withdraw` (
			`id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			`user_id` bigint(20) unsigned NOT NULL,
			`amount` decimal(19,4) NOT NULL,
			`date` timestamp NOT NULL,
			`status` int(1) NOT NULL,
			`method` varchar(30) NOT NULL,
			`note` text NOT NULL,
			`details` longtext DEFAULT NULL,
			`ip` varchar(50) NOT NULL,
			PRIMARY KEY (id)
		) ENGINE=InnoDB {$wpdb->get_charset_collate()};"
	);
}
