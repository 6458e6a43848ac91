<?php
/**
 * Files the scheduled withdraw requests of one schedule for one date.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Choice;
use VendorPayoutSchedule\Vendor_Methods;

defined( 'ABSPATH' ) || exit;

/**
 * Works through the vendors of a schedule in bounded batches until done or out of time.
 *
 * A batch's vendors are claimed by inserting their rows in the payouts table before they are
 * assessed or anything is filed in Dokan, and every later write names the claim, so overlapping
 * runners split the vendors between them — each goes on to vendors nobody claimed — and never file
 * twice. The outcomes of a chunk of vendors — Dokan's requests with the rows that record them — are
 * committed together (Write_Group), and their e-mails go out only after that (Outcome_Mailer), Dokan's
 * to the admin included (Dokan_Admin_Mail), so nobody is told about a request a crash rolled back.
 * The run is done when every vendor has an outcome; e-mails still waiting then go out in the
 * follow-up goes the scheduler keeps giving the run. A
 * runner that dies mid-chunk leaves `filing` rows; once their lease runs out any runner takes them
 * over, first looking in Dokan for the request a committed filing may have left.
 *
 * A failed query throws Database_Error out of run(): the batch stops where it is, nothing is
 * skipped or claimed on what the failed read returned, and the run stays open for a retry.
 */
final class Payout_Runner {

	/**
	 * Vendors per batch (filter `vendor_payout_schedule_batch_size`). Dokan's balance ledger and
	 * request table have no index on the vendor, so each batch's two reads scan them whole: large
	 * batches keep that cost per vendor small on a big marketplace.
	 */
	public const BATCH_SIZE = 5000;

	/**
	 * Vendors of a batch settled together: their users loaded at once, their writes committed at
	 * once. Users and their meta are what weighs in the runtime cache, so they are dropped after
	 * each chunk and memory stays flat whatever the batch size.
	 */
	private const CHUNK_SIZE = 500;

	/**
	 * Seconds after which a `filing` row nobody touched counts as abandoned. Far above the time
	 * one vendor takes, so a live runner never loses its rows.
	 */
	public const CLAIM_LEASE = 300;

	/**
	 * Fraction of PHP's memory limit after which a run stops and continues in a new request.
	 */
	private const MEMORY_CEILING = 0.8;

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
	 * The admin's settings.
	 *
	 * @var Withdraw_Settings
	 */
	private Withdraw_Settings $settings;

	/**
	 * The payout rule and Dokan's validation.
	 *
	 * @var Payout_Check
	 */
	private Payout_Check $check;

	/**
	 * Dokan's vendor balances, read for a batch at a time.
	 *
	 * @var Dokan_Balances
	 */
	private Dokan_Balances $balances;

	/**
	 * The claim token of this runner.
	 *
	 * @var string
	 */
	private string $token;

	/**
	 * The highest vendor id this run() has been through.
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
		$this->choices  = $choices ?? new Vendor_Choice();
		$this->settings = $settings ?? new Withdraw_Settings();
		$this->check    = new Payout_Check( $this->settings, $this->dokan, $methods );
		$this->balances = new Dokan_Balances();
		$this->token    = bin2hex( random_bytes( 16 ) );
	}

	/**
	 * Processes batches of the run until it is complete, the deadline passes or memory runs high.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date, Y-m-d in site time.
	 * @param float  $deadline `microtime( true )` moment to stop by.
	 * @throws Database_Error When a query failed; the run stays open.
	 */
	public function run( string $schedule, string $date, float $deadline ): Run_Progress {
		( new Run_Ledger() )->start_run( $schedule, $date );
		$this->cursor = 0;
		$processed    = 0;

		while ( $this->has_room( $deadline ) ) {
			list( $done, $looked_at ) = $this->batch( $schedule, $date, $deadline );
			$processed               += $done;
			// Users, their meta and Dokan's caches pile up in the runtime cache vendor after vendor.
			if ( function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_runtime' ) ) {
				wp_cache_flush_runtime();
			}
			if ( 0 === $looked_at ) {
				// Nothing left to look at: done, or the rest is in another runner's hands.
				break;
			}
		}

		// The run is done once every vendor has a committed outcome; its e-mails follow, in this go
		// while there is room and in later goes after that. WooCommerce renders each e-mail and
		// inlines its CSS, which on a big marketplace takes many times longer than the filing.
		$open     = $this->ledger->open_work( $schedule, $date );
		$finished = ! $open['unclaimed'] && ! $open['in_flight'];
		if ( $finished ) {
			( new Run_Ledger() )->finish_run( $schedule, $date );
		}
		( new Outcome_Mailer( $this->ledger ) )->send_due( $schedule, $date, fn () => $this->has_room( $deadline ), $deadline );
		if ( $finished ) {
			// The admin's summary, once per run, after this go's e-mails to vendors.
			( new Run_Summary_Mailer() )->announce_once( $schedule, $date );
		}

		return new Run_Progress(
			$processed,
			$open['unclaimed'],
			$open['in_flight'],
			$this->ledger->has_unmailed( $schedule, $date, self::CLAIM_LEASE ),
			$this->ledger->is_mailing( $schedule, $date, self::CLAIM_LEASE )
		);
	}

