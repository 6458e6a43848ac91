/**
 * A run's record on Dokan → Withdraw Schedule, opened as the seeded administrator.
 */
import type { Browser, Locator, Page } from '@playwright/test';

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

/**
 * The run record's section where the run's requests are paid (its payout batch).
 * @param page The run record.
 */
export function paymentSection( page: Page ): Locator {
	return page.getByRole( 'region', { name: 'Paying these requests' } );
}

/**
 * Opens the record of a run as the administrator and has Dokan check its pending requests, as the
 * admin starts a payout batch: the section's button is clicked, nothing is awaited after it.
 * @param browser The test's browser.
 * @param runId   The run's id.
 * @param pending The pending requests the button names.
 */
export async function openRunAndCheckRequests(
	browser: Browser,
	runId: number | string,
	pending = 4
): Promise< { page: Page; section: Locator } > {
	const page = await openRunRecord( browser, runId );
	const section = paymentSection( page );
	await section
		.getByRole( 'button', {
			name: `Check the ${ pending } pending requests for payout`,
		} )
		.click();
	return { page, section };
}
