/**
 * WordPress dependencies
 */
import { useLayoutEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { MODAL_Z_INDEX } from '../constants';

/** The element Headless UI's Dialog always portals into, looked up by this id. */
export const PORTAL_ROOT_ID = 'headlessui-portal-root';

/**
 * Gives the modal a portal root of its own before its dialog renders.
 *
 * Headless UI's Dialog portals into the first element with the id `headlessui-portal-root` it finds
 * in the document, creates one when there is none, and removes it once it is empty. Another copy of
 * Headless UI on the page (Dokan's React dashboard bundles one and creates that element at load,
 * Dokan 4.1.2 src/components/modals/DokanModal.tsx) does the same with the same id, so two copies
 * would take and remove each other's element. Placed first in the body, the element made here is
 * the one `getElementById` finds, so this copy only ever uses, and removes, an element it created;
 * it never touches the other copy's. It is made afresh for each opening, as the Dialog removes it
 * after closing.
 *
 * @param isOpen Whether the modal is wanted open.
 * @return Whether the dialog may render (its root is in place).
 */
export function useOwnPortalRoot( isOpen: boolean ): boolean {
	const [ root, setRoot ] = useState< HTMLElement | null >( null );

	useLayoutEffect( () => {
		if ( ! isOpen || ( root && root.isConnected ) ) {
			return;
		}
		const element = document.createElement( 'div' );
		element.id = PORTAL_ROOT_ID;
		element.setAttribute( 'data-vps-portal-root', '' );
		// Dokan's stylesheet hides every element with this id (`#headlessui-portal-root { display:
		// none }`, src/base-tailwind.scss of Dokan 4.1.2) and shows its own by an inline style; a
		// hidden root gives the dialog no box, and Headless UI closes a dialog that has none.
		element.style.display = 'block';
		// The modal's layer is set here, on the element the plugin owns: Dokan's React stylesheet
		// pins every open Headless UI dialog to `z-index: 999 !important` (src/base-tailwind.scss),
		// under WordPress's admin bar. A stacking context at the modal's level above everything
		// the page stacks keeps the dialog, whatever its own z-index, over the bar.
		element.style.position = 'relative';
		element.style.zIndex = String( MODAL_Z_INDEX );
		document.body.prepend( element );
		setRoot( element );
	}, [ isOpen, root ] );

	// Left in place only if the Dialog did not remove it: then it is empty, or holds another
	// copy's portal, which must stay where that copy put it.
	useLayoutEffect(
		() => () => {
			if ( root && root.isConnected && root.childNodes.length === 0 ) {
				root.remove();
			}
		},
		[ root ]
	);

	return root !== null && ( root.isConnected || ! isOpen );
}
