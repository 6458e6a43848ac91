/**
 * The admin's list of recent payout runs on Dokan → Withdraw Schedule: a run is Done once every
 * vendor has an outcome, and says how many vendors WP-Cron has still to e-mail.
 */
import { expect, test } from '@playwright/test';

import { browserContextAs } from './support/session';
import { runSitePhp } from '../e2e/support/site-php';

const RUN = 'tests/integration/php/payout-run.php';

test.afterEach( () => {
	runSitePhp( RUN, 'remove' );
} );

test( 'a done run whose e-mails are still going out says how many vendors wait', async ( {
	browser,
} ) => {
	runSitePhp( RUN, 'add' );
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	await page.goto( '/wp-admin/admin.php?page=vendor-payout-schedule' );

	const runs = page.getByRole( 'region', { name: 'Recent payout runs' } );
	const row = runs.getByRole( 'row', { name: /January 4, 2100/ } );
	// Cells: date, schedule, status, vendors paid, skipped, total amount.
	await expect( row.getByRole( 'cell' ).nth( 1 ) ).toHaveText( 'Weekly' );
	await expect( row.getByRole( 'cell' ).nth( 2 ) ).toHaveText(
		/^Done\s*Vendors still to be e-mailed: 2$/
	);
	await expect( row.getByRole( 'cell' ).nth( 4 ) ).toHaveText(
		'Below minimum: 3'
	);
	await expect(
		page.getByText( 'Scheduled payouts need your attention.' )
	).toHaveCount( 0 );
	await page.context().close();
} );
