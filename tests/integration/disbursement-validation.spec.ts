/**
 * Saving a choice is all or nothing: any invalid field, alone or with others, answers 400 naming
 * exactly the invalid fields, and the vendor's stored choice stays as it was.
 */
import { expect, test, type APIResponse } from '@playwright/test';

import { putStoredStateBackAfterAll } from './support/put-stored-state-back';
import {
	callerAs,
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
	type StoredChoice,
} from './support/wp-php';

type Field = 'schedule' | 'minimum' | 'reserve' | 'method';
const FIELDS: Field[] = [ 'schedule', 'minimum', 'reserve', 'method' ];

/** A choice the vendor may save: offered schedule, listed amounts, a method the vendor set up. */
const VALID = {
	schedule: 'monthly',
	minimum: 100,
	reserve: 50,
	method: 'bank',
};

/** What the vendor has stored before each test; every value differs from VALID. */
const STORED = {
	schedule: 'weekly',
	minimum: '200',
	reserve: '0',
	method: 'paypal',
};

const MISSING = Symbol( 'missing' );

/** Values refused on their own, by field, with the reason. */
const INVALID: Record< Field, Array< [ string, unknown ] > > = {
	schedule: [
		[ 'a schedule the administrator does not offer', 'quarterly' ],
		[ 'not a schedule', 'daily' ],
		[ 'an empty string', '' ],
		[ 'a number', 1 ],
		[ 'null', null ],
		[ 'missing', MISSING ],
	],
	minimum: [
		[ 'an amount not in the list', 7 ],
		[ 'a whole-number string not in the list', '7' ],
		[ 'a ladder amount below the withdraw limit', 15 ],
		[ 'a fraction not in the list', 100.5 ],
		[ 'a fraction as a string not in the list', '100.5' ],
		[ 'more than four decimals', '100.00001' ],
		[ 'exponent notation as a string', '1e2' ],
		[ 'an empty string', '' ],
		[ 'a string with spaces', ' 100' ],
		[ 'a negative amount', -5 ],
		[ 'a boolean', true ],
		[ 'an object', { amount: 100 } ],
		[ 'missing', MISSING ],
	],
	reserve: [
		[ 'an amount not in the list', 3 ],
		[ 'a fraction not in the list', 0.5 ],
		[ 'a fraction as a string not in the list', '50.5' ],
		[ 'exponent notation as a string', '5e1' ],
		[ 'an empty string', '' ],
		[ 'a negative amount', -1 ],
		[ 'a negative whole-number string', '-50' ],
		[ 'an array', [ 50 ] ],
		[ 'an object', {} ],
		[ 'a boolean', false ],
		[ 'missing', MISSING ],
	],
	method: [
		[ 'a method the administrator does not offer', 'skrill' ],
		[ 'an unknown method', 'cheque' ],
		[ 'a title instead of a key', 'PayPal' ],
		[ 'an empty string', '' ],
		[ 'a number', 7 ],
		[ 'missing', MISSING ],
	],
};

/** One value per field that has the right type but is not an offered choice. */
const NOT_OFFERED: Record< Field, unknown > = {
	schedule: 'quarterly',
	minimum: 7,
	reserve: 3,
	method: 'skrill',
};

/** One value per field that has the wrong type. */
const WRONG_TYPE: Record< Field, unknown > = {
	schedule: 5,
	minimum: '1e2',
	reserve: true,
	method: false,
};

function withChanges(
	changes: Partial< Record< Field, unknown > >
): Record< string, unknown > {
	const body: Record< string, unknown > = { ...VALID };
	for ( const [ field, value ] of Object.entries( changes ) ) {
		if ( value === MISSING ) {
			delete body[ field ];
		} else {
			body[ field ] = value;
		}
	}
	return body;
}

/** Every combination of two or more fields. */
function combinations(): Field[][] {
	const subsets = FIELDS.reduce< Field[][] >(
		( found, field ) => [
			...found,
			...found.map( ( subset ) => [ ...subset, field ] ),
		],
		[ [] ]
	);
	return subsets.filter( ( subset ) => subset.length > 1 );
}

