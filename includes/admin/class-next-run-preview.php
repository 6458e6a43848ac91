<?php
/**
 * What the next run of each enabled schedule would do, vendor by vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Batch_Reading;
use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Dokan_Balances;
use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;
use VendorPayoutSchedule\Engine\Payout_Calendar;
use VendorPayoutSchedule\Engine\Payout_Check;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Engine\User_Cache;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Choice;
use VendorPayoutSchedule\Vendor_Methods;

defined( 'ABSPATH' ) || exit;

/**
 * Lists the vendors a run would look at — on the schedule, without an outcome for the date yet, as
 * Payout_Ledger::unclaimed_vendor_ids() selects them — and asks Payout_Check::decide(), the run's
 * own decision, what it would do for each, with the facts read now. The runs are those the
 * scheduler plans (Payout_Calendar).
 */
final class Next_Run_Preview {

	/**
	 * Vendors assessed per batch when going through a whole run (totals, CSV); users and their meta
	 * leave the runtime cache between batches so memory stays flat, as the run does.
	 */
	public const BATCH_SIZE = 200;

	/**
	 * Vendor ids read per query when going through a whole run, and vendors whose Dokan facts are
	 * read at once (the run's own batch size).
	 */
	private const IDS_PER_QUERY = 5000;

	/**
	 * The admin's settings: enabled schedules, minimum and reserve.
	 *
	 * @var Withdraw_Settings
	 */
	private Withdraw_Settings $settings;

	/**
	 * The vendors' saved schedule choices.
	 *
	 * @var Vendor_Choice
	 */
	private Vendor_Choice $choices;

	/**
	 * The same check the run makes before filing a request.
	 *
	 * @var Payout_Check
	 */
	private Payout_Check $check;

	/**
	 * The payment methods a vendor can be paid with.
	 *
	 * @var Vendor_Methods
	 */
	private Vendor_Methods $methods;

	/**
	 * Dokan's vendor balances.
	 *
	 * @var Dokan_Balances
	 */
	private Dokan_Balances $balances;

	/**
	 * Dokan's withdraw requests.
	 *
	 * @var Dokan_Withdraw_Requests
	 */
	private Dokan_Withdraw_Requests $dokan;

	/**
	 * Works from the given settings, or the saved ones.
	 *
	 * @param Withdraw_Settings|null $settings The admin's settings.
	 */
	public function __construct( ?Withdraw_Settings $settings = null ) {
		$this->settings = $settings ?? new Withdraw_Settings();
		$this->choices  = new Vendor_Choice();
		$this->methods  = new Vendor_Methods();
		$this->balances = new Dokan_Balances();
		$this->dokan    = new Dokan_Withdraw_Requests();
		$this->check    = new Payout_Check( $this->settings, $this->dokan, $this->methods );
	}

	/**
	 * Each enabled schedule's next payout date, as the scheduler plans the runs.
	 *
	 * @return array<int, array{schedule: string, date: string}>
	 */
	public function runs(): array {
		$runs = array();
		foreach ( ( new Payout_Calendar( $this->settings ) )->next_runs() as $key => $run ) {
			$runs[] = array(
				'schedule' => $key,
				'date'     => $run['date'],
			);
		}
		return $runs;
	}

	/**
	 * One page of a run's vendors with their outcomes, lowest ids first. How many there are is
	 * vendor_count()'s, which the screen asks once.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Payout date, Y-m-d.
	 * @param string $search   Part of a vendor's name, login or e-mail ('' for all).
	 * @param int    $page     Page, from 1.
	 * @param int    $per_page Vendors per page.
	 * @return array<int, array<string, mixed>>
	 */
	public function page( string $schedule, string $date, string $search, int $page, int $per_page ): array {
		return $this->assess_all( $this->vendor_ids( $schedule, $date, $search, $per_page, max( 0, $page - 1 ) * $per_page ) );
	}

