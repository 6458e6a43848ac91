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

const FORMATS = [ '%s%v', '%v%s', '%s %v', '%v %s' ];

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
			typeof format === 'string' && FORMATS.includes( format )
				? format
				: DEFAULT_CURRENCY.format,
	};
}

/** The page's own settings first (they are the shop's live ones), then those the plugin printed. */
export function getCurrencySettings(): CurrencySettings {
	return (
		readCurrency( getDokanFrontend()?.currency ) ??
		readCurrency( getBootData()?.currency ) ?? { ...DEFAULT_CURRENCY }
	);
}

function groupThousands( digits: string, separator: string ): string {
	return digits.replace( /\B(?=(\d{3})+(?!\d))/g, separator );
}

/**
 * Rounds the way accounting.js does, so amounts read the same as elsewhere on the page.
 *
 * @param amount    Non-negative amount.
 * @param precision Digits after the decimal separator.
 */
function toFixed( amount: number, precision: number ): string {
	const power = 10 ** precision;
	return ( Math.round( amount * power ) / power ).toFixed( precision );
}

export function formatNumber(
	amount: number,
	currency: CurrencySettings
): string {
	const [ whole = '0', fraction = '' ] = toFixed(
		Math.abs( amount ),
		currency.precision
	).split( '.' );
	const grouped = groupThousands( whole, currency.thousand );
	return fraction
		? `${ grouped }${ currency.decimal }${ fraction }`
		: grouped;
}

/**
 * @param amount   Any number; a non-finite one is shown as zero.
 * @param currency Defaults to the page's settings.
 */
export function formatPrice(
	amount: number,
	currency: CurrencySettings = getCurrencySettings()
): string {
	const value = Number.isFinite( amount ) ? amount : 0;
	// An amount that rounds to zero is shown without a sign.
	const negative =
		value < 0 && Number( toFixed( -value, currency.precision ) ) !== 0;
	const number = formatNumber( value, currency );
	// Like accounting.js: a negative amount puts its minus sign before the whole formatted money.
	const money = currency.format
		.replace( '%s', decodeEntities( currency.symbol ) )
		.replace( '%v', number );
	return negative ? `-${ money }` : money;
}
