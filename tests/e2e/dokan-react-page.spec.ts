/**
 * The panel on the withdraw pages as Dokan 4.1.2 really builds them: a second copy of Headless UI with its own portal root, the
 * payment-details card mounting twice while the pending requests load twice, the currency printed
 * with `&nbsp;` and esc_attr'd separators, the menu linking `#withdraw`.
 */
import type { Page, Route } from '@playwright/test';

import { storedChoice } from '../integration/support/wp-php';
import {
	expect,
	expectNoProblems,
	test,
	unexpectedProblems,
} from './support/fixtures';
import { runPhpFixture } from './support/php-fixture';
import {
	recordRequests,
	restCall,
	restRoute,
	withoutPreloadedAnswers,
} from './support/requests';
import { useVendorState } from './support/vendor-state';
import {
	dialogOf,
	expectModalOpen,
	openModal,
	openPanel,
	panelBehindModal,
	panelOf,
	switchBehindModal,
} from './support/withdraw-page';

const REACT_PAGE = '/dashboard/new/#/withdraw';
const LEGACY_PAGE = '/dashboard/withdraw/';
const DISBURSEMENT = '/dokan/v2/withdraw/disbursement';
const SETTINGS = '/dokan/v2/withdraw/settings';
const NBSP = '\u00a0';

// eslint-disable-next-line react-hooks/rules-of-hooks -- Playwright set-up for the whole file, not a React hook.
useVendorState();

/**
 * Dokan's "Send Withdraw Request" dialog: dokan-ui's Modal gives it no name (its title is a plain
 * element), so it is the dialog that shows that title.
 *
 * @param page The React withdraw page.
 */
const dokansDialog = ( page: Page ) =>
	page.getByRole( 'dialog' ).filter( { hasText: 'Send Withdraw Request' } );

/**
 * Clicks a button of the page by its text from a script: the plugin's modal makes the rest of the
 * page inert, and Dokan's dialog opens during it all the same when its copy is asked to.
 *
 * @param page   The React withdraw page.
 * @param within Selector of where the button is.
 * @param text   The button's text.
 */
const clickByScript = ( page: Page, within: string, text: string ) =>
	page.evaluate(
		( [ scope, label ] ) =>
			[
				...document.querySelectorAll< HTMLElement >(
					`${ scope } button`
				),
			]
				.find( ( button ) => button.textContent?.trim() === label )
				?.click(),
		[ within, text ]
	);

/**
 * Opens Dokan's own "Send Withdraw Request" dialog (its Headless UI copy) and closes it again.
 *
 * @param page The React withdraw page.
 */
