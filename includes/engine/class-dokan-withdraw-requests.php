<?php
/**
 * The one door to Dokan Lite's withdraw requests.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Lock_Unavailable;
use VendorPayoutSchedule\Named_Lock;
use VendorPayoutSchedule\Payouts\Payout_Request;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The only code that reads or writes Dokan's withdraw requests: it files, reads, checks, approves
 * and cancels them through `dokan()->withdraw` (WeDevs\Dokan\Withdraw\Manager), the same path
 * Dokan's own REST controller takes, so Dokan's validation, filters, e-mails, balance entries and
 * caches apply to the plugin's requests exactly as to a vendor's or an admin's; and it holds the
 * few reads of `{prefix}dokan_withdraw` Dokan has no API for (a batch of vendors in one query, a
 * filing's trace, pages by primary key). A request's status is always a Request_Status value.
 *
 * Reading: requests come back as Payout_Request values, read through Dokan's own list
 * (`dokan()->withdraw->all()`, Dokan Lite 4.1.2 includes/Withdraw/Withdraws.php: its `ids`,
 * `limit` and `no_found_rows` arguments) in pages of PAGE requests, so a batch of 10 000 holds one
 * page in memory at a time; each page is one query by primary key.
 *
 * Checking, approving and cancelling go Dokan's own way for each step, so every rule, hook,
 * e-mail, balance entry and cache of Dokan applies as when the admin clicks in Dokan → Withdraw;
 * the answer is true or a WP_Error: Dokan's own, or one of the codes below. Those carry no words:
 * their readers word them (Admin\Admin_Wording::refusal() for the admin, Vendor_Wording::cancelled()
 * for the vendor), as the engine's skip reasons are worded.
 *
 * Dokan Lite 4.1.2, includes/REST/WithdrawController.php batch_items() (`PUT dokan/v1/withdraw/batch`,
 * Dokan → Withdraw's bulk actions):
 * - approve: `Manager::is_valid_approval_request( $withdraw->get_withdraw() )` (amount, balance,
 *   minimum withdraw, method still set up, vendor enabled, not yet approved, amount not below the
 *   charge, then the `dokan_withdraw_is_valid_request` filter), then `set_status( approved )` and
 *   `save()`. Withdraw::update() fires `dokan_withdraw_request_approved` — on which Dokan writes
 *   the vendor's balance entry (includes/Withdraw/Hooks.php update_vendor_balance(), at 11) and
 *   e-mails the vendor (includes/Emails/WithdrawApproved.php, at 30) — then `dokan_withdraw_updated`,
 *   on which WithdrawCache forgets the vendor's cached lists and balance. The batch endpoint
 *   drops a failed check without a word; here it is the answer.
 * - cancel: `Manager::is_valid_cancellation_request()` (still pending), `set_status( cancelled )`,
 *   `save()`: `dokan_withdraw_request_cancelled` e-mails the vendor
 *   (includes/Emails/WithdrawCancelled.php, with the request's note); Dokan writes no balance
 *   entry, a pending request never having touched the balance. This is the bulk action's path:
 *   the row action's (`PUT dokan/v1/withdraw/{id}` as admin, update_item()) runs the approval
 *   check even to cancel, so a request that fails it — the very one to cancel — could not be.
 *
 * Only a pending request is approved or cancelled here (Dokan's batch would approve a cancelled
 * one), and each is done under a lock named after the request, so two clicks or two runners
 * approve nothing twice. The new status is read back from the database before success is told.
 *
 * Dokan's approval is two steps with no transaction between them: the status is saved, then the
 * balance entry is written on `dokan_withdraw_request_approved`, whose insert's result Dokan
 * ignores. A process killed in between, or a failed insert, leaves the request approved with the
 * amount still in the vendor's withdrawable balance. So an approval counts only once Dokan's
 * ledger holds the request's debit (Engine\Dokan_Balances::debits()). An approval found without
 * it is finished with Dokan's own entry writer (finish()) when the caller started it, or, when
 * it did not, only once no approval made in Dokan can still be writing the entry (the caller
 * says which, approve()'s `$found`); should Dokan still write none, the answer says so
 * (NOT_DEBITED, or SHORT_BALANCE when Dokan declines on purpose).
 *
 * A caller whose database connection is lost during Dokan's save loses the request's lock with it
 * while its PHP goes on (WordPress connects again), and another process may finish the approval
 * meanwhile. So as Dokan fires its approval, the approval asks whether it still holds the
 * request's lock, and if not it keeps Dokan's entry writer and Dokan's e-mail from running for
 * this approval (LOCK_LOST): the process that finishes the approval later writes both, once.
 */
final class Dokan_Withdraw_Requests {

	/**
	 * Key of the marker file() adds to a request's `details`.
	 */
	public const MARKER_KEY = 'vendor_payout_schedule_payout';

	/**
	 * Requests read in one query.
	 */
	public const PAGE = 500;

