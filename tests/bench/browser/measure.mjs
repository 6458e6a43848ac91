/**
 * Part (b) of the benchmark: in Chromium on the local site, as the vendor,
 *   - each withdraw page with the plugin (the panel appears) and without it (the plugin switched
 *     off silently for those views, so WordPress does not load it at all);
 *   - Edit schedule → the modal focused, against a plain Headless UI dialog on a page of its own.
 */
import { chromium } from '@playwright/test';

import { median } from '../stats.mjs';
import {
	CHROMIUM_PATH,
	SITE_URL,
	setPluginActive,
	waitForQuietSite,
} from '../site.mjs';
import { DIALOG_BASELINE_PATH } from '../dialog-baseline/build.mjs';
import {
	instrumentedContext,
	timeDialogOpen,
	viewPage,
} from './page-views.mjs';

export const PAGES = [
	{ name: 'legacy', path: '/dashboard/withdraw/' },
	{ name: 'React', path: '/dashboard/new/#/withdraw' },
];

/** Marks a withdraw page with the plugin has reached when it is complete. */
const WITH_PANEL = [ 'hostVisible', 'panelVisible' ];

const LAUNCH_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

/**
 * @param {import('@playwright/test').Browser} browser  The browser.
 * @param {string}                             user     Login.
 * @param {string}                             password Password.
 * @return {Promise<Object>} Cookies of the logged-in user, as a storage state.
 */
async function logInState( browser, user, password ) {
	const context = await browser.newContext( { baseURL: SITE_URL } );
	const page = await context.newPage();
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( user );
	await page.getByLabel( 'Password', { exact: true } ).fill( password );
	await Promise.all( [
		page.waitForURL( ( url ) => ! url.pathname.includes( 'wp-login.php' ) ),
		page.getByRole( 'button', { name: 'Log In' } ).click(),
	] );
	const state = await context.storageState();
	await context.close();
	return state;
}

/**
 * @param {number}                count  Views to keep.
 * @param {number}                warmUp Views to throw away first.
 * @param {() => Promise<Object>} view   One view.
 * @return {Promise<Object[]>} The kept views.
 */
async function repeat( count, warmUp, view ) {
	const kept = [];
	for ( let index = 0; index < warmUp + count; index++ ) {
		const result = await view();
		if ( index >= warmUp ) {
			kept.push( result );
		}
	}
	return kept;
}

/**
 * @param {Object} options
 * @param {string} options.user     Vendor login.
 * @param {string} options.password Password.
 * @param {number} options.views    Page views per case.
 * @param {number} options.warmUp   Views thrown away before each case.
 * @return {Promise<Object>} Medians per page and for the dialogs, and the browser's version.
 */
export async function measureInBrowser( { user, password, views, warmUp } ) {
	const browser = await chromium.launch( {
		executablePath: CHROMIUM_PATH,
		args: LAUNCH_ARGS,
	} );
	try {
		const storageState = await logInState( browser, user, password );
		const context = await instrumentedContext( browser, {
			storageState,
			baseURL: SITE_URL,
		} );

		// With and without the plugin alternate, round by round, so that both see the same
		// machine (the load of a shared box drifts over minutes).
		const withPlugin = Object.fromEntries(
			PAGES.map( ( page ) => [ page.name, [] ] )
		);
		const withoutPlugin = Object.fromEntries(
			PAGES.map( ( page ) => [ page.name, [] ] )
		);
		if ( ! ( await waitForQuietSite() ) ) {
			throw new Error(
				'Other test runs kept using the site; the plugin was not switched off for the baseline.'
			);
		}
		for ( let round = 0; round < warmUp + views; round++ ) {
			const keep = round >= warmUp;
			for ( const page of PAGES ) {
				const view = await viewPage(
					context,
					page.path,
					WITH_PANEL,
					( loaded ) => timeDialogOpen( loaded, 'Edit schedule' )
				);
				if ( keep ) {
					withPlugin[ page.name ].push( view );
				}
			}
			setPluginActive( false );
			try {
				for ( const page of PAGES ) {
					const view = await viewPage( context, page.path, [
						'hostVisible',
					] );
					if ( keep ) {
						withoutPlugin[ page.name ].push( view );
					}
				}
			} finally {
				setPluginActive( true );
			}
		}

		const plainDialog = await repeat( views, warmUp, () =>
			viewPage( context, DIALOG_BASELINE_PATH, [], ( loaded ) =>
				timeDialogOpen( loaded, 'Open dialog' )
			)
		).catch( ( error ) => {
			throw new Error( `Baseline dialog page: ${ error.message }` );
		} );

		await context.close();
		return {
			browserVersion: browser.version(),
			pages: summarisePages( withPlugin, withoutPlugin ),
			dialog: summariseDialogs( withPlugin, plainDialog ),
		};
	} finally {
		await browser.close();
	}
}

