<?php
/**
 * Decides whether a recorded payout outcome is e-mailed to the vendor, and sends it.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use VendorPayoutSchedule\Engine\Outcome_Mailer;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Skip_Reason;

defined( 'ABSPATH' ) || exit;

/**
 * Listens to the engine's "outcome recorded" action and follows the payouts table, not the action:
 * only an outcome the table holds as filed or skipped is e-mailed, so a filing that was not
 * recorded, or was undone, sends nothing. The e-mail log lets exactly one e-mail go out per vendor
 * and date, and holds back a skip for the same reason as the last one sent within SKIP_QUIET_DAYS.
 */
final class Payout_Notifier {

	/**
	 * Days during which a skip for the reason the vendor was last told about is not e-mailed again.
	 */
	public const SKIP_QUIET_DAYS = 30;

	/**
	 * What was e-mailed to whom, so that no outcome is told twice.
	 *
	 * @var Email_Log
	 */
	private Email_Log $log;

	/**
	 * Works with the given e-mail log, or the plugin's own.
	 *
	 * @param Email_Log|null $log Notice log.
	 */
	public function __construct( ?Email_Log $log = null ) {
		$this->log = $log ?? new Email_Log();
	}

	/**
	 * On `vendor_payout_schedule_payout_recorded`.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $schedule  Schedule key.
	 * @param string $date      Payout date, Y-m-d.
	 */
	public function on_recorded( $vendor_id, $schedule, $date ): void {
		$vendor_id = (int) $vendor_id;
		$date      = (string) $date;
		$row       = $this->recorded_outcome( $vendor_id, $date );
		if ( null === $row || Skip_Reason::NotVendor->value === $row->reason ) {
			return;
		}
		$email  = self::mailer_email( Payout_Ledger::FILED === $row->status ? Payout_Emails::REQUESTED_ID : Payout_Emails::SKIPPED_ID );
		$vendor = get_userdata( $vendor_id );
		if ( null === $email || false === $vendor ) {
			return;
		}

		$requested = Payout_Ledger::FILED === $row->status;
		$send      = $requested || ! $this->told_lately( $vendor_id, $date, (string) $row->reason );
		if ( ! $this->log->take( $vendor_id, $date, $requested ? Email_Log::REQUESTED : Email_Log::SKIPPED, $requested ? '' : (string) $row->reason, $send ) || ! $send ) {
			return;
		}

		$switched = switch_to_user_locale( $vendor_id );
		try {
			// The e-mail object was made in whatever language was active then; its texts are read
			// again when sent, so subject, heading and body follow the vendor's language.
			$email->trigger( Payout_Message::from_outcome( $vendor, $row ) );
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
	}

	/**
	 * The vendor's row for the date, when it is final: the one a run is announcing, or as the
	 * database holds it now.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $date      Payout date.
	 */
	private function recorded_outcome( int $vendor_id, string $date ): ?object {
		// Announced by a run: the row it just took, final once filed or skipped.
		$announced = Outcome_Mailer::announced( $vendor_id, $date );
		if ( null !== $announced ) {
			return $announced;
		}
		return ( new Payout_Ledger() )->outcome_of( $vendor_id, $date );
	}

	/**
	 * Whether the last skip e-mail the vendor got was for this reason, fewer than SKIP_QUIET_DAYS
	 * payout days ago.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $date      Payout date.
	 * @param string $reason    This skip's reason.
	 */
	private function told_lately( int $vendor_id, string $date, string $reason ): bool {
		$last = $this->log->last_sent_skip( $vendor_id, $date );
		if ( null === $last || $last->reason !== $reason ) {
			return false;
		}
		$days = ( new \DateTimeImmutable( $last->scheduled_for ) )->diff( new \DateTimeImmutable( $date ) )->days;
		return $days < self::SKIP_QUIET_DAYS;
	}

	/**
	 * The plugin's e-mail from WooCommerce's mailer, or null where WooCommerce's mailer is absent.
	 *
	 * @param string $id Payout_Emails::REQUESTED_ID or Payout_Emails::SKIPPED_ID.
	 * @return Vendor_Payout_Email|null
	 */
	private static function mailer_email( string $id ): ?Vendor_Payout_Email {
		if ( ! function_exists( 'WC' ) ) {
			return null;
		}
		foreach ( WC()->mailer()->get_emails() as $email ) {
			if ( $email instanceof Vendor_Payout_Email && $email->id === $id ) {
				return $email;
			}
		}
		return null;
	}
}
