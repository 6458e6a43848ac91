<?php
/**
 * Files the scheduled withdraw requests of one schedule for one date.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Lock_Unavailable;
use VendorPayoutSchedule\Named_Lock;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Choice;
use VendorPayoutSchedule\Vendor_Methods;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Works through the vendors of a schedule in bounded slices until done or out of time: "file or
 * skip" for each vendor, from the claim to the row that records it.
 *
 * A run's vendors fall into lanes by their id (Run_Lane), each with a named lock of its own, so
 * goes of one run from several queue runners work at once, each on a lane it holds, whoever calls
 * it: the queue's goes (Payout_Scheduler), `wp payout-schedule run`, a test. A go takes the free
 * lanes with work one after the other; one that finds every such lane held does nothing. MariaDB
 * releases a lock with the connection of a process that dies, so whatever a go finds half done in
 * a lane it takes — a row still `filing`, e-mails still taken — is a dead go's, and it takes it
 * over at once.
 *
 * A slice's vendors are claimed by inserting their rows in the payouts table before anything is
 * decided or filed; the table's unique key is what keeps a vendor to one row. Each claimed vendor
 * is settled (settle()): Payout_Check decides, and the row records a skip or, for a request, the
 * request Dokan filed with a marker naming the row, by which the go that takes the row over after
 * a crash knows it (resume()). Every write after the claim names this go's claim token: a go whose
 * connection was lost (and its lock with it) while its PHP went on writes nothing over a row the
 * next go took over, and it files nothing once it no longer holds the lane's lock (file()).
 * A chunk's outcomes — Dokan's requests with the rows that record them — are committed together
 * (Payout_Ledger::commit_together()), and their e-mails go out only after that (Outcome_Mailer), so
 * nobody is told about a request a crash rolled back. The run is done when every vendor has an
 * outcome; e-mails still waiting go out in the follow-up goes the scheduler gives the run.
 *
 * A failed query throws Database_Error out of run(): the slice stops where it is, nothing is
 * skipped or claimed on what the failed read returned, and the run stays open for a retry, which
 * takes this go's rows over. So does a `GET_LOCK` that failed.
 */
final class Payout_Runner {

	/**
	 * Vendors per slice (filter `vendor_payout_schedule_slice_size`). Dokan's balance ledger and
	 * request table have no index on the vendor, so each slice's two reads scan them whole: large
	 * slices keep that cost per vendor small on a big marketplace.
	 */
	public const SLICE_SIZE = 5000;

	/**
	 * Vendors of a slice settled together: their users loaded at once, their writes committed at
	 * once. Users and their meta are what weighs in the runtime cache, so they are dropped after
	 * each chunk and memory stays flat whatever the slice size.
	 */
	private const CHUNK_SIZE = 500;

	/**
	 * Fraction of PHP's memory limit after which a go stops and the work continues in a new request.
	 */
	private const MEMORY_CEILING = 0.8;

	/**
	 * The action announcing a finished run, once.
	 */
	public const FINISHED_ACTION = 'vendor_payout_schedule_run_finished';

	/**
	 * Payouts table.
	 *
	 * @var Payout_Ledger
	 */
	private Payout_Ledger $ledger;

	/**
	 * Dokan's withdraw requests.
	 *
	 * @var Dokan_Withdraw_Requests
	 */
	private Dokan_Withdraw_Requests $dokan;

	/**
	 * Vendors' choices.
	 *
	 * @var Vendor_Choice
	 */
	private Vendor_Choice $choices;

	/**
	 * The decision, reading the user again before filing.
	 *
	 * @var Payout_Check
	 */
	private Payout_Check $check;

	/**
	 * The admin's settings (the note beside each request).
	 *
	 * @var Withdraw_Settings
	 */
	private Withdraw_Settings $settings;

	/**
	 * Dokan's vendor balances, read for a slice at a time.
	 *
	 * @var Dokan_Balances
	 */
	private Dokan_Balances $balances;

	/**
	 * The claim token of this runner's go.
	 *
	 * @var string
	 */
	private string $token;

	/**
	 * The lane this runner's go holds now.
	 *
	 * @var Run_Lane
	 */
	private Run_Lane $lane;

	/**
	 * The lock of the lane held.
	 *
	 * @var Named_Lock
	 */
	private Named_Lock $lock;

