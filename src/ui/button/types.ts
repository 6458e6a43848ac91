/**
 * External dependencies
 */
import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes< HTMLButtonElement > {
	/**
	 * Look of the button: the shop's primary colour, a neutral outline, or a link in running text.
	 *
	 * @default 'primary'
	 */
	variant?: 'primary' | 'secondary' | 'link';
	/**
	 * Shows a spinner and marks the button busy and disabled while work it started is under way.
	 *
	 * @default false
	 */
	isBusy?: boolean;
}
