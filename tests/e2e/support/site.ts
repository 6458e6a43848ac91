/**
 * Where the local site and the browser are.
 */
import path from 'node:path';

export const SITE_PORT = process.env.WP_PORT ?? '8888';

export const SITE_URL = `http://127.0.0.1:${ SITE_PORT }`;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const REPO_DIR = path.resolve( __dirname, '../../..' );

/** Every seeded user shares this password. */
export const PASSWORD = 'password';

export type SeededUser = 'admin' | 'vendor' | 'vendor2' | 'customer';

export const SEEDED_USERS: SeededUser[] = [
	'admin',
	'vendor',
	'vendor2',
	'customer',
];

/**
 * Saved cookies of a user logged in by the global set-up, one folder per site: WordPress names its
 * cookies after the site URL, and runs against two sites at once must not overwrite each other's.
 * @param user
 */
export function storageStateOf( user: SeededUser ): string {
	return path.join(
		REPO_DIR,
		'test-results',
		'.auth',
		SITE_PORT,
		`${ user }.json`
	);
}
