/**
 * Internal dependencies
 */
import type { FieldProps } from '../form-field/types';
import type { ChoiceOption } from '../shared/use-valid-options';

/** An entry of a select's list. Its value must not be an empty string: such entries are left out. */
export type SelectOption< V extends string | number > = ChoiceOption< V >;

export interface SelectProps< V extends string | number > extends FieldProps {
	/** Id of the control, to which the label points; generated when not given. */
	id?: string;
	/** The choices. */
	options: Array< SelectOption< V > >;
	/** Value of the chosen option, or null when none is chosen. */
	value: V | null;
	/** Called with the value of the option the user chose. */
	onChange: ( value: V ) => void;
	/**
	 * Shows the loading state: a spinner, and 'Loading...' in an empty menu.
	 *
	 * @default false
	 */
	isLoading?: boolean;
	/**
	 * Makes the field read-only.
	 *
	 * @default false
	 */
	isDisabled?: boolean;
}
