/**
 * External dependencies
 */
import { Description } from '@headlessui/react';

/**
 * Internal dependencies
 */
import { FieldError } from '../field-error';
import { hasErrors } from './index';
import type { FieldProps } from './types';

/**
 * The hint and the errors under a field built on Headless UI (listbox select, radio group). As
 * its Descriptions, Headless UI ties them to the control's `aria-describedby` itself.
 *
 * @param props            Component props.
 * @param props.helperText The field's hint.
 * @param props.errors     The field's messages.
 */
export function HeadlessDescriptions( {
	helperText,
	errors,
}: Pick< FieldProps, 'helperText' | 'errors' > ) {
	return (
		<>
			{ helperText && (
				<Description className="vps-form-field__helper">
					{ helperText }
				</Description>
			) }
			{ hasErrors( errors ) && (
				<Description as="div">
					<FieldError error={ errors } />
				</Description>
			) }
		</>
	);
}
