/**
 * Logged-in sessions made on the spot through wp-login.php, for request contexts and browser
 * contexts alike, so no test depends on cookies saved before the site was last seeded.
 */
import {
	request,
	type APIRequestContext,
	type Browser,
	type BrowserContext,
} from '@playwright/test';

import {
	credentialsOf,
	SITE_URL,
	type SeededUser,
} from '../../e2e/support/site';

/**
 * A request context holding the user's login cookies.
 * @param user Seeded user, or `visitor` for no login.
 */
export async function loggedInContext(
	user: SeededUser | 'visitor'
): Promise< APIRequestContext > {
	const context = await request.newContext( { baseURL: SITE_URL } );
	if ( user === 'visitor' ) {
		return context;
	}
	// wp-login.php wants its test cookie from a first visit.
	await context.get( '/wp-login.php' );
	const { login, password } = credentialsOf( user );
	const answer = await context.post( '/wp-login.php', {
		form: { log: login, pwd: password, testcookie: '1', redirect_to: '/' },
		maxRedirects: 0,
	} );
	const cookies = ( await context.storageState() ).cookies;
	if (
		answer.status() !== 302 ||
		! cookies.some( ( cookie ) =>
			cookie.name.startsWith( 'wordpress_logged_in_' )
		)
	) {
		await context.dispose();
		throw new Error(
			`Could not log in as ${ user } (HTTP ${ answer.status() })`
		);
	}
	return context;
}

/**
 * A browser context logged in as the user.
 * @param browser The test's browser.
 * @param user    Seeded user.
 */
export async function browserContextAs(
	browser: Browser,
	user: SeededUser
): Promise< BrowserContext > {
	const session = await loggedInContext( user );
	const storageState = await session.storageState();
	await session.dispose();
	return browser.newContext( { baseURL: SITE_URL, storageState } );
}
