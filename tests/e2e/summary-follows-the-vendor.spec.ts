/**
 * What the vendor reads on both withdraw pages stays true as things change: the summary names a
 * payment method only while the vendor can be paid with it, never above a status line saying the
 * payout is on hold for want of one; and the projection follows a save and a switch-off.
 */
import type { Page } from '@playwright/test';

import { mergeSettings } from '../integration/support/wp-php';
import { expect, expectNoProblems, test } from './support/fixtures';
import { runPhpFixture } from './support/php-fixture';
import { useVendorState } from './support/vendor-state';
import {
	WITHDRAW_PAGES,
	openModal,
	openPanel,
	panelOf,
} from './support/withdraw-page';

const UPDATED = 'Withdraw schedule updated successfully';
const DISABLED = 'Withdraw schedule disabled successfully';
const CHOOSE_ANOTHER =
	'Next payout on hold: Your chosen payment method is no longer available. Choose another one.';
const SET_ONE_UP =
	'Next payout on hold: Set up a payment method to receive scheduled payouts.';

/** The vendor's payment settings as they were before a test changed them. */
let profileBefore: string | null = null;

/** The vendor's `dokan_profile_settings`, as stored. */
const storedProfile = () =>
	JSON.parse(
		runPhpFixture( 'vendor-payment-method.php', 'show', 'vendor' )
	);

/**
 * The vendor disconnects payment methods in Dokan's payment settings (what Dokan stores for it:
 * see the fixture).
 *
 * @param methods Method keys, e.g. `paypal`.
 */
function disconnect( ...methods: string[] ) {
	for ( const method of methods ) {
		const before = runPhpFixture(
			'vendor-payment-method.php',
			'disconnect',
			'vendor',
			method
		);
		profileBefore ??= before;
	}
}

function restoreProfile() {
	if ( profileBefore !== null ) {
		runPhpFixture(
			'vendor-payment-method.php',
			'restore',
			'vendor',
			profileBefore
		);
		profileBefore = null;
	}
}

test.afterEach( restoreProfile );

const nextPayoutOf = ( page: Page ) =>
	panelOf( page ).locator( '.vps-payout-status__next' );

/**
 * Opens a withdraw page and checks the summary names no method while the status line says why
 * the next payout is on hold.
 *
 * @param page     The page.
 * @param pagePath Address of the withdraw page.
 * @param hold     The status line's sentence about the next payout.
 */
async function expectHeldWithoutMethod(
	page: Page,
	pagePath: string,
	hold: string
) {
	await openPanel( page, pagePath );
	await expect( nextPayoutOf( page ) ).toHaveText( hold );
	// "Weekly, next on November 23, 2026. Only when …": the date, and nothing before the full stop.
	await expect(
		panelOf( page ).locator( '.vps-schedule-summary' )
	).toHaveText(
		/^Weekly, next on [A-Z][a-z]+ \d{1,2}, \d{4}\. Only when the balance is \$50\.00 or more\.$/
	);
}

/**
 * Saves the schedule as the modal offers it, once Dokan's React card has settled (it mounts twice
 * while it loads).
 *
 * @param page The page, showing the panel.
 */
async function saveAsOffered( page: Page ) {
	await page.waitForLoadState( 'networkidle' );
	const dialog = await openModal( page );
	await dialog.getByRole( 'button', { name: 'Change Schedule' } ).click();
	// A save closes the modal and toasts (an earlier save's toast may still be showing).
	await expect( dialog ).toHaveCount( 0 );
	await expect( page.getByText( UPDATED ).last() ).toBeVisible();
}

