/**
 * External dependencies
 */
import type { ForwardedRef } from 'react';

/**
 * WordPress dependencies
 */
import { forwardRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { classNames } from '../shared/class-names';
import type { ButtonProps } from './types';
import './style.scss';

function UnforwardedButton(
	{
		variant = 'primary',
		isBusy = false,
		disabled,
		className,
		type = 'button',
		children,
		...rest
	}: ButtonProps,
	ref: ForwardedRef< HTMLButtonElement >
) {
	return (
		<button
			{ ...rest }
			ref={ ref }
			// Buttons inside a host form must not submit it unless asked to.
			type={ type }
			className={ classNames(
				'vps-button',
				`vps-button--${ variant }`,
				isBusy && 'vps-button--busy',
				className
			) }
			disabled={ disabled || isBusy }
			aria-busy={ isBusy || undefined }
		>
			{ isBusy && (
				<span className="vps-button__spinner" aria-hidden="true" />
			) }
			{ children }
		</button>
	);
}

/**
 * A button themed by the shop's `--dokan-button-*` custom properties. While `isBusy` it shows a
 * spinner, says it is busy and takes no clicks.
 */
export const Button = forwardRef( UnforwardedButton );
