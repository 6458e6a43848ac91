/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { NotificationCard } from '../../../src/ui';

afterEach( () => {
	resetLocaleData();
} );

describe( 'NotificationCard', () => {
	it.each( [
		[ 'success', 'status', 'Success' ],
		[ 'error', 'alert', 'Error' ],
		[ 'warning', 'alert', 'Warning' ],
		[ 'info', 'status', 'Info' ],
	] as const )(
		'shows a %s card as %s titled %s when no title is given',
		( type, role, title ) => {
			render( <NotificationCard type={ type } /> );
			expect( screen.getByRole( role ) ).toHaveTextContent( title );
		}
	);

	it( 'shows its own title instead of the default', () => {
		render(
			<NotificationCard
				type="warning"
				title="No payment methods found."
			/>
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'No payment methods found.'
		);
		expect( screen.getByRole( 'alert' ) ).not.toHaveTextContent(
			'Warning'
		);
	} );

	it( 'shows a subtitle when given one', () => {
		render(
			<NotificationCard
				type="warning"
				title="No payment methods found."
				subtitle={
					<a href="/dashboard/settings/payment/">
						Set up payment methods
					</a>
				}
			/>
		);
		expect(
			screen.getByRole( 'link', { name: 'Set up payment methods' } )
		).toHaveAttribute( 'href', '/dashboard/settings/payment/' );
	} );

	it( 'has no Close button unless it is dismissible', () => {
		render( <NotificationCard type="info" /> );
		expect(
			screen.queryByRole( 'button', { name: 'Close' } )
		).not.toBeInTheDocument();
	} );

	it( 'hides itself when its Close button is clicked', async () => {
		const user = userEvent.setup();
		const onClose = vi.fn();
		render(
			<NotificationCard
				type="success"
				title="Saved"
				dismissible
				onClose={ onClose }
			/>
		);
		await user.click( screen.getByRole( 'button', { name: 'Close' } ) );
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
		expect( onClose ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows its default titles in the site language', () => {
		setLocaleData(
			{ Error: [ 'Erreur' ], Close: [ 'Fermer' ] },
			'vendor-payout-schedule'
		);
		render( <NotificationCard type="error" dismissible /> );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'Erreur' );
		expect(
			screen.getByRole( 'button', { name: 'Fermer' } )
		).toBeInTheDocument();
	} );
} );
