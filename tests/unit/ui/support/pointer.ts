/**
 * External dependencies
 */
import { act } from '@testing-library/react';

/**
 * Sends a pointer event of a given pointer type. jsdom has no PointerEvent; React reads the pointer
 * type from the native event, so a mouse event carrying one stands in.
 *
 * @param element     Where the event happens.
 * @param type        `pointerover`, `pointerout`, `pointerup`.
 * @param pointerType `mouse`, `pen` or `touch`.
 */
export function pointer( element: Element, type: string, pointerType: string ) {
	const event = new window.MouseEvent( type, { bubbles: true } );
	Object.defineProperty( event, 'pointerType', { value: pointerType } );
	act( () => {
		element.dispatchEvent( event );
	} );
}
