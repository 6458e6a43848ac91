import '../ui/support/css-transitions';

/**
 * Clause "Visibility": hidden unless the server says `enabled`; a failed initial load uses the
 * defaults (so stays hidden) and is only logged.
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
import { DISBURSEMENT_ANSWER } from '../api/fixtures';
import { createFakeServer, disbursementWith, serverError } from './fake-server';
import {
	findPanel,
	renderPanel,
	toasts,
	setUpPanelEnvironment,
} from './render-panel';

vi.mock( '@wordpress/api-fetch', () => ( { default: vi.fn() } ) );

setUpPanelEnvironment();

/**
 * Lets every pending answer arrive, then says whether anything of the panel is on the page.
 *
 * @param server The fake server the panel talks to.
 */
async function panelShownAfterLoad(
	server: ReturnType< typeof createFakeServer >
) {
	await waitFor( () =>
		expect( server.count( 'GET /dokan/v2/withdraw/disbursement' ) ).toBe(
			1
		)
	);
	await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	return screen.queryByText( 'Schedule' ) !== null;
}

describe( 'Visibility', () => {
	it( 'shows the panel when the server says enabled', async () => {
		createFakeServer( vi.mocked( apiFetch ) );
		renderPanel( { pageSettings: null } );
		expect( await findPanel() ).toBeVisible();
	} );

	it( 'stays hidden when the server says the feature is not enabled', async () => {
		const server = createFakeServer(
			vi.mocked( apiFetch ),
			disbursementWith( {
				enabled: false,
			} )
		);
		const { container } = renderPanel( { pageSettings: null } );
		expect( await panelShownAfterLoad( server ) ).toBe( false );
		expect( container ).toBeEmptyDOMElement();
	} );

	it.each( [
		[
			'an error answer',
			() =>
				Promise.reject(
					serverError(
						'Scheduled disbursement is disabled.',
						'vendor_payout_schedule_rest_schedule_disabled',
						403
					)
				),
		],
		[
			'a network error',
			() =>
				Promise.reject( {
					code: 'fetch_error',
					message: 'Could not get a valid response from the server.',
				} ),
		],
		[
			'invalid JSON',
			() =>
				Promise.reject( {
					code: 'invalid_json',
					message: 'The response is not a valid JSON response.',
				} ),
		],
	] )(
		'stays hidden after a failed initial load (%s), which is only logged',
		async ( _name, answer ) => {
			const log = vi
				.spyOn( console, 'error' )
				.mockImplementation( () => {} );
			const server = createFakeServer( vi.mocked( apiFetch ), {
				'GET /dokan/v2/withdraw/disbursement': answer,
			} );
			const { container } = renderPanel( { pageSettings: null } );
			expect( await panelShownAfterLoad( server ) ).toBe( false );
			expect( container ).toBeEmptyDOMElement();
			expect( log ).toHaveBeenCalledTimes( 1 );
			// Not shown to the vendor: no toast.
			expect( toasts() ).toEqual( [] );
		}
	);

	it.each( [
		[ 'null', () => null ],
		[ 'a string', () => 'Fatal error' ],
		[
			'enabled as a string',
			() => ( { ...DISBURSEMENT_ANSWER, enabled: 'true' } ),
		],
	] )(
		'stays hidden after an unusable answer (%s): the defaults apply',
		async ( _name, answer ) => {
			const server = createFakeServer( vi.mocked( apiFetch ), {
				'GET /dokan/v2/withdraw/disbursement': answer,
			} );
			const { container } = renderPanel( { pageSettings: null } );
			expect( await panelShownAfterLoad( server ) ).toBe( false );
			expect( container ).toBeEmptyDOMElement();
		}
	);
} );
