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
	 *                        after the run is done), those a stopped runner had taken included.
	 * @param bool $mailing   Another runner is sending e-mails of the run (or died doing so and
	 *                        its lease has not run out).
	 * @param bool $unannounced The run is finished, and this go had no time left to announce it
	 *                          (Payout_Runner::announce_once(), which sends the admin's summary).
	 */
	public function __construct(
		public readonly int $processed,
		public readonly bool $unclaimed,
		public readonly bool $in_flight,
		public readonly bool $unmailed = false,
		public readonly bool $mailing = false,
		public readonly bool $unannounced = false
	) {
	}

	/**
	 * Whether another go has work now: vendors to settle, e-mails to send, the run to announce.
	 */
	public function has_more(): bool {
		return $this->unclaimed || $this->unmailed || $this->unannounced;
	}

	/**
	 * Whether another go has work once the leases of other runners are over.
	 */
	public function waits_on_others(): bool {
		return $this->in_flight || $this->mailing;
	}
}
