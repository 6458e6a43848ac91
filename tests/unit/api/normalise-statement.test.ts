/**
 * The statement route's answer read into the model, and the statement's id beside the last payout:
 * a well-formed answer completely, anything else as null — never a throw, never a made-up figure.
 */

/**
 * Internal dependencies
 */
import { normaliseDisbursement, normaliseStatement } from '../../../src/api';
import { DISBURSEMENT_ANSWER, STATEMENT_ANSWER } from './fixtures';

describe( 'A payout statement from the server', () => {
	it( 'reads every figure, the difference and each line', () => {
		const statement = normaliseStatement( STATEMENT_ANSWER );

		expect( statement ).toMatchObject( {
			id: 41,
			dateLabel: 'January 12, 2099',
			isRequested: true,
			periodLabel: 'January 5, 2099 at 11:00 pm',
			opening: 130.25,
			closing: 1199.75,
			balanceRead: 1189.75,
			requested: 1179.75,
			request: { id: 88, amount: 1179.75, status: 'pending' },
			notAvailable: { count: 2, amount: 100 },
			totalEntries: 30,
		} );
		expect( statement?.differences ).toEqual( [
			{
				code: 'ledger_changed',
				amount: 10,
				message: STATEMENT_ANSWER.differences[ 0 ]!.message,
			},
		] );
		expect( statement?.entries[ 3 ] ).toEqual( {
			id: 504,
			label: 'Order #9006',
			link: STATEMENT_ANSWER.entries[ 3 ]!.link,
			statusLabel: 'Processing',
			dateLabel: 'January 10, 2099',
			counted: false,
			earned: 0,
			deducted: 0,
			pending: 40,
			balance: null,
			note: 'Not counted while the order is Processing.',
		} );
	} );

	it( 'reads what is not a statement as null', () => {
		for ( const answer of [ null, [], 'statement', { code: 'x' } ] ) {
			expect( normaliseStatement( answer ) ).toBeNull();
		}
	} );

	it( 'neither claims a status Dokan did not give nor keeps lines that are not objects', () => {
		const statement = normaliseStatement( {
			...STATEMENT_ANSWER,
			request: { id: 88, amount: 1, status: 'paid-ish' },
			balance_read: null,
			entries: [ 'Order #1', null, STATEMENT_ANSWER.entries[ 0 ] ],
		} );

		expect( statement?.request?.status ).toBe( 'unknown' );
		expect( statement?.balanceRead ).toBeNull();
		expect( statement?.entries.map( ( entry ) => entry.label ) ).toEqual( [
			'Order #9004',
		] );
	} );

	it( 'is named beside the last payout by its id, or not at all', () => {
		const read = ( value: unknown ) =>
			normaliseDisbursement( {
				...DISBURSEMENT_ANSWER,
				last_payout_statement: value,
			} ).lastPayoutStatement;

		expect( read( 41 ) ).toBe( 41 );
		expect( read( null ) ).toBeNull();
		expect( read( '41' ) ).toBeNull();
		expect( read( undefined ) ).toBeNull();
	} );
} );
