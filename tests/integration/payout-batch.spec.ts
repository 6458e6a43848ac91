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
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Download, type Page } from '@playwright/test';

import { userLocale } from '../e2e/a11y-support';
import { withMuPlugin } from '../e2e/support/mu-plugin';
import { REPO_DIR, scaled } from '../e2e/support/site';
import { runSitePhp } from '../e2e/support/site-php';
import { loggedInContext } from './support/session';
import {
	openRunAndCheckRequests,
	openRunRecord,
	paymentSection,
} from './support/run-record-page';

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
 * The request's reference as NACHA's 15-character identification number holds it: the long form
 * where it fits, else "WD-" and the number (a real host's request ids pass a million).
 * @param id Dokan's request id.
 */
function achIdentification( id: number ): string {
	const reference = `DOKAN-WD-${ id }`;
	return reference.length <= 15 ? reference : `WD-${ id }`;
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
		const page = await openRunRecord( browser, run.run_id );
		const section = paymentSection( page );
		await expect( section ).toBeVisible();

		// A refund after the run: Dokan's check now refuses that request.
		runSitePhp( FIXTURE, 'refund' );
		await section
			.getByRole( 'button', {
				name: 'Check the 4 pending requests for payout',
			} )
			.click();
		const refused = section.getByRole( 'table', {
			name: 'Refused by Dokan: 1 request',
		} );
		await expect( refused ).toBeVisible();
		await expect( section.locator( '.notice' ) ).toHaveText(
			/^Dokan checked 4 requests in payout batch \d+\. Dokan refused 1 of them: see why under “Refused by Dokan”\.$/
		);
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
		await expect( refused ).toHaveCount( 0 );
		await expect( section.locator( '.notice' ) ).toHaveText(
			'1 request cancelled in Dokan, with its e-mail to the vendor.'
		);

		// One file per method and currency, each downloaded and read back.
		const files = section.getByRole( 'table', { name: 'Payout files' } );
		await expect( files.locator( 'tbody tr' ) ).toHaveText( [
			/PayPal payouts, USD, part 1\s+1\s+100\.00 USD\s+Not made yet\s+Download/,
			/ACH bank transfers \(NACHA\), USD\s+1\s+150\.00 USD\s+Not made yet\s+Download/,
			/SEPA bank transfers \(pain\.001\), EUR\s+1\s+175\.00 EUR\s+Not made yet\s+Download/,
		] );
		const paypalFile = await download(
			page,
			'PayPal payouts, USD, part 1'
		);
		const paypal = read( 'csv', paypalFile ) as string[][];
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
				identification: achIdentification( run.vendors.ach.request_id ),
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

		// Made once: a second download is the same file, byte for byte, and the screen says so.
		await page.reload();
		await expect( files.locator( 'tbody tr' ).first() ).toHaveText(
			/PayPal payouts, USD, part 1\s+1\s+100\.00 USD\s+On .+ by .+; downloaded 1 time\.\s+Download a copy/
		);
		const copy = await download(
			page,
			'a copy of PayPal payouts, USD, part 1'
		);
		expect( readFileSync( copy ) ).toEqual( readFileSync( paypalFile ) );
		await page.reload();
		await expect( files.locator( 'tbody tr' ).first() ).toContainText(
			'downloaded 2 times: each after the first is a copy.'
		);

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
				/^Dokan is still working on [1-4] of this batch’s 4 requests\.$/
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

test( 'after Dokan refused an approval, the notice says so and nothing says it is being approved', async ( {
	browser,
} ) => {
	const { page, section } = await openRunAndCheckRequests(
		browser,
		run.run_id
	);
	await expect(
		section.getByRole( 'table', { name: 'Payout files' } )
	).toBeVisible();
	// The PayPal file holds two requests; one vendor's refund after it was paid makes Dokan's
	// approval refuse that one.
	await download( page, 'PayPal payouts, USD, part 1' );
	runSitePhp( FIXTURE, 'refund', 'paypal' );
	await page.reload();
	await section
		.getByRole( 'checkbox', {
			name: 'I have paid the 2 requests of the files I downloaded.',
		} )
		.check();
	await section.getByRole( 'button', { name: 'Mark as paid' } ).click();

	await expect(
		section.getByRole( 'table', { name: 'Approval failed: 1 request' } )
	).toBeVisible();
	const notice = section.locator( '.notice' );
	await expect( notice ).toHaveText(
		'Dokan approved 1 request, with its e-mail to the vendor. Dokan did not approve 1 request: see why under “Approval failed”.'
	);
	await expect( notice ).toHaveClass( /notice-error/ );
	await expect( section.getByText( /being approved/ ) ).toHaveCount( 0 );
	await page.context().close();
} );

test( 'the list’s bulk action takes the ticked vendors’ requests into a batch, and only a Dokan manager with the nonce acts or downloads', async ( {
	browser,
} ) => {
	const page = await openRunRecord( browser, run.run_id );
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

	const section = paymentSection( page );
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
	await expect( section.locator( '.notice' ) ).toHaveText(
		/^Dokan checked 2 requests in payout batch \d+\.$/
	);
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

test( 'a request approved in Dokan directly reads so, is in no file and is not counted for payment, in English and German', async ( {
	browser,
} ) => {
	const { page, section } = await openRunAndCheckRequests(
		browser,
		run.run_id
	);
	const files = section.getByRole( 'table', { name: 'Payout files' } );
	await expect( files.locator( 'tbody tr' ).first() ).toHaveText(
		/PayPal payouts, USD, part 1\s+2\s+220\.00 USD/
	);

	// The admin approves one in Dokan → Withdraw, outside the batch.
	expect( JSON.parse( runSitePhp( FIXTURE, 'approve', 'paypal' ) ) ).toBe(
		true
	);
	await page.reload();
	await expect(
		section.getByText(
			'1 request was approved in Dokan directly: it is in no file and is not counted for payment here. Do not pay it again.'
		)
	).toBeVisible();
	await expect( files.locator( 'tbody tr' ) ).toHaveText( [
		/PayPal payouts, USD, part 1\s+1\s+120\.00 USD\s+Not made yet\s+Download/,
		/ACH bank transfers \(NACHA\), USD\s+1\s+150\.00 USD/,
		/SEPA bank transfers \(pain\.001\), EUR\s+1\s+175\.00 EUR/,
	] );
	const paypal = read(
		'csv',
		await download( page, 'PayPal payouts, USD, part 1' )
	) as string[][];
	expect( paypal.map( ( row ) => row[ 3 ] ) ).toEqual( [
		`DOKAN-WD-${ run.vendors.refunded.request_id }`,
	] );
	await page.reload();
	await expect(
		section.getByRole( 'checkbox', {
			name: 'I have paid the 1 request of the files I downloaded.',
		} )
	).toBeVisible();
	await expect(
		page
			.getByRole( 'table', { name: 'Vendors of this run' } )
			.getByRole( 'row', {
				name: new RegExp( run.vendors.paypal.login ),
			} )
	).toContainText( 'Found approved in Dokan already.' );
	await section.screenshot( {
		path: test.info().outputPath( 'payout-batch-section-en.png' ),
	} );

	const before = userLocale( 'admin', 'de_DE' );
	try {
		await page.reload();
		const german = page.getByRole( 'region', {
			name: 'Diese Anträge auszahlen',
		} );
		await expect( german ).toBeVisible();
		await expect(
			german.getByText(
				'1 Antrag wurde direkt in Dokan freigegeben: Er ist in keiner Datei und wird hier nicht zur Zahlung gezählt. Zahlen Sie ihn nicht noch einmal.'
			)
		).toBeVisible();
		await german.screenshot( {
			path: test.info().outputPath( 'payout-batch-section-de.png' ),
		} );
	} finally {
		userLocale( 'admin', before );
	}
	await page.context().close();
} );

test( 'an approval a lost go began waits five minutes: the page says until when, in English and German, asks nothing meanwhile, and Dokan approves it once after', async ( {
	browser,
} ) => {
	const { page, section } = await openRunAndCheckRequests(
		browser,
		run.run_id
	);
	await expect(
		section
			.getByRole( 'table', { name: 'Payout files' } )
			.locator( 'tbody tr' )
			.first()
	).toHaveText( /PayPal payouts, USD, part 1/ );

	// A go began approving the PayPal vendor's request and lost its database connection: it may
	// still be inside Dokan's save, so no go takes the request over for five minutes.
	expect( JSON.parse( runSitePhp( FIXTURE, 'began', 'paypal' ) ) ).toBe(
		true
	);
	const asked: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			( request.postData() ?? '' ).includes(
				'action=vendor_payout_schedule_batch_progress'
			)
		) {
			asked.push( request.url() );
		}
	} );
	await page.reload();
	// The check is over: the notice of the click that started it no longer says it is going on.
	await expect( section.locator( '.notice' ) ).toHaveText(
		/^Dokan checked 4 requests in payout batch \d+\.$/
	);
	await expect( section.getByRole( 'status' ) ).toHaveText(
		/^Dokan is still working on 1 of this batch’s 4 requests\. 1 approval waits until .+: the process that began it may still be inside Dokan’s approval, so it is finished only then\.$/
	);
	// The page asks every 2 seconds while Dokan works; for a waiting approval, not before the wait
	// is over.
	await page.waitForTimeout( scaled( 6_000 ) );
	expect( asked ).toEqual( [] );

	const before = userLocale( 'admin', 'de_DE' );
	try {
		await page.reload();
		await expect(
			page
				.getByRole( 'region', { name: 'Diese Anträge auszahlen' } )
				.getByRole( 'status' )
		).toHaveText(
			/^Dokan bearbeitet noch 1 der 4 Anträge dieses Stapels\. 1 Freigabe wartet bis .+: Der Prozess, der sie begonnen hat, steckt vielleicht noch in Dokans Freigabe, daher wird sie erst dann abgeschlossen\.$/
		);
	} finally {
		userLocale( 'admin', before );
	}

	// Once the wait is over, the page's next ask lends the batch a go, which approves the request
	// and has Dokan tell the vendor, once.
	await withMuPlugin( 'mail-log', async () => {
		expect( JSON.parse( runSitePhp( FIXTURE, 'waited', 'paypal' ) ) ).toBe(
			true
		);
		await page.reload();
		await expect( section.getByRole( 'status' ) ).toHaveText(
			/^Dokan is still working on 1 of this batch’s 4 requests\.$/
		);
		await expect( section.getByRole( 'status' ) ).toHaveCount( 0, {
			timeout: scaled( 60_000 ),
		} );
		expect( asked.length ).toBeGreaterThan( 0 );
		expect( JSON.parse( runSitePhp( FIXTURE, 'state' ) ).paypal ).toEqual( {
			status: 1,
			entries: 1,
			approved: 1,
			cancelled: 0,
		} );
	} );
	await page.context().close();
} );
