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
	 * Says which lock, how long it was waited for, and the database's error when there was one.
	 *
	 * @param string $lock  The lock's name.
	 * @param int    $wait  Seconds waited.
	 * @param string $error The database's error ('' when the wait ran out).
	 */
	public function __construct( string $lock, int $wait, string $error = '' ) {
		$this->lock = $lock;
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
}