async function openAndCloseDokansDialog( page: Page ) {
	await page.getByRole( 'button', { name: 'Request Withdraw' } ).click();
	const dialog = dokansDialog( page );
	await expect( dialog ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
}

/**
 * Notes the portal root Dokan's copy has now, if any: it makes one at load and on each opening of
 * its dialog, and its copy of Headless UI removes it again once its dialog closed.
 *
 * @param page The React withdraw page.
 * @return Whether there is one.
 */
function noteDokansRoot( page: Page ) {
	return page.evaluate( () => {
		const root = document.querySelector(
			'#headlessui-portal-root:not([data-vps-portal-root])'
		);
		( window as unknown as { dokansRoot: Element | null } ).dokansRoot =
			root;
		return root !== null;
	} );
}

/**
 * Whether the portal root noted last, if any, is still in the page.
 * @param page
 */
const dokansRootIsThere = ( page: Page ) =>
	page.evaluate( () => {
		const root = ( window as unknown as { dokansRoot: Element | null } )
			.dokansRoot;
		return ! root || root.isConnected;
	} );

test( "the modal leaves Dokan's Headless UI portal root alone and opens and closes by every path, again and again", async ( {
	pageAs,
	problems,
} ) => {
	const page = await pageAs( 'vendor' );
	const warnings: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'warning' ) {
			warnings.push( message.text() );
		}
	} );
	await openPanel( page, REACT_PAGE );
	// Dokan's copy made its root at load (DokanModal's effect), before the plugin did anything.
	await expect(
		page.locator( '#headlessui-portal-root.dokan-layout' )
	).toHaveCount( 1 );
	expect( await noteDokansRoot( page ) ).toBe( true );

	const closers: Array< [ string, () => Promise< void > ] > = [
		[
			'the X',
			() =>
				dialogOf( page )
					.getByRole( 'button', {
						name: 'Close Edit Withdraw Schedule',
					} )
					.click(),
		],
		[
			'the footer Close',
			() =>
				dialogOf( page )
					.getByRole( 'button', { name: 'Close', exact: true } )
					.click(),
		],
		[ 'Escape', () => page.keyboard.press( 'Escape' ) ],
		[
			'the backdrop',
			// Bottom left: clear of the dialog's panel and of any admin bar at the top.
			() =>
				page.mouse.click(
					4,
					( page.viewportSize()?.height ?? 720 ) - 4
				),
		],
	];
	for ( let round = 1; round <= 2; round++ ) {
		for ( const [ way, close ] of closers ) {
			if ( round > 1 ) {
				await noteDokansRoot( page );
			}
			await openModal( page );
			await close();
			await expect( dialogOf( page ), `closed by ${ way }` ).toHaveCount(
				0
			);
			expect( await dokansRootIsThere( page ), way ).toBe( true );
			expect( new URL( page.url() ).pathname, way ).toBe(
				'/dashboard/new/'
			);
		}
		// Dokan's own dialog still works between the plugin's openings.
		await openAndCloseDokansDialog( page );
	}
	expect(
		warnings.filter( ( text ) => text.includes( 'FocusTrap' ) )
	).toEqual( [] );
	expectNoProblems( problems );
} );

// Right after opening, while the modal is still entering: a close then turns its transition round.
test( "a click on the backdrop closes the modal and leaves Dokan's root alone", async ( {
	pageAs,
	problems,
} ) => {
	const page = await pageAs( 'vendor' );
	await openPanel( page, REACT_PAGE );
	expect( await noteDokansRoot( page ) ).toBe( true );
	await openModal( page );
	// Bottom left: clear of the dialog's panel and of any admin bar at the top.
	await page.mouse.click( 4, ( page.viewportSize()?.height ?? 720 ) - 4 );
	await expect( dialogOf( page ) ).toHaveCount( 0 );
	expect( await dokansRootIsThere( page ) ).toBe( true );
	expectNoProblems( problems );
} );

test( "Dokan's copy opening its dialog while the plugin's modal is open leaves both working", async ( {
	pageAs,
	problems,
} ) => {
	const page = await pageAs( 'vendor' );
	await openPanel( page, REACT_PAGE );
	await openModal( page );
	// Dokan's copy renders its portal during the modal.
	await clickByScript( page, 'body', 'Request Withdraw' );
	const dokans = dokansDialog( page );
	await expect( dokans ).toHaveCount( 1 );
	await clickByScript( page, '[role="dialog"]:not(.vps-modal)', 'Close' );
	await expect( dokans ).toHaveCount( 0 );
	await page.keyboard.press( 'Escape' );
	await expect( dialogOf( page ) ).toHaveCount( 0 );
	await openModal( page );
	await page.keyboard.press( 'Escape' );
	await expect( dialogOf( page ) ).toHaveCount( 0 );
	await openAndCloseDokansDialog( page );
	expectNoProblems( problems );
} );

/**
 * Waits out Dokan's second load of the pending requests after the withdraw route mounted (the card,
 * and the panel with it, mounts again when it ends).
 *
 * @param page      The React withdraw page.
 * @param userDelay How late the current user answers.
 */
async function settled( page: Page, userDelay: number ) {
	await page.waitForTimeout( userDelay + 500 );
}

/**
 * Saves a schedule as the same vendor from another page of the browser (the legacy withdraw page,
 * through the REST API), as a vendor with two tabs open does.
 *
 * @param page     A page of the vendor's browser.
 * @param schedule The schedule to save.
 */
