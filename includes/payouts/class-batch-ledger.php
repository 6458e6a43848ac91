<?php
/**
 * The payout batches table: one row per Dokan request taken into a batch, with its step.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- the only class that queries the plugin's payout batches table (and a MariaDB named lock around numbering a batch): table names come from $wpdb (Engine\Schema::batches_table()), ids are cast to integers, steps and conditions are this class's own literals and every other value goes through prepare(); batch state is read fresh from the database, never from a cache, which WordPress has no API for.

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Lock_Unavailable;
use VendorPayoutSchedule\Named_Lock;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}vendor_payout_schedule_payout_batches` holds the requests of a run the admin takes
 * together from Dokan's request to money paid: one row per Dokan request (its unique key), carrying
 * the batch's number, the run and the vendor, and where the request is:
 *
 * - CHECKING → READY or REFUSED: Dokan's approval check as it stands now (Dokan_Withdraw_Requests::check());
 *   a refusal keeps Dokan's code and message and the vendor's balance then.
 * - REFUSED → CANCELLING → CANCELLED (through Dokan's cancel, its e-mail to the vendor), or
 *   REFUSED → KEPT (left pending in Dokan, out of the batch's files; a later batch may take it).
 * - READY, in a file: `file_key`, `file_at`, `file_by` say which file held it first, when and who
 *   made it; `files_made` how often a file with it was made (a second download may mean a second
 *   payment outside).
 * - READY in no file → SENDING: handed to PayPal's Payouts API (PayPal\Paypal_Sending); PayPal's
 *   SUCCESS moves it to PAYING (`paypal_paid_at`), PayPal's failure of the item to UNPAID with
 *   PayPal's status as the reason (not FAILED: Dokan was not asked, and "Mark as paid" must not
 *   take it), a batch PayPal refused (nothing sent) back to READY. A request in
 *   SENDING is in no file made later, and one in a file made is never handed to PayPal.
 * - READY in a file → PAYING → PAID (Dokan's approval: status, balance entry, its e-mail) or FAILED
 *   (Dokan's reason kept; marking paid again tries once more, except when Dokan approved it and
 *   declined the debit for want of balance, Dokan_Withdraw_Requests::SHORT_BALANCE).
 * - `approving_at`: when a go began Dokan's approval of the request, written before Dokan saves
 *   it, so an approval found without its balance entry is known to be the plugin's own; until that
 *   go records its outcome, no other go claims the row for Payout_Batch::UNFINISHED_WAIT
 *   (approval_may_be_live()).
 *   `unfinished_at`: when an approval not started here was first found without its entry (it is
 *   finished only Payout_Batch::UNFINISHED_WAIT later). `vendor_told`: Dokan's approval e-mail went out; kept whatever
 *   a later failure records.
 *
 * `taken_by` and `taken_at` say who took the request into its batch and when; `step_by` and
 * `step_at` who asked for the current step and when it was reached. The steps
 * that ask Dokan (CHECKING, CANCELLING, PAYING) are work for Payout_Batch's goes, each under the
 * batch's lock: a go claims rows with its token (`claim_token`), and every write of an outcome names
 * that token. Under the lock a row still carrying another go's token is a dead go's, and is claimed
 * again at once; a go that lost the lock with its connection and went on cannot overwrite what the
 * next go took over. Dokan_Withdraw_Requests never approves or cancels a request that is no longer
 * pending, so a row done twice changes Dokan once.
 *
 * Every query on the table is this class's.
 */
final class Batch_Ledger {

	/**
	 * A request's steps.
	 */
	public const CHECKING   = 'checking';
	public const READY      = 'ready';
	public const SENDING    = 'sending';
	public const REFUSED    = 'refused';
	public const CANCELLING = 'cancelling';
	public const CANCELLED  = 'cancelled';
	public const KEPT       = 'kept';
	public const PAYING     = 'paying';
	public const PAID       = 'paid';
	public const FAILED     = 'failed';
	public const UNPAID     = 'unpaid';

	/**
	 * The steps a go works on, each with Dokan.
	 */
	public const WORK = array( self::CHECKING, self::CANCELLING, self::PAYING );

	/**
	 * Every step, in the order a batch's figures list them.
	 */
	public const STEPS = array( self::CHECKING, self::READY, self::SENDING, self::REFUSED, self::CANCELLING, self::CANCELLED, self::KEPT, self::PAYING, self::PAID, self::FAILED, self::UNPAID );

	/**
	 * The reason of a request PayPal did not pay: this prefix and PayPal's item status in lower
	 * case (paypal_failed, paypal_returned, …).
	 */
	public const PAYPAL_REASON_PREFIX = 'paypal_';

	/**
	 * Seconds a start waits for another to finish numbering its batch (start()).
	 */
	private const NUMBERING_LOCK_WAIT = 10;

