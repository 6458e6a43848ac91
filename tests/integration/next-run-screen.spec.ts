/**
 * The "Next run" section of Dokan → Withdraw Schedule: each vendor of the weekly run with what it
 * would request or why it would skip them, a vendor search, and a CSV download that only Dokan
 * managers with the page's nonce get.
 */
import { expect, test, type Page } from '@playwright/test';

import { putStoredStateBackAfterAll } from './support/put-stored-state-back';
import { browserContextAs, loggedInContext } from './support/session';
import { loginOf } from '../e2e/support/site';
import { runSitePhp } from '../e2e/support/site-php';
import { seedDisbursement, storeChoice } from './support/wp-php';

putStoredStateBackAfterAll( [ 'vendor', 'vendor2' ] );

// On a real site the scheduled runs' requests stay pending, and the next run skips their vendors:
// they are set aside while these tests run.
const setAside: number[] = [];
test.beforeAll( () => {
	for ( const login of [ 'vendor', 'vendor2' ] ) {
		setAside.push(
			...( JSON.parse(
				runSitePhp(
					'tests/integration/php/pending-requests.php',
					'set-aside',
					loginOf( login )
				)
			) as number[] )
		);
	}
} );
test.afterAll( () => {
	runSitePhp(
		'tests/integration/php/pending-requests.php',
		'bring-back',
		JSON.stringify( setAside )
	);
} );

test.beforeEach( () => {
	seedDisbursement();
	storeChoice( 'vendor', {
		schedule: 'weekly',
		minimum: 0,
		reserve: 0,
		method: 'paypal',
	} );
	storeChoice( 'vendor2', {
		schedule: 'weekly',
		minimum: 0,
		reserve: 0,
		method: null,
	} );
} );

async function openWeekly( page: Page, search = '' ) {
	const query = search
		? `&vendor_payout_schedule_next_schedule=weekly&vendor_payout_schedule_next_search=${ encodeURIComponent( search ) }`
		: '&vendor_payout_schedule_next_schedule=weekly';
	await page.goto(
		`/wp-admin/admin.php?page=vendor-payout-schedule${ query }`
	);
	return page.getByRole( 'region', { name: 'Next run' } );
}

test( 'each vendor of the next run is listed with what the run would do', async ( {
	browser,
} ) => {
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	const section = await openWeekly( page );
	const table = section.getByRole( 'table', {
		name: 'Vendors of the next run',
	} );

	// Cells after the vendor's row header: balance, would request, method, skipped because.
	const vendorRow = table.getByRole( 'row', { name: /Vera Vendor/ } );
	await expect( vendorRow.getByRole( 'cell' ).nth( 1 ) ).toHaveText(
		/^\$[\d,]+\.\d\d$/
	);
	await expect( vendorRow.getByRole( 'cell' ).nth( 2 ) ).toHaveText(
		'PayPal'
	);
	const skippedRow = table.getByRole( 'row', { name: /vendor2/ } );
	await expect( skippedRow ).toContainText( 'No payment method' );
	await expect( skippedRow.getByRole( 'cell' ).nth( 1 ) ).toHaveText( '—' );
	await page.context().close();
} );

test( 'the search keeps the matching vendors only', async ( { browser } ) => {
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	await openWeekly( page );

	await page.getByLabel( 'Search vendors' ).fill( 'vendor2' );
	await page.getByRole( 'button', { name: 'Search', exact: true } ).click();

	const table = page.getByRole( 'table', {
		name: 'Vendors of the next run',
	} );
	// One vendor's row between the column headings above and below.
	await expect( table.locator( 'tbody' ).getByRole( 'row' ) ).toHaveCount(
		1
	);
	await expect( table ).toContainText( 'No payment method' );
	await expect(
		page.getByText( '1 vendor', { exact: true } ).first()
	).toBeVisible();
	await page.context().close();
} );

test( 'the CSV goes to a Dokan manager with the nonce, and to nobody else', async ( {
	browser,
} ) => {
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	const section = await openWeekly( page );
	const href = await section
		.getByRole( 'link', { name: 'Download CSV' } )
		.getAttribute( 'href' );
	expect( href ).toContain( '_wpnonce=' );
	const url = new URL( href as string );
	const path = url.pathname + url.search;

	// A nonce belongs to the login session that was shown it.
	const admin = page.context().request;
	const csv = await admin.get( path );
	expect( csv.status() ).toBe( 200 );
	expect( csv.headers()[ 'content-type' ] ).toContain( 'text/csv' );
	expect( csv.headers()[ 'content-disposition' ] ).toMatch(
		/attachment; filename="next-run-weekly-\d{4}-\d{2}-\d{2}\.csv"/
	);
	const lines = ( await csv.text() ).trim().split( '\n' );
	expect( lines[ 0 ] ).toBe(
		'"Vendor ID",Vendor,E-mail,"Payout date",Balance,"Would request",Method,"Skip reason",Details'
	);
	expect(
		lines.some( ( line ) => line.includes( 'No payment method' ) )
	).toBe( true );

	url.searchParams.delete( '_wpnonce' );
	const withoutNonce = await admin.get( url.pathname + url.search );
	expect( withoutNonce.status() ).toBe( 403 );
	await page.context().close();

	const vendor = await loggedInContext( 'vendor' );
	const asVendor = await vendor.get( path );
	expect( asVendor.status() ).toBe( 403 );
	expect( await asVendor.text() ).not.toContain( 'Vendor ID' );
	await vendor.dispose();
} );

test( 'the totals of a small run come with the page, and only a Dokan manager may ask for them again', async ( {
	browser,
} ) => {
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	const section = await openWeekly( page );

	const totals = section.getByRole( 'definition' );
	await expect(
		section.getByRole( 'term' ).or( totals ).filter( { visible: true } )
	).toHaveText( [
		'Vendors on the schedule',
		'2',
		'Requests it would file',
		'1',
		/^Together \$[\d,.]+$/,
		'Vendors it would skip',
		'1',
		'No payment method: 1',
	] );
	await expect( section.locator( '.vps-next-run__totals-time' ) ).toHaveText(
		/^\s*Totals as of \d{1,2}:\d\d(\s?[ap]m)?, calculated with this page\.\s*$/i
	);
	await page.context().close();

	// The recalculation a large run offers is refused before its nonce is even looked at.
	const vendor = await loggedInContext( 'vendor' );
	const asVendor = await vendor.get(
		'/wp-admin/admin-post.php?action=vendor_payout_schedule_next_run_totals&vendor_payout_schedule_next_schedule=weekly&_wpnonce=0',
		{ maxRedirects: 0 }
	);
	expect( asVendor.status() ).toBe( 403 );
	await vendor.dispose();
} );
