/**
 * Nothing shown that is not saved: with Dokan's minimum withdraw amount at 1,234.50, the minimum
 * list starts there; the vendor who picks "$1,234.50 or more" has exactly 1,234.50 saved, and sees
 * it again after a reload, on both withdraw pages.
 */
import { mergeSettings, storedChoice } from '../integration/support/wp-php';
import { expect, expectNoProblems, test } from './support/fixtures';
import { useVendorState } from './support/vendor-state';
import {
	WITHDRAW_PAGES,
	expectModalOpen,
	openPanel,
} from './support/withdraw-page';

test.describe( 'an amount with cents', () => {
	useVendorState( {
		schedule: 'weekly',
		minimum: '2000',
		reserve: '0',
		method: 'paypal',
	} );
	test.beforeEach( () =>
		mergeSettings( { dokan_withdraw: { withdraw_limit: '1234.50' } } )
	);

	for ( const withdrawPage of WITHDRAW_PAGES ) {
		test( `is saved exactly as picked on the ${ withdrawPage.name }, and shown again after a reload`, async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			let panel = await openPanel( page, withdrawPage.path );
			await expect( panel ).toContainText(
				'Only when the balance is $2,000.00 or more.'
			);
			await panel
				.getByRole( 'button', { name: 'Edit schedule' } )
				.click();
			const dialog = await expectModalOpen( page );
			await dialog
				.getByRole( 'combobox', { name: 'Only When Balance Is' } )
				.click();
			await page
				.getByRole( 'option', { name: '$1,234.50 or more' } )
				.click();
			await dialog
				.getByRole( 'button', { name: 'Change Schedule' } )
				.click();
			await expect(
				page.getByText( 'Withdraw schedule updated successfully' )
			).toBeVisible();
			await expect( panel ).toContainText(
				'Only when the balance is $1,234.50 or more.'
			);
			expect( storedChoice( 'vendor' ).minimum ).toBe( '1234.5' );

			await page.reload();
			panel = await openPanel( page, withdrawPage.path );
			await expect( panel ).toContainText(
				'Only when the balance is $1,234.50 or more.'
			);
			expectNoProblems( problems );
		} );
	}
} );
