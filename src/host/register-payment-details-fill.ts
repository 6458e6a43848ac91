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
 * Whether the page loaded the scripts a Fill needs (the plugin's PHP adds them as dependencies on
 * Dokan's React dashboard only).
 */
function hasSlotFill(): boolean {
	const wp = (
		window as { wp?: { plugins?: unknown; components?: unknown } }
	 ).wp;
	return Boolean( wp?.plugins && wp?.components );
}

/**
 * Registers the panel's Fill. Deliberately without a `scope`: the payment-details card renders an
 * unscoped PluginArea inside its own SlotFillProvider, while Dokan's layout renders a PluginArea
 * scoped to the route, where this Slot does not exist.
 */
export function registerPaymentDetailsFill(): void {
	// Only a page with Slots (Dokan's React dashboard) loads @wordpress/plugins for the panel; the
	// legacy page does without it, and the panel mounts there on its own.
	if ( ! hasSlotFill() || getPlugin( PLUGIN_NAME ) ) {
		return;
	}
	registerPlugin( PLUGIN_NAME, { render: PaymentDetailsFill } );
}
