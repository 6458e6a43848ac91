/**
 * axe-core (WCAG 2.0/2.1 A and AA, and best practices) on every state of the panel a vendor can
 * reach, on both withdraw pages: the panel on and off, the open modal, each open select menu, the
 * modal's warning and error cards, and a toast. Each check judges only what the plugin renders,
 * found by the plugin's own classes: the page around it is Dokan's and WooCommerce's markup, whose
 * issues are theirs to fix and would otherwise hide ours (on a real Dokan site the withdraw pages
 * have some). axe still reads the whole page, so contrast is measured against what is really
 * behind the plugin's elements.
 */
import { expectNoAxeViolations } from './a11y-support';
import {
	REFUSED_SAVE,
	expect,
	expectNoProblems,
	test,
	unexpectedProblems,
} from './support/fixtures';
import { NO_CHOICE, useVendorState } from './support/vendor-state';
import {
	WITHDRAW_PAGES,
	dialogOf,
	openModal,
	openPanel,
} from './support/withdraw-page';

const PANEL = '.vps-schedule';
const DIALOG = '.vps-modal[role="dialog"]';
const MENU = '.vps-select__menu-portal';
const TOASTER = '.vps-toaster';

for ( const withdrawPage of WITHDRAW_PAGES ) {
	test.describe( `axe, ${ withdrawPage.name }`, () => {
		test.describe( 'with a schedule', () => {
			useVendorState();

			test( 'the panel, the modal, each open select and the toast have no violations', async ( {
				pageAs,
				problems,
			}, testInfo ) => {
				const page = await pageAs( 'vendor' );
				await openPanel( page, withdrawPage.path );
				await expectNoAxeViolations(
					page,
					testInfo,
					'panel, schedule on',
					[ PANEL ]
				);

				await openModal( page );
				await expectNoAxeViolations( page, testInfo, 'open modal', [
					DIALOG,
				] );

				const dialog = dialogOf( page );
				for ( const name of [
					'Withdraw method',
					'Only When Balance Is',
					'Maintain A Reserve Balance',
				] ) {
					const combobox = dialog.getByRole( 'combobox', { name } );
					await combobox.focus();
					await page.keyboard.press( 'ArrowDown' );
					await expect( page.getByRole( 'listbox' ) ).toBeVisible();
					await expectNoAxeViolations(
						page,
						testInfo,
						`open select "${ name }"`,
						[ MENU, DIALOG ]
					);
					await page.keyboard.press( 'Escape' );
					await expect( page.getByRole( 'listbox' ) ).toHaveCount(
						0
					);
				}

				await dialog
					.getByRole( 'button', { name: 'Change Schedule' } )
					.click();
				const toast = page.getByRole( 'status' ).filter( {
					hasText: 'Withdraw schedule updated successfully',
				} );
				await expect( toast ).toBeVisible();
				await expectNoAxeViolations( page, testInfo, 'toast', [
					TOASTER,
				] );
				expectNoProblems( problems );
			} );

			test( 'the modal showing the server’s error has no violations', async ( {
				pageAs,
				problems,
			}, testInfo ) => {
				const page = await pageAs( 'vendor' );
				await openPanel( page, withdrawPage.path );
				await page.route(
					/withdraw(%2F|\/)disbursement(\?|$|&)/,
					async ( route ) => {
						if ( route.request().method() !== 'POST' ) {
							return route.fallback();
						}
						return route.fulfill( {
							status: 400,
							contentType: 'application/json; charset=UTF-8',
							body: JSON.stringify( {
								code: 'vendor_payout_schedule_schedule_not_offered',
								message:
									'This schedule is not offered. Choose one of the schedules listed.',
								data: { status: 400 },
							} ),
						} );
					}
				);
				await openModal( page );
				await dialogOf( page )
					.getByRole( 'button', { name: 'Change Schedule' } )
					.click();
				await expect( dialogOf( page ) ).toContainText(
					'This schedule is not offered.'
				);
				await expectNoAxeViolations(
					page,
					testInfo,
					'modal with an error card',
					[ DIALOG ]
				);
				expect( unexpectedProblems( problems, REFUSED_SAVE ) ).toEqual(
					[]
				);
			} );

			test( 'the modal of a vendor without payment methods has no violations', async ( {
				pageAs,
				problems,
			}, testInfo ) => {
				const page = await pageAs( 'vendor2' );
				const panel = await openPanel( page, withdrawPage.path );
				const toggle = panel.getByRole( 'switch', {
					name: 'Schedule',
				} );
				if ( ! ( await toggle.isChecked() ) ) {
					await toggle.click();
				}
				await openModal( page );
				await expect(
					dialogOf( page ).getByText( 'No payment methods found.' )
				).toBeVisible();
				await expectNoAxeViolations(
					page,
					testInfo,
					'modal with the payment-methods warning',
					[ DIALOG ]
				);
				expectNoProblems( problems );
			} );
		} );

		test.describe( 'without a schedule', () => {
			useVendorState( NO_CHOICE );

			test( 'the panel with the switch off has no violations', async ( {
				pageAs,
				problems,
			}, testInfo ) => {
				const page = await pageAs( 'vendor' );
				const panel = await openPanel( page, withdrawPage.path );
				await expect(
					panel.getByRole( 'switch', { name: 'Schedule' } )
				).not.toBeChecked();
				await expectNoAxeViolations(
					page,
					testInfo,
					'panel, schedule off',
					[ PANEL ]
				);
				expectNoProblems( problems );
			} );
		} );
	} );
}
