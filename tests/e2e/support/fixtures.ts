/**
 * The test object every browser spec uses: it fails a test on any console error, uncaught page
 * error or failed request, and offers pages logged in as each seeded user.
 */
import { test as base, expect, type Page } from '@playwright/test';

import { storageStateOf, type SeededUser } from './site';

interface Problems {
	/** Console errors, page errors and failed requests seen so far. */
	problems: string[];
	/** A new page logged in as the user (cookies from the global set-up). */
	pageAs: ( user: SeededUser | 'visitor' ) => Promise< Page >;
}

export function watchPage( page: Page, problems: string[] ): Page {
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			problems.push( `console: ${ message.text() }` );
		}
	} );
	page.on( 'pageerror', ( error ) =>
		problems.push( `page error: ${ error.message }` )
	);
	page.on( 'requestfailed', ( request ) => {
		const reason = request.failure()?.errorText ?? '';
		// A navigation away aborts requests still in flight; that is not a failure of the page.
		if ( reason !== 'net::ERR_ABORTED' ) {
			problems.push( `request failed: ${ request.url() } ${ reason }` );
		}
	} );
	page.on( 'response', ( response ) => {
		if ( response.status() >= 400 ) {
			problems.push( `HTTP ${ response.status() }: ${ response.url() }` );
		}
	} );
	return page;
}

export const test = base.extend< Problems >( {
	problems: async ( {}, provide ) => {
		await provide( [] );
	},
	page: async ( { page, problems }, provide ) => {
		await provide( watchPage( page, problems ) );
	},
	pageAs: async ( { browser, problems }, provide ) => {
		const contexts: Awaited< ReturnType< typeof browser.newContext > >[] =
			[];
		await provide( async ( user ) => {
			const context = await browser.newContext(
				user === 'visitor'
					? {}
					: { storageState: storageStateOf( user ) }
			);
			contexts.push( context );
			return watchPage( await context.newPage(), problems );
		} );
		await Promise.all( contexts.map( ( context ) => context.close() ) );
	},
} );

/**
 * Call at the end of a test that must have run clean.
 *
 * @param problems What the page reported during the test.
 */
export function expectNoProblems( problems: string[] ) {
	expect(
		problems,
		'console errors, page errors or failed requests'
	).toEqual( [] );
}

/**
 * The problems the fixture recorded, less those a test caused on purpose.
 *
 * @param problems What the page reported.
 * @param expected Patterns of the problems the test provoked.
 */
export function unexpectedProblems( problems: string[], expected: RegExp[] ) {
	return problems.filter(
		( problem ) => ! expected.some( ( pattern ) => pattern.test( problem ) )
	);
}

/** What a save the server refuses (a 400) leaves in the console and the network log. */
export const REFUSED_SAVE = [
	/HTTP 400|Failed to load resource|\[vendor-payout-schedule\] Request failed/,
];

export { expect };
