/**
 * The client is the only code that knows paths and wire names; these tests pin what goes over the
 * wire, because the wire format is the contract with the server.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	disableDisbursement,
	fetchDisbursement,
	fetchWithdrawSettings,
	saveDisbursement,
} from '../../../src/api';
import { DISBURSEMENT_ANSWER, WITHDRAW_SETTINGS_ANSWER } from './fixtures';

vi.mock( '@wordpress/api-fetch', () => ( { default: vi.fn() } ) );
const mockedApiFetch = vi.mocked( apiFetch );

beforeEach( () => {
	mockedApiFetch.mockReset();
} );

it( 'reads the disbursement settings from GET /dokan/v2/withdraw/disbursement', async () => {
	mockedApiFetch.mockResolvedValue( DISBURSEMENT_ANSWER );
	const settings = await fetchDisbursement();
	expect( mockedApiFetch ).toHaveBeenCalledWith(
		expect.objectContaining( {
			path: '/dokan/v2/withdraw/disbursement',
			method: 'GET',
		} )
	);
	expect( settings.selectedSchedule ).toBe( 'weekly' );
} );

it( 'saves with a POST of schedule, minimum, reserve and method, amounts exactly as picked', async () => {
	mockedApiFetch.mockResolvedValue( { success: true } );
	await saveDisbursement( {
		schedule: 'monthly',
		minimum: 1234.5,
		reserve: 5,
		method: 'bank',
	} );
	expect( mockedApiFetch ).toHaveBeenCalledWith(
		expect.objectContaining( {
			path: '/dokan/v2/withdraw/disbursement',
			method: 'POST',
			data: {
				schedule: 'monthly',
				minimum: 1234.5,
				reserve: 5,
				method: 'bank',
			},
		} )
	);
} );

it( 'disables with a POST to …/disable and no payload', async () => {
	mockedApiFetch.mockResolvedValue( { success: true } );
	await disableDisbursement();
	const [ options ] = mockedApiFetch.mock.calls[ 0 ] ?? [];
	expect( options ).toMatchObject( {
		path: '/dokan/v2/withdraw/disbursement/disable',
		method: 'POST',
	} );
	expect( options ).not.toHaveProperty( 'data', expect.anything() );
	expect( options?.body ).toBeUndefined();
} );

it( 'reads the page settings from GET /dokan/v2/withdraw/settings', async () => {
	mockedApiFetch.mockResolvedValue( WITHDRAW_SETTINGS_ANSWER );
	const settings = await fetchWithdrawSettings();
	expect( mockedApiFetch ).toHaveBeenCalledWith(
		expect.objectContaining( {
			path: '/dokan/v2/withdraw/settings',
			method: 'GET',
		} )
	);
	expect( settings.methodOptions ).toHaveLength( 2 );
} );

it( 'lets a failed call reject with what api-fetch rejected with', async () => {
	const failure = {
		code: 'rest_forbidden',
		message: 'Sorry, you are not allowed to do that.',
	};
	mockedApiFetch.mockRejectedValue( failure );
	await expect(
		saveDisbursement( {
			schedule: 'weekly',
			minimum: 0,
			reserve: 0,
			method: 'paypal',
		} )
	).rejects.toBe( failure );
} );
