<?php
/**
 * A payout batch: a run's requests taken together from Dokan's check to money paid.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Dokan_Balances;
use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;
use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Locked_Go;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Request_Status;
use VendorPayoutSchedule\Engine\Skip_Figures;
use VendorPayoutSchedule\Engine\Slice_Reading;
use VendorPayoutSchedule\Lock_Unavailable;
use VendorPayoutSchedule\Named_Lock;
use VendorPayoutSchedule\Vendor_Wording;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * What the admin does with a run's requests, each step recorded per request in Batch_Ledger:
 *
 * 1. start(): the run's requests pending in Dokan (or those of some of its vendors) become a
 *    batch, each to be checked with Dokan's own approval check as it stands now.
 * 2. cancel_refused() / keep_refused(): the refused ones are cancelled through Dokan (its e-mail to
 *    the vendor) or kept pending for a later batch.
 * 3. files() and write(): the payout files of the requests Dokan would approve, one per method and
 *    currency as Payout_Files sorts them; each file made is noted on its requests.
 * 4. mark_paid(): the requests a file was made with are approved through Dokan (status, balance
 *    entry, Dokan's e-mail), each failure with Dokan's reason.
 *
 * Every step that asks Dokan runs in goes, as the engine's runs do: a go claims a few rows at a
 * time (Batch_Ledger::claim()), asks Dokan for each and records the answer under its token, and
 * stops within the engine's go budget (Payout_Scheduler::go_budget(), cut to PHP's time limit),
 * handing over to the next go, an action in the plugin's group (HOOK, Engine\Job_Queue). The
 * admin's click runs the first go itself, so a small batch is done by the time the page comes
 * back; 10 000 requests go on in the background.
 *
 * A go works under the batch's lock (lock(), Engine\Locked_Go: its continuation waits meanwhile),
 * and so does every other caller of work(), so one process at a time asks Dokan for a batch. Rows a
 * go died holding are taken over by the very next go, and a request Dokan already approved or
 * cancelled is never approved or cancelled again (Dokan_Withdraw_Requests).
 */
final class Payout_Batch {

	/**
	 * The hook of a batch's next go; its argument is the batch's number.
	 */
	public const HOOK = 'vendor_payout_schedule_payout_batch';

	/**
	 * Seconds an approval found without its balance entry is left to whoever may still be writing
	 * it: five minutes, as the admin reads. Whoever began it may be inside Dokan's save, between the
	 * status and the entry, holding no lock of ours: an approval made in Dokan → Withdraw never
	 * held one, and a go of ours whose connection was lost lost its locks with it while its PHP went
	 * on. Finishing the approval meanwhile would write a second entry. So one made in Dokan is
	 * finished this long after it was first found so (`unfinished_at`, when_found_unfinished()), and
	 * one a go of ours began and recorded nothing for is not even claimed until this long after it
	 * began (`approving_at`, Batch_Ledger::claim()): the batch's next go is queued for that moment.
	 */
	public const UNFINISHED_WAIT = 5 * MINUTE_IN_SECONDS;

	/**
	 * Rows a go claims at a time.
	 */
	private const CLAIM = 25;

	/**
	 * Seconds the admin's click works, at most, before the page comes back (the engine's go budget
	 * may cut it further).
	 */
	private const CLICK_SECONDS = 5.0;

	/**
	 * The batches table.
	 *
	 * @var Batch_Ledger
	 */
	private Batch_Ledger $ledger;

	/**
	 * Dokan's check, approval and cancellation.
	 *
	 * @var Dokan_Withdraw_Requests
	 */
	private Dokan_Withdraw_Requests $approval;

	/**
	 * Takes the table and Dokan's way of approving (the real ones by default).
	 *
	 * @param Batch_Ledger|null            $ledger   The batches table.
	 * @param Dokan_Withdraw_Requests|null $approval Dokan's approval.
	 */
	public function __construct( ?Batch_Ledger $ledger = null, ?Dokan_Withdraw_Requests $approval = null ) {
		$this->ledger   = $ledger ?? new Batch_Ledger();
		$this->approval = $approval ?? new Dokan_Withdraw_Requests();
	}

