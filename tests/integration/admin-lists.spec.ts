/**
 * The vendor lists of Dokan → Withdraw Schedule are WordPress list tables: a run's record and the
 * next run, each with its outcomes as views counted, a search and a skip-reason filter, columns to
 * sort by, pages of the size chosen under Screen Options and a CSV of what the list shows; and the
 * recent runs, each opening its record. The run is the fixture's finished quarterly run of five
 * vendors (one request approved in Dokan since, one cancelled, one awaiting approval, one vendor
 * below the minimum, one without a method), whose vendors the next quarterly run looks at again.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { putStoredStateBackAfterAll } from './support/put-stored-state-back';
import { browserContextAs } from './support/session';
import { openRunRecord } from './support/run-record-page';
import { seedDisbursement, storeChoice } from './support/wp-php';
import { loginOf } from '../e2e/support/site';
import { runSitePhp } from '../e2e/support/site-php';

const RECORD = 'tests/integration/php/run-record.php';
const PER_PAGE = 'tests/integration/php/per-page.php';
const SCREEN = '/wp-admin/admin.php?page=vendor-payout-schedule';

interface SeededRun {
	run_id: number;
	vendors: { id: number; login: string; request_id: number }[];
}

let run: SeededRun;

putStoredStateBackAfterAll( [ 'vendor', 'vendor2' ] );

test.beforeEach( () => {
	seedDisbursement();
	// Only the fixture's vendors are on the quarterly schedule.
	for ( const login of [ 'vendor', 'vendor2' ] as const ) {
		storeChoice( login, { schedule: 'weekly' } );
	}
	run = JSON.parse( runSitePhp( RECORD, 'add' ) ) as SeededRun;
	const [ approved, cancelled ] = run.vendors;
	runSitePhp(
		RECORD,
		'decide',
		String( approved?.request_id ),
		String( cancelled?.request_id )
	);
} );

test.afterEach( () => {
	runSitePhp( RECORD, 'remove' );
	runSitePhp( PER_PAGE, loginOf( 'admin' ), 'forget' );
} );

/**
 * The list's vendors, row by row, as the texts of the given cell (0: the first after the vendor).
 * @param table The list.
 * @param cell  Which cell.
 */
async function cellsOf( table: Locator, cell: number ): Promise< string[] > {
	return table
		.locator( 'tbody' )
		.getByRole( 'row' )
		.evaluateAll(
			( rows, index ) =>
				rows.map(
					( row ) =>
						row
							.querySelectorAll( 'td:not(.check-column)' )
							[ index ]?.textContent?.trim() ?? ''
				),
			cell
		);
}

/**
 * The logins of the list's vendors, in order (each the link of the row's header, its actions aside).
 * @param table The list.
 */
async function loginsIn( table: Locator ): Promise< string[] > {
	return table
		.locator( 'tbody th[scope="row"] > a' )
		.evaluateAll( ( links ) =>
			links.map( ( link ) => link.textContent?.trim() ?? '' )
		);
}

/**
 * The heading of a column above the list's rows.
 * @param table The list.
 * @param name  The column's name.
 */
function heading( table: Locator, name: RegExp ): Locator {
	return table.locator( 'thead' ).getByRole( 'columnheader', { name } );
}

/**
 * Sorts the list by a column, clicking its heading.
 * @param table The list.
 * @param name  The column's name.
 */
async function sortBy( table: Locator, name: RegExp ) {
	await heading( table, name ).getByRole( 'link' ).click();
}

/**
 * Sets "Vendors per page" under Screen Options.
 * @param page   The page.
 * @param number Vendors per page.
 */
async function showPerPage( page: Page, number: number ) {
	// WordPress binds the tab's toggle in a footer script: after a sort's navigation the heading
	// can be on screen before the page has loaded, and a click then opens nothing.
	await page.waitForLoadState( 'load' );
	const field = page.getByLabel( 'Vendors per page' );
	if ( ! ( await field.isVisible() ) ) {
		await page.getByRole( 'button', { name: 'Screen Options' } ).click();
	}
	await field.fill( String( number ) );
	await Promise.all( [
		page.waitForEvent( 'load' ),
		page
			.getByLabel( 'Screen Options Tab' )
			.getByRole( 'button', { name: 'Apply' } )
			.click(),
	] );
}

