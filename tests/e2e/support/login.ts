/**
 * Logging in the way a person does: through wp-login.php.
 */
import { expect, type Page } from '@playwright/test';

import { credentialsOf, scaled, type SeededUser } from './site';

export async function logIn(
	page: Page,
	user: SeededUser,
	redirectTo = '/wp-admin/'
) {
	await page.goto(
		`/wp-login.php?redirect_to=${ encodeURIComponent( redirectTo ) }`
	);
	const { login, password } = credentialsOf( user );
	// A click that lands while the login page's scripts are still starting can be lost: the form
	// is never sent and the page stays as it is. Such a page is filled in and sent again, as a
	// person would; a form that was sent moves on to the redirect, however slowly.
	await expect( async () => {
		if ( /wp-login\.php/.test( page.url() ) ) {
			await page.getByLabel( 'Username or Email Address' ).fill( login );
			await page
				.getByLabel( 'Password', { exact: true } )
				.fill( password );
			await page.getByRole( 'button', { name: 'Log In' } ).click();
		}
		await expect( page ).not.toHaveURL( /wp-login\.php/, {
			timeout: scaled( 10_000 ),
		} );
	} ).toPass( { timeout: scaled( 60_000 ) } );
}
