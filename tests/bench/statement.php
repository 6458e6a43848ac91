<?php
/**
 * `npm run bench:statement`: the statement of one scheduled payout over 1 000 and 10 000 entries of
 * Dokan's balance ledger (a vendor's whole year, see statement-seed.php), on a scratch site in the
 * local database (tests/engine/support/scratch-site.sh). For each size, three rounds of: the first
 * page as the panel asks for it (50 lines, through the REST server), every page of 100 lines in
 * turn, the whole statement as CSV, the figures of the "Scheduled payout requested" e-mail, and the
 * sums of a chunk of 1 000 vendors as a run's CSV reads them; each in a fresh PHP process, with its wall time and its
 * peak memory above what WordPress had loaded. Memory is flat when it does not grow with the
 * number of entries, nor from the first page to the last.
 *   php tests/bench/statement.php [N ...]     (default 1000 10000)
 *
 * @package VendorPayoutSchedule
 */

const VPS_STATEMENT_PREFIX = 'vpsstmt_';

$vps_repo   = dirname( __DIR__, 2 );
$vps_counts = array_map( 'intval', array_slice( $argv, 1 ) ) ?: array( 1000, 10000 );

/**
 * Runs a scratch-site shell function.
 *
 * @param string $call E.g. "scratch_site_up vpsstmt_".
 */
function vps_statement_shell( string $call ): void {
	global $vps_repo;
	passthru( 'bash -c ' . escapeshellarg( 'source ' . escapeshellarg( $vps_repo . '/tests/engine/support/scratch-site.sh' ) . ' && ' . $call ) . ' >/dev/null', $status );
	if ( 0 !== $status ) {
		fwrite( STDERR, "Failed: $call\n" );
		exit( 1 );
	}
}

/**
 * Runs a bench file on the scratch site and returns its last line, decoded.
 *
 * @param string   $file Script under tests/bench/.
 * @param string[] $args Arguments.
 * @return array<string, mixed>
 */
function vps_statement_php( string $file, array $args ): array {
	global $vps_repo;
	$command = 'VPS_TABLE_PREFIX=' . VPS_STATEMENT_PREFIX . ' ' . escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( $vps_repo . '/tests/env/wp-php.php' ) . ' ' . escapeshellarg( $vps_repo . '/tests/bench/' . $file );
	foreach ( $args as $arg ) {
		$command .= ' ' . escapeshellarg( $arg );
	}
	exec( $command . ' 2>&1', $lines, $status );
	$last = json_decode( (string) end( $lines ), true );
	if ( 0 !== $status || ! is_array( $last ) ) {
		fwrite( STDERR, "Failed: $file\n" . implode( "\n", $lines ) . "\n" );
		exit( 1 );
	}
	return $last;
}

register_shutdown_function( static fn () => vps_statement_shell( 'scratch_site_down ' . VPS_STATEMENT_PREFIX ) );

printf( "%d CPU cores, load %.2f\n", (int) shell_exec( 'nproc' ), sys_getloadavg()[0] );
foreach ( $vps_counts as $vps_count ) {
	vps_statement_shell( 'scratch_site_up ' . VPS_STATEMENT_PREFIX );
	$vps_seed = vps_statement_php( 'statement-seed.php', array( (string) $vps_count ) );
	printf(
		"\n%s entries of one vendor among %s ledger rows; the run %s on a balance of %.2f (load %.2f)\n",
		number_format( $vps_seed['entries'] ),
		number_format( $vps_seed['rows'] ),
		$vps_seed['status'],
		$vps_seed['balance'],
		sys_getloadavg()[0]
	);
	foreach ( array(
		'first-page' => 'first page (50 lines)',
		'all-pages'  => 'all pages of 100',
		'csv'        => 'whole CSV',
		'email'      => 'the e-mail\'s figures',
		'chunk'      => 'sums of 1 000 vendors',
	) as $vps_mode => $vps_label ) {
		$vps_rounds = array();
		for ( $vps_round = 0; $vps_round < 3; $vps_round++ ) {
			$vps_rounds[] = vps_statement_php( 'statement-read.php', array( $vps_mode, (string) $vps_seed['payout'] ) );
		}
		$vps_last = end( $vps_rounds );
		printf(
			"  %-22s %s s   peak %s KB%s   %s lines, %s\n",
			$vps_label,
			implode( ' / ', array_map( static fn ( $r ) => sprintf( '%.3f', $r['seconds'] ), $vps_rounds ) ),
			number_format( max( array_column( $vps_rounds, 'peak_kb' ) ) ),
			null === $vps_last['after_first_kb'] ? '' : sprintf( ' (%s KB after the first page)', number_format( $vps_last['after_first_kb'] ) ),
			number_format( $vps_last['lines'] ),
			$vps_last['agrees'] ? sprintf( 'closing %.2f = the balance read', $vps_last['closing'] ) : sprintf( 'closing %.2f, the run read %.2f', $vps_last['closing'], $vps_last['balance_read'] )
		);
	}
}
