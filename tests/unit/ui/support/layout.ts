/**
 * A little layout for jsdom, which has none: a viewport size, and boxes for the elements a test
 * names. floating-ui positions against these exactly as it would against a browser's.
 */
import { vi } from 'vitest';

export interface Box {
	x: number;
	y: number;
	width: number;
	height: number;
}

type Rule = [ ( element: Element ) => boolean, () => Box ];

function toRect( { x, y, width, height }: Box ): DOMRect {
	return {
		x,
		y,
		width,
		height,
		top: y,
		left: x,
		right: x + width,
		bottom: y + height,
		toJSON: () => ( {} ),
	};
}

export function installLayout( viewport = { width: 1024, height: 768 } ) {
	const rules: Rule[] = [];
	const boxOf = ( element: Element ): Box =>
		rules.find( ( [ matches ] ) => matches( element ) )?.[ 1 ]() ?? {
			x: 0,
			y: 0,
			width: 0,
			height: 0,
		};

	const html = document.documentElement;
	vi.spyOn( html, 'clientWidth', 'get' ).mockReturnValue( viewport.width );
	vi.spyOn( html, 'clientHeight', 'get' ).mockReturnValue( viewport.height );
	vi.spyOn( Element.prototype, 'getBoundingClientRect' ).mockImplementation(
		function ( this: Element ) {
			return toRect( boxOf( this ) );
		}
	);
	vi.spyOn( HTMLElement.prototype, 'offsetWidth', 'get' ).mockImplementation(
		function ( this: HTMLElement ) {
			return boxOf( this ).width;
		}
	);
	vi.spyOn( HTMLElement.prototype, 'offsetHeight', 'get' ).mockImplementation(
		function ( this: HTMLElement ) {
			return boxOf( this ).height;
		}
	);

	return {
		/**
		 * Gives the elements that match a box; the box is read again at each measurement.
		 * @param matches
		 * @param box
		 */
		place( matches: ( element: Element ) => boolean, box: () => Box ) {
			rules.unshift( [ matches, box ] );
		},
	};
}
