/**
 * `last_payout` and `projected_amount` of the disbursement answer: each shape read into the model,
 * anything else read as null — never a throw, never a half-read payout.
 */

/**
 * Internal dependencies
 */
import { DEFAULT_DISBURSEMENT, normaliseDisbursement } from '../../../src/api';
import {
	DISBURSEMENT_ANSWER,
	LAST_PAYOUT_FILED,
	LAST_PAYOUT_SKIPPED,
	PROJECTED_AMOUNT,
	PROJECTED_SKIP,
} from './fixtures';

const read = ( lastPayout: unknown, projectedAmount: unknown ) => {
	const settings = normaliseDisbursement( {
		...DISBURSEMENT_ANSWER,
		last_payout: lastPayout,
		projected_amount: projectedAmount,
	} );
	return {
		lastPayout: settings.lastPayout,
		projectedAmount: settings.projectedAmount,
	};
};

describe( 'The payout status of the disbursement answer', () => {
	it( 'reads a filed last payout and a projected amount', () => {
		expect( read( LAST_PAYOUT_FILED, PROJECTED_AMOUNT ) ).toEqual( {
			lastPayout: {
				kind: 'amount',
				date: 'January 5, 2099',
				amount: 1250.5,
				requestStatus: 'pending',
				paypal: null,
			},
			projectedAmount: { kind: 'amount', amount: 1184.56 },
		} );
	} );

	it( 'reads a skipped last payout and a projected skip with their reasons and messages', () => {
		expect( read( LAST_PAYOUT_SKIPPED, PROJECTED_SKIP ) ).toEqual( {
			lastPayout: {
				kind: 'skipped',
				date: 'January 5, 2099',
				reason: 'below_minimum',
				message:
					'Your balance of $80.00 was below the minimum of $100.00.',
			},
			projectedAmount: {
				kind: 'skipped',
				reason: 'pending_request',
				message:
					'A withdraw request of yours is pending; no new one is filed until it is handled.',
			},
		} );
	} );

	it( "reads Dokan's status of the filed request, and anything else as unknown", () => {
		const statusOf = ( requestStatus: unknown ) => {
			const { lastPayout } = read(
				{ ...LAST_PAYOUT_FILED, request_status: requestStatus },
				null
			);
			return lastPayout?.kind === 'amount'
				? lastPayout.requestStatus
				: lastPayout;
		};
		expect( statusOf( 'pending' ) ).toBe( 'pending' );
		expect( statusOf( 'approved' ) ).toBe( 'approved' );
		expect( statusOf( 'cancelled' ) ).toBe( 'cancelled' );
		expect( statusOf( 'paid' ) ).toBe( 'unknown' );
		expect( statusOf( 1 ) ).toBe( 'unknown' );
		expect( statusOf( undefined ) ).toBe( 'unknown' );
	} );

	it( "reads PayPal's stage of a request sent through PayPal, with the vendor's reason when it failed", () => {
		const paypalOf = ( paypal: unknown ) => {
			const { lastPayout } = read(
				{ ...LAST_PAYOUT_FILED, paypal },
				null
			);
			return lastPayout?.kind === 'amount'
				? lastPayout.paypal
				: lastPayout;
		};
		expect( paypalOf( { stage: 'sent', message: null } ) ).toEqual( {
			stage: 'sent',
			message: null,
		} );
		expect( paypalOf( { stage: 'paid', message: null } ) ).toEqual( {
			stage: 'paid',
			message: null,
		} );
		expect( paypalOf( { stage: 'unclaimed' } ) ).toEqual( {
			stage: 'unclaimed',
			message: null,
		} );
		expect(
			paypalOf( {
				stage: 'failed',
				message: 'Your PayPal account is locked or inactive.',
			} )
		).toEqual( {
			stage: 'failed',
			message: 'Your PayPal account is locked or inactive.',
		} );
		// Without the field (a request paid from a file, or Dokan Pro answering): no PayPal claim.
		expect( paypalOf( undefined ) ).toBeNull();
		// A failure without its reason, or a stage nobody defined, says nothing of PayPal.
		expect( paypalOf( { stage: 'failed', message: '' } ) ).toBeNull();
		expect( paypalOf( { stage: 'SUCCESS' } ) ).toBeNull();
		expect( paypalOf( 'paid' ) ).toBeNull();
	} );

	it( 'reads null as null, and so an answer without the fields (Dokan Pro answering)', () => {
		expect( read( null, null ) ).toEqual( {
			lastPayout: null,
			projectedAmount: null,
		} );
		expect( normaliseDisbursement( DISBURSEMENT_ANSWER ) ).toMatchObject( {
			lastPayout: null,
			projectedAmount: null,
		} );
		expect( DEFAULT_DISBURSEMENT ).toMatchObject( {
			lastPayout: null,
			projectedAmount: null,
		} );
	} );

	it( 'reads a zero amount (nothing is lost in a falsy check)', () => {
		expect( read( null, { amount: 0 } ).projectedAmount ).toEqual( {
			kind: 'amount',
			amount: 0,
		} );
	} );

	it( 'keeps a skip reason newer than the panel, since its message explains it', () => {
		expect(
			read( null, { skipped: 'vacation_mode', message: 'On vacation.' } )
				.projectedAmount
		).toEqual( {
			kind: 'skipped',
			reason: 'vacation_mode',
			message: 'On vacation.',
		} );
	} );

	it( 'reads a value carrying both an amount and a skip as the skip: no amount is promised', () => {
		expect(
			read( { ...LAST_PAYOUT_SKIPPED, amount: 80 }, null ).lastPayout
		).toMatchObject( { kind: 'skipped', reason: 'below_minimum' } );
	} );

	it.each( [
		[ 'a string', 'January 5, 2099' ],
		[ 'a number', 1250.5 ],
		[ 'an array', [ LAST_PAYOUT_FILED ] ],
		[ 'an empty object', {} ],
		[ 'no date', { amount: 1250.5 } ],
		[ 'an empty date', { date: ' ', amount: 1250.5 } ],
		[ 'a date that is not text', { date: 20990105, amount: 1250.5 } ],
		[ 'an amount as text', { date: 'January 5, 2099', amount: '1250.50' } ],
		[ 'a negative amount', { date: 'January 5, 2099', amount: -5 } ],
		[
			'a skip without a message',
			{ date: 'January 5, 2099', skipped: 'no_method' },
		],
		[
			'a skip with an empty message',
			{ date: 'January 5, 2099', skipped: 'no_method', message: '' },
		],
		[
			'a skip reason that is not text',
			{ date: 'January 5, 2099', skipped: true, message: 'Why.' },
		],
		[
			'a message that is not text',
			{
				date: 'January 5, 2099',
				skipped: 'no_method',
				message: { text: 'Why.' },
			},
		],
	] )( 'reads a last payout that is %s as null', ( _name, value ) => {
		expect( read( value, null ).lastPayout ).toBeNull();
	} );

	it.each( [
		[ 'a number', 1184.56 ],
		[ 'a string', '$1,184.56' ],
		[ 'true', true ],
		[ 'an array', [ 1184.56 ] ],
		[ 'an empty object', {} ],
		[ 'an amount as text', { amount: '1184.56' } ],
		[ 'an infinite amount', { amount: Infinity } ],
		[ 'a skip without a message', { skipped: 'pending_request' } ],
		[
			'a skip with a blank message',
			{ skipped: 'pending_request', message: '  ' },
		],
		[ 'a message without a reason', { message: 'Why.' } ],
	] )( 'reads a projection that is %s as null', ( _name, value ) => {
		expect( read( null, value ).projectedAmount ).toBeNull();
	} );

	it( 'reads one field even when the other is malformed', () => {
		expect( read( 'broken', PROJECTED_AMOUNT ) ).toEqual( {
			lastPayout: null,
			projectedAmount: { kind: 'amount', amount: 1184.56 },
		} );
	} );
} );
