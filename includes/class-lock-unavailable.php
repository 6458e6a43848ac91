<?php
/**
 * A named lock was not had.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by Named_Lock::hold() instead of working without the lock: another process held it for
 * the whole wait, or `GET_LOCK` failed. Nothing of the work was done; whoever catches it tells its
 * reader to try again (or tries again later itself).
 */
final class Lock_Unavailable extends RuntimeException {

	/**
	 * The lock's name.
	 *
	 * @var string
	 */
	private string $lock;

	/**
	 * Whether another connection held the lock for the whole wait (false: `GET_LOCK` failed).
	 *
	 * @var bool
	 */
	private bool $held;

	/**
	 * Says which lock, how long it was waited for, and the database's error when there was one.
	 *
	 * @param string $lock  The lock's name.
	 * @param int    $wait  Seconds waited.
	 * @param string $error The database's error ('' when the wait ran out).
	 */
	public function __construct( string $lock, int $wait, string $error = '' ) {
		$this->lock = $lock;
		$this->held = '' === $error;
		parent::__construct(
			'' === $error
				? sprintf( 'Another process held the lock %s for %d s.', $lock, $wait )
				: sprintf( 'The lock %s could not be taken: %s', $lock, $error )
		);
	}

	/**
	 * The lock's name.
	 */
	public function lock(): string {
		return $this->lock;
	}

	/**
	 * Whether another connection held the lock for the whole wait; false when `GET_LOCK` failed (a
	 * killed query, a lost connection), and nobody may be holding it.
	 */
	public function was_held(): bool {
		return $this->held;
	}
}
