<?php
/**
 * What a schedule's next run would do, vendor by vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Slice_Reading;
use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Dokan_Balances;
use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;
use VendorPayoutSchedule\Engine\Payout_Check;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Choice;
use VendorPayoutSchedule\Vendor_Methods;

defined( 'ABSPATH' ) || exit;

/**
 * Lists the vendors a run would look at — on the schedule, without an outcome for the date yet, as
 * Payout_Ledger::unclaimed_vendor_ids() selects them — and asks Payout_Check::decide(), the run's
 * own decision, what it would do for each, with the facts read now. The runs are those the
 * scheduler plans (runs(), from Payout_Scheduler::next_runs()).
 *
 * A page in the run's own order, or by name, is one query and twenty decisions. What the database
 * cannot answer (the vendors the run would skip, an order by amount) needs every vendor decided:
 * the preview then goes through the run chunk by chunk, as the run does, keeps each vendor's sort
 * key only, and decides the page's vendors again, so memory stays flat however large the run.
 */
final class Next_Run_Preview implements Outcome_Source {

	/**
	 * Vendors assessed per chunk when going through a whole run (totals, CSV, a filtered or sorted
	 * page); users and their meta leave the runtime cache between chunks so memory stays flat, as
	 * the run does.
	 */
	public const CHUNK_SIZE = 200;

	/**
	 * Vendor ids read per query when going through a whole run, and vendors whose Dokan facts are
	 * read at once (the run's own slice size).
	 */
	private const IDS_PER_QUERY = 5000;

	/**
	 * Schedule key.
	 *
	 * @var string
	 */
	public readonly string $schedule;

	/**
	 * Payout date, Y-m-d.
	 *
	 * @var string
	 */
	public readonly string $date;

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
	 * The payouts table: who is on the schedule and not handled yet.
	 *
	 * @var Payout_Ledger
	 */
	private Payout_Ledger $ledger;

	/**
	 * Previews one run, with the given settings or the saved ones.
	 *
	 * @param string                 $schedule Schedule key.
	 * @param string                 $date     Payout date, Y-m-d.
	 * @param Withdraw_Settings|null $settings The admin's settings.
	 */
	public function __construct( string $schedule, string $date, ?Withdraw_Settings $settings = null ) {
		$this->schedule = $schedule;
		$this->date     = $date;
		$this->choices  = new Vendor_Choice();
		$this->methods  = new Vendor_Methods();
		$this->balances = new Dokan_Balances();
		$this->dokan    = new Dokan_Withdraw_Requests();
		$this->ledger   = new Payout_Ledger();
		$this->check    = new Payout_Check( $settings ?? new Withdraw_Settings(), $this->dokan, $this->methods );
	}

	/**
	 * Each enabled schedule's next payout date, as the scheduler plans the runs.
	 *
	 * @param Withdraw_Settings|null $settings The admin's settings (the saved ones by default).
	 * @return array<int, array{schedule: string, date: string}>
	 */
	public static function runs( ?Withdraw_Settings $settings = null ): array {
		$runs = array();
		foreach ( Payout_Scheduler::next_runs( $settings ) as $key => $run ) {
			$runs[] = array(
				'schedule' => $key,
				'date'     => $run['date'],
			);
		}
		return $runs;
	}

	/**
	 * Whether the run is over: no, a preview.
	 */
	public function is_past(): bool {
		return false;
	}

	/**
	 * How many vendors the run would look at, of those matching a search if one is given.
	 *
	 * @param string $search Part of a vendor's name, login or e-mail ('' for all).
	 * @throws Database_Error When the read failed.
	 */
	public function vendor_count( string $search = '' ): int {
		return $this->ledger->count_unclaimed( $this->schedule, $this->date, $search );
	}

	/**
	 * One page of the vendors a query keeps, and how many it keeps.
	 *
	 * @param array<string, string> $query    Search, outcome, reason and order (see Outcome_Source).
	 * @param int                   $page     Page, from 1.
	 * @param int                   $per_page Vendors per page.
	 * @return array{total: int, rows: array<int, array<string, mixed>>}
	 */
	public function find( array $query, int $page, int $per_page ): array {
		$search     = trim( (string) ( $query['search'] ?? '' ) );
		$orderby    = (string) ( $query['orderby'] ?? '' );
		$descending = 'desc' === ( $query['order'] ?? '' );
		$offset     = max( 0, $page - 1 ) * $per_page;
		if ( ! self::narrows_by_outcome( $query ) && in_array( $orderby, array( '', 'vendor' ), true ) ) {
			// A failed read is no "nobody on the schedule": the ledger throws.
			$ids = 'vendor' === $orderby
				? $this->ledger->unclaimed_vendor_ids_by_name( $this->schedule, $this->date, $search, $descending, $per_page, $offset )
				: $this->ledger->unclaimed_vendor_ids( $this->schedule, $this->date, $per_page, 0, $search, $offset );
			return array(
				'total' => $this->vendor_count( $search ),
				'rows'  => $this->assess_all( $ids ),
			);
		}

		$keys = array();
		$this->each_chunk(
			$query,
			static function ( array $rows ) use ( &$keys, $orderby ): void {
				foreach ( $rows as $row ) {
					$keys[ $row['vendor_id'] ] = self::sort_key( $row, $orderby );
				}
			}
		);
		if ( '' !== $orderby ) {
			// Stable sorts: vendors with the same key stay in id order.
			$flags = 'vendor' === $orderby ? SORT_STRING | SORT_FLAG_CASE : SORT_NUMERIC;
			$descending ? arsort( $keys, $flags ) : asort( $keys, $flags );
		}
		return array(
			'total' => count( $keys ),
			'rows'  => $this->assess_all( array_slice( array_keys( $keys ), $offset, $per_page ) ),
		);
	}

