<?php
/**
 * Seeds vendors with every kind of row in Dokan's tables, compares the engine's batch read with
 * Dokan's per-vendor answers, prints the result as JSON and removes the vendors again. For a real
 * host (it leaves the host's other vendors alone):
 *   php kit/php/wp.php plugin/tests/engine/support/compare-balances.php [VENDORS]
 *
 * @package VendorPayoutSchedule
 */

require_once __DIR__ . '/class-balance-comparison.php';

$vps_ids         = Balance_Comparison::seed( (int) ( $args[0] ?? 300 ) );
$vps_differences = Balance_Comparison::differences( $vps_ids );
Engine_Site::remove_vendors();

echo wp_json_encode(
	array(
		'dokan'       => defined( 'DOKAN_PLUGIN_VERSION' ) ? DOKAN_PLUGIN_VERSION : '',
		'vendors'     => count( $vps_ids ),
		'differences' => $vps_differences,
	)
), "\n";
exit( array() === $vps_differences ? 0 : 1 );
