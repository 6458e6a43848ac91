<?php
/**
 * What a past run did for each vendor, as rows of the runs' vendor table.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Outcome;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Privacy\Vendor_Records;
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
	 * Takes the run's row of the runs table.
	 *
	 * @param object $run        Row with schedule and scheduled_for.
	 * @param int    $batch_size Rows read per query by each_batch().
	 */
	public function __construct( object $run, int $batch_size = self::BATCH_SIZE ) {
		$this->run        = $run;
		$this->batch_size = max( 1, $batch_size );
		$this->methods    = new Vendor_Methods();
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
		global $wpdb;
		list( $from, $values ) = $this->from_sql( $filter );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- $from comes from from_sql(): table names from $wpdb and placeholders, whose values are passed here; a join of the plugin's table with users and Dokan's withdraw table, which no API offers, read fresh.
		$count = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) {$from}", $values ) );
		Database_Error::throw_if_failed();
		return $count;
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
		global $wpdb;
		list( $from, $values ) = $this->from_sql( new Outcome_Filter() );
		$amount                = Vendor_Records::amount_sql( 'p', 'w' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- as in count().
		$groups = $wpdb->get_results( $wpdb->prepare( "SELECT p.status, p.reason, w.status AS request_status, COUNT(*) AS vendors, SUM({$amount}) AS total {$from} GROUP BY p.status, p.reason, w.status", $values ) );
		Database_Error::throw_if_failed();
		return $groups;
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
		global $wpdb;
		list( $from, $values ) = $this->from_sql( $filter );
		array_push( $values, $after, $limit, $offset );
		// A vendor's erased rows keep no amount or method; Dokan's request still has both.
		$columns = 'p.id AS row_id, p.vendor_id, p.status, p.reason, ' . Vendor_Records::amount_sql( 'p', 'w' ) . ' AS amount, p.balance, p.minimum, p.reserve, p.withdraw_limit, ' . Vendor_Records::method_sql( 'p', 'w' ) . ' AS method, p.withdraw_id, p.note, ' . Vendor_Records::stripped_sql( 'p' ) . ' AS erased, u.display_name, u.user_email, w.status AS request_status';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- as in count().
		$found = $wpdb->get_results( $wpdb->prepare( "SELECT {$columns} {$from} AND p.id > %d ORDER BY p.id LIMIT %d OFFSET %d", $values ) );
		Database_Error::throw_if_failed();
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
	 * FROM and WHERE of the run's rows matching a filter.
	 *
	 * @param Outcome_Filter $filter Filter.
	 * @return array{0: string, 1: array<int, string>}
	 */
	private function from_sql( Outcome_Filter $filter ): array {
		global $wpdb;
		$payouts  = Schema::payouts_table();
		$withdraw = $wpdb->prefix . 'dokan_withdraw';
		$sql      = "FROM {$payouts} p LEFT JOIN {$wpdb->users} u ON u.ID = p.vendor_id LEFT JOIN {$withdraw} w ON p.withdraw_id > 0 AND w.id = p.withdraw_id WHERE p.scheduled_for = %s AND p.schedule = %s";
		$values   = array( (string) $this->run->scheduled_for, (string) $this->run->schedule );
		if ( '' !== $filter->search ) {
			$sql     .= ' AND (u.display_name LIKE %s OR u.user_login LIKE %s OR u.user_email LIKE %s)';
			$like     = '%' . $wpdb->esc_like( $filter->search ) . '%';
			$values[] = $like;
			$values[] = $like;
			$values[] = $like;
		}
		if ( Outcome::SKIPPED === $filter->outcome || '' !== $filter->reason ) {
			$sql     .= ' AND p.status = %s';
			$values[] = Payout_Ledger::SKIPPED;
		} elseif ( Outcome::REQUESTED === $filter->outcome ) {
			$sql     .= ' AND p.status = %s';
			$values[] = Payout_Ledger::FILED;
		} elseif ( isset( Request_Status::CODES[ $filter->outcome ] ) ) {
			$sql     .= ' AND p.status = %s AND w.status = %d';
			$values[] = Payout_Ledger::FILED;
			$values[] = (string) Request_Status::CODES[ $filter->outcome ];
		}
		if ( '' !== $filter->reason ) {
			$sql     .= ' AND p.reason = %s';
			$values[] = $filter->reason;
		}
		return array( $sql, $values );
	}
}
