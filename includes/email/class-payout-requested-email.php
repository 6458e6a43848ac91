<?php
/**
 * "Scheduled payout requested", to the vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use VendorPayoutSchedule\Engine\Outcome_Mailer;
use VendorPayoutSchedule\Engine\Payout_Ledger;

defined( 'ABSPATH' ) || exit;

/**
 * Sent when a run filed the vendor's withdraw request: amount, method, schedule and date, and that
 * the request now awaits the marketplace's approval. Once per vendor and payout date: the e-mail
 * log's unique key lets one trigger take it.
 */
final class Payout_Requested_Email extends Template_Email {

	/**
	 * Names the e-mail and its template, and hooks it to the engine's "outcome recorded" action.
	 */
	public function __construct() {
		parent::__construct(
			Payout_Emails::REQUESTED_ID,
			__( 'Scheduled payout requested', 'vendor-payout-schedule' ),
			__( 'Sent to a vendor when their payout schedule filed a withdraw request.', 'vendor-payout-schedule' ),
			'vendor-payout-requested.php'
		);
		add_action( Outcome_Mailer::RECORDED_ACTION, array( $this, 'trigger' ), 10, 3 );
	}

	/**
	 * On `vendor_payout_schedule_payout_recorded`: tells the vendor about the request the run filed,
	 * unless the vendor was told already.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $schedule  Schedule key.
	 * @param string $date      Payout date, Y-m-d.
	 */
	public function trigger( $vendor_id, $schedule, $date ): void {
		$vendor_id = (int) $vendor_id;
		$date      = (string) $date;
		$row       = self::recorded_outcome( $vendor_id, $date );
		$vendor    = get_userdata( $vendor_id );
		if ( null === $row || Payout_Ledger::REQUESTED !== $row->status || false === $vendor ) {
			return;
		}
		// Sent once: of two triggers for the same vendor and date, only one takes the log's row.
		if ( ! ( new Email_Log() )->take( $vendor_id, $date, Email_Log::REQUESTED, '', true ) ) {
			return;
		}
		$this->tell_vendor( $vendor, $row );
	}

	/**
	 * Subject unless the admin set one.
	 */
	public function get_default_subject() {
		/* translators: {amount} and {payout_date} are placeholders, kept as they are. */
		return __( 'Your scheduled payout of {amount} was requested', 'vendor-payout-schedule' );
	}

	/**
	 * Heading unless the admin set one.
	 */
	public function get_default_heading() {
		return __( 'Scheduled payout requested', 'vendor-payout-schedule' );
	}

	/**
	 * WooCommerce's preview: a sample request.
	 */
	protected function show_sample(): void {
		$this->show_payout( self::sample_payout( true ) );
	}
}
