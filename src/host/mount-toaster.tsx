/**
 * The plugin's own toaster, one per page, outside the host's tree: the Fill may unmount and mount
 * again, and the host's toaster is not the plugin's to rely on.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { Toaster } from '../ui/toaster';
import { TOASTER_MOUNT_ID } from './constants';

export function mountToaster(): void {
	if ( document.getElementById( TOASTER_MOUNT_ID ) ) {
		return;
	}
	const node = document.createElement( 'div' );
	node.id = TOASTER_MOUNT_ID;
	node.className = 'vps-toaster-root';
	document.body.appendChild( node );
	createRoot( node ).render( <Toaster /> );
}
