/**
 * WordPress's admin bar and the modal. Dokan hides the bar from vendors by default, but a site may
 * keep it (and shop managers see it); where it shows, the open modal's backdrop must cover it as
 * WordPress's own modals do, so a click on it cannot leave the page in the middle of an edit, while
 * the select menu still opens above the modal.
 */
import type { Locator, Page } from '@playwright/test';

import { expect, expectNoProblems, test } from './support/fixtures';
import { withMuPlugin } from './support/mu-plugin';
import { useVendorState } from './support/vendor-state';
import { WITHDRAW_PAGES, openModal, openPanel } from './support/withdraw-page';

/**
 * What the page shows at the middle of an element's box: the element itself (or one of its
 * descendants), or whatever covers it.
 *
 * @param element The element to look at.
 */
function isOnTop( element: Locator ) {
	return element.evaluate( ( node ) => {
		const { x, y, width, height } = node.getBoundingClientRect();
		const hit = node.ownerDocument.elementFromPoint(
			x + width / 2,
			y + height / 2
		);
		return node.contains( hit );
	} );
}

/**
 * The layers the page stacks at the middle of the admin bar: which one is on top (the modal, the
 * bar or the page), and whether the modal's backdrop lies above the bar.
 *
 * @param page The page.
 */
function layersOverAdminBar( page: Page ) {
	return page.locator( '#wpadminbar' ).evaluate( ( bar ) => {
		const { x, y, width, height } = bar.getBoundingClientRect();
		const stack = bar.ownerDocument.elementsFromPoint(
			x + width / 2,
			y + height / 2
		);
		const barAt = stack.findIndex( ( node ) => bar.contains( node ) );
		const backdropAt = stack.findIndex( ( node ) =>
			node.matches( '.vps-modal__backdrop' )
		);
		let top = 'page';
		const [ first = null ] = stack;
		if ( first?.closest( '[role="dialog"]' ) ) {
			top = 'modal';
		} else if ( bar.contains( first ) ) {
			top = 'admin bar';
		}
		return {
			top,
			backdropAboveBar: backdropAt !== -1 && backdropAt < barAt,
		};
	} );
}

for ( const withdrawPage of WITHDRAW_PAGES ) {
	test.describe( `admin bar, ${ withdrawPage.name }`, () => {
		useVendorState();

		test( 'a vendor sees no admin bar, as Dokan hides it by default', async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			await openPanel( page, withdrawPage.path );
			await expect( page.locator( '#wpadminbar' ) ).toHaveCount( 0 );
			expectNoProblems( problems );
		} );

		test( 'where the site keeps the bar, the backdrop covers it and the select menu sits above the modal', async ( {
			pageAs,
			problems,
		} ) => {
			await withMuPlugin( 'admin-bar-kept', async () => {
				const page = await pageAs( 'vendor' );
				await openPanel( page, withdrawPage.path );
				await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
				expect( await layersOverAdminBar( page ) ).toEqual( {
					top: 'admin bar',
					backdropAboveBar: false,
				} );

				const dialog = await openModal( page );
				await expect
					.poll( () => layersOverAdminBar( page ) )
					.toEqual( { top: 'modal', backdropAboveBar: true } );

				await dialog
					.getByRole( 'combobox', { name: 'Withdraw method' } )
					.click();
				const menu = page.locator( '.vps-select__menu' );
				await expect( menu ).toBeVisible();
				expect( await isOnTop( menu ) ).toBe( true );
			} );
			expectNoProblems( problems );
		} );
	} );
}
