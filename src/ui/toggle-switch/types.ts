/** Named colours of the switch's "on" state, each a tone of the shop's theme. */
export type ToggleSwitchColor =
	'primary' | 'success' | 'warning' | 'info' | 'danger';

export interface ToggleSwitchProps {
	/** Whether the switch is on. */
	checked: boolean;
	/** Called with the new state when the user flips the switch. */
	onChange: ( checked: boolean ) => void;
	/** The switch's accessible name, shown beside it unless `hideLabel` is set. */
	label: string;
	/**
	 * Keeps the label for assistive technology only, when the context already says what the
	 * switch does (e.g. a heading beside it).
	 *
	 * @default false
	 */
	hideLabel?: boolean;
	/**
	 * Makes the switch read-only.
	 *
	 * @default false
	 */
	disabled?: boolean;
	/**
	 * Colour of the "on" state.
	 *
	 * @default 'primary'
	 */
	color?: ToggleSwitchColor;
	/** Extra class of the wrapper. */
	className?: string;
}