	/**
	 * Error codes of our own, beside Dokan's; their WP_Errors have no message.
	 */
	public const MISSING     = 'vendor_payout_schedule_request_missing';
	public const NOT_PENDING = 'vendor_payout_schedule_request_not_pending';
	public const NOT_SAVED   = 'vendor_payout_schedule_request_not_saved';
	public const BUSY        = 'vendor_payout_schedule_request_busy';
	public const NOT_DEBITED = 'vendor_payout_schedule_request_not_debited';

	/**
	 * A batch row's reason when its approval was found without Dokan's balance entry and finished.
	 */
	public const FINISHED = 'vendor_payout_schedule_approval_finished';

	/**
	 * Found approved without Dokan's balance entry by an approval this plugin did not start: one
	 * made in Dokan may still be between its status and its entry, so it is not finished yet.
	 */
	public const UNFINISHED = 'vendor_payout_schedule_approval_unfinished';

	/**
	 * Dokan saved the approval's status after the caller had lost the request's lock (its database
	 * connection lost): Dokan's balance entry and its e-mail to the vendor were held back, for the
	 * process that finishes the approval later (save_approval()).
	 */
	public const LOCK_LOST = 'vendor_payout_schedule_approval_lock_lost';

	/**
	 * Approved, and no balance entry written on purpose: the vendor's balance is below the amount
	 * (Dokan's update_vendor_balance() writes none then).
	 */
	public const SHORT_BALANCE = 'vendor_payout_schedule_approval_short_balance';

	/**
	 * What approve() does with a request found approved without its balance entry: leave it
	 * (UNFINISHED), finish it telling the vendor (an approval of ours cut short before Dokan's
	 * e-mail), or finish it without a word (the vendor was told already, or the approval was not ours).
	 */
	public const FINISH_NOT_YET = 'not_yet';
	public const FINISH_TELLING = 'telling';
	public const FINISH_QUIETLY = 'quietly';

	/**
	 * Dokan's e-mail telling the vendor the request was approved (Dokan Lite 4.1.2
	 * includes/Emails/WithdrawApproved.php, on `dokan_withdraw_request_approved` at 30, after the
	 * balance entry at 11).
	 */
	private const APPROVED_EMAIL = 'dokan_vendor_withdraw_approved';

	/**
	 * Dokan's approval action, and the priority Dokan writes the balance entry at on it
	 * (includes/Withdraw/Hooks.php update_vendor_balance()).
	 */
	private const APPROVED_ACTION = 'dokan_withdraw_request_approved';
	private const ENTRY_PRIORITY  = 11;

	/**
	 * Seconds to wait for another process working on the same request.
	 */
	private const LOCK_WAIT = 10;

	/**
	 * A door reading pages of the given size.
	 *
	 * @param int $page_size Requests per query.
	 */
	public function __construct( private readonly int $page_size = self::PAGE ) {}

	// Dokan's table, for the reads Dokan has no API for.

