/**
 * A finished run's record on Dokan → Withdraw Schedule: from the runs list the run opens to its
 * vendors, each with what the run did and the status Dokan gives its request now (one approved and
 * one cancelled in Dokan after the run), and its CSV holds every vendor of the run. Only a Dokan
 * manager with the page's nonce gets the CSV.
 */
import { expect, test } from '@playwright/test';

import { browserContextAs, loggedInContext } from './support/session';
import { openRunRecord } from './support/run-record-page';
import { runSitePhp } from '../e2e/support/site-php';

const RECORD = 'tests/integration/php/run-record.php';

interface SeededRun {
	in_run: number;
	run_id: number;
	vendors: {
		id: number;
		login: string;
		status: string;
		request_id: number;
	}[];
}

let run: SeededRun;

/**
 * The seeded vendor at a place of the run (in the fixture's order).
 * @param index 0 approved, 1 cancelled, 2 pending, 3 below the minimum, 4 without a method.
 */
function vendorAt( index: number ) {
	const vendor = run.vendors[ index ];
	if ( ! vendor ) {
		throw new Error( `The fixture seeded no vendor ${ index }.` );
	}
	return vendor;
}

test.beforeEach( () => {
	run = JSON.parse( runSitePhp( RECORD, 'add' ) ) as SeededRun;
	expect( run.vendors.map( ( vendor ) => vendor.request_id > 0 ) ).toEqual( [
		true,
		true,
		true,
		false,
		false,
	] );
	// Between the run and the view, the admin approves one request in Dokan and cancels another.
	runSitePhp(
		RECORD,
		'decide',
		String( vendorAt( 0 ).request_id ),
		String( vendorAt( 1 ).request_id )
	);
} );

test.afterEach( () => {
	runSitePhp( RECORD, 'remove' );
} );

test( 'a finished run opens from the runs list to each vendor’s outcome with Dokan’s request status now', async ( {
	browser,
} ) => {
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	await page.goto( '/wp-admin/admin.php?page=vendor-payout-schedule' );
	await page
		.getByRole( 'region', { name: 'Recent payout runs' } )
		.getByRole( 'link', { name: 'March 1, 2100' } )
		.click();

	await expect( page ).toHaveURL(
		new RegExp(
			`page=vendor-payout-schedule&vendor_payout_schedule_run_id=${ run.run_id }$`
		)
	);
	await expect(
		page.getByRole( 'heading', {
			level: 1,
			name: 'Quarterly payout run of March 1, 2100',
		} )
	).toBeVisible();
	const table = page.getByRole( 'table', { name: 'Vendors of this run' } );
	const rowOf = ( login: string ) =>
		table.getByRole( 'row', { name: new RegExp( login ) } );
	// The cells after the vendor (the checkbox that ticks the vendor for a payout batch aside).
	const cellsOf = ( login: string ) =>
		rowOf( login ).locator( 'td:not(.check-column)' );
	const approved = vendorAt( 0 );
	const cancelled = vendorAt( 1 );
	const pending = vendorAt( 2 );
	const below = vendorAt( 3 );
	const noMethod = vendorAt( 4 );

	// Lowest vendor id first, whichever of the run's lanes reached each vendor first.
	await expect( table.locator( 'tbody' ).getByRole( 'row' ) ).toContainText( [
		approved.login,
		cancelled.login,
		pending.login,
		below.login,
		noMethod.login,
	] );

	// Cells after the vendor: outcome, requested, method, Dokan request with its status, reason,
	// payout batch (none: the admin decided in Dokan).
	await expect( cellsOf( approved.login ) ).toHaveText( [
		'Requested',
		'$120.00',
		'PayPal',
		`#${ approved.request_id }Approved: paid`,
		'',
		'—',
	] );
	await expect( cellsOf( cancelled.login ) ).toHaveText( [
		'Requested',
		'$150.00',
		'PayPal',
		`#${ cancelled.request_id }Cancelled`,
		'',
		'—',
	] );
	await expect( cellsOf( pending.login ).nth( 3 ) ).toHaveText(
		`#${ pending.request_id }Awaiting approval`
	);
	await expect( cellsOf( below.login ).nth( 4 ) ).toHaveText(
		'Below minimumThe vendor’s balance of $10.00 was below the minimum of $50.00.'
	);
	await expect( cellsOf( noMethod.login ).first() ).toHaveText( 'Skipped' );
	await expect( rowOf( noMethod.login ) ).toContainText(
		'The vendor had not set up a payment method.'
	);

	// The paid vendors, then a search among all of them.
	await page.getByRole( 'link', { name: /^Paid \(1\)$/ } ).click();
	await expect( table.locator( 'tbody' ).getByRole( 'row' ) ).toHaveCount(
		1
	);
	await expect( rowOf( approved.login ) ).toBeVisible();

	await page.getByRole( 'link', { name: /^All \(5\)$/ } ).click();
	await page.getByLabel( 'Search vendors' ).fill( noMethod.login );
	await page.getByRole( 'button', { name: 'Search', exact: true } ).click();
	await expect( table.locator( 'tbody' ).getByRole( 'row' ) ).toHaveCount(
		1
	);
	await expect( rowOf( noMethod.login ) ).toBeVisible();
	await page.context().close();
} );

