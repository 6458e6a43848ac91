import '../ui/support/css-transitions';

/**
 * The summary names the payment method a payout goes to only while the vendor can be paid with
 * it: once they removed it from their payment settings, or the marketplace switched it off, the
 * line names none, and the status line under it says what to do — the two never contradict.
 */

/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { WITHDRAW_SETTINGS_ANSWER } from '../api/fixtures';
import { createFakeServer, disbursementWith } from './fake-server';
import {
	findPanel,
	renderPanel,
	setUpPanelEnvironment,
	summary,
} from './render-panel';

vi.mock( '@wordpress/api-fetch', () => ( { default: vi.fn() } ) );

setUpPanelEnvironment();

const WITHOUT_METHOD =
	'Weekly, next on November 23, 2026. Only when the balance is $50.00 or more.';

const NO_METHOD_HOLD = {
	skipped: 'no_method',
	message: 'Set up a payment method to receive scheduled payouts.',
};

const INACTIVE_HOLD = {
	skipped: 'method_inactive',
	message:
		'Your chosen payment method is no longer available. Choose another one.',
};

const BANK_ONLY_PAGE = {
	...WITHDRAW_SETTINGS_ANSWER,
	payment_methods: [ { label: 'Bank Transfer', value: 'bank' } ],
};

const statusLine = () =>
	screen
		.getByRole( 'region', { name: 'Schedule' } )
		.querySelector( '.vps-payout-status' );

describe( 'A payment method the vendor no longer has', () => {
	it( 'removed from their payment settings, with none left: the summary names none, the status line asks for one', async () => {
		createFakeServer(
			vi.mocked( apiFetch ),
			disbursementWith( {
				// Dokan keeps the vendor's default method key; the shop still offers PayPal.
				default_method: 'paypal',
				method_additional_info: {},
				projected_amount: NO_METHOD_HOLD,
			} )
		);
		renderPanel( {
			pageSettings: {
				...WITHDRAW_SETTINGS_ANSWER,
				payment_methods: [],
			},
		} );
		await findPanel();
		expect( summary()?.textContent ).toBe( WITHOUT_METHOD );
		expect( statusLine()?.textContent ).toBe(
			'Next payout on hold: Set up a payment method to receive scheduled payouts.'
		);
	} );

	it( 'removed, with another one left (the legacy page loads its methods itself)', async () => {
		createFakeServer( vi.mocked( apiFetch ), {
			...disbursementWith( {
				default_method: 'paypal',
				method_additional_info: {
					bank: 'Bank Transfer ( Demo Bank - ****1234 )',
				},
				projected_amount: INACTIVE_HOLD,
			} ),
			'GET /dokan/v2/withdraw/settings': () => BANK_ONLY_PAGE,
		} );
		renderPanel();
		await findPanel();
		expect(
			await screen.findByText( /^Next payout on hold/ )
		).toBeVisible();
		expect( summary()?.textContent ).toBe( WITHOUT_METHOD );
	} );

	it( 'still set up, but the marketplace switched it off: the summary names neither its title nor its key', async () => {
		createFakeServer(
			vi.mocked( apiFetch ),
			disbursementWith( {
				default_method: 'paypal',
				active_methods: { bank: 'Bank Transfer' },
				method_additional_info: {
					bank: 'Bank Transfer ( Demo Bank - ****1234 )',
				},
				projected_amount: INACTIVE_HOLD,
			} )
		);
		renderPanel( {
			pageSettings: {
				...BANK_ONLY_PAGE,
				active_methods: {
					bank: WITHDRAW_SETTINGS_ANSWER.active_methods.bank,
				},
			},
		} );
		await findPanel();
		expect( summary()?.textContent ).toBe( WITHOUT_METHOD );
		expect( summary()?.textContent ).not.toMatch( /paypal/i );
	} );

	it( 'while the page still loads its methods, the server’s list of the vendor’s methods decides', async () => {
		createFakeServer(
			vi.mocked( apiFetch ),
			disbursementWith( {
				default_method: 'paypal',
				method_additional_info: {},
				projected_amount: NO_METHOD_HOLD,
			} )
		);
		renderPanel( { pageSettings: null, isPageSettingsLoading: true } );
		await findPanel();
		expect( summary()?.textContent ).toBe( WITHOUT_METHOD );
	} );

	it( 'a method the vendor has is still named, from the server’s list while the page loads', async () => {
		createFakeServer( vi.mocked( apiFetch ) );
		renderPanel( { pageSettings: null, isPageSettingsLoading: true } );
		await findPanel();
		expect( summary()?.textContent ).toBe(
			'Weekly, next on November 23, 2026 to PayPal ( vendor@example.com ). Only when the balance is $50.00 or more.'
		);
	} );
} );
