/**
 * External dependencies
 */
import {
	Description,
	Field,
	Label,
	Radio,
	RadioGroup as HeadlessRadioGroup,
} from '@headlessui/react';

/**
 * Internal dependencies
 */
import { RequiredMark, hasErrors } from '../form-field';
import { HeadlessDescriptions } from '../form-field/headless-descriptions';
import { classNames } from '../shared/class-names';
import type { RadioGroupProps } from './types';
import './style.scss';

/**
 * A group of radio cards (Headless UI RadioGroup): a label, the choices with their descriptions,
 * a hint and errors. Arrow keys move between the choices.
 *
 * @param props Component props.
 */
export function RadioGroup< V extends string | number >(
	props: RadioGroupProps< V >
) {
	const {
		label,
		options,
		value,
		onChange,
		errors,
		required = false,
		helperText,
	} = props;
	const invalid = hasErrors( errors );

	return (
		<HeadlessRadioGroup
			value={ value }
			onChange={ ( next: V | null ) => next !== null && onChange( next ) }
			className={ classNames(
				'vps-form-field',
				'vps-radio-group',
				invalid && 'vps-radio-group--error'
			) }
			aria-invalid={ invalid || undefined }
			aria-required={ required || undefined }
		>
			<Label as="span" className="vps-form-field__label">
				{ label }
				<RequiredMark required={ required } />
			</Label>
			<div className="vps-radio-group__options">
				{ options.map( ( option ) => (
					<Field
						key={ option.value }
						className="vps-radio-group__option"
					>
						<Radio
							value={ option.value }
							className="vps-radio-group__radio"
						>
							<span className="vps-radio-group__dot" />
						</Radio>
						<div className="vps-radio-group__text">
							<Label className="vps-radio-group__label">
								{ option.label }
							</Label>
							{ option.description && (
								<Description className="vps-radio-group__description">
									{ option.description }
								</Description>
							) }
						</div>
					</Field>
				) ) }
			</div>
			<HeadlessDescriptions helperText={ helperText } errors={ errors } />
		</HeadlessRadioGroup>
	);
}
