/**
 * Dokan's two withdraw pages and what the plugin shows on them: the Schedule panel and its modal.
 */
import type { Page } from '@playwright/test';

import { expect } from './fixtures';

export const WITHDRAW_PAGES = [
	{ name: 'legacy withdraw page', path: '/dashboard/withdraw/' },
	{ name: 'React withdraw page', path: '/dashboard/new/#/withdraw' },
] as const;

export const panelOf = ( page: Page, name = 'Schedule' ) =>
	page.getByRole( 'region', { name } );

export const dialogOf = ( page: Page, name = 'Edit Withdraw Schedule' ) =>
	page.getByRole( 'dialog', { name } );

/**
 * The panel behind the open modal, which hides the rest of the page from assistive tech: found
 * with hidden elements included.
 *
 * @param page The page.
 */
export const panelBehindModal = ( page: Page ) =>
	page.getByRole( 'region', { name: 'Schedule', includeHidden: true } );

/**
 * The panel's switch behind the open modal.
 *
 * @param page The page.
 */
export const switchBehindModal = ( page: Page ) =>
	panelBehindModal( page ).getByRole( 'switch', {
		name: 'Schedule',
		includeHidden: true,
	} );

/**
 * The panel, once the page shows it.
 *
 * @param page The page.
 * @param name The panel's name (its heading) in the page's language.
 */
export async function schedulePanel( page: Page, name?: string ) {
	const panel = panelOf( page, name );
	await expect( panel ).toBeVisible();
	return panel;
}

/**
 * Opens a withdraw page and waits for the panel.
 *
 * @param page     The page.
 * @param pagePath Address of the withdraw page.
 * @param name     The panel's name (its heading) in the page's language.
 */
export async function openPanel( page: Page, pagePath: string, name?: string ) {
	await page.goto( pagePath );
	return schedulePanel( page, name );
}

/**
 * The modal, once its title shows: the dialog element itself has no box (its layers are fixed),
 * so its title is what shows it is open.
 *
 * @param page The page.
 * @param name The modal's title in the page's language.
 */
export async function expectModalOpen(
	page: Page,
	name = 'Edit Withdraw Schedule'
) {
	const dialog = dialogOf( page, name );
	await expect( dialog.getByRole( 'heading', { name } ) ).toBeVisible();
	return dialog;
}

/**
 * Clicks "Edit schedule" on the panel and waits for the modal's title.
 *
 * @param page The page, showing the panel.
 */
export async function openModal( page: Page ) {
	await panelOf( page )
		.getByRole( 'button', { name: 'Edit schedule' } )
		.click();
	return expectModalOpen( page );
}
