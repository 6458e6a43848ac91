<?php
/**
 * A payout batch's PayPal requests sent through PayPal's Payouts API and followed until PayPal's
 * word on each is final.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\PayPal;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;
use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Locked_Go;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Request_Status;
use VendorPayoutSchedule\Lock_Unavailable;
use VendorPayoutSchedule\Named_Lock;
use VendorPayoutSchedule\Payouts\Batch_Ledger;
use VendorPayoutSchedule\Payouts\Payout_Batch;
use VendorPayoutSchedule\Payouts\Payout_File;
use VendorPayoutSchedule\Payouts\Payout_File_Store;
use VendorPayoutSchedule\Payouts\Payout_Sorter;
use VendorPayoutSchedule\Payouts\Paypal_Payouts_Csv;

defined( 'ABSPATH' ) || exit;

/**
 * "Send through PayPal" on a payout batch, and what follows:
 *
 * 1. send() (the admin's click) takes the batch's requests ready to pay, in no file made, that
 *    Payout_Sorter places in a PayPal file; splits them by currency into parts of at most
 *    Payout_Batch_Body::ITEM_LIMIT; records each part and its requests (Paypal_Ledger) and moves
 *    the requests to SENDING (Batch_Ledger), all in one transaction under the lock payout files
 *    are made under: a request is either in a file or sent through PayPal, never both. The click
 *    asks PayPal nothing: it queues a go.
 * 2. A go (HOOK on Engine\Job_Queue) sends each part not yet sent with its sender_batch_id. Taken
 *    now, or "already sent" (PayPal refused the id as used: the earlier attempt reached it) →
 *    PayPal's payout_batch_id recorded. 429, 5xx, no answer → the same part again later, with
 *    backoff. INSUFFICIENT_FUNDS or another refusal → recorded with PayPal's words; nothing was
 *    sent, and the requests are ready again (unless an earlier attempt may have reached PayPal).
 * 3. While a sent part has items PayPal has not finished, a go reads it page by page and records
 *    each item: SUCCESS → PAYING, so Payout_Batch's goes approve it through Dokan as "Mark as
 *    paid" does (once: Dokan_Withdraw_Requests approves only a pending request); FAILED, RETURNED,
 *    BLOCKED, REFUNDED, REVERSED, DENIED → UNPAID with PayPal's status, pending in Dokan; PENDING,
 *    ONHOLD, UNCLAIMED → waiting, read again READ_EVERY later (UNCLAIMED alone: UNCLAIMED_EVERY).
 *
 * A go works under the batch's PayPal lock (lock(), Engine\Locked_Go), and so does every other
 * caller of work(), so one process at a time sends or reads a batch's parts. The go's continuation
 * waits meanwhile, so a go killed between PayPal's answer and its record is resumed by the next
 * go, at once when another is queued: the part, still to send, goes with the same id, and PayPal's
 * "already sent" leads to the batch it holds.
 */
final class Paypal_Sending {

	/** The hook of a batch's next PayPal go; its argument is the batch's number. */
	public const HOOK = 'vendor_payout_schedule_paypal_go';

	/** Seconds between reads of a part whose items are not final. */
	public const READ_EVERY = 5 * MINUTE_IN_SECONDS;

	/** Seconds between reads of a part whose open items all wait to be claimed (PayPal returns them after 30 days). */
	public const UNCLAIMED_EVERY = 6 * HOUR_IN_SECONDS;

	/** The first wait after a failed attempt, doubled on each further one, at most MAX_BACKOFF. */
	private const FIRST_BACKOFF = MINUTE_IN_SECONDS;
	private const MAX_BACKOFF   = HOUR_IN_SECONDS;

	/** Items read a page. */
	private const PAGE_SIZE = Payouts_Client::MAX_PAGE_SIZE;

	/** The sender_item_id of a request (Payout_Request::reference()). */
	private const REFERENCE_PATTERN = '/^DOKAN-WD-(\d+)$/';

	/**
	 * The two tables.
	 *
	 * @var Paypal_Ledger
	 */
	private Paypal_Ledger $ledger;

	/**
	 * The batches table.
	 *
	 * @var Batch_Ledger
	 */
	private Batch_Ledger $batches;

	/**
	 * Takes the tables (the real ones by default).
	 *
	 * @param Paypal_Ledger|null $ledger  What was sent.
	 * @param Batch_Ledger|null  $batches The batches table.
	 */
	public function __construct( ?Paypal_Ledger $ledger = null, ?Batch_Ledger $batches = null ) {
		$this->ledger  = $ledger ?? new Paypal_Ledger();
		$this->batches = $batches ?? new Batch_Ledger();
	}

