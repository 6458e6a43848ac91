/**
 * Internal dependencies
 */
import type { ToggleSwitchColor } from './types';

/**
 * Each named colour as the host's theme property with the host's default, so a switch follows
 * the shop's theme the way Dokan's own buttons do.
 */
export const TOGGLE_SWITCH_COLORS: Record< ToggleSwitchColor, string > = {
	primary: 'var(--dokan-button-background-color, #7047eb)',
	success: 'var(--dokan-button-success-background-color, #07a67e)',
	warning: 'var(--dokan-button-warning-background-color, #e9a905)',
	info: 'var(--dokan-button-info-background-color, #0b76b7)',
	danger: 'var(--dokan-button-danger-background-color, #e3050c)',
};
