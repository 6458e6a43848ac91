/**
 * The local site as the benchmark sees it: its address, and the stored state it changes for the
 * run and puts back afterwards (through PHP run with WordPress loaded).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { REPO_DIR } from './bundle/paths.mjs';

export const SITE_URL = `http://127.0.0.1:${ process.env.WP_PORT ?? '8888' }`;

export const WP_DIR = path.join(
	process.env.VPS_ENV_DIR ?? path.join( REPO_DIR, '.wp-env' ),
	'debian/usr/share/wordpress'
);

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * @param {string}    script Path from the repository root.
 * @param {...string} args   The script's arguments.
 * @return {string} What the script printed.
 */
function wpPhp( script, ...args ) {
	return execFileSync(
		'php',
		[
			path.join( REPO_DIR, 'tests/env/wp-php.php' ),
			path.join( REPO_DIR, script ),
			...args,
		],
		{
			encoding: 'utf8',
		}
	);
}

/**
 * @param {boolean} active Whether the plugin should be loaded by WordPress.
 */
export function setPluginActive( active ) {
	const state = wpPhp(
		'tests/bench/php/plugin-active.php',
		active ? 'on' : 'off'
	).trim();
	if ( state !== ( active ? 'active' : 'inactive' ) ) {
		throw new Error(
			`The plugin is ${ state }, wanted ${ active ? 'active' : 'inactive' }`
		);
	}
}

/**
 * Puts the feature on and gives the vendor a saved schedule (so "Edit schedule" is enabled), and
 * returns a function that puts back what was stored before.
 *
 * @param {string} vendor Login of the vendor the benchmark uses.
 * @return {() => void} Restores the settings and the vendor's choice.
 */
export function prepareVendor( vendor ) {
	const settings = wpPhp( 'tests/integration/php/settings-state.php' );
	const choice = wpPhp( 'tests/integration/php/vendor-choice.php', vendor );
	wpPhp( 'tests/integration/php/seed-disbursement.php' );
	wpPhp(
		'tests/integration/php/vendor-choice.php',
		vendor,
		JSON.stringify( {
			schedule: 'weekly',
			minimum: '50',
			reserve: '0',
			method: 'paypal',
		} )
	);
	return () => {
		wpPhp( 'tests/integration/php/settings-state.php', settings );
		wpPhp( 'tests/integration/php/vendor-choice.php', vendor, choice );
	};
}

/**
 * Other test runs on this machine's shared site (Playwright suites), which switching the plugin
 * off would disturb.
 *
 * @return {string[]} Their command lines.
 */
function otherTestRuns() {
	const lines = execFileSync( 'ps', [ '-eo', 'pid=,args=' ], {
		encoding: 'utf8',
	} ).split( '\n' );
	return lines.filter( ( line ) =>
		/playwright(\.js|\/cli\.js)?'? test\b/.test( line )
	);
}

/**
 * Waits (up to a limit) until no other test run uses the site, so that the baseline views, which
 * need the plugin off, do not make somebody else's tests fail.
 *
 * @param {number} [limitMs] How long to wait at most.
 * @return {Promise<boolean>} True when the site is quiet; false when the limit passed.
 */
export async function waitForQuietSite( limitMs = 10 * 60_000 ) {
	const deadline = Date.now() + limitMs;
	let others = otherTestRuns();
	while ( others.length && Date.now() < deadline ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 5000 ) );
		others = otherTestRuns();
	}
	return others.length === 0;
}
