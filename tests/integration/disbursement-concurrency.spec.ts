/**
 * Saves that arrive at once never tear: whatever order the server takes them in, the vendor's stored
 * choice is one of the choices sent, never a mix of two.
 */
import { expect, test } from '@playwright/test';

import { scaled } from '../e2e/support/site';
import { putStoredStateBackAfterAll } from './support/put-stored-state-back';
import { callerAs, DISBURSEMENT, type Caller } from './support/rest';
import { seedDisbursement, storedChoice } from './support/wp-php';

/** Two choices that differ in every field. */
const CHOICES = [
	{ schedule: 'weekly', minimum: 100, reserve: 0, method: 'paypal' },
	{ schedule: 'monthly', minimum: 200, reserve: 50, method: 'bank' },
];

/** As they sit in user meta. */
const STORED = CHOICES.map( ( choice ) => ( {
	...choice,
	minimum: String( choice.minimum ),
	reserve: String( choice.reserve ),
} ) );

const ROUNDS = 20;
const POSTS_PER_ROUND = 40;

putStoredStateBackAfterAll( [ 'vendor' ] );

test.beforeAll( () => {
	seedDisbursement();
} );

test( `${ POSTS_PER_ROUND } concurrent saves alternating two choices leave one of them stored, round after round`, async () => {
	test.setTimeout( scaled( 240_000 ) );
	// Several logins, so the requests do not queue behind one connection; one after the other,
	// as logging in at once races on the user's session list.
	const callers: Caller[] = [];
	try {
		while ( callers.length < 8 ) {
			callers.push( await callerAs( 'vendor' ) );
		}
		for ( let round = 1; round <= ROUNDS; round++ ) {
			const answers = await Promise.all(
				Array.from( { length: POSTS_PER_ROUND }, ( _, i ) =>
					( callers[ i % callers.length ] as Caller ).post(
						DISBURSEMENT,
						CHOICES[ i % 2 ]
					)
				)
			);
			for ( const answer of answers ) {
				expect( answer.status(), `round ${ round }` ).toBe( 200 );
			}
			expect( STORED, `round ${ round }` ).toContainEqual(
				storedChoice( 'vendor' )
			);
		}
	} finally {
		await Promise.all( callers.map( ( caller ) => caller.dispose() ) );
	}
} );
