/**
 * Internal dependencies
 */
import { formatPrice, getCurrencySettings } from '../../../src/utils';
import { EUR, USD, clearPageGlobals, page } from './page-globals';

afterEach( clearPageGlobals );

describe( 'formatPrice', () => {
	it( "uses the page's window.dokanFrontend.currency", () => {
		page.dokanFrontend = { currency: USD };
		expect( formatPrice( 1234.5 ) ).toBe( '$1,234.50' );
	} );

	it( "falls back to the plugin's own printed settings", () => {
		page.vendorPayoutSchedule = { currency: EUR };
		expect( formatPrice( 1234567.891 ) ).toBe( '1.234.567,89 €' );
	} );

	it( "prefers Dokan's settings over the plugin's", () => {
		page.dokanFrontend = { currency: USD };
		page.vendorPayoutSchedule = { currency: { ...USD, symbol: '&euro;' } };
		expect( formatPrice( 5 ) ).toBe( '$5.00' );
	} );

	it.each( [
		[ '%s%v', '£50.00' ],
		[ '%v%s', '50.00£' ],
		[ '%s&nbsp;%v', '£\u00a050.00' ],
		[ '%v&nbsp;%s', '50.00\u00a0£' ],
	] )( 'places the symbol for the format %s', ( format, expected ) => {
		expect( formatPrice( 50, { ...USD, symbol: '&pound;', format } ) ).toBe(
			expected
		);
	} );

	it( 'honours the precision, including none', () => {
		expect( formatPrice( 1000, { ...USD, precision: 0 } ) ).toBe(
			'$1,000'
		);
		expect( formatPrice( 2.5, { ...USD, precision: 3 } ) ).toBe( '$2.500' );
	} );

	it( 'puts the minus sign before the number, as accounting.js does', () => {
		expect( formatPrice( -5, USD ) ).toBe( '$-5.00' );
		expect( formatPrice( -5, { ...USD, format: '%v&nbsp;%s' } ) ).toBe(
			'-5.00\u00a0$'
		);
	} );

	it( 'shows the symbol as text: markup in it is never interpreted', () => {
		expect(
			formatPrice( 1, { ...USD, symbol: '<img src=x onerror=alert(1)>' } )
		).toBe( '<img src=x onerror=alert(1)>1.00' );
		expect( formatPrice( 1, { ...USD, symbol: '&lt;b&gt;' } ) ).toBe(
			'<b>1.00'
		);
	} );
} );

describe( 'getCurrencySettings', () => {
	it( 'fills wrong or missing fields with defaults', () => {
		page.dokanFrontend = {
			currency: {
				symbol: 5,
				precision: '3',
				thousand: null,
				format: '%x',
			},
		};
		expect( getCurrencySettings() ).toEqual( {
			symbol: '',
			precision: 3,
			thousand: ',',
			decimal: '.',
			format: '%s%v',
		} );
	} );

	it( 'has working defaults when the page gives nothing', () => {
		expect( formatPrice( 1234 ) ).toBe( '1,234.00' );
	} );
} );
