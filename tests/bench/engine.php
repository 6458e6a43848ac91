<?php
/**
 * `npm run bench:engine`: the payout engine on 10 000, 50 000 and 100 000 vendors seeded the way
 * Dokan stores them — each vendor's balance as rows of `dokan_vendor_balance` (orders in and past
 * the withdraw threshold, a cancelled and a refunded order, refunds, an approved withdraw) and past
 * requests in `dokan_withdraw`, neither table indexed beyond its primary key, as in Dokan — in the
 * real database (a scratch site, see tests/engine/support/scratch-site.sh).
 *
 * For each count: one runner in one process (wall time until the run is done — every vendor's
 * outcome committed — and until its last e-mail is sent, time per vendor, peak memory, memory after
 * the first and the last batch), then what the run left: requests filed, duplicates, vendors
 * without an outcome. Every round starts from the same state: no requests, no outcomes, no record
 * of e-mails sent. For the smallest count also the run as WP-Cron runs it (the run event, then
 * each follow-up event in a fresh PHP process), and two runners at once with their speed-up.
 * Before the smallest count's run, the server time of the admin's "Next run" preview (screen,
 * totals, CSV) of its vendors, and goes whose deadline passes mid-batch (one runner, then two at
 * once, a budget of 3 s): how long each went on past its deadline and what it did after it.
 *   php tests/bench/engine.php [N ...]     (default 10000 50000 100000)
 *   VPS_BENCH_ONLY=deadline php tests/bench/engine.php N     only those goes
 *
 * @package VendorPayoutSchedule
 */

const VPS_BENCH_PREFIX = 'vpsbench_';
const VPS_BENCH_DATE   = '2099-01-05';

$vps_repo   = dirname( __DIR__, 2 );
$vps_counts = array_map( 'intval', array_slice( $argv, 1 ) ) ?: array( 10000, 50000, 100000 );

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
	exec( vps_bench_command( $file, $args ) . ' 2>&1', $lines, $status );
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
 * Removes the requests the engine filed and empties its tables, keeping the vendors and their past.
 */
function vps_bench_clear_run(): void {
	global $vps_repo;
	$prefix = VPS_BENCH_PREFIX;
	vps_bench_shell( "scratch_db -e 'DELETE FROM {$prefix}dokan_withdraw WHERE note <> \"manual\"; TRUNCATE TABLE {$prefix}vendor_payout_schedule_payouts; TRUNCATE TABLE {$prefix}vendor_payout_schedule_payout_runs; TRUNCATE TABLE {$prefix}vendor_payout_schedule_payout_notices; DELETE FROM {$prefix}options WHERE option_name = \"cron\"; DELETE a FROM {$prefix}actionscheduler_actions a JOIN {$prefix}actionscheduler_groups g ON g.group_id = a.group_id WHERE g.slug = \"vendor-payout-schedule\";'" );
}

/**
 * The PHP command that runs a bench file on the scratch site.
 *
 * @param string   $file Script under tests/bench/.
 * @param string[] $args Arguments.
 */
function vps_bench_command( string $file, array $args = array() ): string {
	global $vps_repo;
	$command = 'VPS_TABLE_PREFIX=' . VPS_BENCH_PREFIX . ' ' . escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( $vps_repo . '/tests/env/wp-php.php' ) . ' ' . escapeshellarg( $vps_repo . '/tests/bench/' . $file );
	foreach ( $args as $arg ) {
		$command .= ' ' . escapeshellarg( $arg );
	}
	return $command;
}

/**
 * Runs the whole run in `$runners` processes at once and returns the wall time until the run was
 * done (the last runner's outcomes committed) and until the last process ended.
 *
 * @param int $runners Processes.
 * @return array{seconds: float, done: float, runs: array<int, array<string, mixed>>}
 */
function vps_bench_runners( int $runners ): array {
	$started  = microtime( true );
	$children = array();
	for ( $i = 0; $i < $runners; $i++ ) {
		$children[] = popen( vps_bench_command( 'engine-single.php', array( VPS_BENCH_DATE ) ) . ' 2>&1', 'r' );
	}
	$runs = array();
	foreach ( $children as $child ) {
		$lines = explode( "\n", trim( (string) stream_get_contents( $child ) ) );
		pclose( $child );
		$runs[] = json_decode( (string) end( $lines ), true );
	}
	return array(
		'seconds' => microtime( true ) - $started,
		'done'    => max( array_map( static fn ( $run ) => (float) ( $run['done_at'] ?? microtime( true ) ), $runs ) ) - $started,
		'runs'    => $runs,
	);
}