async function changeScheduleElsewhere( page: Page, schedule: string ) {
	const other = await page.context().newPage();
	try {
		await other.goto( '/dashboard/withdraw/' );
		await other.evaluate( async ( key ) => {
			const { apiFetch } = (
				window as unknown as {
					wp: {
						apiFetch: ( options: object ) => Promise< unknown >;
					};
				}
			 ).wp;
			await apiFetch( {
				path: '/dokan/v2/withdraw/disbursement',
				method: 'POST',
				data: {
					schedule: key,
					minimum: 50,
					reserve: 0,
					method: 'paypal',
				},
			} );
		}, schedule );
	} finally {
		await other.close();
	}
	expect( storedChoice( 'vendor' ).schedule ).toBe( schedule );
}

test.describe( 'one GET per view of Withdraw', () => {
	for ( const userDelay of [ 0, 600 ] ) {
		test( `on the React page, however the card mounts (the current user answers after ${ userDelay } ms); a return asks again and shows changes made meanwhile`, async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			await page.addInitScript( () => {
				const counter = window as unknown as { panelMounts: number };
				counter.panelMounts = 0;
				new MutationObserver( ( records ) => {
					for ( const record of records ) {
						record.addedNodes.forEach( ( node ) => {
							if (
								node instanceof Element &&
								( node.matches( '.vps-schedule' ) ||
									node.querySelector( '.vps-schedule' ) )
							) {
								counter.panelMounts++;
							}
						} );
					}
				} ).observe( document, { childList: true, subtree: true } );
			} );
			// Dokan's store answers the current user late: the pending requests load twice, apart.
			await page.route(
				( url ) => restRoute( url.href ) === '/wp/v2/users/me',
				async ( route: Route ) => {
					await new Promise( ( resolve ) =>
						setTimeout( resolve, userDelay )
					);
					await route.fallback();
				}
			);
			const calls = recordRequests( page );
			await openPanel( page, '/dashboard/new/#withdraw' );
			await page.waitForLoadState( 'networkidle' );
			await expect( panelOf( page ) ).toBeVisible();
			const mounts = await page.evaluate(
				() =>
					( window as unknown as { panelMounts: number } ).panelMounts
			);
			test.info().annotations.push( {
				type: 'panel mounts',
				description: String( mounts ),
			} );
			// Whether Dokan mounts the card twice depends on how its requests interleave, which
			// the machine's speed decides: the mounts are recorded, one GET is wanted either way.
			expect( calls.count( `GET ${ DISBURSEMENT }` ) ).toBe( 1 );

			// Away through the hash router; meanwhile the vendor changes the schedule on another
			// page. Back on Withdraw, a new view: read anew, once, and showing the change.
			await page.evaluate( () => ( window.location.hash = 'dashboard' ) );
			await expect( panelOf( page ) ).toHaveCount( 0 );
			await changeScheduleElsewhere( page, 'monthly' );
			await page.evaluate( () => ( window.location.hash = 'withdraw' ) );
			await settled( page, userDelay );
			await expect( panelOf( page ) ).toContainText( 'Monthly, next on' );
			expect( calls.count( `GET ${ DISBURSEMENT }` ) ).toBe( 2 );

			// A save, then away and back: the panel shows what was saved, from that view's one GET.
			const dialog = await openModal( page );
			await dialog.getByRole( 'radio', { name: /^Weekly/ } ).check();
			await dialog
				.getByRole( 'button', { name: 'Change Schedule' } )
				.click();
			await expect(
				page.getByText( 'Withdraw schedule updated successfully' )
			).toBeVisible();
			await page.evaluate( () => ( window.location.hash = 'dashboard' ) );
			await expect( panelOf( page ) ).toHaveCount( 0 );
			await page.evaluate( () => ( window.location.hash = '/withdraw' ) );
			await settled( page, userDelay );
			await expect( panelOf( page ) ).toContainText( 'Weekly, next on' );
			expect( calls.count( `GET ${ DISBURSEMENT }` ) ).toBe( 3 );

			// A switch-off, then away and back: off.
			await panelOf( page )
				.getByRole( 'switch', { name: 'Schedule' } )
				.click();
			await expect(
				page.getByText( 'Withdraw schedule disabled successfully' )
			).toBeVisible();
			await page.evaluate( () => ( window.location.hash = 'dashboard' ) );
			await page.evaluate( () => ( window.location.hash = 'withdraw' ) );
			await settled( page, userDelay );
			await expect(
				panelOf( page ).getByRole( 'switch', { name: 'Schedule' } )
			).not.toBeChecked();

			expect( calls.count( `GET ${ DISBURSEMENT }` ) ).toBe( 4 );
			expect( storedChoice( 'vendor' ).schedule ).toBeNull();
			expectNoProblems( problems );
		} );
	}

	test( 'on the legacy page, none: the answers come with the page', async ( {
		pageAs,
		problems,
	} ) => {
		const page = await pageAs( 'vendor' );
		const calls = recordRequests( page, restCall );
		const panel = await openPanel( page, LEGACY_PAGE );
		await expect( panel ).toContainText( 'Weekly, next on' );
		expect( calls.log ).toEqual( [] );
		await page.waitForLoadState( 'networkidle' );
		expect( calls.log ).toEqual( [] );
		// And the modal has its methods without asking.
		const dialog = await openModal( page );
		await expect(
			dialog.getByRole( 'button', { name: 'Change Schedule' } )
		).toBeEnabled();
		expect( calls.log ).toEqual( [] );
		expectNoProblems( problems );
	} );
} );

