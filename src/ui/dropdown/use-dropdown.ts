/**
 * External dependencies
 */
import {
	arrow,
	autoUpdate,
	flip,
	hide,
	offset,
	shift,
	useClick,
	useDismiss,
	useFloating,
	useInteractions,
	useListNavigation,
	useRole,
} from '@floating-ui/react';
import type { Placement } from '@floating-ui/react';

/**
 * WordPress dependencies
 */
import { useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	DROPDOWN_ARROW_OFFSET,
	DROPDOWN_CONTAINER_OFFSET,
	DROPDOWN_TRIGGER_OFFSET,
} from '../constants';
import { useCloseOnReferenceHidden } from './use-close-on-reference-hidden';

interface UseDropdownOptions {
	placement: Placement;
	autoPlacement: boolean;
}

/**
 * State, positioning and interactions of a dropdown menu: a click on the trigger toggles it; an
 * outside click, Escape, or the trigger leaving the viewport closes it; arrow keys move between
 * the items.
 *
 * "Auto placement" keeps the preferred placement while it fits and otherwise takes the opposite
 * side (`flip`): floating-ui's `autoPlacement` middleware would ignore the preferred side and
 * always pick the roomiest one.
 *
 * @param props Placement options.
 */
export function useDropdown( props: UseDropdownOptions ) {
	const { placement, autoPlacement } = props;
	const [ isOpen, setOpen ] = useState( false );
	const [ activeIndex, setActiveIndex ] = useState< number | null >( null );
	const arrowRef = useRef< SVGSVGElement >( null );
	const listRef = useRef< Array< HTMLElement | null > >( [] );

	const floating = useFloating( {
		open: isOpen,
		onOpenChange: setOpen,
		placement,
		whileElementsMounted: autoUpdate,
		middleware: [
			offset( DROPDOWN_TRIGGER_OFFSET ),
			autoPlacement && flip( { padding: DROPDOWN_CONTAINER_OFFSET } ),
			shift( { padding: DROPDOWN_CONTAINER_OFFSET } ),
			arrow( { element: arrowRef, padding: DROPDOWN_ARROW_OFFSET } ),
			hide( { strategy: 'referenceHidden' } ),
		],
	} );
	const { context } = floating;

	const interactions = useInteractions( [
		useClick( context ),
		useDismiss( context ),
		useRole( context, { role: 'menu' } ),
		useListNavigation( context, {
			listRef,
			activeIndex,
			onNavigate: setActiveIndex,
		} ),
		useCloseOnReferenceHidden( context ),
	] );

	return {
		...floating,
		...interactions,
		isOpen,
		setOpen,
		activeIndex,
		arrowRef,
		listRef,
		isReferenceHidden:
			floating.middlewareData.hide?.referenceHidden === true,
	};
}
