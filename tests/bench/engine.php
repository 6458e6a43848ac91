<?php
/**
 * `npm run bench:engine`: the payout engine on 1 000 and 10 000 seeded vendors in the real
 * database (a scratch site, see tests/engine/support/scratch-site.sh), run the way production runs
 * it — the weekly run event, then each follow-up event in a fresh PHP process, as WP-Cron requests
 * would — and once more in a single process to show memory does not grow with the vendor count.
 * Prints wall time, peak memory, requests filed and duplicates; and before the run, the server
 * time of the admin's "Next run" preview (screen, totals, CSV).
 *   php tests/bench/engine.php [N ...]     (default 1000 10000)
 *
 * @package VendorPayoutSchedule
 */

const VPS_BENCH_PREFIX = 'vpsbench_';
const VPS_BENCH_DATE   = '2099-01-05';

$vps_repo   = dirname( __DIR__, 2 );
$vps_counts = array_map( 'intval', array_slice( $argv, 1 ) ) ?: array( 1000, 10000 );

/**
 * Runs a scratch-site shell function.
 *
 * @param string $call E.g. "scratch_site_up vpsbench_".
 */
function vps_bench_shell( string $call ): void {
	global $vps_repo;
	passthru( 'bash -c ' . escapeshellarg( 'source ' . escapeshellarg( $vps_repo . '/tests/engine/support/scratch-site.sh' ) . ' && ' . $call ) . ' >/dev/null', $status );
	if ( 0 !== $status ) {
		fwrite( STDERR, "Failed: $call\n" );
		exit( 1 );
	}
}

/**
 * Runs a file on the scratch site and returns its last output line decoded (or raw when not JSON).
 *
 * @param string   $file Script under tests/bench/.
 * @param string[] $args Arguments.
 * @return mixed
 */
function vps_bench_php( string $file, array $args = array() ) {
	global $vps_repo;
	$command = 'VPS_TABLE_PREFIX=' . VPS_BENCH_PREFIX . ' ' . escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( $vps_repo . '/tests/env/wp-php.php' ) . ' ' . escapeshellarg( $vps_repo . '/tests/bench/' . $file );
	foreach ( $args as $arg ) {
		$command .= ' ' . escapeshellarg( $arg );
	}
	exec( $command . ' 2>&1', $lines, $status );
	if ( 0 !== $status ) {
		fwrite( STDERR, "Failed: $file\n" . implode( "\n", $lines ) . "\n" );
		exit( 1 );
	}
	foreach ( array_reverse( $lines ) as $line ) {
		$decoded = json_decode( $line, true );
		if ( is_array( $decoded ) ) {
			return $decoded;
		}
	}
	if ( 'engine-seed.php' !== $file ) {
		fwrite( STDERR, "No result from $file:\n" . implode( "\n", $lines ) . "\n" );
		exit( 1 );
	}
	return (string) end( $lines );
}

/**
 * Empties Dokan's requests and the engine's tables, keeping the vendors.
 */
function vps_bench_clear_run(): void {
	global $vps_repo;
	$prefix = VPS_BENCH_PREFIX;
	vps_bench_shell( "scratch_db -e 'TRUNCATE TABLE {$prefix}dokan_withdraw; TRUNCATE TABLE {$prefix}vendor_payout_schedule_payouts; TRUNCATE TABLE {$prefix}vendor_payout_schedule_payout_runs; DELETE FROM {$prefix}options WHERE option_name = \"cron\";'" );
}

// Whatever happens, the scratch site goes.
register_shutdown_function( static fn () => vps_bench_shell( 'scratch_site_down ' . VPS_BENCH_PREFIX ) );

