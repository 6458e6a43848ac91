/**
 * What a page prints for the plugin to read: Dokan's `window.dokanFrontend` on its dashboard, the
 * plugin's own `window.vendorPayoutSchedule` on the legacy page. Tests set them as a page would.
 */

type PageWindow = Window & {
	dokanFrontend?: unknown;
	vendorPayoutSchedule?: unknown;
};
export const page = window as PageWindow;

/** Forgets what a test printed, so the next one starts from an empty page. */
export function clearPageGlobals(): void {
	delete page.dokanFrontend;
	delete page.vendorPayoutSchedule;
}

/** A US-dollar shop's currency, as Dokan prints it (the symbol HTML-encoded). */
export const USD = {
	symbol: '&#36;',
	precision: 2,
	thousand: ',',
	decimal: '.',
	format: '%s%v',
};

/** A euro shop's currency, written the continental way: `1.234,50 €`. */
export const EUR = {
	symbol: '&euro;',
	precision: 2,
	thousand: '.',
	decimal: ',',
	format: '%v %s',
};
