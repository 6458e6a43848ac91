/**
 * When the administrator has not enabled scheduled withdrawals, the endpoints answer an error (as
 * Dokan Pro does) and the panel stays hidden on both withdraw pages.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';

import { scaled } from '../e2e/support/site';
import { browserContextAs } from './support/session';
import { putStoredStateBackAfterAll } from './support/put-stored-state-back';
import {
	callerForAllTests,
	DISABLE,
	DISBURSEMENT,
	type RestError,
} from './support/rest';
import {
	mergeSettings,
	seedDisbursement,
	storeChoice,
	storedChoice,
} from './support/wp-php';

const SWITCHED_OFF = { disbursement: { manual: 'manual', schedule: '' } };
const NO_SCHEDULES = {
	disbursement_schedule: {
		weekly: '',
		biweekly: '',
		monthly: '',
		quarterly: '',
	},
};

putStoredStateBackAfterAll( [ 'vendor' ] );
const vendor = callerForAllTests( 'vendor' );

test.beforeAll( () => {
	storeChoice( 'vendor', {
		schedule: 'weekly',
		minimum: '100',
		reserve: '0',
		method: 'paypal',
	} );
} );

test.beforeEach( () => {
	seedDisbursement();
} );

for ( const [ situation, change ] of [
	[ 'scheduled withdrawals are switched off', SWITCHED_OFF ],
	[ 'no schedule is offered', NO_SCHEDULES ],
] as const ) {
	test( `when ${ situation }, all three endpoints answer 403 vendor_payout_schedule_rest_schedule_disabled and nothing changes`, async () => {
		mergeSettings( { dokan_withdraw: change } );
		const before = storedChoice( 'vendor' );

		for ( const answer of [
			await vendor.get( DISBURSEMENT ),
			await vendor.post( DISBURSEMENT, {
				schedule: 'weekly',
				minimum: 50,
				reserve: 0,
				method: 'bank',
			} ),
			await vendor.post( DISABLE ),
		] ) {
			expect( answer.status() ).toBe( 403 );
			expect( ( ( await answer.json() ) as RestError ).code ).toBe(
				'vendor_payout_schedule_rest_schedule_disabled'
			);
		}
		expect( storedChoice( 'vendor' ) ).toEqual( before );
	} );
}

test( 'switching the feature back on brings the vendor’s kept choice back', async () => {
	mergeSettings( { dokan_withdraw: SWITCHED_OFF } );
	expect( ( await vendor.get( DISBURSEMENT ) ).status() ).toBe( 403 );

	seedDisbursement();
	const answer = await vendor.get( DISBURSEMENT );
	expect( answer.status() ).toBe( 200 );
	expect( await answer.json() ).toMatchObject( {
		enabled: true,
		selected_schedule: 'weekly',
		is_schedule_selected: true,
	} );
} );

/**
 * Opens a withdraw page as the vendor and waits until the page has asked for the schedule.
 * @param browser
 * @param path
 * @param preloaded Whether the page carries the answer, so that nothing is asked.
 */
async function openWithdrawPage(
	browser: Browser,
	path: string,
	preloaded = false
): Promise< { page: Page; status: number | null } > {
	const context = await browserContextAs( browser, 'vendor' );
	const page = await context.newPage();
	if ( preloaded ) {
		// The page carries the answer, so the panel asks nothing.
		await page.goto( path );
		await page.waitForLoadState( 'networkidle' );
		return { page, status: null };
	}
	const asked = page.waitForResponse(
		( response ) =>
			new URL( response.url() ).pathname.endsWith(
				'/dokan/v2/withdraw/disbursement'
			) ||
			response
				.url()
				.includes(
					'rest_route=%2Fdokan%2Fv2%2Fwithdraw%2Fdisbursement'
				),
		{ timeout: scaled( 20_000 ) }
	);
	await page.goto( path );
	const status = ( await asked ).status();
	await page.waitForLoadState( 'networkidle' );
	return { page, status };
}

for ( const path of [ '/dashboard/new/#/withdraw', '/dashboard/withdraw/' ] ) {
	test( `the panel on ${ path } shows when the feature is on and stays hidden when it is off`, async ( {
		browser,
	} ) => {
		// The legacy page preloads a 200 answer (WordPress preloads only those); the React page asks.
		const legacy = path === '/dashboard/withdraw/';
		const on = await openWithdrawPage( browser, path, legacy );
		expect( on.status ).toBe( legacy ? null : 200 );
		await expect(
			on.page.getByRole( 'button', { name: 'Edit schedule' } )
		).toBeVisible();
		await on.page.context().close();

		mergeSettings( { dokan_withdraw: SWITCHED_OFF } );
		const off = await openWithdrawPage( browser, path );
		expect( off.status ).toBe( 403 );
		await expect(
			off.page.getByText( 'Payment Details', { exact: true } ).first()
		).toBeVisible();
		await expect(
			off.page.getByRole( 'button', { name: 'Edit schedule' } )
		).toHaveCount( 0 );
		await expect(
			off.page.getByRole( 'switch', { name: 'Schedule' } )
		).toHaveCount( 0 );
		await off.page.context().close();
	} );
}
