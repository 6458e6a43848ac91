/**
 * Which site the browser and HTTP suites test, and how to reach it. By default the local site
 * (WP_PORT: real WooCommerce and Dokan Lite, see tests/env); any other WordPress + Dokan site is
 * named by environment:
 *   E2E_BASE_URL        the site's address, e.g. http://127.0.0.1:8894
 *   E2E_WP_PHP          command prefix that runs a PHP file with the site's WordPress loaded
 *                       (default: php tests/env/wp-php.php, which honours E2E_WP_DIR)
 *   E2E_WP_DIR          the site's WordPress folder (test-only must-use plugins go in its
 *                       wp-content/mu-plugins; without it, the tests that need them are skipped)
 *   E2E_<USER>_LOGIN / E2E_<USER>_PASSWORD   the four users (ADMIN, VENDOR, VENDOR2, CUSTOMER);
 *                       E2E_PASSWORD sets every password at once
 * See README, "Testing against a real Dokan site".
 */
import os from 'node:os';
import path from 'node:path';

export const SITE_PORT = process.env.WP_PORT ?? '8888';

export const SITE_URL = (
	process.env.E2E_BASE_URL ?? `http://127.0.0.1:${ SITE_PORT }`
).replace( /\/+$/, '' );

/**
 * Whether the site is the local one (tests/env), whose files and development plugins some tests
 * need.
 */
export const ON_LOCAL_SITE = ! process.env.E2E_BASE_URL;

/**
 * How much longer than on an idle machine every wait and every test may take: E2E_TIMEOUT_FACTOR
 * (default 1), or the machine's load per core when the run starts where that is higher. A shared
 * machine at load 10 on 2 cores serves the site about five times slower, and a test's time limit
 * follows, like every other wait.
 */
export const TIMEOUT_FACTOR = Math.max(
	Number( process.env.E2E_TIMEOUT_FACTOR ?? 1 ),
	( os.loadavg()[ 0 ] ?? 0 ) / Math.max( 1, os.cpus().length )
);

/**
 * A time limit in milliseconds, as long as this machine needs it.
 * @param milliseconds The limit on an idle machine.
 */
export function scaled( milliseconds: number ): number {
	return Math.round( milliseconds * TIMEOUT_FACTOR );
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const REPO_DIR = path.resolve( __dirname, '../../..' );

/** The password every seeded user shares, unless a user's own is given. */
export const PASSWORD = process.env.E2E_PASSWORD ?? 'password';

export type SeededUser = 'admin' | 'vendor' | 'vendor2' | 'customer';

export const SEEDED_USERS: SeededUser[] = [
	'admin',
	'vendor',
	'vendor2',
	'customer',
];

/**
 * A seeded user's login and password on the site under test.
 * @param user The user's role in the tests.
 */
export function credentialsOf( user: SeededUser ): {
	login: string;
	password: string;
} {
	const key = user.toUpperCase();
	return {
		login: process.env[ `E2E_${ key }_LOGIN` ] ?? user,
		password: process.env[ `E2E_${ key }_PASSWORD` ] ?? PASSWORD,
	};
}

/**
 * The login of a seeded user on the site under test; any other name as given.
 * @param name A seeded user's role in the tests, or a login.
 */
export function loginOf( name: string ): string {
	return ( SEEDED_USERS as string[] ).includes( name )
		? credentialsOf( name as SeededUser ).login
		: name;
}

/**
 * Saved cookies of a user logged in by the global set-up, one folder per site: WordPress names its
 * cookies after the site URL, and runs against two sites at once must not overwrite each other's.
 * They live outside test-results/, which Playwright empties when any run starts.
 * @param user
 */
export function storageStateOf( user: SeededUser ): string {
	return path.join(
		os.tmpdir(),
		'vendor-payout-schedule-e2e-auth',
		new URL( SITE_URL ).host.replace( /[^a-z0-9.-]/gi, '_' ),
		`${ user }.json`
	);
}
