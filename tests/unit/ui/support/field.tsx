/**
 * What the kit's choice fields (select, radio group) share under test: a stand-in for the
 * form that owns their value, and the required mark each of them draws beside its label.
 */

/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import { useState } from 'react';
import type { ComponentType } from 'react';

interface ChoiceProps {
	value: string | null;
	onChange: ( value: string ) => void;
}

/**
 * Makes a field that keeps its own value, as the edit modal keeps the vendor's choice, so a test
 * drives it as a user does and sees what it shows after each pick.
 *
 * @param Control The kit's controlled widget.
 * @param given   The props every test shares; each test may override them.
 */
export function withOwnValue< Props extends ChoiceProps >(
	Control: ComponentType< Props >,
	given: Omit< Props, keyof ChoiceProps >
) {
	return function Field( props: Partial< Props > ) {
		const [ value, setValue ] = useState< string | null >( null );
		const all = { ...given, value, onChange: setValue, ...props };
		return <Control { ...( all as Props ) } />;
	};
}

/**
 * A required field shows an asterisk inside its label, hidden from assistive technology (which
 * hears "required" from the control instead).
 *
 * @param label The field's label text.
 */
export function expectAsteriskBesideLabel( label: string ) {
	expect( screen.getByText( '*' ) ).toHaveAttribute( 'aria-hidden', 'true' );
	expect( screen.getByText( label ) ).toContainElement(
		screen.getByText( '*' )
	);
}
