<?php
/**
 * Sends the e-mails of a run's committed outcomes, each once.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * A run files first and e-mails after: each outcome's row stays `mailed = 0` until a runner takes
 * it here, after the batch that recorded it was committed. Taking a row and sending its e-mails
 * (Dokan's to the admin for a filed request, then `vendor_payout_schedule_payout_recorded`, on which
 * the plugin e-mails the vendor) are separate steps, in that order:
 * - a filing rolled back never reaches a row marked filed, so nobody is told about it;
 * - a row is taken by one runner only, and once, so a resumed or overlapping run sends nothing twice;
 * - a runner that dies before taking a row leaves it to the next go of the run, which is not done
 *   while rows wait. What a runner that dies mid-group had taken but not yet sent is lost: at most
 *   one group, GROUP_SIZE vendors.
 */
final class Outcome_Mailer {

	/**
	 * Rows taken in one commit. Each commit waits for the disk; larger groups wait less per vendor
	 * but leave more e-mails unsent when a runner dies mid-group.
	 */
	public const GROUP_SIZE = 50;

	/**
	 * The outcome row whose e-mails are being sent, while its action runs.
	 *
	 * @var object|null
	 */
	private static ?object $announcing = null;

	/**
	 * Takes the payouts table.
	 *
	 * @param Payout_Ledger $ledger Payouts table.
	 */
	public function __construct( private readonly Payout_Ledger $ledger ) {
	}

	/**
	 * Sends the e-mails of the run's committed outcomes while there is room.
	 *
	 * @param string          $schedule Schedule key.
	 * @param string          $date     Scheduled date.
	 * @param callable():bool $has_room Whether there is time and memory for another group.
	 * @return int Outcomes whose e-mails were sent.
	 * @throws Database_Error When a query failed; rows not taken stay for the next go.
	 */
	public function send_due( string $schedule, string $date, callable $has_room ): int {
		$sent  = 0;
		$taken = $has_room() ? Write_Group::run( fn () => $this->ledger->take_unmailed( $schedule, $date, self::GROUP_SIZE ) ) : array();
		while ( array() !== $taken ) {
			cache_users( array_map( static fn ( $row ) => (int) $row->vendor_id, $taken ) );
			$rows  = $taken;
			$taken = Write_Group::run(
				function () use ( $rows, $schedule, $date, $has_room ) {
					$this->send_group( $rows, $schedule, $date );
					// The next group is taken in the same commit as the notice log's inserts of
					// this one; nothing of it is sent before that commit.
					return $has_room() ? $this->ledger->take_unmailed( $schedule, $date, self::GROUP_SIZE ) : array();
				}
			);
			$sent += count( $rows );
			if ( function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_runtime' ) ) {
				wp_cache_flush_runtime();
			}
		}
		return $sent;
	}

	/**
	 * Sends the e-mails of rows taken.
	 *
	 * @param object[] $rows     Whole outcome rows.
	 * @param string   $schedule Schedule key.
	 * @param string   $date     Scheduled date.
	 */
	private function send_group( array $rows, string $schedule, string $date ): void {
		foreach ( $rows as $row ) {
			if ( Payout_Ledger::FILED === $row->status ) {
				Dokan_Admin_Mail::send( (int) $row->withdraw_id );
			}
			/**
			 * Fires once per vendor and scheduled date, after the engine recorded the vendor's
			 * outcome (filed or skipped; read it with Payout_History::latest_outcome()) and committed
			 * it, and after Dokan's e-mail to the admin about a filed request.
			 *
			 * @param int    $vendor_id Vendor id.
			 * @param string $schedule  Schedule key.
			 * @param string $date      Scheduled date, Y-m-d in site time.
			 */
			self::$announcing = $row;
			try {
				do_action( 'vendor_payout_schedule_payout_recorded', (int) $row->vendor_id, $schedule, $date );
			} finally {
				self::$announcing = null;
			}
		}
	}

	/**
	 * The outcome row being announced, for a listener of `vendor_payout_schedule_payout_recorded`
	 * to read instead of asking the database again: taken in this go under a lock and final, as
	 * filed and skipped rows are. Null outside the action or for another vendor or date.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $date      Scheduled date.
	 */
	public static function announced( int $vendor_id, string $date ): ?object {
		$row = self::$announcing;
		return null !== $row && (int) $row->vendor_id === $vendor_id && (string) $row->scheduled_for === $date ? $row : null;
	}
}
