<?php
/**
 * The payout files a batch made: each issued once, with its identity, and kept as it was sent.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Lock_Unavailable;
use VendorPayoutSchedule\Named_Lock;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- the only class that queries the plugin's payout files table (and a MariaDB named lock and transaction around issuing a file): the table's name comes from $wpdb (Engine\Schema::files_table()), every value goes through prepare(); a file's identity is read fresh from the database, never from a cache, which WordPress has no API for.

/**
 * A bank pays every file it is given. A file made again on a second download — new trace numbers
 * from 1, file ID modifier A again, a new SEPA message id around the same end-to-end ids — is to
 * the bank a second payment of the same requests, and a bank that checks for duplicate files
 * rejects the next file of the day that happens to look alike. So each file of a batch is made
 * once and kept in `{prefix}vendor_payout_schedule_payout_files`, byte for byte:
 *
 * - a second download is the same file, byte for byte (the screen says it is a copy and how often
 *   it was downloaded);
 * - each ACH file gets the next file ID modifier of its day (A–Z, then 0–9: 36 files a day) and
 *   trace numbers that go on from the site's previous ACH file;
 * - each SEPA file's message id carries the file's own number, so two files made in the same
 *   second differ, and no end-to-end id is sent in two files (a request is in one file of its batch).
 *
 * Files are issued under a named lock and stored in the same transaction that notes them on their
 * requests, so two admins downloading at once get one file, and a download cut off before the
 * file was stored leaves nothing half made.
 */
final class Payout_File_Store {

	/**
	 * ACH file ID modifiers in the order a day's files take them.
	 */
	public const MODIFIERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

	/**
	 * Seconds a download waits for another file being made (issue()): a file of many requests
	 * takes a while to write.
	 */
	private const ISSUING_LOCK_WAIT = 30;

	/**
	 * Creates or upgrades the table (dbDelta leaves data in place).
	 */
	public static function install(): void {
		Schema::create_table(
			Schema::files_table(),
			"id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			batch_id bigint(20) unsigned NOT NULL,
			file_key varchar(40) NOT NULL,
			kind varchar(10) NOT NULL,
			currency char(3) NOT NULL DEFAULT '',
			part int(10) unsigned NOT NULL DEFAULT 1,
			requests int(10) unsigned NOT NULL DEFAULT 0,
			total bigint(20) NOT NULL DEFAULT 0,
			decimals tinyint(3) unsigned NOT NULL DEFAULT 2,
			made_on date NOT NULL,
			made_at datetime NOT NULL,
			made_by bigint(20) unsigned NOT NULL DEFAULT 0,
			identity varchar(35) NOT NULL DEFAULT '',
			file_id char(1) NOT NULL DEFAULT '',
			first_trace int(10) unsigned NOT NULL DEFAULT 0,
			downloads int(10) unsigned NOT NULL DEFAULT 0,
			content longblob NOT NULL,
			PRIMARY KEY  (id),
			UNIQUE KEY batch_file (batch_id,file_key),
			KEY kind_day (kind,made_on)"
		);
	}

