/**
 * The plugin's one script. On Dokan's React dashboard it joins the withdraw page's payment-details
 * Slot; on the legacy withdraw page it mounts in the element the plugin's PHP printed. Either way
 * it mounts the plugin's own toaster once.
 */

/**
 * Internal dependencies
 */
import {
	mountLegacyPanel,
	mountToaster,
	registerPaymentDetailsFill,
} from './host';

function start() {
	mountToaster();
	registerPaymentDetailsFill();
	mountLegacyPanel();
}

// The script is printed in the footer, but a site may move it to the head.
if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start, { once: true } );
} else {
	start();
}