/**
 * Scripts and styles most views with the plugin loaded and most views without it did not.
 *
 * @param {Object[]} on  Views with the plugin.
 * @param {Object[]} off Views without it.
 * @return {string[]} Their addresses, without query.
 */
function addedAssets( on, off ) {
	const share = ( views, path ) =>
		views.filter( ( view ) =>
			view.assetUrls.some( ( url ) => new URL( url ).pathname === path )
		).length / views.length;
	const paths = new Set(
		on.flatMap( ( view ) =>
			view.assetUrls.map( ( url ) => new URL( url ).pathname )
		)
	);
	return [ ...paths ].filter(
		( path ) => share( on, path ) > 0.5 && share( off, path ) < 0.5
	);
}

/**
 * @param {Object} withPlugin    Views per page with the plugin.
 * @param {Object} withoutPlugin Views per page without it.
 * @return {Object[]} Per page: medians of the page's moments, and the ratio of "page complete".
 */
function summarisePages( withPlugin, withoutPlugin ) {
	return PAGES.map( ( { name } ) => {
		const on = withPlugin[ name ];
		const off = withoutPlugin[ name ];
		// The browser reaches the plugin's script at the later of: its inline boot data running
		// (printed right before it) and the script's download ending.
		const scriptStart = ( view ) =>
			Math.max( view.bootData ?? 0, view.scriptLoaded ?? 0 );
		const result = {
			name,
			views: on.length,
			scriptToPanel: median(
				on.map( ( view ) => view.panelVisible - scriptStart( view ) )
			),
			panelVisible: median( on.map( ( view ) => view.panelVisible ) ),
			hostVisibleWith: median( on.map( ( view ) => view.hostVisible ) ),
			hostVisibleWithout: median(
				off.map( ( view ) => view.hostVisible )
			),
			assetBytesWith: median( on.map( ( view ) => view.assetBytes ) ),
			assetBytesWithout: median( off.map( ( view ) => view.assetBytes ) ),
			assetCountWith: median( on.map( ( view ) => view.assetCount ) ),
			assetCountWithout: median( off.map( ( view ) => view.assetCount ) ),
			addedAssets: addedAssets( on, off ),
		};
		result.ratio = result.panelVisible / result.hostVisibleWithout;
		return result;
	} );
}

/**
 * @param {Object}   withPlugin  Views per page with the plugin (each with its dialog time).
 * @param {Object[]} plainDialog Views of the baseline page.
 * @return {Object} Medians of click → dialog focused, per page and for the baseline, and ratios.
 */
function summariseDialogs( withPlugin, plainDialog ) {
	const baseline = median( plainDialog.map( ( view ) => view.after ) );
	return {
		baseline,
		pages: PAGES.map( ( { name } ) => {
			const ours = median(
				withPlugin[ name ].map( ( view ) => view.after )
			);
			return { name, median: ours, ratio: ours / baseline };
		} ),
	};
}
