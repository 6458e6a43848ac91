<?php
/**
 * Switches a real WooCommerce shop's order storage, as WooCommerce's own `wp wc hpos sync` and
 * `wp wc hpos enable` / `disable` do (WooCommerce 9.9.5
 * src/Database/Migrations/CustomOrderTable/CLIRunner.php: sync(), enable(), disable()), for a
 * machine without WP-CLI:
 *   php KIT/php/wp.php tests/realhost/order-storage.php hpos     orders synced into HPOS's tables, HPOS on
 *   php KIT/php/wp.php tests/realhost/order-storage.php posts    back to WordPress posts storage
 * Prints {"hpos": bool, "compatible": [plugin files declared compatible with HPOS],
 * "incompatible": [active plugin files WooCommerce counts incompatible with it, undeclared ones included]}.
 *
 * @package VendorPayoutSchedule
 */

use Automattic\WooCommerce\Internal\DataStores\Orders\CustomOrdersTableController;
use Automattic\WooCommerce\Internal\DataStores\Orders\DataSynchronizer;
use Automattic\WooCommerce\Internal\Features\FeaturesController;
use Automattic\WooCommerce\Utilities\PluginUtil;

$vps_container    = wc_get_container();
$vps_features     = $vps_container->get( FeaturesController::class );
$vps_synchronizer = $vps_container->get( DataSynchronizer::class );

if ( in_array( $args[0] ?? '', array( 'hpos', 'posts' ), true ) ) {
	if ( ! $vps_synchronizer->check_orders_table_exists() ) {
		$vps_synchronizer->create_database_tables();
	}
	// CLIRunner::sync(): batches until nothing is pending, whichever side is authoritative.
	for ( $vps_round = 0; $vps_round < 1000; $vps_round++ ) {
		$vps_batch = $vps_synchronizer->get_next_batch_to_process( 100 );
		if ( array() === $vps_batch ) {
			break;
		}
		$vps_synchronizer->process_batch( $vps_batch );
	}
	$vps_features->change_feature_enable( 'custom_order_tables', 'hpos' === $args[0] );
}

$vps_plugins = $vps_features->get_compatible_plugins_for_feature( 'custom_order_tables', true );
echo wp_json_encode(
	array(
		'hpos'         => $vps_container->get( CustomOrdersTableController::class )->custom_orders_table_usage_is_enabled(),
		'compatible'   => array_values( $vps_plugins['compatible'] ),
		'incompatible' => array_values( $vps_container->get( PluginUtil::class )->get_items_considered_incompatible( 'custom_order_tables', $vps_plugins ) ),
	)
);
