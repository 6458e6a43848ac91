<?php
/**
 * The payouts table: one row per vendor and scheduled date, from the claim to the e-mails.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- the only class that queries the plugin's payouts table: table names come from $wpdb (Schema::payouts_table()), ids are cast to integers, conditions are this class's own literals and every other value goes through prepare(); payout state is read fresh from the database, never from a cache, which WordPress has no API for.

use VendorPayoutSchedule\Vendor_Choice;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}vendor_payout_schedule_payouts` holds the outcome for each vendor and scheduled date. Its
 * unique key (vendor_id, scheduled_for) is what makes "never twice" hold: a vendor is claimed for a
 * date by inserting its row: `skipped` (final), or `filing` while the request is created in Dokan,
 * then `filed`. The insert is the claim — the unique key lets exactly one runner have it — and it is
 * written before Dokan is asked, so a run that dies leaves a `filing` row that says "look in Dokan
 * before filing again".
 *
 * A go works the rows of a run's lane under the lane's lock (Run_Lane), so a row of the lane still
 * `filing`, or e-mails of it still taken, when a go takes the lane were left by a go that died,
 * and are taken over at once.
 * Every later write is conditional on the caller's claim token: a go whose database connection was
 * lost lost the lock with it while its PHP went on (WordPress reconnects without a word), and once
 * the next go took its rows over, none of its writes touches them. A write that changed the row took; one reported as changing nothing is read back
 * from the row: MySQL counts a row written with the values it already held (a takeover and a write
 * in the same second) as unchanged.
 *
 * `withdraw_floor` is a Dokan request id the row's own request is above, told from the vendor's own
 * requests by the marker Dokan keeps with it (Dokan_Withdraw_Requests::filed_for()): Dokan's newest
 * request of any vendor as the row is claimed, then the vendor's newest as read right after the
 * claim, before anything was filed for the vendor. The claim's floor stays when a lost connection
 * rolls the filing back, and keeps the search for the row's request to the requests filed since.
 * `mailed` says where the outcome's e-mails are (MAIL_*); rows from before the column existed count
 * as sent, and its key finds the rows waiting without reading those already sent.
 *
 * A failed query of the engine throws Database_Error: an empty answer from a failed read is not
 * "nobody left". The admin's and the privacy tools' reads answer as the database does.
 *
 * Every query on the table is this class's, so the rules above are kept in one place, as Action
 * Scheduler's ActionScheduler_DBStore holds every statement on its tables. Its methods come in the
 * order of a row's life: the table, claims, outcomes, e-mail state, the admin's run records and a
 * vendor's rows; the helpers they share close the class.
 */
final class Payout_Ledger {

	/**
	 * A row's status: claimed and being filed, then the outcome — Dokan's request filed (shown to
	 * everyone as "requested") or the vendor skipped.
	 *
	 * REQUESTED is stored as `filed`, its value since 1.0.0, and stays so: rewriting the rows would
	 * leave a runner of the previous version, still finishing a go while the site updates, writing
	 * `filed` beside `requested`, and a site going back to 1.0.0 would not count `requested` rows
	 * as outcomes: its records, e-mails and statements would lose those requests. The constant is
	 * named for what it means, and everything else compares through it.
	 */
	public const FILING    = 'filing';
	public const REQUESTED = 'filed';
	public const SKIPPED   = 'skipped';

	/**
	 * Where a row's e-mails are (`mailed`). Rows are taken in groups, and a group's rows are marked
	 * sent together once their e-mails went out (Outcome_Mailer), so after a crash any row its
	 * runner still held may have had its e-mails sent.
	 */
	public const MAIL_WAITING = 0;
	public const MAIL_SENT    = 1;
	public const MAIL_SENDING = 2;
	// The same three for a row whose e-mails were interrupted once and may have gone out then.
	public const MAIL_SENT_AGAIN    = 3;
	public const MAIL_WAITING_AGAIN = 4;
	public const MAIL_SENDING_AGAIN = 5;

	/**
	 * Row ids per statement when claims are given back together.
	 */
	private const RELEASE_PIECE = 1000;

	// The table: its definition.

	/**
	 * Creates or upgrades the table (dbDelta leaves data in place).
	 */
	public static function install(): void {
		Schema::create_table(
			Schema::payouts_table(),
			"id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			vendor_id bigint(20) unsigned NOT NULL,
			scheduled_for date NOT NULL,
			schedule varchar(20) NOT NULL,
			status varchar(20) NOT NULL,
			reason varchar(40) NOT NULL DEFAULT '',
			amount decimal(19,4) NOT NULL DEFAULT 0,
			balance decimal(19,4) NOT NULL DEFAULT 0,
			minimum decimal(19,4) NOT NULL DEFAULT 0,
			reserve decimal(19,4) NOT NULL DEFAULT 0,
			withdraw_limit decimal(19,4) NOT NULL DEFAULT 0,
			method varchar(30) NOT NULL DEFAULT '',
			withdraw_id bigint(20) unsigned NOT NULL DEFAULT 0,
			withdraw_floor bigint(20) unsigned NOT NULL DEFAULT 0,
			mailed tinyint(1) unsigned NOT NULL DEFAULT 1,
			note text NULL,
			claim_token char(32) NOT NULL DEFAULT '',
			claimed_at datetime NOT NULL,
			updated_at datetime NOT NULL,
			PRIMARY KEY  (id),
			UNIQUE KEY vendor_date (vendor_id,scheduled_for),
			KEY run_status (scheduled_for,schedule,status),
			KEY run_mail (scheduled_for,schedule,mailed),
			KEY run_vendor (scheduled_for,schedule,vendor_id)"
		);
	}

