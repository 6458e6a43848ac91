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

/**
 * The REST calls of a page (any route), as "METHOD /route"; null for anything else.
 *
 * @param request A request of the page.
 */
export function restCall( request: Request ): string | null {
	const url = new URL( request.url() );
	return url.searchParams.has( 'rest_route' ) ||
		url.pathname.includes( '/wp-json/' )
		? `${ request.method() } ${ restRoute( request.url() ) }`
		: null;
}

/**
 * Serves the legacy withdraw page without the answers the plugin preloads into it, as when the
 * server could not answer them while printing the page: the panel then asks over the network,
 * where a test can answer from the browser.
 *
 * @param page A page not yet navigated.
 */
export async function withoutPreloadedAnswers( page: Page ) {
	await page.route(
		( url ) => url.pathname.endsWith( '/dashboard/withdraw/' ),
		async ( route ) => {
			const response = await route.fetch();
			const body = ( await response.text() ).replace(
				/wp\.apiFetch\.use\( wp\.apiFetch\.createPreloadingMiddleware\( .* \) \);/,
				''
			);
			await route.fulfill( { response, body } );
		}
	);
}
