/**
 * The schedule panel in Chromium on both of Dokan's withdraw pages.
 *
 * Failure cases answer the REST calls from the browser (page.route): a 500, a network error,
 * invalid JSON, a slow answer. Happy paths run against the site's real endpoints and check what
 * the server stored.
 */
import type { Page, Route } from '@playwright/test';

import { storedChoice } from '../integration/support/wp-php';
import {
	expect,
	expectNoProblems,
	test,
	unexpectedProblems,
} from './support/fixtures';
import {
	holdBack,
	recordRequests,
	restRoute,
	withoutPreloadedAnswers,
} from './support/requests';
import { useVendorState } from './support/vendor-state';
import {
	WITHDRAW_PAGES,
	dialogOf,
	openModal,
	openPanel,
	panelOf,
	switchBehindModal,
} from './support/withdraw-page';

const DISBURSEMENT = '/dokan/v2/withdraw/disbursement';
const DISABLE = '/dokan/v2/withdraw/disbursement/disable';

/** A realistic answer of the read call, for the tests that answer it from the browser. */
const DISBURSEMENT_ANSWER = {
	enabled: true,
	selected_schedule: 'weekly',
	is_schedule_selected: true,
	schedules: {
		weekly: {
			title: 'Weekly',
			description: 'on Monday of every week.',
			next: 'November 23, 2026',
		},
		monthly: {
			title: 'Monthly',
			description: 'on last Friday of every month.',
			next: 'November 27, 2026',
		},
	},
	minimum_amount_list: [ 50, 100, 200 ],
	minimum_amount_selected: 50,
	minimum_amount_needed: 50,
	reserve_balance_list: [ 0, 5, 10 ],
	reserve_balance_selected: 0,
	default_method: 'paypal',
	active_methods: { paypal: 'PayPal', bank: 'Bank Transfer' },
	method_additional_info: { paypal: 'PayPal ( vera.vendor@example.com )' },
};

const UPDATED = 'Withdraw schedule updated successfully';
const DISABLED = 'Withdraw schedule disabled successfully';
const NO_SCHEDULE =
	'Please update your withdraw schedule selection to get payment automatically.';

/**
 * Answers one route and method from the browser; other requests go on to the site.
 *
 * @param page    The page.
 * @param method  HTTP method to answer.
 * @param path    REST route to answer.
 * @param handler What to do with the request.
 */
async function answer(
	page: Page,
	method: string,
	path: string,
	handler: ( route: Route ) => Promise< void >
) {
	await page.route(
		( url ) => restRoute( url.href ) === path,
		async ( route ) => {
			if ( route.request().method() !== method ) {
				return route.fallback();
			}
			return handler( route );
		}
	);
}

const json = ( status: number, body: unknown ) => ( route: Route ) =>
	route.fulfill( {
		status,
		contentType: 'application/json; charset=UTF-8',
		body: JSON.stringify( body ),
	} );

/**
 * Holds back the answer to one route and method until the test releases it: a slow server.
 *
 * @param page    The page.
 * @param method  HTTP method to hold.
 * @param path    REST route to hold.
 * @param handler What to do with the request once released; by default, send it on to the site.
 * @return Releases what is held.
 */
async function holdAnswer(
	page: Page,
	method: string,
	path: string,
	handler: ( route: Route ) => Promise< void > = ( route ) => route.fallback()
) {
	const { released, release } = holdBack();
	await answer( page, method, path, async ( route ) => {
		await released;
		await handler( route );
	} );
	return release;
}

/** What a failed call of the panel leaves in the console and the network log. */
const FAILED_CALL = [
	/console: Failed to load resource/,
	/console: \[vendor-payout-schedule\] Request failed/,
	/HTTP 5\d\d: .*\/dokan\/v2\/withdraw\//,
	/request failed: .*\/dokan\/v2\/withdraw\/.* net::ERR_FAILED/,
];

/**
 * What the plugin says on the page: its toasts and its notification cards.
 *
 * @param page The page.
 */
const pluginMessages = ( page: Page ) =>
	page.locator( '.vps-toaster [role="status"], .vps-notification-card' );

/**
 * Waits until the page settled, then checks the panel never appeared.
 *
 * @param page The page.
 */
