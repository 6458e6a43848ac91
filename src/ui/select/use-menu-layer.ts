/**
 * WordPress dependencies
 */
import { useCallback, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	SELECT_MENU_IN_MODAL_Z_INDEX,
	SELECT_MENU_Z_INDEX,
} from '../constants';

/**
 * How high the select's menu layer stacks. Its layer is at the end of the page, so no clipped or
 * transformed ancestor traps it, at the 9999 the specification fixes. Inside a dialog that is not
 * enough: the modal is layered above WordPress's admin bar (100000, as WordPress's own modals), so
 * there the menu stacks just above the modal. (It stays at the end of the page rather than inside
 * the dialog: Headless UI counts a click there, outside the dialog's panel, as a click outside.)
 *
 * @return The layer's z-index, and a ref for the field.
 */
export function useMenuLayer() {
	const [ zIndex, setZIndex ] = useState( SELECT_MENU_Z_INDEX );
	const fieldRef = useCallback( ( field: HTMLElement | null ) => {
		if ( field ) {
			setZIndex(
				field.closest( '[role="dialog"]' )
					? SELECT_MENU_IN_MODAL_Z_INDEX
					: SELECT_MENU_Z_INDEX
			);
		}
	}, [] );
	return { zIndex, fieldRef };
}
