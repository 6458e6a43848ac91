/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/** Props every labelled choice field of the kit shares. */
export interface FieldProps {
	/** Text of the field's label; also the control's accessible name. */
	label: string;
	/** Messages to show under the field; a non-empty list puts the field in its error style. */
	errors?: string[];
	/** Marks the field as required: an asterisk beside the label and `aria-required`. */
	required?: boolean;
	/** A hint shown under the field. */
	helperText?: string;
}

export interface RequiredMarkProps {
	/** Whether the field is required. */
	required?: boolean;
}

export interface HelperTextProps {
	/** Id, so the control can point at it. */
	id?: string;
	/** The hint. */
	children?: ReactNode;
}
