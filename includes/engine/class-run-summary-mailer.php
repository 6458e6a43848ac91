<?php
/**
 * Lets the admin's summary of a finished run go out once.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * The runs table's `summary_mailed` is 0 from the run's start; the first runner to find the run
 * finished sets it to 1 and only then announces the run (`vendor_payout_schedule_run_finished`), on
 * which the plugin e-mails the admin its summary. The update names the 0 it replaces, so of two
 * runners, a resumed go or a second call exactly one announces; a runner that dies after the
 * update and before the e-mail went out loses that summary rather than sending it twice.
 */
final class Run_Summary_Mailer {

	/**
	 * The action announcing a finished run, once.
	 */
	public const FINISHED_ACTION = 'vendor_payout_schedule_run_finished';

	/**
	 * Announces the run if it is finished and nobody has yet.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @return bool Whether this call announced it.
	 * @throws Database_Error When the update failed; the summary stays for a later go.
	 */
	public function announce_once( string $schedule, string $date ): bool {
		global $wpdb;
		$table = Schema::runs_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; a write to the plugin's own table, which no cache holds.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET summary_mailed = 1 WHERE schedule = %s AND scheduled_for = %s AND finished_at IS NOT NULL AND summary_mailed = 0", $schedule, $date ) );
		Database_Error::throw_if_failed();
		if ( 1 !== (int) $wpdb->rows_affected ) {
			return false;
		}
		/**
		 * Fires once per run, when a runner first finds it finished (every vendor of the schedule
		 * has an outcome), after that go's e-mails to vendors; some of those may still be waiting.
		 *
		 * @param string $schedule Schedule key.
		 * @param string $date     Scheduled date, Y-m-d in site time.
		 */
		do_action( self::FINISHED_ACTION, $schedule, $date );
		return true;
	}
}
