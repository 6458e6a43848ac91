/**
 * A vendor's privacy requests, through WordPress's own flow: the admin adds them, the vendor
 * confirms each by its e-mailed link, the admin downloads the export and runs the erasure from
 * Tools → Export / Erase Personal Data (WordPress's AJAX exporters and erasers). The plugin's data
 * comes as its own group and is erased down to the dates already handled.
 */
import { execFileSync } from 'node:child_process';

import { expect, test } from '@playwright/test';

import { browserContextAs } from './support/session';
import { runSitePhp } from '../e2e/support/site-php';

const VENDOR = 'tests/integration/php/privacy-vendor.php';

type Request = { email: string; links: Record< string, string > };

test.afterEach( () => {
	runSitePhp( VENDOR, 'remove' );
} );

test( 'the export holds the payout schedule group and the erasure keeps only the dates handled', async ( {
	browser,
	request,
} ) => {
	const { email, links } = JSON.parse(
		runSitePhp( VENDOR, 'add' )
	) as Request;
	for ( const link of Object.values( links ) ) {
		const confirmed = await request.get( link );
		expect( await confirmed.text() ).toContain( 'Thanks for confirming' );
	}

	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	await page.goto( '/wp-admin/export-personal-data.php' );
	const exportRow = page.getByRole( 'row', { name: new RegExp( email ) } );
	await expect( exportRow ).toContainText( 'Confirmed' );
	await exportRow.hover();
	const downloaded = page.waitForEvent( 'download' );
	await exportRow
		.getByRole( 'button', { name: 'Download personal data', exact: true } )
		.click();
	const zip = await ( await downloaded ).path();
	const exported = JSON.parse(
		execFileSync( 'unzip', [ '-p', zip, 'export.json' ], {
			encoding: 'utf8',
		} )
	);
	// export.json: { "Personal Data Export for …": { group id: { group_label, items } } }
	const groups = Object.values( exported )[ 0 ] as Record<
		string,
		{ group_label: string; items: object }
	>;
	const ours = groups[ 'vendor-payout-schedule' ];
	expect( ours?.group_label ).toBe( 'Payout schedule' );
	const text = JSON.stringify( ours?.items );
	expect( text ).toContain( 'Withdraw request filed' );
	expect( text ).toContain( '$123.45' );
	// The method by its title, as the vendor's screens name it, not Dokan's key.
	expect( text ).toContain(
		JSON.stringify( { name: 'Payment method', value: 'PayPal' } )
	);
	expect( text ).toContain( 'Payout requested' );

	await page.goto( '/wp-admin/erase-personal-data.php' );
	const eraseRow = page.getByRole( 'row', { name: new RegExp( email ) } );
	await eraseRow
		.getByRole( 'button', { name: 'Erase personal data', exact: true } )
		.click();
	const results = page.locator( 'tr.request-results' );
	await expect( results ).toContainText(
		'Personal data was found for this user but some of the personal data found was not erased.'
	);
	await expect( results ).toContainText(
		'so that no request or e-mail is ever sent twice for the same date'
	);
	await page.context().close();

	const state = JSON.parse( runSitePhp( VENDOR, 'state' ) );
	expect( state ).toEqual( {
		schedule: '',
		minimum: '',
		payout: {
			status: 'filed',
			amount: '0.0000',
			balance: '0.0000',
			minimum: '0.0000',
			method: '',
		},
		notice: { kind: 'requested', reason: '', sent: '1' },
	} );
} );
