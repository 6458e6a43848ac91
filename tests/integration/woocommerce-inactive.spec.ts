/**
 * Dokan boots only once WooCommerce has loaded; with WooCommerce inactive `dokan()` exists but its
 * functions do not. The plugin then stays out: no routes, no payout runs, a notice for the
 * administrator, and the site works.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { withMuPlugin } from '../e2e/support/mu-plugin';
import { REPO_DIR } from '../e2e/support/site';
import {
	callerAs,
	DISABLE,
	DISBURSEMENT,
	type RestError,
} from './support/rest';
import { loggedInContext } from './support/session';
import { seedDisbursement } from './support/wp-php';

test.beforeAll( () => {
	seedDisbursement();
} );

test( 'with WooCommerce inactive the routes are not there, no run happens, the administrator is told, and the site works', async () => {
	await withMuPlugin( 'woocommerce-inactive', async () => {
		const vendor = await callerAs( 'vendor' );
		try {
			for ( const answer of [
				await vendor.get( DISBURSEMENT ),
				await vendor.post( DISBURSEMENT, {} ),
				await vendor.post( DISABLE ),
			] ) {
				expect( answer.status() ).toBe( 404 );
				expect( ( ( await answer.json() ) as RestError ).code ).toBe(
					'rest_no_route'
				);
			}
		} finally {
			await vendor.dispose();
		}

		const run = JSON.parse(
			execFileSync(
				'php',
				[
					path.join( REPO_DIR, 'tests/env/wp-php.php' ),
					path.join(
						REPO_DIR,
						'tests/integration/php/scheduled-run.php'
					),
				],
				{ encoding: 'utf8' }
			)
		);
		expect( run ).toEqual( {
			dokan_loaded: false,
			run_hooked: false,
			runs: 0,
		} );

		const admin = await loggedInContext( 'admin' );
		try {
			const dashboard = await admin.get( '/wp-admin/' );
			expect( dashboard.status() ).toBe( 200 );
			expect( await dashboard.text() ).toContain(
				'Vendor Payout Schedule waits for Dokan, which runs only while WooCommerce is active.'
			);
		} finally {
			await admin.dispose();
		}

		const visitor = await callerAs( 'visitor' );
		try {
			expect( ( await visitor.get( '/' ) ).status() ).toBe( 200 );
			expect( ( await visitor.get( '/dashboard/' ) ).status() ).toBe(
				200
			);
		} finally {
			await visitor.dispose();
		}
	} );
} );