	/**
	 * Every vendor a query keeps, in the run's own order, chunk by chunk.
	 *
	 * @param array<string, string> $query   Search, outcome and reason (see Outcome_Source).
	 * @param callable              $consume Called with each chunk's rows.
	 */
	public function each_chunk( array $query, callable $consume ): void {
		$search  = trim( (string) ( $query['search'] ?? '' ) );
		$outcome = (string) ( $query['outcome'] ?? '' );
		$reason  = (string) ( $query['reason'] ?? '' );
		$keep    = self::narrows_by_outcome( $query )
			? static fn ( array $row ): bool => ( ! in_array( $outcome, array( self::WOULD_REQUEST, self::WOULD_SKIP ), true ) || $outcome === $row['outcome'] ) && ( null === Skip_Reason::tryFrom( $reason ) || $reason === $row['reason'] )
			: null;
		$after   = 0;
		do {
			// Ids in large slices (one index range scan each). Dokan's balances and requests of a
			// whole slice in one query each, as the run reads its slice: each query scans Dokan's
			// unindexed tables, so their number, not the ids in them, decides the time.
			$ids     = $this->ledger->unclaimed_vendor_ids( $this->schedule, $this->date, self::IDS_PER_QUERY, $after, $search );
			$reading = array() === $ids ? null : Slice_Reading::read( $ids, $this->balances, $this->dokan );
			foreach ( array_chunk( $ids, self::CHUNK_SIZE ) as $chunk ) {
				$rows = $this->assess_all( $chunk, $reading );
				$consume( null === $keep ? $rows : array_values( array_filter( $rows, $keep ) ) );
				// Users and their meta go chunk by chunk, so memory stays flat; Dokan's balances of
				// the slice stay, where its own check of a request finds them.
				Slice_Reading::forget_users();
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
	 * Whether a query keeps only some outcomes or reasons, which only deciding every vendor tells.
	 *
	 * @param array<string, string> $query See Outcome_Source.
	 */
	private static function narrows_by_outcome( array $query ): bool {
		return in_array( $query['outcome'] ?? '', array( self::WOULD_REQUEST, self::WOULD_SKIP ), true ) || null !== Skip_Reason::tryFrom( (string) ( $query['reason'] ?? '' ) );
	}

	/**
	 * What a row is ordered by: the vendor's name, the balance or the amount in cents, or the
	 * outcome (a request first, then the skips in the order of Skip_Reason::all()); nothing (its id
	 * order) otherwise.
	 *
	 * @param array<string, mixed> $row     A row (see outcome()).
	 * @param string               $orderby Sort key.
	 * @return int|string
	 */
	private static function sort_key( array $row, string $orderby ): int|string {
		switch ( $orderby ) {
			case 'vendor':
				return (string) $row['name'];
			case 'balance':
				return (int) round( $row['balance'] * 100 );
			case 'amount':
				return (int) round( $row['amount'] * 100 );
			case 'outcome':
				return null === $row['reason'] ? 0 : 1 + (int) array_search( $row['reason'], Skip_Reason::all(), true );
		}
		return 0;
	}

	/**
	 * The outcomes of some vendors.
	 *
	 * @param int[]              $vendor_ids Vendor ids.
	 * @param Slice_Reading|null $reading    Their Dokan facts, when already read.
	 * @return array<int, array<string, mixed>> Rows in the shape Outcome_Source gives.
	 */
	private function assess_all( array $vendor_ids, ?Slice_Reading $reading = null ): array {
		// Users and their meta, balances and pending requests for them all in one go each,
		// as the run reads them.
		cache_users( $vendor_ids );
		if ( null === $reading && array() !== $vendor_ids ) {
			$reading = Slice_Reading::read( $vendor_ids, $this->balances, $this->dokan );
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
	 * @param Slice_Reading|null $reading   The vendor's slice, read moments ago.
	 * @return array<string, mixed>
	 * @throws Database_Error When a read failed: the screen says the preview could not be made.
	 */
	private function outcome( int $vendor_id, ?Slice_Reading $reading ): array {
		$choice  = Database_Error::guard( fn () => $this->choices->get( $vendor_id ) );
		$outcome = $this->check->decide( $vendor_id, $choice, $reading );
		$user    = get_userdata( $vendor_id );
		// A vendor without any usable method is paid with none, whatever their choice still names.
		$shown = '' === $outcome->method || Skip_Reason::NoMethod === $outcome->skip_reason() ? '' : $this->methods->title( $outcome->method );
		return array(
			'vendor_id'      => $vendor_id,
			'name'           => $user ? (string) $user->display_name : '',
			'email'          => $user ? (string) $user->user_email : '',
			'outcome'        => null === $outcome->reason ? self::WOULD_REQUEST : self::WOULD_SKIP,
			'balance'        => $outcome->figures['balance'],
			'method_title'   => $shown,
			'reason'         => $outcome->reason,
			'amount'         => $outcome->amount,
			'method'         => $outcome->method,
			'figures'        => $outcome->figures,
			'note'           => $outcome->note,
			'erased'         => false,
			'request_id'     => 0,
			'request_status' => '',
		);
	}
}
