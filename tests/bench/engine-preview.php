<?php
/**
 * Times the admin's "Next run" preview of the weekly schedule (scratch site only), before the
 * run, three rounds of: the totals over every vendor (the WP-Cron event that takes them), the
 * section as Dokan → Withdraw Schedule prints it (latest totals, the first page of 20), page 50 of
 * it, page 50 ordered by name (the database's order), the first page ordered by amount (every
 * vendor decided, their sort keys kept) and the whole run as CSV. Prints one JSON line with each
 * round's wall seconds and the CPU seconds of PHP and of the database server.
 *   engine-preview.php
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Next_Run_Preview;
use VendorPayoutSchedule\Admin\Next_Run_Section;
use VendorPayoutSchedule\Admin\Next_Run_Totals;
use VendorPayoutSchedule\Admin\Outcome_List_Table;
use VendorPayoutSchedule\Admin\Settings_Page;

wp_set_current_user( 1 );
require_once ABSPATH . 'wp-admin/includes/admin.php';
set_current_screen( 'dokan_page_' . Settings_Page::SLUG );
const VPS_PREVIEW_ROUNDS = 3;

/**
 * CPU seconds the local MariaDB server has used so far (its pid file beside the socket DB_HOST
 * names), or null where it cannot be read.
 */
function vps_preview_db_cpu(): ?float {
	$socket = explode( ':', DB_HOST, 2 )[1] ?? '';
	$pid    = is_readable( dirname( $socket ) . '/mariadbd.pid' ) ? (int) file_get_contents( dirname( $socket ) . '/mariadbd.pid' ) : 0;
	$stat   = $pid > 0 && is_readable( "/proc/$pid/stat" ) ? (string) file_get_contents( "/proc/$pid/stat" ) : '';
	if ( '' === $stat ) {
		return null;
	}
	// Fields 14 and 15 (user and system time, in clock ticks of 1/100 s), after the name in brackets.
	$fields = explode( ' ', substr( $stat, strrpos( $stat, ')' ) + 2 ) );
	return ( (int) $fields[11] + (int) $fields[12] ) / 100;
}

/**
 * Server time of some work from a cold runtime cache: wall seconds, CPU seconds of this PHP
 * process, and of the database server (the bench's queries are all it serves then).
 *
 * @param callable $work Work.
 * @return array{wall: float, cpu: float, db: float|null}
 */
function vps_preview_time( callable $work ): array {
	wp_cache_flush();
	$cpu     = static function (): float {
		$usage = getrusage();
		return $usage['ru_utime.tv_sec'] + $usage['ru_utime.tv_usec'] / 1e6 + $usage['ru_stime.tv_sec'] + $usage['ru_stime.tv_usec'] / 1e6;
	};
	$db_at   = vps_preview_db_cpu();
	$cpu_at  = $cpu();
	$started = microtime( true );
	$work();
	$db = vps_preview_db_cpu();
	return array(
		'wall' => microtime( true ) - $started,
		'cpu'  => $cpu() - $cpu_at,
		'db'   => null === $db || null === $db_at ? null : $db - $db_at,
	);
}

/**
 * The section as Dokan → Withdraw Schedule prints it, on a page of the vendors.
 *
 * @param int                   $page  Page.
 * @param array<string, string> $order `orderby` and `order`.
 */
function vps_preview_screen( int $page, array $order = array() ): void {
	$_GET     = array( 'paged' => (string) $page ) + $order;
	$_REQUEST = $_GET;
	ob_start();
	( new Next_Run_Section() )->render();
	ob_end_clean();
	$_GET     = array();
	$_REQUEST = array();
}

$vps_run     = Next_Run_Preview::runs()[0];
$vps_preview = new Next_Run_Preview( $vps_run['schedule'], $vps_run['date'] );
$vps_result  = array(
	'schedule'  => $vps_run['schedule'],
	'date'      => $vps_run['date'],
	'totals'    => array(),
	'page'      => array(),
	'later'     => array(),
	'by_name'   => array(),
	'by_amount' => array(),
	'csv'       => array(),
);
$vps_lines   = 0;
for ( $vps_round = 0; $vps_round < VPS_PREVIEW_ROUNDS; $vps_round++ ) {
	$vps_result['totals'][]    = vps_preview_time( static fn () => ( new Next_Run_Totals() )->compute( $vps_run['schedule'], $vps_run['date'] ) );
	$vps_result['page'][]      = vps_preview_time( static fn () => vps_preview_screen( 1 ) );
	$vps_result['later'][]     = vps_preview_time( static fn () => vps_preview_screen( 50 ) );
	$vps_result['by_name'][]   = vps_preview_time( static fn () => vps_preview_screen( 50, array( 'orderby' => 'vendor' ) ) );
	$vps_result['by_amount'][] = vps_preview_time(
		static fn () => vps_preview_screen(
			1,
			array(
				'orderby' => 'amount',
				'order'   => 'desc',
			)
		)
	);
	$vps_result['csv'][]       = vps_preview_time(
		static function () use ( $vps_preview, $vps_run, &$vps_lines ): void {
			$out = fopen( 'php://temp', 'w+' );
			( new Outcome_List_Table( $vps_preview, array(), Next_Run_Section::PER_PAGE_OPTION, Next_Run_Section::CSV_ACTION ) )->csv()->write( $out, $vps_run['date'] );
			rewind( $out );
			$vps_lines = 0;
			while ( false !== fgets( $out ) ) {
				++$vps_lines;
			}
			fclose( $out );
		}
	);
}

echo wp_json_encode(
	$vps_result + array(
		'vendors'   => $vps_preview->vendor_count(),
		'csv_lines' => $vps_lines,
		'peak_mb'   => memory_get_peak_usage( true ) / 1048576,
	)
), "\n";