test( "the vendor menu's #withdraw link (Dokan 4.1.2) leads to the panel", async ( {
	pageAs,
	problems,
} ) => {
	const page = await pageAs( 'vendor' );
	await page.goto( '/dashboard/new/' );
	// Dokan's side navigation, printed by PHP around the React dashboard.
	const link = page
		.locator( '.dokan-dashboard-menu' )
		// Its name ends with the text; an icon font's glyph may come first.
		.getByRole( 'link', { name: /Withdraw$/ } );
	await expect( link ).toHaveAttribute(
		'href',
		/\/dashboard\/new\/#withdraw$/
	);
	await link.click();
	await expect( panelOf( page ) ).toBeVisible();
	expect( new URL( page.url() ).hash ).toBe( '#withdraw' );
	expectNoProblems( problems );
} );

/** WooCommerce price settings and what Dokan's formatPrice() shows for 1234567.891. */
const PRICE_CASES: Array< [ string, Record< string, string >, string ] > = [
	[
		'left',
		{
			woocommerce_currency: 'USD',
			woocommerce_currency_pos: 'left',
			woocommerce_price_thousand_sep: ',',
			woocommerce_price_decimal_sep: '.',
			woocommerce_price_num_decimals: '2',
		},
		'$1,234,567.89',
	],
	[
		'right',
		{
			woocommerce_currency: 'EUR',
			woocommerce_currency_pos: 'right',
			woocommerce_price_thousand_sep: '.',
			woocommerce_price_decimal_sep: ',',
			woocommerce_price_num_decimals: '2',
		},
		'1.234.567,89€',
	],
	[
		'left_space',
		{
			woocommerce_currency: 'EUR',
			woocommerce_currency_pos: 'left_space',
			woocommerce_price_thousand_sep: '.',
			woocommerce_price_decimal_sep: ',',
			woocommerce_price_num_decimals: '2',
		},
		`€${ NBSP }1.234.567,89`,
	],
	[
		'right_space',
		{
			woocommerce_currency: 'EUR',
			woocommerce_currency_pos: 'right_space',
			woocommerce_price_thousand_sep: '.',
			woocommerce_price_decimal_sep: ',',
			woocommerce_price_num_decimals: '2',
		},
		`1.234.567,89${ NBSP }€`,
	],
	[
		'an apostrophe for thousands (arrives as &#039;)',
		{
			woocommerce_currency: 'CHF',
			woocommerce_currency_pos: 'left_space',
			woocommerce_price_thousand_sep: "'",
			woocommerce_price_decimal_sep: '.',
			woocommerce_price_num_decimals: '2',
		},
		`CHF${ NBSP }1'234'567.89`,
	],
	[
		'a non-breaking space for thousands, 3 decimals',
		{
			woocommerce_currency: 'EUR',
			woocommerce_currency_pos: 'right_space',
			woocommerce_price_thousand_sep: NBSP,
			woocommerce_price_decimal_sep: ',',
			woocommerce_price_num_decimals: '3',
		},
		`1${ NBSP }234${ NBSP }567,891${ NBSP }€`,
	],
	[
		'no thousands separator, 0 decimals',
		{
			woocommerce_currency: 'JPY',
			woocommerce_currency_pos: 'left',
			woocommerce_price_thousand_sep: '',
			woocommerce_price_decimal_sep: '.',
			woocommerce_price_num_decimals: '0',
		},
		'¥1234568',
	],
	[
		'4 decimals',
		{
			woocommerce_currency: 'GBP',
			woocommerce_currency_pos: 'left',
			woocommerce_price_thousand_sep: ',',
			woocommerce_price_decimal_sep: '.',
			woocommerce_price_num_decimals: '4',
		},
		'£1,234,567.8910',
	],
	[
		'1 decimal, symbol right',
		{
			woocommerce_currency: 'USD',
			woocommerce_currency_pos: 'right',
			woocommerce_price_thousand_sep: ',',
			woocommerce_price_decimal_sep: '.',
			woocommerce_price_num_decimals: '1',
		},
		'1,234,567.9$',
	],
];

