/**
 * GET /wp-json/vendor-payout-schedule/v1/statements/<id> over HTTP: readable by the vendor whose
 * payout it is and by the administrator, nobody else; a page of its lines with WordPress's paging
 * headers; with `format=csv`, the whole statement as a CSV download.
 */
import { expect, test } from '@playwright/test';

import { runPhpFixture } from '../e2e/support/php-fixture';
import type { SeededUser } from '../e2e/support/site';
import { callerAs, type NonceMode, type RestError } from './support/rest';

const STATEMENTS = '/wp-json/vendor-payout-schedule/v1/statements';

let seedJson = '';
let payout: { id: string; balance: string; amount: string };

test.beforeAll( () => {
	seedJson = runPhpFixture( 'payout-statement.php', 'seed', 'vendor' );
	payout = JSON.parse( seedJson ).payouts[ 1 ];
} );

test.afterAll( () => {
	if ( seedJson ) {
		runPhpFixture( 'payout-statement.php', 'clean', 'vendor', seedJson );
	}
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
		who: 'vendor2',
		mode: 'nonce',
		status: 403,
		code: 'vendor_payout_schedule_rest_statement_forbidden',
	},
	{
		who: 'customer',
		mode: 'nonce',
		status: 403,
		code: 'vendor_payout_schedule_rest_statement_forbidden',
	},
];

for ( const { who, mode, status, code } of REFUSED ) {
	test( `${ who } (${ mode }) may not read the vendor's statement: ${ status } ${ code }`, async () => {
		const caller = await callerAs( who, mode );
		const response = await caller.get( `${ STATEMENTS }/${ payout.id }` );
		const body = ( await response.json() ) as RestError;
		await caller.dispose();

		expect( response.status() ).toBe( status );
		expect( body.code ).toBe( code );
		expect( JSON.stringify( body ) ).not.toContain( payout.balance );
	} );
}

for ( const who of [ 'vendor', 'admin' ] as const ) {
	test( `${ who } reads it, a page at a time, with the totals the run recorded`, async () => {
		const caller = await callerAs( who );
		const response = await caller.get(
			`${ STATEMENTS }/${ payout.id }?per_page=4&page=2`
		);
		const body = await response.json();
		await caller.dispose();

		expect( response.status() ).toBe( 200 );
		expect( response.headers()[ 'x-wp-total' ] ).toBe( '6' );
		expect( response.headers()[ 'x-wp-totalpages' ] ).toBe( '2' );
		expect( body.closing ).toBe( Number( payout.balance ) );
		expect( body.requested ).toBe( Number( payout.amount ) );
		expect( body.agrees ).toBe( true );
		expect(
			body.entries.map( ( entry: { counted: boolean } ) => entry.counted )
		).toEqual( [ false, false ] );
	} );
}

test( 'an unknown payout is not found', async () => {
	const caller = await callerAs( 'admin' );
	const response = await caller.get( `${ STATEMENTS }/987654321` );
	await caller.dispose();

	expect( response.status() ).toBe( 404 );
} );

test( 'with format=csv it is the whole statement, as a CSV download', async () => {
	const caller = await callerAs( 'vendor' );
	const response = await caller.get(
		`${ STATEMENTS }/${ payout.id }?format=csv`
	);
	const text = await response.text();
	await caller.dispose();

	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'content-type' ] ).toBe(
		'text/csv; charset=utf-8'
	);
	expect( response.headers()[ 'content-disposition' ] ).toBe(
		'attachment; filename="payout-statement-2099-01-12.csv"'
	);
	const lines = text.trim().split( '\n' );
	expect( lines[ 0 ] ).toBe(
		'Date,Description,"Order or request","Dokan status",Earned,Deducted,"Not available",Balance,Note'
	);
	expect( lines ).toHaveLength( 12 );
	expect( text ).toContain(
		`,Requested,,,,,,${ Number( payout.amount ).toFixed( 2 ) },`
	);
} );
