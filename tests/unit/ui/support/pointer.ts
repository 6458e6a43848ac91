/**
 * External dependencies
 */
import { act } from '@testing-library/react';

/**
 * jsdom has no PointerEvent, and react-aria (inside Headless UI) tells a pen from a finger only
 * where the browser has one: without it, it listens to mouse events alone. Every browser the
 * plugin supports has PointerEvent, so the files that use this helper get a small one too.
 */
if ( typeof globalThis.PointerEvent === 'undefined' ) {
	class PointerEvent extends window.MouseEvent {
		readonly pointerType: string;

		readonly pointerId: number;

		constructor( type: string, init: PointerEventInit = {} ) {
			super( type, init );
			this.pointerType = init.pointerType ?? '';
			this.pointerId = init.pointerId ?? 0;
		}
	}
	globalThis.PointerEvent = PointerEvent as typeof globalThis.PointerEvent;
	window.PointerEvent = globalThis.PointerEvent;
}

/**
 * Sends a pointer event of a given pointer type.
 *
 * @param element     Where the event happens.
 * @param type        `pointerover`, `pointerout`, `pointerup`.
 * @param pointerType `mouse`, `pen` or `touch`.
 */
export function pointer( element: Element, type: string, pointerType: string ) {
	const event = new window.PointerEvent( type, {
		bubbles: true,
		pointerType,
	} );
	act( () => {
		element.dispatchEvent( event );
	} );
}
