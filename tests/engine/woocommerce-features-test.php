<?php
/**
 * WooCommerce's optional features: the plugin is declared compatible, so WooCommerce lists it
 * neither as incompatible nor as uncertain (which the Features screen and the plugins list warn about,
 * and which keeps a shop from switching High-Performance Order Storage on).
 *
 * @package VendorPayoutSchedule
 */

use Automattic\WooCommerce\Utilities\FeaturesUtil;
use PHPUnit\Framework\TestCase;

/**
 * Asks WooCommerce's own registry.
 */
final class Woocommerce_Features_Test extends TestCase {

	public function test_woocommerce_counts_the_plugin_compatible_with_hpos_and_the_cart_and_checkout_blocks(): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$plugin = plugin_basename( VENDOR_PAYOUT_SCHEDULE_FILE );
		$this->assertSame( 'vendor-payout-schedule/plugin.php', $plugin );
		$this->assertSame( '9.9.5', get_plugin_data( VENDOR_PAYOUT_SCHEDULE_FILE, false, false )['WC tested up to'] ?? null, 'WooCommerce reads the header that makes the plugin WooCommerce-aware' );

		foreach ( array( 'custom_order_tables', 'cart_checkout_blocks' ) as $feature ) {
			$plugins = FeaturesUtil::get_compatible_plugins_for_feature( $feature );
			$this->assertContains( $plugin, $plugins['compatible'], "compatible with $feature" );
			$this->assertNotContains( $plugin, $plugins['incompatible'], $feature );
			$this->assertNotContains( $plugin, $plugins['uncertain'], $feature );
		}
	}
}
