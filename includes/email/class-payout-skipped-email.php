<?php
/**
 * "Scheduled payout skipped", to the vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use DateTimeImmutable;
use VendorPayoutSchedule\Engine\Outcome_Mailer;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Skip_Reason;

defined( 'ABSPATH' ) || exit;

/**
 * Sent when a run filed nothing for the vendor: why, in plain words, and the one thing that fixes
 * it, with a link to the withdraw page. Once per vendor and payout date (the e-mail log's unique
 * key), and not again for the reason of the last skip e-mail within SKIP_QUIET_DAYS; a user no
 * longer a vendor gets none.
 */
final class Payout_Skipped_Email extends Template_Email {

	/**
	 * Days during which a skip for the reason the vendor was last told about is not e-mailed again.
	 */
	public const SKIP_QUIET_DAYS = 30;

	/**
	 * Names the e-mail and its template, and hooks it to the engine's "outcome recorded" action.
	 */
	public function __construct() {
		parent::__construct(
			Payout_Emails::SKIPPED_ID,
			__( 'Scheduled payout skipped', 'vendor-payout-schedule' ),
			__( 'Sent to a vendor when their payout schedule filed nothing on a payout date, with the reason.', 'vendor-payout-schedule' ),
			'vendor-payout-skipped.php'
		);
		add_action( Outcome_Mailer::RECORDED_ACTION, array( $this, 'trigger' ), 10, 3 );
	}

	/**
	 * On `vendor_payout_schedule_payout_recorded`: tells the vendor why the run skipped them, unless
	 * the vendor was told already, or lately for the same reason (then the log records it held back).
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $schedule  Schedule key.
	 * @param string $date      Payout date, Y-m-d.
	 */
	public function trigger( $vendor_id, $schedule, $date ): void {
		$vendor_id = (int) $vendor_id;
		$date      = (string) $date;
		$row       = self::recorded_outcome( $vendor_id, $date );
		if ( null === $row || Payout_Ledger::SKIPPED !== $row->status || Skip_Reason::NotVendor->value === $row->reason ) {
			return;
		}
		$vendor = get_userdata( $vendor_id );
		if ( false === $vendor ) {
			return;
		}
		$log  = new Email_Log();
		$send = ! self::told_lately( $log, $vendor_id, $date, (string) $row->reason );
		// Sent once: of two triggers for the same vendor and date, only one takes the log's row.
		if ( ! $log->take( $vendor_id, $date, Email_Log::SKIPPED, (string) $row->reason, $send ) || ! $send ) {
			return;
		}
		$this->tell_vendor( $vendor, $row );
	}

	/**
	 * Whether the last skip e-mail the vendor got was for this reason, fewer than SKIP_QUIET_DAYS
	 * payout days ago.
	 *
	 * @param Email_Log $log       The e-mail log.
	 * @param int       $vendor_id Vendor id.
	 * @param string    $date      Payout date.
	 * @param string    $reason    This skip's reason.
	 */
	private static function told_lately( Email_Log $log, int $vendor_id, string $date, string $reason ): bool {
		$last = $log->last_sent_skip( $vendor_id, $date );
		if ( null === $last || $last->reason !== $reason ) {
			return false;
		}
		$days = ( new DateTimeImmutable( $last->scheduled_for ) )->diff( new DateTimeImmutable( $date ) )->days;
		return $days < self::SKIP_QUIET_DAYS;
	}

	/**
	 * Subject unless the admin set one.
	 */
	public function get_default_subject() {
		/* translators: {payout_date} is a placeholder, kept as it is. */
		return __( 'Your scheduled payout of {payout_date} was skipped', 'vendor-payout-schedule' );
	}

	/**
	 * Heading unless the admin set one.
	 */
	public function get_default_heading() {
		return __( 'Scheduled payout skipped', 'vendor-payout-schedule' );
	}

	/**
	 * WooCommerce's preview: a sample skip below the minimum.
	 */
	protected function show_sample(): void {
		$this->show_payout( self::sample_payout( false ) );
	}
}
