<?php
/**
 * A go on a payout batch (Payout_Batch::go(): under the batch's lock, its continuation queued
 * first) in its own process (through wp-php.php on a scratch site), as its action would run, and
 * prints whether work is left as JSON:
 *   run-payout-batch.php BATCH [--kill-at=HOOK:N[:PRIORITY]] [--pause-at=HOOK:N:SECONDS]
 *                              [--hold-at=HOOK:N:PRIORITY:FILE] [--hold-at-sql=PATTERN:N:FILE] [--mail-log=FILE]
 * --kill-at sends SIGKILL to this process the Nth time HOOK fires (child-process.php).
 * --pause-at holds the process for SECONDS the Nth time HOOK fires (child-process.php).
 * --hold-at and --hold-at-sql hold the process at a hook or a statement until the test lets it go
 * on (child-process.php).
 * --mail-log catches what reaches wp_mail() into FILE (see Mail_Catcher) instead of sending it.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Payouts\Payout_Batch;

require_once __DIR__ . '/child-process.php';

$vps_batch   = (int) $args[0];
$vps_options = vps_child_options( array_slice( $args, 1 ) );
if ( isset( $vps_options['kill-at'] ) ) {
	vps_kill_at( $vps_options['kill-at'] );
}
if ( isset( $vps_options['pause-at'] ) ) {
	vps_pause_at( $vps_options['pause-at'] );
}
if ( isset( $vps_options['hold-at'] ) ) {
	vps_hold_at( $vps_options['hold-at'] );
}
if ( isset( $vps_options['hold-at-sql'] ) ) {
	vps_hold_at_sql( $vps_options['hold-at-sql'] );
}
require_once __DIR__ . '/class-mail-catcher.php';
( new Mail_Catcher() )->start( $vps_options['mail-log'] ?? '' );

echo wp_json_encode( array( 'left' => ( new Payout_Batch() )->go( $vps_batch, 600 ) ) ), "\n";
