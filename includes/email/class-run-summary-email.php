<?php
/**
 * "Scheduled payout run summary", to the admin.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use VendorPayoutSchedule\Admin\Settings_Page;
use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Payout_Runner;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Price_Text;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * One e-mail per run to the recipient(s) set here (the site's admin e-mail unless changed), as
 * WooCommerce's "New order" e-mail is (includes/emails/class-wc-email-new-order.php): the requests
 * the run filed, the vendors it skipped and links to act on them. Templates
 * emails/vendor-payout-run-summary.php and emails/plain/vendor-payout-run-summary.php, which a theme
 * overrides in its `woocommerce/` folder.
 *
 * Sent once per run: the engine announces a finished run once (`vendor_payout_schedule_run_finished`,
 * Engine\Payout_Runner), and trigger() takes the run's summary in the runs table before it sends
 * (Run_Ledger::take_summary_mail(), an update that names the state it replaces), so of two runners,
 * a resumed go, a second announcement or a second copy of this e-mail exactly one sends it. One that
 * dies between taking it and sending loses that summary rather than sending it twice. Nothing goes
 * out when the admin chose Dokan's e-mail for each request instead, or when nobody was on the run's
 * schedule.
 *
 * Only loaded from the `woocommerce_email_classes` filter, when WooCommerce's WC_Email exists.
 */
final class Run_Summary_Email extends Template_Email {

	/**
	 * Names the e-mail, its templates and its recipients.
	 */
	public function __construct() {
		parent::__construct(
			Payout_Emails::SUMMARY_ID,
			__( 'Scheduled payout run summary', 'vendor-payout-schedule' ),
			__( 'Sent to the chosen recipient(s) once per scheduled payout run: the withdraw requests it filed and the vendors it skipped.', 'vendor-payout-schedule' ),
			'vendor-payout-run-summary.php',
			'summary',
			true,
			array(
				'{payout_date}' => '',
				'{schedule}'    => '',
			)
		);
		$this->recipient = $this->get_option( 'recipient', get_option( 'admin_email' ) );
		add_action( Payout_Runner::FINISHED_ACTION, array( $this, 'trigger' ), 10, 2 );
	}

	/**
	 * Subject unless the admin set one.
	 */
	public function get_default_subject() {
		/* translators: {site_title}, {payout_date} and {schedule} are placeholders, kept as they are. */
		return __( '[{site_title}]: Scheduled payouts of {payout_date} ({schedule})', 'vendor-payout-schedule' );
	}

	/**
	 * Heading unless the admin set one.
	 */
	public function get_default_heading() {
		return __( 'Scheduled payout run', 'vendor-payout-schedule' );
	}

	/**
	 * On `vendor_payout_schedule_run_finished`: sends the run's summary, once.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date, Y-m-d.
	 * @throws Database_Error When the summary could not be taken; the run stays due.
	 */
	public function trigger( $schedule, $date ): void {
		$schedule = (string) $schedule;
		$date     = (string) $date;
		if ( Withdraw_Settings::ADMIN_MAIL_SUMMARY !== ( new Withdraw_Settings() )->admin_mail() ) {
			return;
		}
		$summary = Summary_Message::of_run( $schedule, $date );
		if ( null === $summary || $summary->is_empty() ) {
			return;
		}
		// Settings read again: WC_Settings_API::get_option() keeps what it read first.
		$this->init_settings();
		$this->recipient = $this->get_option( 'recipient', get_option( 'admin_email' ) );
		$this->show( $summary );
		if ( ! $this->is_enabled() || ! $this->get_recipient() ) {
			return;
		}
		// A failed take throws on to Run_Ledger::announce(), which leaves the run due: a later go
		// announces it again, rather than the summary being lost without a trace.
		if ( ! ( new Run_Ledger() )->take_summary_mail( $schedule, $date ) ) {
			return;
		}
		$this->send_as_shown();
	}

	/**
	 * Makes the e-mail about a run: its object and placeholders.
	 *
	 * @param Summary_Message $summary The run's summary.
	 */
	private function show( Summary_Message $summary ): void {
		$this->set_object( $summary );
		$this->placeholders['{payout_date}'] = $summary->date;
		$this->placeholders['{schedule}']    = $summary->schedule;
	}

	/**
	 * WooCommerce's preview: a run with requests by two methods and skips for two reasons.
	 */
	protected function show_sample(): void {
		$titles   = self::sample_method_titles();
		$currency = function_exists( 'get_woocommerce_currency' ) ? (string) get_woocommerce_currency() : '';
		$rows     = array(
			array(
				'method'   => $titles[0],
				'currency' => $currency,
				'count'    => 12,
				'total'    => Price_Text::format( 8420.50 ),
			),
		);
		if ( isset( $titles[1] ) ) {
			$rows[] = array(
				'method'   => $titles[1],
				'currency' => $currency,
				'count'    => 3,
				'total'    => Price_Text::format( 2150.00 ),
			);
		}
		$skipped                 = array(
			Skip_Reason::BelowMinimum->value   => 5,
			Skip_Reason::PendingRequest->value => 2,
		);
		list( $schedule, $date ) = self::sample_schedule();
		$this->show(
			new Summary_Message(
				$schedule,
				$date,
				array_sum( array_column( $rows, 'count' ) ),
				$rows,
				array_sum( $skipped ),
				Summary_Message::by_reason( $skipped ),
				0,
				Summary_Message::withdraw_url(),
				add_query_arg( 'page', Settings_Page::SLUG, admin_url( 'admin.php' ) )
			)
		);
	}
}
