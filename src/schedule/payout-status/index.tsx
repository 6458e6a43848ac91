/**
 * A quiet line under the summary: how the last scheduled payout went and what the next one would
 * request, each with the server's reason when it was (or would be) skipped; then, when the server
 * has the last payout's statement, the control that shows it.
 */

/**
 * WordPress dependencies
 */
import { Fragment, useId } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { StatementLink } from '../../statement';
import { payoutStatusParts } from './payout-status-text';
import type { PayoutStatusProps } from './types';
import './style.scss';

export type { PayoutStatusProps } from './types';

export function PayoutStatus( {
	lastPayout,
	projectedAmount,
	statementId = null,
}: PayoutStatusProps ) {
	const lastId = useId();
	const parts = payoutStatusParts( lastPayout, projectedAmount );
	if ( parts.length === 0 ) {
		return null;
	}
	return (
		<>
			<p className="vps-payout-status">
				{ parts.map( ( part, index ) => (
					<Fragment key={ part.key }>
						{ index > 0 && ' ' }
						<span
							id={ part.key === 'last' ? lastId : undefined }
							className={ `vps-payout-status__${ part.key }` }
						>
							{ part.text }
						</span>
					</Fragment>
				) ) }
			</p>
			{ lastPayout && statementId !== null && (
				<div className="vps-payout-status vps-payout-status__statement">
					<StatementLink
						statementId={ statementId }
						describedBy={ lastId }
					/>
				</div>
			) }
		</>
	);
}
