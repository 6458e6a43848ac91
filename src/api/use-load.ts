/**
 * Loads data once when the component mounts. Every read of the panel goes through this hook.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import type { Dispatch, SetStateAction } from 'react';

/**
 * Internal dependencies
 */
import { isAbortError } from './errors';
import { logFailure } from './log';

export type Loader< T > = ( signal: AbortSignal ) => Promise< T >;

export interface LoadState< T > {
	/** The loaded value, or `initial` until it arrives and after a failure. */
	data: T;
	/** True from mount until the call settles. */
	isLoading: boolean;
	/** Lets the owner keep the value in step with what it saved since. */
	setData: Dispatch< SetStateAction< T > >;
}

/**
 * @param load    The call; `null` skips loading (the data comes from elsewhere).
 * @param initial Value before the answer and after a failure, which is only logged.
 */
export function useLoad< T >(
	load: Loader< T > | null,
	initial: T
): LoadState< T > {
	const [ data, setData ] = useState< T >( initial );
	const [ isLoading, setIsLoading ] = useState( load !== null );
	// Only the presence of a loader matters: a new function identity on each render must not refetch.
	const loadRef = useRef( load );
	loadRef.current = load;
	const shouldLoad = load !== null;

	useEffect( () => {
		const run = loadRef.current;
		if ( ! shouldLoad || ! run ) {
			setIsLoading( false );
			return undefined;
		}
		const controller = new AbortController();
		let active = true;
		setIsLoading( true );
		run( controller.signal ).then(
			( value ) => {
				if ( active ) {
					setData( value );
					setIsLoading( false );
				}
			},
			( error: unknown ) => {
				if ( active && ! isAbortError( error ) ) {
					logFailure( error );
					setIsLoading( false );
				}
			}
		);
		return () => {
			// An answer arriving after unmount must change nothing.
			active = false;
			controller.abort();
		};
	}, [ shouldLoad ] );

	return { data, isLoading, setData };
}