	/**
	 * One batch: rows abandoned mid-filing first, then the next unclaimed vendors.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param float  $deadline Moment to stop by.
	 * @return int[] Vendors processed by this runner, and candidates looked at (0: nothing left).
	 */
	private function batch( string $schedule, string $date, float $deadline ): array {
		$processed = 0;
		$size      = self::batch_size();
		$abandoned = $this->ledger->abandoned( $schedule, $date, self::CLAIM_LEASE, $size );
		foreach ( $abandoned as $row ) {
			if ( ! $this->has_room( $deadline ) ) {
				return array( $processed, count( $abandoned ) );
			}
			if ( $this->ledger->take_over( $row, $this->token ) ) {
				$this->resume( $row, $schedule, $date );
				++$processed;
			}
		}

		// Claim first, assess after: a second runner goes on to the next vendors instead of
		// assessing these too and losing the claim.
		list( $vendor_ids, $claimed ) = $this->ledger->claim_next( $schedule, $date, $size, $this->cursor, $this->token );
		if ( array() === $vendor_ids ) {
			return array( $processed, count( $abandoned ) );
		}
		// Claimed by this runner or another: either way done with.
		$this->cursor = (int) end( $vendor_ids );
		// Dokan's balances and requests of the whole batch in one query each.
		$reading = Batch_Reading::read( array_keys( $claimed ), $this->balances, $this->dokan );
		foreach ( array_chunk( $claimed, self::CHUNK_SIZE, true ) as $chunk ) {
			// The chunk's users and their meta in one go instead of a few queries per vendor.
			self::forget_users();
			cache_users( array_keys( $chunk ) );
			$settled    = Write_Group::run( fn () => $this->settle_batch( $chunk, $schedule, $date, $deadline, $reading ) );
			$processed += count( $settled );
		}
		return array( $processed, count( $abandoned ) + count( $vendor_ids ) );
	}

	/**
	 * Drops users and their meta from the runtime cache (the rest, Dokan's balances of the batch
	 * among it, stays until the batch is done).
	 */
	private static function forget_users(): void {
		if ( ! function_exists( 'wp_cache_supports' ) || ! wp_cache_supports( 'flush_group' ) ) {
			return;
		}
		foreach ( array( 'users', 'user_meta', 'userlogins', 'useremail', 'userslugs' ) as $group ) {
			wp_cache_flush_group( $group );
		}
	}

	/**
	 * Settles claimed vendors; those there is no time left for are given back.
	 *
	 * @param array<int, int> $claimed  Row id by vendor id.
	 * @param string          $schedule Schedule key.
	 * @param string          $date     Scheduled date.
	 * @param float           $deadline Moment to stop by.
	 * @param Batch_Reading   $reading  The batch's balances and pending requests.
	 * @return int[] The vendors with an outcome.
	 */
	private function settle_batch( array $claimed, string $schedule, string $date, float $deadline, Batch_Reading $reading ): array {
		$settled = array();
		foreach ( $claimed as $vendor_id => $row_id ) {
			if ( ! $this->has_room( $deadline ) ) {
				$this->ledger->release( $row_id, $this->token );
			} elseif ( $this->settle( $row_id, $vendor_id, $schedule, $date, $reading ) ) {
				$settled[] = $vendor_id;
			}
		}
		return $settled;
	}

