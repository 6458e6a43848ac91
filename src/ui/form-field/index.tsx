/**
 * Parts shared by the labelled choice fields (select, listbox select, radio group).
 */

/**
 * Internal dependencies
 */
import type { HelperTextProps, RequiredMarkProps } from './types';
import './style.scss';

export { useFieldIds } from './use-field-ids';
export type { FieldProps } from './types';

/**
 * The asterisk of a required field. Hidden from assistive technology, which learns it from
 * `aria-required` on the control instead of hearing "star" in the field's name.
 *
 * @param props Component props.
 */
export function RequiredMark( props: RequiredMarkProps ) {
	const { required } = props;
	if ( ! required ) {
		return null;
	}
	return (
		<span className="vps-form-field__required" aria-hidden="true">
			*
		</span>
	);
}

/**
 * A hint under a field; nothing when there is no hint.
 *
 * @param props Component props.
 */
export function HelperText( props: HelperTextProps ) {
	const { id, children } = props;
	if ( ! children ) {
		return null;
	}
	return (
		<p id={ id } className="vps-form-field__helper">
			{ children }
		</p>
	);
}

/**
 * @param errors The field's messages.
 * @return Whether the field is in its error state.
 */
export function hasErrors( errors?: string[] ): boolean {
	return ( errors ?? [] ).some( ( message ) => message.trim() !== '' );
}
