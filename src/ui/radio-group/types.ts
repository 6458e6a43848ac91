/**
 * Internal dependencies
 */
import type { FieldProps } from '../form-field/types';

/** A choice of a radio group. */
export interface RadioOption< V extends string | number > {
	/** Text of the choice; its accessible name. */
	label: string;
	/** Value handed to `onChange` when the choice is made. */
	value: V;
	/** A line under the label that explains the choice. */
	description?: string;
}

export interface RadioGroupProps<
	V extends string | number,
> extends FieldProps {
	/** The choices, in order. */
	options: Array< RadioOption< V > >;
	/** Value of the chosen option, or null when none is chosen. */
	value: V | null;
	/** Called with the value of the option the user chose. */
	onChange: ( value: V ) => void;
}
