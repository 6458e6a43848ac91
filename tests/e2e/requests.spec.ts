/**
 * Every request a vendor's visit makes for the panel, on both of Dokan's withdraw pages, against
 * the real endpoints: the schedule is read once per page view, the modal's code (a chunk of its
 * own) comes from the plugin's build folder on intent or when the browser is idle, opening the
 * modal asks nothing of the network, and Change Schedule saves once, even on a double click.
 */
import type { Page, Request } from '@playwright/test';

import {
	restoreSettings,
	seedDisbursement,
	settingsState,
	storeChoice,
	storedChoice,
	type SettingsState,
	type StoredChoice,
} from '../integration/support/wp-php';
import { expect, expectNoProblems, test } from './support/fixtures';

const PAGES = [
	{ name: 'legacy withdraw page', path: '/dashboard/withdraw/' },
	{ name: 'React withdraw page', path: '/dashboard/new/#/withdraw' },
] as const;

const BUILD = '/wp-content/plugins/vendor-payout-schedule/build/';
const MODAL_CHUNK = `${ BUILD }edit-schedule-modal.js`;

/**
 * What a request was for: "METHOD /rest/route" for the withdraw routes, "GET /path" for the
 * plugin's built files, null for anything else.
 *
 * @param request A request of the page.
 */
function whatFor( request: Request ): string | null {
	const url = new URL( request.url() );
	const route =
		url.searchParams.get( 'rest_route' ) ??
		url.pathname.replace( /^.*\/wp-json(?=\/)/, '' );
	if ( route.startsWith( '/dokan/v2/withdraw/' ) ) {
		return `${ request.method() } ${ route.replace( /\/$/, '' ) }`;
	}
	if ( url.pathname.includes( '/plugins/vendor-payout-schedule/' ) ) {
		return `${ request.method() } ${ url.pathname }`;
	}
	return null;
}

/**
 * Records, from now on, the requests `whatFor` names.
 *
 * @param page The page to watch.
 */
function recordRequests( page: Page ) {
	const log: string[] = [];
	page.on( 'request', ( request ) => {
		const what = whatFor( request );
		if ( what ) {
			log.push( what );
		}
	} );
	return {
		log,
		count: ( what: string ) =>
			log.filter( ( made ) => made === what ).length,
	};
}

/**
 * Opens a withdraw page and waits until the panel shows and the network is quiet.
 *
 * @param page The page.
 * @param path Address of the withdraw page.
 */
async function openPanel( page: Page, path: string ) {
	await page.goto( path );
	const panel = page.getByRole( 'region', { name: 'Schedule' } );
	await expect( panel ).toBeVisible();
	return panel;
}

/**
 * The modal, found by its name; its title shows once it is open.
 *
 * @param page The page.
 */
async function expectModalOpen( page: Page ) {
	const dialog = page.getByRole( 'dialog', {
		name: 'Edit Withdraw Schedule',
	} );
	await expect(
		dialog.getByRole( 'heading', { name: 'Edit Withdraw Schedule' } )
	).toBeVisible();
	return dialog;
}

/**
 * A browser that never finds idle time, so that only intent fetches the modal's code.
 *
 * @param page A page not yet navigated.
 */
async function neverIdle( page: Page ) {
	await page.addInitScript( () => {
		window.requestIdleCallback = () => 0;
		window.cancelIdleCallback = () => {};
	} );
}

let settingsBefore: SettingsState;
let choiceBefore: StoredChoice;

test.beforeAll( () => {
	settingsBefore = settingsState();
	choiceBefore = storedChoice( 'vendor' );
} );

test.beforeEach( () => {
	seedDisbursement();
	// A saved schedule, so that "Edit schedule" is enabled when the page loads.
	storeChoice( 'vendor', {
		schedule: 'weekly',
		minimum: '50',
		reserve: '0',
		method: 'paypal',
	} );
} );

test.afterEach( () => {
	restoreSettings( settingsBefore );
	storeChoice( 'vendor', choiceBefore );
} );