	/**
	 * Hooks the goes.
	 */
	public function register_hooks(): void {
		add_action( self::HOOK, array( $this, 'on_event' ) );
	}

	/**
	 * On a batch's action: a go. A failed query passes through, so Action Scheduler logs the
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
	 * Gives each batch with parts open and no go waiting one now (activation, which may follow a
	 * deactivation that cancelled every action), as Payout_Batch does.
	 */
	public function resume(): void {
		try {
			$batches = $this->ledger->open_batches();
		} catch ( Database_Error $e ) {
			return;
		}
		foreach ( $batches as $batch ) {
			Job_Queue::schedule_by( self::HOOK, array( $batch ), time() );
		}
	}

	/**
	 * The requests "Send through PayPal" would take now: ready to pay, in no file made, placed in
	 * a PayPal file. Read from Dokan, as the files are.
	 *
	 * @param int $batch The batch.
	 * @return array<string, int[]> Dokan request ids by currency, lowest first.
	 * @throws Database_Error When a read failed.
	 */
	public function sendable( int $batch ): array {
		$sorter = new Payout_Sorter();
		$found  = array();
		foreach ( ( new Dokan_Withdraw_Requests() )->each( $this->batches->request_ids( $batch, array( Batch_Ledger::READY ), true ) ) as $request ) {
			if ( Payout_File::PAYPAL === $sorter->place( $request ) ) {
				$found[ $request->currency ][] = $request->id;
			}
		}
		return $found;
	}

	/**
	 * The admin's "Send through PayPal": records the parts and their requests and queues a go.
	 * PayPal is asked by the go, never here.
	 *
	 * @param int $batch   The batch.
	 * @param int $user_id Who sends.
	 * @return int Requests handed to PayPal.
	 * @throws Database_Error When a statement failed; nothing was recorded.
	 * @throws Lock_Unavailable When a payout file was being made too long; nothing was recorded.
	 */
	public function send( int $batch, int $user_id ): int {
		( new Payout_Batch( $this->batches ) )->settle_decided_in_dokan( $batch );
		// A click that dies after its parts are committed and before it queues their go would leave
		// them to no go at all: one waits meanwhile, as far ahead as a go's continuation. It is not
		// queued for now: a go run before the parts are committed would find none and end.
		$args     = array( $batch );
		$stand_in = Job_Queue::schedule( self::HOOK, $args, time() + Locked_Go::WATCHDOG );
		try {
			$handed = Payout_File_Store::issuing_lock()->hold( 10, fn (): int => $this->record_parts( $batch, $user_id ) );
			if ( $handed > 0 ) {
				Job_Queue::schedule( self::HOOK, $args, time() );
			}
		} finally {
			Job_Queue::cancel( $stand_in );
		}
		return $handed;
	}

	/**
	 * Records the batch's PayPal parts and hands their requests to PayPal, in one transaction
	 * (send(), under the lock files are made under).
	 *
	 * @param int $batch   The batch.
	 * @param int $user_id Who sends.
	 * @return int Requests handed to PayPal.
	 * @throws \Throwable When a statement failed (Database_Error) or anything else stopped it;
	 *                    the transaction is rolled back first.
	 */
	private function record_parts( int $batch, int $user_id ): int {
		global $wpdb;
		$sendable = $this->sendable( $batch );
		$handed   = 0;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a transaction around the two ledgers' writes, which no WordPress API offers.
		$wpdb->query( 'START TRANSACTION' );
		try {
			foreach ( $sendable as $currency => $ids ) {
				$decimals = Paypal_Payouts_Csv::decimals( $currency );
				foreach ( array_chunk( $ids, Payout_Batch_Body::ITEM_LIMIT ) as $chunk ) {
					$moved = $this->batches->hand_to_paypal( $batch, $chunk, $user_id );
					if ( array() === $moved ) {
						continue;
					}
					$total = 0;
					foreach ( ( new Dokan_Withdraw_Requests() )->each( $moved ) as $request ) {
						$total += $request->payable_units( $decimals );
					}
					$part = $this->ledger->next_part( $batch, $currency );
					$this->ledger->record_part( $batch, $currency, $part, Payout_Batch_Body::sender_batch_id( $batch, $currency, $part ), $moved, $total, $decimals, $user_id );
					$handed += count( $moved );
				}
			}
			$wpdb->query( 'COMMIT' );
			Database_Error::throw_if_failed();
		} catch ( \Throwable $e ) {
			$wpdb->query( 'ROLLBACK' );
			throw $e;
		}
		// phpcs:enable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
		return $handed;
	}

