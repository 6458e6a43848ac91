<?php
/**
 * What a past run did for each vendor, and its figures.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Outcome;
use VendorPayoutSchedule\Engine\Request_Status;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Statement\Payout_Statement;
use VendorPayoutSchedule\Payouts\Batch_Ledger;
use VendorPayoutSchedule\PayPal\Paypal_Ledger;
use VendorPayoutSchedule\Vendor_Methods;

defined( 'ABSPATH' ) || exit;

/**
 * The run's rows of the payouts table with the vendor's name and e-mail and the status of the
 * request in Dokan's withdraw table as it is now (a request found by its id, the primary key).
 * Read fresh, never from a cache: an approval in Dokan shows on the next view. Searching,
 * filtering, sorting and paging are the payouts table's queries (Payout_Ledger); each row of a page
 * carries its request's step in a payout batch (Payouts\Batch_Ledger).
 */
final class Run_Record implements Outcome_Source {

	/** Rows read per query when going through the whole run (CSV). */
	public const CHUNK_SIZE = 1000;

	/**
	 * The run: id, schedule, scheduled_for, started_at, finished_at.
	 *
	 * @var object
	 */
	public readonly object $run;

	/**
	 * Method titles.
	 *
	 * @var Vendor_Methods
	 */
	private Vendor_Methods $methods;

	/**
	 * Titles of the methods seen so far (a run uses two or three).
	 *
	 * @var array<string, string>
	 */
	private array $titles = array();

	/**
	 * Rows read per query by each_chunk().
	 *
	 * @var int
	 */
	private int $chunk_size;

	/**
	 * The payouts table, which holds the run's rows.
	 *
	 * @var Payout_Ledger
	 */
	private Payout_Ledger $ledger;

	/**
	 * The payout batches table, which holds the steps of the run's requests taken into a batch.
	 *
	 * @var Batch_Ledger
	 */
	private Batch_Ledger $batches;

	/**
	 * Takes the run's row of the runs table.
	 *
	 * @param object $run        Row with id, schedule and scheduled_for (Run_Ledger::find()).
	 * @param int    $chunk_size Rows read per query by each_chunk().
	 */
	public function __construct( object $run, int $chunk_size = self::CHUNK_SIZE ) {
		$this->run        = $run;
		$this->chunk_size = max( 1, $chunk_size );
		$this->methods    = new Vendor_Methods();
		$this->ledger     = new Payout_Ledger();
		$this->batches    = new Batch_Ledger();
	}

	/**
	 * Whether the run is over: yes, a record.
	 */
	public function is_past(): bool {
		return true;
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
		$filter = self::criteria( $query );
		$total  = $this->ledger->record_count( $this->schedule(), $this->date(), $filter );
		$found  = $this->ledger->sorted_record_rows( $this->schedule(), $this->date(), $filter, (string) ( $query['orderby'] ?? '' ), 'desc' === ( $query['order'] ?? '' ), $per_page, max( 0, $page - 1 ) * $per_page );
		return array(
			'total' => $total,
			'rows'  => $this->with_batches( array_map( array( $this, 'shaped' ), $found ) ),
		);
	}

	/**
	 * Every vendor a query keeps, lowest vendor id first, chunk by chunk, each recorded outcome with
	 * what its statement earned and deducted (`statement`: one read of Dokan's ledger a chunk).
	 *
	 * @param array<string, string> $query   Search, outcome and reason (see Outcome_Source).
	 * @param callable              $consume Called with each chunk's rows.
	 * @throws \VendorPayoutSchedule\Engine\Database_Error When a read failed.
	 */
	public function each_chunk( array $query, callable $consume ): void {
		$filter = self::criteria( $query );
		$after  = 0;
		do {
			$found = $this->ledger->record_rows( $this->schedule(), $this->date(), $filter, $after, $this->chunk_size, 0 );
			$read  = count( $found );
			if ( $read > 0 ) {
				$after = (int) end( $found )->vendor_id;
				$consume( $this->with_batches( self::with_statements( $found, array_map( array( $this, 'shaped' ), $found ) ) ) );
			}
		} while ( $read === $this->chunk_size );
	}

	/**
	 * The run's figures, in one grouped query: vendors; requests filed and their total; of those,
	 * by the status of their request in Dokan now (approved: paid; pending; cancelled); skips by
	 * reason.
	 *
	 * @return array{counts: array<string, int>, amounts: array<string, float>, skipped: array<string, int>}
	 *         Counts and amounts keyed `vendors`, REQUESTED, SKIPPED and the Request_Status constants.
	 * @throws \VendorPayoutSchedule\Engine\Database_Error When the read failed.
	 */
	public function figures(): array {
		$figures = array(
			'counts'  => array( 'vendors' => 0 ),
			'amounts' => array(),
			'skipped' => array(),
		);
		foreach ( $this->ledger->record_groups( $this->schedule(), $this->date() ) as $group ) {
			$vendors                       = (int) $group->vendors;
			$figures['counts']['vendors'] += $vendors;
			if ( Payout_Ledger::SKIPPED === $group->status ) {
				$figures['counts'][ self::SKIPPED ]            = ( $figures['counts'][ self::SKIPPED ] ?? 0 ) + $vendors;
				$figures['skipped'][ (string) $group->reason ] = ( $figures['skipped'][ (string) $group->reason ] ?? 0 ) + $vendors;
				continue;
			}
			if ( Payout_Ledger::REQUESTED !== $group->status ) {
				continue;
			}
			foreach ( array( self::REQUESTED, Request_Status::of_code( $group->request_status ) ) as $key ) {
				$figures['counts'][ $key ]  = ( $figures['counts'][ $key ] ?? 0 ) + $vendors;
				$figures['amounts'][ $key ] = round( ( $figures['amounts'][ $key ] ?? 0.0 ) + (float) $group->total, 2 );
			}
		}
		return $figures;
	}

