/**
 * A quiet line under the summary: how the last scheduled payout went and what the next one would
 * request, each with the server's reason when it was (or would be) skipped.
 */

/**
 * WordPress dependencies
 */
import { Fragment } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { payoutStatusParts } from './payout-status-text';
import type { PayoutStatusProps } from './types';
import './style.scss';

export type { PayoutStatusProps } from './types';

export function PayoutStatus( {
	lastPayout,
	projectedAmount,
}: PayoutStatusProps ) {
	const parts = payoutStatusParts( lastPayout, projectedAmount );
	if ( parts.length === 0 ) {
		return null;
	}
	return (
		<p className="vps-payout-status">
			{ parts.map( ( part, index ) => (
				<Fragment key={ part.key }>
					{ index > 0 && ' ' }
					<span className={ `vps-payout-status__${ part.key }` }>
						{ part.text }
					</span>
				</Fragment>
			) ) }
		</p>
	);
}
