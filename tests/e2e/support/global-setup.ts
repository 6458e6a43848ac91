/**
 * Logs every seeded user in once through wp-login.php and keeps their cookies for the tests.
 */
import { chromium, type FullConfig } from '@playwright/test';

import { logIn } from './login';
import { CHROMIUM_PATH, SEEDED_USERS, SITE_URL, storageStateOf } from './site';

export default async function globalSetup( config: FullConfig ) {
	const launchOptions = config.projects[ 0 ]?.use.launchOptions ?? {};
	const browser = await chromium.launch( {
		...launchOptions,
		executablePath: CHROMIUM_PATH,
	} );
	try {
		for ( const user of SEEDED_USERS ) {
			const context = await browser.newContext( { baseURL: SITE_URL } );
			const page = await context.newPage();
			await logIn( page, user, '/' );
			await context.storageState( { path: storageStateOf( user ) } );
			await context.close();
		}
	} finally {
		await browser.close();
	}
}
