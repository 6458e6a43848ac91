<?php
/**
 * Runs the engine in its own process (through wp-php.php on a scratch site), as a WP-Cron request
 * would, and prints what it did as JSON:
 *   run-engine.php SCHEDULE DATE [--start-at=UNIX_SECONDS] [--kill-at=HOOK:N[:PRIORITY]] [--commit-at-kill=1] [--pause-at=HOOK:N:FILE] [--hook-log=HOOK:FILE] [--through-scheduler=1] [--slice-size=N] [--mail-log=FILE] [--max-execution-time=S] [--slow-mail=S] [--mail-server-seconds=S]
 * --start-at waits until that moment, so two processes start their runs together.
 * --kill-at sends SIGKILL to this process the Nth time HOOK fires (at PRIORITY, else after every
 *   other listener): a run dying mid-slice (child-process.php).
 * --commit-at-kill commits the open transaction first, as a listener running DDL would.
 * --pause-at holds the process the Nth time HOOK fires, the lane's lock held: it writes its database
 *   connection's id into FILE and goes on once FILE.go exists (Engine_Test_Case::pause_reached(),
 *   go_on()), so the test acts on the paused go in between, with no sleep to time it.
 * --through-scheduler runs it as the BATCH_HOOK cron event does (watchdog and follow-ups included).
 * --slice-size sets `vendor_payout_schedule_slice_size`, so a few hundred vendors make several slices.
 * --hook-log=HOOK:FILE appends a line to FILE each time HOOK fires (the run announced, say), so a
 *   test counts it across processes.
 * The e-mails handed to wp_mail are listed in the JSON (`mails`: to and subject) and not sent.
 * --mail-log also catches what reaches wp_mail() into FILE (see Mail_Catcher).
 * --max-execution-time sets PHP's limit for this process, counted from its start, as a web server's
 *   PHP counts it for a WP-Cron request (PHP on Linux counts CPU seconds).
 * --slow-mail makes each vendor's e-mail take S seconds of CPU, as rendering and inlining do.
 * --mail-server-seconds makes each e-mail handed to wp_mail() wait S seconds, as a slow mail server
 *   does (wall time: PHP's limit does not count it, the request's length does).
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Payout_Runner;
use VendorPayoutSchedule\Engine\Payout_Scheduler;

require_once __DIR__ . '/child-process.php';

[ $vps_schedule, $vps_date ] = $args;
$vps_options                 = vps_child_options( array_slice( $args, 2 ) );

if ( isset( $vps_options['kill-at'] ) ) {
	vps_kill_at( $vps_options['kill-at'], ! empty( $vps_options['commit-at-kill'] ) );
}

if ( isset( $vps_options['pause-at'] ) ) {
	list( $vps_hook, $vps_nth, $vps_file ) = explode( ':', $vps_options['pause-at'], 3 );
	$vps_seen                              = 0;
	add_filter(
		$vps_hook,
		static function ( $value = null ) use ( &$vps_seen, $vps_nth, $vps_file ) {
			if ( ++$vps_seen === (int) $vps_nth ) {
				file_put_contents( $vps_file, (string) $GLOBALS['wpdb']->get_var( 'SELECT CONNECTION_ID()' ) );
				// The test says when to go on; a test that never does is ended by its own timeout.
				while ( ! file_exists( $vps_file . '.go' ) ) {
					usleep( 10000 );
				}
			}
			return $value;
		},
		PHP_INT_MAX
	);
}

if ( isset( $vps_options['hook-log'] ) ) {
	list( $vps_logged_hook, $vps_hook_file ) = explode( ':', $vps_options['hook-log'], 2 );
	add_action(
		$vps_logged_hook,
		static function () use ( $vps_hook_file ): void {
			file_put_contents( $vps_hook_file, getmypid() . "\n", FILE_APPEND | LOCK_EX );
		}
	);
}

if ( isset( $vps_options['max-execution-time'] ) ) {
	ini_set( 'max_execution_time', $vps_options['max-execution-time'] ); // phpcs:ignore WordPress.PHP.IniSet.Risky
}

if ( isset( $vps_options['slow-mail'] ) ) {
	add_action(
		'vendor_payout_schedule_payout_recorded',
		static function () use ( $vps_options ): void {
			$cpu  = static function (): float {
				$usage = getrusage();
				return $usage['ru_utime.tv_sec'] + $usage['ru_utime.tv_usec'] / 1e6 + $usage['ru_stime.tv_sec'] + $usage['ru_stime.tv_usec'] / 1e6;
			};
			$stop = $cpu() + (float) $vps_options['slow-mail'];
			while ( $cpu() < $stop ) {
				// Busy, as a renderer is: PHP's time limit counts CPU time.
				hash( 'sha256', (string) mt_rand() );
			}
		}
	);
}

if ( isset( $vps_options['batch-size'] ) ) {
	// Its 1.0.0 name: a test still passing it would run with the default slice and prove nothing.
	fwrite( STDERR, "run-engine.php: --batch-size is --slice-size now.\n" );
	exit( 2 );
}
if ( isset( $vps_options['slice-size'] ) ) {
	add_filter( 'vendor_payout_schedule_slice_size', static fn () => (int) $vps_options['slice-size'] );
}

$vps_mails = array();
add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, $mail ) use ( &$vps_mails, $vps_options ) {
		$vps_mails[] = array(
			'to'      => $mail['to'],
			'subject' => $mail['subject'],
		);
		if ( isset( $vps_options['mail-server-seconds'] ) ) {
			usleep( (int) ( 1e6 * (float) $vps_options['mail-server-seconds'] ) );
		}
		return false;
	},
	10,
	2
);
if ( isset( $vps_options['mail-log'] ) ) {
	require_once __DIR__ . '/class-mail-catcher.php';
	( new Mail_Catcher() )->start( $vps_options['mail-log'] );
}

if ( isset( $vps_options['start-at'] ) && (float) $vps_options['start-at'] > microtime( true ) ) {
	time_sleep_until( (float) $vps_options['start-at'] );
}

$vps_started = microtime( true );
try {
	$vps_progress = empty( $vps_options['through-scheduler'] )
		? ( new Payout_Runner() )->run( $vps_schedule, $vps_date, microtime( true ) + 600 )
		: ( new Payout_Scheduler() )->work( $vps_schedule, $vps_date );
} catch ( Database_Error $vps_error ) {
	// The run stays open for its next go; the test reads why this one stopped.
	fwrite( STDERR, 'The go stopped: ' . $vps_error->getMessage() . "\n" );
	exit( 4 );
}
if ( null === $vps_progress ) {
	fwrite( STDERR, "The schedule is not offered: nothing ran.\n" );
	exit( 1 );
}
echo wp_json_encode(
	array(
		'processed' => $vps_progress->processed,
		'elsewhere' => $vps_progress->held_elsewhere,
		'done'      => ( ! $vps_progress->unclaimed && ! $vps_progress->in_flight ),
		'seconds'   => round( microtime( true ) - $vps_started, 3 ),
		'peak_mb'   => round( memory_get_peak_usage( true ) / 1048576, 1 ),
		'mails'     => $vps_mails,
	)
), "\n";
