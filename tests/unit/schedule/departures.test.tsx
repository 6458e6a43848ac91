import '../ui/support/css-transitions';

/**
 * Clause "Differences from the reference behaviour" (docs/panel.md): on a failed save the saving
 * state IS cleared so the vendor can retry, the modal says the change was not saved (with the
 * server's message when it sends one), and the panel keeps showing what the server still holds.
 * Still no toast on failures.
 */

/**
 * External dependencies
 */
import { waitFor, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { WITHDRAW_SETTINGS_ANSWER } from '../api/fixtures';
import { createFakeServer, serverError } from './fake-server';
import {
	changeButton,
	dialog,
	openModal,
	renderPanelWithModalOpen,
	scheduleSwitch,
	scheduleSwitchBehindModal,
	toasts,
	setUpPanelEnvironment,
} from './render-panel';

vi.mock( '@wordpress/api-fetch', () => ( { default: vi.fn() } ) );

setUpPanelEnvironment();

beforeEach( () => {
	vi.spyOn( console, 'error' ).mockImplementation( () => {} );
} );

async function failSave( answer: () => unknown ) {
	const server = createFakeServer( vi.mocked( apiFetch ), {
		'POST /dokan/v2/withdraw/disbursement': answer,
	} );
	const view = await renderPanelWithModalOpen( {
		pageSettings: WITHDRAW_SETTINGS_ANSWER,
	} );
	await view.user.click( changeButton() );
	await waitFor( () =>
		expect( server.count( 'POST /dokan/v2/withdraw/disbursement' ) ).toBe(
			1
		)
	);
	return { ...view, server };
}

describe( 'Differences from the reference behaviour', () => {
	it( 'a failed save clears the saving state, so the vendor can retry', async () => {
		const { user, server } = await failSave( () =>
			Promise.reject(
				serverError( 'Please check minimum withdraw balance.' )
			)
		);
		await waitFor( () => expect( changeButton() ).toBeEnabled() );
		expect( changeButton() ).not.toHaveAttribute( 'aria-busy' );

		server.answer( 'POST /dokan/v2/withdraw/disbursement', () => ( {
			success: true,
		} ) );
		await user.click( changeButton() );
		await waitFor( () => expect( dialog() ).not.toBeInTheDocument() );
		expect( server.count( 'POST /dokan/v2/withdraw/disbursement' ) ).toBe(
			2
		);
		expect( scheduleSwitch() ).toBeChecked();
	} );

	it( "a failed save shows the server's message in an error card in the modal", async () => {
		const { modal } = await failSave( () =>
			Promise.reject(
				serverError( 'Please check minimum withdraw balance.' )
			)
		);
		const message = await within( modal ).findByText(
			'Please check minimum withdraw balance.'
		);
		expect(
			within( modal ).getByText( 'Your change was not saved' )
		).toBeInTheDocument();
		expect(
			message.closest( '.vps-notification-card--error' )
		).not.toBeNull();
		// Still no toast.
		expect( toasts() ).toEqual( [] );
	} );

	it.each( [
		[ 'no message', { code: 'unknown' } ],
		[
			'a body that is not JSON',
			{
				code: 'invalid_json',
				message: 'The response is not a valid JSON response.',
			},
		],
		[
			'no answer',
			{ code: 'fetch_error', message: 'You are probably offline.' },
		],
	] )(
		'a failed save with %s from the server shows the promised text, not api-fetch’s',
		async ( _name, error ) => {
			const { modal } = await failSave( () => Promise.reject( error ) );
			expect(
				await within( modal ).findByText(
					'The withdraw schedule could not be saved.'
				)
			).toBeInTheDocument();
			expect( modal ).not.toHaveTextContent( /JSON|offline/ );
		}
	);

	it( 'a failed save keeps the panel on the schedule the server still holds', async () => {
		await failSave( () =>
			Promise.reject(
				serverError( 'Please check minimum withdraw balance.' )
			)
		);
		await within( dialog() as HTMLElement ).findByText(
			'Please check minimum withdraw balance.'
		);
		expect( scheduleSwitchBehindModal() ).toBeChecked();
	} );

	it( 'the error card goes when the modal is opened again', async () => {
		const { user, modal } = await failSave( () =>
			Promise.reject(
				serverError( 'Please check minimum withdraw balance.' )
			)
		);
		await within( modal ).findByText(
			'Please check minimum withdraw balance.'
		);
		await user.keyboard( '{Escape}' );
		await waitFor( () => expect( dialog() ).not.toBeInTheDocument() );
		// The server still holds the schedule: Edit schedule stays enabled.
		const reopened = await openModal( user );
		expect(
			within( reopened ).queryByText(
				'Please check minimum withdraw balance.'
			)
		).not.toBeInTheDocument();
	} );
} );
