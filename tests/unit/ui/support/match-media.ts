/**
 * jsdom has no `matchMedia`. This stand-in answers one media query as the test decides, so the
 * widgets' reduced-motion branches can be driven, and every other query as not matching.
 */
import { vi } from 'vitest';

type Listener = ( event: MediaQueryListEvent ) => void;

export interface MediaControl {
	/** Makes `prefers-reduced-motion: reduce` match (or not) and tells the listeners. */
	setReducedMotion: ( reduce: boolean ) => void;
}

export function installMatchMedia( {
	reducedMotion = false,
} = {} ): MediaControl {
	let reduce = reducedMotion;
	const listeners = new Set< Listener >();
	const isMotionQuery = ( query: string ) =>
		query.includes( 'prefers-reduced-motion: reduce' );

	vi.stubGlobal( 'matchMedia', ( query: string ): MediaQueryList => {
		const list = {
			media: query,
			get matches() {
				return isMotionQuery( query ) && reduce;
			},
			onchange: null,
			addEventListener: ( _type: string, listener: Listener ) =>
				listeners.add( listener ),
			removeEventListener: ( _type: string, listener: Listener ) =>
				listeners.delete( listener ),
			addListener: ( listener: Listener ) => listeners.add( listener ),
			removeListener: ( listener: Listener ) =>
				listeners.delete( listener ),
			dispatchEvent: () => true,
		};
		return list as unknown as MediaQueryList;
	} );

	return {
		setReducedMotion( value ) {
			reduce = value;
			listeners.forEach( ( listener ) =>
				listener( {
					matches: value,
					media: '(prefers-reduced-motion: reduce)',
				} as MediaQueryListEvent )
			);
		},
	};
}