	/**
	 * The lock every PayPal go on a batch and every other caller of work() holds.
	 *
	 * @param int $batch The batch.
	 */
	public static function lock( int $batch ): Named_Lock {
		return Named_Lock::of( 'paypal_go', $batch );
	}

	/**
	 * A go on a batch's parts for some seconds (the shell's, after its send), the next go queued at
	 * the earliest moment a part is due again, none once every part is done or refused. A go that
	 * finds another working on the batch does nothing; a failed query leaves the go's continuation
	 * as the retry.
	 *
	 * @param int   $batch   The batch.
	 * @param float $seconds Seconds to work.
	 * @return bool Whether parts are still open (or may be: another go holds the batch, a query failed).
	 */
	public function go( int $batch, float $seconds ): bool {
		try {
			return $this->go_on( $batch, $seconds );
		} catch ( Database_Error | Lock_Unavailable $e ) {
			return true;
		}
	}

	/**
	 * A go under the batch's PayPal lock (Engine\Locked_Go).
	 *
	 * @param int   $batch   The batch.
	 * @param float $seconds Seconds to work.
	 * @return bool Whether parts are still open (true when another go holds the batch).
	 * @throws Database_Error When a query failed.
	 * @throws Lock_Unavailable When `GET_LOCK` failed.
	 */
	private function go_on( int $batch, float $seconds ): bool {
		if ( $batch <= 0 ) {
			return false;
		}
		// Parts are open, for the holder, unless this go works and finds none.
		$open = true;
		( new Locked_Go( self::HOOK, array( $batch ), self::lock( $batch ) ) )->run(
			function () use ( $batch, $seconds, &$open ): ?int {
				$this->work_holding( $batch, microtime( true ) + $seconds );
				$next = $this->ledger->next_at( $batch );
				$open = null !== $next;
				return $next;
			}
		);
		return $open;
	}

	/**
	 * Sends the batch's parts not yet sent and reads those PayPal holds, while due and time is
	 * left, under the batch's PayPal lock.
	 *
	 * @param int   $batch    The batch.
	 * @param float $deadline `microtime( true )` moment to stop by.
	 * @throws Database_Error When a query failed; the part is looked at again by a later go.
	 * @throws Lock_Unavailable When another process works on the batch; nothing was done.
	 */
	public function work( int $batch, float $deadline ): void {
		self::lock( $batch )->hold( 0, fn () => $this->work_holding( $batch, $deadline ) );
	}

	/**
	 * Sends the batch's parts not yet sent and reads those PayPal holds, while due and time is left
	 * (work(), the caller holding the lock).
	 *
	 * @param int   $batch    The batch.
	 * @param float $deadline `microtime( true )` moment to stop by.
	 * @throws Database_Error When a query failed; the part is looked at again by a later go.
	 */
	private function work_holding( int $batch, float $deadline ): void {
		$app = Paypal_App::stored();
		if ( ! $app->is_complete() ) {
			// Nothing can be sent or read without the app; the parts wait for it.
			foreach ( $this->ledger->due( $batch ) as $part ) {
				$this->ledger->put_off( (int) $part->id, time() + self::MAX_BACKOFF, 'no_app' );
			}
			return;
		}
		$client = new Payouts_Client( $app );
		$paid   = false;
		foreach ( $this->ledger->due( $batch ) as $part ) {
			if ( microtime( true ) >= $deadline ) {
				return;
			}
			if ( Paypal_Ledger::TO_SEND === $part->state ) {
				$this->send_part( $client, $part );
			} else {
				$paid = $this->read_part( $client, $part, $deadline ) || $paid;
			}
		}
		// PayPal paid some: Dokan approves them in the batch's own goes. Asked of the batch too,
		// not only of this read: a go killed after it recorded PayPal's SUCCESS and before it
		// queued the batch's go leaves requests PAYING that no later read moves. An approval left
		// to the go that began it is the batch's from the moment its wait ends.
		$next = $paid ? time() : $this->batches->next_work( $batch );
		if ( null !== $next ) {
			Job_Queue::schedule_by( Payout_Batch::HOOK, array( $batch ), $next );
		}
	}

