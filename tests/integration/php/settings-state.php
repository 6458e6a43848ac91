<?php
/**
 * Reads or writes the scheduled-payout settings exactly as stored, so a test can change them and
 * put them back.
 *   php tests/env/wp-php.php tests/integration/php/settings-state.php            prints the state as JSON
 *   php tests/env/wp-php.php tests/integration/php/settings-state.php '{…}'      writes a state printed before
 *   php tests/env/wp-php.php tests/integration/php/settings-state.php '{…}' merge  merges keys into each option
 * The state is `{ dokan_withdraw: {…}|null, own: {…}|null }` (null: the option does not exist).
 *
 * @package VendorPayoutSchedule
 */

$vps_options = array(
	'dokan_withdraw' => 'dokan_withdraw',
	'own'            => 'vendor_payout_schedule_settings',
);

if ( isset( $args[0] ) ) {
	$vps_state = (array) json_decode( $args[0], true );
	$vps_merge = 'merge' === ( $args[1] ?? '' );
	foreach ( $vps_options as $vps_key => $vps_option ) {
		if ( ! array_key_exists( $vps_key, $vps_state ) ) {
			continue;
		}
		if ( null === $vps_state[ $vps_key ] ) {
			delete_option( $vps_option );
			continue;
		}
		$vps_value = $vps_merge ? array_merge( (array) get_option( $vps_option, array() ), $vps_state[ $vps_key ] ) : $vps_state[ $vps_key ];
		update_option( $vps_option, $vps_value );
	}
}

$vps_out = array();
foreach ( $vps_options as $vps_key => $vps_option ) {
	$vps_value           = get_option( $vps_option, null );
	$vps_out[ $vps_key ] = $vps_value;
}
echo wp_json_encode( $vps_out );
