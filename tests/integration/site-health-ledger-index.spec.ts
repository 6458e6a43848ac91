/**
 * Tools → Site Health recommends the index on the vendor that Dokan's balance ledger lacks, adds it
 * when the admin presses its button, passes then with a button that removes it, and refuses the
 * change to who may not make it or without the screen's nonce.
 */
import { expect, test, type Page } from '@playwright/test';

import { runSitePhp } from '../e2e/support/site-php';
import { browserContextAs, loggedInContext } from './support/session';

const SCREEN = '/wp-admin/site-health.php';
const MISSING = 'Dokan’s balance ledger has no index on the vendor';
const PRESENT = 'Dokan’s balance ledger has an index on the vendor';

interface LedgerIndexes {
	ours: boolean;
	on_vendor: string[];
}

/**
 * The indexes on the vendor of Dokan's table, as the database has them.
 * @param remove Whether to remove ours first.
 */
function ledgerIndexes( remove = false ): LedgerIndexes {
	return JSON.parse(
		runSitePhp(
			'tests/integration/php/ledger-index.php',
			...( remove ? [ 'remove' ] : [] )
		)
	) as LedgerIndexes;
}

/**
 * A Site Health result's heading button (each result is an accordion).
 * @param page  The screen.
 * @param label The result's label.
 */
const result = ( page: Page, label: string ) =>
	page.getByRole( 'button', { name: new RegExp( `^${ label }` ) } );

// Dokan's table as Dokan creates it, before and after.
test.beforeEach( () => {
	ledgerIndexes( true );
} );
test.afterAll( () => {
	ledgerIndexes( true );
} );

test( 'Site Health offers the index, adds it on request, and takes it back', async ( {
	browser,
} ) => {
	const context = await browserContextAs( browser, 'admin' );
	const page = await context.newPage();
	await page.goto( SCREEN );

	// Recommended, among the improvements: what it is, why, and its button.
	await result( page, MISSING ).click();
	const offer = page.locator(
		'#health-check-accordion-block-vendor_payout_schedule_ledger_index'
	);
	await expect( offer ).toContainText( 'dokan_vendor_balance' );
	await expect( offer ).toContainText( 'can remove it here at any time' );
	expect( ledgerIndexes().on_vendor, 'nothing added by looking' ).toEqual(
		[]
	);
	await offer.getByRole( 'button', { name: 'Add the index' } ).click();

	await expect(
		page.getByText(
			'The index on the vendor was added to Dokan’s balance ledger.'
		)
	).toBeVisible();
	expect( ledgerIndexes() ).toEqual( {
		ours: true,
		on_vendor: [ 'vendor_payout_schedule_vendor' ],
	} );

	// Now among the passed tests, with the button that removes it.
	await page.getByRole( 'button', { name: 'Passed tests' } ).click();
	await result( page, PRESENT ).click();
	await offer.getByRole( 'button', { name: 'Remove the index' } ).click();

	await expect(
		page.getByText(
			'The index on the vendor was removed from Dokan’s balance ledger.'
		)
	).toBeVisible();
	expect( ledgerIndexes().on_vendor ).toEqual( [] );
	await expect( result( page, MISSING ) ).toBeVisible();
	await context.close();
} );

test( 'the change is refused without the screen’s nonce, and to a vendor', async () => {
	const form = { action: 'vendor_payout_schedule_ledger_index', do: 'add' };

	const admin = await loggedInContext( 'admin' );
	const noNonce = await admin.post( '/wp-admin/admin-post.php', {
		form,
		maxRedirects: 0,
	} );
	expect( noNonce.status() ).toBe( 403 );
	const staleNonce = await admin.post( '/wp-admin/admin-post.php', {
		form: { ...form, _wpnonce: '0123456789' },
		maxRedirects: 0,
	} );
	expect( staleNonce.status() ).toBe( 403 );
	await admin.dispose();

	const vendor = await loggedInContext( 'vendor' );
	const notAllowed = await vendor.post( '/wp-admin/admin-post.php', {
		form,
		maxRedirects: 0,
	} );
	expect( notAllowed.status() ).toBe( 403 );
	await vendor.dispose();

	expect( ledgerIndexes().on_vendor ).toEqual( [] );
} );
