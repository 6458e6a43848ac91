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
import { useEffect, useMemo, useState } from '@wordpress/element';

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
 * @param options Hover options.
 * @return The control's hover state and the handlers that track it.
 */
export function useHover( options: HoverOptions = {} ): HoverResult {
	const { isDisabled = false } = options;
	const [ isHovered, setHovered ] = useState( false );

	useEffect( () => {
		if ( isDisabled ) {
			setHovered( false );
		}
	}, [ isDisabled ] );

	const hoverProps = useMemo(
		() =>
			isDisabled
				? {}
				: {
						onPointerEnter( event: PointerEvent ) {
							if ( event.pointerType !== 'touch' ) {
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
