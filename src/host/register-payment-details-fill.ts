/**
 * Joins Dokan's React withdraw page through @wordpress/plugins.
 */

/**
 * WordPress dependencies
 */
import { getPlugin, registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import { PLUGIN_NAME } from './constants';
import { PaymentDetailsFill } from './payment-details-fill';

/**
 * Registers the panel's Fill. Deliberately without a `scope`: the payment-details card renders an
 * unscoped PluginArea inside its own SlotFillProvider, while Dokan's layout renders a PluginArea
 * scoped to the route, where this Slot does not exist.
 */
export function registerPaymentDetailsFill(): void {
	if ( getPlugin( PLUGIN_NAME ) ) {
		return;
	}
	registerPlugin( PLUGIN_NAME, { render: PaymentDetailsFill } );
}