	/**
	 * The run's own lock (lock()), which no other connection may hold while this go files.
	 *
	 * @var Named_Lock
	 */
	private Named_Lock $run_lock;

	/**
	 * The e-mails of this runner's go, whose pace it learns lane after lane.
	 *
	 * @var Outcome_Mailer
	 */
	private Outcome_Mailer $mailer;

	/**
	 * Vendors this runner's go processed, in every lane it worked.
	 *
	 * @var int
	 */
	private int $processed = 0;

	/**
	 * Whether this runner's go worked a lane.
	 *
	 * @var bool
	 */
	private bool $worked = false;

	/**
	 * Whether this runner's go found a lane with work held by another go.
	 *
	 * @var bool
	 */
	private bool $held = false;

	/**
	 * The database connection this runner's go took the lane's lock on.
	 *
	 * @var mixed
	 */
	private $connection = null;

	/**
	 * The highest vendor id of the lane held this go has been through.
	 *
	 * @var int
	 */
	private int $cursor = 0;

	/**
	 * Takes the stores a run reads and writes; each defaults to the stored one.
	 *
	 * @param Payout_Ledger|null           $ledger   Payouts table.
	 * @param Dokan_Withdraw_Requests|null $dokan    Dokan's withdraw requests.
	 * @param Vendor_Choice|null           $choices  Vendors' choices.
	 * @param Vendor_Methods|null          $methods  Vendors' usable methods.
	 * @param Withdraw_Settings|null       $settings The admin's settings.
	 */
	public function __construct(
		?Payout_Ledger $ledger = null,
		?Dokan_Withdraw_Requests $dokan = null,
		?Vendor_Choice $choices = null,
		?Vendor_Methods $methods = null,
		?Withdraw_Settings $settings = null
	) {
		$this->ledger   = $ledger ?? new Payout_Ledger();
		$this->dokan    = $dokan ?? new Dokan_Withdraw_Requests();
		$this->settings = $settings ?? new Withdraw_Settings();
		$this->choices  = $choices ?? new Vendor_Choice();
		$this->check    = Payout_Check::before_filing( $this->settings, $this->dokan, $methods );
		$this->balances = new Dokan_Balances();
		$this->token    = bin2hex( random_bytes( 16 ) );
	}

	/**
	 * The run's own lock, one per schedule and date. A go holds it to announce the finished run,
	 * and asks for it as it starts: a go of the plugin before lanes held it for its whole go and took
	 * over every row of the run it found `filing`, so while one still works during an update no go
	 * of this version takes a lane.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 */
	public static function lock( string $schedule, string $date ): Named_Lock {
		return Named_Lock::of( 'run', $schedule . '|' . $date );
	}

	/**
	 * One go of the run: first each free lane with vendors left, filing them under the lane's lock
	 * (Run_Lane), then each free lane with e-mails waiting, until the run is complete, the deadline
	 * passes or memory runs high. A lane another go holds is left to it.
	 *
	 * @param string        $schedule   Schedule key.
	 * @param string        $date       Scheduled date, Y-m-d in site time.
	 * @param float         $deadline   `microtime( true )` moment to stop by.
	 * @param callable|null $first_lane Called once, as this go takes its first lane, with whether
	 *                                  another lane is free and has work (the queue gives it a go
	 *                                  of its own); a go that takes no lane never calls it.
	 * @return Run_Progress What is left; Run_Progress::held_elsewhere() when other goes held every
	 *                      lane with work (or the run's lock).
	 * @throws Database_Error When a query failed, or `GET_LOCK` did; the run stays open.
	 */
	public function run( string $schedule, string $date, float $deadline, ?callable $first_lane = null ): Run_Progress {
		global $wpdb;
		// A glance: two goes starting at once both go on, where taking the lock for a moment could
		// keep each other out. keep_lock() asks again before every filing.
		$this->run_lock = self::lock( $schedule, $date );
		if ( ! $this->run_lock->is_free() ) {
			return Run_Progress::held_elsewhere();
		}
		( new Run_Ledger() )->start_run( $schedule, $date );
		$this->connection = $wpdb->dbh;
		$this->mailer     = new Outcome_Mailer( $this->ledger );
		$this->processed  = 0;
		$this->worked     = false;
		$this->held       = false;
		$this->take_lanes( 'file_lane', $schedule, $date, $deadline, $first_lane );
		// The run is done once every vendor of every lane has a committed outcome, before any of
		// its e-mails: a go that dies mailing leaves it done, its e-mails waiting.
		$open     = $this->ledger->open_work( $schedule, $date );
		$finished = ! $open['unclaimed'] && ! $open['in_flight'];
		if ( $finished ) {
			( new Run_Ledger() )->finish_run( $schedule, $date );
		}
		$this->take_lanes( 'mail_lane', $schedule, $date, $deadline, $first_lane );
		if ( $this->held && ! $this->worked ) {
			return Run_Progress::held_elsewhere();
		}
		return $this->close( $schedule, $date, $open, $deadline );
	}

