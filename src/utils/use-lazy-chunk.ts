/**
 * A lazily loaded chunk as a component sees it: what it gave (null until it arrives), and a call
 * that fetches it. The download outlives the component that asked for it, so its answer may come
 * when that component is gone or no longer wants it: then nothing of the component's is touched.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { logFailure } from '../api/log';
import type { LazyChunk } from './lazy-chunk';

export interface LazyChunkState< T > {
	/** What the chunk gave, or null while it has not arrived. */
	value: T | null;
	/**
	 * Fetches the chunk (at once when it is here already).
	 *
	 * @param onLoaded Called with what the chunk gave, after the component has it.
	 * @return Forgets this call: its answer then changes nothing (an effect's cleanup).
	 */
	load: ( onLoaded?: ( value: T ) => void ) => () => void;
}

/**
 * @param chunk    The chunk (see lazyChunk()).
 * @param onFailed Called when a download this component still waits for failed (it is logged
 *                 in any case), so that it can take back what it opened.
 */
export function useLazyChunk< T >(
	chunk: LazyChunk< T >,
	onFailed: () => void
): LazyChunkState< T > {
	const [ value, setValue ] = useState< T | null >( chunk.loaded );
	const isMounted = useRef( false );

	useEffect( () => {
		isMounted.current = true;
		return () => {
			isMounted.current = false;
		};
	}, [] );

	const load = useCallback(
		( onLoaded?: ( loaded: T ) => void ) => {
			let isCurrent = true;
			const isWanted = () => isCurrent && isMounted.current;
			chunk.load().then(
				( loaded ) => {
					if ( isWanted() ) {
						// A function (a component) is state as it is, not an updater.
						setValue( () => loaded );
						onLoaded?.( loaded );
					}
				},
				( error: unknown ) => {
					logFailure( error );
					if ( isWanted() ) {
						onFailed();
					}
				}
			);
			return () => {
				isCurrent = false;
			};
		},
		[ chunk, onFailed ]
	);

	return { value, load };
}
