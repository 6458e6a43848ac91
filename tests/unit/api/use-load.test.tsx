/**
 * External dependencies
 */
import { act, renderHook, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { useLoad } from '../../../src/api';
import { deferred } from '../schedule/fake-server';

it( 'loads once on mount, however often the component renders', async () => {
	const load = vi.fn( () => Promise.resolve( 'loaded' ) );
	const { result, rerender } = renderHook( () =>
		useLoad( () => load(), 'initial' )
	);
	expect( result.current ).toMatchObject( {
		data: 'initial',
		isLoading: true,
	} );
	await waitFor( () => expect( result.current.isLoading ).toBe( false ) );
	rerender();
	rerender();
	expect( result.current.data ).toBe( 'loaded' );
	expect( load ).toHaveBeenCalledTimes( 1 );
} );

it( 'keeps the initial value and logs when the load fails', async () => {
	const log = vi.spyOn( console, 'error' ).mockImplementation( () => {} );
	const { result } = renderHook( () =>
		useLoad(
			() => Promise.reject( { code: 'fetch_error', message: 'offline' } ),
			'fallback'
		)
	);
	await waitFor( () => expect( result.current.isLoading ).toBe( false ) );
	expect( result.current.data ).toBe( 'fallback' );
	expect( log ).toHaveBeenCalled();
} );

it( 'does not load at all when given no loader', () => {
	const { result } = renderHook( () => useLoad< string >( null, 'given' ) );
	expect( result.current ).toMatchObject( {
		data: 'given',
		isLoading: false,
	} );
} );

it( 'changes nothing when the answer arrives after unmount, and aborts the request', async () => {
	const answer = deferred< string >();
	let signal: AbortSignal | undefined;
	const log = vi.spyOn( console, 'error' ).mockImplementation( () => {} );
	const { result, unmount } = renderHook( () =>
		useLoad( ( s ) => {
			signal = s;
			return answer.promise;
		}, 'initial' )
	);
	const before = result.current;
	unmount();
	expect( signal?.aborted ).toBe( true );
	await act( async () => answer.resolve( 'late' ) );
	expect( result.current ).toBe( before );
	expect( log ).not.toHaveBeenCalled();
} );

it( 'lets the owner update the value after it loaded', async () => {
	const { result } = renderHook( () =>
		useLoad( () => Promise.resolve( 1 ), 0 )
	);
	await waitFor( () => expect( result.current.data ).toBe( 1 ) );
	act( () => result.current.setData( 2 ) );
	expect( result.current.data ).toBe( 2 );
} );
