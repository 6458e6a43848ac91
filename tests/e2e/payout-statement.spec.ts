/**
 * The statement of the last scheduled payout, on both of Dokan's withdraw pages: opened from the
 * last-payout line with the keyboard, its figures and entries as the runs recorded them and as
 * Dokan wrote them (two real engine runs over sales, a refund and withdrawals), its CSV
 * downloaded, axe-clean, closed with Escape with the focus back on the control.
 */
import { readFileSync } from 'node:fs';

import type { Locator } from '@playwright/test';

import {
	expectNoAxeViolations,
	expectVisibleFocus,
	tabTo,
	useUserLocale,
} from './a11y-support';
import { expect, expectNoProblems, test } from './support/fixtures';
import { runPhpFixture } from './support/php-fixture';
import { WITHDRAW_PAGES, openPanel } from './support/withdraw-page';

interface Payout {
	id: string;
	run_id: number;
	balance: string;
	reserve: string;
	amount: string;
	withdraw_id: string;
}

interface Seed {
	vendor: string;
	made: { orders: number[]; requests: number[] };
	payouts: [ Payout, Payout ];
}

let seedJson = '';
let seed: Seed;

test.beforeAll( () => {
	seedJson = runPhpFixture( 'payout-statement.php', 'seed', 'vendor' );
	seed = JSON.parse( seedJson ) as Seed;
} );

test.afterAll( () => {
	if ( seedJson ) {
		runPhpFixture( 'payout-statement.php', 'clean', 'vendor', seedJson );
	}
} );

/**
 * An amount as a US-dollar shop writes it.
 *
 * @param amount The amount as the database holds it, e.g. "1441.5000".
 */
const usd = ( amount: string ) =>
	'$' +
	Number( amount ).toLocaleString( 'en-US', {
		minimumFractionDigits: 2,
		maximumFractionDigits: 2,
	} );

/**
 * The lines of a CSV file as their cells (RFC 4180: quoted cells with doubled quotes; the cells of
 * this file hold no line breaks).
 *
 * @param text The file.
 */
const csvLines = ( text: string ) =>
	text
		.trim()
		.split( '\n' )
		.map( ( line ) => {
			const cells: string[] = [];
			let cell = '';
			let quoted = false;
			for ( let at = 0; at < line.length; at++ ) {
				const char = line.charAt( at );
				if ( char === '"' && quoted && line.charAt( at + 1 ) === '"' ) {
					cell += '"';
					at++;
				} else if ( char === '"' ) {
					quoted = ! quoted;
				} else if ( char === ',' && ! quoted ) {
					cells.push( cell );
					cell = '';
				} else {
					cell += char;
				}
			}
			return [ ...cells, cell ];
		} );

/**
 * Expects the second payout's statement to open with the first payout's balance, close with the
 * balance the second run read, and keep its reserve, wherever the figures are shown.
 *
 * @param figure The figure of a term, where it is shown.
 */
async function expectBalances( figure: ( term: string ) => Locator ) {
	const [ first, second ] = seed.payouts;
	await expect( figure( 'Opening balance' ) ).toHaveText(
		usd( first.balance )
	);
	await expect( figure( 'Closing balance' ) ).toHaveText(
		usd( second.balance )
	);
	await expect( figure( 'Reserve kept' ) ).toHaveText(
		usd( second.reserve )
	);
}