	/**
	 * `{prefix}dokan_withdraw`.
	 */
	private static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'dokan_withdraw';
	}

	/**
	 * A LEFT JOIN of Dokan's table as `w` on a request id column of the caller's query, for lists
	 * that filter, count and sort by a request's status in the database (`w.status`, Dokan's code:
	 * Request_Status::of_code() names it; NULL when Dokan no longer has the request).
	 *
	 * @param string $request_id The caller's column holding Dokan's request id, e.g. `p.withdraw_id`.
	 */
	public static function status_join( string $request_id ): string {
		return 'LEFT JOIN ' . self::table() . " w ON {$request_id} > 0 AND w.id = {$request_id}";
	}

	/**
	 * Of some request ids, those Dokan holds as pending.
	 *
	 * @param int[] $ids Dokan request ids.
	 * @return int[]
	 * @throws Database_Error When the query failed.
	 */
	public function pending_among( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$in    = implode( ',', $ids );
		$table = self::table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix, ids are integers; Dokan's table read fresh, by primary key.
		$pending = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE id IN ({$in}) AND status = %d", Request_Status::CODES[ Request_Status::PENDING ] ) );
		Database_Error::throw_if_failed();
		return array_map( 'intval', $pending );
	}

	// Filing, and what the engine reads to decide.

	/**
	 * The vendor's withdrawable balance.
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function balance( int $vendor_id ): float {
		return (float) dokan_get_seller_balance( $vendor_id, false );
	}

	/**
	 * Whether the vendor has a pending request (Dokan allows one at a time).
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function has_pending( int $vendor_id ): bool {
		return (bool) dokan()->withdraw->has_pending_request( $vendor_id );
	}

	/**
	 * For a batch of vendors, in one query: whether each has a pending request — the condition of
	 * Dokan 4.1.2's `Manager::has_pending_request()` (includes/Withdraw/Manager.php) — and its
	 * newest request id, as newest_request_id() reads it. Dokan's table has no index on the vendor,
	 * so asking vendor by vendor scans it whole each time.
	 *
	 * @param int[] $vendor_ids Vendor ids.
	 * @return array<int, array{pending: bool, newest: int}> By vendor id, every id given present.
	 * @throws Database_Error When the query failed.
	 */
	public function requests_among( array $vendor_ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $vendor_ids ) ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$summary = array_fill_keys(
			$ids,
			array(
				'pending' => false,
				'newest'  => 0,
			)
		);
		$table   = self::table();
		$in      = implode( ',', $ids );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- table name from $wpdb->prefix, ids are integers.
		$rows = $wpdb->get_results( "SELECT user_id, MAX(id) AS newest, MAX(status = 0) AS pending FROM {$table} WHERE user_id IN ($in) GROUP BY user_id" );
		Database_Error::throw_if_failed();
		foreach ( (array) $rows as $row ) {
			$summary[ (int) $row->user_id ] = array(
				'pending' => '1' === (string) $row->pending,
				'newest'  => (int) $row->newest,
			);
		}
		return $summary;
	}

	/**
	 * Dokan's own check of a request (amount, balance, limit, method, vendor enabled, and the
	 * `dokan_withdraw_is_valid_request` filter other plugins use).
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param float  $amount    Amount.
	 * @param string $method    Method key.
	 * @return true|WP_Error
	 */
	public function validate( int $vendor_id, float $amount, string $method ) {
		$valid = dokan()->withdraw->is_valid_approval_request(
			array(
				'user_id' => $vendor_id,
				'amount'  => $amount,
				'method'  => $method,
			)
		);
		return is_wp_error( $valid ) ? $valid : true;
	}

	/**
	 * Files a pending request as a vendor's manual request does, with its e-mail and cache
	 * clearing (Dokan 4.1.2 includes/Withdraw/Hooks.php ajax_handle_withdraw_request()).
	 *
	 * @param int           $vendor_id  Vendor id.
	 * @param float         $amount     Amount.
	 * @param string        $method     Method key.
	 * @param string        $note       Note shown to the admin beside the request.
	 * @param string        $marker     Kept with the request in Dokan, for filed_for() to find it by.
	 * @param callable|null $last_check Called as Dokan hands its insert to `$wpdb`, after whatever
	 *                                  Dokan and other plugins do before it, with nothing sent
	 *                                  between its answer and the insert; it throws to keep the
	 *                                  insert from being sent, and file() throws that on once
	 *                                  Dokan is done.
	 * @return int|WP_Error The request id, or Dokan's refusal.
	 * @throws Database_Error When Dokan's insert failed, or as the last check threw.
	 */
	public function file( int $vendor_id, float $amount, string $method, string $note, string $marker, ?callable $last_check = null ) {
		// Dokan's "new withdraw request" e-mail to the admin listens to `dokan_withdraw_created`
		// only once WooCommerce's mailer has built its e-mails, which WooCommerce does on first
		// use; nothing in a cron request has used it yet.
		if ( function_exists( 'WC' ) ) {
			WC()->mailer();
		}
		// Dokan 4.1.2 keeps no meta with a request, and the admin may rewrite its note; the
		// `details` it serializes at the insert (Withdraw::create(), includes/Withdraw/Withdraw.php,
		// filter `dokan_withdraw_request_details_data`) are never written again (Withdraw::update()).
		$mark = static function ( $details ) use ( $marker ) {
			if ( is_array( $details ) ) {
				$details[ self::MARKER_KEY ] = $marker;
			}
			return $details;
		};
		// The `query` filter is the last moment before the insert goes out: a check made any earlier
		// (Dokan formats the details, runs its filters and may read the vendor in between) could be
		// answered on a connection lost before the insert, which WordPress would then send again on
		// a new one, where it commits on its own.
		// What the check throws is kept and thrown once Dokan is done: thrown from inside the filter,
		// it would leave WordPress's filter state (current_filter(), the hook's nesting) mid-run
		// for whatever else this process runs. An empty statement is never sent.
		$insert  = '/^\s*(?:\/\*.*?\*\/\s*)*INSERT\s+INTO\s+`?' . preg_quote( self::table(), '/' ) . '`?[\s(]/is';
		$stopped = null;
		$check   = static function ( $sql ) use ( $last_check, $insert, &$stopped ) {
			if ( null === $last_check || ! is_string( $sql ) || 1 !== preg_match( $insert, $sql ) ) {
				return $sql;
			}
			try {
				$last_check();
			} catch ( \Throwable $e ) {
				$stopped = $e;
				return '';
			}
			return $sql;
		};
		add_filter( 'dokan_withdraw_request_details_data', $mark, 1000 );
		add_filter( 'query', $check, PHP_INT_MAX );
		try {
			$withdraw = dokan()->withdraw->create(
				array(
					'user_id' => $vendor_id,
					'amount'  => $amount,
					// Dokan stores the request date in site time.
					'date'    => current_time( 'mysql' ),
					'status'  => dokan()->withdraw->get_status_code( 'pending' ),
					'method'  => $method,
					'note'    => $note,
					// No client asked: the request comes from the server itself.
					'ip'      => '',
				)
			);
		} finally {
			remove_filter( 'query', $check, PHP_INT_MAX );
			remove_filter( 'dokan_withdraw_request_details_data', $mark, 1000 );
		}
		if ( null !== $stopped ) {
			throw $stopped;
		}
		if ( is_wp_error( $withdraw ) ) {
			// Dokan's insert failed: nothing was filed, and the row stays open for a retry.
			Database_Error::throw_if_failed();
			return $withdraw;
		}
		if ( ! is_object( $withdraw ) || ! method_exists( $withdraw, 'get_id' ) ) {
			return new WP_Error( 'vendor_payout_schedule_withdraw_not_created', __( 'Dokan did not create the withdraw request.', 'vendor-payout-schedule' ) );
		}
		// create() fires only `dokan_withdraw_created`; a manual request then fires this, on which
		// Dokan forgets the vendor's cached withdraw lists and balance (WithdrawCache).
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Dokan's own action, fired with Dokan's arguments as its manual withdraw request fires it.
		do_action( 'dokan_after_withdraw_request', $vendor_id, $amount, $method, (int) $withdraw->get_id() );
		return (int) $withdraw->get_id();
	}

	/**
	 * The newest request id in Dokan's table, of any vendor (0: none): read by its primary key, so
	 * it costs nothing whatever the table's size.
	 *
	 * @throws Database_Error When the query failed.
	 */
	public function newest_of_all(): int {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; Dokan's withdraw table, read fresh; Dokan has no API for this lookup.
		$id = $wpdb->get_var( "SELECT MAX(id) FROM {$table}" );
		Database_Error::throw_if_failed();
		return (int) $id;
	}

	/**
	 * The vendor's newest request id in Dokan's table, whatever its status (0: none).
	 *
	 * @param int $vendor_id Vendor id.
	 * @throws Database_Error When the query failed.
	 */
	public function newest_request_id( int $vendor_id ): int {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; Dokan's withdraw table, read fresh: a request filed moments ago must be seen; Dokan has no API for this lookup.
		$id = $wpdb->get_var( $wpdb->prepare( "SELECT MAX(id) FROM {$table} WHERE user_id = %d", $vendor_id ) );
		Database_Error::throw_if_failed();
		return (int) $id;
	}

	/**
	 * The request a row filed — the trace of a filing whose runner died or lost its connection
	 * before recording it — in any status (the admin may have approved or cancelled it since): a
	 * request of the vendor above the row's floor that carries the row's marker. The marker names
	 * the row, and no other request carries it: the vendor's own requests carry none, whatever they
	 * ask for. Found by the marker alone, since the row may hold nothing of its filing: a connection
	 * lost just before Dokan's insert rolls the row's amount and method back with the chunk, while
	 * WordPress repeats the insert on a new connection, where it commits on its own. The caller
	 * compares what it asks for with the row, where the row has it. Read from Dokan's table: the
	 * lists of `get_withdraw_requests()` are object-cached, and a runner that died right after the
	 * insert never cleared them.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param int    $floor     A request id the row's request is above (Payout_Ledger's
	 *                          `withdraw_floor`): the search reads only the requests above it.
	 * @param string $marker    The marker file() was given.
	 * @return array{id: int, amount: float, method: string}|null The request's id, amount and
	 *                                                            method key, or null for none.
	 * @throws Database_Error When the query failed.
	 */
	public function filed_for( int $vendor_id, int $floor, string $marker ): ?array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; Dokan's withdraw table, read fresh: a request filed moments ago must be seen; Dokan has no API for this lookup.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, amount, method, details FROM {$table} WHERE user_id = %d AND id > %d AND details LIKE %s ORDER BY id", $vendor_id, $floor, '%' . $wpdb->esc_like( $marker ) . '%' ) );
		Database_Error::throw_if_failed();
		foreach ( (array) $rows as $row ) {
			$details = maybe_unserialize( (string) $row->details );
			if ( is_array( $details ) && ( $details[ self::MARKER_KEY ] ?? null ) === $marker ) {
				return array(
					'id'     => (int) $row->id,
					'amount' => (float) $row->amount,
					'method' => (string) $row->method,
				);
			}
		}
		return null;
	}

	// Statuses.

	/**
	 * One request's status, asked of Dokan (Dokan 4.1.2 includes/Withdraw/Manager.php get() reads
	 * the row fresh).
	 *
	 * @param int $withdraw_id Dokan's request id.
	 * @return string A Request_Status value.
	 */
	public function status( int $withdraw_id ): string {
		if ( $withdraw_id <= 0 || ! function_exists( 'dokan' ) ) {
			return Request_Status::UNKNOWN;
		}
		$withdraw = dokan()->withdraw->get( $withdraw_id );
		return is_object( $withdraw ) && method_exists( $withdraw, 'get_status' ) ? self::status_of( $withdraw ) : Request_Status::UNKNOWN;
	}

	/**
	 * The status of Dokan's Withdraw (get_status_name() maps 0, 1, 2 to pending, approved, cancelled).
	 *
	 * @param object $withdraw Dokan's Withdraw.
	 * @return string A Request_Status value.
	 */
	private static function status_of( object $withdraw ): string {
		return Request_Status::of_code( $withdraw->get_status() );
	}

	/**
	 * Dokan's own Withdraw object of a request, for Dokan's own e-mails about it (null: none).
	 *
	 * @param int $withdraw_id Dokan's request id.
	 */
	public function dokan_object( int $withdraw_id ): ?object {
		if ( $withdraw_id <= 0 ) {
			return null;
		}
		$withdraw = dokan()->withdraw->get( $withdraw_id );
		return is_object( $withdraw ) && method_exists( $withdraw, 'get_id' ) && $withdraw->get_id() ? $withdraw : null;
	}

	// Reading requests.

	/**
	 * The requests with the given ids, in the order given; ids Dokan no longer has are left out.
	 *
	 * @param iterable $ids Dokan request ids, integers (an array, or a generator for very long lists).
	 * @return \Generator<int, Payout_Request> Keyed by request id.
	 * @throws Database_Error When a page could not be read.
	 */
	public function each( iterable $ids ): \Generator {
		$page = array();
		foreach ( $ids as $id ) {
			$id = (int) $id;
			if ( $id > 0 ) {
				$page[] = $id;
			}
			if ( count( $page ) >= $this->page_size ) {
				yield from $this->page( $page );
				$page = array();
			}
		}
		if ( array() !== $page ) {
			yield from $this->page( $page );
		}
	}

	/**
	 * One request, or null when Dokan has no such request.
	 *
	 * @param int $id Dokan request id.
	 * @throws Database_Error When it could not be read.
	 */
	public function one( int $id ): ?Payout_Request {
		foreach ( $this->page( array( $id ) ) as $request ) {
			return $request;
		}
		return null;
	}

	/**
	 * The ids of every request Dokan holds as pending, oldest first, read a page at a time
	 * (ids above the last one seen, so the list holds even while requests are approved).
	 *
	 * @return \Generator<int, int>
	 * @throws Database_Error When a page could not be read.
	 */
	public function pending_ids(): \Generator {
		global $wpdb;
		$table = self::table();
		$after = 0;
		$page  = $this->page_size;
		do {
			// Dokan's list has no "ids above" argument and pages by offset; the table's primary key
			// reads the next page directly.
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; Dokan's table, read by its primary key; its own list pages by offset.
			$ids = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE status = %d AND id > %d ORDER BY id LIMIT %d", Request_Status::CODES[ Request_Status::PENDING ], $after, $this->page_size ) );
			Database_Error::throw_if_failed();
			foreach ( $ids as $id ) {
				$after = (int) $id;
				yield $after;
			}
			$read = count( $ids );
		} while ( $read === $page );
	}

	/**
	 * One page of requests through Dokan's list.
	 *
	 * @param int[] $ids Request ids.
	 * @return \Generator<int, Payout_Request>
	 * @throws Database_Error When the page could not be read.
	 */
	private function page( array $ids ): \Generator {
		// Dokan asks FOUND_ROWS() after its query, which would hide the query's own error.
		$found = Database_Error::guard(
			static fn () => dokan()->withdraw->all(
				array(
					'ids'           => $ids,
					'limit'         => count( $ids ),
					'no_found_rows' => true,
				)
			)
		);
		$by_id = array();
		foreach ( (array) $found as $withdraw ) {
			$by_id[ (int) $withdraw->get_id() ] = $withdraw;
		}
		$currency = (string) get_option( 'woocommerce_currency', 'USD' );
		foreach ( $ids as $id ) {
			if ( isset( $by_id[ $id ] ) ) {
				yield $id => Payout_Request::from_withdraw( $by_id[ $id ], $currency );
			}
		}
	}

	// Checking, approving and cancelling.

	/**
	 * Whether Dokan would approve the request now.
	 *
	 * @param int $request_id Dokan's request id.
	 * @return true|WP_Error
	 */
	public function check( int $request_id ) {
		$withdraw = $this->pending( $request_id );
		if ( is_wp_error( $withdraw ) ) {
			return $withdraw;
		}
		return $this->dokan_check( $withdraw );
	}

	/**
	 * Approves the request as Dokan → Withdraw does: status, balance entry, Dokan's e-mail to the
	 * vendor, hooks and caches. One found approved with its entry answers NOT_PENDING; one found
	 * approved without it is left (UNFINISHED) or finished (answer FINISHED) as `$found` says.
	 *
	 * Only the caller knows whether an approval found unfinished was its own: Dokan's own approval
	 * (REST, bulk, the Withdraw screen) saves the status, then sends e-mails, reads the balance and
	 * looks for the entry before inserting it, and Dokan's ledger has no unique key to stop a second
	 * insert. So an approval not started here may be live, and is finished only once it cannot be.
	 *
	 * @param int           $request_id Dokan's request id.
	 * @param string        $found      FINISH_NOT_YET, FINISH_TELLING or FINISH_QUIETLY.
	 * @param callable|null $starting   Called with true right before Dokan's save or the finishing
	 *                                  entry, so the caller can note that the approval is its own
	 *                                  (and, as second argument, whether the vendor heard of it
	 *                                  from Dokan already), and with false when Dokan did not save
	 *                                  it after all; a false answer to the first call (the note
	 *                                  could not be made: the row is no longer the caller's) leaves
	 *                                  the request as it is, answered BUSY. A caller that lost the
	 *                                  request's lock before either is answered LOCK_LOST.
	 * @return true|WP_Error
	 * @throws Database_Error When Dokan's ledger could not be read.
	 */
	public function approve( int $request_id, string $found = self::FINISH_NOT_YET, ?callable $starting = null ) {
		return $this->locked(
			$request_id,
			function () use ( $request_id, $found, $starting ) {
				$now = dokan()->withdraw->get( $request_id );
				if ( is_object( $now ) && Request_Status::APPROVED === self::status_of( $now ) && ! self::debited( $now ) ) {
					if ( self::FINISH_NOT_YET === $found ) {
						return self::unfinished();
					}
					// Finishing writes Dokan's entry as the save does: noted first, so a go that loses
					// its connection while Dokan's writer inserts is left alone as one inside the save is.
					$noted = $this->note_start( $request_id, $starting, self::FINISH_QUIETLY === $found );
					return true === $noted ? $this->finish( $now, self::FINISH_TELLING === $found ) : $noted;
				}
				$withdraw = $this->pending( $request_id );
				if ( is_wp_error( $withdraw ) ) {
					return $withdraw;
				}
				$valid = $this->dokan_check( $withdraw );
				if ( is_wp_error( $valid ) ) {
					return $valid;
				}
				$noted = $this->note_start( $request_id, $starting, false );
				if ( true !== $noted ) {
					return $noted;
				}
				$saved = $this->save_approval( $withdraw );
				if ( true !== $saved ) {
					$after = dokan()->withdraw->get( $request_id );
					if ( null !== $starting && ! ( is_object( $after ) && Request_Status::APPROVED === self::status_of( $after ) ) ) {
						$starting( false );
					}
					return $saved;
				}
				if ( self::debited( $withdraw ) ) {
					return true;
				}
				// Dokan went on without its entry and e-mailed the vendor: only the entry is missing.
				$finished = $this->finish( $withdraw, false );
				if ( self::FINISHED === $finished->get_error_code() ) {
					return true;
				}
				$finished->add_data( array( 'told' => true ) );
				return $finished;
			}
		);
	}

	/**
	 * Right before Dokan writes anything of an approval: asks whether this connection still holds
	 * the request's lock (a connection lost since, its lock gone with it, would have Dokan's
	 * writes repeated on a new one while another process may be approving: LOCK_LOST, nothing
	 * written), then has the caller note the approval as its own.
	 *
	 * @param int           $request_id Dokan's request id, locked by the caller.
	 * @param callable|null $starting   approve()'s `$starting`.
	 * @param bool          $told       Whether the vendor heard of the approval from Dokan already
	 *                                  (an approval finished without a word).
	 * @return true|WP_Error True, LOCK_LOST, or BUSY when the note could not be made.
	 */
	private function note_start( int $request_id, ?callable $starting, bool $told ) {
		if ( ! self::lock( $request_id )->is_held() ) {
			return new WP_Error( self::LOCK_LOST );
		}
		if ( null !== $starting && ! $starting( true, $told ) ) {
			return self::busy();
		}
		return true;
	}

	/**
	 * The answer for an approval found without its balance entry that is not finished yet.
	 */
	public static function unfinished(): WP_Error {
		return new WP_Error( self::UNFINISHED );
	}

	/**
	 * Cancels the request as Dokan → Withdraw's bulk Cancel does: status, Dokan's e-mail to the
	 * vendor (which quotes the request's note), hooks and caches.
	 *
	 * @param int         $request_id Dokan's request id.
	 * @param string|null $note       A note for the vendor in place of the request's, or null to keep it.
	 * @return true|WP_Error
	 */
	public function cancel( int $request_id, ?string $note = null ) {
		return $this->locked(
			$request_id,
			function () use ( $request_id, $note ) {
				$withdraw = $this->pending( $request_id );
				if ( is_wp_error( $withdraw ) ) {
					return $withdraw;
				}
				$valid = dokan()->withdraw->is_valid_cancellation_request( $withdraw->get_withdraw() );
				if ( is_wp_error( $valid ) ) {
					return $valid;
				}
				return $this->save( $withdraw, Request_Status::CANCELLED, $note );
			}
		);
	}

	/**
	 * What Admin_Wording::refusal() may quote about a refused request, read when Dokan answered:
	 * the amount, the method and the vendor's balance then (Dokan's own figure).
	 *
	 * @param Payout_Request $request The request.
	 * @return array{amount: string, method: string, balance: float}
	 */
	public function facts( Payout_Request $request ): array {
		return array(
			'amount'  => $request->amount,
			'method'  => $request->method,
			'balance' => $this->balance( $request->vendor_id ),
		);
	}

	/**
	 * Dokan's approval check of a request as Dokan's batch approval asks it.
	 *
	 * @param object $withdraw Dokan's Withdraw.
	 * @return true|WP_Error
	 */
	private function dokan_check( object $withdraw ) {
		$valid = dokan()->withdraw->is_valid_approval_request( $withdraw->get_withdraw() );
		return is_wp_error( $valid ) ? $valid : true;
	}

	/**
	 * Dokan's request if it is still pending, else why not.
	 *
	 * @param int $request_id Dokan's request id.
	 * @return object|WP_Error Dokan's Withdraw.
	 */
	private function pending( int $request_id ) {
		$withdraw = dokan()->withdraw->get( $request_id );
		if ( ! is_object( $withdraw ) ) {
			return new WP_Error( self::MISSING );
		}
		$status = self::status_of( $withdraw );
		if ( Request_Status::PENDING !== $status ) {
			// The error's data is the status now (a Request_Status value), for the caller to record.
			return new WP_Error( self::NOT_PENDING, '', $status );
		}
		return $withdraw;
	}

	/**
	 * Saves the new status through Dokan and reads it back.
	 *
	 * @param object      $withdraw Dokan's Withdraw.
	 * @param string      $status   Request_Status::APPROVED or CANCELLED.
	 * @param string|null $note     New note, or null.
	 * @return true|WP_Error
	 */
	private function save( object $withdraw, string $status, ?string $note ) {
		// Dokan's e-mails to the vendor listen only once WooCommerce's mailer has built them,
		// which WooCommerce does on first use; a background request may not have used it yet.
		if ( function_exists( 'WC' ) ) {
			WC()->mailer();
		}
		if ( null !== $note ) {
			$withdraw->set_note( $note );
		}
		$withdraw->set_status( Request_Status::CODES[ $status ] );
		$saved = $withdraw->save();
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		$now = dokan()->withdraw->get( (int) $withdraw->get_id() );
		if ( ! is_object( $now ) || self::status_of( $now ) !== $status ) {
			return new WP_Error( self::NOT_SAVED );
		}
		return true;
	}

	/**
	 * Saves an approval through Dokan (save()), the request's lock held by the caller. Should the
	 * caller have lost that lock by the time Dokan fires its approval (its connection lost, another
	 * process may be finishing the approval), a listener just before Dokan's entry writer takes the
	 * writer off the action and holds Dokan's e-mail back for this approval, and the answer is
	 * LOCK_LOST; both are put back after. Where Dokan's writer cannot be had, nothing is held back.
	 *
	 * @param object $withdraw Dokan's Withdraw, pending.
	 * @return true|WP_Error
	 */
	private function save_approval( object $withdraw ) {
		$writer = self::entry_writer();
		if ( null === $writer ) {
			return $this->save( $withdraw, Request_Status::APPROVED, null );
		}
		$request_id = (int) $withdraw->get_id();
		$callback   = array( $writer, 'update_vendor_balance' );
		$lost       = false;
		// Closures of our own, so removing them cannot remove a site's identical listener or filter.
		$hold  = static fn (): bool => false;
		$guard = static function ( $approved ) use ( $request_id, $callback, $hold, &$lost ): void {
			if ( $lost || ! is_object( $approved ) || (int) $approved->get_id() !== $request_id || self::lock( $request_id )->is_held() ) {
				return;
			}
			$lost = remove_action( self::APPROVED_ACTION, $callback, self::ENTRY_PRIORITY );
			if ( $lost ) {
				add_filter( 'woocommerce_email_enabled_' . self::APPROVED_EMAIL, $hold, PHP_INT_MAX );
			}
		};
		add_action( self::APPROVED_ACTION, $guard, self::ENTRY_PRIORITY - 1 );
		try {
			$saved = $this->save( $withdraw, Request_Status::APPROVED, null );
		} finally {
			remove_action( self::APPROVED_ACTION, $guard, self::ENTRY_PRIORITY - 1 );
			if ( $lost ) {
				add_action( self::APPROVED_ACTION, $callback, self::ENTRY_PRIORITY );
				remove_filter( 'woocommerce_email_enabled_' . self::APPROVED_EMAIL, $hold, PHP_INT_MAX );
			}
		}
		return $lost && true === $saved ? new WP_Error( self::LOCK_LOST ) : $saved;
	}

	/**
	 * Finishes an approval Dokan saved without its balance entry by calling only Dokan's writer of
	 * that entry (Withdraw\Hooks::update_vendor_balance(), a shared service of Dokan's container,
	 * which looks for the entry by the request before inserting it); firing Dokan's approval action
	 * again would run every listener of an approval a second time. The action stands in only if the
	 * service cannot be had, with Dokan's e-mail held back. Dokan's cached balance is forgotten first,
	 * so the writer's balance check reads the ledger.
	 *
	 * A vendor whose balance is below the amount now (a refund since) gets no entry from Dokan, on
	 * purpose: that is SHORT_BALANCE, and nothing is fired. An insert failing again is NOT_DEBITED.
	 *
	 * @param object $withdraw Dokan's Withdraw, approved.
	 * @param bool   $tell     Whether to send Dokan's approval e-mail once the entry is written
	 *                         (an approval of ours cut short before Dokan's e-mail).
	 * @return WP_Error FINISHED (the entry is written now), SHORT_BALANCE or NOT_DEBITED.
	 * @throws Database_Error When Dokan's ledger could not be read.
	 */
	private function finish( object $withdraw, bool $tell ): WP_Error {
		$vendor = (int) $withdraw->get_user_id();
		Dokan_Balances::forget( $vendor );
		$balance = $this->balance( $vendor );
		if ( round( $balance, 2 ) < round( (float) $withdraw->get_amount(), 2 ) ) {
			return new WP_Error( self::SHORT_BALANCE );
		}
		$this->write_entry( $withdraw );
		Dokan_Balances::forget( $vendor );
		if ( ! self::debited( $withdraw ) ) {
			return new WP_Error( self::NOT_DEBITED );
		}
		if ( $tell ) {
			$this->tell_vendor( $withdraw );
		}
		// Not a refusal: the batch records it as paid and Admin_Wording::batch_reason() words it.
		return new WP_Error( self::FINISHED );
	}

	/**
	 * Has Dokan write the request's balance entry, as Dokan does on `dokan_withdraw_request_approved`.
	 *
	 * @param object $withdraw Dokan's Withdraw, approved.
	 */
	private function write_entry( object $withdraw ): void {
		$hooks = self::entry_writer();
		if ( null !== $hooks ) {
			$hooks->update_vendor_balance( $withdraw );
			return;
		}
		if ( function_exists( 'WC' ) ) {
			WC()->mailer();
		}
		// A closure of our own, so removing it cannot remove a site's identical filter.
		$hold = static fn (): bool => false;
		add_filter( 'woocommerce_email_enabled_' . self::APPROVED_EMAIL, $hold, PHP_INT_MAX );
		try {
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Dokan's own action, fired as Dokan fires it for an approval.
			do_action( 'dokan_withdraw_request_approved', $withdraw );
		} finally {
			remove_filter( 'woocommerce_email_enabled_' . self::APPROVED_EMAIL, $hold, PHP_INT_MAX );
		}
	}

	/**
	 * Dokan's writer of an approval's balance entry: the shared Withdraw\Hooks of Dokan's container,
	 * the one Dokan hooks on its approval action; null when it cannot be had.
	 */
	private static function entry_writer(): ?object {
		if ( ! function_exists( 'dokan_get_container' ) || ! class_exists( \WeDevs\Dokan\Withdraw\Hooks::class ) ) {
			return null;
		}
		try {
			$hooks = dokan_get_container()->get( \WeDevs\Dokan\Withdraw\Hooks::class );
		} catch ( \Throwable $e ) {
			return null;
		}
		return is_object( $hooks ) && method_exists( $hooks, 'update_vendor_balance' ) ? $hooks : null;
	}

	/**
	 * Sends Dokan's approval e-mail to the vendor (includes/Emails/WithdrawApproved.php trigger()).
	 *
	 * @param object $withdraw Dokan's Withdraw, approved.
	 */
	private function tell_vendor( object $withdraw ): void {
		if ( ! function_exists( 'WC' ) ) {
			return;
		}
		$emails = WC()->mailer()->get_emails();
		foreach ( $emails as $email ) {
			if ( self::APPROVED_EMAIL === $email->id && method_exists( $email, 'trigger' ) ) {
				$email->trigger( $withdraw );
				return;
			}
		}
	}

	/**
	 * Whether Dokan's ledger holds the request's debit.
	 *
	 * @param object $withdraw Dokan's Withdraw.
	 * @throws Database_Error When the read failed.
	 */
	private static function debited( object $withdraw ): bool {
		return Dokan_Balances::debits( (int) $withdraw->get_id(), (int) $withdraw->get_user_id() );
	}

	/**
	 * The answer when another process is working on the request.
	 */
	private static function busy(): WP_Error {
		return new WP_Error( self::BUSY );
	}

	/**
	 * Runs the work holding the request's lock.
	 *
	 * @param int      $request_id Dokan's request id.
	 * @param callable $work       Returns true or a WP_Error.
	 * @return true|WP_Error
	 */
	private function locked( int $request_id, callable $work ) {
		try {
			return self::lock( $request_id )->hold( self::LOCK_WAIT, $work );
		} catch ( Lock_Unavailable $busy ) {
			return self::busy();
		}
	}

	/**
	 * The lock a Dokan request is checked, approved or cancelled under.
	 *
	 * @param int $request_id Dokan's request id.
	 */
	public static function lock( int $request_id ): Named_Lock {
		return Named_Lock::of( 'withdraw', $request_id );
	}
}
