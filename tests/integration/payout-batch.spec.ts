/**
 * Paying a run's requests on its record: a run of four vendors (PayPal twice, a US bank account, a
 * German IBAN in EUR) is checked with Dokan after a refund left one vendor short — that request is
 * listed with Dokan's reason and cancelled through Dokan —, the payout files are downloaded and
 * read by readers that share no code with the plugin (csv-parse, an npm NACHA parser with the
 * NACHA rules checked, ISO's XSD) and compared with Dokan's requests, then marked as paid: Dokan
 * approves each in the background while the page follows it, and the record, Dokan's own
 * withdraw list and the database agree request by request; each vendor got Dokan's e-mail once.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { expect, test, type Download, type Page } from '@playwright/test';

import { withMuPlugin } from '../e2e/support/mu-plugin';
import { REPO_DIR, scaled } from '../e2e/support/site';
import { runSitePhp } from '../e2e/support/site-php';
import { browserContextAs, loggedInContext } from './support/session';

const FIXTURE = 'tests/integration/php/payout-batch.php';
const NAMES = [ 'paypal', 'refunded', 'ach', 'sepa' ] as const;
type Name = ( typeof NAMES )[ number ];

interface Vendor {
	id: number;
	login: string;
	email: string;
	request_id: number;
	amount: number;
}

let run: { run_id: number; vendors: Record< Name, Vendor > };

test.beforeEach( () => {
	run = JSON.parse( runSitePhp( FIXTURE, 'add' ) );
	for ( const name of NAMES ) {
		expect( run.vendors[ name ].request_id, name ).toBeGreaterThan( 0 );
	}
} );

test.afterEach( () => {
	runSitePhp( FIXTURE, 'remove' );
} );

/**
 * What a reader that shares no code with the plugin finds in a payout file.
 * @param kind `ach` or `csv` (tests/engine/support/read-payout-file.mjs).
 * @param file The downloaded file.
 */
function read( kind: 'ach' | 'csv', file: string ) {
	return JSON.parse(
		execFileSync(
			'node',
			[
				path.join(
					REPO_DIR,
					'tests/engine/support/read-payout-file.mjs'
				),
				kind,
				file,
			],
			{ encoding: 'utf8' }
		)
	);
}

/**
 * Downloads a file from the batch's list of files, by its title.
 * @param page  The record.
 * @param title The file's title.
 */
async function download( page: Page, title: string ): Promise< string > {
	const [ file ]: [ Download, void ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page.getByRole( 'link', { name: `Download ${ title }` } ).click(),
	] );
	const saved = test.info().outputPath( file.suggestedFilename() );
	await file.saveAs( saved );
	return saved;
}

/**
 * The ids of Dokan's requests of a status in the list Dokan → Withdraw shows the admin
 * (`GET dokan/v1/withdraw`).
 * @param status `approved`, `cancelled` or `pending`.
 */
