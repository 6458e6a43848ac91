<?php
/**
 * One go of the weekly run for DATE with a budget of SECONDS, in this process, as a WP-Cron go
 * whose deadline passes mid-batch (under load, filing a batch takes longer than a go's budget), and
 * prints one JSON line: the go's wall time, how long it went on past its deadline, and what it did
 * after it: statements, DELETEs of claims, user loads (a chunk's users, or one vendor's).
 *   engine-deadline.php DATE SECONDS [START_AT]
 * START_AT (Unix time) waits until then, so two processes start their goes together.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Runner;
use VendorPayoutSchedule\Engine\Schema;

list( $vps_date, $vps_seconds ) = $args;
if ( isset( $args[2] ) && (float) $args[2] > microtime( true ) ) {
	time_sleep_until( (float) $args[2] );
}
// Mail is handed to wp_mail() and stops there, as in the other engine benches.
add_filter( 'pre_wp_mail', '__return_false' );

global $wpdb;
$vps_started  = microtime( true );
$vps_deadline = $vps_started + (float) $vps_seconds;
$vps_after    = array(
	'statements' => 0,
	'deletes'    => 0,
	'user_loads' => 0,
);
$vps_payouts  = Schema::payouts_table();
add_filter(
	'query',
	static function ( string $query ) use ( &$vps_after, $vps_deadline, $vps_payouts, $wpdb ): string {
		if ( microtime( true ) >= $vps_deadline ) {
			++$vps_after['statements'];
			$vps_after['deletes']    += (int) preg_match( '/^\s*DELETE FROM `?' . preg_quote( $vps_payouts, '/' ) . '\b/', $query );
			$vps_after['user_loads'] += (int) preg_match( "/FROM ({$wpdb->users} WHERE ID|{$wpdb->usermeta} WHERE user_id)\\b/", $query );
		}
		return $query;
	}
);
$vps_progress = ( new Payout_Runner() )->run( 'weekly', $vps_date, $vps_deadline );
$vps_ended    = microtime( true );

echo wp_json_encode(
	array(
		'processed' => $vps_progress->processed,
		'seconds'   => $vps_ended - $vps_started,
		'past'      => $vps_ended - $vps_deadline,
	) + $vps_after
), "\n";
