/**
 * External dependencies
 */
import { act, renderHook } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { useMutation } from '../../../src/api';
import type { MutationResult } from '../../../src/api';
import { deferred } from '../schedule/fake-server';

beforeEach( () => {
	vi.spyOn( console, 'error' ).mockImplementation( () => {} );
} );

it( 'reports success with the answer and is pending only while in flight', async () => {
	const answer = deferred< string >();
	const { result } = renderHook( () => useMutation( () => answer.promise ) );
	let outcome: Promise< MutationResult< string > > | undefined;
	act( () => {
		outcome = result.current.mutate( undefined );
	} );
	expect( result.current.isPending ).toBe( true );
	await act( async () => answer.resolve( 'saved' ) );
	await expect( outcome ).resolves.toEqual( {
		status: 'success',
		data: 'saved',
	} );
	expect( result.current.isPending ).toBe( false );
} );

it( 'reports failure and clears pending, so the user can retry', async () => {
	const failure = {
		code: 'vendor_payout_schedule_rest_choice_busy',
		message: 'Nope',
	};
	const { result } = renderHook( () =>
		useMutation( () => Promise.reject( failure ) )
	);
	let outcome: MutationResult< unknown > | undefined;
	await act( async () => {
		outcome = await result.current.mutate( undefined );
	} );
	expect( outcome ).toEqual( { status: 'error', error: failure } );
	expect( result.current.isPending ).toBe( false );
} );

it( 'ignores a second call while one is in flight: a double click sends one request', async () => {
	const answer = deferred< string >();
	const run = vi.fn( () => answer.promise );
	const { result } = renderHook( () => useMutation( run ) );
	let second: MutationResult< string > | undefined;
	await act( async () => {
		void result.current.mutate( 1 );
		second = await result.current.mutate( 2 );
	} );
	expect( second ).toEqual( { status: 'skipped' } );
	await act( async () => answer.resolve( 'ok' ) );
	expect( run ).toHaveBeenCalledTimes( 1 );
	await act( async () => {
		await result.current.mutate( 3 );
	} );
	expect( run ).toHaveBeenCalledTimes( 2 );
} );

it( 'turns an answer arriving after unmount into "skipped", and aborts the request', async () => {
	const answer = deferred< string >();
	let signal: AbortSignal | undefined;
	const { result, unmount } = renderHook( () =>
		useMutation( ( _argument: void, s ) => {
			signal = s;
			return answer.promise;
		} )
	);
	let outcome: Promise< MutationResult< string > > | undefined;
	act( () => {
		outcome = result.current.mutate();
	} );
	unmount();
	expect( signal?.aborted ).toBe( true );
	answer.resolve( 'late' );
	await expect( outcome ).resolves.toEqual( { status: 'skipped' } );
} );
