<?php
/**
 * What past runs recorded, for the admin's screens.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the payouts table (Payout_Ledger) and the runs table (Run_Ledger) and puts their answers
 * together.
 */
final class Payout_History {

	/**
	 * The latest runs with their totals and the outcomes whose e-mails have not gone out yet,
	 * newest first. Unfinished runs also say how many vendors are not handled yet (unclaimed, or
	 * still being filed) and when the oldest row being filed was last touched.
	 *
	 * @param int $limit Number of runs.
	 * @return array<int, array{id: int, schedule: string, date: string, started_at: string, finished_at: ?string, next_attempt_at: ?string, failures: int, last_error: string, paid: int, amount: float, skipped: array<string, int>, unmailed: int, mailed_again: int, in_progress: int, unhandled: int, oldest_filing: ?string}>
	 */
	public function recent_runs( int $limit ): array {
		$payouts   = new Payout_Ledger();
		$runs      = ( new Run_Ledger() )->recent( $limit );
		$groups    = $payouts->groups_by_run( $runs );
		$summaries = array();
		foreach ( $runs as $run ) {
			$summary = array(
				'id'              => (int) $run->id,
				'schedule'        => (string) $run->schedule,
				'date'            => (string) $run->scheduled_for,
				'started_at'      => (string) $run->started_at,
				'finished_at'     => $run->finished_at ? (string) $run->finished_at : null,
				'next_attempt_at' => $run->next_attempt_at ? (string) $run->next_attempt_at : null,
				'failures'        => (int) $run->failures,
				'last_error'      => (string) $run->last_error,
				'paid'            => 0,
				'amount'          => 0.0,
				'skipped'         => array(),
				'unmailed'        => 0,
				'mailed_again'    => 0,
				'in_progress'     => 0,
				'unhandled'       => 0,
				'oldest_filing'   => null,
			);
			foreach ( $groups[ $run->scheduled_for . '|' . $run->schedule ] ?? array() as $group ) {
				if ( Payout_Ledger::FILED === $group->status ) {
					$summary['paid']          = (int) $group->vendors;
					$summary['amount']        = round( (float) $group->total, 2 );
					$summary['unmailed']     += (int) $group->unmailed;
					$summary['mailed_again'] += (int) $group->mailed_again;
				} elseif ( Payout_Ledger::SKIPPED === $group->status ) {
					$summary['skipped'][ (string) $group->reason ] = (int) $group->vendors;
					$summary['unmailed']                          += (int) $group->unmailed;
					$summary['mailed_again']                      += (int) $group->mailed_again;
				} else {
					$summary['in_progress'] += (int) $group->vendors;
				}
			}
			if ( null === $summary['finished_at'] ) {
				$summary               = array_merge( $summary, $payouts->left_to_do( $summary['schedule'], $summary['date'] ) );
				$summary['unhandled'] += $summary['in_progress'];
			}
			$summaries[] = $summary;
		}
		return $summaries;
	}

	/**
	 * One run's row of the runs table, or null when there is none by that id.
	 *
	 * @param int $run_id The run's id.
	 * @return object|null Row with id, schedule, scheduled_for, started_at, finished_at.
	 */
	public function run( int $run_id ): ?object {
		return ( new Run_Ledger() )->find( $run_id );
	}
}