	/**
	 * Rows with `statement`: what the statement of each recorded outcome earned and deducted, in
	 * the currency; null for a row still being filed or whose figures were erased (as the vendor's
	 * statement is refused then).
	 *
	 * @param object[]                         $found  Rows as read (record_rows()).
	 * @param array<int, array<string, mixed>> $shaped The same rows shaped.
	 * @return array<int, array<string, mixed>>
	 * @throws \VendorPayoutSchedule\Engine\Database_Error When Dokan's ledger could not be read.
	 */
	private static function with_statements( array $found, array $shaped ): array {
		$payouts = array();
		foreach ( $found as $i => $row ) {
			if ( self::FILING !== $shaped[ $i ]['outcome'] && ! $shaped[ $i ]['erased'] ) {
				$payouts[ $i ] = $row;
			}
		}
		$sums = Payout_Statement::sums_of( $payouts );
		foreach ( $shaped as $i => $row ) {
			$shaped[ $i ]['statement'] = isset( $sums[ $i ] ) ? array(
				'earned'   => Payout_Statement::amount( $sums[ $i ]['earned'] ),
				'deducted' => Payout_Statement::amount( $sums[ $i ]['deducted'] ),
			) : null;
		}
		return $shaped;
	}

	/**
	 * The run's schedule key.
	 */
	private function schedule(): string {
		return (string) $this->run->schedule;
	}

	/**
	 * The run's payout date, Y-m-d.
	 */
	private function date(): string {
		return (string) $this->run->scheduled_for;
	}

	/**
	 * A payouts row in the shared shape.
	 *
	 * @param object $row Joined row.
	 * @return array<string, mixed>
	 */
	private function shaped( object $row ): array {
		// The recorded decision, as Payout_Check made it (a row still being filed: the request).
		$outcome = Payout_Outcome::from_row( $row );
		$skipped = ! $outcome->is_filed();
		$method  = $outcome->method;
		if ( '' !== $method && ! isset( $this->titles[ $method ] ) ) {
			$this->titles[ $method ] = $this->methods->title( $method );
		}
		return array(
			'row_id'         => (int) $row->row_id,
			'vendor_id'      => (int) $row->vendor_id,
			'name'           => (string) $row->display_name,
			'email'          => (string) $row->user_email,
			'outcome'        => $skipped ? self::SKIPPED : ( Payout_Ledger::REQUESTED === $row->status ? self::REQUESTED : self::FILING ),
			'reason'         => $outcome->reason,
			'amount'         => $outcome->amount,
			'balance'        => $outcome->figures['balance'],
			'method'         => $skipped ? '' : $method,
			'method_title'   => $skipped || '' === $method ? '' : $this->titles[ $method ],
			'figures'        => $outcome->figures,
			'note'           => $outcome->note,
			'erased'         => (bool) (int) $row->erased,
			'request_id'     => (int) $row->withdraw_id,
			'request_status' => 0 === (int) $row->withdraw_id ? '' : Request_Status::of_code( $row->request_status ),
		);
	}

	/**
	 * Rows with their request's row of a payout batch (`batch`, null when in none) and what PayPal
	 * last said of it (`paypal`, Paypal_Ledger::of_requests(), null when not sent through PayPal),
	 * read for the rows' requests in one query each.
	 *
	 * @param array<int, array<string, mixed>> $rows Shaped rows.
	 * @return array<int, array<string, mixed>>
	 * @throws \VendorPayoutSchedule\Engine\Database_Error When the read failed.
	 */
	private function with_batches( array $rows ): array {
		$ids     = array_column( $rows, 'request_id' );
		$batches = $this->batches->of_requests( $ids );
		$paypal  = ( new Paypal_Ledger() )->of_requests( $ids );
		foreach ( $rows as $index => $row ) {
			$rows[ $index ]['batch']  = $batches[ $row['request_id'] ] ?? null;
			$rows[ $index ]['paypal'] = $paypal[ $row['request_id'] ] ?? null;
		}
		return $rows;
	}

	/**
	 * A query in the payouts table's terms (Payout_Ledger::record_count()): a skip reason or
	 * "skipped" asks for skipped rows, "requested" for filed ones, a request status for filed rows
	 * whose request in Dokan has it. Values it does not know narrow nothing.
	 *
	 * @param array<string, string> $query See Outcome_Source.
	 * @return array{search: string, status: string, request_status: ?int, reason: string}
	 */
	private static function criteria( array $query ): array {
		$outcome        = (string) ( $query['outcome'] ?? '' );
		$reason         = null === Skip_Reason::tryFrom( (string) ( $query['reason'] ?? '' ) ) ? '' : (string) $query['reason'];
		$status         = '';
		$request_status = null;
		if ( self::SKIPPED === $outcome || '' !== $reason ) {
			$status = Payout_Ledger::SKIPPED;
		} elseif ( self::REQUESTED === $outcome ) {
			$status = Payout_Ledger::REQUESTED;
		} elseif ( isset( Request_Status::CODES[ $outcome ] ) ) {
			$status         = Payout_Ledger::REQUESTED;
			$request_status = (int) Request_Status::CODES[ $outcome ];
		}
		return array(
			'search'         => trim( (string) ( $query['search'] ?? '' ) ),
			'status'         => $status,
			'request_status' => $request_status,
			'reason'         => $reason,
		);
	}
}