putStoredStateBackAfterAll( [ 'vendor', 'vendor2' ] );
const vendor = callerForAllTests( 'vendor' );
let stored: StoredChoice;

test.beforeAll( () => {
	seedDisbursement();
	// Quarterly stays a known key but is not offered.
	mergeSettings( {
		dokan_withdraw: {
			disbursement_schedule: {
				weekly: 'weekly',
				biweekly: 'biweekly',
				monthly: 'monthly',
				quarterly: '',
			},
		},
	} );
} );

test.beforeEach( () => {
	stored = storeChoice( 'vendor', STORED );
} );

async function expectRefused(
	body: Record< string, unknown >,
	fields: Field[]
) {
	const answer = await vendor.post( DISBURSEMENT, body );
	expect( answer.status() ).toBe( 400 );
	expect( namedFields( ( await answer.json() ) as RestError ) ).toEqual(
		[ ...fields ].sort()
	);
	expect( storedChoice( 'vendor' ) ).toEqual( stored );
}

for ( const field of FIELDS ) {
	for ( const [ reason, value ] of INVALID[ field ] ) {
		test( `${ field } alone: ${ reason } → 400 naming ${ field }, nothing stored`, async () => {
			await expectRefused( withChanges( { [ field ]: value } ), [
				field,
			] );
		} );
	}
}

for ( const subset of combinations() ) {
	test( `${ subset.join( ' + ' ) } not offered → 400 naming all of them, nothing stored`, async () => {
		await expectRefused(
			withChanges(
				Object.fromEntries(
					subset.map( ( f ) => [ f, NOT_OFFERED[ f ] ] )
				)
			),
			subset
		);
	} );

	test( `${ subset.join( ' + ' ) } of the wrong type → 400 naming all of them, nothing stored`, async () => {
		await expectRefused(
			withChanges(
				Object.fromEntries(
					subset.map( ( f ) => [ f, WRONG_TYPE[ f ] ] )
				)
			),
			subset
		);
	} );
}

test( 'a wrong type and a choice not offered together → 400 naming the wrongly typed field first, nothing stored', async () => {
	// Types are checked before anything else; the rest is checked once the types are right.
	await expectRefused( withChanges( { schedule: 5, minimum: 7 } ), [
		'schedule',
	] );
} );

test( 'all four fields missing → 400 naming all four, nothing stored', async () => {
	await expectRefused( {}, FIELDS );
} );

test( 'a vendor without payment methods cannot pick one, nothing stored', async () => {
	const vendor2 = await callerAs( 'vendor2' );
	try {
		const before = storedChoice( 'vendor2' );
		const answer = await vendor2.post( DISBURSEMENT, VALID );
		expect( answer.status() ).toBe( 400 );
		expect( namedFields( ( await answer.json() ) as RestError ) ).toEqual( [
			'method',
		] );
		expect( storedChoice( 'vendor2' ) ).toEqual( before );
	} finally {
		await vendor2.dispose();
	}
} );

/** VALID as it sits in user meta. */
const VALID_STORED = {
	schedule: 'monthly',
	minimum: '100',
	reserve: '50',
	method: 'bank',
};

async function expectSaved( answer: Promise< APIResponse > ) {
	expect( ( await answer ).status() ).toBe( 200 );
	expect( storedChoice( 'vendor' ) ).toEqual( VALID_STORED );
}

test( 'the same body with valid values is saved (the refusals above are about the values)', async () => {
	await expectSaved( vendor.post( DISBURSEMENT, VALID ) );
} );

test( 'whole numbers sent as strings are accepted, as WordPress accepts them, and stored like numbers', async () => {
	await expectSaved(
		vendor.post( DISBURSEMENT, { ...VALID, minimum: '100', reserve: '50' } )
	);
} );

test( 'a form-encoded body is saved like a JSON one', async () => {
	await expectSaved( vendor.postForm( DISBURSEMENT, VALID_STORED ) );
} );
