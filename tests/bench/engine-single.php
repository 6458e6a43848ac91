<?php
/**
 * Runs the whole weekly run for DATE in this one process, with no time budget, and prints the
 * memory in use after each slice (flat means nothing accumulates per vendor) and when the run was
 * done (every vendor's outcome committed; the e-mails follow).
 *   engine-single.php DATE
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Runner;

$vps_date    = $args[0];
// The admin is e-mailed a summary of the run (or, by choice, Dokan's e-mail about each request), and
// each vendor by the plugin; each is written and handed to wp_mail(), which stops there: the machine
// has no mail transport (a mail server's time is not counted). Counted by recipient, with the moment
// the last one was handed over.
$vps_mails = array(
	'admin'   => 0,
	'vendors' => 0,
	'last'    => null,
);
add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, $mail ) use ( &$vps_mails ) {
		++$vps_mails[ in_array( get_option( 'admin_email' ), (array) $mail['to'], true ) ? 'admin' : 'vendors' ];
		$vps_mails['last'] = microtime( true );
		return false;
	},
	10,
	2
);
$vps_started = microtime( true );
$vps_after   = array();
$vps_mailing = null;
// The runner's slice, as the site's filter makes it.
$vps_slice = max( 1, (int) apply_filters( 'vendor_payout_schedule_slice_size', Payout_Runner::SLICE_SIZE ) );
add_action(
	'vendor_payout_schedule_payout_recorded',
	static function () use ( &$vps_after, &$vps_mailing, $vps_slice ) {
		static $seen = 0;
		// The run is marked done once every vendor has an outcome, just before its first e-mail.
		$vps_mailing ??= microtime( true );
		if ( 0 === ++$seen % $vps_slice ) {
			$vps_after[] = memory_get_usage();
		}
	}
);
$vps_progress = ( new Payout_Runner() )->run( 'weekly', $vps_date, microtime( true ) + 3600 );

echo wp_json_encode(
	array(
		'processed'    => $vps_progress->processed,
		'done'         => ( ! $vps_progress->unclaimed && ! $vps_progress->in_flight ),
		'seconds'      => microtime( true ) - $vps_started,
		'done_s'       => ( $vps_mailing ?? microtime( true ) ) - $vps_started,
		'done_at'      => $vps_mailing ?? microtime( true ),
		'peak_mb'      => memory_get_peak_usage( true ) / 1048576,
		'first_mb'     => ( $vps_after[0] ?? 0 ) / 1048576,
		'last_mb'      => ( end( $vps_after ) ?: 0 ) / 1048576,
		'samples'      => count( $vps_after ),
		'admin_mails'  => $vps_mails['admin'],
		'vendor_mails' => $vps_mails['vendors'],
		'last_mail_s'  => null === $vps_mails['last'] ? null : $vps_mails['last'] - $vps_started,
	)
), "\n";
