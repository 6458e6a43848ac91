<?php
/**
 * Claims and outcomes of scheduled payouts, in the payouts table.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Vendor_Choice;

defined( 'ABSPATH' ) || exit;

/**
 * A vendor is claimed for a date by inserting its row: `skipped` (final), or `filing` while the
 * request is created in Dokan, then `filed`. The insert is the claim — the unique key lets exactly
 * one runner have it — and it is written before Dokan is asked, so a run that dies leaves a
 * `filing` row that says "look in Dokan before filing again".
 *
 * Every later write is conditional on the caller's claim token, so a runner that lost its row
 * (because it stalled past the lease and another runner took the row over) cannot overwrite the
 * newer outcome. A write that changed the row took; one reported as changing nothing is read back
 * from the row: MySQL counts a row written with the values it already held (a takeover and a write
 * in the same second) as unchanged.
 *
 * A failed query throws Database_Error: an empty answer from a failed read is not "nobody left".
 */
final class Payout_Ledger {

	public const FILING  = 'filing';
	public const FILED   = 'filed';
	public const SKIPPED = 'skipped';

	/**
	 * Where a row's e-mails are (`mailed`). Rows are sent one at a time in id order and each is
	 * marked sent once its e-mails went out, so after a crash the first row its runner still held
	 * is the one whose e-mails may have gone out, and the rows after it were never started.
	 */
	public const MAIL_WAITING = 0;
	public const MAIL_SENT    = 1;
	public const MAIL_SENDING = 2;
	// The same three for a row whose e-mails were interrupted once and may have gone out then.
	public const MAIL_SENT_AGAIN    = 3;
	public const MAIL_WAITING_AGAIN = 4;
	public const MAIL_SENDING_AGAIN = 5;

	/**
	 * Records that the schedule runs for the date (once; later calls change nothing).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date, Y-m-d in site time.
	 */
	public function start_run( string $schedule, string $date ): void {
		global $wpdb;
		$table = Schema::runs_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (schedule, scheduled_for, started_at, summary_mailed) VALUES (%s, %s, %s, 0)", $schedule, $date, self::now() ) );
		Database_Error::throw_if_failed();
	}

	/**
	 * Marks the run finished, the first time it is found complete.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 */
	public function finish_run( string $schedule, string $date ): void {
		global $wpdb;
		$table = Schema::runs_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; a write to the plugin's own table, which no cache holds.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET finished_at = %s, failures = 0 WHERE schedule = %s AND scheduled_for = %s AND finished_at IS NULL", self::now(), $schedule, $date ) );
		Database_Error::throw_if_failed();
	}

	/**
	 * Notes that a runner is at work on the run and when the engine means to look at it next (its
	 * watchdog), so a run nobody came back to can be told from one that is running.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $next     Unix time of the next attempt.
	 */
	public function note_attempt( string $schedule, string $date, int $next ): void {
		$this->update_run( $schedule, $date, array( 'next_attempt_at' => gmdate( 'Y-m-d H:i:s', $next ) ) );
	}

	/**
	 * Notes that a go ended without an error: the run is no longer failing.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $next     Unix time of the next attempt.
	 */
	public function note_success( string $schedule, string $date, int $next ): void {
		$this->update_run(
			$schedule,
			$date,
			array(
				'failures'        => 0,
				'next_attempt_at' => gmdate( 'Y-m-d H:i:s', $next ),
			)
		);
	}

	/**
	 * Records a failed go and returns how many failed in a row (0 when the database could not even
	 * record it).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param string $error    What failed.
	 * @param int    $retry_at Unix time of the retry.
	 */
	public function note_failure( string $schedule, string $date, string $error, int $retry_at ): int {
		global $wpdb;
		$table = Schema::runs_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; a write to the plugin's own table, which no cache holds.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET failures = failures + 1, last_error = %s, last_error_at = %s, next_attempt_at = %s WHERE schedule = %s AND scheduled_for = %s", $error, self::now(), gmdate( 'Y-m-d H:i:s', $retry_at ), $schedule, $date ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT failures FROM {$table} WHERE schedule = %s AND scheduled_for = %s", $schedule, $date ) );
	}

