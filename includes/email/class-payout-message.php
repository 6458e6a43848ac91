<?php
/**
 * What a payout e-mail tells the vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Price_Text;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Vendor_Methods;
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
		$figures   = array(
			'balance'        => (float) $row->balance,
			'minimum'        => (float) $row->minimum,
			'reserve'        => (float) $row->reserve,
			'withdraw_limit' => (float) $row->withdraw_limit,
		);
		return new self(
			$vendor,
			$requested,
			$requested ? Price_Text::format( (float) $row->amount ) : '',
			'' === (string) $row->method ? '' : self::method_text( $vendor->ID, (string) $row->method ),
			$catalog->title( (string) $row->schedule ),
			$catalog->format_ymd( (string) $row->scheduled_for ),
			$requested ? '' : Skip_Reason::from( (string) $row->reason )->vendor_text( $figures, (string) $row->note, true ),
			$requested ? '' : Skip_Reason::from( (string) $row->reason )->remedy(),
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
