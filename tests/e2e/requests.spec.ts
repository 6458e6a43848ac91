/**
 * Every request a vendor's visit makes for the panel, on both of Dokan's withdraw pages, against
 * the real endpoints: the schedule is read once per page view, the modal's code (a chunk of its
 * own) comes from the plugin's build folder on intent or when the browser is idle, opening the
 * modal asks nothing of the network, and Change Schedule saves once, even on a double click.
 */
import type { Page } from '@playwright/test';

import { storedChoice } from '../integration/support/wp-php';
import { expect, expectNoProblems, test } from './support/fixtures';
import {
	holdBack,
	recordRequests,
	withdrawCallOrPluginFile,
} from './support/requests';
import { useVendorState } from './support/vendor-state';
import {
	WITHDRAW_PAGES,
	expectModalOpen,
	openModal,
	openPanel,
} from './support/withdraw-page';

const BUILD = '/wp-content/plugins/vendor-payout-schedule/build/';
const MODAL_CHUNK = `${ BUILD }edit-schedule-modal.js`;

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

/**
 * Opens a withdraw page in a browser that never finds idle time, recording its requests from the
 * start, and waits until the network is quiet.
 *
 * @param page     A page not yet navigated.
 * @param pagePath Address of the withdraw page.
 */
async function openWithoutIdleTime( page: Page, pagePath: string ) {
	await neverIdle( page );
	const requests = recordRequests( page, withdrawCallOrPluginFile );
	const panel = await openPanel( page, pagePath );
	await page.waitForLoadState( 'networkidle' );
	return { requests, panel };
}

/**
 * Resolves when the page asks for the modal's code.
 *
 * @param page The page.
 */
const modalChunkRequested = ( page: Page ) =>
	page.waitForRequest( ( request ) => request.url().includes( MODAL_CHUNK ) );

// A saved schedule, so that "Edit schedule" is enabled when the page loads.
// eslint-disable-next-line react-hooks/rules-of-hooks -- Playwright set-up for the whole file, not a React hook.
useVendorState();

for ( const withdrawPage of WITHDRAW_PAGES ) {
	test.describe( withdrawPage.name, () => {
		test( 'a visit reads the schedule at most once, fetches the modal while idle, opens it without a request and saves once on a double click', async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			const requests = recordRequests( page, withdrawCallOrPluginFile );

			await openPanel( page, withdrawPage.path );
			await page.waitForLoadState( 'networkidle' );
			// Read once on the React page; on the legacy page, printed by PHP, both answers come
			// with the page (api-fetch's preloading middleware), so neither is requested.
			const isLegacy = withdrawPage.path === '/dashboard/withdraw/';
			expect(
				requests.count( 'GET /dokan/v2/withdraw/disbursement' )
			).toBe( isLegacy ? 0 : 1 );
			// The page's withdraw settings: preloaded on the legacy page, read by Dokan itself
			// on the React page, whose Slot hands them to the panel.
			expect( requests.count( 'GET /dokan/v2/withdraw/settings' ) ).toBe(
				isLegacy ? 0 : 1
			);
			expect( requests.count( `GET ${ BUILD }index.js` ) ).toBe( 1 );
			// Fetched by the browser's idle time, from the plugin's own folder (webpack's public
			// path, found from the script's address on a WordPress page).
			expect( requests.count( `GET ${ MODAL_CHUNK }` ) ).toBe( 1 );
			const loaded = [ ...requests.log ];

			const dialog = await openModal( page );
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
			const { requests, panel } = await openWithoutIdleTime(
				page,
				withdrawPage.path
			);
			expect( requests.count( `GET ${ MODAL_CHUNK }` ) ).toBe( 0 );

			const fetched = modalChunkRequested( page );
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
	const { requests, panel } = await openWithoutIdleTime(
		page,
		'/dashboard/new/#/withdraw'
	);

	const fetched = modalChunkRequested( page );
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
	const { released, release } = holdBack();
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
