import './support/css-transitions';

/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { Modal, Select } from '../../../src/ui';
import type { SelectProps } from '../../../src/ui';
import { expectAsteriskBesideLabel, withOwnValue } from './support/field';
import { installMatchMedia } from './support/match-media';

const METHODS = [
	{ label: 'PayPal', value: 'paypal' },
	{ label: 'Bank Transfer', value: 'bank' },
];

const Field = withOwnValue< SelectProps< string > >( Select, {
	label: 'Withdraw method',
	options: METHODS,
} );

const combobox = () =>
	screen.getByRole( 'combobox', { name: 'Withdraw method' } );

afterEach( () => {
	vi.unstubAllGlobals();
} );

describe( 'Select', () => {
	it( 'is named by its label', () => {
		render( <Field /> );
		expect( combobox() ).toBeInTheDocument();
		expect( screen.getByText( 'Withdraw method' ) ).toHaveAttribute(
			'for',
			combobox().id
		);
	} );

	it( 'uses the id it is given for its control', () => {
		render( <Field id="withdraw-method" /> );
		expect( combobox() ).toHaveAttribute( 'id', 'withdraw-method' );
	} );

	it( "shows 'Search' as its placeholder", () => {
		render( <Field /> );
		expect( combobox() ).toHaveAccessibleDescription( 'Search' );
	} );

	it( 'shows the chosen option once the user picks one', async () => {
		const user = userEvent.setup();
		render( <Field /> );
		await user.click( combobox() );
		await user.click(
			screen.getByRole( 'option', { name: 'Bank Transfer' } )
		);
		expect( screen.getByText( 'Bank Transfer' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Search' ) ).not.toBeInTheDocument();
	} );

	it( 'filters the options by what the user types', async () => {
		const user = userEvent.setup();
		render( <Field /> );
		await user.type( combobox(), 'bank' );
		expect(
			screen.getByRole( 'option', { name: 'Bank Transfer' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'option', { name: 'PayPal' } )
		).not.toBeInTheDocument();
	} );

	it( "says 'No options' when nothing matches", async () => {
		const user = userEvent.setup();
		render( <Field /> );
		await user.type( combobox(), 'cheque' );
		expect( screen.getByText( 'No options' ) ).toBeInTheDocument();
	} );

	it( "says 'Loading...' while its options are loading", async () => {
		const user = userEvent.setup();
		render( <Field options={ [] } isLoading /> );
		await user.click( combobox() );
		expect( screen.getByText( 'Loading...' ) ).toBeInTheDocument();
	} );

	it( 'cannot be used when disabled', () => {
		render( <Field isDisabled /> );
		expect( combobox() ).toBeDisabled();
	} );

	it( 'has a control at least 40px high with 14px text', () => {
		render( <Field /> );
		const control = combobox().closest( '.vps-select__control' );
		expect( control ).toHaveStyle( {
			minHeight: '40px',
			fontSize: '14px',
		} );
	} );

	it( 'opens its menu in a layer at the end of the page, stacked at 9999', async () => {
		const user = userEvent.setup();
		const { container } = render( <Field /> );
		await user.click( combobox() );
		const layer = screen
			.getByRole( 'listbox' )
			.closest( '.vps-select__menu-portal' );
		expect( layer?.parentElement ).toBe( document.body );
		expect( container ).not.toContainElement( layer as HTMLElement );
		expect( layer ).toHaveStyle( { zIndex: '9999' } );
	} );

	it( 'shows its errors and points its control at them', () => {
		render(
			<Field errors={ [ 'Choose a method', 'PayPal is paused' ] } />
		);
		expect( combobox() ).toBeInvalid();
		expect( combobox() ).toHaveAccessibleErrorMessage(
			'Choose a method, PayPal is paused'
		);
	} );

	it( 'draws its control in the danger colour while it has errors', () => {
		const { rerender } = render( <Field /> );
		const control = () => combobox().closest( '.vps-select__control' );
		expect( control() ).not.toHaveStyle( {
			borderColor: 'var(--dokan-button-danger-background-color, #e3050c)',
		} );
		rerender( <Field errors={ [ 'Choose a method' ] } /> );
		expect( control() ).toHaveStyle( {
			borderColor: 'var(--dokan-button-danger-background-color, #e3050c)',
		} );
	} );

	it( 'is valid with an empty list of errors', () => {
		render( <Field errors={ [] } /> );
		expect( combobox() ).toBeValid();
		expect( combobox() ).not.toHaveAttribute( 'aria-errormessage' );
	} );

	it( 'marks a required field with an asterisk beside the label, kept out of its name', () => {
		render( <Field required /> );
		expectAsteriskBesideLabel( 'Withdraw method' );
		expect( combobox() ).toBeRequired();
	} );

	it( 'shows no asterisk when the field is optional', () => {
		render( <Field /> );
		expect( screen.queryByText( '*' ) ).not.toBeInTheDocument();
		expect( combobox() ).not.toBeRequired();
	} );

	it( 'shows its helper text', () => {
		render(
			<Field helperText="Earning will be released upon your request." />
		);
		expect(
			screen.getByText( 'Earning will be released upon your request.' )
		).toBeInTheDocument();
	} );

	it( 'leaves out options whose value is an empty string, and warns in development', async () => {
		vi.stubGlobal( 'SCRIPT_DEBUG', true );
		const warn = vi.spyOn( console, 'warn' ).mockImplementation( () => {} );
		const user = userEvent.setup();
		render(
			<Field options={ [ ...METHODS, { label: 'Broken', value: '' } ] } />
		);
		await user.click( combobox() );
		expect(
			screen
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'PayPal', 'Bank Transfer' ] );
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( 'empty string' )
		);
	} );

	it( 'leaves them out silently in production', async () => {
		vi.stubGlobal( 'SCRIPT_DEBUG', false );
		const warn = vi.spyOn( console, 'warn' ).mockImplementation( () => {} );
		const user = userEvent.setup();
		render( <Field options={ [ { label: 'Broken', value: '' } ] } /> );
		await user.click( combobox() );
		expect( screen.getByText( 'No options' ) ).toBeInTheDocument();
		expect( warn ).not.toHaveBeenCalled();
	} );

	it( 'lets the user choose from its menu inside an open modal without closing the modal', async () => {
		installMatchMedia();
		const user = userEvent.setup();
		render(
			<Modal isOpen onClose={ () => {} } title="Edit Withdraw Schedule">
				<Field />
			</Modal>
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Edit Withdraw Schedule',
		} );
		await user.click(
			within( dialog ).getByRole( 'combobox', {
				name: 'Withdraw method',
			} )
		);
		await user.click( screen.getByRole( 'option', { name: 'PayPal' } ) );
		await waitFor( () =>
			expect( within( dialog ).getByText( 'PayPal' ) ).toBeInTheDocument()
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Edit Withdraw Schedule' } )
		).toBeInTheDocument();
	} );
} );
