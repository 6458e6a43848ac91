/**
 * The originator's details the bank payout files carry, a section of Dokan → Withdraw Schedule's
 * settings: checked when saved, field by field in the admin's words, nothing kept of a form with
 * an error; the IBAN of the paying account is shown with all but its last four characters hidden,
 * and saving the form as shown keeps it.
 */
import { expect, test, type Page } from '@playwright/test';

import { runSitePhp } from '../e2e/support/site-php';
import { browserContextAs } from './support/session';

const HELPER = 'tests/integration/php/originator.php';
const SCREEN = '/wp-admin/admin.php?page=vendor-payout-schedule';

const ACH = {
	'Company name': 'Demo Market',
	'Company ID': '1234567890',
	'Your bank’s routing number': '021000021',
	'Immediate destination': '021000021',
	'Immediate destination name': 'First Demo Bank',
	'Immediate origin': '1234567890',
	'Immediate origin name': 'Demo Market LLC',
	'Entry description': 'PAYOUT',
};

test.beforeEach( () => {
	runSitePhp( HELPER, 'keep' );
} );

test.afterEach( () => {
	runSitePhp( HELPER, 'restore' );
} );

/**
 * Fills fields by their labels.
 * @param page   The settings screen.
 * @param values Label => value.
 */
async function fill( page: Page, values: Record< string, string > ) {
	for ( const [ label, value ] of Object.entries( values ) ) {
		await page.getByLabel( label, { exact: true } ).fill( value );
	}
}

test( 'the originator’s details are checked when saved, and the paying IBAN is shown masked', async ( {
	browser,
} ) => {
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	await page.goto( SCREEN );
	await expect(
		page.getByRole( 'heading', {
			name: 'Payout files: ACH, for US bank transfers',
		} )
	).toBeVisible();
	const before = runSitePhp( HELPER, 'get' );

	await fill( page, { ...ACH, 'Your bank’s routing number': '021000022' } );
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect(
		page.getByText(
			'Your bank’s routing number: Enter the 9-digit routing number of the bank that sends the payments; this one fails its check digit.'
		)
	).toBeVisible();
	expect( runSitePhp( HELPER, 'get' ), 'nothing of the form is kept' ).toBe(
		before
	);

	await fill( page, {
		...ACH,
		'Account holder': 'Demo Market GmbH',
		IBAN: 'DE02 1203 0000 0000 2020 51',
		BIC: 'BYLADEM1001',
	} );
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
	await expect( page.getByLabel( 'IBAN', { exact: true } ) ).toHaveValue(
		'DE02 •••• 2051'
	);
	expect( await page.content() ).not.toContain( '12030000000020' );
	const saved = JSON.parse( runSitePhp( HELPER, 'get' ) );
	expect( saved ).toMatchObject( {
		company_name: 'Demo Market',
		odfi_routing: '021000021',
		debtor_iban: 'DE02 1203 0000 0000 2020 51',
	} );

	// Saved again as shown: the IBAN stays.
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
	expect( JSON.parse( runSitePhp( HELPER, 'get' ) ).debtor_iban ).toBe(
		'DE02 1203 0000 0000 2020 51'
	);
	await page.context().close();
} );

test( 'a wrong field keeps what the admin typed in all eleven, says what is wrong at that field and saves none of them', async ( {
	browser,
} ) => {
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	await page.goto( SCREEN );
	const before = runSitePhp( HELPER, 'get' );
	const typed = {
		...ACH,
		'Your bank’s routing number': '021000022',
		'Account holder': 'Demo Market GmbH',
		IBAN: 'DE02 1203 0000 0000 2020 51',
		BIC: 'BYLADEM1001',
	};

	await fill( page, typed );
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();

	const wrong = page.getByLabel( 'Your bank’s routing number', {
		exact: true,
	} );
	await expect( wrong ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( wrong ).toHaveAccessibleDescription(
		/^Enter the 9-digit routing number of the bank that sends the payments; this one fails its check digit\./
	);
	for ( const [ label, value ] of Object.entries( typed ) ) {
		const field = page.getByLabel( label, { exact: true } );
		await expect( field, label ).toHaveValue( value );
		if ( label !== 'Your bank’s routing number' ) {
			await expect( field, label ).not.toHaveAttribute(
				'aria-invalid',
				'true'
			);
		}
	}
	expect( runSitePhp( HELPER, 'get' ), 'nothing of the form is kept' ).toBe(
		before
	);

	// Corrected where it says: the rest is still there, and all of it is saved.
	await wrong.fill( '021000021' );
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
	await expect( wrong ).not.toHaveAttribute( 'aria-invalid', 'true' );
	expect( JSON.parse( runSitePhp( HELPER, 'get' ) ) ).toMatchObject( {
		company_name: 'Demo Market',
		odfi_routing: '021000021',
		debtor_name: 'Demo Market GmbH',
		debtor_bic: 'BYLADEM1001',
	} );
	await page.context().close();
} );
