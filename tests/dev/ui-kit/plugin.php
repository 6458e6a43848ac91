<?php
/**
 * Plugin Name: Vendor Payout Schedule — UI kit page (development only)
 * Description: Serves /?vps-ui-kit=1, a page showing every widget of src/ui for the browser checks. Part of the local environment; never shipped.
 * Version:     1.0.0
 * License:     GPL-2.0-or-later
 *
 * @package VendorPayoutSchedule
 */

defined( 'ABSPATH' ) || exit;

add_action( 'template_redirect', 'vps_ui_kit_page', 0 );

/**
 * URL of a file of this folder. The local environment links the folder as plugins/vps-dev-ui-kit
 * (tests/env/start.sh); the URL is built from that name because the environment lives inside
 * the repository, where plugin_basename() maps this file's real path to the main plugin.
 *
 * @param string $path Path inside this folder.
 */
function vps_ui_kit_url( string $path ): string {
	return plugins_url( 'vps-dev-ui-kit/' . $path );
}

/**
 * Prints the UI kit page and stops, when the request asks for it.
 */
function vps_ui_kit_page(): void {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only development page.
	if ( ! isset( $_GET['vps-ui-kit'] ) ) {
		return;
	}
	$asset_file = __DIR__ . '/build/index.asset.php';
	if ( ! file_exists( $asset_file ) ) {
		wp_die(
			esc_html( 'Build the page first: npx wp-scripts build --config tests/dev/webpack.config.js' ),
			'',
			array( 'response' => 503 )
		);
	}
	$asset = require $asset_file;

	// The page stands in for Dokan's dashboard: Tailwind-like base styles and the host's theme.
	wp_enqueue_style( 'vps-ui-kit-host', vps_ui_kit_url( 'host.css' ), array(), $asset['version'] );
	// The build puts the styles of files named style.scss in style-index.css, any others in index.css.
	foreach ( array( 'style-index', 'index' ) as $stylesheet ) {
		if ( file_exists( __DIR__ . "/build/$stylesheet.css" ) ) {
			wp_enqueue_style( "vps-ui-kit-$stylesheet", vps_ui_kit_url( "build/$stylesheet.css" ), array( 'vps-ui-kit-host' ), $asset['version'] );
		}
	}
	wp_enqueue_script( 'vps-ui-kit', vps_ui_kit_url( 'build/index.js' ), $asset['dependencies'], $asset['version'], true );

	status_header( 200 );
	?>
<!doctype html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<title>UI kit</title>
	<?php wp_head(); ?>
</head>
<body <?php body_class( 'host-page' ); ?>>
	<div id="vps-ui-kit-root"></div>
	<?php // A second React root with its own toaster, inside a transformed box that would trap a fixed layer. ?>
	<div class="host-transformed"><div id="vps-ui-kit-second-root"></div></div>
	<button type="button" class="host-probe">Host button</button>
	<?php wp_footer(); ?>
</body>
</html>
	<?php
	exit;
}