	/**
	 * Hooks the batches' goes.
	 */
	public function register_hooks(): void {
		add_action( self::HOOK, array( $this, 'on_event' ) );
	}

	/**
	 * Takes a run's requests pending in Dokan into a new batch and starts checking them: every
	 * request the run filed, or those of the given vendors. Requests already in a batch stay in it,
	 * except those a batch kept for later.
	 *
	 * @param object     $run        The runs table's row (id, schedule, scheduled_for).
	 * @param int[]|null $vendor_ids Only these vendors' requests (null: the whole run's).
	 * @param int        $user_id    Who starts it.
	 * @return array{batch: int, taken: int, asked: int} The batch (0 when none), requests taken, requests asked for.
	 * @throws Database_Error When a query failed.
	 */
	public function start( object $run, ?array $vendor_ids, int $user_id ): array {
		$started = $this->ledger->start( (int) $run->id, ( new Payout_Ledger() )->run_requests( (string) $run->schedule, (string) $run->scheduled_for, $vendor_ids ), $user_id );
		if ( $started['batch'] > 0 ) {
			$this->go( $started['batch'], min( self::CLICK_SECONDS, Payout_Scheduler::go_budget() ) );
		}
		return $started;
	}

	/**
	 * Checks the batch's refused and ready requests again with Dokan (after a vendor's balance or
	 * settings changed, or to be sure just before paying).
	 *
	 * @param int $batch   The batch.
	 * @param int $user_id Who asks.
	 * @return int Requests to check.
	 * @throws Database_Error When a query failed.
	 */
	public function check_again( int $batch, int $user_id ): int {
		return $this->queue( $batch, array( Batch_Ledger::REFUSED, Batch_Ledger::READY ), Batch_Ledger::CHECKING, $user_id );
	}

	/**
	 * Cancels the refused requests through Dokan: Dokan's cancel, its e-mail to the vendor.
	 *
	 * @param int $batch   The batch.
	 * @param int $user_id Who asks.
	 * @return int Requests to cancel.
	 * @throws Database_Error When a query failed.
	 */
	public function cancel_refused( int $batch, int $user_id ): int {
		return $this->queue( $batch, array( Batch_Ledger::REFUSED ), Batch_Ledger::CANCELLING, $user_id );
	}

	/**
	 * Keeps the refused requests pending in Dokan, out of this batch's files: a later batch of the
	 * run may take them.
	 *
	 * @param int $batch   The batch.
	 * @param int $user_id Who asks.
	 * @return int Requests kept.
	 * @throws Database_Error When a query failed.
	 */
	public function keep_refused( int $batch, int $user_id ): int {
		return $this->ledger->move( $batch, array( Batch_Ledger::REFUSED ), Batch_Ledger::KEPT, $user_id );
	}

	/**
	 * Approves through Dokan the batch's requests a payout file was made with (and those whose
	 * approval failed before), once the admin paid them outside. Requests in no file made yet stay
	 * ready: nothing is approved that no file paid. A second click finds nothing left to move.
	 *
	 * @param int $batch   The batch.
	 * @param int $user_id Who asks.
	 * @return int Requests to approve.
	 * @throws Database_Error When a query failed.
	 */
	public function mark_paid( int $batch, int $user_id ): int {
		return $this->queue( $batch, array( Batch_Ledger::READY, Batch_Ledger::FAILED ), Batch_Ledger::PAYING, $user_id, true );
	}

