/**
 * Amounts with cents: when the minimum list starts at a minimum withdraw amount of 1,234.50, the
 * vendor who picks it has exactly 1,234.50 stored and answered back, never 1,234 or 1,235; an
 * amount that is not exactly one of the list is refused, naming the field, and nothing is stored.
 */
import { expect, test } from '@playwright/test';

import { putStoredStateBackAfterAll } from './support/put-stored-state-back';
import {
	callerForAllTests,
	DISBURSEMENT,
	namedFields,
	type RestError,
} from './support/rest';
import {
	mergeSettings,
	seedDisbursement,
	storeChoice,
	storedChoice,
} from './support/wp-php';

putStoredStateBackAfterAll( [ 'vendor' ] );
const vendor = callerForAllTests( 'vendor' );

const CHOICE = {
	schedule: 'weekly',
	minimum: 1234.5,
	reserve: 0,
	method: 'paypal',
};

test.beforeEach( () => {
	seedDisbursement();
	mergeSettings( { dokan_withdraw: { withdraw_limit: '1234.50' } } );
	storeChoice( 'vendor', {
		schedule: 'weekly',
		minimum: '2000',
		reserve: '0',
		method: 'paypal',
	} );
} );

test.afterAll( () => seedDisbursement() );

async function read(): Promise< Record< string, any > > {
	const answer = await vendor.get( DISBURSEMENT );
	expect( answer.status() ).toBe( 200 );
	return answer.json();
}

test( 'the minimum list starts at the minimum withdraw amount exactly, cents included', async () => {
	const data = await read();
	expect( data.minimum_amount_needed ).toBe( 1234.5 );
	expect( data.minimum_amount_list ).toEqual( [
		1234.5, 2000, 3000, 5000, 10000,
	] );
} );

for ( const [ how, minimum ] of [
	[ 'as a JSON number', 1234.5 ],
	[ 'as a string with both decimals', '1234.50' ],
] as const ) {
	test( `the amount with cents picked from the list is stored and answered exactly (${ how })`, async () => {
		const answer = await vendor.post( DISBURSEMENT, {
			...CHOICE,
			minimum,
		} );
		expect( answer.status() ).toBe( 200 );

		expect( storedChoice( 'vendor' ).minimum ).toBe( '1234.5' );
		expect( ( await read() ).minimum_amount_selected ).toBe( 1234.5 );
	} );
}

for ( const [ reason, minimum ] of [
	[ 'cut to a whole number', 1234 ],
	[ 'rounded up to a whole number', 1235 ],
	[ 'with a cent more', 1234.51 ],
	[ 'with five decimals', '1234.50001' ],
] as const ) {
	test( `an amount ${ reason } is refused, naming the minimum, and nothing is stored`, async () => {
		const before = storedChoice( 'vendor' );
		const answer = await vendor.post( DISBURSEMENT, {
			...CHOICE,
			minimum,
		} );
		expect( answer.status() ).toBe( 400 );
		const error = ( await answer.json() ) as RestError;
		expect( namedFields( error ) ).toEqual( [ 'minimum' ] );
		expect( JSON.stringify( error ) ).toMatch(
			/not offered|at most four decimals/
		);
		expect( storedChoice( 'vendor' ) ).toEqual( before );
	} );
}
