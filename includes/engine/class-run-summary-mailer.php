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
 * finished sets it to 1 (Run_Ledger::take_summary()) and only then announces the run
 * (`vendor_payout_schedule_run_finished`), on which the plugin e-mails the admin its summary. The
 * update names the 0 it replaces, so of two runners, a resumed go or a second call exactly one
 * announces; a runner that dies after the update and before the e-mail went out loses that summary
 * rather than sending it twice.
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
		if ( ! ( new Run_Ledger() )->take_summary( $schedule, $date ) ) {
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
