/**
 * Page views in Chromium, each a fresh tab of one logged-in browser context, read out through the
 * marks of instrument.js and the page's own navigation and resource timing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const INSTRUMENT = readFileSync(
	path.join(
		path.dirname( fileURLToPath( import.meta.url ) ),
		'instrument.js'
	),
	'utf8'
);

const PLUGIN_SCRIPT = '/plugins/vendor-payout-schedule/build/index.js';

/**
 * A browser context with the page instrumentation and, when given, a user's cookies.
 *
 * @param {import('@playwright/test').Browser} browser   The browser.
 * @param {Object}                             [options] Context options (storageState, baseURL).
 * @return {Promise<import('@playwright/test').BrowserContext>} The context.
 */
export async function instrumentedContext( browser, options = {} ) {
	const context = await browser.newContext( options );
	await context.addInitScript( { content: INSTRUMENT } );
	return context;
}

/**
 * @param {import('@playwright/test').Page} page      A page whose instrumentation has run.
 * @param {string}                          mark      Name of a mark.
 * @param {number}                          [timeout] Milliseconds to wait.
 */
async function waitForMark( page, mark, timeout = 20_000 ) {
	await page.waitForFunction(
		( name ) => window.vpsBench && window.vpsBench[ name ] > 0,
		mark,
		{ timeout }
	);
}

/**
 * @param {import('@playwright/test').Page} page The page.
 * @return {Promise<Object>} The marks, with the plugin script's download end and the bytes of
 *                           scripts and styles the page loaded.
 */
function readTimings( page ) {
	return page.evaluate( ( pluginScript ) => {
		const resources = performance.getEntriesByType( 'resource' );
		const script = resources.find( ( entry ) =>
			entry.name.includes( pluginScript )
		);
		const assets = resources.filter(
			( entry ) =>
				[ 'script', 'link', 'css' ].includes( entry.initiatorType ) ||
				/\.(js|css)(\?|$)/.test( entry.name )
		);
		return {
			...window.vpsBench,
			scriptLoaded: script ? script.responseEnd : null,
			domContentLoaded:
				performance.getEntriesByType( 'navigation' )[ 0 ]
					.domContentLoadedEventEnd,
			assetCount: assets.length,
			assetBytes: assets.reduce(
				( sum, entry ) => sum + ( entry.decodedBodySize || 0 ),
				0
			),
			assetUrls: assets.map( ( entry ) => entry.name ),
		};
	}, PLUGIN_SCRIPT );
}

/**
 * Loads a page (until its load event) and waits for the given marks of instrument.js.
 *
 * @param {import('@playwright/test').BrowserContext}                  context Instrumented context.
 * @param {string}                                                     url     Page address.
 * @param {string[]}                                                   marks   Marks to wait for, e.g. [ 'hostVisible', 'panelVisible' ].
 * @param {(page: import('@playwright/test').Page) => Promise<Object>} [after] More to measure on the loaded page.
 * @return {Promise<Object>} Timings of the view (and what `after` measured, as `after`).
 */
export async function viewPage( context, url, marks, after ) {
	const page = await context.newPage();
	try {
		await page.goto( url );
		for ( const mark of marks ) {
			await waitForMark( page, mark );
		}
		// The marks are taken; the page's list of scripts and styles is read once the network has
		// settled, so that what arrives late (WordPress's emoji script, the modal's idle preload)
		// counts in every view alike, not only in those that happened to wait longer.
		await page.waitForLoadState( 'networkidle' );
		const timings = await readTimings( page );
		return after ? { ...timings, after: await after( page ) } : timings;
	} finally {
		await page.close();
	}
}

/**
 * Clicks a button once the page is idle (so that anything it preloads when idle is there, as for
 * a person who takes a moment to reach the button) and times it until the dialog takes focus.
 *
 * @param {import('@playwright/test').Page} page   A loaded, instrumented page.
 * @param {string}                          button Accessible name of the opener.
 * @return {Promise<number>} Milliseconds from the click's input event to the first frame with
 *                           focus inside the dialog.
 */
export async function timeDialogOpen( page, button ) {
	await page.waitForLoadState( 'networkidle' );
	await page.getByRole( 'button', { name: button, exact: true } ).click();
	await waitForMark( page, 'dialogReady' );
	return page.evaluate(
		() => window.vpsBench.dialogReady - window.vpsBench.clickAt
	);
}
