import '../ui/support/css-transitions';

/**
 * One read of the schedule per view of the withdraw page: Dokan's card may mount the panel twice
 * while it loads (one view, one GET); a vendor who leaves Withdraw in Dokan's dashboard and comes
 * back starts a new view, which asks again and shows what the server holds now.
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
import { DISBURSEMENT_ANSWER } from '../api/fixtures';
import { createFakeServer, deferred } from './fake-server';
import type { FakeServer } from './fake-server';
import {
	findPanel,
	renderPanel,
	setUpPanelEnvironment,
	summary,
} from './render-panel';

vi.mock( '@wordpress/api-fetch', () => ( { default: vi.fn() } ) );

setUpPanelEnvironment();

const GET = 'GET /dokan/v2/withdraw/disbursement' as const;

/**
 * The server holds the monthly schedule from now on.
 *
 * @param server The fake server.
 */
function nowMonthly( server: FakeServer ) {
	server.answer( GET, () => ( {
		...DISBURSEMENT_ANSWER,
		selected_schedule: 'monthly',
	} ) );
}

/** What Dokan's withdraw page hands over as `settings.refresh`: a new function per visit. */
const visit = () => () => undefined;

describe( 'Views of the withdraw page', () => {
	it( 'the panel mounted again in the same view shows the answer it has, with no second GET', async () => {
		const server = createFakeServer( vi.mocked( apiFetch ) );
		const view = visit();
		const first = renderPanel( { view } );
		await findPanel();
		first.unmount();

		renderPanel( { view } );
		await findPanel();

		expect( server.count( GET ) ).toBe( 1 );
	} );

	it( 'a new view asks again and shows the schedule the server holds now', async () => {
		const server = createFakeServer( vi.mocked( apiFetch ) );
		const first = renderPanel( { view: visit() } );
		await findPanel();
		expect( summary() ).toHaveTextContent( /^Weekly, next on / );
		first.unmount();

		// Meanwhile the vendor changed the schedule elsewhere.
		nowMonthly( server );
		renderPanel( { view: visit() } );
		await findPanel();

		await waitFor( () =>
			expect( summary() ).toHaveTextContent( /^Monthly, next on / )
		);
		expect( server.count( GET ) ).toBe( 2 );
	} );

	it( 'an answer for a view the vendor has left does not stand for the new one', async () => {
		const server = createFakeServer( vi.mocked( apiFetch ) );
		const late = deferred();
		server.answer( GET, () => late.promise );
		const first = renderPanel( { view: visit() } );
		first.unmount();

		nowMonthly( server );
		renderPanel( { view: visit() } );
		await findPanel();
		late.resolve( DISBURSEMENT_ANSWER );

		await waitFor( () =>
			expect( summary() ).toHaveTextContent( /^Monthly, next on / )
		);
		expect( server.count( GET ) ).toBe( 2 );
	} );
} );