	/**
	 * One step of a go through the lanes: each free lane with work for the step, taken with no wait
	 * and worked under its lock while there is room; a lane another go holds is left to it.
	 *
	 * @param string        $step       `file_lane` or `mail_lane`.
	 * @param string        $schedule   Schedule key.
	 * @param string        $date       Scheduled date.
	 * @param float         $deadline   Moment to stop by.
	 * @param callable|null $first_lane As run() takes it.
	 * @throws Database_Error When a query failed, or `GET_LOCK` did.
	 */
	private function take_lanes( string $step, string $schedule, string $date, float $deadline, ?callable $first_lane ): void {
		foreach ( Run_Lane::all() as $lane ) {
			if ( ! $this->has_room( $deadline ) ) {
				return;
			}
			$waits = 'file_lane' === $step ? $this->ledger->lane_has_vendors( $schedule, $date, $lane ) : $this->ledger->lane_has_unmailed( $schedule, $date, $lane );
			if ( ! $waits ) {
				continue;
			}
			try {
				$this->processed += $lane->lock( $schedule, $date )->hold( 0, fn () => $this->$step( $schedule, $date, $lane, $deadline, $this->worked ? null : $first_lane ) );
				$this->worked     = true;
			} catch ( Lock_Unavailable $busy ) {
				$this->held = self::kept_out( $busy )->held_elsewhere;
			}
		}
	}

	/**
	 * A go kept out of a lock: by another go, or by a `GET_LOCK` that failed, which fails the go.
	 *
	 * @param Lock_Unavailable $busy What `GET_LOCK` answered.
	 * @throws Database_Error When `GET_LOCK` failed.
	 */
	private static function kept_out( Lock_Unavailable $busy ): Run_Progress {
		if ( $busy->was_held() ) {
			return Run_Progress::held_elsewhere();
		}
		// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- the run's last error, which the screens pass through esc_html().
		throw new Database_Error( $busy->getMessage(), 0, $busy );
	}

	/**
	 * Files a lane's vendors, under the lane's lock: rows a dead go left in it first, then the
	 * lane's unclaimed vendors, slice by slice.
	 *
	 * @param string        $schedule   Schedule key.
	 * @param string        $date       Scheduled date.
	 * @param Run_Lane      $lane       The lane held.
	 * @param float         $deadline   Moment to stop by.
	 * @param callable|null $first_lane What the caller does as the go takes its first lane (run()).
	 * @return int Vendors this go processed in the lane.
	 * @throws Database_Error When a query failed.
	 */
	private function file_lane( string $schedule, string $date, Run_Lane $lane, float $deadline, ?callable $first_lane ): int {
		$this->hold_lane( $schedule, $date, $lane );
		if ( null !== $first_lane ) {
			$first_lane( $this->another_lane_waits( $schedule, $date, $lane ) );
		}
		$processed = 0;
		while ( $this->has_room( $deadline ) ) {
			list( $done, $looked_at ) = $this->slice( $schedule, $date, $deadline );
			$processed               += $done;
			// Users, their meta and Dokan's caches pile up in the runtime cache vendor after vendor.
			if ( function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_runtime' ) ) {
				wp_cache_flush_runtime();
			}
			if ( 0 === $looked_at ) {
				// Nothing left to look at in the lane: every vendor of it has a row with an outcome.
				break;
			}
		}
		return $processed;
	}

