/**
 * External dependencies
 */
import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes< HTMLButtonElement > {
	/**
	 * Look of the button: the shop's primary colour, or a neutral outline.
	 *
	 * @default 'primary'
	 */
	variant?: 'primary' | 'secondary';
	/**
	 * Shows a spinner and marks the button busy and disabled while work it started is under way.
	 *
	 * @default false
	 */
	isBusy?: boolean;
}
