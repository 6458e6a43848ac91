import '../ui/support/css-transitions';

/**
 * Clause "Transitions" (docs/SPEC.md §4): switching off calls disable — success marks not selected and
 * toasts, failure marks selected again; switching on changes only the local switch; saving —
 * success closes the modal, clears saving, marks selected and toasts, failure marks not selected;
 * toasts bottom-right for 2 s; no toast on failures.
 */

/**
 * External dependencies
 */
import { act, screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { WITHDRAW_SETTINGS_ANSWER } from '../api/fixtures';
import { startFakeClock } from '../ui/support/fake-clock';
import {
	NO_SCHEDULE_SELECTED,
	createFakeServer,
	deferred,
	serverError,
} from './fake-server';
import {
	changeButton,
	choose,
	dialog,
	editButton,
	findPanel,
	methodSelect,
	monthlyRadio,
	openModal,
	renderPanel,
	renderPanelWithModalOpen,
	scheduleSwitch,
	scheduleSwitchBehindModal,
	summary,
	toasts,
	setUpPanelEnvironment,
} from './render-panel';

vi.mock( '@wordpress/api-fetch', () => ( { default: vi.fn() } ) );

setUpPanelEnvironment();

const DISABLED = 'Withdraw schedule disabled successfully';
const UPDATED = 'Withdraw schedule updated successfully';

beforeEach( () => {
	// Failed calls are logged; the console stays quiet in the test output.
	vi.spyOn( console, 'error' ).mockImplementation( () => {} );
} );

describe( 'Transitions', () => {
	describe( 'switching off', () => {
		it( 'on success marks the schedule not selected and toasts', async () => {
			const answer = deferred();
			createFakeServer( vi.mocked( apiFetch ), {
				'POST /dokan/v2/withdraw/disbursement/disable': () =>
					answer.promise,
			} );
			const { user } = renderPanel( {
				pageSettings: WITHDRAW_SETTINGS_ANSWER,
			} );
			await findPanel();
			await user.click( scheduleSwitch() );
			expect( scheduleSwitch() ).not.toBeChecked();
			await act( async () => answer.resolve( { success: true } ) );
			expect( await screen.findByText( DISABLED ) ).toBeInTheDocument();
			expect( scheduleSwitch() ).not.toBeChecked();
			expect( editButton() ).toBeDisabled();
			expect( summary() ).toHaveTextContent(
				'Please update your withdraw schedule selection to get payment automatically.'
			);
		} );

		it( 'on failure marks the schedule selected again, without a toast', async () => {
			createFakeServer( vi.mocked( apiFetch ), {
				'POST /dokan/v2/withdraw/disbursement/disable': () =>
					Promise.reject(
						serverError(
							'Could not disable.',
							'vendor_payout_schedule_rest_choice_busy',
							500
						)
					),
			} );
			const { user } = renderPanel( {
				pageSettings: WITHDRAW_SETTINGS_ANSWER,
			} );
			await findPanel();
			await user.click( scheduleSwitch() );
			await waitFor( () => expect( scheduleSwitch() ).toBeChecked() );
			expect( editButton() ).toBeEnabled();
			expect( toasts() ).toEqual( [] );
			expect(
				screen.queryByText( 'Could not disable.' )
			).not.toBeInTheDocument();
		} );
	} );

	it( 'switching on changes only the local switch: no request, no toast', async () => {
		const server = createFakeServer(
			vi.mocked( apiFetch ),
			NO_SCHEDULE_SELECTED
		);
		const { user } = renderPanel( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );
		await findPanel();
		await user.click( scheduleSwitch() );
		expect( scheduleSwitch() ).toBeChecked();
		expect( editButton() ).toBeEnabled();
		expect( server.requests.map( ( request ) => request.route ) ).toEqual( [
			'GET /dokan/v2/withdraw/disbursement',
		] );
		expect( toasts() ).toEqual( [] );
	} );

	describe( 'saving', () => {
		it( 'on success closes the modal, clears saving, marks selected and toasts', async () => {
			createFakeServer( vi.mocked( apiFetch ), NO_SCHEDULE_SELECTED );
			const { user } = renderPanel( {
				pageSettings: WITHDRAW_SETTINGS_ANSWER,
			} );
			await findPanel();
			await user.click( scheduleSwitch() );
			await openModal( user );
			await choose(
				user,
				methodSelect(),
				'Bank Transfer ( Demo Bank - ****1234 )'
			);
			await user.click( monthlyRadio() );
			await user.click( changeButton() );

			await waitFor( () => expect( dialog() ).not.toBeInTheDocument() );
			expect( await screen.findByText( UPDATED ) ).toBeInTheDocument();
			expect( scheduleSwitch() ).toBeChecked();
			// The summary tells what was saved.
			expect( summary() ).toHaveTextContent(
				'Monthly, next on December 7, 2026 to Bank Transfer ( Demo Bank - ****1234 ).'
			);
			// Saving is cleared: the next opening starts idle.
			await openModal( user );
			expect( changeButton() ).toBeEnabled();
			expect( changeButton() ).not.toHaveAttribute( 'aria-busy' );
		} );

		it( 'on failure keeps what the server holds (the schedule stays selected), without a toast', async () => {
			createFakeServer( vi.mocked( apiFetch ), {
				'POST /dokan/v2/withdraw/disbursement': () =>
					Promise.reject(
						serverError( 'Please check minimum withdraw balance.' )
					),
			} );
			const { user } = await renderPanelWithModalOpen( {
				pageSettings: WITHDRAW_SETTINGS_ANSWER,
			} );
			await user.click( changeButton() );
			await screen.findByText( 'Please check minimum withdraw balance.' );
			expect( scheduleSwitchBehindModal() ).toBeChecked();
			expect( dialog() ).toBeInTheDocument();
			expect( toasts() ).toEqual( [] );
			expect( screen.queryByText( UPDATED ) ).not.toBeInTheDocument();
		} );

		it( 'on failure with no schedule on the server, the switch goes back off', async () => {
			createFakeServer( vi.mocked( apiFetch ), {
				...NO_SCHEDULE_SELECTED,
				'POST /dokan/v2/withdraw/disbursement': () =>
					Promise.reject( serverError( 'Not stored.' ) ),
			} );
			const { user } = renderPanel( {
				pageSettings: WITHDRAW_SETTINGS_ANSWER,
			} );
			await findPanel();
			await user.click( scheduleSwitch() );
			await openModal( user );
			await user.click( changeButton() );
			await screen.findByText( 'Not stored.' );
			expect( scheduleSwitchBehindModal() ).not.toBeChecked();
		} );
	} );

	it( 'toasts at the bottom right for 2 seconds', async () => {
		const user = startFakeClock();
		createFakeServer( vi.mocked( apiFetch ) );
		renderPanel( { pageSettings: WITHDRAW_SETTINGS_ANSWER }, user );
		await act( () => vi.advanceTimersByTimeAsync( 10 ) );
		await user.click( scheduleSwitch() );
		await act( () => vi.advanceTimersByTimeAsync( 10 ) );

		const toast = screen.getByText( DISABLED );
		const wrapper = toast.closest(
			'[data-rht-toaster] > div'
		) as HTMLElement;
		expect( wrapper.style.bottom ).toBe( '0px' );
		expect( wrapper.style.justifyContent ).toBe( 'flex-end' );

		// The library keeps a dismissed toast 1 s longer for its exit animation.
		const advance = async ( ms: number ) => {
			for ( let elapsed = 0; elapsed < ms; elapsed += 10 ) {
				await act( () => vi.advanceTimersByTimeAsync( 10 ) );
			}
		};
		await advance( 2950 );
		expect( screen.getByText( DISABLED ) ).toBeInTheDocument();
		await advance( 100 );
		expect( screen.queryByText( DISABLED ) ).not.toBeInTheDocument();
	} );
} );
