/**
 * Every flow of the panel with the keyboard alone, on both withdraw pages: the focus is visible at
 * each stop, stays inside the open modal and comes back to "Edit schedule" when it closes; the
 * switch and every field have names; saved and disabled are announced in a live region.
 */
import type { Page } from '@playwright/test';

import { storedChoice } from '../integration/support/wp-php';
import {
	controlOf,
	expectAnnounced,
	expectVisibleFocus,
	liveRegions,
	tabTo,
} from './a11y-support';
import { expect, expectNoProblems, test } from './support/fixtures';
import { NO_CHOICE, useVendorState } from './support/vendor-state';
import { WITHDRAW_PAGES, dialogOf, openPanel } from './support/withdraw-page';

const UPDATED = 'Withdraw schedule updated successfully';
const DISABLED = 'Withdraw schedule disabled successfully';

/**
 * Tabs through the open modal and back to where it started, checking every stop is inside it.
 *
 * @param page The page.
 */
async function expectFocusTrapped( page: Page ) {
	const dialog = dialogOf( page );
	const stops: string[] = [];
	for ( let presses = 0; presses < 16; presses++ ) {
		await page.keyboard.press( 'Tab' );
		const stop = await page.locator( 'body' ).evaluate( ( body ) => {
			const active = body.ownerDocument.activeElement;
			const inside = Boolean( active?.closest( '[role="dialog"]' ) );
			return `${ inside ? 'in' : 'OUT' }: ${
				active?.getAttribute( 'aria-label' ) ??
				active?.textContent?.trim().slice( 0, 30 ) ??
				active?.tagName
			}`;
		} );
		stops.push( stop );
	}
	expect( stops.filter( ( stop ) => stop.startsWith( 'OUT' ) ) ).toEqual(
		[]
	);
	await expect( dialog ).toHaveCount( 1 );
}

