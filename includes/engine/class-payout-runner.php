<?php
/**
 * Files the scheduled withdraw requests of one schedule for one date.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Choice;
use VendorPayoutSchedule\Vendor_Methods;

defined( 'ABSPATH' ) || exit;

/**
 * Works through the vendors of a schedule in bounded batches until done or out of time.
 *
 * A batch's vendors are claimed by inserting their rows in the payouts table before anything is
 * decided or filed, and every later write names the claim, so overlapping runners split the vendors
 * between them and never file twice. Vendor_Settler settles each claimed vendor (the decision,
 * then the row's skip or Dokan's request). A chunk's outcomes — Dokan's requests with the rows that
 * record them — are committed together (Write_Group), and their e-mails go out only after that
 * (Outcome_Mailer, Dokan_Admin_Mail), so nobody is told about a request a crash rolled back. The
 * run is done when every vendor has an outcome; e-mails still waiting go out in the follow-up goes
 * the scheduler gives the run. Rows a dead runner left `filing` are taken over once their lease
 * runs out (resume()).
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
	 * Settles each claimed vendor.
	 *
	 * @var Vendor_Settler
	 */
	private Vendor_Settler $settler;

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
		$settings     ??= new Withdraw_Settings();
		$this->balances = new Dokan_Balances();
		$this->token    = bin2hex( random_bytes( 16 ) );
		$this->settler  = new Vendor_Settler(
			$this->ledger,
			$this->dokan,
			$choices ?? new Vendor_Choice(),
			Payout_Check::before_filing( $settings, $this->dokan, $methods ),
			new Request_Filer( $this->dokan, $settings ),
			$this->token
		);
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
			User_Cache::forget_users();
			cache_users( array_keys( $chunk ) );
			$settled    = Write_Group::run( fn () => $this->settler->settle_chunk( $chunk, $schedule, $date, $deadline, $reading ) );
			$processed += count( $settled );
		}
		return array( $processed, count( $abandoned ) + count( $vendor_ids ) );
	}

	/**
	 * Finishes a row whose runner died while filing.
	 *
	 * @param object $row      Row taken over.
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 */
	private function resume( object $row, string $schedule, string $date ): void {
		$this->settler->resume( $row, $schedule, $date );
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
		return Go_Budget::has_room( $deadline );
	}
}
