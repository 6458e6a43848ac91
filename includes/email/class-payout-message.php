<?php
/**
 * What a payout e-mail tells the vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Outcome;
use VendorPayoutSchedule\Price_Text;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Vendor_Methods;
use VendorPayoutSchedule\Vendor_Wording;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The texts of one vendor's outcome for one payout date, built in the language active when
 * from_outcome() runs (the notifier switches to the vendor's first).
 */
final class Payout_Message {

	/**
	 * Holds the facts the texts are made of.
	 *
	 * @param WP_User $vendor       The vendor.
	 * @param bool    $requested    Whether a request was filed (else: skipped).
	 * @param string  $amount       Amount requested, as the shop writes prices ('' when skipped).
	 * @param string  $method       Method title with its masked details, e.g. "PayPal ( pa****@example.test )".
	 * @param string  $schedule     Schedule title, e.g. "Weekly".
	 * @param string  $date         Payout date in the site's date format.
	 * @param string  $reason       Why it was skipped, in plain words ('' when requested).
	 * @param string  $remedy       The one thing that fixes it ('' when requested or nothing does).
	 * @param string  $withdraw_url The vendor's withdraw page.
	 */
	public function __construct(
		public readonly WP_User $vendor,
		public readonly bool $requested,
		public readonly string $amount,
		public readonly string $method,
		public readonly string $schedule,
		public readonly string $date,
		public readonly string $reason,
		public readonly string $remedy,
		public readonly string $withdraw_url
	) {
	}

	/**
	 * The message of a recorded payouts-table row.
	 *
	 * @param WP_User $vendor The vendor.
	 * @param object  $row    Row with status, reason, amount, method, note, schedule, scheduled_for
	 *                        and the figures.
	 */
	public static function from_outcome( WP_User $vendor, object $row ): self {
		$catalog   = new Schedule_Catalog();
		$requested = Payout_Ledger::FILED === $row->status;
		$outcome   = Payout_Outcome::from_row( $row );
		// A reason this version does not know (a row written by a newer one) says nothing rather
		// than stopping the e-mails of every vendor after it.
		$reason = $requested ? null : $outcome->skip_reason();
		return new self(
			$vendor,
			$requested,
			$requested ? Price_Text::format( $outcome->amount ) : '',
			'' === $outcome->method ? '' : self::method_text( $vendor->ID, $outcome->method ),
			$catalog->title( (string) $row->schedule ),
			$catalog->format_ymd( (string) $row->scheduled_for ),
			$reason ? Vendor_Wording::why( $reason, $outcome->figures, $outcome->note, true ) : '',
			$reason ? Vendor_Wording::remedy( $reason, $outcome->figures, $outcome->method, $vendor->ID ) : '',
			(string) dokan_get_navigation_url( 'withdraw' )
		);
	}

	/**
	 * The method's title with the vendor's masked account details, as Dokan shows it on the
	 * withdraw page. Dokan's function reads the current user's details, and during a WP-Cron run
	 * nobody is logged in, so the vendor is the current user while it runs.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $method    Method key.
	 */
	private static function method_text( int $vendor_id, string $method ): string {
		$previous = get_current_user_id();
		wp_set_current_user( $vendor_id );
		try {
			return ( new Vendor_Methods() )->title_with_info( $method );
		} finally {
			wp_set_current_user( $previous );
		}
	}
}