test( 'a run’s record shows its outcomes as views with their counts, searched and filtered by reason', async ( {
	browser,
} ) => {
	const page = await openRunRecord( browser, run.run_id );
	const table = page.getByRole( 'table', { name: 'Vendors of this run' } );

	await expect( page.locator( '.vps-record .subsubsub' ) ).toHaveText(
		'All (5) | Requested (3) | Awaiting approval (1) | Paid (1) | Cancelled in Dokan (1) | Skipped (2)'
	);
	await page.getByRole( 'link', { name: 'Skipped (2)' } ).click();
	await expect(
		page.getByRole( 'link', { name: 'Skipped (2)' } )
	).toHaveAttribute( 'aria-current', 'page' );
	await expect
		.poll( () => cellsOf( table, 0 ) )
		.toEqual( [ 'Skipped', 'Skipped' ] );
	await expect(
		page.getByRole( 'link', { name: 'Download CSV of these vendors' } )
	).toBeVisible();

	// The reason narrows the view; the search keeps both.
	await page
		.getByLabel( 'Filter by skip reason' )
		.selectOption( { label: 'No payment method' } );
	await page.getByRole( 'button', { name: 'Filter', exact: true } ).click();
	await expect
		.poll( () => loginsIn( table ) )
		.toEqual( [ run.vendors[ 4 ]?.login ] );
	await page
		.getByLabel( 'Search vendors' )
		.fill( run.vendors[ 3 ]?.login as string );
	await page.getByRole( 'button', { name: 'Search', exact: true } ).click();
	await expect( table ).toContainText(
		'No vendor of this run matches the search and filters.'
	);
	await expect( page ).toHaveURL( /vendor_payout_schedule_outcome=skipped/ );
	await page
		.getByLabel( 'Filter by skip reason' )
		.selectOption( { label: 'All skip reasons' } );
	await page.getByRole( 'button', { name: 'Filter', exact: true } ).click();
	await expect
		.poll( () => loginsIn( table ) )
		.toEqual( [ run.vendors[ 3 ]?.login ] );
	await expect( page ).not.toHaveURL( /_wpnonce/ );
	await page.context().close();
} );

test( 'a run’s record sorts the whole run by amount, outcome or vendor, in pages of the size Screen Options sets', async ( {
	browser,
} ) => {
	const page = await openRunRecord( browser, run.run_id );
	const table = page.getByRole( 'table', { name: 'Vendors of this run' } );
	await showPerPage( page, 2 );
	expect(
		JSON.parse( runSitePhp( PER_PAGE, loginOf( 'admin' ) ) )
	).toMatchObject( { record: '2' } );

	await expect( table.locator( 'tbody' ).getByRole( 'row' ) ).toHaveCount(
		2
	);
	await expect( page.locator( '.tablenav.top .displaying-num' ) ).toHaveText(
		'5 vendors'
	);
	await expect( page.getByLabel( 'Current Page' ).first() ).toHaveValue(
		'1'
	);
	await expect( page.locator( '.tablenav.top .total-pages' ) ).toHaveText(
		'3'
	);

	// The largest request first, across the pages.
	await sortBy( table, /Requested/ );
	await expect( heading( table, /Requested/ ) ).toHaveAttribute(
		'aria-sort',
		'descending'
	);
	await expect
		.poll( () => cellsOf( table, 1 ) )
		.toEqual( [ '$180.50', '$150.00' ] );
	await page
		.locator( '.tablenav.top' )
		.getByRole( 'link', { name: 'Next page' } )
		.click();
	await expect
		.poll( () => cellsOf( table, 1 ) )
		.toEqual( [ '$120.00', '—' ] );
	await page
		.locator( '.tablenav.top' )
		.getByRole( 'link', { name: 'Last page' } )
		.click();
	await expect.poll( () => cellsOf( table, 1 ) ).toEqual( [ '—' ] );

	// By outcome: the requests by Dokan's status now, then the skips by reason.
	await sortBy( table, /Outcome/ );
	await expect( page ).not.toHaveURL( /paged=/ );
	await expect
		.poll( () => cellsOf( table, 3 ) )
		.toEqual( [
			expect.stringContaining( 'Awaiting approval' ),
			expect.stringContaining( 'Approved: paid' ),
		] );

	// By vendor, one way and back.
	await sortBy( table, /Vendor/ );
	await expect( heading( table, /Vendor/ ) ).toHaveAttribute(
		'aria-sort',
		'ascending'
	);
	await showPerPage( page, 20 );
	const ascending = await loginsIn( table );
	await sortBy( table, /Vendor/ );
	await expect( heading( table, /Vendor/ ) ).toHaveAttribute(
		'aria-sort',
		'descending'
	);
	expect( ascending ).toHaveLength( 5 );
	await expect
		.poll( () => loginsIn( table ) )
		.toEqual( [ ...ascending ].reverse() );
	await page.context().close();
} );

