/**
 * External dependencies
 */
import {
	Field,
	Label,
	Listbox,
	ListboxButton,
	ListboxOption,
	ListboxOptions,
} from '@headlessui/react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { SELECT_MENU_Z_INDEX } from '../constants';
import { RequiredMark, hasErrors } from '../form-field';
import { HeadlessDescriptions } from '../form-field/headless-descriptions';
import type { SelectOption } from '../select/types';
import { classNames } from '../shared/class-names';
import { CheckIcon, ChevronDownIcon } from '../shared/icons';
import { useValidOptions } from '../shared/use-valid-options';
import type { ListboxSelectProps } from './types';
import { useTypeahead } from './use-typeahead';
import './style.scss';

/**
 * A select without a search box (Headless UI Listbox), for short lists: the list opens on click or
 * with the keyboard, and typing jumps to the matching option.
 *
 * @param props Component props.
 */
export function ListboxSelect< V extends string | number >(
	props: ListboxSelectProps< V >
) {
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
	const choices = useValidOptions< V, SelectOption< V > >(
		options,
		'ListboxSelect'
	);
	const onTypeahead = useTypeahead();
	const invalid = hasErrors( errors );
	const selected = choices.find( ( option ) => option.value === value );
	// eslint-disable-next-line @wordpress/i18n-ellipsis -- the specification fixes this text with three dots.
	const loadingText = __( 'Loading...', 'vendor-payout-schedule' );
	const emptyText = isLoading
		? loadingText
		: __( 'No options', 'vendor-payout-schedule' );

	return (
		<Field
			className={ classNames(
				'vps-form-field',
				'vps-listbox-select',
				invalid && 'vps-listbox-select--error'
			) }
			disabled={ isDisabled }
		>
			<Label className="vps-form-field__label">
				{ label }
				<RequiredMark required={ required } />
			</Label>
			<Listbox
				value={ selected?.value ?? null }
				onChange={ ( next: V | null ) =>
					next !== null && onChange( next )
				}
			>
				<ListboxButton
					id={ id }
					className="vps-listbox-select__button"
					aria-invalid={ invalid || undefined }
					aria-required={ required || undefined }
					aria-busy={ isLoading || undefined }
				>
					<span
						className={ classNames(
							'vps-listbox-select__value',
							! selected &&
								'vps-listbox-select__value--placeholder'
						) }
					>
						{ selected?.label ??
							__( 'Search', 'vendor-payout-schedule' ) }
					</span>
					<ChevronDownIcon className="vps-listbox-select__chevron" />
				</ListboxButton>
				<ListboxOptions
					anchor={ { to: 'bottom start', gap: 4 } }
					className="vps-listbox-select__options"
					style={ { zIndex: SELECT_MENU_Z_INDEX } }
					onKeyDown={ onTypeahead }
				>
					{ choices.length === 0 && (
						<div className="vps-listbox-select__empty">
							{ emptyText }
						</div>
					) }
					{ choices.map( ( option ) => (
						<ListboxOption
							key={ option.value }
							value={ option.value }
							className="vps-listbox-select__option"
						>
							<span className="vps-listbox-select__option-label">
								{ option.label }
							</span>
							<CheckIcon
								className="vps-listbox-select__check"
								size={ 16 }
							/>
						</ListboxOption>
					) ) }
				</ListboxOptions>
			</Listbox>
			<HeadlessDescriptions helperText={ helperText } errors={ errors } />
		</Field>
	);
}
