<?php
/**
 * Reads or writes a user's stored payout choice, exactly as it sits in user meta.
 *   php tests/env/wp-php.php tests/integration/php/vendor-choice.php LOGIN            prints it as JSON
 *   php tests/env/wp-php.php tests/integration/php/vendor-choice.php LOGIN '{"schedule":null,…}'
 * Each key is `schedule`, `minimum`, `reserve` or `method`; null means "no meta row".
 *
 * @package VendorPayoutSchedule
 */

$vps_user = get_user_by( 'login', $args[0] ?? '' );
if ( ! $vps_user ) {
	fwrite( STDERR, "No such user.\n" );
	exit( 1 );
}
$vps_keys = array(
	'schedule' => 'dokan_withdraw_selected_schedule',
	'minimum'  => 'dokan_withdraw_selected_minimum_balance',
	'reserve'  => 'dokan_withdraw_selected_reserve_balance',
	'method'   => 'dokan_withdraw_default_method',
);

if ( isset( $args[1] ) ) {
	foreach ( (array) json_decode( $args[1], true ) as $vps_key => $vps_value ) {
		if ( null === $vps_value ) {
			delete_user_meta( $vps_user->ID, $vps_keys[ $vps_key ] );
		} else {
			update_user_meta( $vps_user->ID, $vps_keys[ $vps_key ], $vps_value );
		}
	}
}

$vps_stored = array();
foreach ( $vps_keys as $vps_key => $vps_meta ) {
	$vps_stored[ $vps_key ] = metadata_exists( 'user', $vps_user->ID, $vps_meta )
		? get_user_meta( $vps_user->ID, $vps_meta, true )
		: null;
}
echo wp_json_encode( $vps_stored );
