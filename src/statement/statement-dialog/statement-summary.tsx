/**
 * The figures of a statement: the period, the balance it opens and closes with, and what the run
 * kept and requested (or why it requested nothing).
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PayoutStatement, RequestStatus } from '../../api';
import { formatPrice } from '../../utils';
import type { StatementSummaryProps } from './types';

/**
 * What Dokan has done with the request, in a few words.
 *
 * @param status Dokan's status of the request.
 */
function requestState( status: RequestStatus ): string {
	switch ( status ) {
		case 'approved':
			return __( 'paid', 'vendor-payout-schedule' );
		case 'cancelled':
			return __( 'cancelled', 'vendor-payout-schedule' );
		case 'pending':
			return __( 'waiting for approval', 'vendor-payout-schedule' );
		default:
			return __( 'no longer in Dokan', 'vendor-payout-schedule' );
	}
}

/**
 * The rows of the summary, each a term and its value.
 *
 * @param statement The statement.
 */
function summaryRows(
	statement: PayoutStatement
): Array< [ string, string ] > {
	const rows: Array< [ string, string ] > = [
		[
			__( 'Period', 'vendor-payout-schedule' ),
			statement.periodLabel
				? sprintf(
						/* translators: 1: when the previous payout read the balance. 2: when this one did. */
						__( '%1$s to %2$s', 'vendor-payout-schedule' ),
						statement.periodLabel,
						statement.readAtLabel
					)
				: sprintf(
						/* translators: %s: when this payout read the balance. */
						__(
							'From the first entry to %s',
							'vendor-payout-schedule'
						),
						statement.readAtLabel
					),
		],
		[
			__( 'Opening balance', 'vendor-payout-schedule' ),
			formatPrice( statement.opening ),
		],
		[
			__( 'Earned', 'vendor-payout-schedule' ),
			formatPrice( statement.earned ),
		],
		[
			__( 'Deducted', 'vendor-payout-schedule' ),
			formatPrice( statement.deducted ),
		],
		[
			__( 'Closing balance', 'vendor-payout-schedule' ),
			formatPrice( statement.closing ),
		],
	];
	const { request } = statement;
	if ( statement.isRequested ) {
		rows.push(
			[
				__( 'Reserve kept', 'vendor-payout-schedule' ),
				formatPrice( statement.reserve ),
			],
			[
				__( 'Requested', 'vendor-payout-schedule' ),
				request
					? sprintf(
							/* translators: 1: amount. 2: payment method, e.g. "PayPal". 3: Dokan's withdraw request number. 4: what Dokan did with it, e.g. "waiting for approval". */
							__(
								'%1$s to %2$s: request #%3$d, %4$s',
								'vendor-payout-schedule'
							),
							formatPrice( statement.requested ),
							statement.methodTitle,
							request.id,
							requestState( request.status )
						)
					: formatPrice( statement.requested ),
			]
		);
	} else {
		rows.push( [
			__( 'Skipped', 'vendor-payout-schedule' ),
			statement.skipMessage,
		] );
	}
	const { count, amount } = statement.notAvailable;
	if ( count > 0 ) {
		const held = statement.thresholdDays;
		rows.push( [
			__( 'Not yet available', 'vendor-payout-schedule' ),
			[
				sprintf(
					/* translators: 1: amount. 2: number of entries. */
					_n(
						'%1$s in %2$d entry',
						'%1$s in %2$d entries',
						count,
						'vendor-payout-schedule'
					),
					formatPrice( amount ),
					count
				),
				held > 0 &&
					sprintf(
						/* translators: %d: Dokan's withdraw threshold, in days. */
						_n(
							'(Dokan holds a sale %d day before it can be withdrawn)',
							'(Dokan holds a sale %d days before it can be withdrawn)',
							held,
							'vendor-payout-schedule'
						),
						held
					),
			]
				.filter( Boolean )
				.join( ' ' ),
		] );
	}
	return rows;
}

export function StatementSummary( { statement }: StatementSummaryProps ) {
	return (
		<dl className="vps-statement__summary">
			{ summaryRows( statement ).map( ( [ term, value ] ) => (
				<div key={ term } className="vps-statement__figure">
					<dt>{ term }</dt>
					<dd>{ value }</dd>
				</div>
			) ) }
		</dl>
	);
}
