import '../ui/support/css-transitions';

/**
 * The payout status line under the summary: the last scheduled payout (amount or why it was
 * skipped) and what the next run would request (amount or why not), only the parts the server
 * sent, nothing without a schedule, and nothing for a value it cannot read.
 */

/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SchedulePanelProps } from '../../../src/schedule';
import {
	LAST_PAYOUT_FILED,
	LAST_PAYOUT_SKIPPED,
	PROJECTED_AMOUNT,
	PROJECTED_SKIP,
	WITHDRAW_SETTINGS_ANSWER,
} from '../api/fixtures';
import { createFakeServer, disbursementWith } from './fake-server';
import {
	EUR,
	changeButton,
	dialog,
	findPanel,
	openModal,
	page,
	renderPanel,
	scheduleSwitch,
	setUpPanelEnvironment,
	summary,
	toasts,
} from './render-panel';

vi.mock( '@wordpress/api-fetch', () => ( { default: vi.fn() } ) );

setUpPanelEnvironment();

afterEach( () => resetLocaleData() );

/**
 * Shows the panel once the server answered the disbursement settings with the given payout status.
 *
 * @param status Fields to put into the disbursement answer.
 * @param props  The panel's props.
 */
async function showPanelWithStatus(
	status: Record< string, unknown >,
	props: SchedulePanelProps = {}
) {
	createFakeServer( vi.mocked( apiFetch ), disbursementWith( status ) );
	const view = renderPanel( props );
	await findPanel();
	return view;
}

const statusLine = () =>
	screen
		.getByRole( 'region', { name: 'Schedule' } )
		.querySelector( '.vps-payout-status' );

/** Nothing about payouts anywhere on the page. */
const expectNoStatus = () => {
	expect( statusLine() ).toBeNull();
	expect( screen.queryByText( /payout/i ) ).toBeNull();
};

