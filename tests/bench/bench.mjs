/**
 * `npm run bench`: the plugin's performance figures, with the machine they were taken on.
 *   (a) gzip size of each built file and chunk
 *   (b) Chromium on the local site: page views with and without the plugin; Edit schedule →
 *       modal focused against a plain Headless UI dialog
 *   (c) server: the plugin's GET against WordPress's GET /wp/v2/users/me
 *   (d) the payout engine's own benchmark, when the project has one
 * Every ratio compares figures taken in the same run. Environment: BENCH_VIEWS (20),
 * BENCH_REQUESTS (50), BENCH_ONLY (comma-separated parts, e.g. "a,c").
 */
/* eslint-disable no-console -- a command-line report: its output is the point. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { measureBuild } from './bundle/budget.mjs';
import { formatKb, gzipSize } from './bundle/files.mjs';
import { REPO_DIR } from './bundle/paths.mjs';
import { formatReport } from './bundle/print.mjs';
import { measureInBrowser } from './browser/measure.mjs';
import { buildDialogBaseline } from './dialog-baseline/build.mjs';
import { describeMachine } from './machine.mjs';
import { measureServerLatency } from './server/latency.mjs';
import {
	SITE_URL,
	WP_DIR,
	prepareVendor,
	setPluginActive,
	waitForQuietSite,
} from './site.mjs';
import { formatMs, formatRatio } from './stats.mjs';

const VENDOR = 'vendor';
const PASSWORD = 'password';
const VIEWS = Number( process.env.BENCH_VIEWS ?? 20 );
const REQUESTS = Number( process.env.BENCH_REQUESTS ?? 50 );
const ONLY = ( process.env.BENCH_ONLY ?? 'a,b,c,d' )
	.split( ',' )
	.map( ( part ) => part.trim() );

/** What to put back when the run is interrupted. */
const cleanups = new Set();

const heading = ( text ) => console.log( `\n== ${ text }` );

/**
 * The site is shared: other suites change the vendor's choice and the settings the figures
 * depend on, and load the machine. Measure when they are done.
 */
async function quietSite() {
	if ( ! ( await waitForQuietSite( 0 ) ) ) {
		console.log(
			'Waiting for other test runs on the shared site to finish…'
		);
		if ( ! ( await waitForQuietSite() ) ) {
			throw new Error(
				'Other test runs kept using the site for 10 minutes.'
			);
		}
	}
}

async function bundleSizes() {
	heading( '(a) Bundle: gzip size per file and chunk' );
	const report = await measureBuild();
	console.log( formatReport( report ).join( '\n' ) );
	for ( const problem of report.problems ) {
		console.log( `over budget / problem: ${ problem }` );
	}
}

/**
 * @param {string[]} paths Addresses (paths) of scripts and styles the plugin added to a page.
 * @return {string} How many, what they weigh gzipped (read from the site's files), the heaviest.
 */
function describeAdded( paths ) {
	if ( ! paths.length ) {
		return 'added by the plugin: nothing';
	}
	const weighed = paths
		.map( ( file ) => {
			try {
				return {
					file,
					gzip: gzipSize( readFileSync( path.join( WP_DIR, file ) ) ),
				};
			} catch {
				return { file, gzip: 0 };
			}
		} )
		.sort( ( a, b ) => b.gzip - a.gzip );
	const total = weighed.reduce( ( sum, item ) => sum + item.gzip, 0 );
	const heaviest = weighed
		.slice( 0, 6 )
		.map(
			( item ) =>
				`${ path.basename( item.file ) } ${ formatKb( item.gzip ) }`
		);
	return `added by the plugin: ${ paths.length } files, ${ formatKb( total ) } gzip (${ heaviest.join( ', ' ) }${ weighed.length > 6 ? ', …' : '' })`;
}

