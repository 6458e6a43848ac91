/**
 * Entry point.
 */
import { createRoot } from '@wordpress/element';

const node = document.getElementById( 'vps-root' );
if ( node ) {
	createRoot( node ).render( <p>Schedule</p> );
}
