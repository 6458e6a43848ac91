/**
 * Reads the answer of the statement route into the model. Never throws: an answer that is not a
 * statement reads as null, and the dialog says it could not be loaded — a made-up figure about
 * money is worse than none.
 */

/**
 * Internal dependencies
 */
import { isRecord, readBoolean, readNumber, readString } from './guards';
import type {
	PayoutStatement,
	RequestStatus,
	StatementDifference,
	StatementEntry,
} from './types';

const readNullableNumber = ( value: unknown ): number | null =>
	typeof value === 'number' && Number.isFinite( value ) ? value : null;

const readList = < T >(
	value: unknown,
	read: ( item: Record< string, unknown > ) => T
): T[] =>
	Array.isArray( value ) ? value.filter( isRecord ).map( read ) : [];

function readEntry( entry: Record< string, unknown > ): StatementEntry {
	return {
		id: readNumber( entry.id ),
		label: readString( entry.label ),
		link: readString( entry.link ),
		statusLabel: readString( entry.status_label ),
		dateLabel: readString( entry.date_label ),
		counted: readBoolean( entry.counted ),
		earned: readNumber( entry.earned ),
		deducted: readNumber( entry.deducted ),
		pending: readNumber( entry.pending ),
		balance: readNullableNumber( entry.balance ),
		note: readString( entry.note ),
	};
}

function readDifference(
	difference: Record< string, unknown >
): StatementDifference {
	return {
		code: readString( difference.code ),
		amount: readNumber( difference.amount ),
		message: readString( difference.message ),
	};
}

export function normaliseStatement( json: unknown ): PayoutStatement | null {
	if ( ! isRecord( json ) || typeof json.id !== 'number' ) {
		return null;
	}
	const { request } = json;
	const available = isRecord( json.not_available ) ? json.not_available : {};
	return {
		id: json.id,
		dateLabel: readString( json.date_label ),
		isRequested: json.outcome === 'requested',
		skipMessage: readString( json.skip_message ),
		readAtLabel: readString( json.read_at_label ),
		periodLabel: readString( json.period_label ),
		opening: readNumber( json.opening ),
		earned: readNumber( json.earned ),
		deducted: readNumber( json.deducted ),
		closing: readNumber( json.closing ),
		balanceRead: readNullableNumber( json.balance_read ),
		reserve: readNumber( json.reserve ),
		requested: readNumber( json.requested ),
		methodTitle: readString( json.method_title ),
		request: isRecord( request )
			? {
					id: readNumber( request.id ),
					amount: readNumber( request.amount ),
					status: ( [ 'pending', 'approved', 'cancelled' ].includes(
						String( request.status )
					)
						? request.status
						: 'unknown' ) as RequestStatus,
				}
			: null,
		notAvailable: {
			count: readNumber( available.count ),
			amount: readNumber( available.amount ),
		},
		thresholdDays: readNumber( json.threshold_days ),
		differences: readList( json.differences, readDifference ),
		entries: readList( json.entries, readEntry ),
		totalEntries: readNumber( json.total_entries ),
	};
}
