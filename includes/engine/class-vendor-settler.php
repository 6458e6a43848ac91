<?php
/**
 * Settles the vendors a runner claimed: decides, and records each outcome on the vendor's row.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Vendor_Choice;

defined( 'ABSPATH' ) || exit;

/**
 * Asks Payout_Check for the vendor's outcome and records it on the row the runner claimed: a skip,
 * or a request filed in Dokan (Request_Filer). Every write names the runner's claim token, so a
 * row another runner has taken over is never written by this one. A row whose runner died while
 * filing is finished here too (resume()).
 */
final class Vendor_Settler {

	/**
	 * Takes what settling reads and writes.
	 *
	 * @param Payout_Ledger           $ledger  Payouts table.
	 * @param Dokan_Withdraw_Requests $dokan   Dokan's withdraw requests.
	 * @param Vendor_Choice           $choices Vendors' choices.
	 * @param Payout_Check            $check   The decision.
	 * @param Request_Filer           $filer   Dokan's side of filing.
	 * @param string                  $token   The claim token of the runner.
	 */
	public function __construct(
		private readonly Payout_Ledger $ledger,
		private readonly Dokan_Withdraw_Requests $dokan,
		private readonly Vendor_Choice $choices,
		private readonly Payout_Check $check,
		private readonly Request_Filer $filer,
		private readonly string $token
	) {
	}

	/**
	 * Settles claimed vendors; those there is no time left for are given back.
	 *
	 * @param array<int, int> $claimed  Row id by vendor id.
	 * @param string          $schedule Schedule key.
	 * @param string          $date     Scheduled date.
	 * @param float           $deadline Moment to stop by.
	 * @param Batch_Reading   $reading  The batch's balances and pending requests.
	 * @return int[] The vendors with an outcome.
	 * @throws Database_Error When a query failed.
	 */
	public function settle_chunk( array $claimed, string $schedule, string $date, float $deadline, Batch_Reading $reading ): array {
		$settled = array();
		foreach ( $claimed as $vendor_id => $row_id ) {
			if ( ! Go_Budget::has_room( $deadline ) ) {
				$this->ledger->release( $row_id, $this->token );
			} elseif ( $this->settle( $row_id, $vendor_id, $schedule, $date, $reading ) ) {
				$settled[] = $vendor_id;
			}
		}
		return $settled;
	}

	/**
	 * Decides for a claimed vendor and records the outcome on the row: skipped, or filed in Dokan.
	 *
	 * @param int                $row_id    Claimed row, status filing.
	 * @param int                $vendor_id Vendor id.
	 * @param string             $schedule  Schedule key.
	 * @param string             $date      Scheduled date.
	 * @param Batch_Reading|null $reading   The vendor's batch, when read.
	 * @return bool Whether the vendor has an outcome (false: off the schedule, row given back).
	 * @throws Database_Error When a query failed.
	 */
	public function settle( int $row_id, int $vendor_id, string $schedule, string $date, ?Batch_Reading $reading ): bool {
		$choice = Database_Error::guard( fn () => $this->choices->get( $vendor_id ) );
		if ( $choice['schedule'] !== $schedule ) {
			// Left the schedule since it was listed: the schedule they are on now may pay them today.
			$this->ledger->release( $row_id, $this->token );
			return false;
		}
		$outcome = $this->check->decide( $vendor_id, $choice, $reading );
		if ( ! $outcome->is_filed() ) {
			$this->skip( $row_id, $outcome );
		} elseif ( $this->ledger->mark_filing( $row_id, $this->token, $outcome->amount, $outcome->method, $outcome->figures, $reading?->newest_request_id( $vendor_id ) ?? $this->dokan->newest_request_id( $vendor_id ) ) ) {
			$filed = $this->filer->file( $row_id, $vendor_id, $schedule, $date, $outcome );
			if ( is_wp_error( $filed ) ) {
				// Dokan's insert refused what its validation let through a moment ago.
				$this->skip( $row_id, $outcome->refused( $filed->get_error_message() ) );
			} else {
				$this->ledger->mark_filed( $row_id, $this->token, $filed );
			}
		}
		return true;
	}

	/**
	 * Finishes a row whose runner died while filing: records the request it filed, if Dokan has
	 * it, or settles the vendor afresh.
	 *
	 * @param object $row      Row taken over (id, vendor_id, amount, method, withdraw_floor).
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @throws Database_Error When a query failed.
	 */
	public function resume( object $row, string $schedule, string $date ): void {
		$filed = $this->filer->filed_before( $row, $date );
		if ( $filed ) {
			$this->ledger->mark_filed( (int) $row->id, $this->token, $filed );
			return;
		}
		$this->settle( (int) $row->id, (int) $row->vendor_id, $schedule, $date, null );
	}

	/**
	 * Records a skip on the row.
	 *
	 * @param int            $row_id  Claimed row.
	 * @param Payout_Outcome $outcome The skip.
	 */
	private function skip( int $row_id, Payout_Outcome $outcome ): void {
		$this->ledger->mark_skipped( $row_id, $this->token, (string) $outcome->reason, $outcome->figures, $outcome->method, $outcome->note );
	}
}