for ( const withdrawPage of WITHDRAW_PAGES ) {
	test.describe( `keyboard only, ${ withdrawPage.name }`, () => {
		test.describe( 'from no schedule', () => {
			useVendorState( NO_CHOICE );

			test( 'turns the schedule on, chooses every field, saves, then turns it off', async ( {
				pageAs,
				problems,
			} ) => {
				const page = await pageAs( 'vendor' );
				const panel = await openPanel( page, withdrawPage.path );
				const regions = await liveRegions( page );
				const toggle = panel.getByRole( 'switch', {
					name: 'Schedule',
				} );
				const edit = panel.getByRole( 'button', {
					name: 'Edit schedule',
				} );
				await expect( toggle ).not.toBeChecked();
				await expect( edit ).toBeDisabled();

				// Turn on: the switch is in the tab order, and shows its focus.
				await tabTo( page, toggle );
				await expectVisibleFocus( toggle );
				await page.keyboard.press( 'Space' );
				await expect( toggle ).toBeChecked();
				await expect( edit ).toBeEnabled();

				// Open "Edit schedule".
				await page.keyboard.press( 'Tab' );
				await expectVisibleFocus( edit );
				await page.keyboard.press( 'Enter' );
				const dialog = dialogOf( page );
				await expect(
					dialog.getByRole( 'heading', {
						name: 'Edit Withdraw Schedule',
					} )
				).toBeVisible();

				// Withdraw method: open the list with ArrowDown, move, choose with Enter.
				const method = dialog.getByRole( 'combobox', {
					name: 'Withdraw method',
				} );
				await tabTo( page, method );
				await expectVisibleFocus( method, controlOf( method ) );
				await page.keyboard.press( 'ArrowDown' );
				await expect( page.getByRole( 'listbox' ) ).toBeVisible();
				await page.keyboard.press( 'ArrowDown' );
				await page.keyboard.press( 'Enter' );
				await expect( page.getByRole( 'listbox' ) ).toHaveCount( 0 );
				await expect( controlOf( method ) ).toContainText(
					'Bank Transfer'
				);

				// Schedule: one tab stop for the group, arrows between the choices.
				const schedules = dialog.getByRole( 'radiogroup', {
					name: 'Preferred Payment Schedule',
				} );
				const weekly = schedules.getByRole( 'radio', {
					name: /^Weekly/,
				} );
				await page.keyboard.press( 'Tab' );
				await expectVisibleFocus( weekly );
				await page.keyboard.press( 'ArrowDown' );
				await page.keyboard.press( 'ArrowDown' );
				const monthly = schedules.getByRole( 'radio', {
					name: /^Monthly/,
				} );
				await expect( monthly ).toBeChecked();
				await expectVisibleFocus( monthly );

				// Minimum and reserve: type to filter the list, Enter to choose.
				const minimum = dialog.getByRole( 'combobox', {
					name: 'Only When Balance Is',
				} );
				await page.keyboard.press( 'Tab' );
				await expectVisibleFocus( minimum, controlOf( minimum ) );
				await page.keyboard.type( '100.00 or' );
				await page.keyboard.press( 'Enter' );
				await expect( controlOf( minimum ) ).toContainText(
					'$100.00 or more'
				);

				const reserve = dialog.getByRole( 'combobox', {
					name: 'Maintain A Reserve Balance',
				} );
				await page.keyboard.press( 'Tab' );
				await expectVisibleFocus( reserve, controlOf( reserve ) );
				await page.keyboard.type( '10.00' );
				await page.keyboard.press( 'Enter' );
				await expect( controlOf( reserve ) ).toContainText( '$10.00' );

				// Save: past Close to Change Schedule.
				const close = dialog
					.locator( '.vps-modal__footer' )
					.getByRole( 'button', {
						name: 'Close',
					} );
				const change = dialog.getByRole( 'button', {
					name: 'Change Schedule',
				} );
				await page.keyboard.press( 'Tab' );
				await expectVisibleFocus( close );
				await page.keyboard.press( 'Tab' );
				await expectVisibleFocus( change );
				await page.keyboard.press( 'Enter' );

				await expectAnnounced( page, regions, UPDATED );
				await expect( dialog ).toHaveCount( 0 );
				await expect( edit ).toBeFocused();
				expect( storedChoice( 'vendor' ) ).toMatchObject( {
					schedule: 'monthly',
					method: 'bank',
				} );
				expect( Number( storedChoice( 'vendor' ).minimum ) ).toBe(
					100
				);
				expect( Number( storedChoice( 'vendor' ).reserve ) ).toBe( 10 );

				// Turn off: back to the switch; it keeps the focus while the server answers.
				await page.keyboard.press( 'Shift+Tab' );
				await expectVisibleFocus( toggle );
				await page.keyboard.press( 'Space' );
				await expectAnnounced( page, regions, DISABLED );
				await expect( toggle ).not.toBeChecked();
				await expect( toggle ).toBeFocused();
				await expect( edit ).toBeDisabled();
				await expect
					.poll( () => storedChoice( 'vendor' ).schedule )
					.toBeFalsy();
				expectNoProblems( problems );
			} );
		} );

		test.describe( 'with a schedule', () => {
			useVendorState();

			test( 'the modal keeps the focus inside, and gives it back to Edit schedule however it closes', async ( {
				pageAs,
				problems,
			} ) => {
				const page = await pageAs( 'vendor' );
				const panel = await openPanel( page, withdrawPage.path );
				const edit = panel.getByRole( 'button', {
					name: 'Edit schedule',
				} );
				const dialog = dialogOf( page );
				const open = async () => {
					await expect( edit ).toBeFocused();
					await page.keyboard.press( 'Enter' );
					await expect(
						dialog.getByRole( 'heading', {
							name: 'Edit Withdraw Schedule',
						} )
					).toBeVisible();
				};
				const expectClosed = async () => {
					await expect( dialog ).toHaveCount( 0 );
					await expect( edit ).toBeFocused();
					await expectVisibleFocus( edit );
				};

				await tabTo( page, edit );

				// Escape, from anywhere in the modal.
				await open();
				await expectFocusTrapped( page );
				await page.keyboard.press( 'Escape' );
				await expectClosed();

				// Shift+Tab from the first stop wraps to the last.
				await open();
				const closeIcon = dialog
					.locator( '.vps-modal__header' )
					.getByRole( 'button', { name: 'Close' } );
				await tabTo( page, closeIcon );
				await page.keyboard.press( 'Shift+Tab' );
				await expect(
					dialog.getByRole( 'button', { name: 'Change Schedule' } )
				).toBeFocused();
				await page.keyboard.press( 'Escape' );
				await expectClosed();

				// Escape first closes an open list, then the modal; with the list closed, at once.
				await open();
				const method = dialog.getByRole( 'combobox', {
					name: 'Withdraw method',
				} );
				await tabTo( page, method );
				await page.keyboard.press( 'ArrowDown' );
				await expect( page.getByRole( 'listbox' ) ).toBeVisible();
				await page.keyboard.press( 'Escape' );
				await expect( page.getByRole( 'listbox' ) ).toHaveCount( 0 );
				await expect( dialog ).toHaveCount( 1 );
				await expect( method ).toBeFocused();
				await page.keyboard.press( 'Escape' );
				await expectClosed();

				// The Close button in the footer.
				await open();
				const close = dialog
					.locator( '.vps-modal__footer' )
					.getByRole( 'button', {
						name: 'Close',
					} );
				await tabTo( page, close );
				await expectVisibleFocus( close );
				await page.keyboard.press( 'Enter' );
				await expectClosed();

				// The X button in the header.
				await open();
				await tabTo( page, closeIcon );
				await expectVisibleFocus( closeIcon );
				await page.keyboard.press( 'Space' );
				await expectClosed();

				expectNoProblems( problems );
			} );

			test( 'the switch and every field have accessible names', async ( {
				pageAs,
				problems,
			} ) => {
				const page = await pageAs( 'vendor' );
				const panel = await openPanel( page, withdrawPage.path );

				await expect(
					panel.getByRole( 'heading', { name: 'Schedule' } )
				).toBeVisible();
				await expect(
					panel.getByRole( 'switch' )
				).toHaveAccessibleName( 'Schedule' );
				await expect(
					panel.getByRole( 'button' )
				).toHaveAccessibleName( 'Edit schedule' );

				await panel
					.getByRole( 'button', { name: 'Edit schedule' } )
					.click();
				const dialog = dialogOf( page );
				await expect( dialog ).toHaveAccessibleName(
					'Edit Withdraw Schedule'
				);
				const expectNames = async (
					role: 'combobox' | 'radio' | 'button',
					expected: ( string | RegExp )[]
				) => {
					const nodes = dialog.getByRole( role );
					await expect( nodes ).toHaveCount( expected.length );
					for ( const [ index, name ] of expected.entries() ) {
						await expect( nodes.nth( index ) ).toHaveAccessibleName(
							name
						);
					}
				};
				await expectNames( 'combobox', [
					'Withdraw method',
					'Only When Balance Is',
					'Maintain A Reserve Balance',
				] );
				await expect(
					dialog.getByRole( 'radiogroup', {
						name: 'Preferred Payment Schedule',
					} )
				).toBeVisible();
				await expectNames( 'radio', [
					/^Weekly \(.+\)$/,
					/^Twice Per Month \(.+\)$/,
					/^Monthly \(.+\)$/,
					/^Quarterly \(.+\)$/,
				] );
				await expectNames( 'button', [
					'Close Edit Withdraw Schedule',
					'Close',
					'Change Schedule',
				] );
				await expect(
					dialog.getByRole( 'status', { name: 'Next Payment' } )
				).toContainText( 'based on your schedule' );
				expectNoProblems( problems );
			} );
		} );
	} );
}