describe( 'The payout status line', () => {
	it( 'tells the last payout and the next one as amounts, in the shop format, under the summary', async () => {
		await showPanelWithStatus( {
			last_payout: LAST_PAYOUT_FILED,
			projected_amount: PROJECTED_AMOUNT,
		} );
		expect( statusLine()?.textContent ).toBe(
			'Last payout: $1,250.50 requested on January 5, 2099, waiting for approval. Next payout: about $1,184.56.'
		);
		expect( summary()?.nextElementSibling ).toBe( statusLine() );
	} );

	it.each( [
		[
			'pending',
			'Last payout: $1,250.50 requested on January 5, 2099, waiting for approval.',
		],
		[
			'approved',
			'Last payout: $1,250.50, requested on January 5, 2099, has been paid.',
		],
		[
			'cancelled',
			'Last payout: the request for $1,250.50 on January 5, 2099 was cancelled.',
		],
		[ 'unknown', 'Last payout: $1,250.50 requested on January 5, 2099.' ],
		// A server that does not tell (older versions): no claim either way.
		[ undefined, 'Last payout: $1,250.50 requested on January 5, 2099.' ],
	] )(
		'says "paid" only when Dokan approved the request (Dokan says %s)',
		async ( requestStatus, text ) => {
			await showPanelWithStatus( {
				last_payout: {
					...LAST_PAYOUT_FILED,
					request_status: requestStatus,
				},
				projected_amount: null,
			} );
			expect( statusLine()?.textContent ).toBe( text );
		}
	);

	it.each( [
		[
			'sent',
			'pending',
			'Last payout: $1,250.50, requested on January 5, 2099, was sent through PayPal; PayPal has not paid it yet.',
		],
		[
			'unclaimed',
			'pending',
			'Last payout: $1,250.50, requested on January 5, 2099, is waiting for you to claim it in PayPal. Claim it within 30 days, or PayPal returns it.',
		],
		// PayPal paid it and Dokan's approval follows in a moment: paid is what PayPal said.
		[
			'paid',
			'pending',
			'Last payout: $1,250.50, requested on January 5, 2099, has been paid.',
		],
		// Dokan's word comes last: a request cancelled in Dokan is cancelled, whatever PayPal said.
		[
			'sent',
			'cancelled',
			'Last payout: the request for $1,250.50 on January 5, 2099 was cancelled.',
		],
	] )(
		'says where a request sent through PayPal stands (PayPal: %s, Dokan: %s)',
		async ( stage, requestStatus, text ) => {
			await showPanelWithStatus( {
				last_payout: {
					...LAST_PAYOUT_FILED,
					request_status: requestStatus,
					paypal: { stage, message: null },
				},
				projected_amount: null,
			} );
			expect( statusLine()?.textContent ).toBe( text );
		}
	);

	it( "tells why PayPal did not pay, in the vendor's words from the server, and never calls it paid", async () => {
		await showPanelWithStatus( {
			last_payout: {
				...LAST_PAYOUT_FILED,
				request_status: 'pending',
				paypal: {
					stage: 'failed',
					message:
						'Your PayPal account is locked or inactive. Your request stays open with the marketplace, which pays it another way or contacts you.',
				},
			},
			projected_amount: null,
		} );
		expect( statusLine()?.textContent ).toBe(
			'Last payout: PayPal did not pay $1,250.50, requested on January 5, 2099. Your PayPal account is locked or inactive. Your request stays open with the marketplace, which pays it another way or contacts you.'
		);
		expect( statusLine()?.textContent ).not.toMatch( /has been paid/ );
	} );

	it( "tells why the last payout was skipped and why the next one is on hold, in the server's words", async () => {
		await showPanelWithStatus( {
			last_payout: LAST_PAYOUT_SKIPPED,
			projected_amount: PROJECTED_SKIP,
		} );
		expect( statusLine()?.textContent ).toBe(
			'Last payout skipped on January 5, 2099: Your balance of $80.00 was below the minimum of $100.00. ' +
				'Next payout on hold: A withdraw request of yours is pending; no new one is filed until it is handled.'
		);
	} );

	it( 'shows only the last payout when nothing is projected', async () => {
		await showPanelWithStatus( {
			last_payout: LAST_PAYOUT_FILED,
			projected_amount: null,
		} );
		expect( statusLine()?.textContent ).toBe(
			'Last payout: $1,250.50 requested on January 5, 2099, waiting for approval.'
		);
	} );

	it( 'shows only the next payout before any run recorded one', async () => {
		await showPanelWithStatus( {
			last_payout: null,
			projected_amount: PROJECTED_SKIP,
		} );
		expect( statusLine()?.textContent ).toBe(
			'Next payout on hold: A withdraw request of yours is pending; no new one is filed until it is handled.'
		);
	} );

	it( 'shows nothing when both are null', async () => {
		await showPanelWithStatus( {
			last_payout: null,
			projected_amount: null,
		} );
		expectNoStatus();
	} );

	it( 'shows nothing when the answer has neither field (another plugin answers the route)', async () => {
		createFakeServer( vi.mocked( apiFetch ) );
		renderPanel();
		await findPanel();
		expectNoStatus();
	} );

	it( 'shows nothing when no schedule is selected, even after a past payout', async () => {
		await showPanelWithStatus( {
			is_schedule_selected: false,
			last_payout: LAST_PAYOUT_FILED,
			projected_amount: null,
		} );
		expectNoStatus();
	} );

	it.each( [
		[ 'text instead of objects', 'January 5, 2099', '$1,184.56' ],
		[
			'amounts as text',
			{ ...LAST_PAYOUT_FILED, amount: '1250.50' },
			{ amount: '1184.56' },
		],
		[
			'skips without messages',
			{ date: 'January 5, 2099', skipped: 'no_method' },
			{ skipped: 'no_method' },
		],
		[ 'a payout without its date', { amount: 1250.5 }, [] ],
	] )(
		'shows nothing for %s',
		async ( _name, lastPayout, projectedAmount ) => {
			await showPanelWithStatus( {
				last_payout: lastPayout,
				projected_amount: projectedAmount,
			} );
			expectNoStatus();
		}
	);

	it( 'formats amounts with the shop currency of the page', async () => {
		page.dokanFrontend = { currency: EUR };
		await showPanelWithStatus( {
			last_payout: LAST_PAYOUT_FILED,
			projected_amount: PROJECTED_AMOUNT,
		} );
		expect( statusLine()?.textContent ).toBe(
			'Last payout: 1.250,50 € requested on January 5, 2099, waiting for approval. Next payout: about 1.184,56 €.'
		);
	} );

	it( 'shows a message as text, never as HTML', async () => {
		await showPanelWithStatus( {
			last_payout: {
				...LAST_PAYOUT_SKIPPED,
				skipped: 'host_refused',
				message: '<img src="x" alt="injected"> Refused.',
			},
			projected_amount: null,
		} );
		expect( statusLine()?.textContent ).toBe(
			'Last payout skipped on January 5, 2099: <img src="x" alt="injected"> Refused.'
		);
		expect( screen.queryByRole( 'img' ) ).toBeNull();
	} );

	it( 'ends a message that lacks its full stop, so the next part does not run on', async () => {
		await showPanelWithStatus( {
			last_payout: {
				...LAST_PAYOUT_SKIPPED,
				skipped: 'host_refused',
				message:
					'Vendor is not enabled for selling, please contact site admin',
			},
			projected_amount: PROJECTED_AMOUNT,
		} );
		expect( statusLine()?.textContent ).toBe(
			'Last payout skipped on January 5, 2099: Vendor is not enabled for selling, please contact site admin. ' +
				'Next payout: about $1,184.56.'
		);
	} );

	it( "speaks the vendor's language", async () => {
		setLocaleData(
			{
				'Last payout: %1$s requested on %2$s, waiting for approval.': [
					'Letzte Auszahlung: %1$s am %2$s beantragt, wartet auf Freigabe.',
				],
				'Next payout on hold: %s': [
					'Nächste Auszahlung zurückgestellt: %s',
				],
			},
			'vendor-payout-schedule'
		);
		await showPanelWithStatus( {
			last_payout: { ...LAST_PAYOUT_FILED, date: '5. Januar 2099' },
			projected_amount: {
				...PROJECTED_SKIP,
				message: 'Eine Auszahlungsanfrage von Ihnen ist offen.',
			},
		} );
		expect( statusLine()?.textContent ).toBe(
			'Letzte Auszahlung: $1,250.50 am 5. Januar 2099 beantragt, wartet auf Freigabe. ' +
				'Nächste Auszahlung zurückgestellt: Eine Auszahlungsanfrage von Ihnen ist offen.'
		);
	} );

	it( 'goes away when the vendor switches the schedule off, and comes back without the old projection', async () => {
		const { user } = await showPanelWithStatus( {
			last_payout: LAST_PAYOUT_FILED,
			projected_amount: PROJECTED_AMOUNT,
		} );
		await user.click( scheduleSwitch() );
		await waitFor( () =>
			expect( toasts() ).toContain(
				'Withdraw schedule disabled successfully'
			)
		);
		expectNoStatus();

		await user.click( scheduleSwitch() );
		expect( statusLine()?.textContent ).toBe(
			'Last payout: $1,250.50 requested on January 5, 2099, waiting for approval.'
		);
	} );

	it( 'after a save shows what the next run would do with the new choice, from the save’s answer, without asking again', async () => {
		const server = createFakeServer( vi.mocked( apiFetch ), {
			...disbursementWith( {
				last_payout: LAST_PAYOUT_FILED,
				projected_amount: PROJECTED_AMOUNT,
			} ),
			'POST /dokan/v2/withdraw/disbursement': () => ( {
				success: true,
				projected_amount: { amount: 1250.5 },
			} ),
		} );
		const { user } = renderPanel( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );
		await findPanel();
		await openModal( user );
		await user.click( changeButton() );
		await waitFor( () => expect( dialog() ).not.toBeInTheDocument() );
		expect( statusLine()?.textContent ).toBe(
			'Last payout: $1,250.50 requested on January 5, 2099, waiting for approval. ' +
				'Next payout: about $1,250.50.'
		);
		expect( server.count( 'GET /dokan/v2/withdraw/disbursement' ) ).toBe(
			1
		);
	} );

	it( 'after a switch-off, then on and a save, shows the projection again', async () => {
		createFakeServer( vi.mocked( apiFetch ), {
			...disbursementWith( { projected_amount: PROJECTED_AMOUNT } ),
			'POST /dokan/v2/withdraw/disbursement': () => ( {
				success: true,
				projected_amount: PROJECTED_SKIP,
			} ),
		} );
		const { user } = renderPanel( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );
		await findPanel();
		await user.click( scheduleSwitch() );
		await waitFor( () =>
			expect( toasts() ).toContain(
				'Withdraw schedule disabled successfully'
			)
		);
		await user.click( scheduleSwitch() );
		await openModal( user );
		await user.click( changeButton() );
		await waitFor( () => expect( dialog() ).not.toBeInTheDocument() );
		expect( statusLine()?.textContent ).toBe(
			'Next payout on hold: A withdraw request of yours is pending; no new one is filed until it is handled.'
		);
	} );

	it( 'after a save answered without a projection (another plugin answers the route), shows none rather than the old one', async () => {
		const { user } = await showPanelWithStatus(
			{
				last_payout: LAST_PAYOUT_FILED,
				projected_amount: PROJECTED_AMOUNT,
			},
			{ pageSettings: WITHDRAW_SETTINGS_ANSWER }
		);
		await openModal( user );
		await user.click( changeButton() );
		await waitFor( () => expect( dialog() ).not.toBeInTheDocument() );
		expect( statusLine()?.textContent ).toBe(
			'Last payout: $1,250.50 requested on January 5, 2099, waiting for approval.'
		);
	} );
} );