for ( const withdrawPage of WITHDRAW_PAGES ) {
	test( `${ withdrawPage.name }: the vendor reads the last payout's statement, downloads it and closes it`, async ( {
		pageAs,
		problems,
	}, testInfo ) => {
		const [ first, second ] = seed.payouts;
		const [ , bowls, lamp, held, processing ] = seed.made.orders;
		const page = await pageAs( 'vendor' );
		const panel = await openPanel( page, withdrawPage.path );
		const control = panel.getByRole( 'button', {
			name: 'See what makes up this payout',
		} );
		await expect( control ).toHaveAccessibleDescription(
			`Last payout: ${ usd(
				second.amount
			) } requested on January 12, 2099, waiting for approval.`
		);

		// Open, with the keyboard.
		await tabTo( page, control );
		await expectVisibleFocus( control );
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', {
			name: 'What makes up this payout',
		} );
		const counted = dialog.getByRole( 'table', {
			name: 'Entries counted in this payout',
		} );
		await expect( counted ).toBeVisible();

		// Read: the figures the runs recorded, each entry Dokan wrote since the first run.
		const figure = ( term: string ) =>
			dialog
				.locator( '.vps-statement__figure' )
				.filter( { has: page.getByText( term, { exact: true } ) } )
				.locator( 'dd' );
		await expectBalances( figure );
		await expect( figure( 'Requested' ) ).toHaveText(
			`${ usd( second.amount ) } to PayPal: request #${
				second.withdraw_id
			}, waiting for approval`
		);
		await expect(
			counted.locator( 'tbody tr td:nth-child(2)' )
		).toHaveText( [
			`Order #${ lamp }`,
			`Withdrawal: request #${ first.withdraw_id } approved`,
			`Refund on order #${ bowls }`,
			`Withdrawal: request #${ seed.made.requests[ 0 ] } approved`,
		] );
		await expect(
			counted.locator( 'tbody tr td:last-child' ).last()
		).toHaveText( usd( second.balance ) );
		await expect(
			dialog
				.getByRole( 'table', {
					name: 'Not available to withdraw at this payout',
				} )
				.locator( 'tbody tr td:nth-child(2)' )
		).toHaveText( [ `Order #${ processing }`, `Order #${ held }` ] );
		await expect(
			dialog.getByText( 'Dokan’s ledger and the payout’s record differ' )
		).toHaveCount( 0 );
		await expectNoAxeViolations( page, testInfo, 'statement dialog', [
			'.vps-modal[role="dialog"]',
		] );

		// Download the CSV, with the keyboard too.
		const download = page.waitForEvent( 'download' );
		await tabTo(
			page,
			dialog.getByRole( 'button', { name: 'Download CSV' } )
		);
		await page.keyboard.press( 'Enter' );
		const file = await download;
		expect( file.suggestedFilename() ).toBe(
			'payout-statement-2099-01-12.csv'
		);
		const lines = csvLines(
			readFileSync( ( await file.path() ) as string, 'utf8' )
		);
		const line = ( description: string ) =>
			lines.find( ( cells ) => cells[ 1 ] === description ) ?? [];
		expect( line( 'Opening balance' )[ 7 ] ).toBe(
			Number( first.balance ).toFixed( 2 )
		);
		expect( line( 'Closing balance' )[ 7 ] ).toBe(
			Number( second.balance ).toFixed( 2 )
		);
		expect( line( 'Requested' )[ 7 ] ).toBe(
			Number( second.amount ).toFixed( 2 )
		);
		expect( lines ).toHaveLength( 1 + 1 + 4 + 4 + 2 );

		// Close with Escape: the focus is back on the control.
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toHaveCount( 0 );
		await expect( control ).toBeFocused();
		expectNoProblems( problems );
	} );
}