	/**
	 * Sends one part with its sender_batch_id and records PayPal's answer.
	 *
	 * @param Payouts_Client $client The client.
	 * @param object         $part   Its row.
	 * @throws Database_Error When a query failed.
	 */
	private function send_part( Payouts_Client $client, object $part ): void {
		$part_id  = (int) $part->id;
		$batch    = (int) $part->batch_id;
		$ids      = $this->ledger->request_ids( $part_id );
		$requests = array();
		$decided  = array(
			Request_Status::APPROVED  => array(),
			Request_Status::CANCELLED => array(),
		);
		foreach ( ( new Dokan_Withdraw_Requests() )->each( $ids ) as $request ) {
			if ( Request_Status::PENDING === $request->status ) {
				$requests[] = $request;
			} elseif ( 0 === (int) $part->attempts && isset( $decided[ $request->status ] ) ) {
				// Approved or cancelled in Dokan since the click, before PayPal was ever asked:
				// paying it through PayPal too would pay it twice.
				$decided[ $request->status ][] = $request->id;
			}
		}
		if ( 0 === (int) $part->attempts ) {
			$this->batches->record_decided_in_dokan( $batch, $decided[ Request_Status::APPROVED ], Batch_Ledger::PAID, Dokan_Withdraw_Requests::NOT_PENDING, Batch_Ledger::SENDING );
			$this->batches->record_decided_in_dokan( $batch, $decided[ Request_Status::CANCELLED ], Batch_Ledger::CANCELLED, Dokan_Withdraw_Requests::NOT_PENDING, Batch_Ledger::SENDING );
			$this->ledger->leave_out( $part_id, array_merge( $decided[ Request_Status::APPROVED ], $decided[ Request_Status::CANCELLED ] ) );
		}
		if ( array() === $requests ) {
			$this->ledger->refused( $part_id, new Paypal_Failure( Paypal_Failure::REFUSED, '', 0, 'NOTHING_TO_SEND', '' ) );
			return;
		}
		try {
			$body = ( new Payout_Batch_Body() )->build( $batch, (string) $part->currency, (int) $part->part, $requests );
		} catch ( \InvalidArgumentException | \LengthException $e ) {
			// A request that no longer makes a PayPal item (its currency is one PayPal stopped
			// paying in, say): nothing is sent; the admin sees why.
			$this->after_failed_send( $part, $ids, new Paypal_Failure( Paypal_Failure::REFUSED, '', 0, 'INVALID_BATCH', $e->getMessage() ) );
			return;
		}
		$this->ledger->note_attempt( $part_id );
		try {
			$sent = $client->create_batch( $body );
		} catch ( Paypal_Failure $failure ) {
			$this->after_failed_send( $part, $ids, $failure );
			return;
		}
		if ( '' === $sent->payout_batch_id ) {
			// PayPal holds a batch under the id but linked none: it must be found in PayPal.
			$this->ledger->refused( $part_id, new Paypal_Failure( Paypal_Failure::REFUSED, '', 0, 'ALREADY_SENT_UNLINKED', '' ) );
			return;
		}
		$this->ledger->sent( $part_id, $sent->payout_batch_id, $sent->batch_status );
	}

	/**
	 * What a part becomes when PayPal did not take it.
	 *
	 * @param object         $part    Its row.
	 * @param int[]          $ids     Its requests.
	 * @param Paypal_Failure $failure Why.
	 * @throws Database_Error When a query failed.
	 */
	private function after_failed_send( object $part, array $ids, Paypal_Failure $failure ): void {
		$part_id  = (int) $part->id;
		$attempts = (int) $part->attempts + 1;
		if ( $failure->may_retry() || Paypal_Failure::UNAUTHORIZED === $failure->kind ) {
			// The same id later: PayPal pays it once whatever reached it. A 429 and a refused app
			// reached nothing; a 5xx or no answer may have.
			$uncertain = $failure->may_retry() && Paypal_Failure::CAUSE_RATE_LIMITED !== $failure->cause;
			$this->ledger->put_off( $part_id, time() + self::backoff( $attempts, $failure->retry_after ), trim( $failure->kind . ' ' . $failure->cause . ' ' . $failure->name ), $uncertain );
			return;
		}
		$this->ledger->refused( $part_id, $failure );
		if ( ! (int) $part->uncertain ) {
			// PayPal refused the batch and no earlier attempt can have reached it: nothing was
			// sent, so its requests may go into a file or be sent again.
			$this->batches->not_sent_to_paypal( (int) $part->batch_id, $ids );
		}
	}

