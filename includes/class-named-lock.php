<?php
/**
 * A database named lock of the site.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * A MariaDB/MySQL named lock (`GET_LOCK`) under which one process at a time does some work: a
 * vendor's choice saved, a run's vendors claimed, a Dokan request approved. The lock belongs to the
 * database connection, so it is gone when PHP dies. Work runs only while the lock is held: when
 * `GET_LOCK` times out or fails (NULL) the work does not run and Lock_Unavailable says why, for the
 * caller to answer its reader (a save refused, a go retried later, a download to try again).
 *
 * Lock names are server-wide, so a name holds a hash of the site's database, table prefix and the
 * subject: sites sharing a database server never share a lock. MariaDB and MySQL take names of at
 * most 64 characters; the purpose stays readable in the name (as `SHOW PROCESSLIST` shows it).
 */
final class Named_Lock {

	/** The names' start; then the purpose, `_` and the hash. */
	private const NAME_START = 'vendor_payout_schedule_';

	/** Hex digits of the hash kept (96 bits: no two sites or subjects meet). */
	private const HASH_LENGTH = 24;

	/** Characters a purpose may have so that the name fits MariaDB's 64. */
	private const PURPOSE_MAX = 64 - 23 - 1 - self::HASH_LENGTH;

	/**
	 * What the lock guards (of()).
	 *
	 * @var string
	 */
	private string $purpose;

	/**
	 * The lock's name.
	 *
	 * @var string
	 */
	private string $name;

	/**
	 * Use of().
	 *
	 * @param string $purpose What the lock guards.
	 * @param string $name    The lock's name.
	 */
	private function __construct( string $purpose, string $name ) {
		$this->purpose = $purpose;
		$this->name    = $name;
	}

	/**
	 * The site's lock for a purpose and a subject of it (a vendor, a request, a run).
	 *
	 * @param string     $purpose What the lock guards, lower-case letters and `_`: `choice`, `run`, ….
	 * @param string|int $subject Which one: a vendor's id, a run's schedule and date, ….
	 * @throws \InvalidArgumentException When the purpose would not fit a lock name.
	 */
	public static function of( string $purpose, $subject = '' ): self {
		global $wpdb;
		if ( 1 !== preg_match( '/^[a-z_]{1,' . self::PURPOSE_MAX . '}$/', $purpose ) ) {
			throw new \InvalidArgumentException( 'A lock purpose is 1 to ' . (int) self::PURPOSE_MAX . ' lower-case letters or underscores.' );
		}
		return new self( $purpose, self::NAME_START . $purpose . '_' . substr( md5( $wpdb->dbname . '|' . $wpdb->prefix . '|' . $subject ), 0, self::HASH_LENGTH ) );
	}

	/**
	 * The name `GET_LOCK` takes (another connection holding it keeps this one waiting).
	 */
	public function name(): string {
		return $this->name;
	}

	/**
	 * Whether this process's connection holds the lock now. MariaDB releases a lock with the
	 * connection that took it, and WordPress connects again after losing one, so work that began
	 * under the lock can find itself without it and stop.
	 */
	public function is_held(): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a named lock, which no WordPress API or cache can read.
		return '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT IS_USED_LOCK(%s) = CONNECTION_ID()', $this->name ) );
	}

	/**
	 * Whether this process's connection holds the lock now while no other connection holds
	 * `$rival`, in one read: work done under this lock that another lock's holder may take over
	 * stops as soon as either is no longer so.
	 *
	 * @param Named_Lock $rival The lock no other connection may hold.
	 */
	public function is_held_without( Named_Lock $rival ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- named locks, which no WordPress API or cache can read.
		return '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT IS_USED_LOCK(%s) = CONNECTION_ID() AND COALESCE(IS_USED_LOCK(%s) = CONNECTION_ID(), 1)', $this->name, $rival->name ) );
	}

	/**
	 * Whether no connection holds the lock now: a glance, which another process may overtake the
	 * next moment, for deciding whether to ask for the lock at all.
	 */
	public function is_free(): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a named lock, which no WordPress API or cache can read.
		return '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT IS_FREE_LOCK(%s)', $this->name ) );
	}

	/**
	 * Runs `$work` holding the lock, waiting for it up to `$wait` seconds, and releases it after,
	 * whatever `$work` did.
	 *
	 * @template T
	 * @param int           $wait Seconds to wait for the lock (0: only if it is free now).
	 * @param callable(): T $work What to do under the lock.
	 * @return T What `$work` returned.
	 * @throws Lock_Unavailable When the lock was not had in time or `GET_LOCK` failed; `$work` did not run.
	 */
	public function hold( int $wait, callable $work ) {
		global $wpdb;
		/**
		 * Filters the seconds a process waits for one of the plugin's locks before it gives up
		 * and says so (a save refused, a download to try again, a run retried later): longer for
		 * a database that is slow under load, shorter to answer sooner.
		 *
		 * @param int    $wait    Seconds to wait.
		 * @param string $purpose What the lock guards: `choice`, `run`, `withdraw`, `batch_number`,
		 *                        `payout_files`, ….
		 */
		$wait = max( 0, (int) apply_filters( 'vendor_payout_schedule_lock_wait', $wait, $this->purpose ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a named lock, which no WordPress API or cache can take.
		$granted = $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $this->name, $wait ) );
		if ( '1' !== (string) $granted ) {
			// GET_LOCK answers 0 when the wait ran out and NULL on an error (a killed query, a lost connection).
			// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- the lock's name, seconds and MySQL's message for callers and logs, never printed raw: callers answer in their own words.
			throw new Lock_Unavailable( $this->name, $wait, null === $granted ? ( '' === (string) $wpdb->last_error ? 'GET_LOCK answered NULL' : (string) $wpdb->last_error ) : '' );
		}
		try {
			return $work();
		} finally {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a named lock, which no WordPress API or cache can take.
			$wpdb->query( $wpdb->prepare( 'DO RELEASE_LOCK(%s)', $this->name ) );
		}
	}
}
