<?php
/**
 * What a past run did for each vendor, as rows of the runs' vendor table.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Outcome;
use VendorPayoutSchedule\Engine\Request_Status;
use VendorPayoutSchedule\Vendor_Methods;

defined( 'ABSPATH' ) || exit;

/**
 * The run's rows of the payouts table with the vendor's name and e-mail and the status of the
 * request in Dokan's withdraw table as it is now (a request found by its id, the primary key).
 * Read fresh, never from a cache: an approval in Dokan shows on the next view.
 */
final class Run_Record_Source implements Outcome_Source {

	/** Rows read per query when going through the whole run (CSV). */
	public const BATCH_SIZE = 1000;

	/**
	 * The run: id, schedule and scheduled_for.
	 *
	 * @var object
	 */
	private object $run;

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
	 * Rows read per query by each_batch().
	 *
	 * @var int
	 */
	private int $batch_size;

	/**
	 * The payouts table, which holds the run's rows.
	 *
	 * @var Payout_Ledger
	 */
	private Payout_Ledger $ledger;

	/**
	 * Takes the run's row of the runs table.
	 *
	 * @param object $run        Row with schedule and scheduled_for.
	 * @param int    $batch_size Rows read per query by each_batch().
	 */
	public function __construct( object $run, int $batch_size = self::BATCH_SIZE ) {
		$this->run        = $run;
		$this->batch_size = max( 1, $batch_size );
		$this->methods    = new Vendor_Methods();
		$this->ledger     = new Payout_Ledger();
	}

	/** {@inheritDoc} */
	public function caption(): string {
		return __( 'Vendors of this run', 'vendor-payout-schedule' );
	}

	/** {@inheritDoc} */
	public function nobody_text( bool $narrowed ): string {
		return $narrowed ? __( 'No vendor of this run matches the search and filters.', 'vendor-payout-schedule' ) : __( 'Nobody was on this schedule for this run.', 'vendor-payout-schedule' );
	}

	/** {@inheritDoc} */
	public function columns(): array {
		return array( Outcome_Columns::OUTCOME, Outcome_Columns::REQUESTED, Outcome_Columns::METHOD, Outcome_Columns::REQUEST, Outcome_Columns::REASON );
	}

	/** {@inheritDoc} */
	public function is_past(): bool {
		return true;
	}

	/** {@inheritDoc} */
	public function can_filter(): bool {
		return true;
	}

	/** {@inheritDoc} */
	public function count( Outcome_Filter $filter ): int {
		return $this->ledger->record_count( (string) $this->run->schedule, (string) $this->run->scheduled_for, self::criteria( $filter ) );
	}

	/** {@inheritDoc} */
	public function rows( Outcome_Filter $filter, int $page, int $per_page ): array {
		return $this->read( $filter, 0, $per_page, max( 0, $page - 1 ) * $per_page );
	}

	/** {@inheritDoc} */
	public function each_batch( Outcome_Filter $filter, callable $consume ): void {
		$after = 0;
		do {
			$rows = $this->read( $filter, $after, $this->batch_size, 0 );
			if ( array() !== $rows ) {
				$after = (int) end( $rows )['row_id'];
				$consume( $rows );
			}
		} while ( $this->batch_size === count( $rows ) );
	}

	/**
	 * How many vendors the run requested for, paid, skipped, by request status and reason.
	 *
	 * @return array<int, object> Groups with status, reason, request_status (Dokan's number or null), vendors, total.
	 */
	public function groups(): array {
		return $this->ledger->record_groups( (string) $this->run->schedule, (string) $this->run->scheduled_for );
	}

	/**
	 * Rows after a row id, from an offset.
	 *
	 * @param Outcome_Filter $filter Filter.
	 * @param int            $after  Only rows with a higher id.
	 * @param int            $limit  At most this many.
	 * @param int            $offset Skip this many.
	 * @return array<int, array<string, mixed>>
	 */
	private function read( Outcome_Filter $filter, int $after, int $limit, int $offset ): array {
		$found = $this->ledger->record_rows( (string) $this->run->schedule, (string) $this->run->scheduled_for, self::criteria( $filter ), $after, $limit, $offset );
		return array_map( array( $this, 'shaped' ), $found );
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
			'outcome'        => $skipped ? Outcome::SKIPPED : ( Payout_Ledger::FILED === $row->status ? Outcome::REQUESTED : Outcome::FILING ),
			'reason'         => $outcome->reason,
			'amount'         => $outcome->amount,
			'balance'        => $outcome->figures['balance'],
			'method_title'   => $skipped || '' === $method ? '' : $this->titles[ $method ],
			'figures'        => $outcome->figures,
			'note'           => $outcome->note,
			'erased'         => (bool) (int) $row->erased,
			'request_id'     => (int) $row->withdraw_id,
			'request_status' => 0 === (int) $row->withdraw_id ? '' : Request_Status::of_code( $row->request_status ),
		);
	}

	/**
	 * The filter in the payouts table's terms (Payout_Ledger::record_count()): a skip reason or
	 * "skipped" asks for skipped rows, "requested" for filed ones, a request status for filed rows
	 * whose request in Dokan has it.
	 *
	 * @param Outcome_Filter $filter Filter.
	 * @return array{search: string, status: string, request_status: ?int, reason: string}
	 */
	private static function criteria( Outcome_Filter $filter ): array {
		$status         = '';
		$request_status = null;
		if ( Outcome::SKIPPED === $filter->outcome || '' !== $filter->reason ) {
			$status = Payout_Ledger::SKIPPED;
		} elseif ( Outcome::REQUESTED === $filter->outcome ) {
			$status = Payout_Ledger::FILED;
		} elseif ( isset( Request_Status::CODES[ $filter->outcome ] ) ) {
			$status         = Payout_Ledger::FILED;
			$request_status = (int) Request_Status::CODES[ $filter->outcome ];
		}
		return array(
			'search'         => $filter->search,
			'status'         => $status,
			'request_status' => $request_status,
			'reason'         => $filter->reason,
		);
	}
}
