/**
 * What Dokan's Slot hands to its Fills (host-contract: the payment-details card's fillProps).
 */

/** Result of Dokan's withdraw-settings hook. */
export interface HostSettingsHook {
	/** Answer of GET /dokan/v2/withdraw/settings; null while loading or after a failed load. */
	data?: unknown;
	/** True while the settings load. */
	isLoading?: boolean;
}

/** The fillProps of `dokan-vendor-dashboard-withdraw-payment-details`. */
export interface PaymentDetailsFillProps {
	/** The page's withdraw settings hook result. */
	settings?: HostSettingsHook;
	/** The balance hook result. */
	bodyData?: unknown;
	/** The pending-requests hook result. */
	withdrawRequests?: unknown;
	/** True while the card's own data loads. */
	masterLoading?: boolean;
}
