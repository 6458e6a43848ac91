/**
 * Dokan → Withdraw Schedule → "E-mails to the administrator": one summary per run by default, or
 * Dokan's e-mail for each scheduled request, saved with the rest of the screen.
 */
import { expect, test } from '@playwright/test';

import { putStoredStateBackAfterAll } from './support/put-stored-state-back';
import { browserContextAs } from './support/session';
import { seedDisbursement, settingsState } from './support/wp-php';

putStoredStateBackAfterAll();

test.beforeEach( () => {
	seedDisbursement();
} );

test( 'the admin chooses Dokan’s e-mail for each request instead of the summary, and back', async ( {
	browser,
} ) => {
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	await page.goto( '/wp-admin/admin.php?page=vendor-payout-schedule' );
	const choice = page.getByRole( 'group', { name: 'Scheduled requests' } );
	const summary = choice.getByRole( 'radio', {
		name: 'One summary e-mail per run',
	} );
	const each = choice.getByRole( 'radio', {
		name: 'Dokan’s “new withdraw request” e-mail for each request',
	} );
	await expect( summary ).toBeChecked();

	await each.check();
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
	await expect( each ).toBeChecked();
	expect( settingsState().own?.admin_mail ).toBe( 'each_request' );

	await summary.check();
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
	expect( settingsState().own?.admin_mail ).toBe( 'summary' );
	await page.context().close();
} );
