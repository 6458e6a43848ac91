<?php
/**
 * Times a past run's record on a scratch site (never the shared one): seeds N vendors and a finished
 * run of them (78% requested, their requests pending, approved or cancelled in Dokan's table; the
 * rest skipped), then reads the record as the admin's screen does (first page, a middle page, a
 * middle page sorted by name and by amount, each with the run's figures) and writes the whole run's
 * CSV, noting the memory in use after each batch.
 *   VPS_TABLE_PREFIX=vpsrecord_ php tests/env/wp-php.php tests/bench/run-record.php N
 * (after `source tests/engine/support/scratch-site.sh && scratch_site_up vpsrecord_`). Prints one
 * JSON line.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Outcome_List_Table;
use VendorPayoutSchedule\Admin\Outcome_Source;
use VendorPayoutSchedule\Admin\Run_Record;
use VendorPayoutSchedule\Admin\Run_Record_Screen;
use VendorPayoutSchedule\Admin\Settings_Page;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Schema;

require_once dirname( __DIR__ ) . '/engine/support/class-engine-site.php';

global $wpdb;
if ( 'wp_' === $wpdb->prefix ) {
	fwrite( STDERR, "Scratch site only: set VPS_TABLE_PREFIX.\n" );
	exit( 1 );
}
$vps_count = max( 1, (int) ( $args[0] ?? 10000 ) );
$vps_date  = '2099-03-02';

Engine_Site::reset_data();
$vps_ids = Engine_Site::seed_vendors( array_fill( 0, $vps_count, array( 'balance' => '100', 'schedule' => 'quarterly' ) ) );
$wpdb->insert( Schema::runs_table(), array( 'schedule' => 'quarterly', 'scheduled_for' => $vps_date, 'started_at' => gmdate( 'Y-m-d H:i:s' ), 'finished_at' => gmdate( 'Y-m-d H:i:s' ) ) );
$vps_run_id = (int) $wpdb->insert_id;
$vps_now    = gmdate( 'Y-m-d H:i:s' );
foreach ( array_chunk( $vps_ids, 1000 ) as $vps_chunk ) {
	$vps_withdraws = array();
	$vps_payouts   = array();
	foreach ( $vps_chunk as $vps_id ) {
		$vps_filed = $vps_id % 100 < 78;
		if ( $vps_filed ) {
			$vps_withdraws[] = $wpdb->prepare( '(%d, %d, %s, %s, %d, %s, %s, %s, %s)', $vps_id, $vps_id, '100', $vps_now, $vps_id % 3, 'paypal', $vps_date, '', '' );
		}
		$vps_payouts[] = $wpdb->prepare( '(%d, %s, %s, %s, %s, %s, %s, %s, %d, %d, %s, %s)', $vps_id, $vps_date, 'quarterly', $vps_filed ? 'filed' : 'skipped', $vps_filed ? '' : 'below_minimum', $vps_filed ? '100' : '0', '100', 'paypal', $vps_filed ? $vps_id : 0, 1, $vps_now, $vps_now );
	}
	if ( $vps_withdraws ) {
		$wpdb->query( "INSERT INTO {$wpdb->prefix}dokan_withdraw (id, user_id, amount, date, status, method, note, details, ip) VALUES " . implode( ',', $vps_withdraws ) ); // phpcs:ignore WordPress.DB
	}
	$wpdb->query( 'INSERT INTO ' . Schema::payouts_table() . ' (vendor_id, scheduled_for, schedule, status, reason, amount, balance, method, withdraw_id, mailed, claimed_at, updated_at) VALUES ' . implode( ',', $vps_payouts ) ); // phpcs:ignore WordPress.DB
}
wp_cache_flush();

$vps_source = new Run_Record( ( new Run_Ledger() )->find( $vps_run_id ) );
$vps_time   = static function ( callable $work ): float {
	$start = microtime( true );
	$work();
	return round( microtime( true ) - $start, 3 );
};
$vps_page   = static fn ( int $page, array $query = array() ): float => $vps_time( static fn () => array( $vps_source->find( $query, $page, 20 ), $vps_source->figures() ) );

// The CSV as the download writes it, the memory in use noted after each chunk.
$vps_memory = array();
$vps_probe  = new class( $vps_source, $vps_memory ) implements Outcome_Source {
	public function __construct( private Run_Record $inner, private array &$memory ) {}
	public function is_past(): bool { return $this->inner->is_past(); }
	public function find( array $query, int $page, int $per_page ): array { return $this->inner->find( $query, $page, $per_page ); }
	public function each_chunk( array $query, callable $consume ): void {
		$this->inner->each_chunk(
			$query,
			function ( array $rows ) use ( $consume ): void {
				$consume( $rows );
				$this->memory[] = memory_get_usage();
			}
		);
	}
};
require_once ABSPATH . 'wp-admin/includes/admin.php';
set_current_screen( 'dokan_page_' . Settings_Page::SLUG );
$vps_out   = fopen( 'php://temp/maxmemory:0', 'w+' );
$vps_csv_s = $vps_time( static fn () => ( new Outcome_List_Table( $vps_probe, array(), Run_Record_Screen::PER_PAGE_OPTION, Run_Record_Screen::CSV_ACTION ) )->csv()->write( $vps_out, $vps_date ) );
rewind( $vps_out );
$vps_lines = 0;
while ( false !== fgets( $vps_out ) ) {
	++$vps_lines;
}

echo wp_json_encode(
	array(
		'vendors'          => $vps_count,
		'first_page_s'     => $vps_page( 1 ),
		'middle_page_s'    => $vps_page( (int) ceil( $vps_count / 40 ) ),
		'by_name_s'        => $vps_page( (int) ceil( $vps_count / 40 ), array( 'orderby' => 'vendor' ) ),
		'by_amount_s'      => $vps_page( (int) ceil( $vps_count / 40 ), array( 'orderby' => 'amount', 'order' => 'desc' ) ),
		'csv_s'            => $vps_csv_s,
		'csv_lines'        => $vps_lines,
		'batches'          => count( $vps_memory ),
		'mb_after_first'   => round( $vps_memory[0] / 1048576, 1 ),
		'mb_after_last'    => round( end( $vps_memory ) / 1048576, 1 ),
		'peak_mb'          => round( memory_get_peak_usage() / 1048576, 1 ),
	)
) . "\n";