	/**
	 * Goes through every vendor of the run in batches, handing each batch's outcomes over.
	 *
	 * @param string   $schedule Schedule key.
	 * @param string   $date     Payout date.
	 * @param string   $search   Vendor filter ('' for all).
	 * @param callable $consume  Called with each batch's rows (see outcome()).
	 */
	public function each_batch( string $schedule, string $date, string $search, callable $consume ): void {
		$after = 0;
		do {
			// Ids in large slices (one index range scan each). Dokan's balances and requests of a
			// whole slice in one query each, as the run reads its batch: each query scans Dokan's
			// unindexed tables, so their number, not the ids in them, decides the time.
			$ids     = $this->vendor_ids( $schedule, $date, $search, self::IDS_PER_QUERY, 0, $after );
			$reading = array() === $ids ? null : Batch_Reading::read( $ids, $this->balances, $this->dokan );
			foreach ( array_chunk( $ids, self::BATCH_SIZE ) as $batch ) {
				$consume( $this->assess_all( $batch, $reading ) );
				// Users and their meta go batch by batch, so memory stays flat; Dokan's balances of
				// the slice stay, where its own check of a request finds them.
				User_Cache::forget_users();
			}
			$fetched = count( $ids );
			$after   = (int) end( $ids );
			// Before the next slice only: a run small enough to total with the page leaves the
			// page's own runtime cache alone.
			if ( self::IDS_PER_QUERY === $fetched && function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_runtime' ) ) {
				wp_cache_flush_runtime();
			}
		} while ( self::IDS_PER_QUERY === $fetched );
	}

	/**
	 * The outcomes of some vendors.
	 *
	 * @param int[]              $vendor_ids Vendor ids.
	 * @param Batch_Reading|null $reading    Their Dokan facts, when already read.
	 * @return array<int, array{vendor_id: int, name: string, email: string, balance: float, method_title: string, reason: ?string, amount: float, method: string, note: string, figures: array<string, float>}>
	 */
	private function assess_all( array $vendor_ids, ?Batch_Reading $reading = null ): array {
		// Users and their meta, balances and pending requests for the whole batch in one go each,
		// as the run reads them.
		cache_users( $vendor_ids );
		if ( null === $reading && array() !== $vendor_ids ) {
			$reading = Batch_Reading::read( $vendor_ids, $this->balances, $this->dokan );
		}
		$rows = array();
		foreach ( $vendor_ids as $vendor_id ) {
			$rows[] = $this->outcome( $vendor_id, $reading );
		}
		return $rows;
	}

	/**
	 * One vendor's row: who they are and the run's decision for them.
	 *
	 * @param int                $vendor_id Vendor id.
	 * @param Batch_Reading|null $reading   The vendor's batch, read moments ago.
	 * @return array<string, mixed>
	 * @throws Database_Error When a read failed: the screen says the preview could not be made.
	 */
	private function outcome( int $vendor_id, ?Batch_Reading $reading ): array {
		$choice  = Database_Error::guard( fn () => $this->choices->get( $vendor_id ) );
		$outcome = $this->check->decide( $vendor_id, $choice, $reading );
		$user    = get_userdata( $vendor_id );
		// A vendor without any usable method is paid with none, whatever their choice still names.
		$shown = '' === $outcome->method || Skip_Reason::NoMethod === $outcome->skip_reason() ? '' : $this->methods->title( $outcome->method );
		return array(
			'vendor_id'    => $vendor_id,
			'name'         => $user ? (string) $user->display_name : '',
			'email'        => $user ? (string) $user->user_email : '',
			'balance'      => $outcome->figures['balance'],
			'method_title' => $shown,
			'reason'       => $outcome->reason,
			'amount'       => $outcome->amount,
			'method'       => $outcome->method,
			'figures'      => $outcome->figures,
			'note'         => $outcome->note,
		);
	}

	/**
	 * How many vendors the run would look at, of those matching a search if one is given.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Payout date.
	 * @param string $search   Vendor filter ('' for all).
	 */
	public function vendor_count( string $schedule, string $date, string $search = '' ): int {
		return $this->count_vendors( $schedule, $date, $search );
	}

	/**
	 * How many vendors the run would look at, of those matching a search.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Payout date.
	 * @param string $search   Vendor filter.
	 */
	private function count_vendors( string $schedule, string $date, string $search ): int {
		return ( new Payout_Ledger() )->count_unclaimed( $schedule, $date, $search );
	}

	/**
	 * Vendor ids of the run, lowest first.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Payout date.
	 * @param string $search   Vendor filter.
	 * @param int    $limit    At most this many.
	 * @param int    $offset   Skip this many.
	 * @param int    $after    Only ids above this one.
	 * @return int[]
	 */
	private function vendor_ids( string $schedule, string $date, string $search, int $limit, int $offset = 0, int $after = 0 ): array {
		// A failed read is no "nobody on the schedule": the ledger throws.
		return ( new Payout_Ledger() )->unclaimed_vendor_ids( $schedule, $date, $limit, $after, $search, $offset );
	}
}
