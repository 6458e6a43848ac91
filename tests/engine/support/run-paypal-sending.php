<?php
/**
 * A PayPal go (Paypal_Sending::go(), its continuation queued first) on a payout batch in its own process (through wp-php.php on a scratch site), as its
 * action would run, against Prism and the fake (VPS_PAYPAL_API):
 *   run-paypal-sending.php BATCH [--send-as=USER] [--kill-at=HOOK:N[:PRIORITY]]
 *                                [--kill-before-sql=PATTERN:N] [--kill-after-sql=PATTERN:N] [--pause-at=HOOK:N:SECONDS]
 * --send-as makes the admin's click "Send through PayPal" (Paypal_Sending::send()) instead of a go.
 * --kill-at sends SIGKILL to this process the Nth time HOOK fires (child-process.php):
 * `http_api_debug:1` dies right after PayPal's first answer, before anything records it.
 * --kill-before-sql / --kill-after-sql die at a statement (vps_kill_at_sql()).
 * --pause-at holds the process for SECONDS the Nth time HOOK fires (a go slow at PayPal, for
 * another to meet it; child-process.php).
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\PayPal\Paypal_Sending;
use VendorPayoutSchedule\PayPal\Payouts_Client;

require_once __DIR__ . '/child-process.php';

$vps_batch   = (int) $args[0];
$vps_options = vps_child_options( array_slice( $args, 1 ) );
add_filter( Payouts_Client::BASE_FILTER, static fn (): string => (string) getenv( 'VPS_PAYPAL_API' ) );
if ( isset( $vps_options['kill-at'] ) ) {
	vps_kill_at( $vps_options['kill-at'] );
}
foreach ( array( 'before', 'after' ) as $vps_when ) {
	if ( isset( $vps_options[ 'kill-' . $vps_when . '-sql' ] ) ) {
		vps_kill_at_sql( $vps_options[ 'kill-' . $vps_when . '-sql' ], $vps_when );
	}
}
if ( isset( $vps_options['pause-at'] ) ) {
	vps_pause_at( $vps_options['pause-at'] );
}
if ( isset( $vps_options['send-as'] ) ) {
	echo wp_json_encode( array( 'handed' => ( new Paypal_Sending() )->send( $vps_batch, (int) $vps_options['send-as'] ) ) ), "\n";
	return;
}
echo wp_json_encode( array( 'open' => ( new Paypal_Sending() )->go( $vps_batch, 600 ) ) ), "\n";
