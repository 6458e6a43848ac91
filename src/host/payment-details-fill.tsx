/**
 * The panel as a Fill of Dokan's payment-details Slot on the React withdraw page.
 */

/**
 * WordPress dependencies
 */
import { Fill } from '@wordpress/components';
import { applyFilters } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import type { WithdrawSettingsWire } from '../api/wire-types';
import { SchedulePanel } from '../schedule';
import { PAYMENT_DETAILS_SLOT } from './constants';
import type { PaymentDetailsFillProps } from './types';

/**
 * The Slot the panel fills. Dokan's card mounts it only after its own data loaded, so this Fill
 * (and the panel in it) may mount late and more than once.
 */
export function slotName(): string {
	/**
	 * Filters the name of the Slot the panel fills on Dokan's React withdraw page.
	 *
	 * @param {string} name Dokan's payment-details Slot.
	 */
	const name = applyFilters(
		'vendorPayoutSchedule.slotName',
		PAYMENT_DETAILS_SLOT
	);
	return typeof name === 'string' && name ? name : PAYMENT_DETAILS_SLOT;
}

export function PaymentDetailsFill() {
	return (
		<Fill name={ slotName() }>
			{ ( fillProps: PaymentDetailsFillProps ) => (
				<SchedulePanel
					pageSettings={
						( fillProps?.settings?.data ??
							null ) as WithdrawSettingsWire | null
					}
					isPageSettingsLoading={ Boolean(
						fillProps?.settings?.isLoading
					) }
					view={ fillProps?.settings?.refresh ?? undefined }
				/>
			) }
		</Fill>
	);
}
