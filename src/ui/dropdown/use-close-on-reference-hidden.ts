/**
 * External dependencies
 */
import type { ElementProps, FloatingContext } from '@floating-ui/react';

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

export interface UseCloseOnReferenceHiddenProps {
	/**
	 * Whether the hook closes the layer.
	 *
	 * @default true
	 */
	enabled?: boolean;
}

const NO_PROPS: ElementProps = {};

/**
 * Closes the floating layer once its reference is scrolled (or clipped) out of view, as
 * measured by the `hide` middleware with the `referenceHidden` strategy, which must be in the
 * middleware list. A layer left open would float over content unrelated to its hidden trigger.
 *
 * Follows floating-ui's interaction hook signature so it composes with `useInteractions`.
 *
 * @param context The floating context.
 * @param props   Options.
 * @return No element props: the hook only reacts to positioning.
 */
export function useCloseOnReferenceHidden(
	context: FloatingContext,
	props: UseCloseOnReferenceHiddenProps = {}
): ElementProps {
	const { enabled = true } = props;
	const { open, onOpenChange, middlewareData } = context;
	const hidden = middlewareData.hide?.referenceHidden === true;

	useEffect( () => {
		if ( enabled && open && hidden ) {
			onOpenChange( false );
		}
	}, [ enabled, open, hidden, onOpenChange ] );

	return NO_PROPS;
}