/**
 * Goes whose deadline passes mid-batch, on a run nobody started yet: `$runners` processes started
 * together, each with the budget; prints each go's time past its deadline and what it did after it.
 *
 * @param int   $runners Processes.
 * @param float $budget  Seconds of each go.
 */
function vps_bench_deadline( int $runners, float $budget ): void {
	vps_bench_clear_run();
	$load     = vps_bench_load();
	$start_at = (string) ( microtime( true ) + 2 );
	$children = array();
	for ( $i = 0; $i < $runners; $i++ ) {
		$children[] = popen( vps_bench_command( 'engine-deadline.php', array( VPS_BENCH_DATE, (string) $budget, $start_at ) ) . ' 2>&1', 'r' );
	}
	foreach ( $children as $i => $child ) {
		$lines = explode( "\n", trim( (string) stream_get_contents( $child ) ) );
		pclose( $child );
		$go = json_decode( (string) end( $lines ), true );
		if ( ! is_array( $go ) ) {
			fwrite( STDERR, "No result from engine-deadline.php:\n" . implode( "\n", $lines ) . "\n" );
			exit( 1 );
		}
		printf( "  go cut at its deadline, %d runner%s, #%d (%s): %.2f s for a %.1f s budget, %.2f s past it; after it %d statements, %d DELETEs of claims, %d user loads; %d vendors settled\n", $runners, 1 === $runners ? '' : 's', $i + 1, $load, $go['seconds'], $budget, $go['past'], $go['statements'], $go['deletes'], $go['user_loads'], $go['processed'] );
	}
}

/**
 * The machine's load average over the last minute, as a short text.
 */
function vps_bench_load(): string {
	return sprintf( 'load %.2f', sys_getloadavg()[0] );
}

// Whatever happens, the scratch site goes.
register_shutdown_function( static fn () => vps_bench_shell( 'scratch_site_down ' . VPS_BENCH_PREFIX ) );