const AMOUNT = 1234567.891;

test.describe( "prices read as Dokan's formatPrice() shows them", () => {
	let before = '';
	test.beforeEach( () => {
		before = runPhpFixture( 'shop-currency.php', '{}' );
	} );
	test.afterEach( () => {
		runPhpFixture( 'shop-currency.php', before );
	} );

	for ( const [ name, options, expected ] of PRICE_CASES ) {
		test( name, async ( { pageAs, problems } ) => {
			runPhpFixture( 'shop-currency.php', JSON.stringify( options ) );
			const page = await pageAs( 'vendor' );
			await withoutPreloadedAnswers( page );
			await page.route(
				( url ) => restRoute( url.href ) === DISBURSEMENT,
				async ( route ) => {
					if ( route.request().method() !== 'GET' ) {
						return route.fallback();
					}
					const response = await route.fetch();
					const json = await response.json();
					await route.fulfill( {
						response,
						json: { ...json, minimum_amount_selected: AMOUNT },
					} );
				}
			);
			for ( const path of [ REACT_PAGE, LEGACY_PAGE ] ) {
				await openPanel( page, path );
				const shown = await panelOf( page ).evaluate(
					( element ) => element.textContent ?? ''
				);
				expect( shown, path ).toContain(
					`Only when the balance is ${ expected } or more.`
				);
				if ( path === REACT_PAGE ) {
					// The same text Dokan's own formatter gives, rendered as Dokan renders it.
					const dokans = await page.evaluate( ( amount ) => {
						const element = document.createElement( 'span' );
						element.innerHTML = String(
							(
								window as unknown as {
									dokan: {
										utilities: {
											formatPrice: (
												n: number
											) => string;
										};
									};
								}
							 ).dokan.utilities.formatPrice( amount )
						);
						return element.textContent;
					}, AMOUNT );
					expect( dokans ).toBe( expected );
				}
			}
			expectNoProblems( problems );
		} );
	}
} );

