/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { RadioGroup } from '../../../src/ui';
import { expectAsteriskBesideLabel, withOwnValue } from './support/field';
import { pointer } from './support/pointer';
import type { RadioGroupProps } from '../../../src/ui';

const SCHEDULES = [
	{ label: 'Weekly', value: 'weekly', description: 'Every Monday' },
	{
		label: 'Monthly',
		value: 'monthly',
		description: 'First Monday of the month',
	},
	{ label: 'Quarterly', value: 'quarterly' },
];

const Field = withOwnValue< RadioGroupProps< string > >( RadioGroup, {
	label: 'Preferred Payment Schedule',
	options: SCHEDULES,
} );

const group = () =>
	screen.getByRole( 'radiogroup', { name: 'Preferred Payment Schedule' } );

describe( 'RadioGroup', () => {
	it( 'is a group named by its label with one radio per option', () => {
		render( <Field /> );
		expect( group() ).toBeInTheDocument();
		expect( screen.getAllByRole( 'radio' ) ).toHaveLength( 3 );
		expect(
			screen.getByRole( 'radio', { name: 'Weekly' } )
		).not.toBeChecked();
	} );

	it( 'describes an option by its description', () => {
		render( <Field /> );
		expect(
			screen.getByRole( 'radio', { name: 'Weekly' } )
		).toHaveAccessibleDescription( 'Every Monday' );
		expect(
			screen.getByRole( 'radio', { name: 'Quarterly' } )
		).not.toHaveAccessibleDescription();
	} );

	it( 'checks the option the user clicks', async () => {
		const user = userEvent.setup();
		render( <Field /> );
		await user.click( screen.getByRole( 'radio', { name: 'Monthly' } ) );
		expect(
			screen.getByRole( 'radio', { name: 'Monthly' } )
		).toBeChecked();
		expect(
			screen.getByRole( 'radio', { name: 'Weekly' } )
		).not.toBeChecked();
	} );

	it( 'checks an option when its label is clicked', async () => {
		const user = userEvent.setup();
		render( <Field /> );
		await user.click( screen.getByText( 'Quarterly' ) );
		expect(
			screen.getByRole( 'radio', { name: 'Quarterly' } )
		).toBeChecked();
	} );

	it( 'moves the choice with the arrow keys', async () => {
		const user = userEvent.setup();
		render( <Field /> );
		await user.tab();
		expect( screen.getByRole( 'radio', { name: 'Weekly' } ) ).toHaveFocus();
		await user.keyboard( '{ArrowDown}' );
		expect(
			screen.getByRole( 'radio', { name: 'Monthly' } )
		).toBeChecked();
		expect(
			screen.getByRole( 'radio', { name: 'Monthly' } )
		).toHaveFocus();
	} );

	it( 'rings the radio focused from the keyboard, not the one clicked', async () => {
		const user = userEvent.setup();
		render( <Field /> );
		const weekly = screen.getByRole( 'radio', { name: 'Weekly' } );
		const monthly = screen.getByRole( 'radio', { name: 'Monthly' } );
		await user.click( monthly );
		expect( monthly ).toHaveFocus();
		expect( monthly ).not.toHaveAttribute( 'data-focus' );
		await user.keyboard( '{ArrowUp}' );
		expect( weekly ).toHaveFocus();
		expect( weekly ).toHaveAttribute( 'data-focus' );
		expect( monthly ).not.toHaveAttribute( 'data-focus' );
	} );

	it( 'marks the radio under the mouse as hovered', async () => {
		const user = userEvent.setup();
		render( <Field /> );
		const weekly = screen.getByRole( 'radio', { name: 'Weekly' } );
		await user.hover( weekly );
		expect( weekly ).toHaveAttribute( 'data-hover' );
		await user.unhover( weekly );
		expect( weekly ).not.toHaveAttribute( 'data-hover' );
	} );

	it( 'counts a pen over a radio as a hover, and a finger as not', () => {
		render( <Field /> );
		const weekly = screen.getByRole( 'radio', { name: 'Weekly' } );
		pointer( weekly, 'pointerover', 'touch' );
		expect( weekly ).not.toHaveAttribute( 'data-hover' );
		pointer( weekly, 'pointerover', 'pen' );
		expect( weekly ).toHaveAttribute( 'data-hover' );
	} );

	it( 'shows its errors and marks the group invalid', () => {
		render( <Field errors={ [ 'Choose a schedule' ] } /> );
		expect( group() ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( group() ).toHaveAccessibleDescription( 'Choose a schedule' );
	} );

	it( 'is not invalid with an empty list of errors', () => {
		render( <Field errors={ [] } /> );
		expect( group() ).not.toHaveAttribute( 'aria-invalid' );
	} );

	it( 'marks a required group with an asterisk beside the label, kept out of its name', () => {
		render( <Field required /> );
		expectAsteriskBesideLabel( 'Preferred Payment Schedule' );
		expect( group() ).toHaveAttribute( 'aria-required', 'true' );
	} );

	it( 'is described by its helper text', () => {
		render(
			<Field helperText="Earning will be released upon your request." />
		);
		expect( group() ).toHaveAccessibleDescription(
			'Earning will be released upon your request.'
		);
	} );
} );
