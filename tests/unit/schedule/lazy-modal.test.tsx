import '../ui/support/css-transitions';

/**
 * The modal's code arrives apart from the panel's: fetched on intent (pointer over or focus on
 * "Edit schedule") or when the browser is idle, and a click before it arrived still opens the
 * modal. A download that fails is logged and tried again on the next click.
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
	dialog,
	editButton,
	findPanel,
	renderPanel,
	setUpPanelEnvironment,
} from './render-panel';

vi.mock( '@wordpress/api-fetch', () => ( { default: vi.fn() } ) );

/** Whether the next import of the modal's module fails, as a download cut short does. */
const download = vi.hoisted( () => ( { failNext: false } ) );
vi.mock(
	'../../../src/schedule/edit-schedule-modal',
	async ( importOriginal ) => {
		if ( download.failNext ) {
			download.failNext = false;
			throw new Error( 'Loading chunk edit-schedule-modal failed.' );
		}
		return importOriginal();
	}
);

setUpPanelEnvironment();

describe( 'The modal loaded apart from the panel', () => {
	it( 'a failed download is logged, leaves the modal closed, and the next click opens it', async () => {
		download.failNext = true;
		const logged = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		// A busy browser: no idle time, so only the click asks for the modal.
		vi.stubGlobal( 'requestIdleCallback', () => 0 );
		vi.stubGlobal( 'cancelIdleCallback', () => {} );
		createFakeServer( vi.mocked( apiFetch ) );
		const { user } = renderPanel( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );
		await findPanel();

		await user.click( editButton() );
		await waitFor( () =>
			expect( logged ).toHaveBeenCalledWith(
				'[vendor-payout-schedule] Request failed:',
				expect.any( Error )
			)
		);
		expect( dialog() ).not.toBeInTheDocument();

		await user.click( editButton() );
		expect(
			await screen.findByRole( 'dialog', {
				name: 'Edit Withdraw Schedule',
			} )
		).toBeInTheDocument();
	} );
} );