	/**
	 * Runs not finished yet, oldest first.
	 *
	 * @return array<int, array{0: string, 1: string}> Schedule key and date of each.
	 */
	public function unfinished_runs(): array {
		global $wpdb;
		$table = Schema::runs_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$rows = $wpdb->get_results( "SELECT schedule, scheduled_for FROM {$table} WHERE finished_at IS NULL ORDER BY scheduled_for, id" );
		Database_Error::throw_if_failed();
		return array_map( static fn ( $row ) => array( (string) $row->schedule, (string) $row->scheduled_for ), $rows );
	}

	/**
	 * Sets columns of a run's row.
	 *
	 * @param string               $schedule Schedule key.
	 * @param string               $date     Scheduled date.
	 * @param array<string, mixed> $fields   Columns to set.
	 */
	private function update_run( string $schedule, string $date, array $fields ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a write to the plugin's own table, which no cache holds.
		$wpdb->update(
			Schema::runs_table(),
			$fields,
			array(
				'schedule'      => $schedule,
				'scheduled_for' => $date,
			)
		);
		Database_Error::throw_if_failed();
	}

	/**
	 * Vendors on the schedule that have no row for the date yet, lowest ids first.
	 *
	 * Reading the pending set from the database (instead of carrying a cursor between events) is
	 * what lets any runner, including one started after a crash, pick up exactly the vendors left.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $limit    Batch size.
	 * @param int    $after    Only vendor ids above this one (a runner's own cursor, so each batch
	 *                         starts where its last one ended instead of rescanning done vendors).
	 * @return int[]
	 */
	public function unclaimed_vendor_ids( string $schedule, string $date, int $limit, int $after = 0 ): array {
		global $wpdb;
		$table = Schema::payouts_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from $wpdb.
		$sql = "SELECT um.user_id FROM {$wpdb->usermeta} um LEFT JOIN {$table} p ON p.vendor_id = um.user_id AND p.scheduled_for = %s WHERE um.meta_key = %s AND um.meta_value = %s AND um.user_id > %d AND p.id IS NULL ORDER BY um.user_id LIMIT %d";
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- prepared here; a join of usermeta with the plugin's own table, which WordPress has no API for, read fresh: payout state comes from the database, never from a cache.
		$ids = $wpdb->get_col( $wpdb->prepare( $sql, $date, Vendor_Choice::SCHEDULE_META, $schedule, $after, $limit ) );
		Database_Error::throw_if_failed();
		return array_map( 'intval', $ids );
	}

	/**
	 * Lists the next unclaimed vendors after a cursor and claims them (claim_batch()), while holding
	 * a named lock of the run, so overlapping runners take turns: each lists only what the others
	 * have claimed and committed, instead of listing the same vendors and waiting on the rows the
	 * other runner is still settling. The lock is held for two short statements; without it (not
	 * granted within seconds) the claim is still safe, just likelier to find the vendors taken.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $limit    Batch size.
	 * @param int    $after    The caller's cursor (see unclaimed_vendor_ids()).
	 * @param string $token    The caller's claim token.
	 * @return array{0: int[], 1: array<int, int>} The vendors listed, and row id by vendor id for
	 *                                              those the caller claimed.
	 * @throws Database_Error When the list or the claim failed.
	 */
	public function claim_next( string $schedule, string $date, int $limit, int $after, string $token ): array {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a MariaDB named lock, which no WordPress API or cache can take.
		$lock   = 'vendor_payout_schedule_claim_' . md5( $wpdb->dbname . $wpdb->prefix . $schedule . $date );
		$locked = '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $lock, 5 ) );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
		try {
			$listed = $this->unclaimed_vendor_ids( $schedule, $date, $limit, $after );
			return array( $listed, $this->claim_batch( $listed, $schedule, $date, $token ) );
		} finally {
			if ( $locked ) {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a MariaDB named lock, which no WordPress API or cache can take.
				$wpdb->query( $wpdb->prepare( 'DO RELEASE_LOCK(%s)', $lock ) );
			}
		}
	}

