/**
 * A run's record on Dokan → Withdraw Schedule, opened as the seeded administrator.
 */
import type { Browser, Page } from '@playwright/test';

import { browserContextAs } from './session';

/**
 * Opens the record of a run as the administrator, in a browser context of its own (close it with
 * `page.context().close()`).
 * @param browser The test's browser.
 * @param runId   The run's id.
 * @param query   More query arguments, each starting with `&`.
 */
export async function openRunRecord(
	browser: Browser,
	runId: number | string,
	query = ''
): Promise< Page > {
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	await page.goto(
		`/wp-admin/admin.php?page=vendor-payout-schedule&vendor_payout_schedule_run_id=${ runId }${ query }`
	);
	return page;
}
