/**
 * Watching the requests a page makes for the panel, and holding an answer back.
 */
import type { Page, Request } from '@playwright/test';

/**
 * The REST route of a request, whether it went through /wp-json/ or ?rest_route=.
 *
 * @param url Address of the request.
 */
export function restRoute( url: string ): string {
	const parsed = new URL( url );
	return (
		parsed.searchParams.get( 'rest_route' ) ??
		parsed.pathname.replace( /^.*\/wp-json(?=\/)/, '' )
	).replace( /\/$/, '' );
}

/**
 * "METHOD /rest/route" for a call of Dokan's withdraw routes, null for anything else.
 *
 * @param request A request of the page.
 */
export function withdrawCall( request: Request ): string | null {
	const route = restRoute( request.url() );
	return route.startsWith( '/dokan/v2/withdraw/' )
		? `${ request.method() } ${ route }`
		: null;
}

/**
 * As withdrawCall, and "GET /path" for the plugin's own files (its built script and chunks).
 *
 * @param request A request of the page.
 */
export function withdrawCallOrPluginFile( request: Request ): string | null {
	const { pathname } = new URL( request.url() );
	return (
		withdrawCall( request ) ??
		( pathname.includes( '/plugins/vendor-payout-schedule/' )
			? `${ request.method() } ${ pathname }`
			: null )
	);
}

/**
 * Records, from now on, the requests `whatFor` names.
 *
 * @param page    The page to watch.
 * @param whatFor What a request was for; null leaves it out.
 */
export function recordRequests(
	page: Page,
	whatFor: ( request: Request ) => string | null = withdrawCall
) {
	const log: string[] = [];
	page.on( 'request', ( request ) => {
		const what = whatFor( request );
		if ( what ) {
			log.push( what );
		}
	} );
	return {
		log,
		count: ( what: string ) =>
			log.filter( ( made ) => made === what ).length,
	};
}

/**
 * A promise the test resolves when it chooses, for an answer to wait on: what the page does while
 * a request is slow.
 */
export function holdBack() {
	let release = () => {};
	const released = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	return { released, release };
}
