import '../ui/support/css-transitions';

/**
 * Clause "Page settings": the payment methods come from the page's settings data (the Fill's
 * `settings.data` on the React page; GET /dokan/v2/withdraw/settings on the legacy page), never from
 * the disbursement call; option label = label plus the active method's info; a malformed entry
 * becomes 'Unknown method'.
 */

/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { WITHDRAW_SETTINGS_ANSWER } from '../api/fixtures';
import { createFakeServer } from './fake-server';
import {
	findPanel,
	methodSelect,
	openModal,
	renderPanel,
	summary,
	setUpPanelEnvironment,
} from './render-panel';

vi.mock( '@wordpress/api-fetch', () => ( { default: vi.fn() } ) );

setUpPanelEnvironment();

async function optionsOfMethodSelect(
	user: Parameters< typeof openModal >[ 0 ]
) {
	await openModal( user );
	await waitFor( () =>
		expect( methodSelect() ).not.toHaveAttribute( 'aria-busy', 'true' )
	);
	await user.click( methodSelect() );
	return screen
		.queryAllByRole( 'option' )
		.map( ( option ) => option.textContent );
}

describe( 'Page settings', () => {
	it( 'on the legacy page, loads the methods from GET /dokan/v2/withdraw/settings', async () => {
		const server = createFakeServer( vi.mocked( apiFetch ) );
		const { user } = renderPanel();
		await findPanel();
		expect( await optionsOfMethodSelect( user ) ).toEqual( [
			'PayPal ( vendor@example.com )',
			'Bank Transfer ( Demo Bank - ****1234 )',
		] );
		expect( server.count( 'GET /dokan/v2/withdraw/settings' ) ).toBe( 1 );
	} );

	it( "on the React page, uses the Fill's settings.data and loads no settings itself", async () => {
		const server = createFakeServer( vi.mocked( apiFetch ) );
		const { user } = renderPanel( {
			pageSettings: {
				...WITHDRAW_SETTINGS_ANSWER,
				payment_methods: [ { label: 'Skrill', value: 'skrill' } ],
				active_methods: {
					skrill: {
						...WITHDRAW_SETTINGS_ANSWER.active_methods.paypal,
						info: '( s@example.com )',
					},
				},
			},
		} );
		await findPanel();
		expect( await optionsOfMethodSelect( user ) ).toEqual( [
			'Skrill ( s@example.com )',
		] );
		expect( server.count( 'GET /dokan/v2/withdraw/settings' ) ).toBe( 0 );
	} );

	it( 'never takes the methods from the disbursement call', async () => {
		createFakeServer( vi.mocked( apiFetch ) );
		const { user } = renderPanel( {
			pageSettings: {
				...WITHDRAW_SETTINGS_ANSWER,
				payment_methods: [],
				active_methods: {},
			},
		} );
		await findPanel();
		// The disbursement answer names PayPal and Bank Transfer; the page has none.
		expect( await optionsOfMethodSelect( user ) ).toEqual( [] );
		expect( screen.getByText( 'No options' ) ).toBeInTheDocument();
	} );

	it( "shows a malformed method entry as 'Unknown method'", async () => {
		createFakeServer( vi.mocked( apiFetch ), {
			'GET /dokan/v2/withdraw/settings': () => ( {
				...WITHDRAW_SETTINGS_ANSWER,
				payment_methods: [
					{ label: 'PayPal', value: 'paypal' },
					{ value: 42 },
				],
			} ),
		} );
		const { user } = renderPanel();
		await findPanel();
		expect( await optionsOfMethodSelect( user ) ).toEqual( [
			'PayPal ( vendor@example.com )',
			'Unknown method',
		] );
	} );

	it( 'shows the loading state of the method select while the page is still loading its settings', async () => {
		createFakeServer( vi.mocked( apiFetch ) );
		const { user } = renderPanel( {
			pageSettings: null,
			isPageSettingsLoading: true,
		} );
		await findPanel();
		await openModal( user );
		await user.click( methodSelect() );
		expect( screen.getByText( 'Loading...' ) ).toBeInTheDocument();
		expect(
			screen.queryByText( 'No payment methods found.' )
		).not.toBeInTheDocument();
	} );

	it( "names the default method in the summary with the page's label and info", async () => {
		createFakeServer( vi.mocked( apiFetch ) );
		renderPanel( {
			pageSettings: {
				...WITHDRAW_SETTINGS_ANSWER,
				active_methods: {
					...WITHDRAW_SETTINGS_ANSWER.active_methods,
					paypal: {
						...WITHDRAW_SETTINGS_ANSWER.active_methods.paypal,
						info: '( new@example.com )',
					},
				},
			},
		} );
		await findPanel();
		expect( summary() ).toHaveTextContent(
			'to PayPal ( new@example.com ).'
		);
	} );
} );
