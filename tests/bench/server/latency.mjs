/**
 * Server latency of the plugin's read endpoint against WordPress's own cheapest authenticated
 * read, with the same cookies and nonce, requests alternating so that both see the same machine.
 */
import { performance } from 'node:perf_hooks';

import { median, percentile } from '../stats.mjs';
import { logIn } from './session.mjs';

export const PLUGIN_PATH = '/wp-json/dokan/v2/withdraw/disbursement';
export const BASELINE_PATH = '/wp-json/wp/v2/users/me';

/**
 * @param {string} url     Full URL.
 * @param {Object} session Cookie and nonce.
 * @return {Promise<number>} Milliseconds until the whole body has arrived.
 */
async function timedGet( url, session ) {
	const start = performance.now();
	const response = await fetch( url, {
		headers: { Cookie: session.cookie, 'X-WP-Nonce': session.nonce },
	} );
	const body = await response.text();
	const elapsed = performance.now() - start;
	if ( ! response.ok ) {
		throw new Error(
			`GET ${ url } answered HTTP ${ response.status }: ${ body.slice( 0, 200 ) }`
		);
	}
	return elapsed;
}

/**
 * @param {Object} options
 * @param {string} options.siteUrl  Site address.
 * @param {string} options.user     Who asks (a vendor).
 * @param {string} options.password Password.
 * @param {number} [options.count]  Requests per endpoint.
 * @param {number} [options.warmUp] Untimed requests per endpoint first.
 * @return {Promise<Object>} Medians, 90th percentiles and the ratio plugin / baseline.
 */
export async function measureServerLatency( {
	siteUrl,
	user,
	password,
	count = 50,
	warmUp = 5,
} ) {
	const session = await logIn( siteUrl, user, password );
	const urls = {
		plugin: siteUrl + PLUGIN_PATH,
		baseline: siteUrl + BASELINE_PATH,
	};
	for ( let index = 0; index < warmUp; index++ ) {
		await timedGet( urls.plugin, session );
		await timedGet( urls.baseline, session );
	}
	const samples = { plugin: [], baseline: [] };
	for ( let index = 0; index < count; index++ ) {
		// Alternate which goes first, so neither always follows the other.
		const order =
			index % 2 ? [ 'plugin', 'baseline' ] : [ 'baseline', 'plugin' ];
		for ( const which of order ) {
			samples[ which ].push( await timedGet( urls[ which ], session ) );
		}
	}
	const summary = ( list ) => ( {
		median: median( list ),
		p90: percentile( list, 90 ),
		count: list.length,
	} );
	const plugin = summary( samples.plugin );
	const baseline = summary( samples.baseline );
	return { plugin, baseline, ratio: plugin.median / baseline.median };
}
