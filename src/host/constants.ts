/**
 * Names shared with the host page and the plugin's PHP.
 */

/** Dokan's Slot inside the React withdraw page's "Payment Details" card. */
export const PAYMENT_DETAILS_SLOT =
	'dokan-vendor-dashboard-withdraw-payment-details';

/** Name the panel is registered under with @wordpress/plugins. */
export const PLUGIN_NAME = 'vendor-payout-schedule';

/** Element printed by the plugin's PHP on the legacy withdraw page (Withdraw_Page::LEGACY_MOUNT_ID). */
export const LEGACY_MOUNT_ID = 'vps-schedule-root';

/** Element the plugin adds to the page for its one toaster. */
export const TOASTER_MOUNT_ID = 'vps-toaster-root';
