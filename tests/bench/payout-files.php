<?php
/**
 * `npm run bench:payout-files`: the time and peak memory to make the payout files of 1 000 and
 * 10 000 pending Dokan requests (a mix of PayPal in USD, bank transfers in USD and EUR, and
 * requests no file pays), on a scratch site of the local database.
 *
 * Requests are seeded as Dokan stores them (serialized payment details with the charge and what
 * Dokan will pay). Each measurement runs in a fresh PHP process with WordPress loaded: the index
 * of the files, then each file written to a temporary file. "Peak" is PHP's peak memory of that
 * process less the memory WordPress held before the measurement began, so flat memory reads as
 * the same peak for 1 000 and 10 000 requests.
 *   php tests/bench/payout-files.php [N ...]     (default 1000 10000)
 *
 * @package VendorPayoutSchedule
 */

const VPS_FILES_PREFIX = 'vpsfiles_';

$vps_repo   = dirname( __DIR__, 2 );
$vps_counts = array_map( 'intval', array_slice( $argv, 1 ) ) ?: array( 1000, 10000 );

/**
 * Runs a shell function of the scratch site.
 *
 * @param string $call E.g. "scratch_site_up vpsfiles_".
 */
function vps_files_shell( string $call ): void {
	global $vps_repo;
	passthru( 'bash -c ' . escapeshellarg( 'source ' . escapeshellarg( $vps_repo . '/tests/engine/support/scratch-site.sh' ) . ' && ' . $call ) . ' >/dev/null', $status );
	if ( 0 !== $status ) {
		fwrite( STDERR, "Failed: $call\n" );
		exit( 1 );
	}
}

/**
 * Runs payout-files-step.php on the scratch site and returns its JSON answer.
 *
 * @param string[] $args Step and arguments.
 * @return array<string, mixed>
 */
function vps_files_step( array $args ): array {
	global $vps_repo;
	$command = 'VPS_TABLE_PREFIX=' . VPS_FILES_PREFIX . ' ' . escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( $vps_repo . '/tests/env/wp-php.php' ) . ' ' . escapeshellarg( __DIR__ . '/payout-files-step.php' );
	foreach ( $args as $arg ) {
		$command .= ' ' . escapeshellarg( $arg );
	}
	exec( $command . ' 2>&1', $lines, $status );
	$answer = json_decode( (string) end( $lines ), true );
	if ( 0 !== $status || ! is_array( $answer ) ) {
		fwrite( STDERR, "Failed: $command\n" . implode( "\n", $lines ) . "\n" );
		exit( 1 );
	}
	return $answer;
}

vps_files_shell( 'scratch_site_up ' . VPS_FILES_PREFIX );
printf( "%-8s %-16s %8s %10s %10s %12s\n", 'requests', 'file', 'rows', 'seconds', 'peak MB', 'file KB' );
foreach ( $vps_counts as $count ) {
	vps_files_step( array( 'seed', (string) $count ) );
	$index = vps_files_step( array( 'index' ) );
	printf( "%-8d %-16s %8d %10.2f %10.2f %12s\n", $count, 'index', $index['rows'], $index['seconds'], $index['peak'] / 1048576, '' );
	$total = $index['seconds'];
	foreach ( $index['files'] as $key ) {
		$file = vps_files_step( array( 'write', $key ) );
		printf( "%-8d %-16s %8d %10.2f %10.2f %12.1f\n", $count, $key, $file['rows'], $file['seconds'], $file['peak'] / 1048576, $file['bytes'] / 1024 );
		$total += $file['seconds'];
	}
	printf( "%-8d %-16s %8s %10.2f\n", $count, 'all files', '', $total );
}
vps_files_shell( 'scratch_site_down ' . VPS_FILES_PREFIX );
