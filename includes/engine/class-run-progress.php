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
	 * @param bool $unmailed  Committed outcomes wait for their e-mails.
	 */
	public function __construct(
		public readonly int $processed,
		public readonly bool $unclaimed,
		public readonly bool $in_flight,
		public readonly bool $unmailed = false
	) {
	}

	/**
	 * Whether the run is complete.
	 */
	public function is_done(): bool {
		return ! $this->unclaimed && ! $this->in_flight && ! $this->unmailed;
	}
}
