// @vitest-environment node
/**
 * The ACH reader the engine tests judge the plugin's NACHA files with, tried first on published
 * sample files (tests/fixtures/payouts/SOURCES.md names where each comes from).
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';

// The suite runs from the repository's root (tests/unit/vitest.config.mts).
const root = `${ process.cwd() }/`;
const read = ( kind: string, ...args: string[] ) =>
	JSON.parse(
		execFileSync(
			process.execPath,
			[
				`${ root }tests/engine/support/read-payout-file.mjs`,
				kind,
				...args,
			],
			{ encoding: 'utf8' }
		)
	);
const fixture = ( name: string ) => `${ root }tests/fixtures/payouts/${ name }`;

describe( 'the independent ACH reader', () => {
	it( 'finds no problem in a published valid PPD file and reads its entry', () => {
		const ach = read( 'ach', fixture( 'moov-ppd-debit.ach' ) );

		expect( ach.problems ).toEqual( [] );
		expect( ach.batches[ 0 ].sec ).toBe( 'PPD' );
		expect( ach.batches[ 0 ].entries[ 0 ] ).toMatchObject( {
			transactionCode: '27',
			routing: '231380104',
			account: '12345678',
			amount: 100000000,
			name: 'Receiver Account Name',
		} );
	} );

	it( 'reads every batch of a published five-batch file with its totals', () => {
		const ach = read( 'ach', fixture( 'node-nacha-sample.ach' ) );

		expect( ach.problems ).toEqual( [] );
		expect( ach.records ).toBe( 190 );
		expect( ach.batches ).toHaveLength( 5 );
	} );

	it( 'reports a routing number whose check digit is wrong, and records that are not 94 characters', () => {
		const ach = read(
			'ach',
			fixture( 'moov-ppd-debit-invalid-check-digit.ach' )
		);

		expect( ach.problems ).toContain(
			'routing number 231380105 fails its check digit'
		);
		expect( ach.problems ).toContain( 'record 1 has 75 characters' );
	} );

	it( 'reports totals that do not add up', () => {
		const tampered = `${ tmpdir() }/tampered.ach`;
		// The batch control's debit total (positions 21–32) of the published file, made one cent.
		const lines = readFileSync(
			fixture( 'moov-ppd-debit.ach' ),
			'utf8'
		).split( '\n' );
		const control = lines[ 3 ] ?? '';
		lines[ 3 ] =
			control.slice( 0, 20 ) + '000000000001' + control.slice( 32 );
		writeFileSync( tampered, lines.join( '\n' ) );

		expect( read( 'ach', tampered ).problems ).toContain(
			'batch 1: totals 0 credit, 1 debit; entries 0, 100000000'
		);
	} );
} );

describe( 'the independent bank number reader', () => {
	it( 'judges IBANs and BICs with ibantools', () => {
		expect(
			read(
				'bank',
				'DE89370400440532013000',
				'DE89370400440532013001',
				'COBADEFFXXX'
			)
		).toEqual( {
			DE89370400440532013000: true,
			DE89370400440532013001: false,
			COBADEFFXXX: true,
		} );
	} );
} );
