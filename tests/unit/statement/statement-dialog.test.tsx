import '../ui/support/css-transitions';

/**
 * "See what makes up this payout" on the last-payout line: the statement of that payout in a
 * dialog — its figures in the shop's format, where it differs from the payout's record, its
 * entries counted and those apart, page by page — and its CSV; closed with Escape, the focus back
 * on the control.
 */

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	LAST_PAYOUT_FILED,
	LAST_PAYOUT_SKIPPED,
	STATEMENT_ANSWER,
	WITHDRAW_SETTINGS_ANSWER,
} from '../api/fixtures';
import {
	createFakeServer,
	disbursementWith,
	serverError,
} from '../schedule/fake-server';
import {
	findPanel,
	renderPanel,
	setUpPanelEnvironment,
} from '../schedule/render-panel';

vi.mock( '@wordpress/api-fetch', () => ( { default: vi.fn() } ) );

setUpPanelEnvironment();

const STATEMENT_ROUTE = 'GET /vendor-payout-schedule/v1/statements/41';

/** The second page of the statement: its last lines, all counted. */
const SECOND_PAGE = {
	...STATEMENT_ANSWER,
	entries: [
		{
			...STATEMENT_ANSWER.entries[ 0 ],
			id: 601,
			label: 'Order #9010',
			earned: 5,
			balance: 1204.75,
		},
	],
};

/**
 * The query arguments of a request.
 *
 * @param options What the panel passed to api-fetch.
 */
const query = ( options: APIFetchOptions ) =>
	new URLSearchParams( ( options.path ?? '' ).split( '?' )[ 1 ] );

/**
 * Shows the panel with a filed last payout whose statement is number 41, and the statement route
 * answering as given.
 *
 * @param statement The statement route's handler.
 * @param status    Fields of the disbursement answer.
 */
async function showPanel(
	statement: ( options: APIFetchOptions ) => unknown = ( options ) =>
		query( options ).get( 'page' ) === '2'
			? structuredClone( SECOND_PAGE )
			: structuredClone( STATEMENT_ANSWER ),
	status: Record< string, unknown > = {
		last_payout: LAST_PAYOUT_FILED,
		last_payout_statement: 41,
	}
) {
	const server = createFakeServer( vi.mocked( apiFetch ), {
		...disbursementWith( status ),
		[ STATEMENT_ROUTE ]: statement,
	} );
	const view = renderPanel( { pageSettings: WITHDRAW_SETTINGS_ANSWER } );
	await findPanel();
	return { ...view, server };
}

const control = () =>
	screen.getByRole( 'button', { name: 'See what makes up this payout' } );

async function openStatement(
	user: ReturnType< typeof renderPanel >[ 'user' ]
) {
	await user.click( control() );
	const dialog = await screen.findByRole( 'dialog', {
		name: 'What makes up this payout',
	} );
	await within( dialog ).findByRole( 'table', {
		name: 'Entries counted in this payout',
	} );
	return dialog;
}

/**
 * A table's rows as the text of their cells.
 * @param table
 */
const rows = ( table: HTMLElement ) =>
	within( table )
		.getAllByRole( 'row' )
		.map( ( row ) =>
			Array.from( row.querySelectorAll( 'th, td' ) ).map(
				( cell ) => cell.textContent
			)
		);