	/**
	 * Reads a part PayPal holds, page by page, and records each item.
	 *
	 * @param Payouts_Client $client   The client.
	 * @param object         $part     Its row.
	 * @param float          $deadline `microtime( true )` moment to stop by.
	 * @return bool Whether PayPal paid some request now.
	 * @throws Database_Error When a query failed.
	 */
	private function read_part( Payouts_Client $client, object $part, float $deadline ): bool {
		$part_id = (int) $part->id;
		$batch   = (int) $part->batch_id;
		$paid    = array();
		$status  = '';
		$page    = $this->ledger->read_from( $part_id );
		try {
			do {
				$read   = $client->batch( (string) $part->payout_batch_id, $page, self::PAGE_SIZE );
				$status = $read->batch_status();
				foreach ( $read->items as $item ) {
					$id = $this->take_item( $part, $item );
					if ( 0 !== $id ) {
						$paid[] = $id;
					}
				}
				++$page;
			} while ( $read->has_next() && microtime( true ) < $deadline );
		} catch ( Paypal_Failure $failure ) {
			$this->ledger->read_on_from( $part_id, $page );
			$this->ledger->put_off( $part_id, time() + self::backoff( 1 + (int) $part->attempts, $failure->retry_after ), trim( $failure->kind . ' ' . $failure->cause . ' ' . $failure->name ) );
			return array() !== $paid && $this->batches->paid_by_paypal( $batch, $paid ) > 0;
		}
		$moved = array() !== $paid && $this->batches->paid_by_paypal( $batch, $paid ) > 0;
		if ( $read->has_next() ) {
			// Out of time mid-batch: the next go reads on from the next page.
			$this->ledger->read_on_from( $part_id, $page );
			$this->ledger->put_off( $part_id, time(), '' );
			return $moved;
		}
		$this->ledger->read_on_from( $part_id, 1 );
		$this->ledger->read_done( $part_id, $status, time() + ( $this->ledger->only_unclaimed_open( $part_id ) ? self::UNCLAIMED_EVERY : self::READ_EVERY ) );
		return $moved;
	}

	/**
	 * Applies what PayPal says of one item of a sent part, as a read of its batch does (a webhook's
	 * item, read again from PayPal): recorded; SUCCESS → PAYING and a go of Dokan's approval
	 * queued; a status that pays nothing → FAILED with PayPal's reason.
	 *
	 * @param object               $part Its part's row.
	 * @param array<string, mixed> $item PayPal's item.
	 * @return bool Whether PayPal paid its request now (it moved to PAYING).
	 * @throws Database_Error When a query failed.
	 */
	public function apply_item( object $part, array $item ): bool {
		$id = $this->take_item( $part, $item );
		if ( 0 === $id || 0 === $this->batches->paid_by_paypal( (int) $part->batch_id, array( $id ) ) ) {
			return false;
		}
		Job_Queue::schedule_by( Payout_Batch::HOOK, array( (int) $part->batch_id ), time() );
		return true;
	}

	/**
	 * Records one item of a part and moves a request PayPal did not pay to FAILED; a paid one is
	 * left to the caller, which moves the paid ones together.
	 *
	 * @param object               $part Its part's row.
	 * @param array<string, mixed> $item PayPal's item.
	 * @return int The request PayPal paid, or 0.
	 * @throws Database_Error When a query failed.
	 */
	private function take_item( object $part, array $item ): int {
		$id = self::request_of( $item );
		if ( 0 === $id || ! $this->ledger->record_item( (int) $part->id, $id, $item ) ) {
			return 0;
		}
		$status = strtoupper( (string) ( $item['transaction_status'] ?? '' ) );
		if ( 'SUCCESS' === $status ) {
			return $id;
		}
		if ( in_array( $status, Paypal_Ledger::NOT_PAID_STATUSES, true ) ) {
			$this->batches->not_paid_by_paypal( (int) $part->batch_id, $id, $status, (string) ( $item['errors']['name'] ?? '' ) );
		}
		return 0;
	}

	/**
	 * The Dokan request an item of PayPal pays, from its sender_item_id; 0 for none of ours.
	 *
	 * @param array<string, mixed> $item PayPal's item.
	 */
	private static function request_of( array $item ): int {
		$reference = (string) ( $item['payout_item']['sender_item_id'] ?? '' );
		return 1 === preg_match( self::REFERENCE_PATTERN, $reference, $match ) ? (int) $match[1] : 0;
	}

	/**
	 * Seconds to wait before the next attempt: doubling from a minute up to an hour, and never
	 * less than PayPal asked.
	 *
	 * @param int      $attempts    Attempts made.
	 * @param int|null $retry_after Seconds PayPal asked to wait.
	 */
	public static function backoff( int $attempts, ?int $retry_after = null ): int {
		$wait = min( self::MAX_BACKOFF, self::FIRST_BACKOFF * ( 2 ** max( 0, min( 10, $attempts - 1 ) ) ) );
		return max( $wait, (int) $retry_after );
	}
}
