/**
 * Who may call the three disbursement endpoints: logged-out visitors, customers, vendors and
 * administrators, with the REST nonce, without it and with a wrong one.
 */
import { expect, test } from '@playwright/test';

import type { SeededUser } from '../e2e/support/site';
import { putStoredStateBackAfterAll } from './support/put-stored-state-back';
import {
	callerAs,
	DISABLE,
	DISBURSEMENT,
	type NonceMode,
	type RestError,
} from './support/rest';
import { seedDisbursement, storedChoice } from './support/wp-php';

const VALID_CHOICE = {
	schedule: 'weekly',
	minimum: 100,
	reserve: 0,
	method: 'paypal',
};

putStoredStateBackAfterAll( [ 'vendor', 'customer', 'admin' ] );

test.beforeAll( () => {
	seedDisbursement();
} );

const REFUSED: Array< {
	who: SeededUser | 'visitor';
	mode: NonceMode;
	status: number;
	code: string;
} > = [
	{
		who: 'visitor',
		mode: 'no-nonce',
		status: 401,
		code: 'vendor_payout_schedule_rest_not_logged_in',
	},
	{
		who: 'visitor',
		mode: 'bad-nonce',
		status: 403,
		code: 'rest_cookie_invalid_nonce',
	},
	{
		who: 'customer',
		mode: 'nonce',
		status: 403,
		code: 'vendor_payout_schedule_rest_cannot_manage_withdraw',
	},
	{
		who: 'customer',
		mode: 'no-nonce',
		status: 401,
		code: 'vendor_payout_schedule_rest_not_logged_in',
	},
	{
		who: 'customer',
		mode: 'bad-nonce',
		status: 403,
		code: 'rest_cookie_invalid_nonce',
	},
	{
		who: 'vendor',
		mode: 'no-nonce',
		status: 401,
		code: 'vendor_payout_schedule_rest_not_logged_in',
	},
	{
		who: 'vendor',
		mode: 'bad-nonce',
		status: 403,
		code: 'rest_cookie_invalid_nonce',
	},
	{
		who: 'admin',
		mode: 'no-nonce',
		status: 401,
		code: 'vendor_payout_schedule_rest_not_logged_in',
	},
	{
		who: 'admin',
		mode: 'bad-nonce',
		status: 403,
		code: 'rest_cookie_invalid_nonce',
	},
];

for ( const { who, mode, status, code } of REFUSED ) {
	test( `${ who } (${ mode }) is refused by all three endpoints with ${ status } ${ code }, and nothing is stored`, async () => {
		const caller = await callerAs( who, mode );
		const metaOwner = who === 'visitor' ? 'vendor' : who;
		const before = storedChoice( metaOwner );
		try {
			const answers = [
				await caller.get( DISBURSEMENT ),
				await caller.post( DISBURSEMENT, VALID_CHOICE ),
				await caller.post( DISABLE ),
			];
			for ( const answer of answers ) {
				expect( answer.status() ).toBe( status );
				expect( ( ( await answer.json() ) as RestError ).code ).toBe(
					code
				);
			}
			expect( storedChoice( metaOwner ) ).toEqual( before );
		} finally {
			await caller.dispose();
		}
	} );
}

test( 'a vendor with the nonce reads, saves and disables', async () => {
	const vendor = await callerAs( 'vendor' );
	try {
		const read = await vendor.get( DISBURSEMENT );
		expect( read.status() ).toBe( 200 );
		expect( await read.json() ).toMatchObject( { enabled: true } );

		const saved = await vendor.post( DISBURSEMENT, VALID_CHOICE );
		expect( saved.status() ).toBe( 200 );
		expect( await saved.json() ).toMatchObject( { success: true } );

		const disabled = await vendor.post( DISABLE );
		expect( disabled.status() ).toBe( 200 );
		expect( await disabled.json() ).toEqual( { success: true } );
	} finally {
		await vendor.dispose();
	}
} );

test( 'an administrator (who holds Dokan’s vendor capabilities) passes the permission check', async () => {
	const admin = await callerAs( 'admin' );
	try {
		expect( ( await admin.get( DISBURSEMENT ) ).status() ).toBe( 200 );
		expect( ( await admin.post( DISABLE ) ).status() ).toBe( 200 );

		// The administrator has no payment method set up, so the choice itself is refused — as a 400
		// about the method, not as a 401/403.
		const saved = await admin.post( DISBURSEMENT, VALID_CHOICE );
		expect( saved.status() ).toBe( 400 );
		expect(
			Object.keys(
				( ( await saved.json() ) as RestError ).data.params ?? {}
			)
		).toEqual( [ 'method' ] );
	} finally {
		await admin.dispose();
	}
} );

/** Bodies that are refused with 400 when a vendor sends them. */
const BAD_BODIES: Array< [ string, unknown ] > = [
	[ 'an empty body', {} ],
	[ 'a fraction as a string', { ...VALID_CHOICE, minimum: '50.5' } ],
	[ 'exponent notation', { ...VALID_CHOICE, reserve: '5e1' } ],
	[ 'an object for a number', { ...VALID_CHOICE, minimum: { a: 1 } } ],
	[ 'a number for the schedule', { ...VALID_CHOICE, schedule: 5 } ],
];

for ( const [ what, body ] of BAD_BODIES ) {
	test( `who asks is checked before what is asked: ${ what } from a visitor → 401, from a customer → 403`, async () => {
		const visitor = await callerAs( 'visitor' );
		const customer = await callerAs( 'customer' );
		const vendor = await callerAs( 'vendor' );
		const before = storedChoice( 'vendor' );
		try {
			const fromVisitor = await visitor.post( DISBURSEMENT, body );
			expect( fromVisitor.status() ).toBe( 401 );
			expect( ( ( await fromVisitor.json() ) as RestError ).code ).toBe(
				'vendor_payout_schedule_rest_not_logged_in'
			);

			const fromCustomer = await customer.post( DISBURSEMENT, body );
			expect( fromCustomer.status() ).toBe( 403 );
			expect( ( ( await fromCustomer.json() ) as RestError ).code ).toBe(
				'vendor_payout_schedule_rest_cannot_manage_withdraw'
			);

			// The same body from someone who may ask is about the body.
			expect( ( await vendor.post( DISBURSEMENT, body ) ).status() ).toBe(
				400
			);
			expect( storedChoice( 'vendor' ) ).toEqual( before );
		} finally {
			await visitor.dispose();
			await customer.dispose();
			await vendor.dispose();
		}
	} );
}
