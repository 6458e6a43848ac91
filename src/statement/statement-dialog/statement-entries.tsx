/**
 * A page of a statement's lines in two tables: the entries counted in the payout, each with the
 * balance after it, and apart those not available to withdraw at it, each with why.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { StatementEntry } from '../../api';
import { formatPrice } from '../../utils';
import type { StatementEntriesProps } from './types';

const amount = ( value: number ) => ( value ? formatPrice( value ) : '' );

function EntryCells( { entry }: { entry: StatementEntry } ) {
	return (
		<>
			<td>{ entry.dateLabel }</td>
			<td>
				{ entry.link ? (
					<a href={ entry.link }>{ entry.label }</a>
				) : (
					entry.label
				) }
			</td>
			<td>{ entry.statusLabel }</td>
		</>
	);
}

function Headings( { last }: { last: string[] } ) {
	return (
		<thead>
			<tr>
				{ [
					__( 'Date', 'vendor-payout-schedule' ),
					__( 'Entry', 'vendor-payout-schedule' ),
					__( 'Dokan status', 'vendor-payout-schedule' ),
					...last,
				].map( ( heading ) => (
					<th key={ heading } scope="col">
						{ heading }
					</th>
				) ) }
			</tr>
		</thead>
	);
}

export function StatementEntries( { entries }: StatementEntriesProps ) {
	const counted = entries.filter( ( entry ) => entry.counted );
	const apart = entries.filter( ( entry ) => ! entry.counted );
	if ( entries.length === 0 ) {
		return (
			<p className="vps-statement__empty">
				{ __(
					'No entry of Dokan’s ledger since the previous payout.',
					'vendor-payout-schedule'
				) }
			</p>
		);
	}
	return (
		<>
			{ counted.length > 0 && (
				<table className="vps-statement__entries">
					<caption>
						{ __(
							'Entries counted in this payout',
							'vendor-payout-schedule'
						) }
					</caption>
					<Headings
						last={ [
							__( 'Earned', 'vendor-payout-schedule' ),
							__( 'Deducted', 'vendor-payout-schedule' ),
							__( 'Balance', 'vendor-payout-schedule' ),
						] }
					/>
					<tbody>
						{ counted.map( ( entry ) => (
							<tr key={ entry.id }>
								<EntryCells entry={ entry } />
								<td>{ amount( entry.earned ) }</td>
								<td>{ amount( entry.deducted ) }</td>
								<td>{ formatPrice( entry.balance ?? 0 ) }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
			{ apart.length > 0 && (
				<table className="vps-statement__entries vps-statement__entries--apart">
					<caption>
						{ __(
							'Not available to withdraw at this payout',
							'vendor-payout-schedule'
						) }
					</caption>
					<Headings
						last={ [
							__( 'Amount', 'vendor-payout-schedule' ),
							__( 'Why', 'vendor-payout-schedule' ),
						] }
					/>
					<tbody>
						{ apart.map( ( entry ) => (
							<tr key={ entry.id }>
								<EntryCells entry={ entry } />
								<td>{ amount( entry.pending ) }</td>
								<td>{ entry.note }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
		</>
	);
}