	/**
	 * Sends the e-mails of a lane's committed outcomes, under the lane's lock. WooCommerce renders
	 * each e-mail and inlines its CSS, which on a big marketplace takes many times longer than the
	 * filing: so a go files every lane it can before it mails any.
	 *
	 * @param string        $schedule   Schedule key.
	 * @param string        $date       Scheduled date.
	 * @param Run_Lane      $lane       The lane held.
	 * @param float         $deadline   Moment to stop by.
	 * @param callable|null $first_lane What the caller does as the go takes its first lane (run()).
	 * @return int 0: no vendor is processed by e-mailing.
	 * @throws Database_Error When a query failed.
	 */
	private function mail_lane( string $schedule, string $date, Run_Lane $lane, float $deadline, ?callable $first_lane ): int {
		$this->hold_lane( $schedule, $date, $lane );
		if ( null !== $first_lane ) {
			$first_lane( $this->another_lane_waits( $schedule, $date, $lane ) );
		}
		$this->mailer->send_due( $schedule, $date, $lane, fn () => $this->has_room( $deadline ), $deadline );
		return 0;
	}

	/**
	 * What this go's checks and writes go by once it holds a lane: the lane's lock and the
	 * connection it was taken on, and a claim token of the lane's own, so rows this runner left in
	 * the lane earlier are a dead go's too.
	 *
	 * @param string   $schedule Schedule key.
	 * @param string   $date     Scheduled date.
	 * @param Run_Lane $lane     The lane held.
	 */
	private function hold_lane( string $schedule, string $date, Run_Lane $lane ): void {
		global $wpdb;
		$this->lane       = $lane;
		$this->lock       = $lane->lock( $schedule, $date );
		$this->connection = $wpdb->dbh;
		$this->token      = bin2hex( random_bytes( 16 ) );
		$this->cursor     = 0;
	}

