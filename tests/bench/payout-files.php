<?php
/**
 * `npm run bench:payout-files`: a payout batch of 1 000 and of 10 000 requests, on a scratch site
 * of the local database: the time and peak memory to check them with Dokan, to make their payout
 * files (PayPal in USD, ACH, SEPA in EUR, and the plain CSV of requests no file pays) and to mark
 * them paid (Dokan's approval of each, with its balance entry and its e-mail built).
 *
 * The vendors are seeded the way Dokan stores them and a run of the engine files their requests
 * (as Dokan's create() files them: payment details, charge and what Dokan will pay). Each step
 * runs in a fresh PHP process with WordPress loaded; the check and the payment run in goes of the
 * engine's 20 s budget, one after the other, as WP-Cron's events run them (the longest go is
 * printed: none may outlast PHP's time limit). "Peak" is PHP's peak memory of that process less
 * the memory WordPress held before the step began, so flat memory reads as the same peak for
 * 1 000 and 10 000 requests.
 *   php tests/bench/payout-files.php [N ...]     (default 1000 10000)
 *
 * Each count also times a balance read through Dokan (dokan_get_seller_balance(), 200 vendors).
 * BENCH_LEDGER_INDEX=with adds the index on the vendor of Dokan's ledger that Site Health offers
 * (Ledger_Index) after the seed; `both` reads the balances and checks the requests without it, then
 * adds it, reads them again and checks the same requests again ("Check again"), and makes the files
 * and pays with it. The default is Dokan's table as Dokan creates it. VPS_BENCH_SITE_PHP runs the steps on another site instead
 * of the scratch site, e.g. a real host built with the real-host kit:
 *   E2E_BASE_URL=http://127.0.0.1:PORT E2E_SITE_IS_SCRATCH=1 VPS_BENCH_SITE_PHP="php HOST_DIR/kit/php/wp.php" php tests/bench/payout-files.php 10000
 * (E2E_BASE_URL and E2E_SITE_IS_SCRATCH make the seed remove only the vendors it made, leaving the
 * host's own.)
 *
 * @package VendorPayoutSchedule
 */

const VPS_FILES_PREFIX = 'vpsfiles_';

require_once __DIR__ . '/php/class-bench-step-runner.php';

$vps_counts = array_map( 'intval', array_slice( $argv, 1 ) ) ?: array( 1000, 10000 );
$vps_index  = getenv( 'BENCH_LEDGER_INDEX' ) ?: 'without';
$vps_steps  = new Bench_Step_Runner( __DIR__ . '/payout-files-step.php', VPS_FILES_PREFIX, (string) getenv( 'VPS_BENCH_SITE_PHP' ) );

$vps_steps->site_up();
printf( "%-8s %-16s %8s %10s %10s %s\n", 'requests', 'step', 'rows', 'seconds', 'peak MB', 'more' );
/**
 * Reads balances and checks the run's requests (the first time into a new batch, then again).
 *
 * @param int    $count  Requests.
 * @param string $label  Whether the index is there.
 * @param string $check  'check' or 'recheck'.
 */
function vps_files_check( int $count, string $label, string $check ): void {
	global $vps_steps;
	$balance = $vps_steps->step( array( 'balance', '200' ) );
	printf( "%-8d %-16s %8d %10.2f %10.2f %s\n", $count, 'balance read', $balance['rows'], $balance['seconds'], $balance['peak'] / 1048576, sprintf( '%s: median %.2f ms, slowest %.2f ms', $label, $balance['median'] * 1000, $balance['slowest'] * 1000 ) );
	$result = $vps_steps->step( array( $check ) );
	printf( "%-8d %-16s %8d %10.2f %10.2f %s\n", $count, $check, $result['rows'], $result['seconds'], $result['peak'] / 1048576, sprintf( '%s: %d ready, %d refused; after the click: %d goes, longest %.2f s', $label, $result['ready'], $result['refused'], $result['goes'], $result['longest'] ) );
}

foreach ( $vps_counts as $count ) {
	$seed = $vps_steps->step( array( 'seed', (string) $count ) );
	printf( "%-8d %-16s %8d %10.2f %10.2f %s\n", $count, 'run files them', $seed['filed'], $seed['seconds'], $seed['peak'] / 1048576, '(the engine)' );
	$ledger = $vps_steps->step( array( 'ledger-index', 'with' === $vps_index ? 'add' : 'remove' ) );
	printf( "%-8d %-16s %8d\n", $count, 'ledger entries', $ledger['entries'] );
	vps_files_check( $count, 'with' === $vps_index ? 'with the index' : 'without the index', 'check' );
	if ( 'both' === $vps_index ) {
		$vps_steps->step( array( 'ledger-index', 'add' ) );
		vps_files_check( $count, 'with the index', 'recheck' );
	}
	$index = $vps_steps->step( array( 'index' ) );
	printf( "%-8d %-16s %8d %10.2f %10.2f\n", $count, 'index', $index['rows'], $index['seconds'], $index['peak'] / 1048576 );
	$section = $vps_steps->step( array( 'section' ) );
	printf( "%-8d %-16s %8s %10.2f %10.2f %s\n", $count, 'record section', '', $section['seconds'], $section['peak'] / 1048576, sprintf( '%.1f KB of HTML', $section['bytes'] / 1024 ) );
	$total = $index['seconds'];
	foreach ( $index['files'] as $key ) {
		$file = $vps_steps->step( array( 'write', $key ) );
		printf( "%-8d %-16s %8d %10.2f %10.2f %s\n", $count, $key, $file['rows'], $file['seconds'], $file['peak'] / 1048576, sprintf( '%.1f KB', $file['bytes'] / 1024 ) );
		$total += $file['seconds'];
	}
	printf( "%-8d %-16s %8s %10.2f\n", $count, 'all files', '', $total );
	$pay = $vps_steps->step( array( 'pay' ) );
	printf( "%-8d %-16s %8d %10.2f %10.2f %s\n", $count, 'mark as paid', $pay['rows'], $pay['seconds'], $pay['peak'] / 1048576, sprintf( '%d paid, %d failed, %d approved twice, %d e-mails; after the click: %d goes, longest %.2f s', $pay['paid'], $pay['failed'], $pay['twice'], $pay['mails'], $pay['goes'], $pay['longest'] ) );
	// Dokan's table as Dokan creates it, for whatever runs next on the site.
	$vps_steps->step( array( 'ledger-index', 'remove' ) );
}
