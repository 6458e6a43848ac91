<?php
/**
 * What the admin's summary of a payout run says.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use VendorPayoutSchedule\Admin\Run_Record_Screen;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Price_Text;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Privacy\Vendor_Records;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Vendor_Methods;

defined( 'ABSPATH' ) || exit;

/**
 * One run's outcome in the admin's words: the requests it filed by method and currency, the
 * vendors it skipped by reason, the vendors whose e-mails still wait, and where to act on them.
 */
final class Run_Summary {

	/**
	 * Holds the texts and counts.
	 *
	 * @param string                                                                   $schedule        Schedule title, e.g. "Weekly".
	 * @param string                                                                   $date            Payout date in the site's date format.
	 * @param int                                                                      $requested_count Requests filed.
	 * @param array<int, array{method: string, currency: string, count: int, total: string}> $requested Requests by method and currency, the total as the shop writes prices.
	 * @param int                                                                      $skipped_count   Vendors skipped.
	 * @param array<int, array{reason: string, count: int}>                            $skipped         Vendors skipped by reason, the reason in the admin's words.
	 * @param int                                                                      $unmailed        Vendors whose e-mail has not gone out yet.
	 * @param string                                                                   $withdraw_url    Dokan → Withdraw, pending requests.
	 * @param string                                                                   $run_url         The run's record.
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
		global $wpdb;
		$runs = Schema::runs_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$run_id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$runs} WHERE schedule = %s AND scheduled_for = %s", $schedule, $date ) );
		if ( $run_id <= 0 ) {
			return null;
		}
		$payouts = Schema::payouts_table();
		// A vendor's erased rows keep no amount or method; Dokan's request still has both.
		$amount   = Vendor_Records::amount_sql( 'p', 'w' );
		$method   = Vendor_Records::method_sql( 'p', 'w' );
		$withdraw = $wpdb->prefix . 'dokan_withdraw';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from $wpdb->prefix.
		$sql = "SELECT p.status, p.reason, {$method} AS method_key, COUNT(*) AS vendors, SUM({$amount}) AS total, SUM(p.mailed NOT IN (%d, %d) AND p.reason <> %s) AS unmailed FROM {$payouts} p LEFT JOIN {$withdraw} w ON p.withdraw_id > 0 AND w.id = p.withdraw_id WHERE p.scheduled_for = %s AND p.schedule = %s AND p.status IN (%s, %s) GROUP BY p.status, p.reason, method_key";
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- prepared here; the plugin's own table joined with Dokan's withdraw table, which no API offers, read fresh: payout state comes from the database, never from a cache.
		$groups = $wpdb->get_results( $wpdb->prepare( $sql, Payout_Ledger::MAIL_SENT, Payout_Ledger::MAIL_SENT_AGAIN, Skip_Reason::NOT_VENDOR, $date, $schedule, Payout_Ledger::FILED, Payout_Ledger::SKIPPED ) );

		$methods   = new Vendor_Methods();
		$currency  = function_exists( 'get_woocommerce_currency' ) ? (string) get_woocommerce_currency() : '';
		$requested = array();
		$skipped   = array();
		$unmailed  = 0;
		foreach ( $groups as $group ) {
			$unmailed += (int) $group->unmailed;
			if ( Payout_Ledger::FILED === $group->status ) {
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
			self::run_url( $run_id )
		);
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
	 * The record of a run on Dokan → Withdraw Schedule.
	 *
	 * @param int $run_id The run's id in the runs table.
	 */
	public static function run_url( int $run_id ): string {
		return Run_Record_Screen::url( $run_id );
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
					'reason' => Skip_Reason::label( $reason ),
					'count'  => (int) $counts[ $reason ],
				);
			}
		}
		return $list;
	}
}
