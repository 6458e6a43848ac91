import './support/css-transitions';
import './support/resize-observer';

/**
 * External dependencies
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ListboxSelect } from '../../../src/ui';
import type { ListboxSelectProps } from '../../../src/ui';
import { SELECT_TYPEAHEAD_RESET_MS } from '../../../src/ui/constants';
import { startFakeClock } from './support/fake-clock';
import { expectAsteriskBesideLabel, withOwnValue } from './support/field';

const METHODS = [
	{ label: 'PayPal', value: 'paypal' },
	{ label: 'Bank Transfer', value: 'bank' },
	{ label: 'Bitcoin', value: 'bitcoin' },
	{ label: 'Skrill', value: 'skrill' },
];

const Field = withOwnValue< ListboxSelectProps< string > >( ListboxSelect, {
	label: 'Withdraw method',
	options: METHODS,
} );

const button = () => screen.getByRole( 'button', { name: /^Withdraw method/ } );
const listbox = () => screen.getByRole( 'listbox' );
const activeOption = () => {
	const id = listbox().getAttribute( 'aria-activedescendant' );
	return id ? document.getElementById( id ) : null;
};

afterEach( () => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
} );

describe( 'ListboxSelect', () => {
	it( "is named by its label and shows 'Search' until an option is chosen", async () => {
		const user = userEvent.setup();
		render( <Field /> );
		expect( button() ).toHaveTextContent( 'Search' );
		await user.click( button() );
		await user.click( screen.getByRole( 'option', { name: 'Bitcoin' } ) );
		expect( button() ).toHaveTextContent( 'Bitcoin' );
		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();
	} );

	it( 'opens the list of its options', async () => {
		const user = userEvent.setup();
		render( <Field /> );
		await user.click( button() );
		expect(
			within( listbox() )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'PayPal', 'Bank Transfer', 'Bitcoin', 'Skrill' ] );
	} );

	it( "says 'No options' when it has none", async () => {
		const user = userEvent.setup();
		render( <Field options={ [] } /> );
		await user.click( button() );
		expect(
			within( listbox() ).getByText( 'No options' )
		).toBeInTheDocument();
	} );

	it( "says 'Loading...' while its options are loading", async () => {
		const user = userEvent.setup();
		render( <Field options={ [] } isLoading /> );
		expect( button() ).toHaveAttribute( 'aria-busy', 'true' );
		await user.click( button() );
		expect(
			within( listbox() ).getByText( 'Loading...' )
		).toBeInTheDocument();
	} );

	it( 'cannot be opened when disabled', async () => {
		const user = userEvent.setup();
		render( <Field isDisabled /> );
		expect( button() ).toBeDisabled();
		await user.click( button() );
		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();
	} );

	it( 'shows its errors as the description of its button', () => {
		render(
			<Field errors={ [ 'Choose a method', 'PayPal is paused' ] } />
		);
		expect( button() ).toBeInvalid();
		expect( button() ).toHaveAccessibleDescription(
			'Choose a method, PayPal is paused'
		);
	} );

	it( 'is valid with an empty list of errors', () => {
		render( <Field errors={ [] } /> );
		expect( button() ).not.toHaveAttribute( 'aria-invalid' );
		expect( button() ).not.toHaveAccessibleDescription();
	} );

	it( 'marks a required field with an asterisk beside the label, kept out of its name', () => {
		render( <Field required /> );
		expectAsteriskBesideLabel( 'Withdraw method' );
		expect( button() ).toHaveAccessibleName( 'Withdraw method' );
		expect( button() ).toHaveAttribute( 'aria-required', 'true' );
	} );

	it( 'describes its button with its helper text', () => {
		render( <Field helperText="Only active methods are listed." /> );
		expect( button() ).toHaveAccessibleDescription(
			'Only active methods are listed.'
		);
	} );

	it( 'leaves out options whose value is an empty string, and warns in development', async () => {
		vi.stubGlobal( 'SCRIPT_DEBUG', true );
		const warn = vi.spyOn( console, 'warn' ).mockImplementation( () => {} );
		const user = userEvent.setup();
		render(
			<Field options={ [ { label: 'Broken', value: '' }, ...METHODS ] } />
		);
		await user.click( button() );
		expect(
			within( listbox() ).queryByRole( 'option', { name: 'Broken' } )
		).not.toBeInTheDocument();
		expect( within( listbox() ).getAllByRole( 'option' ) ).toHaveLength(
			4
		);
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( 'empty string' )
		);
	} );

	describe( 'type-ahead', () => {
		async function openWithKeyboard() {
			const user = startFakeClock();
			render( <Field /> );
			act( () => button().focus() );
			await user.keyboard( '{ArrowDown}' );
			// Headless UI moves focus into the list on the next frame.
			await act( () => vi.advanceTimersByTimeAsync( 50 ) );
			expect( listbox() ).toHaveFocus();
			return user;
		}

		it( 'moves to the option that starts with the typed letter', async () => {
			const user = await openWithKeyboard();
			await user.keyboard( 's' );
			expect( activeOption() ).toHaveTextContent( 'Skrill' );
		} );

		it( 'keeps the typed text for up to a second between keys', async () => {
			const user = await openWithKeyboard();
			await user.keyboard( 'b' );
			expect( activeOption() ).toHaveTextContent( 'Bank Transfer' );
			act( () =>
				vi.advanceTimersByTime( SELECT_TYPEAHEAD_RESET_MS - 100 )
			);
			await user.keyboard( 'i' );
			expect( activeOption() ).toHaveTextContent( 'Bitcoin' );
		} );

		it( 'starts a new search after a second without typing', async () => {
			const user = await openWithKeyboard();
			await user.keyboard( 'b' );
			act( () => vi.advanceTimersByTime( SELECT_TYPEAHEAD_RESET_MS ) );
			await user.keyboard( 's' );
			expect( activeOption() ).toHaveTextContent( 'Skrill' );
		} );

		it( 'steps through the options with the same first letter', async () => {
			const user = await openWithKeyboard();
			await user.keyboard( 'bb' );
			expect( activeOption() ).toHaveTextContent( 'Bitcoin' );
		} );

		it( 'chooses the option it moved to on Enter', async () => {
			const user = await openWithKeyboard();
			await user.keyboard( 'sk{Enter}' );
			expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();
			expect( button() ).toHaveTextContent( 'Skrill' );
		} );
	} );
} );
