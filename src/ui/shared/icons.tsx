/**
 * Small inline icons. Drawn here rather than taken from an icon package so nothing beyond these
 * few paths reaches the bundle; all are decorative (`aria-hidden`), the text beside them carries
 * the meaning.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

interface IconProps {
	/** Class of the svg element. */
	className?: string;
	/** Width and height in px. */
	size?: number;
}

function Icon( {
	className,
	size = 20,
	children,
}: IconProps & { children: ReactNode } ) {
	return (
		<svg
			className={ className }
			width={ size }
			height={ size }
			viewBox="0 0 20 20"
			fill="currentColor"
			aria-hidden="true"
			focusable="false"
		>
			{ children }
		</svg>
	);
}

export function WarningIcon( props: IconProps ) {
	return (
		<Icon { ...props }>
			<path
				fillRule="evenodd"
				d="M8.49 2.87c.66-1.16 2.36-1.16 3.02 0l6.25 10.98c.65 1.15-.18 2.57-1.51 2.57H3.75c-1.33 0-2.16-1.42-1.51-2.57L8.49 2.87ZM10 7a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 7Zm0 7.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
				clipRule="evenodd"
			/>
		</Icon>
	);
}

export function SuccessIcon( props: IconProps ) {
	return (
		<Icon { ...props }>
			<path
				fillRule="evenodd"
				d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.7a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.6-1.6a.75.75 0 1 0-1.06 1.06l2.22 2.22a.75.75 0 0 0 1.14-.09l3.76-5.21Z"
				clipRule="evenodd"
			/>
		</Icon>
	);
}

export function ErrorIcon( props: IconProps ) {
	return (
		<Icon { ...props }>
			<path
				fillRule="evenodd"
				d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM8.28 7.22a.75.75 0 0 0-1.06 1.06L8.94 10l-1.72 1.72a.75.75 0 1 0 1.06 1.06L10 11.06l1.72 1.72a.75.75 0 1 0 1.06-1.06L11.06 10l1.72-1.72a.75.75 0 0 0-1.06-1.06L10 8.94 8.28 7.22Z"
				clipRule="evenodd"
			/>
		</Icon>
	);
}

export function InfoIcon( props: IconProps ) {
	return (
		<Icon { ...props }>
			<path
				fillRule="evenodd"
				d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.25v2.75a.75.75 0 0 0 1.5 0V9.75A.75.75 0 0 0 10 9H9Z"
				clipRule="evenodd"
			/>
		</Icon>
	);
}

export function CloseIcon( props: IconProps ) {
	return (
		<Icon { ...props }>
			<path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
		</Icon>
	);
}

export function ChevronDownIcon( props: IconProps ) {
	return (
		<Icon { ...props }>
			<path
				fillRule="evenodd"
				d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
				clipRule="evenodd"
			/>
		</Icon>
	);
}
