<?php
/**
 * Times the admin's "Next run" preview of the weekly schedule (scratch site only), before the
 * run: the totals over every vendor (the WP-Cron event that takes them), the section as
 * Dokan → Withdraw Schedule prints it (latest totals, the first page of 20), page 50 of it, and
 * the whole run as CSV. Prints one JSON line.
 *   engine-preview.php
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Next_Run_Csv;
use VendorPayoutSchedule\Admin\Next_Run_Preview;
use VendorPayoutSchedule\Admin\Next_Run_Screen;
use VendorPayoutSchedule\Admin\Next_Run_Totals;

wp_set_current_user( 1 );
$vps_time = static function ( callable $work ): float {
	wp_cache_flush();
	$started = microtime( true );
	$work();
	return microtime( true ) - $started;
};

$vps_preview = new Next_Run_Preview();
$vps_run     = $vps_preview->runs()[0];
$vps_totals  = $vps_time( static fn () => ( new Next_Run_Totals() )->compute( $vps_run['schedule'], $vps_run['date'] ) );

$vps_page = $vps_time(
	static function (): void {
		ob_start();
		( new Next_Run_Screen() )->render();
		ob_end_clean();
	}
);

$_GET[ Next_Run_Screen::PAGE_ARG ]   = '50';
$vps_later                           = $vps_time(
	static function (): void {
		ob_start();
		( new Next_Run_Screen() )->render();
		ob_end_clean();
	}
);
$vps_lines                           = 0;
$vps_csv                             = $vps_time(
	static function () use ( $vps_preview, $vps_run, &$vps_lines ): void {
		$out = fopen( 'php://temp', 'w+' );
		( new Next_Run_Csv() )->write( $out, $vps_preview, $vps_run['schedule'], $vps_run['date'], '' );
		rewind( $out );
		while ( false !== fgets( $out ) ) {
			++$vps_lines;
		}
		fclose( $out );
	}
);

echo wp_json_encode(
	array(
		'schedule'  => $vps_run['schedule'],
		'date'      => $vps_run['date'],
		'totals_s'  => $vps_totals,
		'vendors'   => get_transient( Next_Run_Totals::TRANSIENT_PREFIX . $vps_run['schedule'] . '_' . str_replace( '-', '', $vps_run['date'] ) )['vendors'] ?? 0,
		'page_s'    => $vps_page,
		'later_s'   => $vps_later,
		'csv_s'     => $vps_csv,
		'csv_lines' => $vps_lines,
		'peak_mb'   => memory_get_peak_usage( true ) / 1048576,
	)
), "\n";
