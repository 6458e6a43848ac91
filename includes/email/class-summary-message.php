<?php
/**
 * What the admin's summary e-mail of a payout run says.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use VendorPayoutSchedule\Admin\Admin_Wording;
use VendorPayoutSchedule\Admin\Payout_Batch_Section;
use VendorPayoutSchedule\Admin\Run_Record_Screen;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Price_Text;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Vendor_Methods;

defined( 'ABSPATH' ) || exit;

/**
 * One run's outcome in the admin's words, the `$summary` of the run summary's templates: the requests it filed by method and currency, the
 * vendors it skipped by reason, the vendors whose e-mails still wait, and where to act on them.
 */
final class Summary_Message {

	/**
	 * Holds the texts and counts.
	 *
	 * @param string                                                                         $schedule        Schedule title, e.g. "Weekly".
	 * @param string                                                                         $date            Payout date in the site's date format.
	 * @param int                                                                            $requested_count Requests filed.
	 * @param array<int, array{method: string, currency: string, count: int, total: string}> $requested Requests by method and currency, the total as the shop writes prices.
	 * @param int                                                                            $skipped_count   Vendors skipped.
	 * @param array<int, array{reason: string, count: int}>                                  $skipped         Vendors skipped by reason, the reason in the admin's words.
	 * @param int                                                                            $unmailed        Vendors whose e-mail has not gone out yet.
	 * @param string                                                                         $withdraw_url    Dokan → Withdraw, pending requests.
	 * @param string                                                                         $run_url         The run's record.
	 */
	public function __construct(
		public readonly string $schedule,
		public readonly string $date,
		public readonly int $requested_count,
		public readonly array $requested,
		public readonly int $skipped_count,
		public readonly array $skipped,
		public readonly int $unmailed,
		public readonly string $withdraw_url,
		public readonly string $run_url
	) {
	}

	/**
	 * The summary of a run as the database holds it, or null when there is no such run.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date, Y-m-d.
	 */
	public static function of_run( string $schedule, string $date ): ?self {
		$run_id = ( new Run_Ledger() )->id_of( $schedule, $date );
		if ( $run_id <= 0 ) {
			return null;
		}
		$groups = ( new Payout_Ledger() )->summary_groups( $schedule, $date, Skip_Reason::NotVendor->value );

		$methods   = new Vendor_Methods();
		$currency  = function_exists( 'get_woocommerce_currency' ) ? (string) get_woocommerce_currency() : '';
		$requested = array();
		$skipped   = array();
		$unmailed  = 0;
		foreach ( $groups as $group ) {
			$unmailed += (int) $group->unmailed;
			if ( Payout_Ledger::REQUESTED === $group->status ) {
				$requested[] = array(
					'method'   => $methods->title( (string) $group->method_key ),
					'currency' => $currency,
					'count'    => (int) $group->vendors,
					'total'    => Price_Text::format( (float) $group->total ),
				);
			} else {
				$skipped[ (string) $group->reason ] = ( $skipped[ (string) $group->reason ] ?? 0 ) + (int) $group->vendors;
			}
		}
		$catalog = new Schedule_Catalog();
		return new self(
			$catalog->title( $schedule ),
			$catalog->format_ymd( $date ),
			array_sum( array_column( $requested, 'count' ) ),
			$requested,
			array_sum( $skipped ),
			self::by_reason( $skipped ),
			$unmailed,
			self::withdraw_url(),
			Run_Record_Screen::url( $run_id )
		);
	}

	/**
	 * The run's record where its requests are paid: checked with Dokan, paid from payout files and
	 * marked paid (Admin\Payout_Batch_Section).
	 */
	public function pay_url(): string {
		return $this->run_url . '#' . Payout_Batch_Section::ANCHOR;
	}

	/**
	 * Whether the run had anyone on its schedule.
	 */
	public function is_empty(): bool {
		return 0 === $this->requested_count && 0 === $this->skipped_count;
	}

	/**
	 * Dokan → Withdraw with its pending requests, the link Dokan's own "new withdraw request"
	 * e-mail gives (Dokan Lite 4.1.2 includes/Emails/VendorWithdrawRequest.php `{withdraw_page}`).
	 */
	public static function withdraw_url(): string {
		return admin_url( 'admin.php?page=dokan#/withdraw?status=pending' );
	}

	/**
	 * Counts by reason as a list in the order the admin screen lists reasons, with their labels.
	 *
	 * @param array<string, int> $counts Vendors by reason key.
	 * @return array<int, array{reason: string, count: int}>
	 */
	public static function by_reason( array $counts ): array {
		$list = array();
		foreach ( Skip_Reason::all() as $reason ) {
			if ( ! empty( $counts[ $reason ] ) ) {
				$list[] = array(
					'reason' => Admin_Wording::reason_label( $reason ),
					'count'  => (int) $counts[ $reason ],
				);
			}
		}
		return $list;
	}
}