	/**
	 * Creates or upgrades the table (dbDelta leaves data in place).
	 */
	public static function install(): void {
		Schema::create_table(
			Schema::batches_table(),
			"id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			batch_id bigint(20) unsigned NOT NULL,
			run_id bigint(20) unsigned NOT NULL,
			withdraw_id bigint(20) unsigned NOT NULL,
			vendor_id bigint(20) unsigned NOT NULL,
			step varchar(20) NOT NULL,
			step_by bigint(20) unsigned NOT NULL DEFAULT 0,
			step_at datetime NOT NULL,
			taken_by bigint(20) unsigned NOT NULL DEFAULT 0,
			taken_at datetime NOT NULL,
			reason varchar(100) NOT NULL DEFAULT '',
			message text NULL,
			balance decimal(19,4) NULL,
			file_key varchar(40) NOT NULL DEFAULT '',
			file_by bigint(20) unsigned NOT NULL DEFAULT 0,
			file_at datetime NULL,
			files_made int(10) unsigned NOT NULL DEFAULT 0,
			claim_token char(32) NOT NULL DEFAULT '',
			approving_at datetime NULL,
			unfinished_at datetime NULL,
			vendor_told tinyint(1) unsigned NOT NULL DEFAULT 0,
			paypal_paid_at datetime NULL,
			PRIMARY KEY  (id),
			UNIQUE KEY withdraw (withdraw_id),
			KEY batch_step (batch_id,step),
			KEY step (step),
			KEY run (run_id),
			KEY vendor (vendor_id)"
		);
	}