printf( "%d CPU cores, %s before seeding\n", (int) shell_exec( 'nproc' ), vps_bench_load() );
$vps_rows  = array();
$vps_extra = array();
foreach ( $vps_counts as $vps_index => $vps_count ) {
	vps_bench_shell( 'scratch_site_up ' . VPS_BENCH_PREFIX );
	echo vps_bench_php( 'engine-seed.php', array( (string) $vps_count ) ), "\n";

	if ( 0 === $vps_index ) {
		printf( "\n%s vendors, goes whose deadline passes mid-batch\n", number_format( $vps_count ) );
		vps_bench_deadline( 1, 3.0 );
		vps_bench_deadline( 2, 3.0 );
	}
	if ( 'deadline' === getenv( 'VPS_BENCH_ONLY' ) ) {
		continue;
	}

	// The admin's "Next run" preview of these vendors, before any run (the smallest count only:
	// the CSV of the larger ones takes a while and adds nothing the first does not show).
	if ( 0 === $vps_index ) {
		$vps_preview = vps_bench_php( 'engine-preview.php' );
		printf( "\nNext run preview (%s, %s; %s vendors; server time of three rounds: wall (CPU of PHP + of MariaDB), %s)\n", $vps_preview['schedule'], $vps_preview['date'], number_format( $vps_preview['vendors'] ), vps_bench_load() );
		$vps_rounds = static fn ( array $times, string $format ): string => implode( ', ', array_map( static fn ( array $time ): string => sprintf( $format, $time['wall'], $time['cpu'], $time['db'] ?? NAN ), $times ) );
		printf( "  screen, first page   %s s (the kept totals and 20 vendors)\n", $vps_rounds( $vps_preview['page'], '%.3f (%.3f + %.2f)' ) );
		printf( "  screen, page 50      %s s\n", $vps_rounds( $vps_preview['later'], '%.3f (%.3f + %.2f)' ) );
		printf( "  page 50 by name      %s s (ordered by the database)\n", $vps_rounds( $vps_preview['by_name'], '%.3f (%.3f + %.2f)' ) );
		printf( "  page 1 by amount     %s s (every vendor decided, their sort keys kept)\n", $vps_rounds( $vps_preview['by_amount'], '%.2f (%.2f + %.2f)' ) );
		printf( "  totals, every vendor %s s (taken by WP-Cron above 1 000 vendors)\n", $vps_rounds( $vps_preview['totals'], '%.2f (%.2f + %.2f)' ) );
		printf( "  CSV of the whole run %s s (%s lines)\n", $vps_rounds( $vps_preview['csv'], '%.2f (%.2f + %.2f)' ), number_format( $vps_preview['csv_lines'] ) );
		printf( "  peak memory          %.1f MB\n", $vps_preview['peak_mb'] );
	}

	// One runner, one process, no time budget; wall time from the process's start, PHP and
	// WordPress start-up included, as for the two runners below.
	$vps_load   = vps_bench_load();
	$vps_one    = vps_bench_runners( 1 );
	$vps_single = array(
		'seconds' => $vps_one['seconds'],
		'done'    => $vps_one['done'],
	) + $vps_one['runs'][0];
	$vps_report = vps_bench_php( 'engine-report.php', array( VPS_BENCH_DATE ) );
	$vps_rows[] = compact( 'vps_count', 'vps_single', 'vps_report', 'vps_load' );

	printf( "\n%s vendors, one runner (%s)\n", number_format( $vps_count ), $vps_load );
	printf( "  run done             %.1f s, %.2f ms per vendor (every vendor's outcome committed)\n", $vps_single['done'], 1000 * $vps_single['done'] / $vps_count );
	printf( "  with its e-mails     %.1f s, %.2f ms per vendor (the process's wall time)\n", $vps_single['seconds'], 1000 * $vps_single['seconds'] / $vps_count );
	printf( "  peak memory          %.1f MB; in use after the first batch %.1f MB, after the last %.1f MB\n", $vps_single['peak_mb'], $vps_single['first_mb'], $vps_single['last_mb'] );
	printf( "  requests filed       %d (total %s)\n", $vps_report['filed'], number_format( $vps_report['total'], 2 ) );
	printf( "  duplicates           %d\n", $vps_report['duplicates'] );
	printf( "  vendors w/o outcome  %d\n", $vps_report['missing'] );
	printf( "  outcomes             %s\n", json_encode( $vps_report['outcomes'] ) );

	if ( 0 !== $vps_index ) {
		continue;
	}

	// Two runners at once on the same vendors, alternating with one runner, three times each: on
	// a shared machine one pair of measurements says more about the neighbours than the engine.
	$vps_ones = array( $vps_single );
	$vps_twos = array();
	$vps_sums = array(
		'duplicates' => 0,
		'missing'    => 0,
	);
	for ( $vps_round = 0; $vps_round < 3; $vps_round++ ) {
		if ( $vps_round > 0 ) {
			vps_bench_clear_run();
			$vps_ones[] = vps_bench_runners( 1 );
		}
		vps_bench_clear_run();
		$vps_load   = vps_bench_load();
		$vps_two    = vps_bench_runners( 2 );
		$vps_twos[] = $vps_two;
		$vps_pair   = vps_bench_php( 'engine-report.php', array( VPS_BENCH_DATE ) );
		$vps_sums['duplicates'] += $vps_pair['duplicates'];
		$vps_sums['missing']    += $vps_pair['missing'];
		$vps_last = end( $vps_ones );
		printf( "  two runners at once  done %.1f s, with e-mails %.1f s (%s) against %.1f s and %.1f s for one; each processed %s (in %s s); filed %d, duplicates %d, w/o outcome %d\n", $vps_two['done'], $vps_two['seconds'], $vps_load, $vps_last['done'], $vps_last['seconds'], implode( ' + ', array_map( static fn ( $run ) => (string) ( $run['processed'] ?? '?' ), $vps_two['runs'] ) ), implode( ' and ', array_map( static fn ( $run ) => sprintf( '%.1f', $run['seconds'] ?? 0 ), $vps_two['runs'] ) ), $vps_pair['filed'], $vps_pair['duplicates'], $vps_pair['missing'] );
	}
	$vps_median = static function ( array $rounds, string $key ): float {
		$values = array_column( $rounds, $key );
		sort( $values );
		return (float) $values[1];
	};
	// Every round counts in the verdict below.
	$vps_pair  = array_merge( $vps_pair, $vps_sums );
	$vps_speed = array(
		'done'    => $vps_median( $vps_ones, 'done' ) / $vps_median( $vps_twos, 'done' ),
		'seconds' => $vps_median( $vps_ones, 'seconds' ) / $vps_median( $vps_twos, 'seconds' ),
	);
	printf( "  speed-up             %.2f× until done, %.2f× with the e-mails (medians of three: one runner %.1f / %.1f s, two %.1f / %.1f s)\n", $vps_speed['done'], $vps_speed['seconds'], $vps_median( $vps_ones, 'done' ), $vps_median( $vps_ones, 'seconds' ), $vps_median( $vps_twos, 'done' ), $vps_median( $vps_twos, 'seconds' ) );

	// As WP-Cron runs it: the run event, then every due follow-up, one process per request.
	vps_bench_clear_run();
	$vps_started   = microtime( true );
	$vps_processes = array( vps_bench_php( 'engine-event.php', array( 'start', VPS_BENCH_DATE ) ) );
	while ( true ) {
		$vps_event = vps_bench_php( 'engine-event.php' );
		if ( 0 === $vps_event['events'] ) {
			break;
		}
		$vps_processes[] = $vps_event;
	}
	$vps_wall = microtime( true ) - $vps_started;
	$vps_cron = vps_bench_php( 'engine-report.php', array( VPS_BENCH_DATE ) );
	printf( "  as queued actions    %.1f s in %d actions (each a fresh PHP process), %.1f MB peak; filed %d, duplicates %d, w/o outcome %d\n", $vps_wall, count( $vps_processes ), max( array_column( $vps_processes, 'peak_mb' ) ), $vps_cron['filed'], $vps_cron['duplicates'], $vps_cron['missing'] );
	$vps_extra = array( $vps_twos, $vps_pair, $vps_cron, $vps_speed );
}

