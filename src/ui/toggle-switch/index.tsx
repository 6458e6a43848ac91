/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { TOGGLE_SWITCH_DEFAULT_COLOR } from '../constants';
import { classNames } from '../shared/class-names';
import { TOGGLE_SWITCH_COLORS } from './colors';
import type { ToggleSwitchProps } from './types';
import './style.scss';

/**
 * An on/off switch named by its label: a native button with the ARIA switch role.
 *
 * It is the one widget on the page before the vendor opens anything, so it carries no library:
 * Headless UI's Switch brings some 10 KB gzip of focus and hover machinery, two thirds of the
 * panel's budget for its first script, for what a button already does (Space and Enter, focus,
 * disabled). The rest of the kit, loaded with the modal, stays on Headless UI.
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
	const id = useId();
	const labelId = `${ id }-label`;
	// The stylesheet reads the "on" colour from this property, so any named colour needs no rule.
	const style = {
		'--vps-toggle-switch-on-color': TOGGLE_SWITCH_COLORS[ color ],
	} as CSSProperties;

	return (
		<span
			className={ classNames( 'vps-toggle-switch', className ) }
			data-disabled={ disabled ? '' : undefined }
		>
			<button
				id={ id }
				type="button"
				role="switch"
				aria-checked={ checked }
				aria-labelledby={ labelId }
				disabled={ disabled }
				data-checked={ checked ? '' : undefined }
				data-disabled={ disabled ? '' : undefined }
				className="vps-toggle-switch__track"
				style={ style }
				onClick={ () => onChange( ! checked ) }
			>
				<span className="vps-toggle-switch__thumb" aria-hidden="true" />
			</button>
			{ /* A label of a button passes its clicks on to the button. */ }
			<label
				id={ labelId }
				htmlFor={ id }
				className={
					hideLabel
						? 'vps-toggle-switch__label--hidden'
						: 'vps-toggle-switch__label'
				}
			>
				{ label }
			</label>
		</span>
	);
}