test( 'the “payout requested” e-mail gives the statement’s totals, and its link opens that statement on the withdraw page', async ( {
	pageAs,
	problems,
}, testInfo ) => {
	const [ , second ] = seed.payouts;
	const page = await pageAs( 'vendor' );
	await page.setContent(
		runPhpFixture( 'payout-statement.php', 'email', 'vendor', seedJson )
	);
	const totals = page.getByRole( 'table' ).filter( {
		has: page.getByRole( 'rowheader', { name: 'Opening balance' } ),
	} );
	const figure = ( name: string ) =>
		totals
			.getByRole( 'row', { name: new RegExp( `^${ name }` ) } )
			.getByRole( 'cell' );
	await expect(
		page.getByRole( 'heading', { name: 'What makes up this payout' } )
	).toBeVisible();
	await expectBalances( figure );
	await expect( figure( 'Requested' ) ).toHaveText( usd( second.amount ) );
	await expectNoAxeViolations( page, testInfo, 'requested e-mail', [
		'#body_content_inner',
	] );

	await page
		.getByRole( 'link', { name: 'See what makes up this payout' } )
		.click();
	const dialog = page.getByRole( 'dialog', {
		name: 'What makes up this payout',
	} );
	await expect(
		dialog.getByRole( 'table', { name: 'Entries counted in this payout' } )
	).toBeVisible();
	await expect(
		dialog
			.locator( '.vps-statement__figure' )
			.filter( { has: page.getByText( 'Requested', { exact: true } ) } )
			.locator( 'dd' )
	).toHaveText(
		new RegExp(
			`^${ usd( second.amount ).replace( '$', '\\$' ) } to PayPal`
		)
	);
	expect(
		new URL( page.url() ).searchParams.has( 'vendor_payout_statement' )
	).toBe( false );

	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
	await expect(
		page.getByRole( 'button', { name: 'See what makes up this payout' } )
	).toBeFocused();
	expectNoProblems( problems );
} );

test( 'the admin opens the vendor’s statement from the run’s record, and the run’s CSV has each vendor’s totals', async ( {
	pageAs,
	problems,
}, testInfo ) => {
	const [ first, second ] = seed.payouts;
	const page = await pageAs( 'admin' );
	await page.goto(
		`/wp-admin/admin.php?page=vendor-payout-schedule&vendor_payout_schedule_run_id=${ second.run_id }`
	);
	const row = page
		.getByRole( 'table', { name: 'Vendors of this run' } )
		.getByRole( 'row' )
		.filter( {
			has: page.getByRole( 'rowheader', {
				name: new RegExp( `^${ seed.vendor }` ),
			} ),
		} );

	// The row's action, with the keyboard: the next stop after the vendor's name; WordPress shows
	// it when it has the focus.
	const action = row.getByRole( 'link', {
		name: `What makes up the payout of ${ seed.vendor } on January 12, 2099`,
	} );
	await row.getByRole( 'link', { name: seed.vendor, exact: true } ).focus();
	await page.keyboard.press( 'Tab' );
	await expectVisibleFocus( action );
	await expect( action ).toHaveText( 'Statement' );
	await page.keyboard.press( 'Enter' );

	await expect(
		page.getByRole( 'heading', {
			level: 1,
			name: `What makes up the payout of ${ seed.vendor } on January 12, 2099`,
		} )
	).toBeVisible();
	const cards = page.getByRole( 'definition' );
	const figure = ( term: string ) =>
		page
			.locator( '.vps-summary__item' )
			.filter( {
				has: page
					.getByRole( 'term' )
					.getByText( term, { exact: true } ),
			} )
			.locator( '.vps-summary__value' );
	await expectBalances( figure );
	await expect( figure( 'Requested' ) ).toHaveText( usd( second.amount ) );
	await expect(
		cards.getByText(
			`To PayPal: request #${ second.withdraw_id }, Awaiting approval`
		)
	).toBeVisible();
	const counted = page.getByRole( 'table', {
		name: 'Entries counted in this payout',
	} );
	await expect( counted.getByRole( 'row' ) ).toHaveCount( 1 + 4 );
	// Each order opens in WooCommerce's admin, not in the vendor's dashboard.
	await expect( counted.getByRole( 'link' ).first() ).toHaveAttribute(
		'href',
		/\/wp-admin\//
	);
	await expectNoAxeViolations( page, testInfo, 'admin statement', [
		'.vps-statement-screen',
	] );
	const earned = Number(
		( await figure( 'Earned' ).innerText() ).replace( /[^\d.]/g, '' )
	);
	const deducted = Number(
		( await figure( 'Deducted' ).innerText() ).replace( /[^\d.]/g, '' )
	);
	expect( earned - deducted ).toBeCloseTo(
		Number( second.balance ) - Number( first.balance ),
		2
	);

	// The same statement's CSV, from its route.
	const statementFile = page.waitForEvent( 'download' );
	await page.getByRole( 'link', { name: 'Download CSV' } ).click();
	const statementLines = csvLines(
		readFileSync(
			( await ( await statementFile ).path() ) as string,
			'utf8'
		)
	);
	expect(
		statementLines.find( ( cells ) => cells[ 1 ] === 'Requested' )?.[ 7 ]
	).toBe( Number( second.amount ).toFixed( 2 ) );

	// Back to the record: the run's CSV has the vendor's totals, as the statement has them.
	await page
		.getByRole( 'link', { name: '← Back to the payout run' } )
		.click();
	const runFile = page.waitForEvent( 'download' );
	await page
		.getByRole( 'link', { name: 'Download CSV of the whole run' } )
		.click();
	const [ header, ...lines ] = csvLines(
		readFileSync( ( await ( await runFile ).path() ) as string, 'utf8' )
	);
	const line = lines.find( ( cells ) => cells[ 1 ] === seed.vendor ) ?? [];
	const cell = ( heading: string ) =>
		line[ ( header ?? [] ).indexOf( heading ) ];
	expect( cell( 'Earned' ) ).toBe( earned.toFixed( 2 ) );
	expect( cell( 'Deducted' ) ).toBe( deducted.toFixed( 2 ) );
	expect( cell( 'Reserve kept' ) ).toBe(
		Number( second.reserve ).toFixed( 2 )
	);
	expect( cell( 'Requested' ) ).toBe( Number( second.amount ).toFixed( 2 ) );
	expectNoProblems( problems );
} );

