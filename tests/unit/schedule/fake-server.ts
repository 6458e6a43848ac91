/**
 * Answers the panel's REST calls the way the server does, at the api-fetch boundary (the test
 * files mock '@wordpress/api-fetch' and hand the mock here). Each route can be given another
 * answer: a value, a rejection like api-fetch's, or a promise the test settles later.
 */

/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { DISBURSEMENT_ANSWER, WITHDRAW_SETTINGS_ANSWER } from '../api/fixtures';

export type Route =
	| 'GET /dokan/v2/withdraw/disbursement'
	| 'POST /dokan/v2/withdraw/disbursement'
	| 'POST /dokan/v2/withdraw/disbursement/disable'
	| 'GET /dokan/v2/withdraw/settings'
	| `GET /vendor-payout-schedule/v1/statements/${ number }`;

export interface SentRequest {
	route: string;
	data: unknown;
}

type Handler = ( options: APIFetchOptions ) => unknown;

export interface FakeServer {
	/** Every request the panel sent, in order. */
	requests: SentRequest[];
	/** How many requests went to one route. */
	count: ( route: Route ) => number;
	/** Replaces the answer of a route. */
	answer: ( route: Route, handler: Handler ) => void;
}

/**
 * What api-fetch rejects with when the server answers an error with a JSON body.
 *
 * @param message The error message.
 * @param code    The error code.
 * @param status  The HTTP status.
 */
export function serverError(
	message: string,
	code = 'vendor_payout_schedule_rest_choice_busy',
	status = 400
) {
	return { code, message, data: { status } };
}

/** A promise the test settles when it chooses, to hold an answer in flight. */
export function deferred< T = unknown >() {
	let resolve!: ( value: T ) => void;
	let reject!: ( error: unknown ) => void;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

/**
 * Answers for a server whose disbursement settings differ from the fixture's in a few fields.
 *
 * @param fields Wire fields to put into the disbursement answer.
 */
export function disbursementWith(
	fields: Record< string, unknown >
): Partial< Record< Route, Handler > > {
	return {
		'GET /dokan/v2/withdraw/disbursement': () => ( {
			...DISBURSEMENT_ANSWER,
			...fields,
		} ),
	};
}

/** Answers for a vendor who has not selected a schedule (or whose last save failed). */
export const NO_SCHEDULE_SELECTED = disbursementWith( {
	is_schedule_selected: false,
} );

export function createFakeServer(
	apiFetchMock: {
		mockImplementation: (
			fn: ( options: APIFetchOptions ) => Promise< unknown >
		) => unknown;
	},
	answers: Partial< Record< Route, Handler > > = {}
): FakeServer {
	const requests: SentRequest[] = [];
	const handlers: Record< string, Handler > = {
		'GET /dokan/v2/withdraw/disbursement': () =>
			structuredClone( DISBURSEMENT_ANSWER ),
		'POST /dokan/v2/withdraw/disbursement': () => ( { success: true } ),
		'POST /dokan/v2/withdraw/disbursement/disable': () => ( {
			success: true,
		} ),
		'GET /dokan/v2/withdraw/settings': () =>
			structuredClone( WITHDRAW_SETTINGS_ANSWER ),
		...answers,
	};

	apiFetchMock.mockImplementation( async ( options ) => {
		// A route is its method and path; the handler reads the query from `options.path`.
		const route = `${ options.method ?? 'GET' } ${
			( options.path ?? '' ).split( '?' )[ 0 ]
		}`;
		requests.push( { route, data: options.data } );
		const handler = handlers[ route ];
		if ( ! handler ) {
			throw serverError(
				'No route was found matching the URL and request method.',
				'rest_no_route',
				404
			);
		}
		return handler( options );
	} );

	return {
		requests,
		count: ( route ) =>
			requests.filter( ( request ) => request.route === route ).length,
		answer: ( route, handler ) => {
			handlers[ route ] = handler;
		},
	};
}
