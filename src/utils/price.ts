/**
 * Formats amounts the way the shop does (accounting.js's formatMoney with WooCommerce's settings),
 * as plain text.
 */

/**
 * Internal dependencies
 */
import { asBag, getBootData, getDokanFrontend } from './boot-data';
import type { CurrencySettings } from './boot-data';
import { decodeEntities } from './decode-entities';

/** accounting.js's own default, used when a format has no `%v`. */
const FALLBACK_FORMAT = '%s%v';

export const DEFAULT_CURRENCY: Readonly< CurrencySettings > = Object.freeze( {
	symbol: '',
	precision: 2,
	thousand: ',',
	decimal: '.',
	format: '%s%v',
} );

function readCurrency( value: unknown ): CurrencySettings | null {
	const source = asBag( value );
	if ( ! source ) {
		return null;
	}
	const { symbol, precision, thousand, decimal, format } = source;
	const digits =
		typeof precision === 'string' ? Number( precision ) : precision;
	return {
		symbol: typeof symbol === 'string' ? symbol : DEFAULT_CURRENCY.symbol,
		precision:
			typeof digits === 'number' &&
			Number.isInteger( digits ) &&
			digits >= 0 &&
			digits <= 10
				? digits
				: DEFAULT_CURRENCY.precision,
		thousand:
			typeof thousand === 'string' ? thousand : DEFAULT_CURRENCY.thousand,
		decimal:
			typeof decimal === 'string' ? decimal : DEFAULT_CURRENCY.decimal,
		format:
			typeof format === 'string' && format.includes( '%v' )
				? format
				: FALLBACK_FORMAT,
	};
}

/** The page's own settings first (they are the shop's live ones), then those the plugin printed. */
export function getCurrencySettings(): CurrencySettings {
	return (
		readCurrency( getDokanFrontend()?.currency ) ??
		readCurrency( getBootData()?.currency ) ?? { ...DEFAULT_CURRENCY }
	);
}

/**
 * Rounds the way accounting.js's `toFixed` does, so amounts read the same as elsewhere on the page.
 *
 * @param amount    Non-negative amount.
 * @param precision Digits after the decimal separator.
 */
function toFixed( amount: number, precision: number ): string {
	const power = 10 ** precision;
	return ( Math.round( amount * power ) / power ).toFixed( precision );
}

/**
 * accounting.js's `formatNumber` for a non-negative amount: the whole part grouped by threes, then
 * the decimal separator and the rounded fraction. Separators are used as given (still HTML-encoded
 * when the page printed them so).
 *
 * @param amount   Non-negative amount.
 * @param currency Separators and precision.
 */
export function formatNumber(
	amount: number,
	currency: CurrencySettings
): string {
	const { precision, thousand, decimal } = currency;
	const base = String( parseInt( toFixed( amount, precision ), 10 ) );
	const mod = base.length > 3 ? base.length % 3 : 0;
	const head = mod ? base.substring( 0, mod ) + thousand : '';
	const rest = base
		.substring( mod )
		.replace( /(\d{3})(?=\d)/g, ( group ) => group + thousand );
	const fraction = precision
		? decimal + toFixed( amount, precision ).split( '.' )[ 1 ]
		: '';
	return head + rest + fraction;
}

/**
 * The amount as `window.dokan.utilities.formatPrice()` shows it: accounting.js's `formatMoney`
 * with the shop's settings (Dokan 4.1.2 src/utilities/Accounting.ts), whose HTML Dokan renders —
 * so the text here is that HTML with its entities decoded (`&nbsp;` in the format, `&#039;` in a
 * separator, `&euro;` in a symbol).
 *
 * @param amount   Any number; a non-finite one is shown as zero.
 * @param currency Defaults to the page's settings.
 */
export function formatPrice(
	amount: number,
	currency: CurrencySettings = getCurrencySettings()
): string {
	const value = Number.isFinite( amount ) ? amount : 0;
	const format = currency.format.includes( '%v' )
		? currency.format
		: FALLBACK_FORMAT;
	// accounting.js: a negative amount puts its minus sign right before the number.
	const useFormat =
		value < 0 ? format.replace( '-', '' ).replace( '%v', '-%v' ) : format;
	const money = useFormat
		.replace( '%s', () => currency.symbol )
		.replace( '%v', () => formatNumber( Math.abs( value ), currency ) );
	return decodeEntities( money );
}
