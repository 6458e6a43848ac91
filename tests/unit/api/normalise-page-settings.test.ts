/**
 * Internal dependencies
 */
import { normalisePageSettings } from '../../../src/api';
import { WITHDRAW_SETTINGS_ANSWER } from './fixtures';

describe( 'normalisePageSettings', () => {
	it( 'labels each payment method with its label plus the active method info', () => {
		expect( normalisePageSettings( WITHDRAW_SETTINGS_ANSWER ) ).toEqual( {
			methodOptions: [
				{ label: 'PayPal ( vendor@example.com )', value: 'paypal' },
				{
					label: 'Bank Transfer ( Demo Bank - ****1234 )',
					value: 'bank',
				},
			],
			withdrawMethod: 'paypal',
			setupUrl: 'https://shop.example/dashboard/settings/payment/',
		} );
	} );

	it( 'uses the plain label when the active method has no info', () => {
		const { methodOptions } = normalisePageSettings( {
			payment_methods: [
				{ label: 'Skrill', value: 'skrill' },
				{ label: 'Bank', value: 'bank' },
			],
			active_methods: { skrill: { info: '' }, bank: 'Bank' },
		} );
		expect( methodOptions ).toEqual( [
			{ label: 'Skrill', value: 'skrill' },
			{ label: 'Bank', value: 'bank' },
		] );
	} );

	it.each( [
		[ 'null', null ],
		[ 'a string', 'paypal' ],
		[ 'an object without label', { value: 'paypal' } ],
		[ 'an object without value', { label: 'PayPal' } ],
		[ 'an empty value', { label: 'PayPal', value: '' } ],
		[ 'wrongly typed fields', { label: 5, value: [ 'paypal' ] } ],
	] )(
		"turns a malformed entry (%s) into 'Unknown method' / unknown",
		( _name, entry ) => {
			const { methodOptions } = normalisePageSettings( {
				payment_methods: [ entry ],
			} );
			expect( methodOptions ).toEqual( [
				{ label: 'Unknown method', value: 'unknown', isDisabled: true },
			] );
		}
	);

	it.each( [
		[ 'null', null ],
		[ 'an array', [] ],
		[ 'a string', 'error' ],
		[
			'an object with payment_methods as a map',
			{ payment_methods: { paypal: 'PayPal' } },
		],
	] )( 'answers no methods for %s', ( _name, json ) => {
		expect( normalisePageSettings( json ) ).toEqual( {
			methodOptions: [],
			withdrawMethod: '',
			setupUrl: '',
		} );
	} );

	it( 'does not take a method from the prototype of active_methods', () => {
		const { methodOptions } = normalisePageSettings( {
			payment_methods: [ { label: 'Odd', value: 'toString' } ],
			active_methods: {},
		} );
		expect( methodOptions ).toEqual( [] );
	} );

	it( 'offers only the set-up methods a withdraw may use (those among active_methods)', () => {
		// Dokan lists a set-up, enabled Skrill under payment_methods, yet withdraws cannot use it.
		const { methodOptions } = normalisePageSettings( {
			payment_methods: [
				{ label: 'PayPal', value: 'paypal' },
				{ label: 'Skrill', value: 'skrill' },
				{ label: 'Stripe Payouts', value: 'stripe_payouts' },
			],
			active_methods: {
				paypal: { value: 'paypal', info: '( ve***@example.com )' },
				stripe_payouts: { value: 'stripe_payouts', info: 'acct_1' },
			},
		} );
		expect( methodOptions ).toEqual( [
			{ label: 'PayPal ( ve***@example.com )', value: 'paypal' },
			{ label: 'Stripe Payouts acct_1', value: 'stripe_payouts' },
		] );
	} );

	it( 'reads active_methods sent as a list (the admin never saved Dokan’s withdraw methods)', () => {
		const { methodOptions } = normalisePageSettings( {
			payment_methods: [
				{ label: 'PayPal', value: 'paypal' },
				{ label: 'Bank Transfer', value: 'bank' },
			],
			active_methods: [
				{
					label: 'PayPal',
					value: 'paypal',
					info: '( ve***@example.com )',
					has_information: true,
				},
			],
		} );
		expect( methodOptions ).toEqual( [
			{ label: 'PayPal ( ve***@example.com )', value: 'paypal' },
		] );
	} );

	it( 'offers no method when no method is active', () => {
		const { methodOptions } = normalisePageSettings( {
			payment_methods: [ { label: 'PayPal', value: 'paypal' } ],
			active_methods: [],
		} );
		expect( methodOptions ).toEqual( [] );
	} );
} );
