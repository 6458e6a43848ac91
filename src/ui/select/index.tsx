/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';
import ReactSelect from 'react-select';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FieldError } from '../field-error';
import {
	HelperText,
	RequiredMark,
	hasErrors,
	useFieldIds,
} from '../form-field';
import { classNames } from '../shared/class-names';
import { useValidOptions } from '../shared/use-valid-options';
import type { SelectOption, SelectProps } from './types';
import { useMenuLayer } from './use-menu-layer';
import { useSelectStyles } from './use-select-styles';
import './style.scss';

/**
 * react-select prevents the default of every Escape, even with its menu closed, and a prevented
 * Escape no longer closes the dialog around the field. With the menu closed there is nothing for
 * the select to close, so the key is skipped here and sent on from the field's wrapper instead.
 *
 * @param event The key press on the select.
 */
function passOnEscapeWhenClosed( event: KeyboardEvent< HTMLDivElement > ) {
	const input = event.target as HTMLElement;
	if (
		event.key !== 'Escape' ||
		input.getAttribute( 'aria-expanded' ) === 'true'
	) {
		return;
	}
	// Skips react-select's own handling; the copy below is a new, unprevented event.
	event.preventDefault();
	event.currentTarget.parentElement?.dispatchEvent(
		new window.KeyboardEvent( 'keydown', {
			key: 'Escape',
			bubbles: true,
			cancelable: true,
		} )
	);
}

/**
 * A searchable select (react-select) with a label, a hint and errors.
 *
 * Its menu is portalled to the end of the document and stacked above the modal (see
 * useMenuLayer), so neither a modal's overflow nor its stacking context clips it.
 *
 * @param props Component props.
 */
export function Select< V extends string | number >( props: SelectProps< V > ) {
	const {
		id,
		label,
		options,
		value,
		onChange,
		isLoading = false,
		isDisabled = false,
		errors,
		required = false,
		helperText,
	} = props;
	const ids = useFieldIds( id );
	const choices = useValidOptions< V, SelectOption< V > >(
		options,
		'Select'
	);
	const invalid = hasErrors( errors );
	const { zIndex, fieldRef } = useMenuLayer();
	const styles = useSelectStyles< V >( invalid, zIndex );
	const selected =
		choices.find( ( option ) => option.value === value ) ?? null;

	return (
		<div
			ref={ fieldRef }
			className={ classNames(
				'vps-form-field',
				'vps-select',
				invalid && 'vps-select--error'
			) }
		>
			<label
				id={ ids.label }
				htmlFor={ ids.control }
				className="vps-form-field__label"
			>
				{ label }
				<RequiredMark required={ required } />
			</label>
			<ReactSelect< SelectOption< V >, false >
				inputId={ ids.control }
				aria-labelledby={ ids.label }
				aria-invalid={ invalid || undefined }
				aria-errormessage={ invalid ? ids.error : undefined }
				required={ required }
				classNamePrefix="vps-select"
				options={ choices }
				value={ selected }
				onChange={ ( option ) => option && onChange( option.value ) }
				isLoading={ isLoading }
				isDisabled={ isDisabled }
				onKeyDown={ passOnEscapeWhenClosed }
				placeholder={ __( 'Search', 'vendor-payout-schedule' ) }
				noOptionsMessage={ () =>
					__( 'No options', 'vendor-payout-schedule' )
				}
				loadingMessage={ () =>
					// eslint-disable-next-line @wordpress/i18n-ellipsis -- the specification fixes this text with three dots.
					__( 'Loading...', 'vendor-payout-schedule' )
				}
				menuPortalTarget={
					typeof document === 'undefined' ? null : document.body
				}
				menuPosition="fixed"
				menuPlacement="auto"
				styles={ styles }
			/>
			<HelperText id={ ids.helper }>{ helperText }</HelperText>
			<FieldError id={ ids.error } error={ errors } />
		</div>
	);
}
