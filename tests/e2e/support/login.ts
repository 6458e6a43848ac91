/**
 * Logging in the way a person does: through wp-login.php.
 */
import { expect, type Page } from '@playwright/test';

import { credentialsOf, type SeededUser } from './site';

export async function logIn(
	page: Page,
	user: SeededUser,
	redirectTo = '/wp-admin/'
) {
	await page.goto(
		`/wp-login.php?redirect_to=${ encodeURIComponent( redirectTo ) }`
	);
	const { login, password } = credentialsOf( user );
	await page.getByLabel( 'Username or Email Address' ).fill( login );
	await page.getByLabel( 'Password', { exact: true } ).fill( password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	// A busy machine may take a while over the first requests of a fresh site.
	await expect( page ).not.toHaveURL( /wp-login\.php/, { timeout: 30_000 } );
}
