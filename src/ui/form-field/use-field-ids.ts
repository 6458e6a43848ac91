/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';

/** Ids tying a field's label, hint and error to its control. */
export interface FieldIds {
	control: string;
	label: string;
	helper: string;
	error: string;
}

/**
 * @param id The control's id when the caller chose one.
 * @return The ids of the field's parts, derived from the control's.
 */
export function useFieldIds( id?: string ): FieldIds {
	const generated = `vps-field-${ useId().replace( /:/g, '' ) }`;
	const control = id ?? generated;
	return {
		control,
		label: `${ control }-label`,
		helper: `${ control }-helper`,
		error: `${ control }-error`,
	};
}
