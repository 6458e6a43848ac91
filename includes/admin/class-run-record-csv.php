<?php
/**
 * A past run's record as a CSV download.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Payout_History;

defined( 'ABSPATH' ) || exit;

/**
 * Streams every vendor of a run (or those the filter keeps), batch by batch, through
 * admin-post.php after checking the capability and the nonce.
 */
final class Run_Record_Csv {

	/** The admin-post action, and the nonce's action. */
	public const ACTION = 'vendor_payout_schedule_run_record_csv';

	/**
	 * The download link (nonce included).
	 *
	 * @param int            $run_id The run's id.
	 * @param Outcome_Filter $filter Search, outcome and reason.
	 */
	public static function url( int $run_id, Outcome_Filter $filter ): string {
		$args = array(
			'action'                         => self::ACTION,
			Run_Record_Screen::RUN_ARG       => $run_id,
		) + array_filter( Run_Record_Screen::filter_args( $filter ) );
		return wp_nonce_url( add_query_arg( $args, admin_url( 'admin-post.php' ) ), self::ACTION );
	}

	/**
	 * On `admin_post_vendor_payout_schedule_run_record_csv`.
	 */
	public function download(): void {
		if ( ! current_user_can( Settings_Page::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage withdraw schedules.', 'vendor-payout-schedule' ), 403 );
		}
		check_admin_referer( self::ACTION );
		$run = ( new Payout_History() )->run( Run_Record_Screen::requested_run() );
		if ( null === $run ) {
			wp_die( esc_html__( 'No payout run is recorded under this number.', 'vendor-payout-schedule' ), 404 );
		}
		$filter = Outcome_Filter::from_request( Run_Record_Screen::SEARCH_ARG, Run_Record_Screen::OUTCOME_ARG, Run_Record_Screen::REASON_ARG );
		Outcome_Csv::start( 'payout-run-' . $run->schedule . '-' . $run->scheduled_for . '.csv' );
		$out = fopen( 'php://output', 'w' );
		( new Outcome_Csv() )->write( $out, new Run_Record_Source( $run ), $filter, (string) $run->scheduled_for );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- php://output.
		exit;
	}
}