describe( 'The statement of the last payout', () => {
	it( 'is offered under the last payout, described by that sentence', async () => {
		await showPanel();

		expect( control() ).toHaveAccessibleDescription(
			'Last payout: $1,250.50 requested on January 5, 2099, waiting for approval.'
		);
	} );

	it( 'is not offered when the server names no statement', async () => {
		await showPanel( undefined, {
			last_payout: LAST_PAYOUT_SKIPPED,
			last_payout_statement: null,
		} );

		expect(
			screen.queryByRole( 'button', { name: /what makes up/ } )
		).toBeNull();
	} );

	it( 'shows the figures in the shop’s format, the difference and the entries counted and apart', async () => {
		const { user } = await showPanel();

		const dialog = await openStatement( user );

		const figures = Array.from(
			dialog.querySelectorAll( '.vps-statement__figure' )
		).map( ( figure ) => [
			figure.querySelector( 'dt' )?.textContent,
			figure.querySelector( 'dd' )?.textContent,
		] );
		expect( figures ).toEqual( [
			[
				'Period',
				'January 5, 2099 at 11:00 pm to January 12, 2099 at 11:00 pm',
			],
			[ 'Opening balance', '$130.25' ],
			[ 'Earned', '$1,200.00' ],
			[ 'Deducted', '$130.50' ],
			[ 'Closing balance', '$1,199.75' ],
			[ 'Reserve kept', '$10.00' ],
			[
				'Requested',
				'$1,179.75 to PayPal: request #88, waiting for approval',
			],
			[
				'Not yet available',
				'$100.00 in 2 entries (Dokan holds a sale 7 days before it can be withdrawn)',
			],
		] );
		expect(
			within( dialog ).getByText( /a difference of \$10\.00/ )
		).toBeVisible();
		expect(
			rows(
				within( dialog ).getByRole( 'table', {
					name: 'Entries counted in this payout',
				} )
			)
		).toEqual( [
			[
				'Date',
				'Entry',
				'Dokan status',
				'Earned',
				'Deducted',
				'Balance',
			],
			[
				'January 7, 2099',
				'Order #9004',
				'Completed',
				'$1,200.00',
				'',
				'$1,330.25',
			],
			[
				'January 8, 2099',
				'Refund on order #9002',
				'Approved',
				'',
				'$10.25',
				'$1,320.00',
			],
			[
				'January 9, 2099',
				'Withdrawal: request #77 approved',
				'Approved',
				'',
				'$120.25',
				'$1,199.75',
			],
		] );
		expect(
			rows(
				within( dialog ).getByRole( 'table', {
					name: 'Not available to withdraw at this payout',
				} )
			)
		).toEqual( [
			[ 'Date', 'Entry', 'Dokan status', 'Amount', 'Why' ],
			[
				'January 10, 2099',
				'Order #9006',
				'Processing',
				'$40.00',
				'Not counted while the order is Processing.',
			],
			[
				'January 16, 2099',
				'Order #9005',
				'Completed',
				'$60.00',
				'Available to withdraw from January 16, 2099.',
			],
		] );
		expect(
			within( dialog ).getByRole( 'link', { name: 'Order #9004' } )
		).toHaveAttribute( 'href', STATEMENT_ANSWER.entries[ 0 ]!.link );
	} );

	it( 'turns the page with the focus kept on the page buttons', async () => {
		const { user } = await showPanel();
		const dialog = await openStatement( user );
		const next = within( dialog ).getByRole( 'button', {
			name: 'Next page',
		} );

		expect( within( dialog ).getByText( 'Page 1 of 2' ) ).toBeVisible();
		await user.click( next );

		expect(
			await within( dialog ).findByRole( 'cell', { name: 'Order #9010' } )
		).toBeVisible();
		expect( within( dialog ).getByText( 'Page 2 of 2' ) ).toBeVisible();
		expect( next ).toHaveFocus();
		expect( next ).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'closes with Escape and gives the focus back to the control', async () => {
		const { user } = await showPanel();
		await openStatement( user );

		await user.keyboard( '{Escape}' );

		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect( control() ).toHaveFocus();
	} );

	it( 'downloads the whole statement as the server’s CSV file', async () => {
		const csv = 'Date,Description\n,Opening balance\n';
		let saved: { name: string; text: Promise< string > } | null = null;
		// The page's URL, constructor included, with the browser's object URLs taken down.
		vi.stubGlobal(
			'URL',
			class extends URL {
				static override createObjectURL( file: Blob ) {
					saved = { name: '', text: file.text() };
					return 'blob:statement';
				}

				static override revokeObjectURL() {}
			}
		);
		vi.spyOn( HTMLAnchorElement.prototype, 'click' ).mockImplementation(
			function ( this: HTMLAnchorElement ) {
				if ( saved && this.href === 'blob:statement' ) {
					saved.name = this.download;
				}
			}
		);
		const { user } = await showPanel( ( options ) =>
			query( options ).get( 'format' ) === 'csv'
				? new Response( csv, {
						headers: {
							'Content-Type': 'text/csv; charset=utf-8',
							'Content-Disposition':
								'attachment; filename="payout-statement-2099-01-12.csv"',
						},
					} )
				: structuredClone( STATEMENT_ANSWER )
		);
		const dialog = await openStatement( user );

		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Download CSV' } )
		);

		await waitFor( () =>
			expect( saved?.name ).toBe( 'payout-statement-2099-01-12.csv' )
		);
		expect( await saved!.text ).toBe( csv );
	} );

	it( 'says so when the statement or its CSV cannot be had', async () => {
		vi.spyOn( console, 'error' ).mockImplementation( () => {} );
		const { user } = await showPanel( () => {
			throw serverError(
				'The payout statement could not be read.',
				'x',
				500
			);
		} );

		await user.click( control() );

		const dialog = await screen.findByRole( 'dialog' );
		expect(
			await within( dialog ).findByText(
				'The statement could not be loaded'
			)
		).toBeVisible();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Download CSV' } )
		);
		expect(
			await within( dialog ).findByText(
				'The CSV could not be downloaded. Please try again.'
			)
		).toHaveAttribute( 'role', 'alert' );
	} );

	it( 'of a skipped payout says why, and that nothing was requested', async () => {
		const { user } = await showPanel( () => ( {
			...structuredClone( STATEMENT_ANSWER ),
			outcome: 'skipped',
			skip_message:
				'Your balance of $80.00 was below the minimum of $100.00.',
			requested: 0,
			request: null,
		} ) );

		const dialog = await openStatement( user );

		expect( within( dialog ).queryByText( 'Requested' ) ).toBeNull();
		expect(
			within( dialog ).getByText( 'Skipped' ).nextSibling
		).toHaveTextContent(
			'Your balance of $80.00 was below the minimum of $100.00.'
		);
	} );

	it( 'opens by itself on the statement the e-mail’s link names, once', async () => {
		window.history.replaceState(
			null,
			'',
			'/dashboard/withdraw/?vendor_payout_statement=40#/withdraw'
		);
		const named = createFakeServer( vi.mocked( apiFetch ), {
			...disbursementWith( {
				last_payout: LAST_PAYOUT_FILED,
				last_payout_statement: 41,
			} ),
			[ STATEMENT_ROUTE ]: () => structuredClone( STATEMENT_ANSWER ),
			'GET /vendor-payout-schedule/v1/statements/40': () => ( {
				...structuredClone( STATEMENT_ANSWER ),
				id: 40,
				opening: 0,
			} ),
		} );
		const { user } = renderPanel( {
			pageSettings: WITHDRAW_SETTINGS_ANSWER,
		} );

		const dialog = await screen.findByRole( 'dialog', {
			name: 'What makes up this payout',
		} );
		expect(
			within( dialog )
				.getByText( 'Opening balance', { exact: true } )
				.closest( 'div' )
		).toHaveTextContent( '$0.00' );
		expect(
			named.count( 'GET /vendor-payout-schedule/v1/statements/40' )
		).toBe( 1 );
		expect( named.count( STATEMENT_ROUTE ) ).toBe( 0 );
		expect( window.location.search ).toBe( '' );
		expect( window.location.hash ).toBe( '#/withdraw' );

		await user.keyboard( '{Escape}' );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect( control() ).toHaveFocus();
	} );
} );
