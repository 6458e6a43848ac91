/**
 * Internal dependencies
 */
import { getErrorMessage, isAbortError } from '../../../src/api';

describe( 'getErrorMessage', () => {
	it( "reads the server's message from an api-fetch rejection", () => {
		expect(
			getErrorMessage( {
				code: 'vendor_payout_schedule_method_not_usable',
				message: 'That payment method is not active.',
				data: { status: 400 },
			} )
		).toBe( 'That payment method is not active.' );
	} );

	it.each( [
		[ 'no message', { code: 'x' } ],
		[ 'an empty message', { code: 'x', message: '  ' } ],
		[ 'a non-string message', { message: 42 } ],
		[ 'null', null ],
		[ 'a string', 'boom' ],
		[
			'a body that is not JSON',
			{
				code: 'invalid_json',
				message: 'The response is not a valid JSON response.',
			},
		],
		[
			'no answer',
			{ code: 'fetch_error', message: 'You are probably offline.' },
		],
		[
			'the browser offline',
			{
				code: 'offline_error',
				message:
					'Unable to connect. Please check your Internet connection.',
			},
		],
	] )( 'answers null for %s', ( _name, error ) => {
		expect( getErrorMessage( error ) ).toBeNull();
	} );
} );

describe( 'isAbortError', () => {
	it( 'recognises an aborted fetch', () => {
		expect(
			isAbortError( new DOMException( 'Aborted', 'AbortError' ) )
		).toBe( true );
		expect( isAbortError( { code: 'fetch_error', message: 'x' } ) ).toBe(
			false
		);
	} );
} );
