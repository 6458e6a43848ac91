/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/** Kinds of notification, each with its colour, icon and default title. */
export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface NotificationCardProps {
	/** Kind of notification. */
	type: NotificationType;
	/**
	 * Heading of the card.
	 *
	 * @default 'Success', 'Error', 'Warning' or 'Info', after the type
	 */
	title?: string;
	/** Text or elements under the title, such as a link to act on it. */
	subtitle?: ReactNode;
	/**
	 * Shows a Close button that hides the card.
	 *
	 * @default false
	 */
	dismissible?: boolean;
	/** Called after the user closed the card. */
	onClose?: () => void;
	/** Extra class of the card. */
	className?: string;
}