	/**
	 * The payout files of the batch: those made (Payout_File_Store, as they were made), then those
	 * the requests ready to pay and in no file yet make, as Payout_Files::index() lists them and
	 * numbered on after the parts made of their kind and currency. Requests approved or cancelled
	 * in Dokan meanwhile are recorded so first (settle_decided_in_dokan()).
	 *
	 * @param int $batch The batch.
	 * @return Payout_File[]
	 * @throws Database_Error When a query failed.
	 */
	public function files( int $batch ): array {
		$this->settle_decided_in_dokan( $batch );
		$files = array();
		$parts = array();
		foreach ( ( new Payout_File_Store() )->made( $batch ) as $key => $row ) {
			$files[ $key ]  = ( new Payout_File( (string) $row->kind, (string) $row->currency, (int) $row->part ) )->with( (int) $row->requests, (int) $row->total, (int) $row->decimals );
			$kind           = $row->kind . $row->currency;
			$parts[ $kind ] = max( $parts[ $kind ] ?? 0, (int) $row->part );
		}
		foreach ( ( new Payout_Files() )->index( $this->ledger->request_ids( $batch, array( Batch_Ledger::READY ), true ) ) as $file ) {
			$next                  = $file->as_part( $file->part + ( $parts[ $file->kind . $file->currency ] ?? 0 ) );
			$files[ $next->key() ] = $next;
		}
		return array_values( $files );
	}

	/**
	 * Records the batch's requests ready to pay that Dokan no longer holds as pending — approved
	 * or cancelled in Dokan → Withdraw directly — as paid or cancelled ("found approved in Dokan
	 * already"), and one approved without Dokan's balance entry as failed (Dokan_Withdraw_Requests::UNFINISHED),
	 * for a later Mark as paid to finish: they are in no file, and "Mark as paid" and its count leave them out, so an
	 * admin following the screen never pays them a second time.
	 *
	 * @param int $batch The batch.
	 * @throws Database_Error When a query failed.
	 */
	public function settle_decided_in_dokan( int $batch ): void {
		$unfinished = array();
		$decided    = array(
			Request_Status::APPROVED  => array(),
			Request_Status::CANCELLED => array(),
		);
		foreach ( ( new Dokan_Withdraw_Requests() )->each( $this->ledger->request_ids( $batch, array( Batch_Ledger::READY ) ) ) as $request ) {
			if ( Request_Status::APPROVED === $request->status && ! Dokan_Balances::debits( $request->id, $request->vendor_id ) ) {
				$unfinished[] = $request->id;
			} elseif ( isset( $decided[ $request->status ] ) ) {
				$decided[ $request->status ][] = $request->id;
			}
		}
		$this->ledger->record_decided_in_dokan( $batch, $decided[ Request_Status::APPROVED ], Batch_Ledger::PAID );
		$this->ledger->record_decided_in_dokan( $batch, $decided[ Request_Status::CANCELLED ], Batch_Ledger::CANCELLED );
		$this->ledger->record_decided_in_dokan( $batch, $unfinished, Batch_Ledger::FAILED, Dokan_Withdraw_Requests::UNFINISHED );
	}

