/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ToggleSwitch } from '../../../../src/ui';
import type { ToggleSwitchColor } from '../../../../src/ui';

const COLORS: ToggleSwitchColor[] = [
	'primary',
	'success',
	'warning',
	'info',
	'danger',
];

/** One switch per named colour, all on, and a disabled one. */
export function Switches() {
	const [ on, setOn ] = useState( true );
	return (
		<div className="host-row">
			{ COLORS.map( ( color ) => (
				<ToggleSwitch
					key={ color }
					label={ `Switch ${ color }` }
					color={ color }
					checked={ on }
					onChange={ setOn }
				/>
			) ) }
			<ToggleSwitch
				label="Switch disabled"
				checked={ false }
				onChange={ () => {} }
				disabled
			/>
		</div>
	);
}