	/**
	 * Claims vendors for the date before anything is assessed, in one statement: each gets a
	 * `filing` row with no figures yet, which the caller then settles (mark_skipped(), or
	 * mark_filing() and mark_filed()) or gives back (release()). A runner that dies before settling
	 * a row leaves it to be taken over once the lease runs out, like any row it left mid-filing.
	 *
	 * Which vendors were claimed is read back from the table (the rows carrying the caller's token),
	 * not counted from affected rows: vendors another runner holds are not the caller's.
	 *
	 * @param int[]  $vendor_ids Vendor ids.
	 * @param string $schedule   Schedule key.
	 * @param string $date       Scheduled date.
	 * @param string $token      The caller's claim token.
	 * @return array<int, int> Row id by vendor id, for the vendors this call claimed.
	 * @throws Database_Error When the insert or the read-back failed.
	 */
	public function claim_batch( array $vendor_ids, string $schedule, string $date, string $token ): array {
		global $wpdb;
		$vendor_ids = array_values( array_unique( array_map( 'intval', $vendor_ids ) ) );
		if ( array() === $vendor_ids ) {
			return array();
		}
		$table  = Schema::payouts_table();
		$now    = self::now();
		$values = array();
		foreach ( $vendor_ids as $vendor_id ) {
			$values[] = $wpdb->prepare( '(%d, %s, %s, %s, 0, %s, %s, %s)', $vendor_id, $date, $schedule, self::FILING, $token, $now, $now );
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; values prepared above; a write to the plugin's own table, which no cache holds.
		$wpdb->query( "INSERT IGNORE INTO {$table} (vendor_id, scheduled_for, schedule, status, mailed, claim_token, claimed_at, updated_at) VALUES " . implode( ',', $values ) );
		Database_Error::throw_if_failed();

		$in = implode( ',', $vendor_ids );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; ids are integers; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, vendor_id FROM {$table} WHERE scheduled_for = %s AND claim_token = %s AND vendor_id IN ($in) ORDER BY vendor_id", $date, $token ) );
		Database_Error::throw_if_failed();
		$claimed = array();
		foreach ( (array) $rows as $row ) {
			$claimed[ (int) $row->vendor_id ] = (int) $row->id;
		}
		return $claimed;
	}

	/**
	 * Rows of the run whose runner stopped while filing (not touched for longer than the lease).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $lease    Seconds after which a claim counts as abandoned.
	 * @param int    $limit    At most this many.
	 * @return object[] Rows with id, vendor_id, status, claim_token, claimed_at, amount, method, withdraw_floor.
	 */
	public function abandoned( string $schedule, string $date, int $lease, int $limit ): array {
		global $wpdb;
		$table  = Schema::payouts_table();
		$cutoff = gmdate( 'Y-m-d H:i:s', time() - $lease );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb->prefix.
		$sql = "SELECT id, vendor_id, status, claim_token, claimed_at, amount, method, withdraw_floor FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND status = %s AND updated_at < %s ORDER BY id LIMIT %d";
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- prepared here; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$rows = $wpdb->get_results( $wpdb->prepare( $sql, $date, $schedule, self::FILING, $cutoff, $limit ) );
		Database_Error::throw_if_failed();
		return $rows;
	}

	/**
	 * Takes an abandoned row over. Fails when another runner took it first.
	 *
	 * @param object $row   Row from abandoned().
	 * @param string $token The caller's claim token.
	 */
	public function take_over( object $row, string $token ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a write to the plugin's own table, which no cache holds.
		$wpdb->update(
			Schema::payouts_table(),
			array(
				'claim_token' => $token,
				'updated_at'  => self::now(),
			),
			array(
				'id'          => (int) $row->id,
				'claim_token' => (string) $row->claim_token,
				'status'      => (string) $row->status,
			),
			array( '%s', '%s' ),
			array( '%d', '%s', '%s' )
		);
		Database_Error::throw_if_failed();
		return $this->holds( (int) $row->id, $token, (string) $row->status );
	}

	/**
	 * Sets a taken-over row's new amount before the request is filed again.
	 *
	 * @param int                  $id      Row id.
	 * @param string               $token   Claim token.
	 * @param float                $amount  Amount to request.
	 * @param string               $method  Method key.
	 * @param array<string, float> $figures balance, minimum, reserve, withdraw_limit.
	 * @param int                  $floor   The vendor's newest Dokan request id before filing.
	 */
	public function mark_filing( int $id, string $token, float $amount, string $method, array $figures, int $floor ): bool {
		return $this->write(
			$id,
			$token,
			array(
				'status'         => self::FILING,
				'amount'         => $amount,
				'method'         => $method,
				'withdraw_floor' => $floor,
			),
			$figures
		);
	}

	/**
	 * Records a filed request.
	 *
	 * @param int    $id          Row id.
	 * @param string $token       Claim token.
	 * @param int    $withdraw_id Dokan's withdraw request id.
	 */
	public function mark_filed( int $id, string $token, int $withdraw_id ): bool {
		return $this->write(
			$id,
			$token,
			array(
				'status'      => self::FILED,
				'withdraw_id' => $withdraw_id,
			)
		);
	}

	/**
	 * Records a skip and why.
	 *
	 * @param int                  $id      Row id.
	 * @param string               $token   Claim token.
	 * @param string               $reason  Skip_Reason constant.
	 * @param array<string, float> $figures balance, minimum, reserve, withdraw_limit.
	 * @param string               $method  Method key the vendor had chosen.
	 * @param string               $note    Dokan's message, when Dokan refused.
	 */
	public function mark_skipped( int $id, string $token, string $reason, array $figures, string $method, string $note = '' ): bool {
		return $this->write(
			$id,
			$token,
			array(
				'status' => self::SKIPPED,
				'reason' => $reason,
				'amount' => 0,
				'method' => $method,
				'note'   => $note,
			),
			$figures
		);
	}

	/**
	 * Gives a taken-over row back when nothing was filed and the vendor has left the schedule, so
	 * the schedule they are on now may pay them the same day.
	 *
	 * @param int    $id    Row id.
	 * @param string $token Claim token.
	 */
	public function release( int $id, string $token ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$wpdb->delete(
			Schema::payouts_table(),
			array(
				'id'          => $id,
				'claim_token' => $token,
			),
			array( '%d', '%s' )
		);
		Database_Error::throw_if_failed();
	}

	/**
	 * What is left of the run's vendors: those nobody claimed yet, and rows still in a runner's
	 * hands.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @return array{unclaimed: bool, in_flight: bool}
	 */
	public function open_work( string $schedule, string $date ): array {
		global $wpdb;
		$table     = Schema::payouts_table();
		$unclaimed = array() !== $this->unclaimed_vendor_ids( $schedule, $date, 1 );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$in_flight = (bool) $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND status = %s LIMIT 1", $date, $schedule, self::FILING ) );
		Database_Error::throw_if_failed();
		return array(
			'unclaimed' => $unclaimed,
			'in_flight' => $in_flight,
		);
	}

	/**
	 * Whether committed outcomes of the run wait for their e-mails: not taken yet, or taken by a
	 * runner that stopped before sending them (held longer than the lease).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $lease    Seconds after which e-mails taken and not sent count as abandoned.
	 * @throws Database_Error When the read failed.
	 */
	public function has_unmailed( string $schedule, string $date, int $lease ): bool {
		return $this->mail_rows_exist( $schedule, $date, 'mailed IN (%d, %d) OR (mailed IN (%d, %d) AND updated_at < %s)', self::MAIL_WAITING, self::MAIL_WAITING_AGAIN, self::MAIL_SENDING, self::MAIL_SENDING_AGAIN, gmdate( 'Y-m-d H:i:s', time() - $lease ) );
	}

	/**
	 * Whether a runner is sending e-mails of the run now (taken within the lease, not yet sent).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $lease    Seconds after which e-mails taken and not sent count as abandoned.
	 * @throws Database_Error When the read failed.
	 */
	public function is_mailing( string $schedule, string $date, int $lease ): bool {
		return $this->mail_rows_exist( $schedule, $date, 'mailed IN (%d, %d) AND updated_at >= %s', self::MAIL_SENDING, self::MAIL_SENDING_AGAIN, gmdate( 'Y-m-d H:i:s', time() - $lease ) );
	}

	/**
	 * Whether outcomes of the run match a condition on their e-mails.
	 *
	 * @param string $schedule  Schedule key.
	 * @param string $date      Scheduled date.
	 * @param string $condition SQL with placeholders.
	 * @param mixed  ...$values Its values.
	 * @throws Database_Error When the read failed.
	 */
	private function mail_rows_exist( string $schedule, string $date, string $condition, ...$values ): bool {
		global $wpdb;
		$table = Schema::payouts_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb->prefix, condition from the callers above.
		$sql = "SELECT 1 FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND status IN (%s, %s) AND ({$condition}) LIMIT 1";
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- prepared here; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$found = (bool) $wpdb->get_var( $wpdb->prepare( $sql, $date, $schedule, self::FILED, self::SKIPPED, ...$values ) );
		Database_Error::throw_if_failed();
		return $found;
	}

	/**
	 * Finished runs whose e-mails have not all gone out (their events were lost, say with the
	 * plugin deactivated), oldest first: one index lookup per run.
	 *
	 * @return array<int, array{0: string, 1: string}> Schedule key and date of each.
	 */
	public function finished_runs_with_unmailed(): array {
		global $wpdb;
		$runs    = Schema::runs_table();
		$payouts = Schema::payouts_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from $wpdb->prefix.
		$sql = "SELECT r.schedule, r.scheduled_for FROM {$runs} r WHERE r.finished_at IS NOT NULL AND EXISTS (SELECT 1 FROM {$payouts} p WHERE p.scheduled_for = r.scheduled_for AND p.schedule = r.schedule AND p.mailed IN (%d, %d, %d, %d) AND p.status IN (%s, %s)) ORDER BY r.scheduled_for, r.id";
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- prepared here; the plugin's own tables, read fresh: payout state comes from the database, never from a cache.
		$rows = $wpdb->get_results( $wpdb->prepare( $sql, self::MAIL_WAITING, self::MAIL_SENDING, self::MAIL_WAITING_AGAIN, self::MAIL_SENDING_AGAIN, self::FILED, self::SKIPPED ) );
		Database_Error::throw_if_failed();
		return array_map( static fn ( $row ) => array( (string) $row->schedule, (string) $row->scheduled_for ), $rows );
	}

	/**
	 * Takes the next committed outcomes of the run whose e-mails have not gone out, marking them
	 * as being sent by the caller. Call it inside a Write_Group: the rows are locked until the
	 * commit, so another runner asking at the same time waits and then gets the rows after them.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $limit    At most this many.
	 * @param string $token    The caller's token.
	 * @return object[] Whole rows, lowest ids first.
	 * @throws Database_Error When the read or the update failed.
	 */
	public function take_unmailed( string $schedule, string $date, int $limit, string $token ): array {
		global $wpdb;
		$table = Schema::payouts_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb->prefix.
		$sql = "SELECT * FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND mailed IN (%d, %d) AND status IN (%s, %s) ORDER BY id LIMIT %d FOR UPDATE";
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- prepared here; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$rows = $wpdb->get_results( $wpdb->prepare( $sql, $date, $schedule, self::MAIL_WAITING, self::MAIL_WAITING_AGAIN, self::FILED, self::SKIPPED, $limit ) );
		Database_Error::throw_if_failed();
		if ( array() === $rows ) {
			return array();
		}
		$this->set_mailed( array_map( static fn ( $row ) => (int) $row->id, $rows ), 'IF(mailed = %d, %d, %d)', array( self::MAIL_WAITING_AGAIN, self::MAIL_SENDING_AGAIN, self::MAIL_SENDING ), $token, true );
		return $rows;
	}

	/**
	 * Records that a taken row's e-mails went out.
	 *
	 * @param int    $id    Row id.
	 * @param string $token The token the row was taken with.
	 * @throws Database_Error When the update failed.
	 */
	public function mark_mailed( int $id, string $token ): void {
		$this->set_mailed( array( $id ), 'IF(mailed = %d, %d, %d)', array( self::MAIL_SENDING_AGAIN, self::MAIL_SENT_AGAIN, self::MAIL_SENT ), $token );
	}

	/**
	 * Gives taken rows whose e-mails were not started back to the next go.
	 *
	 * @param int[]  $ids   Row ids.
	 * @param string $token The token the rows were taken with.
	 * @throws Database_Error When the update failed.
	 */
	public function give_back_mail( array $ids, string $token ): void {
		$this->set_mailed( $ids, 'IF(mailed = %d, %d, %d)', array( self::MAIL_SENDING_AGAIN, self::MAIL_WAITING_AGAIN, self::MAIL_WAITING ), $token );
	}

	/**
	 * Puts back the e-mails of runners that stopped while sending (held longer than the lease):
	 * each runner's first row, whose e-mails may have gone out, to be sent again and recorded as
	 * such; the rows after it, never started, to be sent as usual.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $lease    Seconds after which e-mails taken and not sent count as abandoned.
	 * @return int Rows put back.
	 * @throws Database_Error When a query failed.
	 */
	public function recover_mail( string $schedule, string $date, int $lease ): int {
		global $wpdb;
		$table = Schema::payouts_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb->prefix.
		$sql = "SELECT id, claim_token FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND mailed IN (%d, %d) AND updated_at < %s ORDER BY id FOR UPDATE";
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- prepared here; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$cutoff = gmdate( 'Y-m-d H:i:s', time() - $lease );
		$rows   = $wpdb->get_results( $wpdb->prepare( $sql, $date, $schedule, self::MAIL_SENDING, self::MAIL_SENDING_AGAIN, $cutoff ) );
		Database_Error::throw_if_failed();
		$held = array();
		foreach ( (array) $rows as $row ) {
			$held[ (string) $row->claim_token ][] = (int) $row->id;
		}
		// Outside a transaction the read above locks nothing: another runner may recover and take
		// the same rows meanwhile. Each update therefore still asks for the dead runner's token, its
		// taken state and its age, so rows taken again since are left to their new runner.
		foreach ( $held as $token => $ids ) {
			$this->put_back_abandoned( array( array_shift( $ids ) ), '%d', array( self::MAIL_WAITING_AGAIN ), $token, $cutoff );
			$this->put_back_abandoned( $ids, 'IF(mailed = %d, %d, %d)', array( self::MAIL_SENDING_AGAIN, self::MAIL_WAITING_AGAIN, self::MAIL_WAITING ), $token, $cutoff );
		}
		return count( (array) $rows );
	}

	/**
	 * Puts rows a dead runner had taken back to waiting, while they are still as it left them.
	 *
	 * @param int[]  $ids    Row ids.
	 * @param string $value  SQL of the new `mailed`, with placeholders.
	 * @param int[]  $values Its values.
	 * @param string $token  The dead runner's token.
	 * @param string $cutoff Rows touched since then are someone else's now.
	 * @throws Database_Error When the update failed.
	 */
	private function put_back_abandoned( array $ids, string $value, array $values, string $token, string $cutoff ): void {
		global $wpdb;
		if ( array() === $ids ) {
			return;
		}
		$table = Schema::payouts_table();
		$in    = implode( ',', array_map( 'intval', $ids ) );
		$set   = $wpdb->prepare( "mailed = {$value}", $values ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $value is one of the literals of the caller.
		$where = $wpdb->prepare( 'claim_token = %s AND mailed IN (%d, %d) AND updated_at < %s', $token, self::MAIL_SENDING, self::MAIL_SENDING_AGAIN, $cutoff );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; ids are integers, the rest prepared above; a write to the plugin's own table, which no cache holds.
		$wpdb->query( "UPDATE {$table} SET {$set} WHERE id IN ($in) AND {$where}" );
		Database_Error::throw_if_failed();
	}

	/**
	 * Sets `mailed` of rows, for rows still held with the token when one is given.
	 *
	 * @param int[]  $ids    Row ids.
	 * @param string $value  SQL of the new value, with placeholders.
	 * @param int[]  $values Its values.
	 * @param string $token  Only rows held with this token ('' for any).
	 * @param bool   $take   Whether the rows are being taken: the token and the time are stamped.
	 * @throws Database_Error When the update failed.
	 */
	private function set_mailed( array $ids, string $value, array $values, string $token = '', bool $take = false ): void {
		global $wpdb;
		if ( array() === $ids ) {
			return;
		}
		$table = Schema::payouts_table();
		$in    = implode( ',', array_map( 'intval', $ids ) );
		$set   = $wpdb->prepare( "mailed = {$value}", $values ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $value is one of the literals of the callers.
		$where = '';
		if ( $take ) {
			$set .= $wpdb->prepare( ', claim_token = %s, updated_at = %s', $token, self::now() );
		} elseif ( '' !== $token ) {
			$where = $wpdb->prepare( ' AND claim_token = %s AND mailed IN (%d, %d)', $token, self::MAIL_SENDING, self::MAIL_SENDING_AGAIN );
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; ids are integers, the rest prepared above; a write to the plugin's own table, which no cache holds.
		$wpdb->query( "UPDATE {$table} SET {$set} WHERE id IN ($in){$where}" );
		Database_Error::throw_if_failed();
	}

	/**
	 * Updates a row the caller still holds; true when the row then holds what was written.
	 *
	 * @param int                       $id      Row id.
	 * @param string                    $token   Claim token.
	 * @param array<string, mixed>      $fields  Columns to set.
	 * @param array<string, float>|null $figures balance, minimum, reserve, withdraw_limit to set too.
	 * @throws Database_Error When the update or the read-back failed.
	 */
	private function write( int $id, string $token, array $fields, ?array $figures = null ): bool {
		global $wpdb;
		if ( null !== $figures ) {
			$fields = array_merge( Payout_Facts::figures( $figures ), $fields );
		}
		$fields['updated_at'] = self::now();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a write to the plugin's own table, which no cache holds.
		$wpdb->update(
			Schema::payouts_table(),
			$fields,
			array(
				'id'          => $id,
				'claim_token' => $token,
			),
			null,
			array( '%d', '%s' )
		);
		Database_Error::throw_if_failed();
		// A row changed by an update that names the token holds what was written; only "unchanged"
		// is ambiguous (the same values written again) and is read back.
		return 1 === (int) $wpdb->rows_affected || $this->holds( $id, $token, (string) $fields['status'] );
	}

	/**
	 * Whether the row is the caller's with the given status. The updates above name the token in
	 * their WHERE, so a row still holding it after one ran was written by it — whatever MySQL
	 * counted as changed.
	 *
	 * @param int    $id     Row id.
	 * @param string $token  Claim token.
	 * @param string $status Status the row should have.
	 * @throws Database_Error When the read failed.
	 */
	private function holds( int $id, string $token, string $status ): bool {
		global $wpdb;
		$table = Schema::payouts_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT claim_token, status FROM {$table} WHERE id = %d", $id ) );
		Database_Error::throw_if_failed();
		return $row && $token === $row->claim_token && $status === $row->status;
	}

	/**
	 * The current time in UTC, as MySQL writes it.
	 */
	private static function now(): string {
		return gmdate( 'Y-m-d H:i:s' );
	}
}
