/**
 * Every amount reads as Dokan's own `formatPrice()` shows it: WooCommerce's accounting.js (a copy of
 * WooCommerce 9.9.5's assets/js/accounting/accounting.min.js, which Dokan loads, kept in
 * tests/fixtures/vendor/) with `window.dokanFrontend.currency` in the shape Dokan 4.1.2 prints
 * (includes/Assets.php get_localized_price()), its HTML rendered by the browser.
 */
import { createRequire } from 'node:module';

/**
 * Internal dependencies
 */
import { formatPrice } from '../../../src/utils';
import type { CurrencySettings } from '../../../src/utils/boot-data';

interface Accounting {
	formatMoney: (
		price: number,
		symbol: string,
		precision: number,
		thousand: string,
		decimal: string,
		format: string
	) => string;
}

const accounting = createRequire( import.meta.url )(
	'../../fixtures/vendor/accounting.min.js'
) as Accounting;

/**
 * What the browser shows for Dokan's formatPrice() HTML.
 * @param amount
 * @param currency
 */
function dokanShows( amount: number, currency: CurrencySettings ): string {
	const element = document.createElement( 'span' );
	element.innerHTML = accounting.formatMoney(
		amount,
		currency.symbol,
		currency.precision,
		currency.thousand,
		currency.decimal,
		currency.format
	);
	return element.textContent ?? '';
}

const NBSP = '\u00a0';

/**
 * A shop as Dokan prints it: symbol decoded, separators through esc_attr(), format with `&nbsp;`.
 * @param format
 * @param thousand
 * @param decimal
 * @param precision
 * @param symbol
 */
const shop = (
	format: string,
	thousand: string,
	decimal: string,
	precision: number,
	symbol = '€'
): CurrencySettings => ( { symbol, precision, thousand, decimal, format } );

const CASES: Array< [ string, CurrencySettings, number, string ] > = [
	[ 'left', shop( '%s%v', ',', '.', 2, '$' ), 1234.5, '$1,234.50' ],
	[ 'right', shop( '%v%s', '.', ',', 2 ), 1500, '1.500,00€' ],
	[
		'left_space',
		shop( '%s&nbsp;%v', '.', ',', 2 ),
		1500,
		`€${ NBSP }1.500,00`,
	],
	[
		'right_space',
		shop( '%v&nbsp;%s', '.', ',', 2 ),
		1500,
		`1.500,00${ NBSP }€`,
	],
	[
		"apostrophe thousands (esc_attr'd)",
		shop( '%s&nbsp;%v', '&#039;', '.', 2, 'CHF' ),
		1234567.891,
		`CHF${ NBSP }1'234'567.89`,
	],
	[
		'&nbsp; thousands',
		shop( '%v&nbsp;%s', '&nbsp;', ',', 2 ),
		10000,
		`10${ NBSP }000,00${ NBSP }€`,
	],
	[ 'empty thousands', shop( '%v%s', '', ',', 2 ), 10000, '10000,00€' ],
	[ '0 decimals', shop( '%s%v', ',', '.', 0, '¥' ), 1234.5, '¥1,235' ],
	[ '1 decimal', shop( '%s%v', ',', '.', 1, '$' ), 1234.56, '$1,234.6' ],
	[
		'3 decimals',
		shop( '%v&nbsp;%s', '.', ',', 3, 'KD' ),
		5,
		`5,000${ NBSP }KD`,
	],
	[ '4 decimals', shop( '%s%v', ' ', '.', 4, '$' ), 1234.5, '$1 234.5000' ],
	[ 'zero', shop( '%v&nbsp;%s', '.', ',', 2 ), 0, `0,00${ NBSP }€` ],
	[ 'negative', shop( '%s&nbsp;%v', '.', ',', 2 ), -50, `€${ NBSP }-50,00` ],
	[ 'entity symbol', shop( '%s%v', ',', '.', 2, '&pound;' ), 50, '£50.00' ],
];

describe( "formatPrice, against Dokan's formatPrice on WooCommerce's accounting.js", () => {
	it.each( CASES )( '%s', ( _name, currency, amount, expected ) => {
		expect( dokanShows( amount, currency ) ).toBe( expected );
		expect( formatPrice( amount, currency ) ).toBe( expected );
	} );
} );
