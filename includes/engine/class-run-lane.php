<?php
/**
 * One lane of a run: the vendors whose id falls to it, and the lock a go works them under.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Named_Lock;

defined( 'ABSPATH' ) || exit;

/**
 * A run's vendors fall into COUNT lanes by their id (vendor id modulo COUNT), and each lane has a
 * named lock of its own: goes of one run work different lanes at once — one per queue runner —
 * while a lane is worked by one go at a time, as the whole run was before. What a go finds half
 * done in a lane it holds (a row still `filing`, e-mails still taken) is therefore a dead go's,
 * exactly as it was with one lock per run.
 *
 * COUNT never changes while a run is open: a vendor's lane is where their row is looked for, and a
 * row left `filing` by a dead go must be found by the go that takes its lane. A site updating with
 * another count would have to finish its open runs first; so it is a constant, not a setting.
 */
final class Run_Lane {

	/**
	 * Lanes of every run: as many goes as this can work one run at once. More lanes than queue
	 * runners cost a few more queries per go (an idle lane is looked at and left); fewer leave a
	 * runner without a lane.
	 */
	public const COUNT = 4;

	/**
	 * The lane's number, 0 to COUNT - 1.
	 *
	 * @var int
	 */
	public readonly int $index;

	/**
	 * Use of() or all().
	 *
	 * @param int $index The lane's number.
	 */
	private function __construct( int $index ) {
		$this->index = $index;
	}

	/**
	 * A lane by its number.
	 *
	 * @param int $index 0 to COUNT - 1.
	 * @throws \InvalidArgumentException When there is no such lane.
	 */
	public static function of( int $index ): self {
		if ( $index < 0 || $index >= self::COUNT ) {
			throw new \InvalidArgumentException( 'A run has lanes 0 to ' . (int) ( self::COUNT - 1 ) . '.' );
		}
		return new self( $index );
	}

	/**
	 * Every lane, lowest first.
	 *
	 * @return self[]
	 */
	public static function all(): array {
		return array_map( static fn ( int $index ): self => new self( $index ), range( 0, self::COUNT - 1 ) );
	}

	/**
	 * The lane a vendor's row belongs to.
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public static function of_vendor( int $vendor_id ): self {
		return new self( $vendor_id % self::COUNT );
	}

	/**
	 * The lock a go holds while it works this lane of a run.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 */
	public function lock( string $schedule, string $date ): Named_Lock {
		return Named_Lock::of( 'run_lane', $schedule . '|' . $date . '|' . $this->index );
	}

	/**
	 * The SQL condition "this column's vendor is in this lane", with both numbers as integers: it
	 * filters the rows an index range of the run already selects, so each query keeps its index.
	 *
	 * @param string $column A vendor id column, one of the caller's literals (`p.vendor_id`, …).
	 */
	public function sql( string $column ): string {
		return sprintf( 'MOD(%s, %d) = %d', $column, self::COUNT, $this->index );
	}
}