test( 'a run’s CSV holds the vendors of the view the list shows', async ( {
	browser,
} ) => {
	const page = await openRunRecord(
		browser,
		run.run_id,
		'&vendor_payout_schedule_outcome=requested'
	);
	const href = await page
		.getByRole( 'link', { name: 'Download CSV of these vendors' } )
		.getAttribute( 'href' );
	const csv = await page.context().request.get( href as string );
	expect( csv.status() ).toBe( 200 );
	const lines = ( await csv.text() ).trim().split( '\n' );
	expect( lines ).toHaveLength( 4 );
	expect(
		lines.slice( 1 ).map( ( line ) => line.split( ',' )[ 4 ] )
	).toEqual( [ 'Requested', 'Requested', 'Requested' ] );
	await page.context().close();
} );

test( 'the next run’s list counts its views by the run’s totals, and sorts, pages and downloads the whole run', async ( {
	browser,
} ) => {
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	await page.goto(
		`${ SCREEN }&vendor_payout_schedule_next_schedule=quarterly`
	);
	const section = page.getByRole( 'region', { name: 'Next run' } );
	const table = section.getByRole( 'table', {
		name: 'Vendors of the next run',
	} );

	await expect( section.locator( '.subsubsub' ) ).toHaveText(
		'All (5) | Would be requested (1) | Would be skipped (4)'
	);
	await section.getByRole( 'link', { name: 'Would be skipped (4)' } ).click();
	await expect( table.locator( 'tbody' ).getByRole( 'row' ) ).toHaveCount(
		4
	);

	// Screen Options of this page set the next run's pages.
	await showPerPage( page, 3 );
	expect(
		JSON.parse( runSitePhp( PER_PAGE, loginOf( 'admin' ) ) )
	).toMatchObject( { next_run: '3' } );
	await expect(
		section.locator( '.tablenav.top .displaying-num' )
	).toHaveText( '4 vendors' );

	// The largest balance first, over the whole run: the vendor without a method.
	await sortBy( table, /Balance/ );
	await expect
		.poll( () => cellsOf( table, 0 ) )
		.toEqual( [ '$300.00', '$180.50', '$10.00' ] );
	await section
		.locator( '.tablenav.top' )
		.getByRole( 'link', { name: 'Next page' } )
		.click();
	await expect.poll( () => cellsOf( table, 0 ) ).toEqual( [ '$0.00' ] );
	await expect(
		section.getByRole( 'link', { name: 'Would be skipped (4)' } )
	).toHaveAttribute( 'aria-current', 'page' );

	// The search keeps the view; the CSV holds what the list holds.
	await page
		.getByLabel( 'Search vendors' )
		.fill( run.vendors[ 4 ]?.login as string );
	await page.getByRole( 'button', { name: 'Search', exact: true } ).click();
	await expect
		.poll( () => loginsIn( table ) )
		.toEqual( [ run.vendors[ 4 ]?.login ] );
	const href = await section
		.getByRole( 'link', { name: 'Download CSV' } )
		.getAttribute( 'href' );
	const lines = (
		await ( await page.context().request.get( href as string ) ).text()
	)
		.trim()
		.split( '\n' );
	expect( lines ).toHaveLength( 2 );
	expect( lines[ 1 ] ).toContain( 'No payment method' );
	await page.context().close();
} );

test( 'the recent runs are a list whose dates open each run’s record', async ( {
	browser,
} ) => {
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	await page.goto( SCREEN );
	const runs = page
		.getByRole( 'region', { name: 'Recent payout runs' } )
		.getByRole( 'table' );

	await expect(
		runs.locator( 'thead' ).getByRole( 'columnheader' )
	).toHaveText( [
		'Date',
		'Schedule',
		'Status',
		'Requests filed',
		'Skipped',
		'Total requested',
	] );
	const row = runs.getByRole( 'row', { name: /March 1, 2100/ } );
	await expect( row.getByRole( 'cell' ) ).toHaveText( [
		/^March 1, 2100/,
		'Quarterly',
		'Done',
		'3',
		'Below minimum: 1, No payment method: 1',
		'$450.50',
	] );
	await row.getByRole( 'link', { name: 'March 1, 2100' } ).click();
	await expect(
		page.getByRole( 'heading', {
			level: 1,
			name: 'Quarterly payout run of March 1, 2100',
		} )
	).toBeVisible();
	await page.context().close();
} );
