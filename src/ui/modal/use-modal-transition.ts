/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

/**
 * Internal dependencies
 */
import { MODAL_ENTER_DURATION_MS, MODAL_LEAVE_DURATION_MS } from '../constants';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Custom property the stylesheet's transitions read their length from. */
export const MODAL_DURATION_PROPERTY = '--vps-modal-transition-duration';

/**
 * The length of the modal's current transition, as a style for the dialog element.
 *
 * A modal that is open is entering (or has entered) and one that is closed is leaving, so the
 * direction follows `isOpen`. The length is a custom property, not an inline `transition`, because
 * Headless UI briefly rewrites the inline `transition` of the elements it animates.
 *
 * @param isOpen Whether the modal is open.
 * @return Style setting the transition length; 0 ms when the user prefers reduced motion.
 */
export function useModalTransition( isOpen: boolean ): CSSProperties {
	const reduceMotion = usePrefersReducedMotion();
	let duration = isOpen ? MODAL_ENTER_DURATION_MS : MODAL_LEAVE_DURATION_MS;
	if ( reduceMotion ) {
		duration = 0;
	}
	return { [ MODAL_DURATION_PROPERTY ]: `${ duration }ms` } as CSSProperties;
}
