<?php
/**
 * How far a run got in one go.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * What the scheduler needs to decide on a follow-up event.
 */
final class Run_Progress {

	/**
	 * What one go of a runner left behind.
	 *
	 * @param int  $processed Vendors whose outcome this go recorded (or released).
	 * @param bool $unclaimed Vendors on the schedule nobody has claimed yet remain.
	 * @param bool $in_flight Rows are still held by a runner (this one stopped, another is busy, or
	 *                        one died and its lease has not run out).
	 * @param bool $unmailed  Committed outcomes wait for their e-mails (sent by follow-up goes, also
	 *                        after the run is done).
	 */
	public function __construct(
		public readonly int $processed,
		public readonly bool $unclaimed,
		public readonly bool $in_flight,
		public readonly bool $unmailed = false
	) {
	}

	/**
	 * Whether the run is complete: every vendor on the schedule has an outcome, committed. Its
	 * e-mails may still be going out (`unmailed`).
	 */
	public function is_done(): bool {
		return ! $this->unclaimed && ! $this->in_flight;
	}

	/**
	 * Whether another go has work: vendors to settle or e-mails to send.
	 */
	public function has_more(): bool {
		return $this->unclaimed || $this->unmailed;
	}
}
