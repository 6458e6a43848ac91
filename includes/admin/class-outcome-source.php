<?php
/**
 * Where the vendor rows of a payout run's list come from.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * A run vendor by vendor, from one of two sources: what the next run will do (Next_Run_Preview,
 * assessed now) and what a past run did (Run_Record, read from the payouts table with the status
 * of each request in Dokan as it is now). Outcome_List_Table shows either.
 *
 * A query narrows and orders the vendors (each key optional):
 * - `search`: part of a vendor's name, username or e-mail;
 * - `outcome`: one of the source's outcome filters (Outcome_List_Table::views()), '' for all;
 * - `reason`: a stored Skip_Reason value, '' for all;
 * - `orderby`: '' for the run's own order (vendor ids, ascending), or `vendor`, `amount`,
 *   `balance`, `outcome`; `order`: `asc` or `desc`.
 *
 * Rows share one shape: vendor_id, name, email, outcome (a constant below), amount, balance,
 * method_title, reason (a stored Skip_Reason value or null), figures, note, request_id (Dokan's
 * request number, 0 when none), request_status (a Request_Status constant or ''), erased (true
 * when the vendor's figures were erased at their request); a past run's rows also method (Dokan's
 * key) and batch (the request's row of a payout batch, Payouts\Batch_Ledger::of_requests(), or
 * null) and paypal (what PayPal last said of a request sent through PayPal's API,
 * PayPal\Paypal_Ledger::of_requests(), or null). A record's each_chunk() rows also have statement: what the payout's statement earned and
 * deducted (`earned`, `deducted`), or null.
 */
interface Outcome_Source {

	/** The run filed a request with Dokan. */
	public const REQUESTED = 'requested';

	/** The run skipped the vendor. */
	public const SKIPPED = 'skipped';

	/** The run claimed the vendor and has not recorded the request yet. */
	public const FILING = 'filing';

	/** The next run would file a request. */
	public const WOULD_REQUEST = 'would_request';

	/** The next run would skip the vendor. */
	public const WOULD_SKIP = 'would_skip';

	/**
	 * Whether the run is over (a record, told in the past tense) or still to come (a preview).
	 */
	public function is_past(): bool;

	/**
	 * One page of the vendors a query keeps, and how many it keeps.
	 *
	 * @param array<string, string> $query    See above.
	 * @param int                   $page     Page, from 1.
	 * @param int                   $per_page Vendors per page.
	 * @return array{total: int, rows: array<int, array<string, mixed>>}
	 */
	public function find( array $query, int $page, int $per_page ): array;

	/**
	 * Every vendor a query keeps, in the run's own order (its `orderby` aside), in chunks whose
	 * memory is given back before the next one.
	 *
	 * @param array<string, string> $query   See above.
	 * @param callable              $consume Called with each chunk's rows.
	 */
	public function each_chunk( array $query, callable $consume ): void;
}
