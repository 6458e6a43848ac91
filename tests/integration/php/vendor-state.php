<?php
/**
 * A browser test's vendor state in one WordPress load each way, where it took six.
 *   php tests/env/wp-php.php tests/integration/php/vendor-state.php LOGIN enter '{"schedule":…}'
 *     prints `{ settings, choice }` as stored now, then turns scheduled withdrawals on as
 *     seed-disbursement.php does and stores the user's choice as vendor-choice.php does;
 *   php tests/env/wp-php.php tests/integration/php/vendor-state.php LOGIN leave '{"settings":…,"choice":…}'
 *     puts back what `enter` printed.
 * It runs those scripts themselves, so the state is read and written exactly as they do it.
 *
 * @package VendorPayoutSchedule
 */

/**
 * Runs one of this folder's scripts with its own arguments.
 *
 * @param string   $script The script's file name.
 * @param string[] $args   Its arguments.
 * @return mixed What it printed, decoded from JSON.
 */
function vps_vendor_state_part( string $script, array $args ) {
	ob_start();
	require __DIR__ . '/' . $script;
	return json_decode( (string) ob_get_clean(), true );
}

$vps_login = $args[0] ?? '';
$vps_given = (array) json_decode( $args[2] ?? '{}', true );
if ( 'enter' === ( $args[1] ?? '' ) ) {
	$vps_before = array(
		'settings' => vps_vendor_state_part( 'settings-state.php', array() ),
		'choice'   => vps_vendor_state_part( 'vendor-choice.php', array( $vps_login ) ),
	);
	vps_vendor_state_part( 'seed-disbursement.php', array() );
	vps_vendor_state_part( 'vendor-choice.php', array( $vps_login, wp_json_encode( $vps_given ) ) );
	echo wp_json_encode( $vps_before );
} elseif ( 'leave' === ( $args[1] ?? '' ) ) {
	vps_vendor_state_part( 'settings-state.php', array( wp_json_encode( $vps_given['settings'] ?? array() ) ) );
	vps_vendor_state_part( 'vendor-choice.php', array( $vps_login, wp_json_encode( $vps_given['choice'] ?? array() ) ) );
} else {
	fwrite( STDERR, "Say enter or leave.\n" );
	exit( 2 );
}
