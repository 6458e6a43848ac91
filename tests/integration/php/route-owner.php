<?php
/**
 * Who answers the disbursement routes, with or without another plugin having registered them first.
 *   php tests/env/wp-php.php tests/integration/php/route-owner.php [taken]
 * With `taken`, a test-only "other plugin" registers GET|POST /dokan/v2/withdraw/disbursement (not the
 * disable route) at the usual priority before the REST server starts. Prints, for each route, the
 * class or function name of each handler's callback.
 *
 * @package VendorPayoutSchedule
 */

if ( 'taken' === ( $args[0] ?? '' ) ) {
	add_action(
		'rest_api_init',
		static function (): void {
			register_rest_route(
				'dokan/v2',
				'/withdraw/disbursement',
				array(
					'methods'             => 'GET, POST',
					'callback'            => 'vps_other_plugin_disbursement',
					'permission_callback' => '__return_true',
				)
			);
		}
	);
}

/**
 * The other plugin's handler.
 */
function vps_other_plugin_disbursement(): array {
	return array( 'from' => 'other plugin' );
}

$vps_routes = rest_get_server()->get_routes( 'dokan/v2' );
$vps_owners = array();
foreach ( array( '/dokan/v2/withdraw/disbursement', '/dokan/v2/withdraw/disbursement/disable' ) as $vps_route ) {
	$vps_owners[ $vps_route ] = array_map(
		static function ( array $handler ): string {
			$callback = $handler['callback'];
			return is_array( $callback ) ? get_class( $callback[0] ) . '::' . $callback[1] : (string) $callback;
		},
		$vps_routes[ $vps_route ] ?? array()
	);
}
echo wp_json_encode( $vps_owners );
