import '../ui/support/css-transitions';

/**
 * Clause "Switch and summary": the switch starts at `is_schedule_selected`; the summary line with
 * and without a schedule; prices in the shop's format, HTML-encoded symbols decoded and never
 * injected as HTML.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	NO_SCHEDULE_SELECTED,
	createFakeServer,
	disbursementWith,
} from './fake-server';
import {
	EUR,
	USD,
	findPanel,
	page,
	renderPanel,
	scheduleSwitch,
	summary,
	setUpPanelEnvironment,
} from './render-panel';

vi.mock( '@wordpress/api-fetch', () => ( { default: vi.fn() } ) );

setUpPanelEnvironment();

const NO_SCHEDULE =
	'Please update your withdraw schedule selection to get payment automatically.';

describe( 'Switch and summary', () => {
	it( 'starts the switch on when the server says is_schedule_selected', async () => {
		createFakeServer( vi.mocked( apiFetch ) );
		renderPanel();
		await findPanel();
		expect( scheduleSwitch() ).toBeChecked();
	} );

	it( 'starts the switch off when the server says no schedule is selected', async () => {
		createFakeServer( vi.mocked( apiFetch ), NO_SCHEDULE_SELECTED );
		renderPanel();
		await findPanel();
		expect( scheduleSwitch() ).not.toBeChecked();
	} );

	it( 'asks for a selection when no schedule is selected', async () => {
		createFakeServer( vi.mocked( apiFetch ), NO_SCHEDULE_SELECTED );
		renderPanel();
		await findPanel();
		expect( summary() ).toHaveTextContent( NO_SCHEDULE, {
			normalizeWhitespace: false,
		} );
		expect( summary()?.textContent ).toBe( NO_SCHEDULE );
	} );

	it( 'with a schedule: title, next on the date, to the method and its info, only when the balance is the minimum or more', async () => {
		createFakeServer( vi.mocked( apiFetch ) );
		renderPanel();
		await findPanel();
		expect( summary()?.textContent ).toBe(
			'Weekly, next on November 23, 2026 to PayPal ( vendor@example.com ). Only when the balance is $50.00 or more.'
		);
	} );

	it( "states the vendor's own minimum balance, not the shop's withdraw limit", async () => {
		createFakeServer(
			vi.mocked( apiFetch ),
			disbursementWith( {
				minimum_amount_selected: 100,
				minimum_amount_needed: 50,
			} )
		);
		renderPanel();
		await findPanel();
		expect( summary()?.textContent ).toContain(
			'Only when the balance is $100.00 or more.'
		);
	} );

	it( "formats prices with the page's window.dokanFrontend.currency", async () => {
		page.dokanFrontend = { currency: EUR };
		createFakeServer(
			vi.mocked( apiFetch ),
			disbursementWith( {
				minimum_amount_selected: 1500,
			} )
		);
		renderPanel();
		await findPanel();
		expect( summary() ).toHaveTextContent(
			'Only when the balance is 1.500,00 € or more.'
		);
	} );

	it( "falls back to the settings the plugin's PHP printed", async () => {
		delete page.dokanFrontend;
		page.vendorPayoutSchedule = {
			currency: {
				...USD,
				symbol: '&#x20B9;',
				format: '%s %v',
				precision: 0,
			},
		};
		createFakeServer( vi.mocked( apiFetch ) );
		renderPanel();
		await findPanel();
		expect( summary() ).toHaveTextContent(
			'Only when the balance is ₹ 50 or more.'
		);
	} );

	it( 'shows an HTML-encoded or markup symbol as text, never as HTML', async () => {
		page.dokanFrontend = {
			currency: { ...USD, symbol: '&lt;img src=x onerror=alert(1)&gt;' },
		};
		createFakeServer( vi.mocked( apiFetch ) );
		renderPanel();
		await findPanel();
		expect( summary() ).toHaveTextContent(
			'Only when the balance is <img src=x onerror=alert(1)>50.00 or more.'
		);
		expect( summary()?.querySelector( 'img' ) ).toBeNull();
	} );

	it( 'shows server text as text, never as HTML', async () => {
		createFakeServer(
			vi.mocked( apiFetch ),
			disbursementWith( {
				schedules: {
					weekly: {
						title: '<b>Weekly</b>',
						description: '',
						next: '<i>soon</i>',
					},
				},
			} )
		);
		renderPanel();
		await findPanel();
		expect( summary() ).toHaveTextContent(
			'<b>Weekly</b>, next on <i>soon</i>'
		);
		expect( summary()?.querySelector( 'b, i' ) ).toBeNull();
	} );
} );