	/**
	 * Writes one of the batch's payout files (Payout_File_Store::issue(): made once, each download
	 * after the first the same file, byte for byte) and notes it on each request it holds.
	 *
	 * @param int         $batch      The batch.
	 * @param Payout_File $file       Which file (Payout_File::from_key()).
	 * @param resource    $out        Where it goes (php://output for a download).
	 * @param Originator  $originator The marketplace's details.
	 * @param int         $user_id    Who makes it.
	 * @return Payout_File What was written (issue()'s exceptions pass through: no such file,
	 *                     the day's ACH modifiers taken, a failed query).
	 * @throws \RuntimeException When the stream refuses it.
	 */
	public function write( int $batch, Payout_File $file, $out, Originator $originator, int $user_id ): Payout_File {
		$made = $this->issue( $batch, $file, $originator, $user_id );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a PHP stream (php://output, php://temp), not a file of the site.
		if ( false === fwrite( $out, (string) $made->content ) ) {
			throw new \RuntimeException( 'The payout file could not be sent.' );
		}
		return ( new Payout_File( (string) $made->kind, (string) $made->currency, (int) $made->part ) )->with( (int) $made->requests, (int) $made->total, (int) $made->decimals );
	}

	/**
	 * The batch's file as stored: made now from the requests ready to pay and in no file yet, or
	 * the one made before (`copy` true). Payout_Files::write()'s exceptions pass through: the
	 * originator's details not making this file, a failed query.
	 *
	 * @param int         $batch      The batch.
	 * @param Payout_File $file       Which file (Payout_File::from_key()).
	 * @param Originator  $originator The marketplace's details.
	 * @param int         $user_id    Who downloads it.
	 * @return object Payout_File_Store's row.
	 * @throws \LengthException When the batch has no such file.
	 * @throws \OverflowException When the day's ACH file ID modifiers are taken.
	 */
	public function issue( int $batch, Payout_File $file, Originator $originator, int $user_id ): object {
		$store = new Payout_File_Store();
		if ( null === $store->find( $batch, $file->key() ) ) {
			$this->settle_decided_in_dokan( $batch );
		}
		$made = $store->issue(
			$batch,
			$file,
			$user_id,
			function ( $stream, array $identity ) use ( $batch, $file, $originator, $store ): array {
				$made = 0;
				foreach ( $store->made( $batch ) as $row ) {
					if ( $row->kind === $file->kind && $row->currency === $file->currency ) {
						$made = max( $made, (int) $row->part );
					}
				}
				$written = array();
				$done    = ( new Payout_Files() )->write(
					$file->as_part( $file->part - $made ),
					$file->part > $made ? $this->ledger->request_ids( $batch, array( Batch_Ledger::READY ), true ) : array(),
					$stream,
					$originator,
					$identity + array(
						'on_row' => static function ( Payout_Request $request ) use ( &$written ): void {
							$written[] = $request->id;
						},
					)
				);
				return array(
					'file' => $done,
					'ids'  => $written,
				);
			},
			function ( array $ids ) use ( $batch, $file, $user_id ): void {
				$this->ledger->note_file( $batch, $ids, $file->key(), $user_id );
			}
		);
		if ( $made->copy ) {
			$this->ledger->note_copy( $batch, $file->key() );
		}
		return $made;
	}

	/**
	 * On the batch's action: a go. A failed query passes through, so Action Scheduler logs the
	 * action as failed; the go's continuation stays queued as the retry.
	 *
	 * @param int $batch The batch.
	 * @throws Database_Error When a query failed.
	 * @throws Lock_Unavailable When `GET_LOCK` failed.
	 */
	public function on_event( $batch = 0 ): void {
		$this->go_on( (int) $batch, Payout_Scheduler::go_budget() );
	}

	/**
	 * Gives each batch with work and no go waiting one now: on activation, and on the update from
	 * WP-Cron, which may have lost a batch's event.
	 */
	public function resume(): void {
		try {
			$batches = $this->ledger->batches_with_work();
		} catch ( Database_Error $e ) {
			return;
		}
		foreach ( $batches as $batch ) {
			Job_Queue::schedule_by( self::HOOK, array( $batch ), time() );
		}
	}

	/**
	 * The lock every go on a batch and every other caller of work() holds.
	 *
	 * @param int $batch The batch.
	 */
	public static function lock( int $batch ): Named_Lock {
		return Named_Lock::of( 'batch_go', $batch );
	}

	/**
	 * A go on a batch for some seconds, from the admin's click, its progress or the shell: another
	 * go is queued at once while work is left, or for the moment an approval left to the go that
	 * began it may be finished (Batch_Ledger::next_work()). A go that finds another working on the
	 * batch does nothing; a failed query leaves the go's continuation as the retry.
	 *
	 * @param int   $batch   The batch.
	 * @param float $seconds Seconds to work.
	 * @return bool Whether work is left for a go now (or may be: another go holds the batch, a
	 *              query failed); approvals that wait are the queue's (Batch_Ledger::approvals_waiting()).
	 */
	public function go( int $batch, float $seconds ): bool {
		try {
			return $this->go_on( $batch, $seconds );
		} catch ( Database_Error | Lock_Unavailable $e ) {
			return true;
		}
	}

	/**
	 * A go under the batch's lock (Engine\Locked_Go).
	 *
	 * @param int   $batch   The batch.
	 * @param float $seconds Seconds to work.
	 * @return bool Whether work is left for a go now (true when another go holds the batch).
	 * @throws Database_Error When a query failed.
	 * @throws Lock_Unavailable When `GET_LOCK` failed.
	 */
	private function go_on( int $batch, float $seconds ): bool {
		if ( $batch <= 0 ) {
			return false;
		}
		// Work is left, for the holder, unless this go works and finds none.
		$left = true;
		$lock = self::lock( $batch );
		( new Locked_Go( self::HOOK, array( $batch ), $lock ) )->run(
			function () use ( $batch, $seconds, $lock, &$left ): ?int {
				$next = $this->work_holding( $lock, $batch, microtime( true ) + $seconds );
				$left = self::is_due( $next );
				return $next;
			}
		);
		return $left;
	}

	/**
	 * Asks Dokan for the batch's rows until the deadline, under the batch's lock: checks,
	 * cancellations and approvals.
	 *
	 * @param int   $batch    The batch.
	 * @param float $deadline `microtime( true )` moment to stop by.
	 * @return bool Whether work is left for a go now; approvals that wait are the queue's
	 *              (Batch_Ledger::approvals_waiting()), so a caller that loops while work is left
	 *              does not spin through their wait.
	 * @throws Database_Error When a query failed.
	 * @throws Lock_Unavailable When another process works on the batch; nothing was done.
	 */
	public function work( int $batch, float $deadline ): bool {
		$lock = self::lock( $batch );
		return self::is_due( $lock->hold( 0, fn (): ?int => $this->work_holding( $lock, $batch, $deadline ) ) );
	}

	/**
	 * Whether a moment work_holding() answered is now.
	 *
	 * @param int|null $next Unix seconds, or null.
	 */
	private static function is_due( ?int $next ): bool {
		return null !== $next && $next <= time();
	}

	/**
	 * Claims the batch's rows a few at a time and asks Dokan for each, each answer recorded under
	 * the go's token, while the deadline leaves room and the go still holds the batch's lock.
	 *
	 * @param Named_Lock $lock     The batch's lock, held by the caller.
	 * @param int        $batch    The batch.
	 * @param float      $deadline `microtime( true )` moment to stop by.
	 * @return int|null When the next go has work (Unix seconds: now, or when an approval left to
	 *                  the go that began it may be finished), null when the batch is done.
	 * @throws Database_Error When a query failed; the rows the go held are the next go's.
	 */
	private function work_holding( Named_Lock $lock, int $batch, float $deadline ): ?int {
		$token   = wp_generate_password( 32, false );
		$reader  = new Dokan_Withdraw_Requests();
		$slowest = 0.0;
		// A row is started only while the slowest row so far still fits before the deadline.
		$has_room = static function () use ( &$slowest, $deadline ): bool {
			return microtime( true ) + $slowest < $deadline;
		};
		// A connection lost mid-go takes the lock with it while PHP goes on (WordPress connects
		// again): such a go asks Dokan for no further row and claims nothing more, and its token
		// keeps it from writing over the rows the next go took over.
		while ( $has_room() && $lock->is_held() ) {
			$rows = $this->ledger->claim( $batch, $token, self::CLAIM );
			if ( array() === $rows ) {
				return $this->ledger->next_work( $batch );
			}
			foreach ( $rows as $row ) {
				if ( ! $has_room() ) {
					// The rows left carry this go's token; the next go takes them at once.
					return time();
				}
				if ( ! $lock->is_held() ) {
					// The go lost its connection: another go may hold the batch now.
					return $this->ledger->next_work( $batch );
				}
				$started = microtime( true );
				$this->settle( $row, $token, $reader );
				$slowest = max( $slowest, microtime( true ) - $started );
			}
			// Dokan's withdraw and balance caches and the vendors' users pile up request after request.
			if ( function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_runtime' ) ) {
				wp_cache_flush_runtime();
			} else {
				Slice_Reading::forget_users();
			}
		}
		return $this->ledger->next_work( $batch );
	}

	/**
	 * Asks Dokan what the row's step asks and records the answer.
	 *
	 * @param object                  $row    Claimed row.
	 * @param string                  $token  The go's token.
	 * @param Dokan_Withdraw_Requests $reader Reads the request for what a refusal quotes.
	 * @throws Database_Error When a query failed.
	 */
	private function settle( object $row, string $token, Dokan_Withdraw_Requests $reader ): void {
		$id     = (int) $row->withdraw_id;
		$answer = match ( $row->step ) {
			Batch_Ledger::CHECKING   => $this->approval->check( $id ),
			Batch_Ledger::CANCELLING => $this->cancel( $row, $reader ),
			default                  => $this->approval->approve(
				$id,
				$this->when_found_unfinished( $row ),
				fn ( bool $starting, bool $told = false ): bool => $this->ledger->note_approving( $row, $token, $starting, $told )
			),
		};
		if ( $answer instanceof WP_Error && Dokan_Withdraw_Requests::LOCK_LOST === $answer->get_error_code() ) {
			// This go lost its connection inside Dokan's save: the approval's entry and e-mail were
			// held back, and the row stays as it is, for the go that finishes it after its wait.
			return;
		}
		if ( $answer instanceof WP_Error && Dokan_Withdraw_Requests::FINISHED === $answer->get_error_code() ) {
			// Approved in Dokan without Dokan's balance entry; the entry is in now.
			$this->ledger->settle( $row, $token, Batch_Ledger::PAID, array( 'reason' => Dokan_Withdraw_Requests::FINISHED ) );
			return;
		}
		if ( $this->is_now( $answer, Request_Status::APPROVED ) && ! Dokan_Balances::debits( $id, (int) $row->vendor_id ) ) {
			// Approved without its debit, by nobody here: stopped, and finished by a later Mark as paid.
			$this->ledger->settle( $row, $token, Batch_Ledger::FAILED, $this->why( Dokan_Withdraw_Requests::unfinished(), $id, $reader ) );
			return;
		}
		// Approved (with its debit) or cancelled already: in Dokan → Withdraw, or by a go that died
		// before recording it.
		$found = array(
			Request_Status::APPROVED  => Batch_Ledger::PAID,
			Request_Status::CANCELLED => Batch_Ledger::CANCELLED,
		);
		foreach ( $found as $status => $step ) {
			if ( $this->is_now( $answer, $status ) ) {
				$this->ledger->settle( $row, $token, $step, array( 'reason' => Dokan_Withdraw_Requests::NOT_PENDING ) );
				return;
			}
		}
		if ( true === $answer ) {
			$done = array(
				Batch_Ledger::CHECKING   => Batch_Ledger::READY,
				Batch_Ledger::CANCELLING => Batch_Ledger::CANCELLED,
				Batch_Ledger::PAYING     => Batch_Ledger::PAID,
			);
			$this->ledger->settle( $row, $token, $done[ $row->step ] );
			return;
		}
		// A refusal to approve or to cancel leaves the request refused; a failed approval, failed.
		$this->ledger->settle( $row, $token, Batch_Ledger::PAYING === $row->step ? Batch_Ledger::FAILED : Batch_Ledger::REFUSED, $this->why( $answer, $id, $reader ) );
	}

	/**
	 * Cancels a refused request in Dokan with Dokan's refusal in the vendor's words as its note,
	 * which Dokan's cancellation e-mail quotes ("Here's the reason, why"). Dokan's e-mail does not
	 * switch to the vendor's language (WooCommerce's setup_locale() switches only for customer
	 * e-mails), so the note and the e-mail are made in the vendor's profile language here, as the
	 * plugin's own e-mails to vendors are.
	 *
	 * @param object                  $row    Claimed row, with the refusal it was checked with.
	 * @param Dokan_Withdraw_Requests $reader Reads the request for what the note quotes.
	 * @return true|WP_Error
	 */
	private function cancel( object $row, Dokan_Withdraw_Requests $reader ) {
		$id       = (int) $row->withdraw_id;
		$request  = $reader->one( $id );
		$switched = switch_to_user_locale( (int) $row->vendor_id );
		try {
			$facts = null === $request ? array() : array(
				'amount' => $request->amount,
				'method' => $request->method,
			);
			if ( null !== $row->balance ) {
				$facts['balance'] = (float) $row->balance;
			}
			return $this->approval->cancel( $id, Vendor_Wording::cancelled( (string) $row->reason, (string) $row->message, $facts ) );
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
	}

	/**
	 * What an approval found in Dokan without its balance entry may be given (UNFINISHED_WAIT): one
	 * this plugin started (`approving_at`) is finished at once, telling the vendor unless Dokan's
	 * e-mail went out already — a go is given such a row only once the go that began it recorded
	 * its outcome or its wait is over (Batch_Ledger::claim()); one it did not start only
	 * UNFINISHED_WAIT after it was first found so (`unfinished_at`), and without a word: Dokan's own
	 * approval e-mailed.
	 *
	 * @param object $row Claimed row.
	 */
	private function when_found_unfinished( object $row ): string {
		if ( null !== $row->approving_at ) {
			return (int) $row->vendor_told ? Dokan_Withdraw_Requests::FINISH_QUIETLY : Dokan_Withdraw_Requests::FINISH_TELLING;
		}
		if ( null !== $row->unfinished_at && strtotime( $row->unfinished_at . ' UTC' ) <= time() - self::UNFINISHED_WAIT ) {
			return Dokan_Withdraw_Requests::FINISH_QUIETLY;
		}
		return Dokan_Withdraw_Requests::FINISH_NOT_YET;
	}

	/**
	 * Whether Dokan's answer says the request is no longer pending because it has the status.
	 *
	 * @param true|WP_Error $answer Dokan_Withdraw_Requests's answer.
	 * @param string        $status A Request_Status value.
	 */
	private function is_now( $answer, string $status ): bool {
		return $answer instanceof WP_Error && Dokan_Withdraw_Requests::NOT_PENDING === $answer->get_error_code() && $status === $answer->get_error_data();
	}

	/**
	 * What a refusal keeps: Dokan's code and message, and the vendor's balance as Dokan read it.
	 *
	 * @param true|WP_Error           $answer Dokan_Withdraw_Requests's answer.
	 * @param int                     $id     Dokan's request id.
	 * @param Dokan_Withdraw_Requests $reader Reads the request.
	 * @return array<string, mixed>
	 */
	private function why( $answer, int $id, Dokan_Withdraw_Requests $reader ): array {
		if ( ! $answer instanceof WP_Error ) {
			return array();
		}
		$request = $reader->one( $id );
		$data    = $answer->get_error_data();
		return array(
			'reason'     => (string) $answer->get_error_code(),
			'message'    => Skip_Figures::host_text( $answer->get_error_message() ),
			'balance'    => null === $request ? null : $this->approval->facts( $request )['balance'],
			'told'       => is_array( $data ) && ! empty( $data['told'] ),
			'unfinished' => Dokan_Withdraw_Requests::UNFINISHED === $answer->get_error_code(),
		);
	}

	/**
	 * Moves rows into a step a go works on and runs the first go.
	 *
	 * @param int      $batch   The batch.
	 * @param string[] $from    Steps that move.
	 * @param string   $to      A work step.
	 * @param int      $user_id Who asks.
	 * @param bool     $in_file Only requests a file was made with.
	 * @return int Rows moved.
	 * @throws Database_Error When a query failed.
	 */
	private function queue( int $batch, array $from, string $to, int $user_id, bool $in_file = false ): int {
		$moved = $this->ledger->move( $batch, $from, $to, $user_id, $in_file );
		if ( $moved > 0 ) {
			$this->go( $batch, min( self::CLICK_SECONDS, Payout_Scheduler::go_budget() ) );
		}
		return $moved;
	}
}
