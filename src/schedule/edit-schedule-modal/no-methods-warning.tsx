/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { NotificationCard } from '../../ui';
import { getPaymentSettingsUrl } from '../../utils';

export interface NoMethodsWarningProps {
	/** The page settings' payment settings address; empty when they gave none. */
	setupUrl: string;
}

/**
 * Without a payment method no schedule can be saved, so the vendor is sent where methods are set up.
 *
 * @param root0
 * @param root0.setupUrl
 */
export function NoMethodsWarning( { setupUrl }: NoMethodsWarningProps ) {
	const href = getPaymentSettingsUrl( setupUrl );
	return (
		<NotificationCard
			type="warning"
			title={ __(
				'No payment methods found.',
				'vendor-payout-schedule'
			) }
			subtitle={
				href && (
					<a className="vps-edit-schedule__setup-link" href={ href }>
						{ __(
							'Set up payment methods',
							'vendor-payout-schedule'
						) }
					</a>
				)
			}
		/>
	);
}
