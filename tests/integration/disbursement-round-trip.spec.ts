/**
 * What a vendor saves is what the next GET answers and what sits in Dokan Pro's user meta; disabling
 * clears only the schedule, and twice is the same as once; the answer follows the admin's settings.
 */
import { expect, test } from '@playwright/test';

import { daysFromToday, parseSiteDate, weekdayOf } from './support/dates';
import { putStoredStateBackAfterAll } from './support/put-stored-state-back';
import { callerForAllTests, DISABLE, DISBURSEMENT } from './support/rest';
import {
	mergeSettings,
	seedDisbursement,
	storeChoice,
	storedChoice,
} from './support/wp-php';

const LADDER_FROM_50 = [
	50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000,
];
const LADDER = [ 0, 5, 10, 15, ...LADDER_FROM_50 ];

putStoredStateBackAfterAll( [ 'vendor' ] );
const vendor = callerForAllTests( 'vendor' );

test.beforeEach( () => {
	seedDisbursement();
	storeChoice( 'vendor', {
		schedule: null,
		minimum: null,
		reserve: null,
		method: 'paypal',
	} );
} );

async function read(): Promise< Record< string, any > > {
	const answer = await vendor.get( DISBURSEMENT );
	expect( answer.status() ).toBe( 200 );
	return answer.json();
}

/** Disables the vendor's schedule; the call must succeed. */
async function disable(): Promise< void > {
	const answer = await vendor.post( DISABLE );
	expect( answer.status() ).toBe( 200 );
	expect( await answer.json() ).toEqual( { success: true } );
}

test( 'a vendor who never chose sees every field of the contract, with the first schedule preselected', async () => {
	const data = await read();

	expect( data ).toMatchObject( {
		enabled: true,
		selected_schedule: 'weekly',
		is_schedule_selected: false,
		schedules: {
			weekly: {
				title: 'Weekly',
				description: 'Every Monday',
				next: expect.any( String ),
			},
			biweekly: {
				title: 'Twice Per Month',
				description: '1st and 3rd Monday of the month',
				next: expect.any( String ),
			},
			monthly: {
				title: 'Monthly',
				description: 'Last Friday of the month',
				next: expect.any( String ),
			},
			quarterly: {
				title: 'Quarterly',
				description: '1st Monday of January, April, July and October',
				next: expect.any( String ),
			},
		},
		minimum_amount_list: LADDER_FROM_50,
		minimum_amount_selected: 50,
		minimum_amount_needed: 50,
		reserve_balance_list: LADDER,
		reserve_balance_selected: 0,
		default_method: 'paypal',
		active_methods: { paypal: 'PayPal', bank: 'Bank Transfer' },
		method_additional_info: {
			paypal: 'PayPal ( v**********@e******.com )',
			bank: expect.stringMatching( /^Bank Transfer .*\*\*\*\*5678$/ ),
		},
	} );
	expect( Object.keys( data.schedules ) ).toEqual( [
		'weekly',
		'biweekly',
		'monthly',
		'quarterly',
	] );
	expect( Object.keys( data.method_additional_info ) ).toEqual( [
		'paypal',
		'bank',
	] );
} );

test( 'next dates are upcoming days of the configured weekday, in the site’s date format', async () => {
	const { schedules } = await read();

	const weekly = parseSiteDate( schedules.weekly.next );
	expect( weekdayOf( weekly ) ).toBe( 'monday' );
	expect( daysFromToday( weekly ) ).toBeGreaterThanOrEqual( 0 );
	expect( daysFromToday( weekly ) ).toBeLessThanOrEqual( 7 );

	const biweekly = parseSiteDate( schedules.biweekly.next );
	expect( weekdayOf( biweekly ) ).toBe( 'monday' );
	expect( [ 1, 3 ] ).toContain( Math.ceil( biweekly.getUTCDate() / 7 ) );

	const monthly = parseSiteDate( schedules.monthly.next );
	expect( weekdayOf( monthly ) ).toBe( 'friday' );
	expect(
		new Date( monthly.getTime() + 7 * 86_400_000 ).getUTCMonth()
	).not.toBe( monthly.getUTCMonth() );

	const quarterly = parseSiteDate( schedules.quarterly.next );
	expect( weekdayOf( quarterly ) ).toBe( 'monday' );
	expect( quarterly.getUTCDate() ).toBeLessThanOrEqual( 7 );
	expect( [ 0, 3, 6, 9 ] ).toContain( quarterly.getUTCMonth() );
	expect( daysFromToday( quarterly ) ).toBeLessThanOrEqual( 98 );
} );