async function dokanList( status: string ): Promise< number[] > {
	const admin = await loggedInContext( 'admin' );
	const nonce = await (
		await admin.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const answer = await admin.get(
		`/wp-json/dokan/v1/withdraw?status=${ status }&per_page=100`,
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	expect( answer.status() ).toBe( 200 );
	const ids = ( ( await answer.json() ) as { id: number }[] ).map(
		( item ) => item.id
	);
	await admin.dispose();
	return ids;
}

test( 'a run’s requests are checked with Dokan, paid from the files downloaded and approved in Dokan once each', async ( {
	browser,
} ) => {
	test.setTimeout( test.info().timeout * 2 );
	await withMuPlugin( 'mail-log', async () => {
		const page = await (
			await browserContextAs( browser, 'admin' )
		).newPage();
		await page.goto(
			`/wp-admin/admin.php?page=vendor-payout-schedule&vendor_payout_schedule_run=${ run.run_id }`
		);
		const section = page.getByRole( 'region', {
			name: 'Paying these requests',
		} );
		await expect( section ).toBeVisible();

		// A refund after the run: Dokan's check now refuses that request.
		runSitePhp( FIXTURE, 'refund' );
		await section
			.getByRole( 'button', {
				name: 'Check the 4 pending requests for payout',
			} )
			.click();
		await expect(
			section.getByText(
				/^4 requests are being checked with Dokan in payout batch \d+\.$/
			)
		).toBeVisible();
		const refused = section.getByRole( 'table', {
			name: 'Refused by Dokan: 1 request',
		} );
		await expect(
			refused
				.getByRole( 'row', {
					name: new RegExp( run.vendors.refunded.login ),
				} )
				.getByRole( 'cell' )
		).toHaveText( [
			`#${ run.vendors.refunded.request_id }`,
			'$120.00',
			'PayPal: rita.refund@example.com',
			'The vendor’s balance was $40.00, less than the $120.00 requested (a refund or another withdrawal since).',
		] );
		await section
			.getByRole( 'button', { name: 'Cancel them in Dokan' } )
			.click();
		await expect(
			section.getByText( '1 request is being cancelled in Dokan.' )
		).toBeVisible();
		await expect( refused ).toHaveCount( 0 );

		// One file per method and currency, each downloaded and read back.
		const files = section.getByRole( 'table', { name: 'Payout files' } );
		await expect( files.locator( 'tbody tr' ) ).toHaveText( [
			/PayPal payouts, USD, part 1\s+1\s+100\.00 USD\s+Download/,
			/ACH bank transfers \(NACHA\), USD\s+1\s+150\.00 USD\s+Download/,
			/SEPA bank transfers \(pain\.001\), EUR\s+1\s+175\.00 EUR\s+Download/,
		] );
		const paypal = read(
			'csv',
			await download( page, 'PayPal payouts, USD, part 1' )
		) as string[][];
		expect( paypal ).toEqual( [
			[
				'pat.paypal@example.com',
				'100.00',
				'USD',
				`DOKAN-WD-${ run.vendors.paypal.request_id }`,
				expect.stringContaining(
					`#${ run.vendors.paypal.request_id }`
				),
				'PAYPAL',
			],
		] );

		const ach = read(
			'ach',
			await download( page, 'ACH bank transfers (NACHA), USD' )
		);
		expect( ach.problems ).toEqual( [] );
		expect( ach.batches ).toHaveLength( 1 );
		expect( ach.batches[ 0 ].sec ).toBe( 'PPD' );
		expect( ach.batches[ 0 ].entries ).toMatchObject( [
			{
				transactionCode: '22',
				routing: '021000021',
				account: '0012345678',
				amount: 15000,
				identification: `DOKAN-WD-${ run.vendors.ach.request_id }`,
				name: 'AVERY BANK',
			},
		] );

		const sepa = JSON.parse(
			runSitePhp(
				FIXTURE,
				'sepa',
				await download( page, 'SEPA bank transfers (pain.001), EUR' )
			)
		);
		expect( sepa.errors ).toEqual( [] );
		expect( sepa.valid ).toBe( true );
		expect( sepa.transactions ).toEqual( [
			{
				reference: `DOKAN-WD-${ run.vendors.sepa.request_id }`,
				amount: '175.00',
				currency: 'EUR',
				iban: 'DE89370400440532013000',
				name: 'Sepp Euro',
			},
		] );

		// Marked as paid: Dokan works through the batch in goes of about one request, and the page
		// follows it until it is done.
		await withMuPlugin( 'short-goes', async () => {
			await page.reload();
			await section
				.getByRole( 'checkbox', {
					name: 'I have paid the 3 requests of the files I downloaded.',
				} )
				.check();
			await section
				.getByRole( 'button', { name: 'Mark as paid' } )
				.click();
			await expect(
				section.getByText( '3 requests are being approved in Dokan.' )
			).toBeVisible();
			await expect( section.getByRole( 'status' ) ).toHaveText(
				/^Dokan is working through this batch: [0-3] of 4 requests done\.$/
			);
			await expect( section.getByRole( 'status' ) ).toHaveCount( 0, {
				timeout: scaled( 60_000 ),
			} );
		} );
		const figures = section.getByRole( 'definition' );
		await expect(
			section
				.getByRole( 'term' )
				.filter( { hasText: /Paid: approved in Dokan/ } )
		).toBeVisible();
		await expect( figures.first() ).toBeVisible();

		// The record and Dokan's own list agree, request by request.
		const table = page.getByRole( 'table', {
			name: 'Vendors of this run',
		} );
		for ( const name of [ 'paypal', 'ach', 'sepa' ] as const ) {
			const row = table.getByRole( 'row', {
				name: new RegExp( run.vendors[ name ].login ),
			} );
			await expect( row ).toContainText(
				`#${ run.vendors[ name ].request_id }Approved: paid`
			);
			await expect( row ).toContainText( 'Paid: approved in Dokan' );
			await expect( row ).toContainText( /Marked paid on .+ by / );
			await expect( row ).toContainText(
				/In the file .+, made on .+ by /
			);
		}
		const cancelledRow = table.getByRole( 'row', {
			name: new RegExp( run.vendors.refunded.login ),
		} );
		await expect( cancelledRow ).toContainText(
			`#${ run.vendors.refunded.request_id }Cancelled`
		);
		await expect( cancelledRow ).toContainText( 'Cancelled in Dokan' );

		const approved = await dokanList( 'approved' );
		const cancelled = await dokanList( 'cancelled' );
		const pending = await dokanList( 'pending' );
		for ( const name of [ 'paypal', 'ach', 'sepa' ] as const ) {
			expect( approved, name ).toContain(
				run.vendors[ name ].request_id
			);
		}
		expect( cancelled ).toContain( run.vendors.refunded.request_id );
		for ( const name of NAMES ) {
			expect( pending ).not.toContain( run.vendors[ name ].request_id );
		}

		const state = JSON.parse( runSitePhp( FIXTURE, 'state' ) );
		expect( state ).toEqual( {
			paypal: { status: 1, entries: 1, approved: 1, cancelled: 0 },
			refunded: { status: 2, entries: 0, approved: 0, cancelled: 1 },
			ach: { status: 1, entries: 1, approved: 1, cancelled: 0 },
			sepa: { status: 1, entries: 1, approved: 1, cancelled: 0 },
		} );
		await page.context().close();
	} );
} );

test( 'the list’s bulk action takes the ticked vendors’ requests into a batch, and only a Dokan manager with the nonce acts or downloads', async ( {
	browser,
} ) => {
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	await page.goto(
		`/wp-admin/admin.php?page=vendor-payout-schedule&vendor_payout_schedule_run=${ run.run_id }`
	);
	const table = page.getByRole( 'table', { name: 'Vendors of this run' } );
	for ( const name of [ 'paypal', 'ach' ] as const ) {
		await table
			.getByRole( 'checkbox', {
				name: `Select ${ run.vendors[ name ].login }`,
			} )
			.check();
	}
	await page
		.getByRole( 'combobox', { name: 'Select bulk action' } )
		.first()
		.selectOption( 'Check for payout' );
	await page.getByRole( 'button', { name: 'Apply' } ).first().click();

	const section = page.getByRole( 'region', {
		name: 'Paying these requests',
	} );
	await expect(
		section.getByText(
			/^2 requests are being checked with Dokan in payout batch \d+\.$/
		)
	).toBeVisible();
	await expect(
		section.getByRole( 'button', {
			name: 'Check the 2 pending requests for payout',
		} )
	).toBeVisible();
	for ( const name of [ 'paypal', 'ach' ] as const ) {
		await expect(
			table.getByRole( 'row', {
				name: new RegExp( run.vendors[ name ].login ),
			} )
		).toContainText( 'Ready to pay' );
	}
	await expect(
		table.getByRole( 'row', { name: new RegExp( run.vendors.sepa.login ) } )
	).not.toContainText( 'Batch' );

	const href = ( await page
		.getByRole( 'link', { name: 'Download PayPal payouts, USD, part 1' } )
		.getAttribute( 'href' ) ) as string;
	const url = new URL( href );
	const vendor = await loggedInContext( 'vendor' );
	expect(
		( await vendor.get( url.pathname + url.search ) ).status(),
		'a vendor gets no file'
	).toBe( 403 );
	await vendor.dispose();
	url.searchParams.delete( '_wpnonce' );
	const admin = await loggedInContext( 'admin' );
	expect(
		( await admin.get( url.pathname + url.search ) ).status(),
		'no file without the nonce'
	).toBe( 403 );
	await admin.dispose();
	await page.context().close();
} );
