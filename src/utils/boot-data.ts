/**
 * Data the page prints for the panel: Dokan's `window.dokanFrontend` (on its React dashboard) and
 * the plugin's own `window.vendorPayoutSchedule` (printed by the plugin's PHP on both withdraw
 * pages). Both are read as unknown JSON and checked field by field.
 */

/**
 * Internal dependencies
 */
import { isRecord, type JsonRecord } from '../api/guards';

/** Price settings in accounting.js style, as WooCommerce's settings produce them. */
export interface CurrencySettings {
	/** Currency symbol, possibly HTML-encoded (`&#36;`). */
	symbol: string;
	/** Digits after the decimal separator. */
	precision: number;
	/** Thousands separator, possibly HTML-encoded (`&#039;`). */
	thousand: string;
	/** Decimal separator, possibly HTML-encoded. */
	decimal: string;
	/**
	 * accounting.js format: `%s%v`, `%v%s`, `%s&nbsp;%v` or `%v&nbsp;%s` as Dokan prints it; any
	 * text holding `%v` is used as given.
	 */
	format: string;
}

/** Shape of `window.vendorPayoutSchedule`, printed by the plugin. */
export interface VendorPayoutScheduleBootData {
	/** The shop's price settings, same shape as `window.dokanFrontend.currency`. */
	currency?: Partial< CurrencySettings >;
	/** Payment settings page of the vendor dashboard. */
	paymentSettingUrl?: string;
}

type Bag = JsonRecord;

function bag( value: unknown ): Bag | null {
	return isRecord( value ) ? value : null;
}

function pageGlobal(
	name: 'dokanFrontend' | 'vendorPayoutSchedule'
): Bag | null {
	if ( typeof window === 'undefined' ) {
		return null;
	}
	return bag( ( window as unknown as Bag )[ name ] );
}

/** Dokan's `window.dokanFrontend`, when the page has it. */
export function getDokanFrontend(): Bag | null {
	return pageGlobal( 'dokanFrontend' );
}

/** The plugin's own `window.vendorPayoutSchedule`, when printed. */
export function getBootData(): Bag | null {
	return pageGlobal( 'vendorPayoutSchedule' );
}

export { bag as asBag };
