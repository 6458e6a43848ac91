/**
 * The part of `@react-aria/focus` that Headless UI uses: `useFocusRing`, which tells a control
 * whether its focus ring should show (Headless UI renders it as `data-focus`). See ../aliases.cjs
 * for why.
 */

/**
 * External dependencies
 */
import type { FocusEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { isFocusVisible, onModalityChange } from './input-modality';

export type FocusRingOptions = {
	/**
	 * Whether the control takes focus when it mounts.
	 *
	 * @default false
	 */
	autoFocus?: boolean;
};

export type FocusRingResult = {
	/** Whether the control has focus. */
	isFocused: boolean;
	/** Whether it has focus that came from the keyboard (or assistive technology). */
	isFocusVisible: boolean;
	/** Handlers to spread on the control. */
	focusProps: {
		onFocus: ( event: FocusEvent ) => void;
		onBlur: ( event: FocusEvent ) => void;
	};
};

/**
 * @param options Focus ring options.
 * @return The control's focus state and the handlers that track it.
 */
export function useFocusRing(
	options: FocusRingOptions = {}
): FocusRingResult {
	const { autoFocus = false } = options;
	// A control asked to take focus is not focused until it does; only the ring is decided ahead.
	const [ isFocused, setFocused ] = useState( false );
	const [ visible, setVisible ] = useState(
		() => autoFocus || isFocusVisible()
	);

	// Focus gained by a click turns visible when the user goes on with the keyboard, and the
	// other way round.
	useEffect( () => {
		if ( ! isFocused ) {
			return undefined;
		}
		return onModalityChange( () => setVisible( isFocusVisible() ) );
	}, [ isFocused ] );

	const focusProps = useMemo(
		() => ( {
			onFocus( event: FocusEvent ) {
				// Only the control's own focus counts, not that of something inside it.
				if ( event.target === event.currentTarget ) {
					setFocused( true );
					setVisible( isFocusVisible() );
				}
			},
			onBlur( event: FocusEvent ) {
				if ( event.target === event.currentTarget ) {
					setFocused( false );
				}
			},
		} ),
		[]
	);

	return { isFocused, isFocusVisible: isFocused && visible, focusProps };
}