test.describe( 'malformed payment methods', () => {
	for ( const path of [ REACT_PAGE, LEGACY_PAGE ] ) {
		test( `on ${ path } are shown but cannot be chosen, and never sent`, async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			await withoutPreloadedAnswers( page );
			let sent: unknown = null;
			await page.route(
				( url ) => restRoute( url.href ) === SETTINGS,
				async ( route ) => {
					const response = await route.fetch();
					const json = await response.json();
					await route.fulfill( {
						response,
						json: {
							...json,
							// A sound first entry: Dokan's own Request Withdraw button reads
							// payment_methods[ 0 ].value (RequestWithdrawBtn.tsx), so a malformed
							// first entry breaks Dokan's page before the panel is there.
							payment_methods: [
								{ label: 'PayPal', value: 'paypal' },
								null,
								{ value: 'bank' },
							],
						},
					} );
				}
			);
			await page.route(
				( url ) => restRoute( url.href ) === DISBURSEMENT,
				async ( route ) => {
					if ( route.request().method() === 'POST' ) {
						sent = route.request().postDataJSON();
					}
					await route.fallback();
				}
			);
			await openPanel( page, path );
			const dialog = await openModal( page );
			await dialog.getByLabel( 'Withdraw method' ).click();
			const unknown = page.getByRole( 'option', {
				name: 'Unknown method',
			} );
			await expect( unknown ).toHaveCount( 2 );
			await expect( unknown.first() ).toHaveAttribute(
				'aria-disabled',
				'true'
			);
			await unknown.first().click( { force: true } );
			await page.keyboard.press( 'Escape' );
			await expectModalOpen( page );
			await dialog
				.getByRole( 'button', { name: 'Change Schedule' } )
				.click();
			await expect(
				page.getByText( 'Withdraw schedule updated successfully' )
			).toBeVisible();
			expect( sent ).toMatchObject( { method: 'paypal' } );
			expectNoProblems( problems );
		} );
	}
} );

test.describe( 'a failed save', () => {
	const FAILED = [
		/console: Failed to load resource/,
		/console: \[vendor-payout-schedule\] Request failed/,
		/HTTP 5\d\d: .*\/dokan\/v2\/withdraw\//,
		/request failed: .*\/dokan\/v2\/withdraw\/.* net::ERR_FAILED/,
	];
	const failures: Array< [ string, ( route: Route ) => Promise< void > ] > = [
		[
			"a proxy's 500 page",
			( route ) =>
				route.fulfill( {
					status: 500,
					contentType: 'text/html',
					body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
				} ),
		],
		[ 'a dropped connection', ( route ) => route.abort( 'failed' ) ],
	];
	for ( const [ name, fail ] of failures ) {
		test( `(${ name }) keeps the panel on what the server holds and says the change was not saved, in the promised words`, async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			await page.route(
				( url ) => restRoute( url.href ) === DISBURSEMENT,
				async ( route ) =>
					route.request().method() === 'POST'
						? fail( route )
						: route.fallback()
			);
			const panel = await openPanel( page, REACT_PAGE );
			const dialog = await openModal( page );
			await dialog.getByRole( 'radio', { name: /^Monthly/ } ).check();
			await dialog
				.getByRole( 'button', { name: 'Change Schedule' } )
				.click();
			const card = dialog.locator( '.vps-notification-card--error' );
			await expect( card ).toContainText( 'Your change was not saved' );
			await expect( card ).toContainText(
				'The withdraw schedule could not be saved.'
			);
			await expect( card ).not.toContainText( /JSON|offline/ );
			// Behind the modal (hidden from assistive tech while it is open): the schedule the
			// server still runs.
			await expect( switchBehindModal( page ) ).toBeChecked();
			await expect( panelBehindModal( page ) ).toContainText(
				'Weekly, next on'
			);
			await page.keyboard.press( 'Escape' );
			await expect(
				panel.getByRole( 'button', { name: 'Edit schedule' } )
			).toBeEnabled();
			expect( storedChoice( 'vendor' ).schedule ).toBe( 'weekly' );
			expect( unexpectedProblems( problems, FAILED ) ).toEqual( [] );
		} );
	}
} );