$vps_rows = array();
foreach ( $vps_counts as $vps_count ) {
	vps_bench_shell( 'scratch_site_up ' . VPS_BENCH_PREFIX );
	echo vps_bench_php( 'engine-seed.php', array( (string) $vps_count ) ), "\n";

	// The admin's preview of the next run, before any run.
	$vps_preview = vps_bench_php( 'engine-preview.php' );

	// As WP-Cron runs it: the run event, then every due follow-up, one process per request.
	$vps_started   = microtime( true );
	$vps_processes = array( vps_bench_php( 'engine-event.php', array( 'start', VPS_BENCH_DATE ) ) );
	while ( true ) {
		$vps_event = vps_bench_php( 'engine-event.php' );
		if ( 0 === $vps_event['events'] ) {
			break;
		}
		$vps_processes[] = $vps_event;
	}
	$vps_wall   = microtime( true ) - $vps_started;
	$vps_report = vps_bench_php( 'engine-report.php', array( VPS_BENCH_DATE ) );
	$vps_peak   = max( array_column( $vps_processes, 'peak_mb' ) );
	$vps_work   = array_sum( array_column( $vps_processes, 'seconds' ) );

	// The same run again in one process, no time budget, memory sampled every batch.
	vps_bench_clear_run();
	$vps_single = vps_bench_php( 'engine-single.php', array( VPS_BENCH_DATE ) );
	$vps_check  = vps_bench_php( 'engine-report.php', array( VPS_BENCH_DATE ) );

	printf( "\n%s vendors\n", number_format( $vps_count ) );
	printf( "  Next run preview (%s, %s; %s vendors, server time):\n", $vps_preview['schedule'], $vps_preview['date'], number_format( $vps_preview['vendors'] ) );
	printf( "    screen, first page   %.3f s (the latest totals and 20 vendors)\n", $vps_preview['page_s'] );
	printf( "    screen, page 50      %.3f s\n", $vps_preview['later_s'] );
	printf( "    totals (WP-Cron)     %.2f s (every vendor assessed, kept %d min)\n", $vps_preview['totals_s'], 15 );
	printf( "    CSV of the whole run %.2f s (%s lines)\n", $vps_preview['csv_s'], number_format( $vps_preview['csv_lines'] ) );
	printf( "  as WP-Cron (%d events, each a fresh PHP process):\n", count( $vps_processes ) );
	printf( "    wall time            %.1f s (engine %.1f s, the rest is PHP and WordPress start-up per event)\n", $vps_wall, $vps_work );
	printf( "    peak memory          %.1f MB (largest single event)\n", $vps_peak );
	printf( "    requests filed       %d (total %s)\n", $vps_report['filed'], number_format( $vps_report['total'], 2 ) );
	printf( "    duplicates           %d\n", $vps_report['duplicates'] );
	printf( "    vendors w/o outcome  %d\n", $vps_report['missing'] );
	printf( "    outcomes             %s\n", json_encode( $vps_report['outcomes'] ) );
	printf( "  in one process:\n" );
	printf( "    wall time            %.1f s\n", $vps_single['seconds'] );
	printf( "    peak memory          %.1f MB; in use after the first batch %.1f MB, after the last %.1f MB\n", $vps_single['peak_mb'], $vps_single['first_mb'], $vps_single['last_mb'] );
	printf( "    requests filed       %d, duplicates %d, vendors w/o outcome %d\n", $vps_check['filed'], $vps_check['duplicates'], $vps_check['missing'] );

	$vps_rows[] = array( $vps_count, $vps_report, $vps_check );
}

foreach ( $vps_rows as [ $vps_count, $vps_report, $vps_check ] ) {
	$vps_ok = 0 === $vps_report['duplicates'] && 0 === $vps_report['missing'] && 0 === $vps_check['duplicates'] && 0 === $vps_check['missing'] && $vps_report['filed'] === $vps_check['filed'];
	if ( ! $vps_ok ) {
		fwrite( STDERR, "\nThe run for $vps_count vendors left duplicates or gaps.\n" );
		exit( 1 );
	}
}
echo "\nNo duplicates, no gaps.\n";