async function expectPanelHidden( page: Page ) {
	await expect(
		page.getByText( 'Payment Details', { exact: true } ).first()
	).toBeVisible();
	await page.waitForLoadState( 'networkidle' );
	await expect( panelOf( page ) ).toHaveCount( 0 );
	await expect( page.getByText( NO_SCHEDULE ) ).toHaveCount( 0 );
}

// eslint-disable-next-line react-hooks/rules-of-hooks -- Playwright set-up for the whole file, not a React hook.
useVendorState();

for ( const withdrawPage of WITHDRAW_PAGES ) {
	test.describe( `${ withdrawPage.name }: a failed initial load`, () => {
		const failures: Array<
			[ string, ( route: Route ) => Promise< void > ]
		> = [
			[
				'a 500',
				json( 500, {
					code: 'internal_server_error',
					message: 'There has been a critical error on this website.',
					data: { status: 500 },
				} ),
			],
			[ 'a network error', ( route ) => route.abort( 'failed' ) ],
			[
				'invalid JSON',
				( route ) =>
					route.fulfill( {
						status: 200,
						contentType: 'application/json',
						body: '<br /><b>Warning</b>: something broke{"enabled":true',
					} ),
			],
		];

		for ( const [ name, handler ] of failures ) {
			test( `${ name } keeps the panel hidden and is only logged`, async ( {
				pageAs,
				problems,
			} ) => {
				const page = await pageAs( 'vendor' );
				const logged: string[] = [];
				page.on( 'console', ( message ) => {
					if (
						message.text().includes( '[vendor-payout-schedule]' )
					) {
						logged.push( message.text() );
					}
				} );
				await withoutPreloadedAnswers( page );
				await answer( page, 'GET', DISBURSEMENT, handler );
				await page.goto( withdrawPage.path );
				await expectPanelHidden( page );
				// Dokan's React page may mount the panel again after a failed read; each mount asks
				// once more, and each failure is logged alike.
				expect( logged.length ).toBeGreaterThanOrEqual( 1 );
				expect( new Set( logged ).size ).toBe( 1 );
				// The plugin's own messages only: Dokan's React page keeps a status region of its own.
				await expect( pluginMessages( page ) ).toHaveCount( 0 );
				expect( unexpectedProblems( problems, FAILED_CALL ) ).toEqual(
					[]
				);
			} );
		}
	} );

	test.describe( withdrawPage.name, () => {
		test( 'a slow initial load shows the panel once the answer arrives', async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			await withoutPreloadedAnswers( page );
			const release = await holdAnswer(
				page,
				'GET',
				DISBURSEMENT,
				json( 200, DISBURSEMENT_ANSWER )
			);
			await page.goto( withdrawPage.path );
			await expect(
				page.getByText( 'Payment Details', { exact: true } ).first()
			).toBeVisible();
			await page.waitForTimeout( 1500 );
			await expect( panelOf( page ) ).toHaveCount( 0 );
			release();
			await expect( panelOf( page ) ).toBeVisible();
			await expect( panelOf( page ) ).toContainText(
				'Weekly, next on November 23, 2026 to PayPal'
			);
			expectNoProblems( problems );
		} );

		test( 'one GET per page view, none when the modal opens', async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			const calls = recordRequests( page );
			await withoutPreloadedAnswers( page );
			await answer(
				page,
				'GET',
				DISBURSEMENT,
				json( 200, DISBURSEMENT_ANSWER )
			);
			await openPanel( page, withdrawPage.path );
			await page.waitForLoadState( 'networkidle' );
			const before = [ ...calls.log ];
			expect( calls.count( `GET ${ DISBURSEMENT }` ) ).toBe( 1 );

			await openModal( page );
			await page.waitForLoadState( 'networkidle' );
			expect( calls.log ).toEqual( before );
			expectNoProblems( problems );
		} );

		test( 'a failed save (500) shows the server message in the modal, keeps no busy state, and a retry saves', async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			const calls = recordRequests( page );
			let failNext = true;
			await answer( page, 'POST', DISBURSEMENT, async ( route ) => {
				if ( failNext ) {
					failNext = false;
					return json( 500, {
						code: 'vendor_payout_schedule_rest_choice_busy',
						message: 'The schedule could not be stored.',
						data: { status: 500 },
					} )( route );
				}
				return route.fallback();
			} );
			const panel = await openPanel( page, withdrawPage.path );
			await panel
				.getByRole( 'button', { name: 'Edit schedule' } )
				.click();
			const dialog = dialogOf( page );
			await dialog.getByRole( 'radio', { name: /^Monthly/ } ).check();
			const change = dialog.getByRole( 'button', {
				name: 'Change Schedule',
			} );
			await change.click();

			await expect(
				dialog.getByText( 'The schedule could not be stored.' )
			).toBeVisible();
			await expect(
				dialog.getByText( 'Your change was not saved', { exact: true } )
			).toBeVisible();
			await expect( change ).toBeEnabled();
			await expect( change ).not.toHaveAttribute( 'aria-busy', 'true' );
			// Nothing was saved: the panel keeps the schedule the server holds; no toast. The open
			// modal hides the page behind it from assistive tech, so look there with hidden elements.
			await expect( switchBehindModal( page ) ).toBeChecked();
			await expect( page.getByText( UPDATED ) ).toHaveCount( 0 );

			await change.click();
			await expect( page.getByText( UPDATED ) ).toBeVisible();
			await expect( dialog ).toHaveCount( 0 );
			await expect(
				panel.getByRole( 'switch', { name: 'Schedule' } )
			).toBeChecked();
			expect( calls.count( `POST ${ DISBURSEMENT }` ) ).toBe( 2 );
			expect( storedChoice( 'vendor' ).schedule ).toBe( 'monthly' );
			expect( unexpectedProblems( problems, FAILED_CALL ) ).toEqual( [] );
		} );

		test( 'a save lost to a network error or invalid JSON shows an error card', async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			const answers: Array< ( route: Route ) => Promise< void > > = [
				( route ) => route.abort( 'failed' ),
				( route ) =>
					route.fulfill( {
						status: 200,
						contentType: 'application/json',
						body: 'Saved!',
					} ),
			];
			await answer( page, 'POST', DISBURSEMENT, async ( route ) =>
				( answers.shift() ?? ( ( r: Route ) => r.fallback() ) )( route )
			);
			const panel = await openPanel( page, withdrawPage.path );
			await panel
				.getByRole( 'button', { name: 'Edit schedule' } )
				.click();
			const dialog = dialogOf( page );
			const change = dialog.getByRole( 'button', {
				name: 'Change Schedule',
			} );

			await change.click();
			await expect(
				dialog.locator( '.vps-notification-card--error' )
			).toBeVisible();
			await expect( change ).toBeEnabled();

			await change.click();
			// api-fetch's own words are about the transport: the promised text instead.
			await expect(
				dialog.getByText( 'The withdraw schedule could not be saved.' )
			).toBeVisible();
			await expect( change ).toBeEnabled();
			await expect( page.getByText( UPDATED ) ).toHaveCount( 0 );
			expect( unexpectedProblems( problems, FAILED_CALL ) ).toEqual( [] );
		} );

		test( 'a slow save keeps Change Schedule busy, and a double click sends one POST', async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			const calls = recordRequests( page );
			const release = await holdAnswer( page, 'POST', DISBURSEMENT );
			const panel = await openPanel( page, withdrawPage.path );
			await panel
				.getByRole( 'button', { name: 'Edit schedule' } )
				.click();
			const dialog = dialogOf( page );
			const change = dialog.getByRole( 'button', {
				name: 'Change Schedule',
			} );
			await change.dblclick();

			await expect( change ).toBeDisabled();
			await expect( change ).toHaveAttribute( 'aria-busy', 'true' );
			await page.waitForTimeout( 500 );
			expect( calls.count( `POST ${ DISBURSEMENT }` ) ).toBe( 1 );
			release();

			await expect( page.getByText( UPDATED ) ).toBeVisible();
			await expect( dialog ).toHaveCount( 0 );
			expect( calls.count( `POST ${ DISBURSEMENT }` ) ).toBe( 1 );
			expectNoProblems( problems );
		} );

		test( 'a failed switch-off (500) turns the switch back on without a toast', async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			await answer(
				page,
				'POST',
				DISABLE,
				json( 500, {
					code: 'vendor_payout_schedule_rest_choice_busy',
					message: 'Nope.',
					data: { status: 500 },
				} )
			);
			const panel = await openPanel( page, withdrawPage.path );
			const toggle = panel.getByRole( 'switch', { name: 'Schedule' } );
			await toggle.click();
			await expect( toggle ).toBeChecked();
			await expect(
				panel.getByRole( 'button', { name: 'Edit schedule' } )
			).toBeEnabled();
			await page.waitForLoadState( 'networkidle' );
			await expect( page.getByText( DISABLED ) ).toHaveCount( 0 );
			expect( storedChoice( 'vendor' ).schedule ).toBe( 'weekly' );
			expect( unexpectedProblems( problems, FAILED_CALL ) ).toEqual( [] );
		} );

		test( 'switching off (double click, slow answer) sends one request, clears the schedule and toasts', async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			const calls = recordRequests( page );
			const release = await holdAnswer( page, 'POST', DISABLE );
			const panel = await openPanel( page, withdrawPage.path );
			const toggle = panel.getByRole( 'switch', { name: 'Schedule' } );
			await toggle.dblclick();
			await page.waitForTimeout( 300 );
			release();

			await expect( page.getByText( DISABLED ) ).toBeVisible();
			await expect( toggle ).not.toBeChecked();
			await expect( panel ).toContainText( NO_SCHEDULE );
			await expect(
				panel.getByRole( 'button', { name: 'Edit schedule' } )
			).toBeDisabled();
			expect( calls.count( `POST ${ DISABLE }` ) ).toBe( 1 );
			expect( storedChoice( 'vendor' ).schedule ).toBeFalsy();
			expectNoProblems( problems );
		} );

		test( 'saving against the real endpoint stores the choice, and the summary shows it after a reload', async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			const panel = await openPanel( page, withdrawPage.path );
			await expect( panel ).toContainText( 'Weekly, next on ' );
			await panel
				.getByRole( 'button', { name: 'Edit schedule' } )
				.click();
			const dialog = dialogOf( page );

			await dialog
				.getByRole( 'combobox', { name: 'Withdraw method' } )
				.click();
			await page
				.getByRole( 'option', { name: /^Bank Transfer/ } )
				.click();
			await dialog.getByRole( 'radio', { name: /^Monthly/ } ).check();
			await expect(
				dialog.getByRole( 'status', { name: 'Next Payment' } )
			).toContainText( 'based on your schedule' );
			await dialog
				.getByRole( 'combobox', { name: 'Only When Balance Is' } )
				.click();
			await page
				.getByRole( 'option', { name: '$100.00 or more' } )
				.click();
			await dialog
				.getByRole( 'combobox', { name: 'Maintain A Reserve Balance' } )
				.click();
			await page
				.getByRole( 'option', { name: '$10.00', exact: true } )
				.click();
			await dialog
				.getByRole( 'button', { name: 'Change Schedule' } )
				.click();

			await expect( page.getByText( UPDATED ) ).toBeVisible();
			await expect( dialog ).toHaveCount( 0 );
			await expect( panel ).toContainText( 'Monthly, next on ' );
			await expect( panel ).toContainText(
				'Only when the balance is $100.00 or more.'
			);
			expect( storedChoice( 'vendor' ) ).toMatchObject( {
				schedule: 'monthly',
				method: 'bank',
			} );
			expect( Number( storedChoice( 'vendor' ).minimum ) ).toBe( 100 );
			expect( Number( storedChoice( 'vendor' ).reserve ) ).toBe( 10 );

			await page.reload();
			const reloaded = panelOf( page );
			await expect( reloaded ).toContainText( 'Monthly, next on ' );
			await expect( reloaded ).toContainText( 'to Bank Transfer' );
			expectNoProblems( problems );
		} );

		test( 'a vendor without payment methods is sent to the payment settings', async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor2' );
			const panel = await openPanel( page, withdrawPage.path );
			const toggle = panel.getByRole( 'switch', { name: 'Schedule' } );
			if ( ! ( await toggle.isChecked() ) ) {
				await toggle.click();
			}
			await panel
				.getByRole( 'button', { name: 'Edit schedule' } )
				.click();
			const dialog = dialogOf( page );
			await expect(
				dialog.getByText( 'No payment methods found.' )
			).toBeVisible();
			await expect( dialog.getByRole( 'link' ) ).toHaveAttribute(
				'href',
				/\/dashboard\/settings\/payment\/?/
			);
			await expect(
				dialog.getByRole( 'button', { name: 'Change Schedule' } )
			).toBeDisabled();
			expectNoProblems( problems );
		} );
	} );
}