	/**
	 * Drops the table (uninstall).
	 */
	public static function uninstall(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . Schema::payouts_table() );
	}


	// Claims: which vendors a run has left, and who holds them.

	/**
	 * Vendors on the schedule that have no row for the date yet, lowest ids first: the vendors a
	 * run has left, and those the Next run preview lists.
	 *
	 * Reading the pending set from the database (instead of carrying a cursor between events) is
	 * what lets any runner, including one started after a crash, pick up exactly the vendors left.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $limit    Slice size.
	 * @param int    $after    Only vendor ids above this one (a runner's own cursor, so each slice
	 *                         starts where its last one ended instead of rescanning done vendors).
	 * @param string $search   Part of the vendor's name, login or e-mail ('' for all).
	 * @param int    $offset   Skip this many.
	 * @return int[]
	 * @throws Database_Error When the read failed.
	 */
	public function unclaimed_vendor_ids( string $schedule, string $date, int $limit, int $after = 0, string $search = '', int $offset = 0 ): array {
		list( $from, $values ) = self::unclaimed( $schedule, $date, $search );
		array_push( $values, $after, $limit, $offset );
		return array_map( 'intval', self::read( 'get_col', "SELECT um.user_id {$from} AND um.user_id > %d ORDER BY um.user_id LIMIT %d OFFSET %d", $values ) );
	}

	/**
	 * The lane's share of unclaimed_vendor_ids(): the vendors a go holding the lane claims next. The
	 * lane is a condition on the rows the schedule's index range reads, in the same query.
	 *
	 * @param string   $schedule Schedule key.
	 * @param string   $date     Scheduled date.
	 * @param Run_Lane $lane     The lane.
	 * @param int      $limit    Slice size.
	 * @param int      $after    Only vendor ids above this one (the go's cursor in the lane).
	 * @return int[]
	 * @throws Database_Error When the read failed.
	 */
	public function unclaimed_in_lane( string $schedule, string $date, Run_Lane $lane, int $limit, int $after = 0 ): array {
		list( $from, $values ) = self::unclaimed( $schedule, $date, '' );
		array_push( $values, $after, $limit );
		return array_map( 'intval', self::read( 'get_col', "SELECT um.user_id {$from} AND " . $lane->sql( 'um.user_id' ) . ' AND um.user_id > %d ORDER BY um.user_id LIMIT %d', $values ) );
	}

	/**
	 * How many vendors unclaimed_vendor_ids() has for the date.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param string $search   Vendor filter ('' for all).
	 * @throws Database_Error When the read failed.
	 */
	public function count_unclaimed( string $schedule, string $date, string $search = '' ): int {
		list( $from, $values ) = self::unclaimed( $schedule, $date, $search );
		return (int) self::read( 'get_var', "SELECT COUNT(*) {$from}", $values );
	}

	/**
	 * FROM and WHERE of "on the schedule, no row for the date yet", optionally matching a search.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param string $search   Vendor filter.
	 * @return array{0: string, 1: array<int, string>}
	 */
	private static function unclaimed( string $schedule, string $date, string $search ): array {
		global $wpdb;
		$table  = Schema::payouts_table();
		$sql    = "FROM {$wpdb->usermeta} um LEFT JOIN {$table} p ON p.vendor_id = um.user_id AND p.scheduled_for = %s";
		$where  = ' WHERE um.meta_key = %s AND um.meta_value = %s AND p.id IS NULL';
		$values = array( $date, Vendor_Choice::SCHEDULE_META, $schedule );
		if ( '' !== $search ) {
			$sql   .= " JOIN {$wpdb->users} u ON u.ID = um.user_id";
			$where .= ' AND ' . self::search_sql( $search, $values );
		}
		return array( $sql . $where, $values );
	}

	/**
	 * Claims vendors for the date before anything is assessed, in one statement: each gets a
	 * `filing` row with no figures yet, which the caller then settles (mark_skipped(), or
	 * mark_filing() and mark_filed()) or gives back (release()). A go that dies before settling a
	 * row leaves it to the next go, which takes it over like any row it left mid-filing.
	 *
	 * Which vendors were claimed is read back from the table (the rows carrying the caller's token),
	 * not counted from affected rows: vendors another runner holds are not the caller's.
	 *
	 * @param int[]  $vendor_ids Vendor ids.
	 * @param string $schedule   Schedule key.
	 * @param string $date       Scheduled date.
	 * @param string $token      The caller's claim token.
	 * @param int    $floor      Dokan's newest request id of any vendor, read before the claim.
	 * @return array<int, int> Row id by vendor id, for the vendors this call claimed.
	 * @throws Database_Error When the insert or the read-back failed.
	 */
	public function claim_slice( array $vendor_ids, string $schedule, string $date, string $token, int $floor = 0 ): array {
		global $wpdb;
		$vendor_ids = array_values( array_unique( array_map( 'intval', $vendor_ids ) ) );
		if ( array() === $vendor_ids ) {
			return array();
		}
		$table  = Schema::payouts_table();
		$now    = self::now();
		$values = array();
		foreach ( $vendor_ids as $vendor_id ) {
			$values[] = $wpdb->prepare( '(%d, %s, %s, %s, 0, %d, %s, %s, %s)', $vendor_id, $date, $schedule, self::FILING, $floor, $token, $now, $now );
		}
		$wpdb->query( "INSERT IGNORE INTO {$table} (vendor_id, scheduled_for, schedule, status, mailed, withdraw_floor, claim_token, claimed_at, updated_at) VALUES " . implode( ',', $values ) );
		Database_Error::throw_if_failed();

		$in      = implode( ',', $vendor_ids );
		$rows    = self::read( 'get_results', "SELECT id, vendor_id FROM {$table} WHERE scheduled_for = %s AND claim_token = %s AND vendor_id IN ($in) ORDER BY vendor_id", array( $date, $token ) );
		$claimed = array();
		foreach ( (array) $rows as $row ) {
			$claimed[ (int) $row->vendor_id ] = (int) $row->id;
		}
		return $claimed;
	}

	/**
	 * Rows of a lane of the run still being filed under another token than the caller's. Asked
	 * under the lane's lock, these are a dead go's: a live go holds the lock of the lane it works.
	 *
	 * @param string   $schedule Schedule key.
	 * @param string   $date     Scheduled date.
	 * @param Run_Lane $lane     The lane.
	 * @param string   $token    The caller's claim token.
	 * @param int      $limit    At most this many.
	 * @return object[] Rows with id, vendor_id, status, claim_token, claimed_at, amount, method, withdraw_floor.
	 * @throws Database_Error When the read failed.
	 */
	public function abandoned( string $schedule, string $date, Run_Lane $lane, string $token, int $limit ): array {
		$table = Schema::payouts_table();
		return self::read( 'get_results', "SELECT id, vendor_id, status, claim_token, claimed_at, amount, method, withdraw_floor FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND status = %s AND " . $lane->sql( 'vendor_id' ) . ' AND claim_token <> %s ORDER BY id LIMIT %d', array( $date, $schedule, self::FILING, $token, $limit ) );
	}

	/**
	 * Whether a lane of the run has vendors left to file: vendors nobody claimed, or rows still
	 * being filed. Each read stops at its first row.
	 *
	 * @param string   $schedule Schedule key.
	 * @param string   $date     Scheduled date.
	 * @param Run_Lane $lane     The lane.
	 * @throws Database_Error When a read failed.
	 */
	public function lane_has_vendors( string $schedule, string $date, Run_Lane $lane ): bool {
		$table = Schema::payouts_table();
		return array() !== $this->unclaimed_in_lane( $schedule, $date, $lane, 1 )
			|| null !== self::read( 'get_var', "SELECT 1 FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND status = %s AND " . $lane->sql( 'vendor_id' ) . ' LIMIT 1', array( $date, $schedule, self::FILING ) );
	}

	/**
	 * Whether committed outcomes of a lane of the run wait for their e-mails, taken ones included
	 * (has_unmailed() for one lane).
	 *
	 * @param string   $schedule Schedule key.
	 * @param string   $date     Scheduled date.
	 * @param Run_Lane $lane     The lane.
	 * @throws Database_Error When the read failed.
	 */
	public function lane_has_unmailed( string $schedule, string $date, Run_Lane $lane ): bool {
		$table = Schema::payouts_table();
		return null !== self::read( 'get_var', "SELECT 1 FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND mailed IN (%d, %d, %d, %d) AND status IN (%s, %s) AND " . $lane->sql( 'vendor_id' ) . ' LIMIT 1', array( $date, $schedule, self::MAIL_WAITING, self::MAIL_WAITING_AGAIN, self::MAIL_SENDING, self::MAIL_SENDING_AGAIN, self::REQUESTED, self::SKIPPED ) );
	}

	/**
	 * Takes an abandoned row over. Fails when its go wrote it since it was read.
	 *
	 * @param object $row   Row from abandoned().
	 * @param string $token The caller's claim token.
	 */
	public function take_over( object $row, string $token ): bool {
		global $wpdb;
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


	// Outcomes: what a claimed row records, each write conditional on the claim token.

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
	 * Records a filed request, only over the amount mark_filing() wrote in the same transaction as
	 * Dokan's insert. A connection lost after the insert rolls back the row's amount with the
	 * request, and WordPress repeats this update on a new connection, in a transaction of its own:
	 * written there, it would record a request Dokan no longer has, and the vendor would never be
	 * paid. Finding no amount, it writes nothing, the row stays `filing`, and the next go, finding
	 * no request with the row's marker, settles the vendor afresh.
	 *
	 * @param int    $id          Row id.
	 * @param string $token       Claim token.
	 * @param int    $withdraw_id Dokan's withdraw request id.
	 * @return bool Whether the row records the request (false: not the caller's, or no amount).
	 * @throws Database_Error When the update or the read-back failed.
	 */
	public function mark_filed( int $id, string $token, int $withdraw_id ): bool {
		global $wpdb;
		$table = Schema::payouts_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s, withdraw_id = %d, updated_at = %s WHERE id = %d AND claim_token = %s AND amount > 0", self::REQUESTED, $withdraw_id, self::now(), $id, $token ) );
		Database_Error::throw_if_failed();
		// As write(): only "unchanged" is ambiguous, and is read back.
		return 1 === (int) $wpdb->rows_affected || $this->holds( $id, $token, self::REQUESTED );
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
	 * Records a skip for a taken-over row whose request Dokan holds cancelled: the run filed it, its
	 * runner died before recording it, and the admin cancelled it in Dokan meanwhile. The figures
	 * the row was filed on stay; Dokan told the vendor of the cancellation itself, so nothing is left
	 * to e-mail (the row is written as sent).
	 *
	 * @param int    $id     Row id.
	 * @param string $token  Claim token.
	 * @param string $reason Skip_Reason constant.
	 * @param string $note   What happened, for the admin.
	 */
	public function mark_cancelled( int $id, string $token, string $reason, string $note ): bool {
		return $this->write(
			$id,
			$token,
			array(
				'status' => self::SKIPPED,
				'reason' => $reason,
				'amount' => 0,
				'note'   => $note,
				'mailed' => self::MAIL_SENT,
			)
		);
	}

	/**
	 * Records a vendor deleted before their run claimed them as skipped, no longer a vendor, for the
	 * run they were due in: the run lists the vendors from their choice, which goes with the user,
	 * so without this line its record could not say what became of them. Nothing is left to e-mail
	 * (the row is written as sent). A vendor the run claimed already keeps the row it has: the run
	 * reads the user again before filing.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $schedule  Schedule key.
	 * @param string $date      Scheduled date of the run.
	 * @param string $method    Method key the vendor had chosen.
	 * @param string $reason    Skip_Reason constant (no longer a vendor).
	 * @throws Database_Error When the insert failed.
	 */
	public function record_departed( int $vendor_id, string $schedule, string $date, string $method, string $reason ): void {
		global $wpdb;
		$table = Schema::payouts_table();
		$now   = self::now();
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (vendor_id, scheduled_for, schedule, status, reason, method, mailed, claim_token, claimed_at, updated_at) VALUES (%d, %s, %s, %s, %s, %s, %d, '', %s, %s)", $vendor_id, $date, $schedule, self::SKIPPED, $reason, $method, self::MAIL_SENT, $now, $now ) );
		Database_Error::throw_if_failed();
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
	 * Gives back claims a go ran out of time for before assessing them, a few statements for any
	 * number (pieces of RELEASE_PIECE ids): a go past its deadline must not spend a statement on
	 * each vendor it did not get to. Like release(), only rows still held with the token go.
	 *
	 * @param int[]  $ids   Row ids.
	 * @param string $token Claim token.
	 * @throws Database_Error When a statement failed; the next go takes the rest over.
	 */
	public function release_all( array $ids, string $token ): void {
		global $wpdb;
		$table = Schema::payouts_table();
		foreach ( array_chunk( array_map( 'intval', $ids ), self::RELEASE_PIECE ) as $piece ) {
			$in = implode( ',', $piece );
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE claim_token = %s AND id IN ({$in})", $token ) );
			Database_Error::throw_if_failed();
		}
	}

	/**
	 * What is left of the run's vendors: those nobody claimed yet, and rows still being filed (after
	 * a go, a dead go's that it had no time to take over).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @return array{unclaimed: bool, in_flight: bool}
	 */
	public function open_work( string $schedule, string $date ): array {
		$table = Schema::payouts_table();
		return array(
			'unclaimed' => array() !== $this->unclaimed_vendor_ids( $schedule, $date, 1 ),
			'in_flight' => (bool) self::read( 'get_var', "SELECT 1 FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND status = %s LIMIT 1", array( $date, $schedule, self::FILING ) ),
		);
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
		$table = Schema::payouts_table();
		$row   = self::read( 'get_row', "SELECT claim_token, status FROM {$table} WHERE id = %d", array( $id ) );
		return $row && $token === $row->claim_token && $status === $row->status;
	}

	/**
	 * Runs a piece of work inside one database transaction and commits it at the end, whatever
	 * happens: a group of writes waits for the disk once instead of once per statement.
	 *
	 * For a chunk of vendors most writes are skips. It is not a rollback scope: what ran is
	 * committed even when the work throws, as it would have been statement by statement. A process
	 * that dies mid-group loses the group's own writes, which leaves their claims `filing` for the
	 * next go to take over. Dokan's requests are filed inside a group too, with the rows that record them: a
	 * crash rolls back both, and the runner that takes the claims over files again. Nothing may tell
	 * the world about a request before its group is committed (Outcome_Mailer).
	 *
	 * @template T
	 * @param callable(): T $work The work.
	 * @return T What the work returns.
	 * @throws Database_Error When the commit failed: what follows must not count on the writes.
	 */
	public static function commit_together( callable $work ) {
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' );
		try {
			$result = $work();
		} finally {
			$wpdb->query( 'COMMIT' );
		}
		Database_Error::throw_if_failed();
		return $result;
	}

	/**
	 * Runs commit_together() for a chunk of the run, whose transaction reads what other requests
	 * committed while it is open (READ COMMITTED, for this transaction only).
	 *
	 * Under MariaDB's default REPEATABLE READ every plain read of a transaction answers from the
	 * snapshot of its first read: a chunk settles its vendors over seconds, and a vendor the admin
	 * deleted, demoted or stopped from selling meanwhile would still read as they were, in
	 * Payout_Check's read of the user before filing and in Dokan's validation. (A vendor's own
	 * request made meanwhile is not seen this way: whether one is pending comes from Slice_Reading,
	 * read for the whole chunk before its transaction.) Nothing the chunk counts on needs the snapshot: a claim is the payouts table's
	 * unique key, every write of a row names its claim token and an UPDATE reads the newest row in
	 * either level, and the rows a chunk writes are locked by it until the commit.
	 *
	 * A server that logs statements to its binary log (`binlog_format` STATEMENT with `log_bin` on)
	 * refuses writes under READ COMMITTED; there the chunk keeps the server's level and
	 * Payout_Check's locking read of the user still reads the user as committed.
	 *
	 * @template T
	 * @param callable(): T $work The work.
	 * @return T What the work returns.
	 * @throws Database_Error When the commit, the binary log's probe or setting the level failed.
	 */
	public static function commit_seeing_others( callable $work ) {
		global $wpdb;
		static $statement_log = null;
		if ( null === $statement_log ) {
			$log = $wpdb->get_row( 'SELECT @@GLOBAL.log_bin AS log_bin, @@SESSION.binlog_format AS format' );
			// A failed probe is no answer: taken for "not STATEMENT" it would stay so for the process.
			Database_Error::throw_if_failed();
			$statement_log = $log && (int) $log->log_bin && 'STATEMENT' === strtoupper( (string) $log->format );
		}
		if ( ! $statement_log ) {
			$wpdb->query( 'SET TRANSACTION ISOLATION LEVEL READ COMMITTED' );
			Database_Error::throw_if_failed();
		}
		return self::commit_together( $work );
	}

	// E-mail state: where each outcome's e-mails are.

	/**
	 * Whether committed outcomes of the run wait for their e-mails: not sent yet, those a go that
	 * died had taken included (after a go, nothing it took is left taken).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @throws Database_Error When the read failed.
	 */
	public function has_unmailed( string $schedule, string $date ): bool {
		$table = Schema::payouts_table();
		return (bool) self::read( 'get_var', "SELECT 1 FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND status IN (%s, %s) AND mailed IN (%d, %d, %d, %d) LIMIT 1", array( $date, $schedule, self::REQUESTED, self::SKIPPED, self::MAIL_WAITING, self::MAIL_WAITING_AGAIN, self::MAIL_SENDING, self::MAIL_SENDING_AGAIN ) );
	}

	/**
	 * Of some runs, those whose committed outcomes have e-mails not sent yet (their events were
	 * lost, say with the plugin deactivated), in the order given: one index range per run.
	 *
	 * @param array<int, array{0: string, 1: string}> $runs Schedule key and date of each.
	 * @return array<int, array{0: string, 1: string}>
	 * @throws Database_Error When the read failed.
	 */
	public function with_unmailed( array $runs ): array {
		$table = Schema::payouts_table();
		$found = array();
		// A hundred runs a query keeps each a short list of index ranges however many runs a site has.
		foreach ( array_chunk( $runs, 100 ) as $chunk ) {
			$values = array( self::MAIL_WAITING, self::MAIL_SENDING, self::MAIL_WAITING_AGAIN, self::MAIL_SENDING_AGAIN, self::REQUESTED, self::SKIPPED );
			foreach ( $chunk as $run ) {
				array_push( $values, $run[1], $run[0] );
			}
			$pairs = implode( ' OR ', array_fill( 0, count( $chunk ), '(scheduled_for = %s AND schedule = %s)' ) );
			foreach ( self::read( 'get_results', "SELECT DISTINCT schedule, scheduled_for FROM {$table} WHERE mailed IN (%d, %d, %d, %d) AND status IN (%s, %s) AND ({$pairs})", $values ) as $row ) {
				$found[ $row->schedule . '|' . $row->scheduled_for ] = true;
			}
		}
		return array_values( array_filter( $runs, static fn ( $run ) => isset( $found[ $run[0] . '|' . $run[1] ] ) ) );
	}

	/**
	 * Takes the next committed outcomes of a lane of the run whose e-mails have not gone out,
	 * marking them as being sent by the caller. Call it inside a commit, under the lane's lock: the
	 * rows are locked until the commit.
	 *
	 * The rows waiting come first, then those whose e-mails were interrupted, each read with one
	 * value of `mailed`: the `run_mail` key then hands over the rows in id order and the read stops
	 * after the rows it takes. With both values in one read, MySQL sorts every waiting row of the
	 * run on every take: the e-mail phase grows with the square of the run. The lane is a condition
	 * on that range, which passes over the other lanes' rows; so the range is read without a lock,
	 * and only the rows found are then taken, with an update that checks their state again: a
	 * locking read of the range would wait for every row of it another lane's go holds in its open
	 * chunk, and goes of two lanes would take turns instead of working at once.
	 *
	 * @param string   $schedule Schedule key.
	 * @param string   $date     Scheduled date.
	 * @param Run_Lane $lane     The lane.
	 * @param int      $limit    At most this many.
	 * @param string   $token    The caller's token.
	 * @return object[] Whole rows as taken (`mailed` being sent), those waiting first, each kind
	 *                  lowest ids first.
	 * @throws Database_Error When the read or the update failed.
	 */
	public function take_unmailed( string $schedule, string $date, Run_Lane $lane, int $limit, string $token ): array {
		global $wpdb;
		$table = Schema::payouts_table();
		$find  = "SELECT id FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND mailed = %d AND status IN (%s, %s) AND " . $lane->sql( 'vendor_id' ) . ' ORDER BY id LIMIT %d';
		$ids   = self::read( 'get_col', $find, array( $date, $schedule, self::MAIL_WAITING, self::REQUESTED, self::SKIPPED, $limit ) );
		if ( count( $ids ) < $limit ) {
			$ids = array_merge( $ids, self::read( 'get_col', $find, array( $date, $schedule, self::MAIL_WAITING_AGAIN, self::REQUESTED, self::SKIPPED, $limit - count( $ids ) ) ) );
		}
		if ( array() === $ids ) {
			return array();
		}
		// Taken with an update naming the state each row must still be in: inside the caller's
		// commit_seeing_others() an update passes over rows another go holds locked that do not
		// match (it reads their last committed state), where a locking read would wait for them.
		$in = implode( ',', array_map( 'intval', $ids ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET mailed = IF(mailed = %d, %d, %d), claim_token = %s, updated_at = %s WHERE id IN ({$in}) AND mailed IN (%d, %d) AND status IN (%s, %s)", self::MAIL_WAITING_AGAIN, self::MAIL_SENDING_AGAIN, self::MAIL_SENDING, $token, self::now(), self::MAIL_WAITING, self::MAIL_WAITING_AGAIN, self::REQUESTED, self::SKIPPED ) );
		Database_Error::throw_if_failed();
		return self::read( 'get_results', "SELECT * FROM {$table} WHERE id IN ({$in}) AND claim_token = %s AND mailed IN (%d, %d) ORDER BY mailed = %d, id", array( $token, self::MAIL_SENDING, self::MAIL_SENDING_AGAIN, self::MAIL_SENDING_AGAIN ) );
	}

	/**
	 * Records how a group of taken rows ended, in one statement: those whose e-mails went out as
	 * sent (again, for rows sent again after an interruption), those not started as waiting. Only
	 * rows still held with the caller's token change.
	 *
	 * @param int[]  $sent  Row ids whose e-mails went out.
	 * @param int[]  $left  Row ids not started.
	 * @param string $token The token the rows were taken with.
	 * @throws Database_Error When the update failed.
	 */
	public function settle_mail( array $sent, array $left, string $token ): void {
		global $wpdb;
		$sent = array_map( 'intval', $sent );
		$left = array_map( 'intval', $left );
		if ( array() === $sent && array() === $left ) {
			return;
		}
		$sent_in = array() === $sent ? '0' : implode( ',', $sent );
		$value   = $wpdb->prepare( "CASE WHEN id IN ({$sent_in}) THEN IF(mailed = %d, %d, %d) ELSE IF(mailed = %d, %d, %d) END", self::MAIL_SENDING_AGAIN, self::MAIL_SENT_AGAIN, self::MAIL_SENT, self::MAIL_SENDING_AGAIN, self::MAIL_WAITING_AGAIN, self::MAIL_WAITING );
		$this->set_mailed( array_merge( $sent, $left ), $value, $token );
	}

	/**
	 * Puts back the e-mails a go that died had taken in a lane, to be sent again and recorded as
	 * such: a group is marked sent as a whole, so any of its rows may have gone out before the go
	 * died. Called under the lane's lock before the go takes any of the lane's e-mails: every row of
	 * the lane still taken then is a dead go's. Another lane's taken rows may be a live go's.
	 *
	 * @param string   $schedule Schedule key.
	 * @param string   $date     Scheduled date.
	 * @param Run_Lane $lane     The lane.
	 * @throws Database_Error When the update failed.
	 */
	public function recover_mail( string $schedule, string $date, Run_Lane $lane ): void {
		global $wpdb;
		$table = Schema::payouts_table();
		// Read, then updated by id: an update through the run's `run_mail` range locks the taken rows
		// of every lane on its way to the lane's own, among them a group a live go in another lane is
		// sending, and that go, marking its group sent, and this one each waited for the other.
		$ids = self::read( 'get_col', "SELECT id FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND mailed IN (%d, %d) AND " . $lane->sql( 'vendor_id' ), array( $date, $schedule, self::MAIL_SENDING, self::MAIL_SENDING_AGAIN ) );
		if ( array() === $ids ) {
			return;
		}
		$in = implode( ',', array_map( 'intval', $ids ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET mailed = %d WHERE id IN ({$in}) AND mailed IN (%d, %d)", self::MAIL_WAITING_AGAIN, self::MAIL_SENDING, self::MAIL_SENDING_AGAIN ) );
		Database_Error::throw_if_failed();
	}

	/**
	 * Sets `mailed` of rows still held with the token.
	 *
	 * @param int[]  $ids   Row ids.
	 * @param string $value SQL of the new value, prepared: one of the callers' literals.
	 * @param string $token The caller's token.
	 * @throws Database_Error When the update failed.
	 */
	private function set_mailed( array $ids, string $value, string $token ): void {
		global $wpdb;
		if ( array() === $ids ) {
			return;
		}
		$table = Schema::payouts_table();
		$in    = implode( ',', array_map( 'intval', $ids ) );
		$where = $wpdb->prepare( ' AND claim_token = %s AND mailed IN (%d, %d)', $token, self::MAIL_SENDING, self::MAIL_SENDING_AGAIN );
		$wpdb->query( "UPDATE {$table} SET mailed = {$value} WHERE id IN ($in){$where}" );
		Database_Error::throw_if_failed();
	}


	// Run records: the figures and rows of a run for the runs list, a run's record and the summary e-mail.

	/**
	 * What an unfinished run has left, for the runs list: vendors on its schedule nobody claimed,
	 * and the oldest moment a row still being filed was touched.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @return array{unhandled: int, oldest_filing: ?string}
	 */
	public function left_to_do( string $schedule, string $date ): array {
		$table                 = Schema::payouts_table();
		list( $from, $values ) = self::unclaimed( $schedule, $date, '' );
		$oldest                = self::read( 'get_var', "SELECT MIN(updated_at) FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND status = %s", array( $date, $schedule, self::FILING ), false );
		return array(
			'unhandled'     => (int) self::read( 'get_var', "SELECT COUNT(*) {$from}", $values, false ),
			'oldest_filing' => $oldest ? (string) $oldest : null,
		);
	}

	/**
	 * The rows of some runs counted by status and reason, in one query, keyed `date|schedule`.
	 *
	 * @param object[] $runs Runs (scheduled_for, schedule).
	 * @return array<string, object[]> Groups with status, reason, vendors, total, unmailed (not sent yet,
	 *                                 once or again), mailed_again.
	 */
	public function groups_by_run( array $runs ): array {
		if ( array() === $runs ) {
			return array();
		}
		$values = array( self::MAIL_SENT, self::MAIL_SENT_AGAIN, self::MAIL_SENT_AGAIN );
		foreach ( $runs as $run ) {
			array_push( $values, $run->scheduled_for, $run->schedule );
		}
		$pairs  = implode( ', ', array_fill( 0, count( $runs ), '(%s, %s)' ) );
		$from   = self::with_requests();
		$amount = self::amount_sql();
		$groups = array();
		foreach ( self::read( 'get_results', "SELECT p.scheduled_for, p.schedule, p.status, p.reason, COUNT(*) AS vendors, SUM({$amount}) AS total, SUM(p.mailed NOT IN (%d, %d)) AS unmailed, SUM(p.mailed = %d) AS mailed_again {$from} WHERE (p.scheduled_for, p.schedule) IN ({$pairs}) GROUP BY p.scheduled_for, p.schedule, p.status, p.reason", $values, false ) as $group ) {
			$groups[ $group->scheduled_for . '|' . $group->schedule ][] = $group;
		}
		return $groups;
	}

	/**
	 * A run's outcomes for the admin's summary e-mail, grouped by status, reason and method, with
	 * how many wait for their e-mails (a user no longer a vendor gets none).
	 *
	 * @param string $schedule   Schedule key.
	 * @param string $date       Scheduled date.
	 * @param string $not_vendor The skip reason of a user no longer a vendor.
	 * @return object[] Groups with status, reason, method_key, vendors, total, unmailed.
	 */
	public function summary_groups( string $schedule, string $date, string $not_vendor ): array {
		$from   = self::with_requests();
		$amount = self::amount_sql();
		$method = self::method_sql();
		return (array) self::read( 'get_results', "SELECT p.status, p.reason, {$method} AS method_key, COUNT(*) AS vendors, SUM({$amount}) AS total, SUM(p.mailed NOT IN (%d, %d) AND p.reason <> %s) AS unmailed {$from} WHERE p.scheduled_for = %s AND p.schedule = %s AND p.status IN (%s, %s) GROUP BY p.status, p.reason, method_key", array( self::MAIL_SENT, self::MAIL_SENT_AGAIN, $not_vendor, $date, $schedule, self::REQUESTED, self::SKIPPED ), false );
	}

	/**
	 * How many rows of a run match a filter of its record.
	 *
	 * @param string               $schedule Schedule key.
	 * @param string               $date     Scheduled date.
	 * @param array<string, mixed> $filter   `search`, `status`, `request_status`, `reason` (record_from()).
	 * @throws Database_Error When the read failed.
	 */
	public function record_count( string $schedule, string $date, array $filter ): int {
		list( $from, $values ) = self::record_from( $schedule, $date, $filter );
		return (int) self::read( 'get_var', "SELECT COUNT(*) {$from}", $values );
	}

	/**
	 * A run's rows counted by status, reason and the status of their request in Dokan.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @return object[] Groups with status, reason, request_status (Dokan's number or null), vendors, total.
	 * @throws Database_Error When the read failed.
	 */
	public function record_groups( string $schedule, string $date ): array {
		list( $from, $values ) = self::record_from( $schedule, $date, array() );
		$amount                = self::amount_sql();
		return self::read( 'get_results', "SELECT p.status, p.reason, w.status AS request_status, COUNT(*) AS vendors, SUM({$amount}) AS total {$from} GROUP BY p.status, p.reason, w.status", $values );
	}

	/**
	 * A run's rows matching a filter, after a vendor id and from an offset, lowest vendor ids first
	 * (the order a reader looks a vendor up in, whichever lane claimed it when), with the
	 * vendor's name and e-mail and the status of the request in Dokan as it is now. A vendor's erased
	 * rows keep no amount or method; Dokan's request still has both. Each row also has when the run
	 * claimed the vendor and when it claimed the vendor's recorded outcome before (previous_claim_sql()).
	 *
	 * @param string               $schedule Schedule key.
	 * @param string               $date     Scheduled date.
	 * @param array<string, mixed> $filter   See record_count().
	 * @param int                  $after    Only rows of a higher vendor id.
	 * @param int                  $limit    At most this many.
	 * @param int                  $offset   Skip this many.
	 * @return object[] Rows with row_id, vendor_id, status, reason, amount, balance, minimum, reserve,
	 *                  withdraw_limit, method, withdraw_id, note, erased, display_name, user_email,
	 *                  request_status, claimed_at, previous_claimed_at.
	 * @throws Database_Error When the read failed.
	 */
	public function record_rows( string $schedule, string $date, array $filter, int $after, int $limit, int $offset ): array {
		list( $from, $values ) = self::record_from( $schedule, $date, $filter );
		array_unshift( $values, self::REQUESTED, self::SKIPPED );
		array_push( $values, $after, $limit, $offset );
		$columns = 'p.id AS row_id, p.vendor_id, p.status, p.reason, ' . self::amount_sql() . ' AS amount, p.balance, p.minimum, p.reserve, p.withdraw_limit, ' . self::method_sql() . ' AS method, p.withdraw_id, p.note, ' . self::stripped_sql() . ' AS erased, u.display_name, u.user_email, w.status AS request_status, p.claimed_at, ' . self::previous_claim_sql() . ' AS previous_claimed_at';
		return self::read( 'get_results', "SELECT {$columns} {$from} AND p.vendor_id > %d ORDER BY p.vendor_id LIMIT %d OFFSET %d", $values );
	}

	/**
	 * The Dokan requests a run filed, or those it filed for some of its vendors: what a payout
	 * batch of the run may take (Payouts\Payout_Batch).
	 *
	 * @param string     $schedule   Schedule key.
	 * @param string     $date       Scheduled date.
	 * @param int[]|null $vendor_ids Only these vendors' (null for every vendor).
	 * @return \Generator<int, int> Vendor id by Dokan request id, lowest request first, read 1 000 at a time.
	 * @throws Database_Error When a read failed.
	 */
	public function run_requests( string $schedule, string $date, ?array $vendor_ids = null ): \Generator {
		$table  = Schema::payouts_table();
		$only   = null === $vendor_ids ? '' : ' AND vendor_id IN (' . implode( ',', array_map( 'intval', array( 0, ...$vendor_ids ) ) ) . ')';
		$after  = 0;
		$values = array( $date, $schedule, self::REQUESTED );
		do {
			$rows = self::read( 'get_results', "SELECT withdraw_id, vendor_id FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND status = %s AND withdraw_id > %d{$only} ORDER BY withdraw_id LIMIT 1000", array_merge( $values, array( $after ) ) );
			foreach ( $rows as $row ) {
				$after = (int) $row->withdraw_id;
				yield $after => (int) $row->vendor_id;
			}
			$read = count( $rows );
		} while ( 1000 === $read );
	}

	/**
	 * FROM and WHERE of a run's rows with their vendor and request, matching a filter: `search`
	 * (name, login or e-mail), `status`, `request_status` (Dokan's number) and `reason`, each
	 * left out when empty.
	 *
	 * @param string               $schedule Schedule key.
	 * @param string               $date     Scheduled date.
	 * @param array<string, mixed> $filter   The filter.
	 * @return array{0: string, 1: array<int, mixed>}
	 */
	private static function record_from( string $schedule, string $date, array $filter ): array {
		global $wpdb;
		$sql    = self::with_requests( "LEFT JOIN {$wpdb->users} u ON u.ID = p.vendor_id" ) . ' WHERE p.scheduled_for = %s AND p.schedule = %s';
		$values = array( $date, $schedule );
		if ( '' !== (string) ( $filter['search'] ?? '' ) ) {
			$sql .= ' AND ' . self::search_sql( $filter['search'], $values );
		}
		$conditions = array(
			'status'         => 'p.status = %s',
			'request_status' => 'w.status = %d',
			'reason'         => 'p.reason = %s',
		);
		foreach ( $conditions as $key => $condition ) {
			if ( null !== ( $filter[ $key ] ?? null ) && '' !== $filter[ $key ] ) {
				$sql     .= ' AND ' . $condition;
				$values[] = (string) $filter[ $key ];
			}
		}
		return array( $sql, $values );
	}

	/**
	 * FROM the table as `p`, other joins, and Dokan's withdraw request as `w` (by its primary key).
	 *
	 * @param string $joins Joins between the two.
	 */
	private static function with_requests( string $joins = '' ): string {
		$table = Schema::payouts_table();
		return "FROM {$table} p {$joins} " . Dokan_Withdraw_Requests::status_join( 'p.withdraw_id' );
	}

	/**
	 * When the vendor of row `p` was claimed for their recorded outcome before it (null for none):
	 * with p.claimed_at, the period of p's statement (Statement\Payout_Statement::sums_of(), as
	 * outcome_and_previous() gives it for one). Found by the table's unique key on vendor and date;
	 * its two placeholders take REQUESTED and SKIPPED.
	 */
	private static function previous_claim_sql(): string {
		$table = Schema::payouts_table();
		return "(SELECT q.claimed_at FROM {$table} q WHERE q.vendor_id = p.vendor_id AND q.scheduled_for < p.scheduled_for AND q.status IN (%s, %s) ORDER BY q.scheduled_for DESC LIMIT 1)";
	}

	/**
	 * Whether row `p` was stripped by strip_vendor_rows(): nothing about money left on it (as
	 * is_stripped() tells of a row read).
	 */
	private static function stripped_sql(): string {
		return "(p.amount = 0 AND p.balance = 0 AND p.minimum = 0 AND p.reserve = 0 AND p.withdraw_limit = 0 AND p.method = '' AND p.note IS NULL)";
	}

	/**
	 * Row `p`'s requested amount. Erasing strips the plugin's copy of a filed request, but Dokan
	 * keeps the request `w` itself (a record of money it owes the vendor), so a stripped row reads
	 * the amount from there; a skipped row has no request and stays at 0.
	 */
	private static function amount_sql(): string {
		return 'CASE WHEN ' . self::stripped_sql() . ' THEN COALESCE(w.amount, 0) ELSE p.amount END';
	}

	/**
	 * Row `p`'s payment method, from Dokan's request when the row was stripped (as amount_sql()).
	 */
	private static function method_sql(): string {
		return 'CASE WHEN ' . self::stripped_sql() . " THEN COALESCE(w.method, '') ELSE p.method END";
	}


	// One vendor's rows: the panel, the e-mails and the privacy tools.

	/**
	 * The vendor's latest recorded outcome (filed or skipped), or null.
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function latest_outcome( int $vendor_id ): ?object {
		$table = Schema::payouts_table();
		$row   = self::read( 'get_row', "SELECT * FROM {$table} WHERE vendor_id = %d AND status IN (%s, %s) ORDER BY scheduled_for DESC, id DESC LIMIT 1", array( $vendor_id, self::REQUESTED, self::SKIPPED ), false );
		return $row ? $row : null;
	}

	/**
	 * The vendor's outcome for the date as the database holds it, when it is final (filed or
	 * skipped), or null.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $date      Scheduled date.
	 */
	public function outcome_of( int $vendor_id, string $date ): ?object {
		$table = Schema::payouts_table();
		$row   = self::read( 'get_row', "SELECT * FROM {$table} WHERE vendor_id = %d AND scheduled_for = %s AND status IN (%s, %s)", array( $vendor_id, $date, self::REQUESTED, self::SKIPPED ), false );
		return $row ? $row : null;
	}

	/**
	 * The vendor's rows, newest date first, each with previous_claimed_at (as record_rows() has it).
	 *
	 * @param int $vendor_id Vendor id.
	 * @param int $limit     Rows.
	 * @param int $offset    Rows to skip.
	 * @return object[]
	 */
	public function vendor_rows( int $vendor_id, int $limit, int $offset ): array {
		$table    = Schema::payouts_table();
		$previous = self::previous_claim_sql();
		return (array) self::read( 'get_results', "SELECT p.*, {$previous} AS previous_claimed_at FROM {$table} p WHERE p.vendor_id = %d ORDER BY p.scheduled_for DESC, p.id DESC LIMIT %d OFFSET %d", array( self::REQUESTED, self::SKIPPED, $vendor_id, $limit, $offset ), false );
	}

	/**
	 * Strips the vendor's finished rows (outcome recorded, e-mails sent, once or again after an
	 * interruption) of what describes their money (Privacy\Personal_Data).
	 *
	 * @param int $vendor_id Vendor id.
	 * @return int Rows that held personal data and no longer do.
	 */
	public function strip_vendor_rows( int $vendor_id ): int {
		global $wpdb;
		$table = Schema::payouts_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET amount = 0, balance = 0, minimum = 0, reserve = 0, withdraw_limit = 0, method = '', note = NULL WHERE vendor_id = %d AND status IN (%s, %s) AND mailed IN (%d, %d)", $vendor_id, self::REQUESTED, self::SKIPPED, self::MAIL_SENT, self::MAIL_SENT_AGAIN ) );
		return (int) $wpdb->rows_affected;
	}

	/**
	 * Whether a row read was stripped by strip_vendor_rows(): nothing about money left on it (as
	 * stripped_sql() tells of row `p` in a query).
	 *
	 * @param object $row Payouts table row.
	 */
	public static function is_stripped( object $row ): bool {
		$figures = (float) $row->amount + (float) $row->balance + (float) $row->minimum + (float) $row->reserve + (float) $row->withdraw_limit;
		return 0.0 === $figures && '' === (string) $row->method && null === $row->note;
	}

	/**
	 * How many of the vendor's rows a run still works on (not final, or e-mails not sent).
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function vendor_rows_in_progress( int $vendor_id ): int {
		$table = Schema::payouts_table();
		return (int) self::read( 'get_var', "SELECT COUNT(*) FROM {$table} WHERE vendor_id = %d AND ( status NOT IN (%s, %s) OR mailed NOT IN (%d, %d) )", array( $vendor_id, self::REQUESTED, self::SKIPPED, self::MAIL_SENT, self::MAIL_SENT_AGAIN ), false );
	}

	/**
	 * A recorded outcome (filed or skipped) by its row id, with the same vendor's recorded outcome
	 * of the latest earlier date, or null for that when there is none: the payout a statement
	 * (Statement\Payout_Statement) explains, and the one whose moment opens its period.
	 *
	 * @param int $payout_id Row id.
	 * @return array{0: object, 1: object|null}|null Null when no recorded outcome has that id.
	 * @throws Database_Error When a read failed: a statement must not be made of a failed read.
	 */
	public function outcome_and_previous( int $payout_id ): ?array {
		$table = Schema::payouts_table();
		$row   = self::read( 'get_row', "SELECT * FROM {$table} WHERE id = %d AND status IN (%s, %s)", array( $payout_id, self::REQUESTED, self::SKIPPED ) );
		if ( ! $row ) {
			return null;
		}
		$previous = self::read( 'get_row', "SELECT * FROM {$table} WHERE vendor_id = %d AND scheduled_for < %s AND status IN (%s, %s) ORDER BY scheduled_for DESC, id DESC LIMIT 1", array( (int) $row->vendor_id, (string) $row->scheduled_for, self::REQUESTED, self::SKIPPED ) );
		return array( $row, $previous ? $previous : null );
	}

	// Helpers.

	/**
	 * Runs a prepared read.
	 *
	 * @param string            $how    `$wpdb` method: get_var, get_col, get_row or get_results.
	 * @param string            $sql    SQL with placeholders.
	 * @param array<int, mixed> $values Their values.
	 * @param bool              $strict Whether a failed read throws instead of answering empty.
	 * @return mixed
	 * @throws Database_Error When the read failed and $strict.
	 */
	private static function read( string $how, string $sql, array $values, bool $strict = true ) {
		global $wpdb;
		$found = $wpdb->$how( $wpdb->prepare( $sql, $values ) );
		if ( $strict ) {
			Database_Error::throw_if_failed();
		}
		return $found;
	}

	/**
	 * A condition on the joined user `u` matching part of a name, login or e-mail; adds its values.
	 *
	 * @param string            $search Vendor filter.
	 * @param array<int, mixed> $values Values so far.
	 */
	private static function search_sql( string $search, array &$values ): string {
		global $wpdb;
		$like = '%' . $wpdb->esc_like( $search ) . '%';
		array_push( $values, $like, $like, $like );
		return '(u.display_name LIKE %s OR u.user_login LIKE %s OR u.user_email LIKE %s)';
	}

	/**
	 * The current time in UTC, as MySQL writes it.
	 */
	private static function now(): string {
		return gmdate( 'Y-m-d H:i:s' );
	}

	/*
	 * The admin's sorted lists (Admin\Outcome_List_Table): a page of a run's record, and of the vendors
	 * the next run would look at, in the order the admin chose. Everything else reads them in vendor
	 * id order (record_rows(), unclaimed_vendor_ids()).
	 */

	/**
	 * A page of a run's rows matching a filter of its record, ordered by the vendor's name, the
	 * requested amount or the outcome (filed before skipped, then Dokan's request status, then the
	 * reason), ties in vendor id order; with the same columns as record_rows().
	 *
	 * @param string               $schedule   Schedule key.
	 * @param string               $date       Scheduled date.
	 * @param array<string, mixed> $filter     See record_count().
	 * @param string               $orderby    `vendor`, `amount` or `outcome`; anything else: vendor ids.
	 * @param bool                 $descending Whether the largest (or last) come first.
	 * @param int                  $limit      At most this many.
	 * @param int                  $offset     Skip this many.
	 * @return object[] Rows as record_rows() returns them.
	 * @throws Database_Error When the read failed.
	 */
	public function sorted_record_rows( string $schedule, string $date, array $filter, string $orderby, bool $descending, int $limit, int $offset ): array {
		list( $from, $values ) = self::record_from( $schedule, $date, $filter );
		$direction             = $descending ? 'DESC' : 'ASC';
		$keys                  = array(
			'vendor'  => array( 'u.display_name' ),
			'amount'  => array( self::amount_sql() ),
			'outcome' => array( 'p.status', 'w.status', 'p.reason' ),
		);
		$order                 = '';
		foreach ( $keys[ $orderby ] ?? array() as $key ) {
			$order .= "{$key} {$direction}, ";
		}
		array_push( $values, $limit, $offset );
		$columns = 'p.id AS row_id, p.vendor_id, p.status, p.reason, ' . self::amount_sql() . ' AS amount, p.balance, p.minimum, p.reserve, p.withdraw_limit, ' . self::method_sql() . ' AS method, p.withdraw_id, p.note, ' . self::stripped_sql() . ' AS erased, u.display_name, u.user_email, w.status AS request_status';
		return self::read( 'get_results', "SELECT {$columns} {$from} ORDER BY {$order}p.vendor_id LIMIT %d OFFSET %d", $values );
	}

	/**
	 * A page of the vendors the next run would look at (as unclaimed_vendor_ids() selects them),
	 * ordered by name, ties by id.
	 *
	 * @param string $schedule   Schedule key.
	 * @param string $date       Scheduled date.
	 * @param string $search     Part of the vendor's name, login or e-mail ('' for all).
	 * @param bool   $descending Whether names run from Z to A.
	 * @param int    $limit      At most this many.
	 * @param int    $offset     Skip this many.
	 * @return int[]
	 * @throws Database_Error When the read failed.
	 */
	public function unclaimed_vendor_ids_by_name( string $schedule, string $date, string $search, bool $descending, int $limit, int $offset ): array {
		global $wpdb;
		list( $from, $values ) = self::unclaimed( $schedule, $date, $search );
		$direction             = $descending ? 'DESC' : 'ASC';
		array_push( $values, $limit, $offset );
		return array_map( 'intval', self::read( 'get_col', "SELECT um.user_id {$from} ORDER BY (SELECT n.display_name FROM {$wpdb->users} n WHERE n.ID = um.user_id) {$direction}, um.user_id LIMIT %d OFFSET %d", $values ) );
	}
}
