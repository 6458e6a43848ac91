<?php
/**
 * One go of a job from the queue, under the job's named lock.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use Throwable;
use VendorPayoutSchedule\Lock_Unavailable;
use VendorPayoutSchedule\Named_Lock;

defined( 'ABSPATH' ) || exit;

/**
 * A job (a run, a payout batch, its PayPal parts) goes on in goes, each an action of one hook with
 * the job's arguments in the plugin's group (Job_Queue). This is what every go does around its
 * work, so no job repeats it:
 *
 * - It holds the job's named lock while it works, so one go at a time works on a job (a run's
 *   goes hold the lock of each lane they work instead, Run_Lane). MariaDB releases the lock with
 *   the process's connection, so work a go left half done (a row still claimed, an e-mail taken
 *   and not sent) is, whenever the lock is free, a go's that died: the next go takes it over at
 *   once, with no lease to wait out.
 * - Before it works it queues its continuation, WATCHDOG seconds ahead: Action Scheduler marks an
 *   action whose process died failed, but never runs it again, so the continuation is what goes on
 *   after a kill. A go that ends cancels it and queues the next go when the work asks for one.
 * - A go that finds the lock held does nothing: the holder queues what follows. It keeps its own
 *   continuation all the same: looking at what else of the job waits and cancelling its own would
 *   race with the holder cancelling its continuation as it ends, and could leave the job with
 *   none. A spare continuation costs one go that finds nothing to do.
 * - A go whose work throws keeps its continuation, moved to the moment its job's retry policy names,
 *   and throws on, so Action Scheduler logs the action as failed with the error.
 */
final class Locked_Go {

	/**
	 * Seconds from a go's start to its continuation: well past the longest go (a go stops between
	 * units of work once its budget is spent, and one unit can wait on a slow mail server or payer).
	 */
	public const WATCHDOG = 360;

	/**
	 * The hook of the job's goes.
	 *
	 * @var string
	 */
	private string $hook;

	/**
	 * The job's arguments.
	 *
	 * @var array
	 */
	private array $args;

	/**
	 * The job's lock, or null for a job whose work takes locks of its own (a run's lanes).
	 *
	 * @var Named_Lock|null
	 */
	private ?Named_Lock $lock;

	/**
	 * A go of the job.
	 *
	 * @param string          $hook The hook of the job's goes.
	 * @param array           $args The job's arguments.
	 * @param Named_Lock|null $lock The job's lock; null when the work takes its own and throws
	 *                              kept_out() when it found them all held.
	 */
	public function __construct( string $hook, array $args, ?Named_Lock $lock = null ) {
		$this->hook = $hook;
		$this->args = array_values( $args );
		$this->lock = $lock;
	}

	/**
	 * Works under the job's lock and queues what follows.
	 *
	 * @param callable(): ?int          $work     The go's work; answers when the next go is due (Unix
	 *                                            seconds, time() or earlier for at once), or null
	 *                                            when the job needs none.
	 * @param callable(Throwable): ?int $retry_at When to try again after the work threw: Unix seconds,
	 *                                            or null to leave the continuation where it is.
	 * @return bool Whether this go worked (false: another go held the job's lock).
	 * @throws Throwable What the work threw, once the retry is queued.
	 * @throws Lock_Unavailable When `GET_LOCK` failed; the continuation stays as the retry.
	 */
	public function run( callable $work, ?callable $retry_at = null ): bool {
		$continuation = Job_Queue::schedule( $this->hook, $this->args, time() + self::WATCHDOG );
		try {
			$next = null === $this->lock ? $work() : $this->lock->hold( 0, $work );
		} catch ( Lock_Unavailable $busy ) {
			if ( $busy->was_held() ) {
				return false;
			}
			throw $busy;
		} catch ( Throwable $failure ) {
			$this->move( $continuation, $this->retry_moment( $retry_at, $failure ) );
			throw $failure;
		}
		Job_Queue::cancel( $continuation );
		if ( null !== $next ) {
			Job_Queue::schedule_by( $this->hook, $this->args, max( time(), (int) $next ) );
		}
		return true;
	}

	/**
	 * What a job's work that takes its own locks throws when other goes held them all: this go did
	 * nothing, as when the job's one lock is held.
	 *
	 * @param Named_Lock $lock A lock of the job that was held.
	 */
	public static function kept_out( Named_Lock $lock ): Lock_Unavailable {
		return new Lock_Unavailable( $lock->name(), 0 );
	}

	/**
	 * The moment the job's retry policy names for a failure; null (the continuation stays) when it
	 * names none or cannot say, because the database that failed the work fails it too.
	 *
	 * @param callable|null $retry_at The job's retry policy.
	 * @param Throwable     $failure  What the work threw.
	 */
	private function retry_moment( ?callable $retry_at, Throwable $failure ): ?int {
		if ( null === $retry_at ) {
			return null;
		}
		try {
			$at = $retry_at( $failure );
		} catch ( Throwable $also ) {
			return null;
		}
		return null === $at ? null : (int) $at;
	}

	/**
	 * Moves the continuation to the retry moment; it stays where it is when the queue cannot store
	 * the new one.
	 *
	 * @param int      $continuation The continuation's action.
	 * @param int|null $at           Unix seconds, or null to leave it.
	 */
	private function move( int $continuation, ?int $at ): void {
		if ( null === $at || 0 === Job_Queue::schedule( $this->hook, $this->args, max( time(), $at ) ) ) {
			return;
		}
		Job_Queue::cancel( $continuation );
	}
}
