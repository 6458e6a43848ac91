/**
 * The summary's wording, open to a site owner through a @wordpress/hooks filter.
 */

/**
 * WordPress dependencies
 */
import { applyFilters } from '@wordpress/hooks';

export const SUMMARY_FILTER = 'vendorPayoutSchedule.summaryTemplate';

/** What a filter callback is told about the line it words. */
export interface SummaryContext {
	/** Whether the vendor has a schedule; without one the line is a call to choose one. */
	isScheduleSelected: boolean;
	/** Key of the selected schedule, e.g. `weekly`; empty when none. */
	schedule: string;
	/**
	 * Whether the vendor has the payment method the payout goes to; without one (removed from
	 * their payment settings, or switched off by the marketplace) `%3$s` is empty.
	 */
	hasMethod: boolean;
}

/**
 * The template of the summary line: the translated default unless a filter returns a non-empty
 * string. With a schedule, the template may use %1$s (title), %2$s (next date), %3$s (method, empty
 * unless `hasMethod`) and %4$s (minimum balance).
 *
 * @param defaultTemplate The plugin's own, translated wording.
 * @param context         Which line it is.
 */
export function summaryTemplate(
	defaultTemplate: string,
	context: SummaryContext
): string {
	/**
	 * Filters the wording of the Schedule panel's summary line.
	 *
	 * @param {string}         template The translated template.
	 * @param {SummaryContext} context  Whether a schedule is selected, which, and whether it has a method.
	 */
	const filtered = applyFilters( SUMMARY_FILTER, defaultTemplate, context );
	return typeof filtered === 'string' && filtered.trim()
		? filtered
		: defaultTemplate;
}
