/**
 * One page of a statement, loaded when it is shown: its figures, where they differ from the
 * payout's record, and its lines.
 */

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchStatement, useLoad } from '../../api';
import { NotificationCard } from '../../ui';
import { StatementEntries } from './statement-entries';
import { StatementSummary } from './statement-summary';
import type { StatementPageProps } from './types';

export function StatementPage( {
	statementId,
	page,
	onLoaded,
}: StatementPageProps ) {
	const { data: statement, isLoading } = useLoad(
		( signal ) => fetchStatement( statementId, page, signal ),
		null
	);
	const total = statement?.totalEntries;
	useEffect( () => {
		if ( total !== undefined ) {
			onLoaded( total );
		}
	}, [ total, onLoaded ] );

	if ( isLoading ) {
		return (
			<p className="vps-statement__loading" role="status">
				{ __( 'Loading the statement…', 'vendor-payout-schedule' ) }
			</p>
		);
	}
	if ( ! statement ) {
		return (
			<NotificationCard
				type="error"
				title={ __(
					'The statement could not be loaded',
					'vendor-payout-schedule'
				) }
				subtitle={ __(
					'Please close this window and try again.',
					'vendor-payout-schedule'
				) }
			/>
		);
	}
	return (
		<>
			<StatementSummary statement={ statement } />
			{ statement.differences.length > 0 && (
				<NotificationCard
					type="warning"
					title={ __(
						'Dokan’s ledger and the payout’s record differ',
						'vendor-payout-schedule'
					) }
					subtitle={
						<ul className="vps-statement__differences">
							{ statement.differences.map( ( difference ) => (
								<li key={ difference.code }>
									{ difference.message }
								</li>
							) ) }
						</ul>
					}
				/>
			) }
			<StatementEntries entries={ statement.entries } />
		</>
	);
}
