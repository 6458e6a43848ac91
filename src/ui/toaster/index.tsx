/**
 * External dependencies
 */
import { Toaster as HotToaster } from 'react-hot-toast';

/**
 * WordPress dependencies
 */
import { createPortal, useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { TOAST_POSITION, TOASTER_Z_INDEX } from '../constants';
import { classNames } from '../shared/class-names';
import type { ToasterProps } from './types';
import { useIsToasterOwner } from './use-toaster-owner';

export { showSuccessToast } from './show-toast';

/**
 * The plugin's own toaster. Safe to render from every root: only one is live on a page.
 *
 * It keeps the library's default durations (4 s for blank, error and custom toasts, 2 s for
 * success, none for loading) and its limit of 20 toasts; the panel's helpers ask for their own
 * position and length. It is portalled to the end of the document so that no transformed or
 * clipped ancestor in the host page can trap its fixed layer.
 *
 * @param props Component props.
 */
export function Toaster( props: ToasterProps ) {
	const { className } = props;
	const isOwner = useIsToasterOwner();
	// Each toast is its own `role="status"` region, inserted together with its text, and screen
	// readers such as NVDA skip a live region that arrives already filled. The layer that holds
	// the toasts is on the page before any of them: made a polite region, it announces each one.
	// (react-hot-toast takes no attributes for its layer, and leaves this one alone.)
	useEffect( () => {
		document
			.querySelector( '[data-rht-toaster].vps-toaster' )
			?.setAttribute( 'aria-live', 'polite' );
	}, [ isOwner ] );
	if ( ! isOwner || typeof document === 'undefined' ) {
		return null;
	}
	return createPortal(
		<HotToaster
			position={ TOAST_POSITION }
			containerStyle={ { zIndex: TOASTER_Z_INDEX } }
			containerClassName={ classNames( 'vps-toaster', className ) }
		/>,
		document.body
	);
}
