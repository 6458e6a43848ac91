import '../ui/support/css-transitions';

/**
 * Clause "One API module": GET once on mount; POST { schedule, minimum, reserve, method } from the
 * selected values; POST …/disable with no payload; all through @wordpress/api-fetch.
 */

/**
 * External dependencies
 */
import { waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { SchedulePanel } from '../../../src/schedule';
import { WITHDRAW_SETTINGS_ANSWER } from '../api/fixtures';
import { createFakeServer, disbursementWith } from './fake-server';
import type { FakeServer } from './fake-server';
import {
	changeButton,
	choose,
	findPanel,
	methodSelect,
	minimumSelect,
	monthlyRadio,
	openModal,
	renderPanel,
	renderPanelWithModalOpen,
	reserveSelect,
	scheduleSwitch,
	setUpPanelEnvironment,
	summary,
} from './render-panel';

vi.mock( '@wordpress/api-fetch', () => ( { default: vi.fn() } ) );

setUpPanelEnvironment();

/**
 * Clicks Change Schedule, waits for the one save request, and answers what it carried.
 *
 * @param user   The test's user-event instance.
 * @param server The fake server the panel talks to.
 */
async function sentOnSave(
	user: Parameters< typeof openModal >[ 0 ],
	server: FakeServer
) {
	await user.click( changeButton() );
	await waitFor( () =>
		expect( server.count( 'POST /dokan/v2/withdraw/disbursement' ) ).toBe(
			1
		)
	);
	return server.requests.at( -1 )?.data;
}

describe( 'One API module', () => {
	it( 'reads the settings with one GET /dokan/v2/withdraw/disbursement when the panel mounts', async () => {
		const server = createFakeServer( vi.mocked( apiFetch ) );
		const { rerender } = renderPanel( {
			pageSettings: null,
			isPageSettingsLoading: true,
		} );
		await findPanel();
		// Dokan's page renders its Fill again when its own settings arrive.
		rerender( <SchedulePanel pageSettings={ WITHDRAW_SETTINGS_ANSWER } /> );
		rerender(
			<SchedulePanel pageSettings={ { ...WITHDRAW_SETTINGS_ANSWER } } />
		);
		expect( server.count( 'GET /dokan/v2/withdraw/disbursement' ) ).toBe(
			1
		);
	} );

	it( 'sends no request when the modal opens', async () => {
		const server = createFakeServer( vi.mocked( apiFetch ) );
		const { user } = renderPanel();
		await findPanel();
		await waitFor( () => expect( server.requests ).toHaveLength( 2 ) );
		await openModal( user );
		expect( server.requests.map( ( request ) => request.route ) ).toEqual( [
			'GET /dokan/v2/withdraw/disbursement',
			'GET /dokan/v2/withdraw/settings',
		] );
	} );

	it( 'saves with POST /dokan/v2/withdraw/disbursement of the selected schedule, minimum amount, reserve balance and method', async () => {
		const server = createFakeServer( vi.mocked( apiFetch ) );
		const { user } = await renderPanelWithModalOpen();
		await waitFor( () => expect( methodSelect() ).toBeEnabled() );

		await choose(
			user,
			methodSelect(),
			'Bank Transfer ( Demo Bank - ****1234 )'
		);
		await user.click( monthlyRadio() );
		await choose( user, minimumSelect(), '$100.00 or more' );
		await choose( user, reserveSelect(), '$50.00' );

		expect( await sentOnSave( user, server ) ).toEqual( {
			schedule: 'monthly',
			minimum: 100,
			reserve: 50,
			method: 'bank',
		} );
	} );

	it( 'saves the saved choices unchanged when the vendor changes nothing', async () => {
		const server = createFakeServer( vi.mocked( apiFetch ) );
		const { user } = await renderPanelWithModalOpen();
		await waitFor( () => expect( changeButton() ).toBeEnabled() );
		expect( await sentOnSave( user, server ) ).toEqual( {
			schedule: 'weekly',
			minimum: 50,
			reserve: 10,
			method: 'paypal',
		} );
	} );

	it( 'saves an amount with cents exactly as the server offered it, and shows what was saved', async () => {
		const server = createFakeServer(
			vi.mocked( apiFetch ),
			disbursementWith( {
				minimum_amount_list: [ 50, 1234.5, 2000 ],
				reserve_balance_list: [ 0, 10, 12.75 ],
			} )
		);
		const { user } = await renderPanelWithModalOpen();
		await waitFor( () => expect( changeButton() ).toBeEnabled() );

		await choose( user, minimumSelect(), '$1,234.50 or more' );
		await choose( user, reserveSelect(), '$12.75' );

		expect( await sentOnSave( user, server ) ).toEqual( {
			schedule: 'weekly',
			minimum: 1234.5,
			reserve: 12.75,
			method: 'paypal',
		} );
		await waitFor( () =>
			expect( summary() ).toHaveTextContent(
				'Only when the balance is $1,234.50 or more.'
			)
		);
	} );

	it( 'switching off sends POST /dokan/v2/withdraw/disbursement/disable with no payload', async () => {
		const server = createFakeServer( vi.mocked( apiFetch ) );
		const { user } = renderPanel( { pageSettings: null } );
		await findPanel();
		await user.click( scheduleSwitch() );
		await waitFor( () =>
			expect(
				server.count( 'POST /dokan/v2/withdraw/disbursement/disable' )
			).toBe( 1 )
		);
		expect( server.requests.at( -1 )?.data ).toBeUndefined();
	} );
} );
