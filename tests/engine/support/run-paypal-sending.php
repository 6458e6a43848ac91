<?php
/**
 * A PayPal go (Paypal_Sending::go(), its continuation queued first) on a payout batch in its own process (through wp-php.php on a scratch site), as its
 * action would run, against Prism and the fake (VPS_PAYPAL_API):
 *   run-paypal-sending.php BATCH [--kill-at=HOOK:N[:PRIORITY]]
 * --kill-at sends SIGKILL to this process the Nth time HOOK fires (child-process.php):
 * `http_api_debug:1` dies right after PayPal's first answer, before anything records it.
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
echo wp_json_encode( array( 'open' => ( new Paypal_Sending() )->go( $vps_batch, 600 ) ) ), "\n";
