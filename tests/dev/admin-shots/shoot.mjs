/**
 * Screenshots of Dokan → Withdraw Schedule for a person to look at: the settings, the runs list, a
 * run's record and the Next run section, in English and with a German admin profile.
 *   WP_PORT=8888 node tests/dev/admin-shots/shoot.mjs OUT_DIR
 * Seeds a finished run (tests/integration/php/run-record.php) and takes it away again.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const repo = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'../../..'
);
const base =
	process.env.E2E_BASE_URL ??
	`http://127.0.0.1:${ process.env.WP_PORT ?? '8888' }`;
const out = path.resolve( process.argv[ 2 ] ?? 'admin-shots' );
const php = ( script, ...args ) =>
	execFileSync(
		'php',
		[
			path.join( repo, 'tests/env/wp-php.php' ),
			path.join( repo, script ),
			...args,
		],
		{ encoding: 'utf8' }
	);
const setLocale = ( locale ) =>
	php( 'tests/dev/admin-shots/admin-locale.php', locale );

mkdirSync( out, { recursive: true } );
const run = JSON.parse( php( 'tests/integration/php/run-record.php', 'add' ) );
const filed = run.vendors.filter( ( vendor ) => vendor.request_id > 0 );
php(
	'tests/integration/php/run-record.php',
	'decide',
	String( filed[ 0 ].request_id ),
	String( filed[ 1 ].request_id )
);

const browser = await chromium.launch( {
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: [ '--no-sandbox' ],
} );
try {
	const page = await browser.newPage( {
		baseURL: base,
		viewport: { width: 1280, height: 900 },
	} );
	await page.goto( '/wp-login.php' );
	await page.fill( '#user_login', 'admin' );
	await page.fill( '#user_pass', 'password' );
	await Promise.all( [
		page.waitForURL( /wp-admin/ ),
		page.click( '#wp-submit' ),
	] );
	const screen = '/wp-admin/admin.php?page=vendor-payout-schedule';
	for ( const locale of [ 'en_US', 'de_DE' ] ) {
		setLocale( locale );
		const suffix = locale === 'en_US' ? 'en' : 'de';
		await page.goto( screen );
		await page.screenshot( {
			path: `${ out }/settings-${ suffix }.png`,
			fullPage: true,
		} );
		await page
			.locator( '.vps-runs' )
			.screenshot( { path: `${ out }/runs-list-${ suffix }.png` } );
		// The run's vendors are quarterly: the next quarterly run looks at them again.
		await page.goto(
			`${ screen }&vendor_payout_schedule_next_schedule=quarterly`
		);
		await page
			.locator( '.vps-next-run' )
			.screenshot( { path: `${ out }/next-run-${ suffix }.png` } );
		await page.goto(
			`${ screen }&vendor_payout_schedule_run_id=${ run.run_id }`
		);
		await page.screenshot( {
			path: `${ out }/run-record-${ suffix }.png`,
			fullPage: true,
		} );
	}
} finally {
	setLocale( '' );
	await browser.close();
	php( 'tests/integration/php/run-record.php', 'remove' );
}
process.stdout.write( `Screenshots in ${ out }\n` );