	/**
	 * Decides for a claimed vendor and records the outcome on the row: skipped, or filed in Dokan.
	 *
	 * @param int                $row_id    Claimed row, status filing.
	 * @param int                $vendor_id Vendor id.
	 * @param string             $schedule  Schedule key.
	 * @param string             $date      Scheduled date.
	 * @param Batch_Reading|null $reading   The vendor's batch, when read.
	 * @return bool Whether the vendor has an outcome (false: off the schedule, row given back).
	 */
	private function settle( int $row_id, int $vendor_id, string $schedule, string $date, ?Batch_Reading $reading ): bool {
		$choice = Database_Error::guard( fn () => $this->choices->get( $vendor_id ) );
		if ( $choice['schedule'] !== $schedule ) {
			// Left the schedule since it was listed: the schedule they are on now may pay them today.
			$this->ledger->release( $row_id, $this->token );
			return false;
		}
		$outcome = $this->decide( $vendor_id, $choice, $reading );
		if ( null === $outcome['reason'] && ! $this->is_vendor_now( $vendor_id ) ) {
			// Deleted, demoted or disabled since the chunk's users were read.
			$outcome = self::not_vendor( $choice );
		}
		if ( null !== $outcome['reason'] ) {
			$this->ledger->mark_skipped( $row_id, $this->token, $outcome['reason'], $outcome['figures'], $outcome['method'], $outcome['note'] );
		} elseif ( $this->ledger->mark_filing( $row_id, $this->token, $outcome['amount'], $outcome['method'], $outcome['figures'], $reading?->newest_request_id( $vendor_id ) ?? $this->dokan->newest_request_id( $vendor_id ) ) ) {
			$this->file( $row_id, $vendor_id, $schedule, $date, $outcome );
		}
		return true;
	}

	/**
	 * Whether the user is still a vendor Dokan lets withdraw, read from the database now: the
	 * chunk's users were loaded before its first vendor was settled, and an admin may have deleted,
	 * demoted or disabled one since, in another request.
	 *
	 * @param int $vendor_id Vendor id.
	 * @throws Database_Error When a read failed.
	 */
	private function is_vendor_now( int $vendor_id ): bool {
		wp_cache_delete( $vendor_id, 'users' );
		wp_cache_delete( $vendor_id, 'user_meta' );
		return Database_Error::guard( static fn () => user_can( $vendor_id, 'dokan_manage_withdraw' ) && dokan_is_seller_enabled( $vendor_id ) );
	}

	/**
	 * The outcome of a user who may no longer withdraw.
	 *
	 * @param array{schedule: string, minimum: int, reserve: int, method: string} $choice The vendor's choice.
	 * @return array{reason: ?string, amount: float, method: string, figures: array<string, float>, note: string}
	 */
	private static function not_vendor( array $choice ): array {
		return array(
			'reason'  => Skip_Reason::NOT_VENDOR,
			'amount'  => 0.0,
			'method'  => (string) $choice['method'],
			'figures' => array(),
			'note'    => '',
		);
	}

	/**
	 * Finishes a row whose runner died while filing.
	 *
	 * @param object $row      Row taken over (id, vendor_id, claimed_at).
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 */
	private function resume( object $row, string $schedule, string $date ): void {
		$row_id    = (int) $row->id;
		$vendor_id = (int) $row->vendor_id;

		// Only the request this row filed counts: Dokan keeps the row's marker with it, and it asks
		// for the row's amount and method. Any other request after the floor is the vendor's own. A
		// row with no amount never got as far as filing (claimed, then the runner died).
		$filed = (float) $row->amount > 0 ? $this->dokan->filed_for( $vendor_id, (int) $row->withdraw_floor, self::marker( $date, $row_id ), (float) $row->amount, (string) $row->method ) : 0;
		if ( $filed ) {
			$this->ledger->mark_filed( $row_id, $this->token, $filed );
			return;
		}
		$this->settle( $row_id, $vendor_id, $schedule, $date, null );
	}

