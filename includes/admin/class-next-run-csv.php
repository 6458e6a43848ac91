<?php
/**
 * The "Next run" preview as a CSV download.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Streams every vendor of a schedule's next run, batch by batch, through admin-post.php after
 * checking the capability and the nonce.
 */
final class Next_Run_Csv {

	/** The admin-post action, and the nonce's action. */
	public const ACTION = 'vendor_payout_schedule_next_run_csv';

	/**
	 * The download link (nonce included).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $search   Search ('' for all).
	 */
	public static function url( string $schedule, string $search = '' ): string {
		$args = array( 'action' => self::ACTION ) + Next_Run_Screen::query_args( $schedule, $search );
		return wp_nonce_url( add_query_arg( $args, admin_url( 'admin-post.php' ) ), self::ACTION );
	}

	/**
	 * On `admin_post_vendor_payout_schedule_next_run_csv`.
	 */
	public function download(): void {
		if ( ! current_user_can( Settings_Page::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage withdraw schedules.', 'vendor-payout-schedule' ), 403 );
		}
		check_admin_referer( self::ACTION );

		$schedule = isset( $_GET[ Next_Run_Screen::SCHEDULE_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ Next_Run_Screen::SCHEDULE_ARG ] ) ) : '';
		$search   = isset( $_GET[ Next_Run_Screen::SEARCH_ARG ] ) ? trim( sanitize_text_field( wp_unslash( $_GET[ Next_Run_Screen::SEARCH_ARG ] ) ) ) : '';
		$preview  = new Next_Run_Preview();
		$run      = null;
		foreach ( $preview->runs() as $candidate ) {
			if ( $candidate['schedule'] === $schedule ) {
				$run = $candidate;
			}
		}
		if ( null === $run ) {
			wp_die( esc_html__( 'This schedule is not enabled, so it has no next run.', 'vendor-payout-schedule' ), 404 );
		}

		Outcome_Csv::start( 'next-run-' . $run['schedule'] . '-' . $run['date'] . '.csv' );
		$out = fopen( 'php://output', 'w' );
		$this->write( $out, $preview, $run['schedule'], $run['date'], $search );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- php://output.
		exit;
	}

	/**
	 * Writes the header and every vendor's line, with the columns the screen shows.
	 *
	 * @param resource         $out      Stream.
	 * @param Next_Run_Preview $preview  Preview.
	 * @param string           $schedule Schedule key.
	 * @param string           $date     Payout date.
	 * @param string           $search   Search ('' for all).
	 */
	public function write( $out, Next_Run_Preview $preview, string $schedule, string $date, string $search ): void {
		( new Outcome_Csv() )->write( $out, new Next_Run_Source( $preview, $schedule, $date ), new Outcome_Filter( $search ), $date );
	}
}