	/**
	 * Drops the table (uninstall).
	 */
	public static function uninstall(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . Schema::batches_table() );
	}

	/**
	 * Takes requests into a new batch, to be checked: those pending in Dokan and in no batch yet,
	 * or kept for later by one (takeable()); any other stays where it is. The batch gets the next
	 * number under a named lock, so two admins starting batches at once get two numbers. The
	 * requests are read and taken 500 at a time, so memory stays flat however many there are.
	 *
	 * @param int      $run_id  The run whose requests they are.
	 * @param iterable $ids     Vendor id by Dokan request id (an array, or a generator).
	 * @param int      $user_id Who starts it.
	 * @return array{batch: int, taken: int, asked: int} The batch's number (0 when nothing was
	 *                                                  taken), how many it took, how many were asked for.
	 * @throws Database_Error When a statement failed.
	 * @throws Lock_Unavailable When another start held the numbering lock too long; nothing was taken.
	 */
	public function start( int $run_id, iterable $ids, int $user_id ): array {
		return self::numbering_lock()->hold( self::NUMBERING_LOCK_WAIT, fn (): array => $this->take_into_new_batch( $run_id, $ids, $user_id ) );
	}

	/**
	 * The lock a new batch takes its number under.
	 */
	public static function numbering_lock(): Named_Lock {
		return Named_Lock::of( 'batch_number' );
	}

	/**
	 * Gives a new batch the next number and takes the requests into it (start(), under its lock).
	 *
	 * @param int      $run_id  The run whose requests they are.
	 * @param iterable $ids     Vendor id by Dokan request id.
	 * @param int      $user_id Who starts it.
	 * @return array{batch: int, taken: int, asked: int}
	 * @throws Database_Error When a statement failed.
	 */
	private function take_into_new_batch( int $run_id, iterable $ids, int $user_id ): array {
		global $wpdb;
		$table = Schema::batches_table();
		// A number a batch had is never given again, not even one whose rows all moved on:
		// its payout files are kept under it (Payout_File_Store).
		$files = Schema::files_table();
		$batch = 1 + (int) self::read( 'get_var', "SELECT GREATEST(COALESCE((SELECT MAX(batch_id) FROM {$table}), 0), COALESCE((SELECT MAX(batch_id) FROM {$files}), 0))" );
		$now   = self::now();
		$taken = 0;
		$asked = 0;
		foreach ( self::chunks( $ids, 500 ) as $chunk ) {
			$asked += count( $chunk );
			$chunk  = $this->takeable( $chunk );
			if ( array() === $chunk ) {
				continue;
			}
			$values = array();
			foreach ( $chunk as $withdraw_id => $vendor_id ) {
				$values[] = $wpdb->prepare( '(%d, %d, %d, %d, %s, %d, %s, %d, %s)', $batch, $run_id, $withdraw_id, $vendor_id, self::CHECKING, $user_id, $now, $user_id, $now );
			}
			// A request a batch kept for later moves into this one; any other stays where it is.
			$upsert = "INSERT INTO {$table} (batch_id, run_id, withdraw_id, vendor_id, step, step_by, step_at, taken_by, taken_at) VALUES " . implode( ',', $values ) . ' ON DUPLICATE KEY UPDATE'
				. ' reason = IF(step = %s, \'\', reason), message = IF(step = %s, NULL, message), balance = IF(step = %s, NULL, balance),'
				. ' step_by = IF(step = %s, VALUES(step_by), step_by), step_at = IF(step = %s, VALUES(step_at), step_at),'
				. ' taken_by = IF(step = %s, VALUES(taken_by), taken_by), taken_at = IF(step = %s, VALUES(taken_at), taken_at),'
				// The step last: the conditions above read the step the row had.
				. ' batch_id = IF(step = %s, VALUES(batch_id), batch_id), step = IF(step = %s, VALUES(step), step)';
			$kept = array_fill( 0, 9, self::KEPT );
			$wpdb->query( $wpdb->prepare( $upsert, $kept ) );
			Database_Error::throw_if_failed();
			$in     = implode( ',', array_map( 'intval', array_keys( $chunk ) ) );
			$taken += (int) self::read( 'get_var', "SELECT COUNT(*) FROM {$table} WHERE batch_id = %d AND withdraw_id IN ({$in})", array( $batch ) );
		}
		return array(
			'batch' => $taken > 0 ? $batch : 0,
			'taken' => $taken,
			'asked' => $asked,
		);
	}

	/**
	 * How many of some requests a new batch would take (takeable()), counted 1 000 at a time.
	 *
	 * @param iterable $ids Vendor id by Dokan request id (an array, or a generator).
	 * @throws Database_Error When a read failed.
	 */
	public function count_takeable( iterable $ids ): int {
		$count = 0;
		foreach ( self::chunks( $ids, 1000 ) as $chunk ) {
			$count += count( $this->takeable( $chunk ) );
		}
		return $count;
	}

	/**
	 * Moves a batch's requests from some steps to another, as the admin asks: check again, cancel
	 * or keep the refused ones, mark the ones in a file paid.
	 *
	 * @param int      $batch   The batch.
	 * @param string[] $from    Steps that move.
	 * @param string   $to      The step they move to.
	 * @param int      $user_id Who asks.
	 * @param bool     $in_file Only requests "Mark as paid" takes (payable()).
	 * @return int How many moved.
	 * @throws Database_Error When the update failed.
	 */
	public function move( int $batch, array $from, string $to, int $user_id, bool $in_file = false ): int {
		global $wpdb;
		$table  = Schema::batches_table();
		$steps  = implode( ',', array_fill( 0, count( $from ), '%s' ) );
		$filed  = $in_file ? ' AND ' . self::payable() : '';
		$sql    = "UPDATE {$table} SET step = %s, step_by = %d, step_at = %s, claim_token = '' WHERE batch_id = %d AND step IN ({$steps}){$filed}";
		$values = array_merge( array( $to, $user_id, self::now(), $batch ), $from );
		$wpdb->query( $wpdb->prepare( $sql, $values ) );
		Database_Error::throw_if_failed();
		return (int) $wpdb->rows_affected;
	}

	/**
	 * The rows "Mark as paid" takes, as SQL: those a payout file was made with, those PayPal said
	 * it paid (`paypal_paid_at`: Dokan's approval failed after PayPal's SUCCESS), and approvals
	 * found unfinished in Dokan (in no file of ours, and finished all the same); not one whose
	 * debit Dokan declined for want of balance, for which trying again would take later earnings.
	 */
	private static function payable(): string {
		global $wpdb;
		return $wpdb->prepare( "(file_key <> '' OR paypal_paid_at IS NOT NULL OR reason = %s) AND NOT (step = %s AND reason = %s)", Dokan_Withdraw_Requests::UNFINISHED, self::FAILED, Dokan_Withdraw_Requests::SHORT_BALANCE );
	}

	/**
	 * Claims a batch's next rows to work on: rows in a work step that do not carry the caller's
	 * token. The caller holds the batch's lock (Payout_Batch::lock()), so a row carrying another
	 * token is a go's that died or lost the lock, and is the caller's at once — except an approval
	 * that go may still be inside (approval_may_be_live()), which waits.
	 *
	 * @param int    $batch The batch.
	 * @param string $token The caller's claim token.
	 * @param int    $limit At most this many.
	 * @return object[] Rows with id, withdraw_id, vendor_id, step, step_by, the refusal (reason,
	 *                  message, balance) a cancellation tells the vendor and what is known of an
	 *                  approval (approving_at, unfinished_at, vendor_told), claimed by the caller.
	 * @throws Database_Error When the claim or the read failed.
	 */
	public function claim( int $batch, string $token, int $limit ): array {
		global $wpdb;
		$table = Schema::batches_table();
		$live  = self::approval_may_be_live();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET claim_token = %s WHERE batch_id = %d AND step IN (%s, %s, %s) AND claim_token <> %s AND NOT {$live} ORDER BY id LIMIT %d", $token, $batch, self::CHECKING, self::CANCELLING, self::PAYING, $token, $limit ) );
		Database_Error::throw_if_failed();
		return self::read( 'get_results', "SELECT id, withdraw_id, vendor_id, step, step_by, reason, message, balance, approving_at, unfinished_at, vendor_told FROM {$table} WHERE batch_id = %d AND claim_token = %s AND step IN (%s, %s, %s) ORDER BY id", array( $batch, $token, self::CHECKING, self::CANCELLING, self::PAYING ) );
	}

	/**
	 * Records what Dokan answered for a claimed row, if the caller still holds it in the step it
	 * claimed it in.
	 *
	 * @param object               $row   Row from claim().
	 * @param string               $token The caller's claim token.
	 * @param string               $step  The step reached.
	 * @param array<string, mixed> $why   For a refusal or failure: `reason` (Dokan's code), `message`,
	 *                                    `balance`; `told` true once Dokan e-mailed the vendor its
	 *                                    approval, `unfinished` true when an approval not started
	 *                                    here was found without its entry (the first sighting's
	 *                                    time is kept).
	 * @return bool Whether the row was the caller's to write.
	 * @throws Database_Error When the update failed.
	 */
	public function settle( object $row, string $token, string $step, array $why = array() ): bool {
		global $wpdb;
		$table = Schema::batches_table();
		$told  = empty( $why['told'] ) ? '' : ', vendor_told = 1';
		$seen  = empty( $why['unfinished'] ) ? '' : $wpdb->prepare( ', unfinished_at = COALESCE(unfinished_at, %s)', self::now() );
		// prepare() writes a null as '', which the decimal column would keep as a balance of 0.00:
		// what Dokan did not say, and the balance nobody read, are written as NULL.
		$message = isset( $why['message'] ) ? $wpdb->prepare( '%s', (string) $why['message'] ) : 'NULL';
		$balance = isset( $why['balance'] ) ? $wpdb->prepare( '%s', (string) $why['balance'] ) : 'NULL';
		$wpdb->query(
			$wpdb->prepare(
				"UPDATE {$table} SET step = %s, step_at = %s, reason = %s, message = {$message}, balance = {$balance}{$told}{$seen}, claim_token = '' WHERE id = %d AND claim_token = %s AND step = %s",
				$step,
				self::now(),
				(string) ( $why['reason'] ?? '' ),
				(int) $row->id,
				$token,
				(string) $row->step
			)
		);
		Database_Error::throw_if_failed();
		return 1 === (int) $wpdb->rows_affected;
	}

	/**
	 * Notes on a claimed row that the caller is starting Dokan's approval of its request (true,
	 * right before Dokan saves it or before the entry that finishes it is written), or that Dokan
	 * did not save it after all (false).
	 *
	 * @param object $row      Row from claim().
	 * @param string $token    The caller's claim token.
	 * @param bool   $starting Which.
	 * @param bool   $told     Whether the vendor heard of the approval from Dokan already (an
	 *                         approval finished without a word): kept, so a go that finishes it
	 *                         after this one does not tell the vendor a second time.
	 * @return bool Whether the row was still the caller's.
	 * @throws Database_Error When the update failed: an approval not noted is not started.
	 */
	public function note_approving( object $row, string $token, bool $starting, bool $told = false ): bool {
		global $wpdb;
		$table = Schema::batches_table();
		$at    = $starting ? $wpdb->prepare( '%s', self::now() ) : 'NULL';
		$heard = $told ? ', vendor_told = 1' : '';
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET approving_at = {$at}{$heard} WHERE id = %d AND claim_token = %s", (int) $row->id, $token ) );
		Database_Error::throw_if_failed();
		if ( 1 === (int) $wpdb->rows_affected ) {
			return true;
		}
		// MySQL counts a row written with the values it held (a note in the same second) as
		// unchanged: whether the row is still the caller's is read.
		return null !== self::read( 'get_var', "SELECT id FROM {$table} WHERE id = %d AND claim_token = %s", array( (int) $row->id, $token ) );
	}

	/**
	 * Hands requests ready to pay and in no file to PayPal: READY → SENDING. A request a file was
	 * made with, or no longer ready, stays where it is. The caller holds the lock payout files are
	 * made under (Payout_File_Store::issuing_lock()), so no file takes a request while it moves.
	 *
	 * @param int   $batch   The batch.
	 * @param int[] $ids     Dokan request ids.
	 * @param int   $user_id Who sends them.
	 * @return int[] The requests now handed to PayPal, lowest first.
	 * @throws Database_Error When a statement failed.
	 */
	public function hand_to_paypal( int $batch, array $ids, int $user_id ): array {
		global $wpdb;
		$table = Schema::batches_table();
		$moved = array();
		foreach ( array_chunk( array_map( 'intval', $ids ), 500 ) as $chunk ) {
			$in    = implode( ',', $chunk );
			$token = wp_generate_password( 32, false );
			// The token marks this call's rows, to read back exactly those it moved.
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET step = %s, step_by = %d, step_at = %s, claim_token = %s WHERE batch_id = %d AND step = %s AND file_key = '' AND withdraw_id IN ({$in})", self::SENDING, $user_id, self::now(), $token, $batch, self::READY ) );
			Database_Error::throw_if_failed();
			$moved = array_merge( $moved, array_map( 'intval', self::read( 'get_col', "SELECT withdraw_id FROM {$table} WHERE batch_id = %d AND step = %s AND claim_token = %s ORDER BY withdraw_id", array( $batch, self::SENDING, $token ) ) ) );
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET claim_token = '' WHERE batch_id = %d AND claim_token = %s", $batch, $token ) );
			Database_Error::throw_if_failed();
		}
		return $moved;
	}

	/**
	 * Records PayPal's SUCCESS of requests sent through it: SENDING → PAYING, for a go to approve
	 * through Dokan as "Mark as paid" does. A request PayPal paid stays payable if Dokan's approval
	 * fails (`paypal_paid_at`).
	 *
	 * @param int   $batch The batch.
	 * @param int[] $ids   Dokan request ids.
	 * @return int Requests moved (one already moved on is not moved again).
	 * @throws Database_Error When the update failed.
	 */
	public function paid_by_paypal( int $batch, array $ids ): int {
		global $wpdb;
		$table = Schema::batches_table();
		$moved = 0;
		foreach ( array_chunk( array_map( 'intval', $ids ), 500 ) as $chunk ) {
			$in = implode( ',', $chunk );
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET step = %s, step_by = 0, step_at = %s, paypal_paid_at = COALESCE(paypal_paid_at, %s), claim_token = '' WHERE batch_id = %d AND step = %s AND withdraw_id IN ({$in})", self::PAYING, self::now(), self::now(), $batch, self::SENDING ) );
			Database_Error::throw_if_failed();
			$moved += (int) $wpdb->rows_affected;
		}
		return $moved;
	}

	/**
	 * Records that PayPal did not pay a request it was sent (FAILED, RETURNED, BLOCKED, …):
	 * SENDING → UNPAID with the reason PAYPAL_REASON_PREFIX and PayPal's status, and PayPal's
	 * error name as the message. It stays pending in Dokan.
	 *
	 * @param int    $batch  The batch.
	 * @param int    $id     Dokan request id.
	 * @param string $status PayPal's transaction_status.
	 * @param string $error  PayPal's error name for the item, or ''.
	 * @return bool Whether the request moved.
	 * @throws Database_Error When the update failed.
	 */
	public function not_paid_by_paypal( int $batch, int $id, string $status, string $error ): bool {
		global $wpdb;
		$table = Schema::batches_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET step = %s, step_by = 0, step_at = %s, reason = %s, message = %s, claim_token = '' WHERE batch_id = %d AND step = %s AND withdraw_id = %d", self::UNPAID, self::now(), self::PAYPAL_REASON_PREFIX . strtolower( $status ), $error, $batch, self::SENDING, $id ) );
		Database_Error::throw_if_failed();
		return 1 === (int) $wpdb->rows_affected;
	}

	/**
	 * Gives back requests PayPal was never sent (it refused their batch: insufficient funds, a
	 * refusal of the body): SENDING → READY, for a file or another send.
	 *
	 * @param int   $batch The batch.
	 * @param int[] $ids   Dokan request ids.
	 * @throws Database_Error When the update failed.
	 */
	public function not_sent_to_paypal( int $batch, array $ids ): void {
		global $wpdb;
		$table = Schema::batches_table();
		foreach ( array_chunk( array_map( 'intval', $ids ), 500 ) as $chunk ) {
			$in = implode( ',', $chunk );
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET step = %s, step_by = 0, step_at = %s WHERE batch_id = %d AND step = %s AND withdraw_id IN ({$in})", self::READY, self::now(), $batch, self::SENDING ) );
			Database_Error::throw_if_failed();
		}
	}

	/**
	 * Notes that a file with these requests was made: the first file, when and by whom, is kept;
	 * each file made counts.
	 *
	 * @param int    $batch    The batch.
	 * @param int[]  $ids      Dokan request ids written into the file.
	 * @param string $file_key Payout_File::key().
	 * @param int    $user_id  Who made it.
	 * @throws Database_Error When the update failed.
	 */
	public function note_file( int $batch, array $ids, string $file_key, int $user_id ): void {
		global $wpdb;
		$table = Schema::batches_table();
		foreach ( array_chunk( array_map( 'intval', $ids ), 500 ) as $chunk ) {
			$in = implode( ',', $chunk );
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET file_key = IF(file_key = '', %s, file_key), file_by = IF(file_at IS NULL, %d, file_by), file_at = COALESCE(file_at, %s), files_made = files_made + 1 WHERE batch_id = %d AND withdraw_id IN ({$in})", $file_key, $user_id, self::now(), $batch ) );
			Database_Error::throw_if_failed();
		}
	}

	/**
	 * Counts one more download of a file made before on the requests it holds.
	 *
	 * @param int    $batch    The batch.
	 * @param string $file_key Payout_File::key().
	 * @throws Database_Error When the update failed.
	 */
	public function note_copy( int $batch, string $file_key ): void {
		global $wpdb;
		$table = Schema::batches_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET files_made = files_made + 1 WHERE batch_id = %d AND file_key = %s", $batch, $file_key ) );
		Database_Error::throw_if_failed();
	}

	/**
	 * Records requests found approved or cancelled in Dokan while ready to pay (approved in Dokan →
	 * Withdraw directly, say): paid or cancelled, with the reason Dokan_Withdraw_Requests::NOT_PENDING, so
	 * no file holds them and nothing counts them for payment again.
	 *
	 * Requests found approved without Dokan's balance entry are recorded FAILED with the reason
	 * Dokan_Withdraw_Requests::UNFINISHED and the time of this first sighting.
	 *
	 * @param int    $batch  The batch.
	 * @param int[]  $ids    Dokan request ids.
	 * @param string $step   Batch_Ledger::PAID, CANCELLED or FAILED.
	 * @param string $reason Dokan_Withdraw_Requests::NOT_PENDING, or UNFINISHED for FAILED.
	 * @param string $from   The step they are found in: READY, or SENDING before PayPal was asked.
	 * @throws Database_Error When the update failed.
	 */
	public function record_decided_in_dokan( int $batch, array $ids, string $step, string $reason = Dokan_Withdraw_Requests::NOT_PENDING, string $from = self::READY ): void {
		global $wpdb;
		$table = Schema::batches_table();
		$now   = self::now();
		$seen  = Dokan_Withdraw_Requests::UNFINISHED === $reason ? $wpdb->prepare( ', unfinished_at = COALESCE(unfinished_at, %s)', $now ) : '';
		foreach ( array_chunk( array_map( 'intval', $ids ), 500 ) as $chunk ) {
			$in = implode( ',', $chunk );
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET step = %s, step_at = %s, step_by = 0, reason = %s{$seen} WHERE batch_id = %d AND step = %s AND withdraw_id IN ({$in})", $step, $now, $reason, $batch, $from ) );
			Database_Error::throw_if_failed();
		}
	}

	/**
	 * How many of a batch's requests were found approved in Dokan directly, not by the batch.
	 *
	 * @param int $batch The batch.
	 * @throws Database_Error When the read failed.
	 */
	public function count_decided_in_dokan( int $batch ): int {
		$table = Schema::batches_table();
		return (int) self::read( 'get_var', "SELECT COUNT(*) FROM {$table} WHERE batch_id = %d AND step = %s AND reason = %s", array( $batch, self::PAID, Dokan_Withdraw_Requests::NOT_PENDING ) );
	}

	/**
	 * A batch's Dokan request ids in some steps, lowest first, a page at a time (a generator, so
	 * 10 000 ids are read 1 000 at a time).
	 *
	 * @param int      $batch      The batch.
	 * @param string[] $steps      Steps.
	 * @param bool     $in_no_file Only requests no file was made with yet.
	 * @return \Generator<int, int>
	 * @throws Database_Error When a read failed.
	 */
	public function request_ids( int $batch, array $steps, bool $in_no_file = false ): \Generator {
		$table  = Schema::batches_table();
		$in     = implode( ',', array_fill( 0, count( $steps ), '%s' ) );
		$filter = $in_no_file ? " AND file_key = ''" : '';
		$after  = 0;
		do {
			$ids = self::read( 'get_col', "SELECT withdraw_id FROM {$table} WHERE batch_id = %d AND step IN ({$in}){$filter} AND withdraw_id > %d ORDER BY withdraw_id LIMIT 1000", array_merge( array( $batch ), $steps, array( $after ) ) );
			foreach ( $ids as $id ) {
				$after = (int) $id;
				yield $after;
			}
			$read = count( $ids );
		} while ( 1000 === $read );
	}

	/**
	 * A batch's rows in some steps, with the vendor's name, lowest request first.
	 *
	 * @param int      $batch  The batch.
	 * @param string[] $steps  Steps.
	 * @param int      $limit  At most this many.
	 * @param int      $offset Skip this many.
	 * @return object[] Rows with every column and display_name.
	 * @throws Database_Error When the read failed.
	 */
	public function rows( int $batch, array $steps, int $limit, int $offset = 0 ): array {
		global $wpdb;
		$table = Schema::batches_table();
		$in    = implode( ',', array_fill( 0, count( $steps ), '%s' ) );
		return self::read( 'get_results', "SELECT b.*, u.display_name FROM {$table} b LEFT JOIN {$wpdb->users} u ON u.ID = b.vendor_id WHERE b.batch_id = %d AND b.step IN ({$in}) ORDER BY b.withdraw_id LIMIT %d OFFSET %d", array_merge( array( $batch ), $steps, array( $limit, $offset ) ) );
	}

	/**
	 * The batches of a run, newest first: when the first request was taken and by whom, and the
	 * requests counted by step and, of those, how many a file was made with and how many "Mark as
	 * paid" takes (payable()).
	 *
	 * @param int $run_id The run.
	 * @return array<int, array{batch: int, taken_at: string, taken_by: int, taken_by_name: string, steps: array<string, int>, in_file: array<string, int>, payable: array<string, int>}>
	 *         By batch number.
	 * @throws Database_Error When the read failed.
	 */
	public function batches_of_run( int $run_id ): array {
		global $wpdb;
		$table   = Schema::batches_table();
		$batches = array();
		$payable = self::payable();
		foreach ( self::read( 'get_results', "SELECT batch_id, step, file_key <> '' AS in_file, {$payable} AS payable, COUNT(*) AS requests, MIN(taken_at) AS taken_at FROM {$table} WHERE run_id = %d GROUP BY batch_id, step, in_file, payable ORDER BY batch_id DESC", array( $run_id ) ) as $group ) {
			$batch                                      = (int) $group->batch_id;
			$batches[ $batch ]                        ??= array(
				'batch'    => $batch,
				'taken_at' => (string) $group->taken_at,
				'steps'    => array_fill_keys( self::STEPS, 0 ),
				'in_file'  => array_fill_keys( self::STEPS, 0 ),
				'payable'  => array_fill_keys( self::STEPS, 0 ),
			);
			$batches[ $batch ]['taken_at']              = min( $batches[ $batch ]['taken_at'], (string) $group->taken_at );
			$batches[ $batch ]['steps'][ $group->step ] = ( $batches[ $batch ]['steps'][ $group->step ] ?? 0 ) + (int) $group->requests;
			foreach ( array( 'in_file', 'payable' ) as $figure ) {
				if ( (int) $group->$figure ) {
					$batches[ $batch ][ $figure ][ $group->step ] = ( $batches[ $batch ][ $figure ][ $group->step ] ?? 0 ) + (int) $group->requests;
				}
			}
		}
		foreach ( $batches as $batch => $figures ) {
			$first                              = self::read( 'get_row', "SELECT b.taken_by, u.display_name FROM {$table} b LEFT JOIN {$wpdb->users} u ON u.ID = b.taken_by WHERE b.batch_id = %d ORDER BY b.taken_at, b.id LIMIT 1", array( $batch ) );
			$batches[ $batch ]['taken_by']      = (int) ( $first->taken_by ?? 0 );
			$batches[ $batch ]['taken_by_name'] = (string) ( $first->display_name ?? '' );
		}
		return $batches;
	}

	/**
	 * The run a batch belongs to, 0 when there is no such batch.
	 *
	 * @param int $batch The batch.
	 * @throws Database_Error When the read failed.
	 */
	public function run_of( int $batch ): int {
		$table = Schema::batches_table();
		return (int) self::read( 'get_var', "SELECT run_id FROM {$table} WHERE batch_id = %d LIMIT 1", array( $batch ) );
	}

	/**
	 * An approval a go of ours began (`approving_at`) and recorded nothing for since, as SQL: the
	 * row is still `paying` and carries the token of the go that claimed it. MariaDB releases that
	 * go's locks with a connection it loses (killed, timed out), but WordPress connects again and
	 * its PHP goes on, possibly inside Dokan's save, between the status and the balance entry: a
	 * second go finishing the approval meanwhile would write a second entry (Dokan's ledger has no
	 * unique key). So the approval is left to that go for Payout_Batch::UNFINISHED_WAIT after it
	 * began. An approval whose go recorded its outcome (the token is cleared then) is over, and a
	 * later "Mark as paid" finishes it at once.
	 */
	private static function approval_may_be_live(): string {
		global $wpdb;
		// `IS NOT NULL` first: a comparison with NULL would make the whole test, and its NOT, NULL.
		// Only a note made since the row reached `paying` counts: one left from an earlier attempt
		// that recorded its outcome (a failed approval marked paid again) is over.
		return $wpdb->prepare( "(step = %s AND claim_token <> '' AND approving_at IS NOT NULL AND approving_at >= step_at AND approving_at > %s)", self::PAYING, gmdate( 'Y-m-d H:i:s', time() - Payout_Batch::UNFINISHED_WAIT ) );
	}

	/**
	 * When a go of the batch next has work: now (time()) when a row can be claimed, the moment the
	 * earliest wait of an approval that may still be live ends (approval_may_be_live()) when only
	 * those are left, null when the batch has no work.
	 *
	 * @param int $batch The batch.
	 * @return int|null Unix seconds.
	 * @throws Database_Error When the read failed.
	 */
	public function next_work( int $batch ): ?int {
		$table = Schema::batches_table();
		$live  = self::approval_may_be_live();
		$found = self::read( 'get_row', "SELECT COUNT(*) AS work, SUM(NOT {$live}) AS now, MIN(IF({$live}, approving_at, NULL)) AS earliest FROM {$table} WHERE batch_id = %d AND step IN (%s, %s, %s)", array( $batch, self::CHECKING, self::CANCELLING, self::PAYING ) );
		if ( 0 === (int) ( $found->work ?? 0 ) ) {
			return null;
		}
		if ( (int) $found->now > 0 ) {
			return time();
		}
		return max( time(), self::unix( (string) $found->earliest ) + Payout_Batch::UNFINISHED_WAIT );
	}

	/**
	 * The approvals of a batch left to the go that began them (approval_may_be_live()): how many,
	 * and when the last of them may be finished (Unix seconds; 0 when there are none).
	 *
	 * @param int $batch The batch.
	 * @return array{count: int, until: int}
	 * @throws Database_Error When the read failed.
	 */
	public function approvals_waiting( int $batch ): array {
		$table = Schema::batches_table();
		$live  = self::approval_may_be_live();
		$found = self::read( 'get_row', "SELECT COUNT(*) AS count, MAX(approving_at) AS latest FROM {$table} WHERE batch_id = %d AND {$live}", array( $batch ) );
		$count = (int) ( $found->count ?? 0 );
		return array(
			'count' => $count,
			'until' => $count > 0 ? self::unix( (string) $found->latest ) + Payout_Batch::UNFINISHED_WAIT : 0,
		);
	}

	/**
	 * Whether a batch has rows a go works on.
	 *
	 * @param int $batch The batch.
	 * @throws Database_Error When the read failed.
	 */
	public function has_work( int $batch ): bool {
		$table = Schema::batches_table();
		return null !== self::read( 'get_var', "SELECT id FROM {$table} WHERE batch_id = %d AND step IN (%s, %s, %s) LIMIT 1", array( $batch, self::CHECKING, self::CANCELLING, self::PAYING ) );
	}

	/**
	 * The batches with rows a go works on (to give each an event again after a lost one).
	 *
	 * @return int[]
	 * @throws Database_Error When the read failed.
	 */
	public function batches_with_work(): array {
		$table = Schema::batches_table();
		return array_map( 'intval', self::read( 'get_col', "SELECT DISTINCT batch_id FROM {$table} WHERE step IN (%s, %s, %s)", array( self::CHECKING, self::CANCELLING, self::PAYING ) ) );
	}

	/**
	 * The batch rows of some Dokan requests, by request id (for a page of a run's record).
	 *
	 * @param int[] $withdraw_ids Dokan request ids.
	 * @return array<int, object> Rows with every column, and the names of who made the file and who
	 *                            asked for the step.
	 * @throws Database_Error When the read failed.
	 */
	public function of_requests( array $withdraw_ids ): array {
		global $wpdb;
		$withdraw_ids = array_filter( array_map( 'intval', $withdraw_ids ) );
		if ( array() === $withdraw_ids ) {
			return array();
		}
		$table = Schema::batches_table();
		$in    = implode( ',', $withdraw_ids );
		$rows  = array();
		foreach ( self::read( 'get_results', "SELECT b.*, s.display_name AS step_by_name, f.display_name AS file_by_name FROM {$table} b LEFT JOIN {$wpdb->users} s ON s.ID = b.step_by LEFT JOIN {$wpdb->users} f ON f.ID = b.file_by WHERE b.withdraw_id IN ({$in})" ) as $row ) {
			$rows[ (int) $row->withdraw_id ] = $row;
		}
		return $rows;
	}

	/**
	 * Which of some Dokan requests a new batch may take: pending in Dokan, and in no batch or kept
	 * for later by one (at most a thousand at a time).
	 *
	 * @param array<int, int> $ids Dokan request id => vendor id.
	 * @return array<int, int> The same, for the requests a batch may take.
	 * @throws Database_Error When the read failed.
	 */
	private function takeable( array $ids ): array {
		$pending = ( new Dokan_Withdraw_Requests() )->pending_among( array_keys( $ids ) );
		if ( array() === $pending ) {
			return array();
		}
		$table = Schema::batches_table();
		$in    = implode( ',', $pending );
		$held  = array_map( 'intval', self::read( 'get_col', "SELECT withdraw_id FROM {$table} WHERE withdraw_id IN ({$in}) AND step <> %s", array( self::KEPT ) ) );
		$kept  = array();
		foreach ( array_diff( $pending, $held ) as $id ) {
			$kept[ $id ] = $ids[ $id ];
		}
		ksort( $kept );
		return $kept;
	}

	/**
	 * A vendor's rows, newest first (Privacy\Personal_Data).
	 *
	 * @param int $vendor_id Vendor id.
	 * @param int $limit     Rows.
	 * @param int $offset    Rows to skip.
	 * @return object[]
	 */
	public function vendor_rows( int $vendor_id, int $limit, int $offset ): array {
		$table = Schema::batches_table();
		return (array) self::read( 'get_results', "SELECT * FROM {$table} WHERE vendor_id = %d ORDER BY id DESC LIMIT %d OFFSET %d", array( $vendor_id, $limit, $offset ), false );
	}

	/**
	 * The files a vendor's requests were paid with, as (batch_id, file_key) rows (Privacy\Personal_Data).
	 *
	 * @param int $vendor_id Vendor id.
	 * @return object[]
	 * @throws Database_Error When the read failed.
	 */
	public function vendor_files( int $vendor_id ): array {
		$table = Schema::batches_table();
		return (array) self::read( 'get_results', "SELECT DISTINCT batch_id, file_key FROM {$table} WHERE vendor_id = %d AND file_key <> ''", array( $vendor_id ) );
	}

	/**
	 * Strips a vendor's rows that no go works on of what describes their money: the balance Dokan
	 * read and Dokan's message (which may quote it). The step stays, so nothing is approved or
	 * paid twice.
	 *
	 * @param int $vendor_id Vendor id.
	 * @return int Rows that held personal data and no longer do.
	 */
	public function strip_vendor_rows( int $vendor_id ): int {
		global $wpdb;
		$table = Schema::batches_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET balance = NULL, message = NULL WHERE vendor_id = %d AND step NOT IN (%s, %s, %s) AND (balance IS NOT NULL OR message IS NOT NULL)", $vendor_id, self::CHECKING, self::CANCELLING, self::PAYING ) );
		return (int) $wpdb->rows_affected;
	}

	/**
	 * Pieces of an iterable's keys and values, keys kept.
	 *
	 * @param iterable $items Items.
	 * @param int      $size  Items a piece.
	 * @return \Generator<int, array>
	 */
	private static function chunks( iterable $items, int $size ): \Generator {
		$chunk = array();
		foreach ( $items as $key => $value ) {
			$chunk[ $key ] = $value;
			if ( count( $chunk ) >= $size ) {
				yield $chunk;
				$chunk = array();
			}
		}
		if ( array() !== $chunk ) {
			yield $chunk;
		}
	}

	/**
	 * Runs a prepared read, and throws when it failed (unless told not to).
	 *
	 * @param string            $how    `$wpdb` method: get_var, get_col, get_row or get_results.
	 * @param string            $sql    SQL with placeholders.
	 * @param array<int, mixed> $values Their values.
	 * @param bool              $strict Whether a failed read throws instead of answering empty.
	 * @return mixed
	 * @throws Database_Error When the read failed and $strict.
	 */
	private static function read( string $how, string $sql, array $values = array(), bool $strict = true ) {
		global $wpdb;
		$found = $wpdb->$how( array() === $values ? $sql : $wpdb->prepare( $sql, $values ) );
		if ( $strict ) {
			Database_Error::throw_if_failed();
		}
		return $found;
	}

	/**
	 * Unix seconds of a UTC time the table holds.
	 *
	 * @param string $utc `Y-m-d H:i:s` in UTC.
	 */
	private static function unix( string $utc ): int {
		return (int) strtotime( $utc . ' UTC' );
	}

	/**
	 * The current time in UTC, as MySQL writes it.
	 */
	private static function now(): string {
		return gmdate( 'Y-m-d H:i:s' );
	}
}