	/**
	 * The vendor's outcome now: not a vendor any more, or what Payout_Check finds.
	 *
	 * @param int                                                                 $vendor_id Vendor id.
	 * @param array{schedule: string, minimum: int, reserve: int, method: string} $choice    The vendor's choice.
	 * @param Batch_Reading|null                                                  $reading   The vendor's batch, when read.
	 * @return array{reason: ?string, amount: float, method: string, figures: array<string, float>, note: string}
	 */
	private function decide( int $vendor_id, array $choice, ?Batch_Reading $reading = null ): array {
		// A failed read must not decide: Dokan answers "no balance" or "no pending request".
		try {
			return Database_Error::guard( fn () => $this->assess( $vendor_id, $choice, $reading ) );
		} catch ( Database_Error $error ) {
			// Nor may the next go find what Dokan cached from it.
			Dokan_Balances::forget( $vendor_id );
			throw $error;
		}
	}

	/**
	 * The decision of decide(), without its guard.
	 *
	 * @param int                                                                 $vendor_id Vendor id.
	 * @param array{schedule: string, minimum: int, reserve: int, method: string} $choice    The vendor's choice.
	 * @param Batch_Reading|null                                                  $reading   The vendor's batch, when read.
	 * @return array{reason: ?string, amount: float, method: string, figures: array<string, float>, note: string}
	 */
	private function assess( int $vendor_id, array $choice, ?Batch_Reading $reading ): array {
		if ( ! user_can( $vendor_id, 'dokan_manage_withdraw' ) ) {
			return self::not_vendor( $choice );
		}
		return $this->check->assess( $vendor_id, $choice, $reading );
	}

	/**
	 * Files the request in Dokan and records the result on the claimed row.
	 *
	 * @param int                  $row_id    Claimed row, status filing.
	 * @param int                  $vendor_id Vendor id.
	 * @param string               $schedule  Schedule key.
	 * @param string               $date      Scheduled date.
	 * @param array<string, mixed> $outcome   From decide(), paid.
	 */
	private function file( int $row_id, int $vendor_id, string $schedule, string $date, array $outcome ): void {
		// Dokan's e-mail to the admin waits until the request is committed (Outcome_Mailer).
		$filed = Dokan_Admin_Mail::held( fn () => $this->dokan->file( $vendor_id, $outcome['amount'], $outcome['method'], $this->note( $schedule, $date ), self::marker( $date, $row_id ) ) );
		if ( is_wp_error( $filed ) ) {
			$this->ledger->mark_skipped( $row_id, $this->token, Skip_Reason::HOST_REFUSED, $outcome['figures'], $outcome['method'], $filed->get_error_message() );
			return;
		}
		$this->ledger->mark_filed( $row_id, $this->token, $filed );
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
	 * What Dokan keeps with the request a row files, so that a runner taking the row over knows the
	 * request for this row's own: the date and the row's id, which no other request carries.
	 *
	 * @param string $date   Scheduled date.
	 * @param int    $row_id Payouts table row.
	 */
	private static function marker( string $date, int $row_id ): string {
		return $date . '/' . $row_id;
	}

	/**
	 * Vendors per batch, as the site wants it.
	 */
	public static function batch_size(): int {
		/**
		 * Filters how many vendors a runner claims at once and reads Dokan's tables for (default
		 * 5000). Smaller batches suit a small site whose e-mail to the admin for each request is slow.
		 *
		 * @param int $size Vendors per batch.
		 */
		return max( 1, (int) apply_filters( 'vendor_payout_schedule_batch_size', self::BATCH_SIZE ) );
	}

	/**
	 * Whether there is time and memory for another vendor.
	 *
	 * @param float $deadline Moment to stop by.
	 */
	private function has_room( float $deadline ): bool {
		if ( microtime( true ) >= $deadline ) {
			return false;
		}
		$limit = wp_convert_hr_to_bytes( (string) ini_get( 'memory_limit' ) );
		return $limit <= 0 || memory_get_usage( true ) < $limit * self::MEMORY_CEILING;
	}
}
