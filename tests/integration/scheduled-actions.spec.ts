/**
 * The plugin's background work as WooCommerce's Action Scheduler shows it: Tools → Scheduled
 * Actions lists the plugin's actions in its own group with their logs, and a go that failed is
 * there, failed with the error, and on the plugin's list of runs as retrying.
 */
import { expect, test } from '@playwright/test';

import { browserContextAs } from './support/session';
import { runSitePhp } from '../e2e/support/site-php';

const FAILED_GO = 'tests/integration/php/failed-go.php';

test.afterEach( () => {
	runSitePhp( FAILED_GO, 'remove' );
} );

test( 'a go that met a database error is failed with its error under Scheduled Actions and retrying on the runs list', async ( {
	browser,
} ) => {
	const made = JSON.parse( runSitePhp( FAILED_GO, 'add' ) ) as {
		action: number;
		status: string;
	};
	expect( made.status ).toBe( 'failed' );
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();

	await page.goto(
		'/wp-admin/tools.php?page=action-scheduler&status=failed&s=vendor_payout_schedule_batch'
	);
	const row = page
		.getByRole( 'row', { name: /vendor_payout_schedule_batch/ } )
		.filter( {
			hasText: '2100-01-11',
		} );
	await expect( row ).toHaveCount( 1 );
	await expect( row ).toContainText( 'vendor-payout-schedule' );
	await expect( row ).toContainText( 'Failed' );
	// The action's log: created, started, and failed with the database's error.
	await expect( row ).toContainText(
		/action failed via WP Cron: .*_unreachable/
	);

	// The plugin's group holds its actions together, the retry waiting beside the failed go.
	await page.goto(
		'/wp-admin/tools.php?page=action-scheduler&status=pending&s=2100-01-11'
	);
	await expect(
		page
			.getByRole( 'row', { name: /vendor_payout_schedule_batch/ } )
			.filter( { hasText: 'vendor-payout-schedule' } )
	).toHaveCount( 1 );

	await page.goto( '/wp-admin/admin.php?page=vendor-payout-schedule' );
	const run = page
		.getByRole( 'region', { name: 'Recent payout runs' } )
		.getByRole( 'row', { name: /January 11, 2100/ } );
	await expect( run.getByRole( 'cell' ).nth( 2 ) ).toContainText(
		'Retrying after an error'
	);
	await expect( run.getByRole( 'cell' ).nth( 2 ) ).toContainText(
		/Last error: .*_unreachable/
	);
	await page.context().close();
} );