for ( const withdrawPage of WITHDRAW_PAGES ) {
	test.describe( withdrawPage.name, () => {
		useVendorState();

		test( 'PayPal disconnected, bank transfer left: the summary names no method, and the status line says to choose another', async ( {
			pageAs,
			problems,
		} ) => {
			disconnect( 'paypal' );
			const page = await pageAs( 'vendor' );
			await expectHeldWithoutMethod(
				page,
				withdrawPage.path,
				CHOOSE_ANOTHER
			);
			expectNoProblems( problems );
		} );

		test( 'every method disconnected: the summary names none, and the status line asks for one', async ( {
			pageAs,
			problems,
		} ) => {
			disconnect( 'paypal', 'bank' );
			const page = await pageAs( 'vendor' );
			await expectHeldWithoutMethod(
				page,
				withdrawPage.path,
				SET_ONE_UP
			);
			expectNoProblems( problems );
		} );

		test( 'PayPal still set up but switched off by the marketplace: neither its title nor its key is named', async ( {
			pageAs,
			problems,
		} ) => {
			mergeSettings( {
				dokan_withdraw: { withdraw_methods: { bank: 'bank' } },
			} );
			const page = await pageAs( 'vendor' );
			await expectHeldWithoutMethod(
				page,
				withdrawPage.path,
				CHOOSE_ANOTHER
			);
			await expect( panelOf( page ) ).not.toContainText( /paypal/i );
			expectNoProblems( problems );
		} );

		test( 'saving with the method left names it, and the projection follows the save', async ( {
			pageAs,
			problems,
		} ) => {
			disconnect( 'paypal' );
			const page = await pageAs( 'vendor' );
			await expectHeldWithoutMethod(
				page,
				withdrawPage.path,
				CHOOSE_ANOTHER
			);
			await saveAsOffered( page );

			await expect(
				panelOf( page ).locator( '.vps-schedule-summary' )
			).toContainText( 'to Bank Transfer' );
			await expect( nextPayoutOf( page ) ).toHaveText(
				'Next payout: about $1,250.50.'
			);
			expectNoProblems( problems );
		} );

		test( 'the projection follows a save, and a switch-off and on again, without a reload', async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			await openPanel( page, withdrawPage.path );
			await expect( nextPayoutOf( page ) ).toHaveText(
				'Next payout: about $1,250.50.'
			);
			await page.waitForLoadState( 'networkidle' );

			// A reserve of $50.00: the next payout is $50.00 less.
			const dialog = await openModal( page );
			await dialog
				.getByRole( 'combobox', { name: 'Maintain A Reserve Balance' } )
				.click();
			await page
				.getByRole( 'option', { name: '$50.00', exact: true } )
				.click();
			await dialog
				.getByRole( 'button', { name: 'Change Schedule' } )
				.click();
			await expect( page.getByText( UPDATED ) ).toBeVisible();
			await expect( nextPayoutOf( page ) ).toHaveText(
				'Next payout: about $1,200.50.'
			);

			const toggle = panelOf( page ).getByRole( 'switch', {
				name: 'Schedule',
			} );
			await toggle.click();
			await expect( page.getByText( DISABLED ) ).toBeVisible();
			await expect( nextPayoutOf( page ) ).toHaveCount( 0 );

			await toggle.click();
			await saveAsOffered( page );
			await expect( nextPayoutOf( page ) ).toHaveText(
				'Next payout: about $1,200.50.'
			);
			expectNoProblems( problems );
		} );
	} );
}

test.describe( 'on real Dokan', () => {
	useVendorState();

	test( 'the vendor disconnects PayPal in Dokan’s payment settings: stored as these tests store it, and neither page names it', async ( {
		pageAs,
		problems,
	} ) => {
		profileBefore = JSON.stringify( storedProfile() );
		const page = await pageAs( 'vendor' );
		await page.goto( '/dashboard/settings/payment-manage-paypal-edit/' );
		await page.getByRole( 'button', { name: 'Disconnect' } ).click();
		await expect(
			page.getByText( 'Your information has been saved successfully' )
		).toBeVisible();
		const storedByDokan = storedProfile();

		for ( const withdrawPage of WITHDRAW_PAGES ) {
			await expectHeldWithoutMethod(
				page,
				withdrawPage.path,
				CHOOSE_ANOTHER
			);
		}

		const before = profileBefore;
		restoreProfile();
		disconnect( 'paypal' );
		expect( storedProfile() ).toEqual( storedByDokan );
		expect( JSON.parse( before ).payment.paypal.email ).not.toBe( '' );
		expectNoProblems( problems );
	} );
} );
