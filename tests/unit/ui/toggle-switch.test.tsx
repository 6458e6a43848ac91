/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

/**
 * Internal dependencies
 */
import { ToggleSwitch } from '../../../src/ui';
import type { ToggleSwitchProps } from '../../../src/ui';

function Schedule( props: Partial< ToggleSwitchProps > ) {
	const [ checked, setChecked ] = useState( false );
	return (
		<ToggleSwitch
			label="Schedule"
			checked={ checked }
			onChange={ setChecked }
			{ ...props }
		/>
	);
}

const toggle = () => screen.getByRole( 'switch', { name: 'Schedule' } );
const onColor = () =>
	toggle().style.getPropertyValue( '--vps-toggle-switch-on-color' );

describe( 'ToggleSwitch', () => {
	it( 'is a switch named by its label', () => {
		render( <Schedule /> );
		expect( toggle() ).not.toBeChecked();
		expect( screen.getByText( 'Schedule' ) ).toBeVisible();
	} );

	it( 'turns on and off when clicked', async () => {
		const user = userEvent.setup();
		render( <Schedule /> );
		await user.click( toggle() );
		expect( toggle() ).toBeChecked();
		await user.click( toggle() );
		expect( toggle() ).not.toBeChecked();
	} );

	it( 'turns on when its label is clicked', async () => {
		const user = userEvent.setup();
		render( <Schedule /> );
		await user.click( screen.getByText( 'Schedule' ) );
		expect( toggle() ).toBeChecked();
	} );

	it( 'turns on with the space bar', async () => {
		const user = userEvent.setup();
		render( <Schedule /> );
		await user.tab();
		await user.keyboard( ' ' );
		expect( toggle() ).toBeChecked();
	} );

	it( 'keeps its name when the label is visually hidden', () => {
		render( <Schedule hideLabel /> );
		expect( toggle() ).toBeInTheDocument();
		expect( screen.getByText( 'Schedule' ) ).toHaveClass(
			'vps-toggle-switch__label--hidden'
		);
	} );

	it( 'cannot be flipped when disabled', async () => {
		const user = userEvent.setup();
		render( <Schedule disabled /> );
		expect( toggle() ).toBeDisabled();
		await user.click( toggle() );
		expect( toggle() ).not.toBeChecked();
	} );

	it( "uses the shop's primary colour by default", () => {
		render( <Schedule /> );
		expect( onColor() ).toBe(
			'var(--dokan-button-background-color, #7047eb)'
		);
	} );

	it.each( [
		[ 'success', 'var(--dokan-button-success-background-color, #07a67e)' ],
		[ 'warning', 'var(--dokan-button-warning-background-color, #e9a905)' ],
		[ 'info', 'var(--dokan-button-info-background-color, #0b76b7)' ],
		[ 'danger', 'var(--dokan-button-danger-background-color, #e3050c)' ],
	] as const )( 'uses the %s colour when asked', ( color, value ) => {
		render( <Schedule color={ color } /> );
		expect( onColor() ).toBe( value );
	} );
} );