test( 'a link to the record from a summary e-mail sent by 1.0.0 still opens it', async ( {
	browser,
} ) => {
	// 1.0.0 named the run in the address after the WP-Cron hook that starts a run.
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	await page.goto(
		`/wp-admin/admin.php?page=vendor-payout-schedule&vendor_payout_schedule_run=${ run.run_id }`
	);
	await expect(
		page.getByRole( 'heading', {
			level: 1,
			name: 'Quarterly payout run of March 1, 2100',
		} )
	).toBeVisible();
	await page.context().close();
} );

test( 'the run’s CSV holds every vendor of the run, and goes to a Dokan manager with the nonce only', async ( {
	browser,
} ) => {
	const page = await openRunRecord( browser, run.run_id );
	const href = await page
		.getByRole( 'link', { name: 'Download CSV of the whole run' } )
		.getAttribute( 'href' );
	const url = new URL( href as string );
	const path = url.pathname + url.search;

	const csv = await page.context().request.get( path );
	expect( csv.status() ).toBe( 200 );
	expect( csv.headers()[ 'content-disposition' ] ).toBe(
		'attachment; filename="payout-run-quarterly-2100-03-01.csv"'
	);
	const lines = ( await csv.text() ).trim().split( '\n' );
	expect( lines[ 0 ] ).toBe(
		'"Vendor ID",Vendor,E-mail,"Payout date",Outcome,Requested,Method,"Dokan request","Request status now","Skip reason",Details,"Payout batch","Batch step","Batch details",Earned,Deducted,"Reserve kept","PayPal state","PayPal batch ID","PayPal item ID","PayPal fee","PayPal fee currency"'
	);
	expect( lines ).toHaveLength( run.in_run + 1 );
	for ( const vendor of run.vendors ) {
		expect(
			lines.filter( ( line ) => line.startsWith( `${ vendor.id },` ) )
		).toHaveLength( 1 );
	}
	expect(
		lines.find( ( line ) => line.startsWith( `${ vendorAt( 0 ).id },` ) )
	).toContain(
		`,Requested,120.00,PayPal,${ vendorAt( 0 ).request_id },"Approved: paid",,`
	);

	url.searchParams.delete( '_wpnonce' );
	expect(
		(
			await page.context().request.get( url.pathname + url.search )
		).status()
	).toBe( 403 );
	await page.context().close();

	const vendor = await loggedInContext( 'vendor' );
	const asVendor = await vendor.get( path );
	expect( asVendor.status() ).toBe( 403 );
	expect( await asVendor.text() ).not.toContain( 'Vendor ID' );
	await vendor.dispose();
} );