echo "\n| vendors | run done | per vendor | with its e-mails | per vendor | peak memory | filed | duplicates | w/o outcome |\n|---|---|---|---|---|---|---|---|---|\n";
$vps_ok = true;
foreach ( $vps_rows as $vps_row ) {
	$vps_single = $vps_row['vps_single'];
	printf( "| %s | %.1f s | %.2f ms | %.1f s | %.2f ms | %.1f MB | %s | %d | %d |\n", number_format( $vps_row['vps_count'] ), $vps_single['done'], 1000 * $vps_single['done'] / $vps_row['vps_count'], $vps_single['seconds'], 1000 * $vps_single['seconds'] / $vps_row['vps_count'], $vps_single['peak_mb'], number_format( $vps_row['vps_report']['filed'] ), $vps_row['vps_report']['duplicates'], $vps_row['vps_report']['missing'] );
	$vps_ok = $vps_ok && 0 === $vps_row['vps_report']['duplicates'] && 0 === $vps_row['vps_report']['missing'];
}
if ( $vps_extra ) {
	list( $vps_twos, $vps_pair, $vps_cron, $vps_speed ) = $vps_extra;
	printf( "| %s, two runners (median of three) | %.1f s | speed-up %.2f× | %.1f s | speed-up %.2f× | | %s | %d | %d |\n", number_format( $vps_counts[0] ), $vps_median( $vps_twos, 'done' ), $vps_speed['done'], $vps_median( $vps_twos, 'seconds' ), $vps_speed['seconds'], number_format( $vps_pair['filed'] ), $vps_pair['duplicates'], $vps_pair['missing'] );
	$vps_ok = $vps_ok && 0 === $vps_pair['duplicates'] && 0 === $vps_pair['missing'] && 0 === $vps_cron['duplicates'] && 0 === $vps_cron['missing'] && $vps_pair['filed'] === $vps_rows[0]['vps_report']['filed'] && $vps_cron['filed'] === $vps_rows[0]['vps_report']['filed'];
}
if ( ! $vps_ok ) {
	fwrite( STDERR, "\nA run left duplicates or gaps.\n" );
	exit( 1 );
}
echo "\nNo duplicates, no gaps.\n";