	/**
	 * Whether a lane other than the one held is free and has work: a second runner would have
	 * something to do.
	 *
	 * @param string   $schedule Schedule key.
	 * @param string   $date     Scheduled date.
	 * @param Run_Lane $held     The lane this go holds.
	 * @throws Database_Error When a read failed.
	 */
	private function another_lane_waits( string $schedule, string $date, Run_Lane $held ): bool {
		foreach ( Run_Lane::all() as $lane ) {
			if ( $lane->index !== $held->index && $lane->lock( $schedule, $date )->is_free() && ( $this->ledger->lane_has_vendors( $schedule, $date, $lane ) || $this->ledger->lane_has_unmailed( $schedule, $date, $lane ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The end of a go: the finished run (every vendor of every lane has a committed outcome)
	 * announced once while one more e-mail fits, and what is left.
	 *
	 * @param string                                  $schedule Schedule key.
	 * @param string                                  $date     Scheduled date.
	 * @param array{unclaimed: bool, in_flight: bool} $open     What the run had left after the filing.
	 * @param float                                   $deadline Moment to stop by.
	 * @throws Database_Error When a query failed.
	 */
	private function close( string $schedule, string $date, array $open, float $deadline ): Run_Progress {
		$finished = ! $open['unclaimed'] && ! $open['in_flight'];
		// The announcement sends the admin's summary: only while one more e-mail fits into the go's
		// time, else a go of its own does it next.
		$unannounced = $finished && ! ( $this->has_room( $deadline ) && $this->mailer->fits( $deadline ) );
		if ( $finished && ! $unannounced ) {
			$this->announce_once( $schedule, $date );
		}
		return new Run_Progress(
			$this->processed,
			$open['unclaimed'],
			$open['in_flight'],
			$this->ledger->has_unmailed( $schedule, $date ),
			$unannounced
		);
	}

	/**
	 * One slice of the lane held: rows a dead go left in it mid-filing first, then its next
	 * unclaimed vendors.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param float  $deadline Moment to stop by.
	 * @return int[] Vendors processed by this runner, and candidates looked at (0: nothing left).
	 */
	private function slice( string $schedule, string $date, float $deadline ): array {
		$processed = 0;
		$size      = self::slice_size();
		$abandoned = $this->ledger->abandoned( $schedule, $date, $this->lane, $this->token, $size );
		foreach ( $abandoned as $row ) {
			if ( ! $this->has_room( $deadline ) ) {
				return array( $processed, count( $abandoned ) );
			}
			if ( $this->ledger->take_over( $row, $this->token ) ) {
				$this->resume( $row, $schedule, $date );
				++$processed;
			}
		}

		// Claim first, assess after: the row is what says, should this go die, that the vendor may
		// have a request in Dokan.
		$vendor_ids = $this->ledger->unclaimed_in_lane( $schedule, $date, $this->lane, $size, $this->cursor );
		if ( array() === $vendor_ids ) {
			return array( $processed, count( $abandoned ) );
		}
		// Whatever is filed for these rows is filed after this: a row whose filing a lost connection
		// rolled back looks for its request among the requests above it, not through all of Dokan's.
		$claimed = $this->ledger->claim_slice( $vendor_ids, $schedule, $date, $this->token, $this->dokan->newest_of_all() );
		// Claimed now, or recorded meanwhile (a vendor deleted): either way done with.
		$this->cursor = (int) end( $vendor_ids );
		$left         = $claimed;
		if ( $this->has_room( $deadline ) ) {
			// Dokan's balances and requests of the whole slice in one query each.
			$reading = Slice_Reading::read( array_keys( $claimed ), $this->balances, $this->dokan );
			foreach ( array_chunk( $claimed, self::CHUNK_SIZE, true ) as $chunk ) {
				if ( ! $this->has_room( $deadline ) ) {
					break;
				}
				// The chunk's users and their meta in one go instead of a few queries per vendor.
				Slice_Reading::forget_users();
				cache_users( array_keys( $chunk ) );
				list( $settled, $reached ) = Payout_Ledger::commit_seeing_others( fn () => $this->settle_chunk( $chunk, $schedule, $date, $deadline, $reading ) );
				$processed                += count( $settled );
				$left                      = array_diff_key( $left, array_flip( $reached ) );
				if ( count( $reached ) < count( $chunk ) ) {
					break;
				}
			}
		}
		// Past the deadline the vendors not reached go back as they are, unread, in a few statements.
		$this->ledger->release_all( array_values( $left ), $this->token );
		return array( $processed, count( $abandoned ) + count( $vendor_ids ) );
	}

	/**
	 * Settles claimed vendors while there is room; those a vendor's choice took off the schedule
	 * are given back at once, those there was no time for by the caller.
	 *
	 * @param array<int, int> $claimed  Row id by vendor id.
	 * @param string          $schedule Schedule key.
	 * @param string          $date     Scheduled date.
	 * @param float           $deadline Moment to stop by.
	 * @param Slice_Reading   $reading  The slice's balances and pending requests.
	 * @return array{0: int[], 1: int[]} The vendors with an outcome, and every vendor reached.
	 * @throws Database_Error When a query failed.
	 */
	private function settle_chunk( array $claimed, string $schedule, string $date, float $deadline, Slice_Reading $reading ): array {
		$settled = array();
		$reached = array();
		foreach ( $claimed as $vendor_id => $row_id ) {
			if ( ! $this->has_room( $deadline ) ) {
				break;
			}
			$reached[] = $vendor_id;
			if ( $this->settle( $row_id, $vendor_id, $schedule, $date, $reading ) ) {
				$settled[] = $vendor_id;
			}
		}
		return array( $settled, $reached );
	}

	/**
	 * Decides for a claimed vendor and records the outcome on the row: skipped, or filed in Dokan.
	 *
	 * @param int                $row_id    Claimed row, status filing.
	 * @param int                $vendor_id Vendor id.
	 * @param string             $schedule  Schedule key.
	 * @param string             $date      Scheduled date.
	 * @param Slice_Reading|null $reading   The vendor's slice, when read.
	 * @return bool Whether the vendor has an outcome (false: off the schedule, row given back).
	 * @throws Database_Error When a query failed.
	 */
	private function settle( int $row_id, int $vendor_id, string $schedule, string $date, ?Slice_Reading $reading ): bool {
		$choice = Database_Error::guard( fn () => $this->choices->get( $vendor_id ) );
		if ( $choice['schedule'] !== $schedule ) {
			// Left the schedule since it was listed: the schedule they are on now may pay them today.
			$this->ledger->release( $row_id, $this->token );
			return false;
		}
		$outcome = $this->check->decide( $vendor_id, $choice, $reading );
		if ( ! $outcome->is_filed() ) {
			$this->skip( $row_id, $outcome );
		} elseif ( $this->ledger->mark_filing( $row_id, $this->token, $outcome->amount, $outcome->method, $outcome->figures, $reading?->newest_request_id( $vendor_id ) ?? $this->dokan->newest_request_id( $vendor_id ) ) ) {
			$filed = $this->file( $row_id, $vendor_id, $schedule, $date, $outcome );
			// A request filed on a connection lost since went with its chunk's transaction: it must
			// not be recorded. A connection WordPress made again during Dokan's insert stops the go
			// here; one lost after it is met by mark_filed() itself, which then finds the amount
			// rolled back and writes nothing, and the go stops at its next step (has_room()).
			$this->keep_connection();
			if ( is_wp_error( $filed ) ) {
				// Dokan's insert refused what its validation let through a moment ago.
				$this->skip( $row_id, $outcome->refused( $filed->get_error_message() ) );
			} else {
				$this->ledger->mark_filed( $row_id, $this->token, $filed );
			}
		}
		return true;
	}

	/**
	 * Finishes a row whose runner died or lost its connection while filing: records the request it
	 * filed, if Dokan has it (as a skip when Dokan holds it cancelled), or settles the vendor afresh.
	 *
	 * @param object $row      Row taken over (id, vendor_id, amount, method, withdraw_floor).
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @throws Database_Error When a query failed.
	 */
	private function resume( object $row, string $schedule, string $date ): void {
		$filed = $this->filed_before( $row, $date );
		if ( null === $filed ) {
			$this->settle( (int) $row->id, (int) $row->vendor_id, $schedule, $date, null );
			return;
		}
		if ( (float) $row->amount <= 0 && ! $this->restore_filing( $row, $filed ) ) {
			return;
		}
		if ( Request_Status::CANCELLED === $this->dokan->status( $filed['id'] ) ) {
			// The admin cancelled it in Dokan before the run recorded it: nothing is requested, the
			// balance is the vendor's again, and Dokan told the vendor so. Filing again would undo
			// the admin's decision.
			/* translators: %d: Dokan's withdraw request number. */
			$this->ledger->mark_cancelled( (int) $row->id, $this->token, Skip_Reason::HostRefused->value, sprintf( __( 'Withdraw request #%d was cancelled in Dokan before the run recorded it.', 'vendor-payout-schedule' ), $filed['id'] ) );
			return;
		}
		$this->ledger->mark_filed( (int) $row->id, $this->token, $filed['id'] );
	}

	/**
	 * Writes again what a row's filing wrote, for a request Dokan kept while the row lost it: a
	 * connection lost just before Dokan's insert rolled the chunk back, the row's amount, method and
	 * figures with it, and WordPress repeated the insert on a new connection, where it committed on
	 * its own. The amount and method are Dokan's request's. The figures are the decision's as far as
	 * they can be known now: the vendor's minimum and reserve as chosen and the shop's minimum
	 * withdraw, as the decision read them moments before, and the balance the payout rule requested
	 * from, the amount with the reserve added back (Payout_Rule: amount = balance - reserve), so the
	 * run's record and the statement read as for any request; a reserve the vendor changed in
	 * between would show on the statement as a difference from Dokan's ledger.
	 *
	 * @param object                                        $row     Row taken over, with no amount.
	 * @param array{id: int, amount: float, method: string} $request Dokan's request carrying its marker.
	 * @return bool Whether the row still is this go's.
	 * @throws Database_Error When a query failed.
	 */
	private function restore_filing( object $row, array $request ): bool {
		$choice  = Database_Error::guard( fn () => $this->choices->get( (int) $row->vendor_id ) );
		$reserve = Payout_Rule::cents( (float) $choice['reserve'] );
		$figures = array(
			'balance'        => ( Payout_Rule::cents( $request['amount'] ) + $reserve ) / 100,
			'minimum'        => (float) $choice['minimum'],
			'reserve'        => $reserve / 100,
			'withdraw_limit' => $this->settings->withdraw_limit(),
		);
		return $this->ledger->mark_filing( (int) $row->id, $this->token, $request['amount'], $request['method'], $figures, (int) $row->withdraw_floor );
	}

	/**
	 * Records a skip on the row.
	 *
	 * @param int            $row_id  Claimed row.
	 * @param Payout_Outcome $outcome The skip.
	 */
	private function skip( int $row_id, Payout_Outcome $outcome ): void {
		$this->ledger->mark_skipped( $row_id, $this->token, (string) $outcome->reason, $outcome->figures, $outcome->method, $outcome->note );
	}

	/**
	 * Files the request an outcome names for a claimed row.
	 *
	 * @param int            $row_id    Claimed row, status filing.
	 * @param int            $vendor_id Vendor id.
	 * @param string         $schedule  Schedule key.
	 * @param string         $date      Scheduled date.
	 * @param Payout_Outcome $outcome   The decision, a request to file.
	 * @return int|WP_Error Dokan's request id, or Dokan's refusal.
	 * @throws Database_Error When Dokan's insert failed, or the go no longer holds the lane's lock.
	 */
	private function file( int $row_id, int $vendor_id, string $schedule, string $date, Payout_Outcome $outcome ) {
		// Dokan's e-mail to the admin waits until the request is committed (Outcome_Mailer).
		// The lock is asked for as Dokan sends its insert, not before: a connection lost any earlier
		// (a go stalled past the server's `wait_timeout`, a server restart) would have the insert
		// repeated on a new connection, committed on its own, while the next go may be filing the
		// vendor afresh. One query per request, the one that counts.
		$last_check = fn () => $this->keep_lock();
		return Outcome_Mailer::without_dokan_mail( fn () => $this->dokan->file( $vendor_id, $outcome->amount, $outcome->method, $this->note( $schedule, $date ), self::marker( $date, $row_id ), $last_check ) );
	}

	/**
	 * The request a row filed before its runner died or lost its connection, or null. Only the
	 * request carrying the row's marker counts; any other request after the floor is the vendor's
	 * own. Where the row holds the amount and method its filing was committed with, the request
	 * must ask for them too. A row with no amount holds nothing of a filing: claimed and never
	 * assessed, or its filing rolled back with a lost connection while Dokan's insert, repeated on
	 * the new one, stayed; the marker alone says which.
	 *
	 * @param object $row  Row taken over (id, vendor_id, amount, method, withdraw_floor).
	 * @param string $date Scheduled date.
	 * @return array{id: int, amount: float, method: string}|null Dokan's request, or null.
	 * @throws Database_Error When the query failed.
	 */
	private function filed_before( object $row, string $date ): ?array {
		$request = $this->dokan->filed_for( (int) $row->vendor_id, (int) $row->withdraw_floor, self::marker( $date, (int) $row->id ) );
		if ( null === $request || (float) $row->amount <= 0 ) {
			return $request;
		}
		$same = Payout_Rule::cents( $request['amount'] ) === Payout_Rule::cents( (float) $row->amount ) && $request['method'] === (string) $row->method;
		return $same ? $request : null;
	}

	/**
	 * The note Dokan shows the admin beside the request, in the site's language.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 */
	private function note( string $schedule, string $date ): string {
		$catalog = new Schedule_Catalog( $this->settings );
		/* translators: 1: schedule title, e.g. Weekly; 2: the scheduled date in the site's date format. */
		return sprintf( __( 'Scheduled payout (%1$s, %2$s)', 'vendor-payout-schedule' ), $catalog->title( $schedule ), $catalog->format_ymd( $date ) );
	}

	/**
	 * What Dokan keeps with the request a row files: the date and the row's id, which no other
	 * request carries.
	 *
	 * @param string $date   Scheduled date.
	 * @param int    $row_id Payouts table row.
	 */
	private static function marker( string $date, int $row_id ): string {
		return $date . '/' . $row_id;
	}

	/**
	 * Announces a finished run once (Run_Ledger::announce()): the runs table's `summary_mailed` is 0
	 * from the run's start until an announcement is over, and goes announce under the run's lock
	 * (lock(), asked with no wait: a go that finds it held leaves the announcement to the holder,
	 * which finds the run finished too), so of two goes finishing their lanes together, a resumed go
	 * or a second call one fires the action; a go that dies before the admin's
	 * summary was taken leaves it due, and the next go (the dead go's continuation) announces it
	 * again. The admin's summary e-mail listens to it and keeps its own sent-once guard
	 * (Email\Run_Summary_Email::trigger()).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @throws Database_Error When a read or update failed; the announcement stays for a later go.
	 */
	private function announce_once( string $schedule, string $date ): void {
		try {
			self::lock( $schedule, $date )->hold( 0, static fn () => self::announce( $schedule, $date ) );
		} catch ( Lock_Unavailable $busy ) {
			// Held: another go announces the run now (or is starting, and announces it as it ends).
			self::kept_out( $busy );
		}
	}

	/**
	 * The announcement, under the run's lock.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @throws Database_Error When a read or update failed.
	 */
	private static function announce( string $schedule, string $date ): void {
		( new Run_Ledger() )->announce(
			$schedule,
			$date,
			static function () use ( $schedule, $date ): void {
				/**
				 * Fires once per run, when a runner first finds it finished (every vendor of the
				 * schedule has an outcome), after that go's e-mails to vendors; some of those may
				 * still be waiting. Fires again only when the runner that fired it died before the
				 * admin's summary was taken.
				 *
				 * @param string $schedule Schedule key.
				 * @param string $date     Scheduled date, Y-m-d in site time.
				 */
				do_action( self::FINISHED_ACTION, $schedule, $date );
			}
		);
	}

	/**
	 * Vendors per slice, as the site wants it.
	 */
	private static function slice_size(): int {
		/**
		 * Filters how many vendors a runner claims at once and reads Dokan's tables for (default
		 * 5000). Smaller slices suit a small site whose e-mail to the admin for each request is slow.
		 *
		 * 1.0.0 called it `vendor_payout_schedule_batch_size`, a name that said "payout batch" to
		 * every reader; a site's callback on it still applies, with a deprecation notice.
		 *
		 * @param int $size Vendors per slice.
		 */
		$size = apply_filters( 'vendor_payout_schedule_slice_size', self::SLICE_SIZE );
		$size = apply_filters_deprecated( 'vendor_payout_schedule_batch_size', array( $size ), '1.1.0', 'vendor_payout_schedule_slice_size' );
		return max( 1, (int) $size );
	}

	/**
	 * Whether there is time and memory for another vendor.
	 *
	 * @param float $deadline Moment to stop by.
	 */
	private function has_room( float $deadline ): bool {
		$this->keep_connection();
		if ( microtime( true ) >= $deadline ) {
			return false;
		}
		$limit = wp_convert_hr_to_bytes( (string) ini_get( 'memory_limit' ) );
		return $limit <= 0 || memory_get_usage( true ) < $limit * self::MEMORY_CEILING;
	}

	/**
	 * Stops the go when its database connection is not the one it took the lane's lock on. A
	 * connection the server lost (killed, timed out) took the lock and the open chunk's writes with
	 * it, and WordPress connects again and repeats the statement without a word: from then on the
	 * next go may be at work on the lane, and this go's PHP must neither file nor record anything.
	 * A comparison, no query: it is asked before each vendor and each e-mail, and catches a
	 * connection WordPress made again since.
	 *
	 * @throws Database_Error When the connection changed.
	 */
	private function keep_connection(): void {
		global $wpdb;
		if ( $wpdb->dbh !== $this->connection ) {
			throw self::lost_lock();
		}
	}

	/**
	 * Stops the go unless it still holds the lane's lock, asking the database: around filing a
	 * request in Dokan and recording it, a connection lost since the last statement (and made
	 * again by the next) is caught before money is filed or recorded on it.
	 *
	 * @throws Database_Error When the lock is gone, or another connection holds the run's lock.
	 */
	private function keep_lock(): void {
		// The run's lock held by another connection is a go of the plugin before lanes, still at work
		// during an update: it takes over any row of the run it finds `filing`, this go's too.
		if ( ! $this->lock->is_held_without( $this->run_lock ) ) {
			throw $this->lock->is_held() ? self::run_taken() : self::lost_lock();
		}
	}

	/**
	 * The error a go stops with once a go of the plugin before lanes holds the run's lock.
	 */
	private static function run_taken(): Database_Error {
		return new Database_Error( __( 'Another process took the whole run over; the run goes on at its next try.', 'vendor-payout-schedule' ) );
	}

	/**
	 * The error a go stops with once its connection, and the lane's lock with it, was lost.
	 */
	private static function lost_lock(): Database_Error {
		return new Database_Error( __( 'The database connection was lost during the run; the run goes on at its next try.', 'vendor-payout-schedule' ) );
	}
}
