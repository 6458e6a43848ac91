/**
 * The UI kit page: every widget of src/ui on one WordPress page, for the browser checks.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { Toaster } from '../../../../src/ui';
import { Gallery } from './gallery';

const main = document.getElementById( 'vps-ui-kit-root' );
const second = document.getElementById( 'vps-ui-kit-second-root' );

if ( main ) {
	createRoot( main ).render( <Gallery /> );
}
// The plugin can mount more than one root on a page; each brings a toaster.
if ( second ) {
	createRoot( second ).render( <Toaster /> );
}
