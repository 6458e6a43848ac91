import '../ui/support/css-transitions';

/**
 * Clause: double-clicking Change Schedule or the switch sends one request; a response arriving after
 * the panel unmounted changes nothing.
 */

/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { WITHDRAW_SETTINGS_ANSWER } from '../api/fixtures';
import { createFakeServer, deferred } from './fake-server';
import {
	changeButton,
	findPanel,
	renderPanel,
	renderPanelWithModalOpen,
	scheduleSwitch,
	toasts,
	setUpPanelEnvironment,
} from './render-panel';

vi.mock( '@wordpress/api-fetch', () => ( { default: vi.fn() } ) );

setUpPanelEnvironment();

describe( 'Double clicks', () => {
	it( 'double-clicking Change Schedule sends one request', async () => {
		const answer = deferred();
		const server = createFakeServer( vi.mocked( apiFetch ), {
			'POST /dokan/v2/withdraw/disbursement': () => answer.promise,
		} );
		const { user } = await renderPanelWithModalOpen( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );
		await user.dblClick( changeButton() );
		await act( async () => answer.resolve( { success: true } ) );
		await screen.findByText( 'Withdraw schedule updated successfully' );
		expect( server.count( 'POST /dokan/v2/withdraw/disbursement' ) ).toBe(
			1
		);
	} );

	it( 'double-clicking the switch sends one request and leaves it off', async () => {
		const answer = deferred();
		const server = createFakeServer( vi.mocked( apiFetch ), {
			'POST /dokan/v2/withdraw/disbursement/disable': () =>
				answer.promise,
		} );
		const { user } = renderPanel( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );
		await findPanel();
		await user.dblClick( scheduleSwitch() );
		await act( async () => answer.resolve( { success: true } ) );
		await screen.findByText( 'Withdraw schedule disabled successfully' );
		expect(
			server.count( 'POST /dokan/v2/withdraw/disbursement/disable' )
		).toBe( 1 );
		expect( scheduleSwitch() ).not.toBeChecked();
	} );
} );

describe( 'Unmount', () => {
	let logged: ReturnType< typeof vi.spyOn >;
	beforeEach( () => {
		logged = vi.spyOn( console, 'error' ).mockImplementation( () => {} );
	} );

	it( 'a load answer arriving after the panel unmounted changes nothing', async () => {
		const answer = deferred();
		createFakeServer( vi.mocked( apiFetch ), {
			'GET /dokan/v2/withdraw/disbursement': () => answer.promise,
		} );
		const { unmount } = renderPanel( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );
		unmount();
		await act( async () =>
			answer.reject(
				new DOMException( 'The operation was aborted.', 'AbortError' )
			)
		);
		expect( logged ).not.toHaveBeenCalled();
	} );

	it( 'a save answer arriving after the panel unmounted changes nothing: no toast, no error', async () => {
		const answer = deferred();
		createFakeServer( vi.mocked( apiFetch ), {
			'POST /dokan/v2/withdraw/disbursement': () => answer.promise,
		} );
		const { user, unmount } = await renderPanelWithModalOpen( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );
		await user.click( changeButton() );
		unmount();
		await act( async () => answer.resolve( { success: true } ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect(
			screen.queryByText( 'Withdraw schedule updated successfully' )
		).not.toBeInTheDocument();
		expect( logged ).not.toHaveBeenCalled();
	} );

	it( 'a disable answer arriving after the panel unmounted changes nothing: no toast, no error', async () => {
		const answer = deferred();
		createFakeServer( vi.mocked( apiFetch ), {
			'POST /dokan/v2/withdraw/disbursement/disable': () =>
				answer.promise,
		} );
		const { user, unmount } = renderPanel( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );
		await findPanel();
		await user.click( scheduleSwitch() );
		unmount();
		await act( async () =>
			answer.reject( { code: 'fetch_error', message: 'x' } )
		);
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( toasts() ).toEqual( [] );
		expect( logged ).not.toHaveBeenCalled();
	} );
} );
