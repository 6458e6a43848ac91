/**
 * WordPress dependencies
 */
import { useSyncExternalStore } from '@wordpress/element';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
	return typeof window !== 'undefined' &&
		typeof window.matchMedia === 'function'
		? window.matchMedia( QUERY )
		: null;
}

function subscribe( onChange: () => void ): () => void {
	const query = mediaQuery();
	query?.addEventListener( 'change', onChange );
	return () => query?.removeEventListener( 'change', onChange );
}

function matches(): boolean {
	return mediaQuery()?.matches ?? false;
}

/**
 * Whether the user asked the system for less motion; follows changes of the setting while mounted.
 *
 * @return True when motion should be avoided.
 */
export function usePrefersReducedMotion(): boolean {
	return useSyncExternalStore( subscribe, matches, () => false );
}