test.describe( 'a vendor whose language is German', () => {
	useUserLocale( 'vendor', 'de_DE' );

	test( 'reads the statement and its CSV in German, from the script and from the server', async ( {
		pageAs,
		problems,
	} ) => {
		const [ , second ] = seed.payouts;
		const [ , , lamp ] = seed.made.orders;
		const page = await pageAs( 'vendor' );
		const panel = await openPanel(
			page,
			'/dashboard/new/#/withdraw',
			'Auszahlungsplan'
		);

		await panel
			.getByRole( 'button', {
				name: 'Sehen, woraus sich diese Auszahlung zusammensetzt',
			} )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Woraus sich diese Auszahlung zusammensetzt',
		} );
		const counted = dialog.getByRole( 'table', {
			name: 'In dieser Auszahlung gezählte Buchungen',
		} );
		await expect( counted ).toBeVisible();
		await expect(
			dialog.locator( '.vps-statement__figure dt' ).first()
		).toHaveText( 'Zeitraum' );
		await expect( counted.getByRole( 'cell' ).nth( 1 ) ).toHaveText(
			`Bestellung Nr. ${ lamp }`
		);
		await expect(
			dialog
				.getByRole( 'table', {
					name: 'Bei dieser Auszahlung noch nicht auszahlbar',
				} )
				.getByRole( 'cell', { name: /^Nicht gezählt, solange/ } )
		).toBeVisible();

		const download = page.waitForEvent( 'download' );
		await dialog
			.getByRole( 'button', { name: 'CSV herunterladen' } )
			.click();
		const lines = csvLines(
			readFileSync(
				( await ( await download ).path() ) as string,
				'utf8'
			)
		);
		expect( lines[ 0 ]?.slice( 0, 2 ) ).toEqual( [
			'Datum',
			'Beschreibung',
		] );
		expect(
			lines.find( ( cells ) => cells[ 1 ] === 'Beantragt' )?.[ 7 ]
		).toBe( Number( second.amount ).toFixed( 2 ) );
		expectNoProblems( problems );
	} );
} );
