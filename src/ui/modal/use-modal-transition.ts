/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import { useLayoutEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { MODAL_ENTER_DURATION_MS, MODAL_LEAVE_DURATION_MS } from '../constants';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Custom property the stylesheet's transitions read their length from. */
export const MODAL_DURATION_PROPERTY = '--vps-modal-transition-duration';

/**
 * Where the modal is in its life: not on the page, painted closed before entering, entering,
 * open, or leaving.
 */
type Phase = 'gone' | 'before-enter' | 'entering' | 'open' | 'leaving';

export interface ModalTransition {
	/** Whether the dialog is on the page (open, or still playing its leave transition). */
	isMounted: boolean;
	/** Style for the dialog element: the length of the current transition. */
	style: CSSProperties;
	/** Data attributes for each animated layer, the names the stylesheet selects on. */
	layerAttributes: Record< string, '' >;
}

/**
 * The modal's enter and leave transitions, timed by the modal itself.
 *
 * The layers are painted closed, opened a frame later (the CSS transition runs), and on closing
 * marked closed again and taken off the page, still closed, once the leave transition's length
 * has passed. The
 * end is a timer of the transition's own length, not a wait for the browser's transition events:
 * a close while entering (or an opening while leaving) just turns the CSS transition round, and
 * the dialog always leaves the page. Headless UI's Transition, which waits for the transitions it
 * finds, can miss the turned-round one and then keeps an invisible dialog, with its focus trap,
 * for good.
 *
 * The length is a custom property, not an inline `transition`, so the stylesheet keeps the
 * properties and easings; it follows the direction, and is 0 ms when the user prefers reduced
 * motion.
 *
 * @param isOpen Whether the modal is wanted open.
 * @return Whether to render the dialog, its style and its layers' attributes.
 */
export function useModalTransition( isOpen: boolean ): ModalTransition {
	const reduceMotion = usePrefersReducedMotion();
	const [ phase, setPhase ] = useState< Phase >( 'gone' );
	const enterMs = reduceMotion ? 0 : MODAL_ENTER_DURATION_MS;
	const leaveMs = reduceMotion ? 0 : MODAL_LEAVE_DURATION_MS;

	// Each step names the phase it follows, so a step overtaken by a newer change does nothing.
	useLayoutEffect( () => {
		let frame = 0;
		let timer = 0;
		const moveOn = ( from: Phase, to: Phase ) =>
			setPhase( ( current ) => ( current === from ? to : current ) );
		if ( isOpen ) {
			setPhase( ( current ) =>
				current === 'gone' || current === 'leaving'
					? 'before-enter'
					: current
			);
			// Two frames, so the closed state is painted and the change to open is transitioned.
			frame = window.requestAnimationFrame( () => {
				frame = window.requestAnimationFrame( () => {
					moveOn( 'before-enter', 'entering' );
					timer = window.setTimeout(
						() => moveOn( 'entering', 'open' ),
						enterMs
					);
				} );
			} );
		} else {
			setPhase( ( current ) =>
				current === 'gone' ? current : 'leaving'
			);
			// From the frame that starts the leave transition, so it has run its length when the
			// dialog goes.
			frame = window.requestAnimationFrame( () => {
				timer = window.setTimeout(
					() => moveOn( 'leaving', 'gone' ),
					leaveMs
				);
			} );
		}
		return () => {
			window.cancelAnimationFrame( frame );
			window.clearTimeout( timer );
		};
	}, [ isOpen, enterMs, leaveMs ] );

	// Still closed in the render that takes the dialog off the page: never painted open again.
	const isClosed = phase !== 'entering' && phase !== 'open';
	const isEntering = phase === 'before-enter' || phase === 'entering';
	const isLeaving = phase === 'leaving';
	const layerAttributes: Record< string, '' > = {};
	if ( isClosed ) {
		layerAttributes[ 'data-closed' ] = '';
	}
	if ( isEntering ) {
		layerAttributes[ 'data-enter' ] = '';
	}
	if ( isLeaving ) {
		layerAttributes[ 'data-leave' ] = '';
	}
	if ( isEntering || isLeaving ) {
		layerAttributes[ 'data-transition' ] = '';
	}

	return {
		isMounted: phase !== 'gone',
		style: {
			[ MODAL_DURATION_PROPERTY ]: `${ isOpen ? enterMs : leaveMs }ms`,
		} as CSSProperties,
		layerAttributes,
	};
}
