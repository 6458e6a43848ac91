/**
 * REST clients of the disbursement endpoints, one per kind of caller, through Playwright's `request`.
 */
import {
	test,
	type APIRequestContext,
	type APIResponse,
} from '@playwright/test';

import type { SeededUser } from '../../e2e/support/site';
import { loggedInContext } from './session';

export const DISBURSEMENT = '/wp-json/dokan/v2/withdraw/disbursement';
export const DISABLE = `${ DISBURSEMENT }/disable`;

/** How a caller proves who it is. */
export type NonceMode = 'nonce' | 'no-nonce' | 'bad-nonce';

export interface Caller {
	get: ( path: string ) => Promise< APIResponse >;
	post: ( path: string, body?: unknown ) => Promise< APIResponse >;
	/** Posts the fields form-encoded, as an HTML form does. */
	postForm: (
		path: string,
		form: Record< string, string >
	) => Promise< APIResponse >;
	dispose: () => Promise< void >;
}

/**
 * A caller logged in through wp-login.php (not at all for a visitor) that sends the REST nonce as
 * `@wordpress/api-fetch` does, leaves it out, or sends a wrong one. Each caller logs in afresh, so
 * it never depends on cookies saved before the site was last seeded.
 * @param user Seeded user whose cookies to send, or `visitor` for none.
 * @param mode Send the right nonce, none, or a wrong one.
 */
export async function callerAs(
	user: SeededUser | 'visitor',
	mode: NonceMode = 'nonce'
): Promise< Caller > {
	const context = await loggedInContext( user );
	let headers: Record< string, string > = {};
	if ( mode === 'nonce' && user !== 'visitor' ) {
		headers = { 'X-WP-Nonce': await restNonce( context ) };
	} else if ( mode === 'bad-nonce' ) {
		headers = { 'X-WP-Nonce': '0123456789' };
	}
	return {
		get: ( path ) => context.get( path, { headers } ),
		post: ( path, body ) =>
			context.post(
				path,
				body === undefined ? { headers } : { headers, data: body }
			),
		postForm: ( path, form ) => context.post( path, { headers, form } ),
		dispose: () => context.dispose(),
	};
}

/**
 * One caller for every test of a spec file: logged in before the first test, disposed after the
 * last. Disposing has an afterAll hook of its own because Playwright runs every afterAll hook even
 * when one fails, so a session that cannot be closed never keeps the stored state from being put back.
 * Call at the top level of a spec file; use the answer only inside tests and hooks.
 * @param user Seeded user to log in as, with the REST nonce.
 */
export function callerForAllTests(
	user: SeededUser
): Omit< Caller, 'dispose' > {
	let caller: Caller | undefined;
	test.beforeAll( async () => {
		caller = await callerAs( user );
	} );
	test.afterAll( async () => {
		await caller?.dispose();
	} );

	const loggedIn = (): Caller => {
		if ( ! caller ) {
			throw new Error(
				`The ${ user } caller is only there during tests`
			);
		}
		return caller;
	};
	return {
		get: ( path ) => loggedIn().get( path ),
		post: ( path, body ) => loggedIn().post( path, body ),
		postForm: ( path, form ) => loggedIn().postForm( path, form ),
	};
}

/**
 * WordPress's REST nonce for the logged-in user of the context.
 * @param context A request context holding login cookies.
 */
async function restNonce( context: APIRequestContext ): Promise< string > {
	const response = await context.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	const nonce = ( await response.text() ).trim();
	if ( ! response.ok() || ! /^[0-9a-f]{10}$/.test( nonce ) ) {
		throw new Error(
			`No REST nonce for this login (HTTP ${ response.status() }: ${ nonce })`
		);
	}
	return nonce;
}

/** The error body WordPress sends with a failed REST call. */
export interface RestError {
	code: string;
	message: string;
	data: { status: number; params?: Record< string, string > | string[] };
}

/**
 * The field names a 400 answer names, whichever WordPress shape it has.
 * @param error The error body.
 */
export function namedFields( error: RestError ): string[] {
	const params = error.data.params ?? [];
	return ( Array.isArray( params ) ? params : Object.keys( params ) ).sort();
}
