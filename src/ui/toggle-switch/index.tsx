/**
 * External dependencies
 */
import { Field, Label, Switch } from '@headlessui/react';
import type { CSSProperties } from 'react';

/**
 * Internal dependencies
 */
import { TOGGLE_SWITCH_DEFAULT_COLOR } from '../constants';
import { classNames } from '../shared/class-names';
import { TOGGLE_SWITCH_COLORS } from './colors';
import type { ToggleSwitchProps } from './types';
import './style.scss';

/**
 * An on/off switch (Headless UI Switch) named by its label.
 *
 * @param props Component props.
 */
export function ToggleSwitch( props: ToggleSwitchProps ) {
	const {
		checked,
		onChange,
		label,
		hideLabel = false,
		disabled = false,
		color = TOGGLE_SWITCH_DEFAULT_COLOR,
		className,
	} = props;
	// The stylesheet reads the "on" colour from this property, so any named colour needs no rule.
	const style = {
		'--vps-toggle-switch-on-color': TOGGLE_SWITCH_COLORS[ color ],
	} as CSSProperties;

	return (
		<Field
			disabled={ disabled }
			className={ classNames( 'vps-toggle-switch', className ) }
		>
			<Switch
				checked={ checked }
				onChange={ onChange }
				className="vps-toggle-switch__track"
				style={ style }
			>
				<span className="vps-toggle-switch__thumb" aria-hidden="true" />
			</Switch>
			<Label
				className={
					hideLabel
						? 'vps-toggle-switch__label--hidden'
						: 'vps-toggle-switch__label'
				}
			>
				{ label }
			</Label>
		</Field>
	);
}