async function browserTimings() {
	heading(
		`(b) Chromium, ${ SITE_URL }, as ${ VENDOR }: median of ${ VIEWS } page views per case`
	);
	await buildDialogBaseline();
	await quietSite();
	const restore = prepareVendor( VENDOR );
	cleanups.add( restore );
	let result;
	try {
		result = await measureInBrowser( {
			user: VENDOR,
			password: PASSWORD,
			views: VIEWS,
			warmUp: 2,
		} );
	} finally {
		restore();
		cleanups.delete( restore );
	}
	console.log( `Chromium ${ result.browserVersion }` );
	for ( const page of result.pages ) {
		console.log(
			`${ page.name } withdraw page:`,
			`\n  script start → panel visible           ${ formatMs( page.scriptToPanel ) }`,
			`\n  navigation → panel visible (plugin)     ${ formatMs( page.panelVisible ) }`,
			`\n  navigation → host block visible, without the plugin ${ formatMs( page.hostVisibleWithout ) } (with it: ${ formatMs( page.hostVisibleWith ) })`,
			`\n  ratio panel visible / host block without plugin: ${ formatRatio( page.ratio ) }`,
			`\n  scripts and styles: ${ page.assetCountWith } files, ${ formatKb( page.assetBytesWith ) } with the plugin; ${ page.assetCountWithout } files, ${ formatKb( page.assetBytesWithout ) } without (uncompressed)`,
			`\n  ${ describeAdded( page.addedAssets ) }`
		);
	}
	console.log(
		`Edit schedule click → dialog focused (page idle first, so the modal's chunk was preloaded):`
	);
	console.log(
		`  plain Headless UI dialog page: ${ formatMs( result.dialog.baseline ) }`
	);
	for ( const page of result.dialog.pages ) {
		console.log(
			`  ${ page.name } withdraw page: ${ formatMs( page.median ) } = ${ formatRatio( page.ratio ) } the plain dialog`
		);
	}
	return result.browserVersion;
}

async function serverLatency() {
	heading(
		`(c) Server: median of ${ REQUESTS } GETs each, alternating, as ${ VENDOR } (same cookies and nonce)`
	);
	await quietSite();
	const result = await measureServerLatency( {
		siteUrl: SITE_URL,
		user: VENDOR,
		password: PASSWORD,
		count: REQUESTS,
	} );
	console.log(
		`GET /dokan/v2/withdraw/disbursement  median ${ formatMs( result.plugin.median ) }, p90 ${ formatMs( result.plugin.p90 ) }`
	);
	console.log(
		`GET /wp/v2/users/me                  median ${ formatMs( result.baseline.median ) }, p90 ${ formatMs( result.baseline.p90 ) }`
	);
	console.log(
		`ratio ${ formatRatio( result.ratio ) } (goal ≤ 1.10×)${ result.ratio <= 1.1 ? '' : ' — above the goal' }`
	);
}

function engine() {
	heading( '(d) Payout engine (npm run bench:engine)' );
	const { scripts = {} } = JSON.parse(
		readFileSync( path.join( REPO_DIR, 'package.json' ), 'utf8' )
	);
	if ( ! scripts[ 'bench:engine' ] ) {
		console.log( 'No bench:engine script in package.json; skipped.' );
		return;
	}
	const run = spawnSync( 'npm', [ 'run', '--silent', 'bench:engine' ], {
		cwd: REPO_DIR,
		stdio: 'inherit',
	} );
	if ( run.status !== 0 ) {
		console.log( `npm run bench:engine exited with ${ run.status }` );
	}
}

// Whatever happens, the run ends with the plugin active (it is off only for baseline views) and
// the vendor's stored choice as it was.
for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
	process.on( signal, () => {
		setPluginActive( true );
		cleanups.forEach( ( cleanup ) => cleanup() );
		process.exit( 130 );
	} );
}

heading( 'Machine' );
console.log( describeMachine().join( '\n' ) );
if ( ONLY.includes( 'a' ) ) {
	await bundleSizes();
}
if ( ONLY.includes( 'b' ) ) {
	await browserTimings();
}
if ( ONLY.includes( 'c' ) ) {
	await serverLatency();
}
if ( ONLY.includes( 'd' ) ) {
	engine();
}
