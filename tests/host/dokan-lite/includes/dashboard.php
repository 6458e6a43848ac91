<?php
/**
 * The vendor dashboard: its page endpoints, templates, scripts and the Dokan admin menu.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

/**
 * Dokan registers its dashboard sections as page endpoints: /dashboard/withdraw/, /dashboard/new/.
 */
function dokan_stand_in_register_endpoints() {
	add_rewrite_endpoint( 'withdraw', EP_PAGES );
	add_rewrite_endpoint( 'new', EP_PAGES );
}
add_action( 'init', 'dokan_stand_in_register_endpoints' );
add_action( 'init', 'dokan_stand_in_add_roles' );

/**
 * The dashboard page renders through Dokan's own templates, whatever the theme.
 *
 * @param string $template Template chosen by WordPress.
 */
function dokan_stand_in_template( $template ) {
	return dokan_is_seller_dashboard() ? DOKAN_STAND_IN_DIR . '/templates/dashboard.php' : $template;
}
add_filter( 'template_include', 'dokan_stand_in_template', 99 );

/**
 * Which dashboard section the request is for: 'withdraw', 'new' or ''.
 */
function dokan_stand_in_section() {
	global $wp;
	foreach ( array( 'withdraw', 'new' ) as $section ) {
		if ( isset( $wp->query_vars[ $section ] ) ) {
			return $section;
		}
	}
	return '';
}

/**
 * Scripts of the dashboard. Dokan enqueues its React dashboard only on /dashboard/new/.
 */
function dokan_stand_in_scripts() {
	wp_register_style( 'dokan-style', DOKAN_STAND_IN_URL . 'assets/dashboard.css', array(), DOKAN_PLUGIN_VERSION );
	// WooCommerce registers accounting.js as `accounting` (woocommerce/includes/class-wc-frontend-scripts.php).
	wp_register_script( 'accounting', DOKAN_STAND_IN_URL . 'assets/vendor/accounting.min.js', array(), '0.4.2', true );
	wp_register_script( 'dokan-utilities', DOKAN_STAND_IN_URL . 'assets/utilities.js', array( 'accounting' ), DOKAN_PLUGIN_VERSION, true );
	// Dokan's components bundle, with its own copy of Headless UI (built by tests/env/start.sh).
	$components = DOKAN_STAND_IN_DIR . '/components/build/components.asset.php';
	$asset      = is_readable( $components ) ? require $components : array(
		'dependencies' => array(),
		'version'      => DOKAN_PLUGIN_VERSION,
	);
	wp_register_script(
		'dokan-react-components',
		DOKAN_STAND_IN_URL . 'components/build/components.js',
		array_merge( $asset['dependencies'], array( 'dokan-utilities' ) ),
		$asset['version'],
		true
	);
	wp_register_style( 'dokan-react-frontend', DOKAN_STAND_IN_URL . 'assets/react-frontend.css', array( 'dokan-style' ), DOKAN_PLUGIN_VERSION );
	wp_register_script(
		'dokan-react-frontend',
		DOKAN_STAND_IN_URL . 'assets/withdraw-app.js',
		array( 'wp-element', 'wp-components', 'wp-plugins', 'wp-api-fetch', 'wp-i18n', 'dokan-utilities', 'dokan-react-components' ),
		DOKAN_PLUGIN_VERSION,
		true
	);

	if ( ! dokan_is_seller_dashboard() || ! is_user_logged_in() ) {
		return;
	}
	wp_enqueue_style( 'dokan-style' );

	if ( 'new' === dokan_stand_in_section() ) {
		wp_localize_script( 'dokan-react-frontend', 'dokanFrontend', dokan_stand_in_frontend_data() );
		wp_enqueue_script( 'dokan-react-frontend' );
		// Dokan enqueues the React dashboard's stylesheet with its script (includes/Dashboard/Templates/NewDashboard.php).
		wp_enqueue_style( 'dokan-react-frontend' );
	}
}
add_action( 'wp_enqueue_scripts', 'dokan_stand_in_scripts' );

/**
 * `window.dokanFrontend`: currency settings from WooCommerce and the withdraw page's URLs. The
 * currency is Dokan 4.1.2 includes/Assets.php get_localized_price() to the letter: the symbol
 * decoded, the separators through esc_attr() (`'` arrives as `&#039;`), the format in accounting.js
 * style with WooCommerce's `&nbsp;` kept (`%s&nbsp;%v`, `%v&nbsp;%s`).
 */
function dokan_stand_in_frontend_data() {
	return array(
		'currency' => array(
			'precision' => wc_get_price_decimals(),
			'symbol'    => html_entity_decode( get_woocommerce_currency_symbol() ),
			'decimal'   => esc_attr( wc_get_price_decimal_separator() ),
			'thousand'  => esc_attr( wc_get_price_thousand_separator() ),
			'position'  => esc_attr( get_option( 'woocommerce_currency_pos' ) ),
			'format'    => esc_attr( str_replace( array( '%1$s', '%2$s' ), array( '%s', '%v' ), get_woocommerce_price_format() ) ),
		),
		'withdraw' => array(
			'paymentSettingUrl' => dokan_get_navigation_url( 'settings/payment' ),
		),
	);
}

/**
 * Dokan's top-level admin menu, under which extensions add their screens.
 */
function dokan_stand_in_admin_menu() {
	add_menu_page( 'Dokan', 'Dokan', 'manage_woocommerce', 'dokan', 'dokan_stand_in_admin_page', 'dashicons-store', 55 );
}
add_action( 'admin_menu', 'dokan_stand_in_admin_menu' );

/**
 * The Dokan dashboard screen in wp-admin.
 */
function dokan_stand_in_admin_page() {
	echo '<div class="wrap"><h1>Dokan</h1></div>';
}
