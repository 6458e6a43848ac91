/**
 * The part of `@react-aria/interactions` that Headless UI uses: `useHover`, which tells a control
 * whether a mouse or pen is over it (Headless UI renders it as `data-hover`). A finger is not a
 * hover: a tap would otherwise leave the control looking hovered. See ../aliases.cjs for why.
 */

/**
 * External dependencies
 */
import type { PointerEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';

export type HoverOptions = {
	/**
	 * Whether the control is disabled: it then never counts as hovered.
	 *
	 * @default false
	 */
	isDisabled?: boolean;
};

export type HoverResult = {
	/** Whether a mouse or pen is over the control. */
	isHovered: boolean;
	/** Handlers to spread on the control. */
	hoverProps: {
		onPointerEnter?: ( event: PointerEvent ) => void;
		onPointerLeave?: ( event: PointerEvent ) => void;
	};
};

/**
 * After a tap, iOS sends the element a second pointerenter that claims to be a mouse
 * (https://bugs.webkit.org/show_bug.cgi?id=214609). For a moment after a finger lifts, such
 * "mouse" entries are ignored; long enough for that echo, too short to swallow a real mouse.
 */
const TOUCH_ECHO_MS = 500;
let touchEchoUntil = 0;

if ( typeof document !== 'undefined' ) {
	document.addEventListener( 'pointerup', ( event ) => {
		if ( event.pointerType === 'touch' ) {
			touchEchoUntil = Date.now() + TOUCH_ECHO_MS;
		}
	} );
}

/**
 * @param event A pointer entering the control.
 * @return Whether it is a mouse or a pen actually over it.
 */
function isRealHover( event: PointerEvent ): boolean {
	if ( event.pointerType === 'touch' ) {
		return false;
	}
	return ! ( event.pointerType === 'mouse' && Date.now() < touchEchoUntil );
}

/**
 * @param options Hover options.
 * @return The control's hover state and the handlers that track it.
 */
export function useHover( options: HoverOptions = {} ): HoverResult {
	const { isDisabled = false } = options;
	const [ isHovered, setHovered ] = useState( false );
	const target = useRef< Element | null >( null );

	useEffect( () => {
		if ( isDisabled ) {
			setHovered( false );
		}
	}, [ isDisabled ] );

	// A control that moves or shrinks away from a resting pointer gets no pointerleave; the
	// pointer's next pointerover, anywhere else, ends the hover instead.
	useEffect( () => {
		if ( ! isHovered ) {
			return undefined;
		}
		const endWhenElsewhere = ( event: globalThis.PointerEvent ) => {
			if ( ! target.current?.contains( event.target as Node | null ) ) {
				setHovered( false );
			}
		};
		document.addEventListener( 'pointerover', endWhenElsewhere, true );
		return () =>
			document.removeEventListener(
				'pointerover',
				endWhenElsewhere,
				true
			);
	}, [ isHovered ] );

	const hoverProps = useMemo(
		() =>
			isDisabled
				? {}
				: {
						onPointerEnter( event: PointerEvent ) {
							if ( isRealHover( event ) ) {
								target.current = event.currentTarget;
								setHovered( true );
							}
						},
						onPointerLeave() {
							setHovered( false );
						},
					},
		[ isDisabled ]
	);

	return { isHovered: isHovered && ! isDisabled, hoverProps };
}
