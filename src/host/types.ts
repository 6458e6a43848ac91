/**
 * What Dokan's Slot hands to its Fills (host-contract: the payment-details card's fillProps).
 */

/** Result of Dokan's withdraw-settings hook. */
export interface HostSettingsHook {
	/** Answer of GET /dokan/v2/withdraw/settings; null while loading or after a failed load. */
	data?: unknown;
	/** True while the settings load. */
	isLoading?: boolean;
	/**
	 * Loads the settings again. Dokan makes it once per mount of its withdraw page
	 * (src/dashboard/withdraw/Hooks/useWithdrawSettings.ts: a `useCallback` without dependencies),
	 * so its identity tells one visit of Withdraw from the next.
	 */
	refresh?: unknown;
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
