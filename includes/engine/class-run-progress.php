<?php
/**
 * How far a run got in one go.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * What the scheduler needs to decide on a follow-up go.
 */
final class Run_Progress {

	/**
	 * What one go of a runner left behind.
	 *
	 * @param int  $processed      Vendors whose outcome this go recorded (or released).
	 * @param bool $unclaimed      Vendors on the schedule nobody has claimed yet remain.
	 * @param bool $in_flight      Rows are still being filed: a go that died left them, and this go
	 *                             had no time left to take them over.
	 * @param bool $unmailed       Committed outcomes wait for their e-mails (sent by follow-up goes,
	 *                             also after the run is done), those a go that died had taken included.
	 * @param bool $unannounced    The run is finished, and this go had no time left to announce it
	 *                             (Payout_Runner::announce_once(), which sends the admin's summary).
	 * @param bool $held_elsewhere Another go held the run's lock, so this one did nothing.
	 */
	public function __construct(
		public readonly int $processed,
		public readonly bool $unclaimed,
		public readonly bool $in_flight,
		public readonly bool $unmailed = false,
		public readonly bool $unannounced = false,
		public readonly bool $held_elsewhere = false
	) {
	}

	/**
	 * A go that found the run's lock held and did nothing: the holder queues what follows.
	 */
	public static function held_elsewhere(): self {
		return new self( 0, false, false, false, false, true );
	}

	/**
	 * Whether another go has work now: vendors to settle or take over, e-mails to send, the run to
	 * announce.
	 */
	public function has_more(): bool {
		return $this->unclaimed || $this->in_flight || $this->unmailed || $this->unannounced;
	}
}
