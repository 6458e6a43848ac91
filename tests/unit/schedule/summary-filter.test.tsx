import '../ui/support/css-transitions';

/**
 * The summary's wording is open to a site owner through `vendorPayoutSchedule.summaryTemplate`.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { WITHDRAW_SETTINGS_ANSWER } from '../api/fixtures';
import {
	NO_SCHEDULE_SELECTED,
	createFakeServer,
	disbursementWith,
} from './fake-server';
import {
	findPanel,
	renderPanel,
	setUpPanelEnvironment,
	summary,
} from './render-panel';

vi.mock( '@wordpress/api-fetch', () => ( { default: vi.fn() } ) );

setUpPanelEnvironment();

afterEach( () => {
	for ( const namespace of [
		'test/short',
		'test/call',
		'test/broken',
		'test/method',
	] ) {
		removeFilter( 'vendorPayoutSchedule.summaryTemplate', namespace );
	}
} );

describe( 'The summary filter', () => {
	it( 'lets a site owner reword the line of a selected schedule, placeholders filled', async () => {
		addFilter(
			'vendorPayoutSchedule.summaryTemplate',
			'test/short',
			( template: string, context: { isScheduleSelected: boolean } ) =>
				context.isScheduleSelected
					? 'Paid %1$s to %3$s, next %2$s.'
					: template
		);
		createFakeServer( vi.mocked( apiFetch ) );
		renderPanel();
		await findPanel();
		expect( summary()?.textContent ).toBe(
			'Paid Weekly to PayPal ( vendor@example.com ), next November 23, 2026.'
		);
	} );

	it( 'lets a site owner reword the call to choose a schedule', async () => {
		addFilter(
			'vendorPayoutSchedule.summaryTemplate',
			'test/call',
			( template: string, context: { isScheduleSelected: boolean } ) =>
				context.isScheduleSelected
					? template
					: 'Choose when you get paid.'
		);
		createFakeServer( vi.mocked( apiFetch ), NO_SCHEDULE_SELECTED );
		renderPanel();
		await findPanel();
		expect( summary()?.textContent ).toBe( 'Choose when you get paid.' );
	} );

	it( 'keeps the plugin’s wording when a filter returns nothing usable', async () => {
		addFilter(
			'vendorPayoutSchedule.summaryTemplate',
			'test/broken',
			() => 42
		);
		createFakeServer( vi.mocked( apiFetch ) );
		renderPanel();
		await findPanel();
		expect( summary()?.textContent ).toBe(
			'Weekly, next on November 23, 2026 to PayPal ( vendor@example.com ). Only when the balance is $50.00 or more.'
		);
	} );

	it( 'tells a site owner when the vendor has no method the payout could go to', async () => {
		addFilter(
			'vendorPayoutSchedule.summaryTemplate',
			'test/method',
			( template: string, context: { hasMethod: boolean } ) =>
				context.hasMethod
					? 'Paid %1$s to %3$s.'
					: 'Paid %1$s once you have a payment method.'
		);
		createFakeServer(
			vi.mocked( apiFetch ),
			disbursementWith( { method_additional_info: {} } )
		);
		renderPanel( {
			pageSettings: {
				...WITHDRAW_SETTINGS_ANSWER,
				payment_methods: [],
			},
		} );
		await findPanel();
		expect( summary()?.textContent ).toBe(
			'Paid Weekly once you have a payment method.'
		);
	} );
} );
