/**
 * The modal offers exactly the payment methods a schedule can be saved with: those the vendor set
 * up that Dokan lets withdrawals use, labelled with the vendor's account details, whichever shape
 * Dokan sends its active methods in.
 */
import { mergeSettings, storedChoice } from '../integration/support/wp-php';
import { expect, expectNoProblems, test } from './support/fixtures';
import { runPhpFixture } from './support/php-fixture';
import { useVendorState } from './support/vendor-state';
import { WITHDRAW_PAGES, openModal, openPanel } from './support/withdraw-page';

test.afterEach( () => {
	runPhpFixture( 'vendor-skrill.php', 'off' );
} );

const PAYPAL = /^PayPal \( v\*+@e\*+\.com \)$/;
const BANK = 'Bank Transfer - Vera Vendor - First Demo Bank - ****5678';

for ( const withdrawPage of WITHDRAW_PAGES ) {
	test.describe( withdrawPage.name, () => {
		useVendorState();

		test( 'a set-up method withdrawals cannot use (Skrill) is not offered; each offered one saves', async ( {
			pageAs,
			problems,
		} ) => {
			mergeSettings( {
				dokan_withdraw: {
					withdraw_methods: {
						paypal: 'paypal',
						bank: 'bank',
						skrill: 'skrill',
					},
				},
			} );
			runPhpFixture( 'vendor-skrill.php', 'on' );
			const page = await pageAs( 'vendor' );
			await openPanel( page, withdrawPage.path );
			const dialog = await openModal( page );

			const select = dialog.getByRole( 'combobox', {
				name: 'Withdraw method',
			} );
			await select.click();
			const options = page.getByRole( 'option' );
			await expect( options ).toHaveCount( 2 );
			await expect( options.nth( 0 ) ).toHaveText( PAYPAL );
			await expect( options.nth( 1 ) ).toHaveText( BANK );

			await options.nth( 1 ).click();
			await dialog
				.getByRole( 'button', { name: 'Change Schedule' } )
				.click();
			await expect(
				page.getByText( 'Withdraw schedule updated successfully' )
			).toBeVisible();
			expect( storedChoice( 'vendor' ).method ).toBe( 'bank' );
			expectNoProblems( problems );
		} );

		test( 'before the admin ever saved Dokan’s withdraw methods, PayPal is offered with its details', async ( {
			pageAs,
			problems,
		} ) => {
			mergeSettings( { dokan_withdraw: { withdraw_methods: null } } );
			const page = await pageAs( 'vendor' );
			await openPanel( page, withdrawPage.path );
			const dialog = await openModal( page );

			await dialog
				.getByRole( 'combobox', { name: 'Withdraw method' } )
				.click();
			const options = page.getByRole( 'option' );
			await expect( options ).toHaveCount( 1 );
			await expect( options.nth( 0 ) ).toHaveText( PAYPAL );
			expectNoProblems( problems );
		} );
	} );
}
