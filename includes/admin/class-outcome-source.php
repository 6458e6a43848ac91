<?php
/**
 * Where the vendors of a payout run's table come from.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * One table shows a run vendor by vendor, with two sources: what the next run will do
 * (Next_Run_Source, assessed now) and what a past run did (Run_Record_Source, read from the
 * payouts table with Dokan's request status as it is now).
 *
 * Rows share one shape: vendor_id, name, email, balance, amount, method_title, outcome (an
 * Outcome constant), reason (a stored Skip_Reason value or null), figures, note, request_id
 * (Dokan's request number, 0 when none) and request_status (a Request_Status constant or ''),
 * and optionally erased (true when the vendor's figures were erased at their request).
 */
interface Outcome_Source {

	/**
	 * The table's accessible name, e.g. "Vendors of the next run".
	 */
	public function caption(): string;

	/**
	 * What the table says when no vendor is listed.
	 *
	 * @param bool $narrowed Whether a search or filter narrowed the list.
	 */
	public function nobody_text( bool $narrowed ): string;

	/**
	 * The columns shown after the vendor, as Outcome_Columns keys.
	 *
	 * @return string[]
	 */
	public function columns(): array;

	/**
	 * Whether the run is over (a record, told in the past tense) or still to come (a preview).
	 */
	public function is_past(): bool;

	/**
	 * Whether the rows can be filtered by outcome and reason (a stored record can; a preview would
	 * have to assess every vendor to find one page of them).
	 */
	public function can_filter(): bool;

	/**
	 * How many vendors match.
	 *
	 * @param Outcome_Filter $filter Search, outcome and reason.
	 */
	public function count( Outcome_Filter $filter ): int;

	/**
	 * One page of matching vendors, lowest ids first.
	 *
	 * @param Outcome_Filter $filter   Search, outcome and reason.
	 * @param int            $page     Page, from 1.
	 * @param int            $per_page Vendors per page.
	 * @return array<int, array<string, mixed>>
	 */
	public function rows( Outcome_Filter $filter, int $page, int $per_page ): array;

	/**
	 * Every matching vendor, in batches whose memory is given back before the next one.
	 *
	 * @param Outcome_Filter $filter  Search, outcome and reason.
	 * @param callable       $consume Called with each batch's rows.
	 */
	public function each_batch( Outcome_Filter $filter, callable $consume ): void;
}
