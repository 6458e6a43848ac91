/**
 * WordPress dependencies
 */
import { useEffect, useState, useSyncExternalStore } from '@wordpress/element';

/*
 * The plugin may mount several React roots on one page (the dashboard slot, the legacy page), each
 * with its own `Toaster`. Every toaster draws every toast, so only one may be live: the first one
 * mounted owns the page, and when it unmounts the next one in line takes over.
 */
const claims: symbol[] = [];
const listeners = new Set< () => void >();

function notify(): void {
	listeners.forEach( ( listener ) => listener() );
}

function subscribe( listener: () => void ): () => void {
	listeners.add( listener );
	return () => listeners.delete( listener );
}

/**
 * @return Whether this toaster is the one that draws the page's toasts.
 */
export function useIsToasterOwner(): boolean {
	const [ claim ] = useState( () => Symbol( 'vps-toaster' ) );

	useEffect( () => {
		claims.push( claim );
		notify();
		return () => {
			claims.splice( claims.indexOf( claim ), 1 );
			notify();
		};
	}, [ claim ] );

	return useSyncExternalStore(
		subscribe,
		() => claims[ 0 ] === claim,
		() => false
	);
}
