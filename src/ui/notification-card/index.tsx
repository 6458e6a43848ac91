/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { classNames } from '../shared/class-names';
import {
	CloseIcon,
	ErrorIcon,
	InfoIcon,
	SuccessIcon,
	WarningIcon,
} from '../shared/icons';
import type { NotificationCardProps, NotificationType } from './types';
import { useDismissed } from './use-dismissed';
import './style.scss';

const ICONS = {
	success: SuccessIcon,
	error: ErrorIcon,
	warning: WarningIcon,
	info: InfoIcon,
};

function defaultTitle( type: NotificationType ): string {
	switch ( type ) {
		case 'success':
			return __( 'Success', 'vendor-payout-schedule' );
		case 'error':
			return __( 'Error', 'vendor-payout-schedule' );
		case 'warning':
			return __( 'Warning', 'vendor-payout-schedule' );
		default:
			return __( 'Info', 'vendor-payout-schedule' );
	}
}

/**
 * A notice in a card: icon, title, optional subtitle and an optional Close button.
 *
 * Errors and warnings are alerts, read out as soon as they appear; success and info are polite
 * status messages.
 *
 * @param props Component props.
 */
export function NotificationCard( props: NotificationCardProps ) {
	const {
		type,
		title,
		subtitle,
		dismissible = false,
		onClose,
		className,
	} = props;
	const [ dismissed, dismiss ] = useDismissed( onClose );
	if ( dismissed ) {
		return null;
	}
	const Icon = ICONS[ type ];
	const urgent = type === 'error' || type === 'warning';

	return (
		<div
			role={ urgent ? 'alert' : 'status' }
			className={ classNames(
				'vps-notification-card',
				`vps-notification-card--${ type }`,
				className
			) }
		>
			<Icon className="vps-notification-card__icon" />
			<div className="vps-notification-card__body">
				<p className="vps-notification-card__title">
					{ title || defaultTitle( type ) }
				</p>
				{ subtitle && (
					<div className="vps-notification-card__subtitle">
						{ subtitle }
					</div>
				) }
			</div>
			{ dismissible && (
				<button
					type="button"
					className="vps-notification-card__close"
					aria-label={ __( 'Close', 'vendor-payout-schedule' ) }
					onClick={ dismiss }
				>
					<CloseIcon
						size={ 16 }
						className="vps-notification-card__close-icon"
					/>
				</button>
			) }
		</div>
	);
}
