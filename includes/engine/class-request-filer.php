<?php
/**
 * Files a claimed row's withdraw request in Dokan, and finds it again after a crash.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Dokan's side of filing: the request with the admin's note beside it and a marker naming the row,
 * so that a runner taking over a row whose runner died knows the request that row filed — and only
 * that one — for the row's own.
 */
final class Request_Filer {

	/**
	 * Takes Dokan's withdraw requests and the settings the note is worded from.
	 *
	 * @param Dokan_Withdraw_Requests $dokan    Dokan's withdraw requests.
	 * @param Withdraw_Settings       $settings The admin's settings.
	 */
	public function __construct(
		private readonly Dokan_Withdraw_Requests $dokan,
		private readonly Withdraw_Settings $settings
	) {
	}

	/**
	 * Files the request an outcome names for a claimed row.
	 *
	 * @param int            $row_id    Claimed row, status filing.
	 * @param int            $vendor_id Vendor id.
	 * @param string         $schedule  Schedule key.
	 * @param string         $date      Scheduled date.
	 * @param Payout_Outcome $outcome   The decision, a request to file.
	 * @return int|WP_Error Dokan's request id, or Dokan's refusal.
	 * @throws Database_Error When Dokan's insert failed.
	 */
	public function file( int $row_id, int $vendor_id, string $schedule, string $date, Payout_Outcome $outcome ) {
		// Dokan's e-mail to the admin waits until the request is committed (Outcome_Mailer).
		return Dokan_Admin_Mail::held( fn () => $this->dokan->file( $vendor_id, $outcome->amount, $outcome->method, $this->note( $schedule, $date ), self::marker( $date, $row_id ) ) );
	}

	/**
	 * The request a row filed before its runner died, or 0. Only the request this row filed counts:
	 * Dokan keeps the row's marker with it, and it asks for the row's amount and method. Any other
	 * request after the floor is the vendor's own. A row with no amount never got as far as filing
	 * (claimed, then the runner died).
	 *
	 * @param object $row  Row taken over (id, vendor_id, amount, method, withdraw_floor).
	 * @param string $date Scheduled date.
	 * @throws Database_Error When the query failed.
	 */
	public function filed_before( object $row, string $date ): int {
		if ( (float) $row->amount <= 0 ) {
			return 0;
		}
		return $this->dokan->filed_for( (int) $row->vendor_id, (int) $row->withdraw_floor, self::marker( $date, (int) $row->id ), (float) $row->amount, (string) $row->method );
	}

	/**
	 * The note Dokan shows the admin beside the request, in the site's language.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 */
	private function note( string $schedule, string $date ): string {
		$catalog = new Schedule_Catalog( $this->settings );
		/* translators: 1: schedule title, e.g. Weekly; 2: the scheduled date in the site's date format. */
		return sprintf( __( 'Scheduled payout (%1$s, %2$s)', 'vendor-payout-schedule' ), $catalog->title( $schedule ), $catalog->format_ymd( $date ) );
	}

	/**
	 * What Dokan keeps with the request a row files: the date and the row's id, which no other
	 * request carries.
	 *
	 * @param string $date   Scheduled date.
	 * @param int    $row_id Payouts table row.
	 */
	private static function marker( string $date, int $row_id ): string {
		return $date . '/' . $row_id;
	}
}