	/**
	 * Drops the table (uninstall).
	 */
	public static function uninstall(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . Schema::files_table() );
	}

	/**
	 * The batch's file under a key, made before, or made now: `$make` writes it (into the stream
	 * it is given, with the identity it is given: `now`, `file_id`, `first_trace`, `message_id`)
	 * and returns `file` (the Payout_File written) and `ids` (the Dokan request ids it holds),
	 * which `$noted` records on the batch's rows in the same transaction.
	 *
	 * @param int         $batch   The batch.
	 * @param Payout_File $file    Which file (key, kind, currency, part).
	 * @param int         $user_id Who downloads it.
	 * @param callable    $make    Writes the file: ( resource, array ) → array{file: Payout_File, ids: int[]}.
	 * @param callable    $noted   Notes the requests it holds: ( int[] ) → void.
	 * @return object The stored row (content, made_at, made_by, identity, file_id, downloads, …),
	 *                `copy` true when it was made before.
	 * @throws Database_Error When a statement failed.
	 * @throws \OverflowException When the day's 36 ACH file ID modifiers are taken.
	 * @throws \LengthException When the file would hold no request (nothing is stored).
	 * @throws Lock_Unavailable When another download held the lock too long; nothing was made or counted.
	 */
	public function issue( int $batch, Payout_File $file, int $user_id, callable $make, callable $noted ): object {
		return self::issuing_lock()->hold(
			self::ISSUING_LOCK_WAIT,
			function () use ( $batch, $file, $user_id, $make, $noted ): object {
				$made = $this->find( $batch, $file->key() );
				if ( null !== $made ) {
					$this->write( "UPDATE {$this->table()} SET downloads = downloads + 1 WHERE id = %d", array( (int) $made->id ) );
					$made->downloads = (int) $made->downloads + 1;
					$made->copy      = true;
					return $made;
				}
				return $this->make( $batch, $file, $user_id, $make, $noted );
			}
		);
	}

	/**
	 * The lock payout files are issued under: one for the site, since ACH file ID modifiers and
	 * trace numbers go on across batches.
	 */
	public static function issuing_lock(): Named_Lock {
		return Named_Lock::of( 'payout_files' );
	}

	/**
	 * The batch's file made under a key, or null.
	 *
	 * @param int    $batch The batch.
	 * @param string $key   Payout_File::key().
	 * @throws Database_Error When the read failed.
	 */
	public function find( int $batch, string $key ): ?object {
		$row = $this->read( 'get_row', "SELECT * FROM {$this->table()} WHERE batch_id = %d AND file_key = %s", array( $batch, $key ) );
		if ( null !== $row ) {
			$row->copy = false;
		}
		return $row;
	}

	/**
	 * The files the batch made, without their content, by key.
	 *
	 * @param int $batch The batch.
	 * @return array<string, object> Rows with file_key, kind, currency, part, requests, total,
	 *                               decimals, made_at, made_by, made_by_name, identity, file_id, downloads.
	 * @throws Database_Error When the read failed.
	 */
	public function made( int $batch ): array {
		global $wpdb;
		$made = array();
		foreach ( $this->read( 'get_results', "SELECT f.id, f.file_key, f.kind, f.currency, f.part, f.requests, f.total, f.decimals, f.made_at, f.made_by, u.display_name AS made_by_name, f.identity, f.file_id, f.downloads FROM {$this->table()} f LEFT JOIN {$wpdb->users} u ON u.ID = f.made_by WHERE f.batch_id = %d ORDER BY f.id", array( $batch ) ) as $row ) {
			$made[ (string) $row->file_key ] = $row;
		}
		return $made;
	}

	/**
	 * How many of the given files are kept (Privacy\Personal_Data: a file holds its payees' names
	 * and accounts as the bank was given them).
	 *
	 * @param object[] $files Rows with batch_id and file_key (Batch_Ledger::vendor_files()).
	 * @throws Database_Error When the read failed.
	 */
	public function count_kept( array $files ): int {
		$kept = 0;
		foreach ( $files as $file ) {
			$kept += (int) $this->read( 'get_var', "SELECT COUNT(*) FROM {$this->table()} WHERE batch_id = %d AND file_key = %s", array( (int) $file->batch_id, (string) $file->file_key ) );
		}
		return $kept;
	}

	/**
	 * Makes and stores a file not made before, with the next identity.
	 *
	 * @param int         $batch   The batch.
	 * @param Payout_File $file    Which file.
	 * @param int         $user_id Who makes it.
	 * @param callable    $make    Writes it.
	 * @param callable    $noted   Notes its requests.
	 * @throws \RuntimeException When there is no temporary stream.
	 * @throws \LengthException When the file holds no request.
	 * @throws Database_Error When the file was not stored.
	 * @throws \Throwable What storing it threw, after the transaction was rolled back.
	 */
	private function make( int $batch, Payout_File $file, int $user_id, callable $make, callable $noted ): object {
		global $wpdb;
		$now      = current_datetime();
		$day      = $now->format( 'Y-m-d' );
		$number   = 1 + (int) $this->read( 'get_var', "SELECT COALESCE(MAX(id), 0) FROM {$this->table()} WHERE id > %d", array( 0 ) );
		$identity = array(
			'now'         => $now,
			'file_id'     => '',
			'first_trace' => 0,
			'message_id'  => '',
		);
		if ( Payout_File::ACH === $file->kind ) {
			$identity['file_id']     = $this->next_modifier( $day );
			$identity['first_trace'] = $this->next_trace();
		}
		if ( Payout_File::SEPA === $file->kind ) {
			$identity['message_id'] = 'DOKAN-PAYOUTS-' . $now->format( 'Ymd' ) . '-' . $number;
		}
		$stream = fopen( 'php://temp/maxmemory:1048576', 'w+b' );
		if ( false === $stream ) {
			throw new \RuntimeException( 'No temporary stream for the payout file.' );
		}
		$written = $make( $stream, $identity );
		if ( array() === $written['ids'] ) {
			throw new \LengthException( 'The file holds no request.' );
		}
		rewind( $stream );
		$content = (string) stream_get_contents( $stream );
		fclose( $stream ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- PHP's temporary stream, not a file of the site.
		$done = $written['file'];
		$wpdb->query( 'START TRANSACTION' );
		try {
			$this->write(
				"INSERT INTO {$this->table()} (id, batch_id, file_key, kind, currency, part, requests, total, decimals, made_on, made_at, made_by, identity, file_id, first_trace, downloads, content) VALUES (%d, %d, %s, %s, %s, %d, %d, %d, %d, %s, %s, %d, %s, %s, %d, 1, %s)",
				array( $number, $batch, $file->key(), $file->kind, $file->currency, $file->part, $done->count, $done->total, $done->decimals, $day, $now->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' ), $user_id, '' !== $identity['message_id'] ? $identity['message_id'] : $identity['file_id'], $identity['file_id'], $identity['first_trace'], $content )
			);
			$noted( $written['ids'] );
			$wpdb->query( 'COMMIT' );
		} catch ( \Throwable $e ) {
			$wpdb->query( 'ROLLBACK' );
			throw $e;
		}
		$made = $this->find( $batch, $file->key() );
		if ( null === $made ) {
			throw new Database_Error( 'The payout file was not stored.' );
		}
		return $made;
	}

	/**
	 * The first file ID modifier no ACH file made on the day has (a failed read throws
	 * Database_Error through read()).
	 *
	 * @param string $day Y-m-d, the site's date.
	 * @throws \OverflowException When all 36 are taken.
	 */
	private function next_modifier( string $day ): string {
		$taken = $this->read( 'get_col', "SELECT file_id FROM {$this->table()} WHERE kind = %s AND made_on = %s", array( Payout_File::ACH, $day ) );
		foreach ( str_split( self::MODIFIERS ) as $modifier ) {
			if ( ! in_array( $modifier, $taken, true ) ) {
				return $modifier;
			}
		}
		throw new \OverflowException( 'Every ACH file ID modifier of the day is taken.' );
	}

	/**
	 * The running number the next ACH file's trace numbers start at: after the last one the
	 * previous ACH file used, from 1 again after 9 999 999.
	 *
	 * @throws Database_Error When the read failed.
	 */
	private function next_trace(): int {
		$last = $this->read( 'get_row', "SELECT first_trace, requests FROM {$this->table()} WHERE kind = %s ORDER BY id DESC LIMIT 1", array( Payout_File::ACH ) );
		if ( null === $last ) {
			return 1;
		}
		return ( (int) $last->first_trace + (int) $last->requests - 1 ) % Nacha_File::TRACE_LIMIT + 1;
	}

	/**
	 * The table's name.
	 */
	private function table(): string {
		return Schema::files_table();
	}

	/**
	 * A read that throws when the query fails.
	 *
	 * @param string  $how    get_var, get_col, get_row or get_results.
	 * @param string  $sql    SQL with placeholders.
	 * @param mixed[] $values Values.
	 * @return mixed
	 * @throws Database_Error When the query failed.
	 */
	private function read( string $how, string $sql, array $values ) {
		global $wpdb;
		$result = $wpdb->$how( $wpdb->prepare( $sql, $values ) );
		Database_Error::throw_if_failed();
		return $result;
	}

	/**
	 * A statement that throws when it fails.
	 *
	 * @param string  $sql    SQL with placeholders.
	 * @param mixed[] $values Values.
	 * @throws Database_Error When it failed.
	 */
	private function write( string $sql, array $values ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( $sql, $values ) );
		Database_Error::throw_if_failed();
	}
}
