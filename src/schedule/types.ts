/**
 * Internal dependencies
 */
import type { WithdrawSettingsWire } from '../api';

export interface SchedulePanelProps {
	/**
	 * The withdraw page's settings as Dokan's React page hands them to its Fill (`settings.data`):
	 * `null` while they load or after they failed. Leave it out (`undefined`) on a page that has
	 * none to give — the legacy page — and the panel loads them itself.
	 */
	pageSettings?: WithdrawSettingsWire | null;
	/**
	 * Whether the page is still loading `pageSettings` (`settings.isLoading`).
	 *
	 * @default false
	 */
	isPageSettingsLoading?: boolean;
	/**
	 * Level of the "Schedule" heading, one below the heading the page puts above the panel:
	 * Dokan's React page titles its "Payment Details" card with an h2; the legacy page has no
	 * heading between its h1 and the panel.
	 *
	 * @default 3
	 */
	headingLevel?: 2 | 3 | 4;
	/**
	 * Identifies the view of the withdraw page the panel is part of, compared by identity: mounts
	 * of one view share one read of the schedule, a new view reads it again. Dokan's React page
	 * starts a view each time its router shows Withdraw.
	 *
	 * @default PAGE_LOAD_VIEW (one view per page load)
	 */
	view?: unknown;
}
