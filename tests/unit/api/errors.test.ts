/**
 * Internal dependencies
 */
import { getErrorMessage, isAbortError } from '../../../src/api';

describe( 'getErrorMessage', () => {
	it( "reads the server's message from an api-fetch rejection", () => {
		expect(
			getErrorMessage( {
				code: 'vps_invalid_method',
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
