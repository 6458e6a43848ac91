/**
 * Internal dependencies
 */
import type { LastPayout, ProjectedAmount } from '../../api';

export interface PayoutStatusProps {
	/** The latest scheduled outcome; null before any run recorded one. */
	lastPayout: LastPayout | null;
	/** What the next run would do; null when no run would look at the vendor. */
	projectedAmount: ProjectedAmount | null;
	/**
	 * The id of the last payout's statement; with it the line offers to show the statement.
	 *
	 * @default null
	 */
	statementId?: number | null;
}
