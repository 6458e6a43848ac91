/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { Button } from '../../../src/ui';

describe( 'Button', () => {
	it( 'runs its action when clicked', async () => {
		const user = userEvent.setup();
		const onClick = vi.fn();
		render( <Button onClick={ onClick }>Change Schedule</Button> );
		await user.click(
			screen.getByRole( 'button', { name: 'Change Schedule' } )
		);
		expect( onClick ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does not submit a surrounding form', async () => {
		const user = userEvent.setup();
		const onSubmit = vi.fn( ( event: SubmitEvent ) =>
			event.preventDefault()
		);
		render(
			<form
				onSubmit={ ( event ) =>
					onSubmit( event.nativeEvent as SubmitEvent )
				}
			>
				<Button>Edit schedule</Button>
			</form>
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Edit schedule' } )
		);
		expect( onSubmit ).not.toHaveBeenCalled();
	} );

	it( 'is busy and disabled, with a spinner, while its work runs', async () => {
		const user = userEvent.setup();
		const onClick = vi.fn();
		render(
			<Button isBusy onClick={ onClick }>
				Change Schedule
			</Button>
		);
		const button = screen.getByRole( 'button', {
			name: 'Change Schedule',
		} );
		expect( button ).toHaveAttribute( 'aria-busy', 'true' );
		expect( button ).toBeDisabled();
		expect(
			button.querySelector( '.vps-button__spinner' )
		).toHaveAttribute( 'aria-hidden', 'true' );
		await user.click( button );
		expect( onClick ).not.toHaveBeenCalled();
	} );

	it( 'is neither busy nor disabled by default', () => {
		render( <Button>Close</Button> );
		const button = screen.getByRole( 'button', { name: 'Close' } );
		expect( button ).toBeEnabled();
		expect( button ).not.toHaveAttribute( 'aria-busy' );
	} );

	it( 'can be disabled', () => {
		render( <Button disabled>Edit schedule</Button> );
		expect(
			screen.getByRole( 'button', { name: 'Edit schedule' } )
		).toBeDisabled();
	} );

	it( 'is primary unless asked to be secondary', () => {
		render(
			<>
				<Button>Change Schedule</Button>
				<Button variant="secondary">Close</Button>
			</>
		);
		expect(
			screen.getByRole( 'button', { name: 'Change Schedule' } )
		).toHaveClass( 'vps-button--primary' );
		expect( screen.getByRole( 'button', { name: 'Close' } ) ).toHaveClass(
			'vps-button--secondary'
		);
	} );

	it( 'passes other button attributes through', () => {
		render(
			<Button aria-describedby="hint" data-testid="save">
				Save
			</Button>
		);
		expect( screen.getByTestId( 'save' ) ).toHaveAttribute(
			'aria-describedby',
			'hint'
		);
	} );
} );
