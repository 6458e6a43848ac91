<?php
/**
 * Who an unfinished run has left.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * The vendors a run has not settled yet, by name: those being filed (claimed by a runner, their
 * outcome not recorded), then those waiting (on the schedule, no row for the date yet) — the two
 * kinds the runs list counts together as "left". A finished run has nobody left, whoever joined its
 * schedule since.
 */
final class Vendors_Left {

	/**
	 * A vendor a runner holds, their outcome not recorded yet.
	 */
	public const FILING = 'filing';

	/**
	 * A vendor no runner has reached yet.
	 */
	public const WAITING = 'waiting';

	/**
	 * Vendors read at once.
	 */
	private const PAGE = 1000;

	/**
	 * Reads the payouts table.
	 *
	 * @var Payout_Ledger
	 */
	private Payout_Ledger $ledger;

	/**
	 * Sets the run up.
	 *
	 * @param object $run The runs table's row (schedule, scheduled_for, finished_at).
	 */
	public function __construct( private readonly object $run ) {
		$this->ledger = new Payout_Ledger();
	}

	/**
	 * Each vendor left: being filed first, then waiting, each lowest vendor id first, read
	 * a thousand at a time.
	 *
	 * @return \Generator<int, array{vendor_id: int, name: string, email: string, left_as: string, since: string}>
	 * @throws Database_Error When a read failed.
	 */
	public function each(): \Generator {
		if ( null !== $this->run->finished_at ) {
			return;
		}
		$schedule = (string) $this->run->schedule;
		$date     = (string) $this->run->scheduled_for;
		$after    = 0;
		do {
			$rows = $this->ledger->record_rows( $schedule, $date, array( 'status' => Payout_Ledger::FILING ), $after, self::PAGE, 0 );
			$read = count( $rows );
			foreach ( $rows as $row ) {
				$after = (int) $row->vendor_id;
				yield array(
					'vendor_id' => (int) $row->vendor_id,
					'name'      => (string) $row->display_name,
					'email'     => (string) $row->user_email,
					'left_as'   => self::FILING,
					'since'     => (string) $row->claimed_at,
				);
			}
		} while ( self::PAGE === $read );
		$after = 0;
		do {
			$ids   = $this->ledger->unclaimed_vendor_ids( $schedule, $date, self::PAGE, $after );
			$read  = count( $ids );
			$users = array() === $ids ? array() : get_users(
				array(
					'include' => $ids,
					'fields'  => array( 'ID', 'display_name', 'user_email' ),
					'orderby' => 'ID',
				)
			);
			foreach ( $users as $user ) {
				yield array(
					'vendor_id' => (int) $user->ID,
					'name'      => (string) $user->display_name,
					'email'     => (string) $user->user_email,
					'left_as'   => self::WAITING,
					'since'     => '',
				);
			}
			$after = 0 === $read ? $after : (int) end( $ids );
		} while ( self::PAGE === $read );
	}
}
