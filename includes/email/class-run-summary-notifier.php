<?php
/**
 * E-mails the admin the summary of a finished run.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use VendorPayoutSchedule\Settings\Withdraw_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Listens to `vendor_payout_schedule_run_finished`, which fires once per run
 * (Engine\Run_Summary_Mailer). Sends nothing when the admin chose Dokan's e-mail for each request
 * instead, or when nobody was on the run's schedule.
 */
final class Run_Summary_Notifier {

	/**
	 * On `vendor_payout_schedule_run_finished`.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date, Y-m-d.
	 */
	public function on_finished( $schedule, $date ): void {
		if ( Withdraw_Settings::ADMIN_MAIL_SUMMARY !== ( new Withdraw_Settings() )->admin_mail() || ! function_exists( 'WC' ) ) {
			return;
		}
		$email = WC()->mailer()->get_emails()[ Payout_Emails::SUMMARY_KEY ] ?? null;
		if ( ! $email instanceof Run_Summary_Email ) {
			return;
		}
		$summary = Run_Summary::of_run( (string) $schedule, (string) $date );
		if ( null === $summary || $summary->is_empty() ) {
			return;
		}
		$email->trigger( $summary );
	}
}
