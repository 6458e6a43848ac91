/**
 * Runs a call that changes something on the server. Every write of the panel goes through this hook.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { isAbortError } from './errors';
import { logFailure } from './log';

export type Mutator< A, R > = (
	argument: A,
	signal: AbortSignal
) => Promise< R >;

/**
 * `skipped`: nothing to do — a call was already in flight, or the component unmounted before the
 * answer (which then changes nothing).
 */
export type MutationResult< R > =
	| { status: 'success'; data: R }
	| { status: 'error'; error: unknown }
	| { status: 'skipped' };

export interface MutationState< A, R > {
	mutate: ( argument: A ) => Promise< MutationResult< R > >;
	/** True while a call is in flight; it clears whatever the outcome. */
	isPending: boolean;
}

export function useMutation< A, R >(
	run: Mutator< A, R >
): MutationState< A, R > {
	const [ isPending, setIsPending ] = useState( false );
	// A ref, not the state: two clicks in one frame both see the state before the re-render.
	const inFlight = useRef( false );
	const mounted = useRef( true );
	const controller = useRef< AbortController | null >( null );
	const runRef = useRef( run );
	runRef.current = run;

	useEffect( () => {
		mounted.current = true;
		return () => {
			mounted.current = false;
			controller.current?.abort();
		};
	}, [] );

	const mutate = useCallback(
		async ( argument: A ): Promise< MutationResult< R > > => {
			if ( inFlight.current || ! mounted.current ) {
				return { status: 'skipped' };
			}
			inFlight.current = true;
			setIsPending( true );
			const current = new AbortController();
			controller.current = current;
			try {
				const data = await runRef.current( argument, current.signal );
				return mounted.current
					? { status: 'success', data }
					: { status: 'skipped' };
			} catch ( error ) {
				if ( ! mounted.current || isAbortError( error ) ) {
					return { status: 'skipped' };
				}
				logFailure( error );
				return { status: 'error', error };
			} finally {
				inFlight.current = false;
				if ( mounted.current ) {
					setIsPending( false );
				}
			}
		},
		[]
	);

	return { mutate, isPending };
}
