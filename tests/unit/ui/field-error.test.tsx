/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { FieldError } from '../../../src/ui';

describe( 'FieldError', () => {
	it.each( [ undefined, null, '', '  ', [], [ '' ] ] )(
		'renders nothing for %j',
		( error ) => {
			const { container } = render( <FieldError error={ error } /> );
			expect( container ).toBeEmptyDOMElement();
		}
	);

	it( 'shows the error text beside a decorative warning icon', () => {
		render( <FieldError error="Choose a method" /> );
		const message = screen.getByText( 'Choose a method' )
			.parentElement as HTMLElement;
		expect( message ).toHaveTextContent( /^Choose a method$/ );
		expect( message.querySelector( 'svg' ) ).toHaveAttribute(
			'aria-hidden',
			'true'
		);
	} );

	it( 'joins a list of errors with commas', () => {
		render(
			<FieldError error={ [ 'Choose a method', 'PayPal is paused' ] } />
		);
		expect(
			screen.getByText( 'Choose a method, PayPal is paused' )
		).toBeInTheDocument();
	} );

	it( 'uses the small danger style', () => {
		render( <FieldError error="Choose a method" /> );
		expect(
			screen.getByText( 'Choose a method' ).parentElement
		).toHaveClass( 'vps-field-error' );
	} );

	it( 'carries the id a control points at', () => {
		render( <FieldError id="method-error" error="Choose a method" /> );
		expect(
			screen.getByText( 'Choose a method' ).parentElement
		).toHaveAttribute( 'id', 'method-error' );
	} );
} );
