/**
 * jsdom runs no CSS, so Headless UI finds no transition to wait for and swaps states at once.
 * This stand-in does what the browser does with the kit's stylesheet: an element inside a modal
 * runs a CSS transition as long as the modal's `--vps-modal-transition-duration` says.
 */
import { vi } from 'vitest';

// Headless UI installs a warning stand-in for `getAnimations` under test when none exists; a quiet
// one defined first (import this module before any widget) keeps the output readable.
if ( typeof Element.prototype.getAnimations !== 'function' ) {
	Element.prototype.getAnimations = () => [];
}

class FakeCSSTransition {
	playState = 'running';
	readonly finished: Promise< this >;

	constructor( duration: number ) {
		this.finished = new Promise( ( resolve ) => {
			setTimeout( () => {
				this.playState = 'finished';
				resolve( this );
			}, duration );
		} );
	}
}

function durationOf( element: Element ): number {
	const modal = element.closest< HTMLElement >( '.vps-modal' );
	const value =
		modal?.style.getPropertyValue( '--vps-modal-transition-duration' ) ??
		'';
	return Number.parseFloat( value ) || 0;
}

export function installCssTransitions(): void {
	vi.stubGlobal( 'CSSTransition', FakeCSSTransition );
	vi.spyOn( Element.prototype, 'getAnimations' ).mockImplementation(
		function ( this: Element ) {
			const transitions =
				this.classList.contains( 'vps-modal__panel' ) ||
				this.classList.contains( 'vps-modal__backdrop' );
			const duration = durationOf( this );
			return transitions && duration > 0
				? [ new FakeCSSTransition( duration ) as unknown as Animation ]
				: [];
		}
	);
}