test( 'save, then GET answers the saved choice and Dokan Pro’s meta holds it', async () => {
	const saved = await vendor.post( DISBURSEMENT, {
		schedule: 'monthly',
		minimum: 200,
		reserve: 50,
		method: 'bank',
	} );
	// Dokan Pro's `{ success: true }`, and what the next run would do with the choice just saved:
	// the same projection the next GET answers.
	const answer = await saved.json();
	expect( Object.keys( answer ).sort() ).toEqual( [
		'projected_amount',
		'success',
	] );
	expect( answer.success ).toBe( true );
	expect( answer.projected_amount ).not.toBeNull();
	expect( answer.projected_amount ).toEqual(
		( await read() ).projected_amount
	);

	expect( storedChoice( 'vendor' ) ).toEqual( {
		schedule: 'monthly',
		minimum: '200',
		reserve: '50',
		method: 'bank',
	} );
	expect( await read() ).toMatchObject( {
		selected_schedule: 'monthly',
		is_schedule_selected: true,
		minimum_amount_selected: 200,
		reserve_balance_selected: 50,
		default_method: 'bank',
	} );
} );

test( 'a choice saved by Dokan Pro (same meta) is read back', async () => {
	storeChoice( 'vendor', {
		schedule: 'biweekly',
		minimum: '500',
		reserve: '100',
		method: 'bank',
	} );

	expect( await read() ).toMatchObject( {
		selected_schedule: 'biweekly',
		is_schedule_selected: true,
		minimum_amount_selected: 500,
		reserve_balance_selected: 100,
		default_method: 'bank',
	} );
} );

test( 'disable clears only the schedule, and disabling again changes nothing', async () => {
	await vendor.post( DISBURSEMENT, {
		schedule: 'quarterly',
		minimum: 1000,
		reserve: 10,
		method: 'bank',
	} );

	await disable();
	const afterFirst = storedChoice( 'vendor' );
	expect( afterFirst ).toEqual( {
		schedule: null,
		minimum: '1000',
		reserve: '10',
		method: 'bank',
	} );
	expect( await read() ).toMatchObject( {
		is_schedule_selected: false,
		selected_schedule: 'weekly',
		minimum_amount_selected: 1000,
		reserve_balance_selected: 10,
		default_method: 'bank',
	} );

	await disable();
	expect( storedChoice( 'vendor' ) ).toEqual( afterFirst );
} );

test( 'a saved schedule the admin stopped offering is not "selected", and the first offered one is proposed', async () => {
	storeChoice( 'vendor', {
		schedule: 'weekly',
		minimum: '100',
		reserve: '0',
		method: 'paypal',
	} );
	mergeSettings( {
		dokan_withdraw: {
			disbursement_schedule: {
				weekly: '',
				biweekly: '',
				monthly: 'monthly',
				quarterly: 'quarterly',
			},
		},
	} );

	const data = await read();
	expect( data.is_schedule_selected ).toBe( false );
	expect( data.selected_schedule ).toBe( 'monthly' );
	expect( Object.keys( data.schedules ) ).toEqual( [
		'monthly',
		'quarterly',
	] );
	// The stored choice is kept, for the day the admin offers it again.
	expect( storedChoice( 'vendor' ).schedule ).toBe( 'weekly' );
} );

test( 'settings changed in the options are in the next GET: rules, lists, withdraw limit', async () => {
	mergeSettings( {
		dokan_withdraw: {
			withdraw_limit: '75',
			weekly_schedule: 'thursday',
			biweekly_schedule: { week: '2', days: 'tuesday' },
			monthly_schedule: { week: '3', days: 'wednesday' },
			quarterly_schedule: { month: 'march', week: 'L', days: 'sunday' },
		},
		own: {
			minimum_amounts: [ 0, 10, 100, 250 ],
			reserve_amounts: [ 0, 20, 40 ],
		},
	} );

	const data = await read();
	expect( data.schedules.weekly.description ).toBe( 'Every Thursday' );
	expect( weekdayOf( parseSiteDate( data.schedules.weekly.next ) ) ).toBe(
		'thursday'
	);
	expect( data.schedules.biweekly.description ).toBe(
		'2nd and 4th Tuesday of the month'
	);
	expect( data.schedules.monthly.description ).toBe(
		'3rd Wednesday of the month'
	);
	expect( data.schedules.quarterly.description ).toBe(
		'Last Sunday of March, June, September and December'
	);
	expect( [ 2, 5, 8, 11 ] ).toContain(
		parseSiteDate( data.schedules.quarterly.next ).getUTCMonth()
	);
	// Amounts below the withdraw limit are offered as the limit itself.
	expect( data.minimum_amount_list ).toEqual( [ 75, 100, 250 ] );
	expect( data.minimum_amount_needed ).toBe( 75 );
	expect( data.minimum_amount_selected ).toBe( 75 );
	expect( data.reserve_balance_list ).toEqual( [ 0, 20, 40 ] );
} );
