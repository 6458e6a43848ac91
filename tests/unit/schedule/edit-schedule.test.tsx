import '../ui/support/css-transitions';

/**
 * Clause "Edit schedule": disabled while the switch is off; opens 'Edit Withdraw Schedule' with every
 * field; Next Payment follows the radio; Close and Change Schedule; Change Schedule busy and
 * disabled while saving and while the method list is empty; the 'No payment methods found.' warning
 * with its link.
 */

/**
 * External dependencies
 */
import { act, screen, waitFor, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { WITHDRAW_SETTINGS_ANSWER } from '../api/fixtures';
import {
	NO_SCHEDULE_SELECTED,
	createFakeServer,
	deferred,
	disbursementWith,
} from './fake-server';
import {
	PAYMENT_SETTINGS_URL,
	changeButton,
	dialog,
	editButton,
	findPanel,
	minimumSelect,
	methodSelect,
	monthlyRadio,
	openModal,
	page,
	renderPanel,
	renderPanelWithModalOpen,
	reserveSelect,
	scheduleSwitch,
	setUpPanelEnvironment,
	weeklyRadio,
} from './render-panel';

vi.mock( '@wordpress/api-fetch', () => ( { default: vi.fn() } ) );

setUpPanelEnvironment();

const NO_METHODS = {
	...WITHDRAW_SETTINGS_ANSWER,
	payment_methods: [],
	active_methods: {},
};

const nextPayment = () =>
	screen.getByRole( 'status', { name: 'Next Payment' } );

async function optionsOf(
	user: Parameters< typeof openModal >[ 0 ],
	combobox: HTMLElement
) {
	await user.click( combobox );
	const options = screen
		.getAllByRole( 'option' )
		.map( ( option ) => option.textContent );
	await user.keyboard( '{Escape}' );
	return options;
}

describe( 'Edit schedule', () => {
	it( 'is disabled while the switch is off', async () => {
		createFakeServer( vi.mocked( apiFetch ), NO_SCHEDULE_SELECTED );
		const { user } = renderPanel( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );
		await findPanel();
		expect( editButton() ).toBeDisabled();
		await user.click( scheduleSwitch() );
		expect( editButton() ).toBeEnabled();
	} );

	it( "opens the modal titled 'Edit Withdraw Schedule' with every field", async () => {
		createFakeServer( vi.mocked( apiFetch ) );
		const { user, modal } = await renderPanelWithModalOpen( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );

		expect( methodSelect() ).toBeInTheDocument();
		expect(
			within( modal ).getByText( 'PayPal ( vendor@example.com )' )
		).toBeInTheDocument();
		expect( await optionsOf( user, methodSelect() ) ).toEqual( [
			'PayPal ( vendor@example.com )',
			'Bank Transfer ( Demo Bank - ****1234 )',
		] );

		const schedules = within( modal ).getByRole( 'radiogroup', {
			name: 'Preferred Payment Schedule',
		} );
		expect( within( schedules ).getAllByRole( 'radio' ) ).toHaveLength( 2 );
		expect(
			within( schedules ).getByRole( 'radio', {
				name: 'Weekly (on Monday of every week.)',
			} )
		).toBeChecked();
		expect(
			within( schedules ).getByRole( 'radio', {
				name: 'Monthly (on first Monday of every month.)',
			} )
		).not.toBeChecked();
		expect(
			within( modal ).getByText(
				'Earning will be released upon your request.'
			)
		).toBeInTheDocument();

		expect(
			within( modal ).getByText( '$50.00 or more' )
		).toBeInTheDocument();
		expect( await optionsOf( user, minimumSelect() ) ).toEqual( [
			'$0.00 or more',
			'$5.00 or more',
			'$10.00 or more',
			'$50.00 or more',
			'$100.00 or more',
			'$1,000.00 or more',
		] );
		expect( await optionsOf( user, reserveSelect() ) ).toEqual( [
			'$0.00',
			'$5.00',
			'$10.00',
			'$50.00',
		] );
		expect( within( modal ).getByText( '$10.00' ) ).toBeInTheDocument();

		expect( nextPayment() ).toHaveTextContent(
			'November 23, 2026 based on your schedule'
		);
		expect(
			within( modal ).getByRole( 'button', { name: 'Change Schedule' } )
		).toBeEnabled();
		expect(
			within( modal ).getAllByRole( 'button', { name: 'Close' } ).length
		).toBeGreaterThan( 0 );
	} );

	it( 'Next Payment follows the schedule chosen in the radio group', async () => {
		createFakeServer( vi.mocked( apiFetch ) );
		const { user } = await renderPanelWithModalOpen( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );
		await user.click( monthlyRadio() );
		expect( nextPayment() ).toHaveTextContent(
			'December 7, 2026 based on your schedule'
		);
		expect( nextPayment().tagName ).toBe( 'OUTPUT' );
	} );

	it( 'shows the schedule title alone when it has no description', async () => {
		createFakeServer(
			vi.mocked( apiFetch ),
			disbursementWith( {
				schedules: {
					weekly: { title: 'Weekly', description: '', next: 'Soon' },
				},
			} )
		);
		await renderPanelWithModalOpen( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );
		expect( screen.getByRole( 'radio', { name: 'Weekly' } ) ).toBeChecked();
	} );

	it( 'Close closes the modal without saving', async () => {
		const server = createFakeServer( vi.mocked( apiFetch ) );
		const { user, modal } = await renderPanelWithModalOpen( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );
		const [ footerClose ] = within( modal )
			.getAllByRole( 'button', { name: 'Close' } )
			.filter( ( button ) => button.textContent === 'Close' );
		await user.click( footerClose as HTMLElement );
		await waitFor( () => expect( dialog() ).not.toBeInTheDocument() );
		expect( server.count( 'POST /dokan/v2/withdraw/disbursement' ) ).toBe(
			0
		);
	} );

	it( 'opens again with the saved values, not the ones left unsaved', async () => {
		createFakeServer( vi.mocked( apiFetch ) );
		const { user } = await renderPanelWithModalOpen( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );
		await user.click( monthlyRadio() );
		await user.keyboard( '{Escape}' );
		await waitFor( () => expect( dialog() ).not.toBeInTheDocument() );
		await openModal( user );
		expect( weeklyRadio() ).toBeChecked();
	} );

	it( 'Change Schedule shows a loading state and is disabled while saving', async () => {
		const answer = deferred();
		createFakeServer( vi.mocked( apiFetch ), {
			'POST /dokan/v2/withdraw/disbursement': () => answer.promise,
		} );
		const { user } = await renderPanelWithModalOpen( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );
		await user.click( changeButton() );
		expect( changeButton() ).toBeDisabled();
		expect( changeButton() ).toHaveAttribute( 'aria-busy', 'true' );
		await act( async () => answer.resolve( { success: true } ) );
		await waitFor( () => expect( dialog() ).not.toBeInTheDocument() );
	} );

	it( 'Change Schedule is disabled while the method list is empty', async () => {
		createFakeServer( vi.mocked( apiFetch ) );
		await renderPanelWithModalOpen( { pageSettings: NO_METHODS } );
		expect( changeButton() ).toBeDisabled();
		expect( changeButton() ).not.toHaveAttribute( 'aria-busy' );
	} );

	it( "with no payment methods, warns 'No payment methods found.' with a link to the page's payment settings", async () => {
		createFakeServer( vi.mocked( apiFetch ) );
		const { modal } = await renderPanelWithModalOpen( {
			pageSettings: {
				...NO_METHODS,
				setup_url:
					'http://127.0.0.1:8888/dashboard/settings/payment/?from=settings',
			},
		} );
		expect(
			within( modal ).getByText( 'No payment methods found.' )
		).toBeInTheDocument();
		expect( within( modal ).getByRole( 'link' ) ).toHaveAttribute(
			'href',
			'http://127.0.0.1:8888/dashboard/settings/payment/?from=settings'
		);
	} );

	it( 'links to window.dokanFrontend.withdraw.paymentSettingUrl when the settings name no address', async () => {
		createFakeServer( vi.mocked( apiFetch ) );
		const { modal } = await renderPanelWithModalOpen( {
			pageSettings: { ...NO_METHODS, setup_url: '' },
		} );
		expect( within( modal ).getByRole( 'link' ) ).toHaveAttribute(
			'href',
			PAYMENT_SETTINGS_URL
		);
	} );

	it( 'on the legacy page, warns when the settings call failed and links to the address the plugin printed', async () => {
		vi.spyOn( console, 'error' ).mockImplementation( () => {} );
		delete page.dokanFrontend;
		page.vendorPayoutSchedule = {
			paymentSettingUrl:
				'http://127.0.0.1:8888/dashboard/settings/payment/',
		};
		createFakeServer( vi.mocked( apiFetch ), {
			'GET /dokan/v2/withdraw/settings': () =>
				Promise.reject( { code: 'fetch_error', message: 'x' } ),
		} );
		const { modal } = await renderPanelWithModalOpen();
		await waitFor( () =>
			expect(
				within( modal ).getByText( 'No payment methods found.' )
			).toBeInTheDocument()
		);
		expect( within( modal ).getByRole( 'link' ) ).toHaveAttribute(
			'href',
			'http://127.0.0.1:8888/dashboard/settings/payment/'
		);
	} );

	it( 'never links to a javascript: address', async () => {
		delete page.dokanFrontend;
		createFakeServer( vi.mocked( apiFetch ) );
		const { modal } = await renderPanelWithModalOpen( {
			pageSettings: { ...NO_METHODS, setup_url: 'javascript:alert(1)' },
		} );
		expect(
			within( modal ).getByText( 'No payment methods found.' )
		).toBeInTheDocument();
		expect( within( modal ).queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );
} );