for ( const withdrawPage of PAGES ) {
	test.describe( withdrawPage.name, () => {
		test( 'a visit reads the schedule once, fetches the modal while idle, opens it without a request and saves once on a double click', async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			const requests = recordRequests( page );

			await openPanel( page, withdrawPage.path );
			await page.waitForLoadState( 'networkidle' );
			expect(
				requests.count( 'GET /dokan/v2/withdraw/disbursement' )
			).toBe( 1 );
			// The page's withdraw settings are read once: by the panel on the legacy page, by
			// Dokan itself on the React page, whose Slot hands them to the panel.
			expect( requests.count( 'GET /dokan/v2/withdraw/settings' ) ).toBe(
				1
			);
			expect( requests.count( `GET ${ BUILD }index.js` ) ).toBe( 1 );
			// Fetched by the browser's idle time, from the plugin's own folder (webpack's public
			// path, found from the script's address on a WordPress page).
			expect( requests.count( `GET ${ MODAL_CHUNK }` ) ).toBe( 1 );
			const loaded = [ ...requests.log ];

			const panel = page.getByRole( 'region', { name: 'Schedule' } );
			await panel
				.getByRole( 'button', { name: 'Edit schedule' } )
				.click();
			const dialog = await expectModalOpen( page );
			await page.waitForLoadState( 'networkidle' );
			expect( requests.log ).toEqual( loaded );

			await dialog.getByRole( 'radio', { name: /^Monthly/ } ).check();
			await dialog
				.getByRole( 'button', { name: 'Change Schedule' } )
				.dblclick();
			await expect(
				page.getByText( 'Withdraw schedule updated successfully' )
			).toBeVisible();
			await page.waitForLoadState( 'networkidle' );
			expect( requests.log ).toEqual( [
				...loaded,
				'POST /dokan/v2/withdraw/disbursement',
			] );
			expect( storedChoice( 'vendor' ).schedule ).toBe( 'monthly' );
			expectNoProblems( problems );
		} );

		test( 'with no idle time, pointing at Edit schedule fetches the modal, and not before', async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			await neverIdle( page );
			const requests = recordRequests( page );

			const panel = await openPanel( page, withdrawPage.path );
			await page.waitForLoadState( 'networkidle' );
			expect( requests.count( `GET ${ MODAL_CHUNK }` ) ).toBe( 0 );

			const fetched = page.waitForRequest( ( request ) =>
				request.url().includes( MODAL_CHUNK )
			);
			await panel
				.getByRole( 'button', { name: 'Edit schedule' } )
				.hover();
			await fetched;
			await page.waitForLoadState( 'networkidle' );
			await panel
				.getByRole( 'button', { name: 'Edit schedule' } )
				.click();
			await expectModalOpen( page );
			expect( requests.count( `GET ${ MODAL_CHUNK }` ) ).toBe( 1 );
			expectNoProblems( problems );
		} );
	} );
}

test( 'with no idle time, moving focus to Edit schedule fetches the modal', async ( {
	pageAs,
	problems,
} ) => {
	const page = await pageAs( 'vendor' );
	await neverIdle( page );
	const requests = recordRequests( page );
	const panel = await openPanel( page, '/dashboard/new/#/withdraw' );
	await page.waitForLoadState( 'networkidle' );

	const fetched = page.waitForRequest( ( request ) =>
		request.url().includes( MODAL_CHUNK )
	);
	await panel.getByRole( 'button', { name: 'Edit schedule' } ).focus();
	await fetched;
	await page.keyboard.press( 'Enter' );
	await expectModalOpen( page );
	expect( requests.count( `GET ${ MODAL_CHUNK }` ) ).toBe( 1 );
	expectNoProblems( problems );
} );

test( 'a click before the modal has arrived opens it as soon as it does', async ( {
	pageAs,
	problems,
} ) => {
	const page = await pageAs( 'vendor' );
	await neverIdle( page );
	let release = () => {};
	const released = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	await page.route(
		( url ) => url.pathname === MODAL_CHUNK,
		async ( route ) => {
			await released;
			await route.continue();
		}
	);
	const panel = await openPanel( page, '/dashboard/new/#/withdraw' );

	await panel.getByRole( 'button', { name: 'Edit schedule' } ).click();
	await page.waitForTimeout( 300 );
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	release();
	const dialog = await expectModalOpen( page );
	await expect(
		dialog.getByRole( 'radio', { name: /^Weekly/ } )
	).toBeChecked();
	expectNoProblems( problems );
} );
