<?php
/**
 * Prints the figures of tests/bench/drivers/side-by-side.sh (one JSON line each, from drive.php)
 * as the table docs/performance.md shows, in the order they were taken:
 *   php tests/bench/drivers/table.php FILE.jsonl
 *
 * @package VendorPayoutSchedule
 */

$vps_lines = file( $argv[1] ?? 'php://stdin', FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES );
$vps_names = array(
	'cron' => '(a) WP-Cron requests',
	'cli'  => '(b) %s',
);
$vps_fail  = false;

echo "\n| tree | vendors | driver | load | run done | last e-mail | goes | e-mails | filed | duplicates | e-mailed twice | w/o outcome |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n";
$vps_batches = array();
foreach ( $vps_lines as $vps_line ) {
	$vps_row = json_decode( $vps_line, true );
	if ( ! is_array( $vps_row ) ) {
		continue;
	}
	if ( isset( $vps_row['payout_batch'] ) ) {
		$vps_batches[] = array( $vps_row['tree'], $vps_row['runners'], $vps_row['payout_batch'] );
		continue;
	}
	$vps_driver = 'cron' === $vps_row['driver'] ? $vps_names['cron'] : sprintf( $vps_names['cli'], 'action-scheduler' === $vps_row['queue'] ? '`wp action-scheduler run`' : '`wp cron event run --due-now`' );
	if ( $vps_row['runners'] > 1 ) {
		$vps_driver .= sprintf( ', %d at once', $vps_row['runners'] );
	}
	printf(
		"| %s | %s | %s | %.1f | %s | %s | %d | %s | %s | %d | %d | %d |\n",
		$vps_row['tree'],
		number_format( $vps_row['vendors'] ),
		$vps_driver,
		$vps_row['load'],
		null === $vps_row['done_s'] ? '—' : sprintf( '%.1f s', $vps_row['done_s'] ),
		$vps_row['stopped_early'] ? 'not waited for' : ( null === $vps_row['last_mail_s'] ? '—' : sprintf( '%.1f s', $vps_row['last_mail_s'] ) ),
		$vps_row['goes'],
		number_format( $vps_row['mails'] ),
		number_format( $vps_row['filed'] ),
		$vps_row['duplicates'],
		$vps_row['mailed_twice'],
		$vps_row['without_outcome']
	);
	$vps_fail = $vps_fail || $vps_row['duplicates'] > 0 || $vps_row['mailed_twice'] > 0 || ( ! $vps_row['stopped_early'] && $vps_row['without_outcome'] > 0 );
}
if ( $vps_batches ) {
	echo "\n| tree | runners | load | payout batch | checked | marked paid | paid | approved in Dokan | with a balance entry | approved twice |\n|---|---|---|---|---|---|---|---|---|---|\n";
	foreach ( $vps_batches as list( $vps_tree, $vps_runners, $vps_batch ) ) {
		printf( "| %s | %d | %.1f | %s requests | %.1f s | %.1f s | %s | %s | %s | %d |\n", $vps_tree, $vps_runners, $vps_batch['load'], number_format( $vps_batch['requests'] ), $vps_batch['check_s'], $vps_batch['paid_s'], number_format( $vps_batch['paid'] ), number_format( $vps_batch['approved_in_dokan'] ), number_format( $vps_batch['with_entry'] ), $vps_batch['approved_twice'] );
		$vps_fail = $vps_fail || $vps_batch['approved_twice'] > 0;
	}
}
if ( $vps_fail ) {
	fwrite( STDERR, "\nSomething was filed, e-mailed or approved twice, or a vendor was left without an outcome.\n" );
	exit( 1 );
}
echo "\nNothing twice, nobody left out.\n";
