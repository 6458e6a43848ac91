/**
 * Internal dependencies
 */
import {
	DEFAULT_DISBURSEMENT,
	normaliseDisbursement,
	normaliseSaveAnswer,
} from '../../../src/api';
import { DISBURSEMENT_ANSWER } from './fixtures';

describe( 'normaliseDisbursement', () => {
	it( 'reads a complete answer into the camelCase settings', () => {
		const answer = DISBURSEMENT_ANSWER;
		// Every field of a well-formed answer is kept as sent; only its name changes.
		expect( normaliseDisbursement( answer ) ).toEqual( {
			enabled: answer.enabled,
			selectedSchedule: answer.selected_schedule,
			isScheduleSelected: answer.is_schedule_selected,
			schedules: answer.schedules,
			minimumAmountList: answer.minimum_amount_list,
			minimumAmountSelected: answer.minimum_amount_selected,
			minimumAmountNeeded: answer.minimum_amount_needed,
			reserveBalanceList: answer.reserve_balance_list,
			reserveBalanceSelected: answer.reserve_balance_selected,
			defaultMethod: answer.default_method,
			activeMethods: answer.active_methods,
			methodAdditionalInfo: answer.method_additional_info,
			// Dokan Pro's answer has no payout status.
			lastPayout: null,
			projectedAmount: null,
		} );
	} );

	it.each( [
		[ 'null', null ],
		[ 'undefined', undefined ],
		[ 'an array', [ 1, 2 ] ],
		[ 'a string', '<html>Fatal error</html>' ],
		[ 'a number', 42 ],
		[ 'true', true ],
		[ 'an empty object', {} ],
	] )( 'answers the defaults of docs/SPEC.md §3 for %s', ( _name, json ) => {
		expect( normaliseDisbursement( json ) ).toEqual( DEFAULT_DISBURSEMENT );
	} );

	it( 'falls back field by field when types are wrong', () => {
		const settings = normaliseDisbursement( {
			enabled: 'yes',
			selected_schedule: 7,
			is_schedule_selected: 1,
			minimum_amount_selected: '50',
			minimum_amount_needed: NaN,
			reserve_balance_selected: null,
			default_method: [ 'paypal' ],
			schedules: [ 'weekly' ],
			active_methods: 'PayPal',
			method_additional_info: [ 'PayPal' ],
		} );
		expect( settings ).toEqual( DEFAULT_DISBURSEMENT );
	} );

	it( 'keeps only finite numbers in the amount lists', () => {
		const settings = normaliseDisbursement( {
			minimum_amount_list: [
				0,
				'5',
				10,
				null,
				15.5,
				{},
				[ 20 ],
				true,
				50,
			],
			reserve_balance_list: 'nope',
		} );
		expect( settings.minimumAmountList ).toEqual( [ 0, 10, 15.5, 50 ] );
		expect( settings.reserveBalanceList ).toEqual( [] );
	} );

	it( 'drops schedules that are not objects and fills missing schedule fields', () => {
		const settings = normaliseDisbursement( {
			schedules: {
				weekly: 'Weekly',
				monthly: { description: 5, next: 'May 1, 2026' },
				quarterly: null,
			},
		} );
		expect( settings.schedules ).toEqual( {
			monthly: { title: 'monthly', description: '', next: 'May 1, 2026' },
		} );
	} );

	it( 'keeps a "__proto__" key as data, never as a prototype', () => {
		const settings = normaliseDisbursement(
			JSON.parse(
				'{"method_additional_info":{"__proto__":"x","paypal":"PayPal"}}'
			)
		);
		expect( Object.getPrototypeOf( settings.methodAdditionalInfo ) ).toBe(
			Object.prototype
		);
		expect( settings.methodAdditionalInfo.paypal ).toBe( 'PayPal' );
	} );

	it( 'never hands out the shared defaults object', () => {
		const settings = normaliseDisbursement( null );
		expect( settings ).not.toBe( DEFAULT_DISBURSEMENT );
		expect( Object.isFrozen( settings ) ).toBe( false );
	} );
} );

describe( 'normaliseSaveAnswer', () => {
	it( 'reads the projection a save answers for the choice just saved', () => {
		expect(
			normaliseSaveAnswer( {
				success: true,
				projected_amount: { amount: 1250.5 },
			} )
		).toEqual( { projectedAmount: { kind: 'amount', amount: 1250.5 } } );
	} );

	it.each( [
		[ "Dokan Pro's bare answer", { success: true } ],
		[
			'a projection of no known shape',
			{ projected_amount: { amount: -1 } },
		],
		[ 'no object at all', 'OK' ],
	] )( 'reads %s as no projection', ( _name, answer ) => {
		expect( normaliseSaveAnswer( answer ) ).toEqual( {
			projectedAmount: null,
		} );
	} );
} );
