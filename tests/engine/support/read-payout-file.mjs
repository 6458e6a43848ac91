/**
 * Reads a payout file the plugin wrote with readers that share no code with it, and prints what
 * they found as JSON, for the engine tests to compare with Dokan's requests:
 *
 *   node read-payout-file.mjs ach FILE     NACHA file: @midlandsbank/node-nacha parses the
 *                                          records; the NACHA rules (record length, blocking,
 *                                          counts, entry hash, totals, routing check digits) are
 *                                          checked here, from the rules, into `problems`.
 *   node read-payout-file.mjs csv FILE     CSV rows as csv-parse reads them (RFC 4180).
 *   node read-payout-file.mjs bank IBAN|BIC...  ibantools' verdict on each IBAN or BIC.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'csv-parse/sync';
import { isValidBIC, isValidIBAN } from 'ibantools';

const require = createRequire( import.meta.url );
const nacha = require( '@midlandsbank/node-nacha' );

/**
 * The ABA check digit rule: 3, 7, 1 weights over nine digits sum to a multiple of ten.
 *
 * @param {string} routing Nine digits.
 * @return {boolean} Whether it holds.
 */
function routingValid( routing ) {
	if ( ! /^[0-9]{9}$/.test( routing ) ) {
		return false;
	}
	const weights = [ 3, 7, 1, 3, 7, 1, 3, 7, 1 ];
	return (
		weights.reduce( ( sum, w, i ) => sum + w * Number( routing[ i ] ), 0 ) %
			10 ===
		0
	);
}

/**
 * Reads an ACH file and checks it against the NACHA rules.
 *
 * @param {string} text The file.
 * @return {Object} What was read, and the problems found.
 */
function readAch( text ) {
	const problems = [];
	const lines = text.split( /\r?\n/ );
	if ( lines[ lines.length - 1 ] === '' ) {
		lines.pop();
	}
	lines.forEach( ( line, i ) => {
		if ( line.length !== 94 ) {
			problems.push(
				`record ${ i + 1 } has ${ line.length } characters`
			);
		}
	} );
	if ( lines.length % 10 !== 0 ) {
		problems.push( `${ lines.length } records are not a multiple of ten` );
	}
	const data = nacha.from( { format: 'ach', source: text } ).data;
	const filler = lines.filter( ( line ) => /^9{94}$/.test( line ) ).length;
	const records = lines.length - filler;
	let entries = 0;
	let hash = 0;
	let credit = 0;
	let debit = 0;
	const batches = data.batches.map( ( batch ) => {
		const footer = batch.footer;
		const rows = batch.entries.map( ( e ) => {
			const routing =
				String( e.receivingDFIIdentification ).padStart( 8, '0' ) +
				String( e.checkDigit );
			if ( ! routingValid( routing ) ) {
				problems.push(
					`routing number ${ routing } fails its check digit`
				);
			}
			return {
				transactionCode: String( e.transactionCode ),
				routing,
				account: String( e.dfiAccount ).trim(),
				amount: Number( e.amount ),
				identification: String( e.identificationNumber ?? '' ).trim(),
				name: String(
					e.receivingCompanyName ?? e.individualName ?? e.name ?? ''
				).trim(),
				addenda: String( e.addendaIndicator ),
				trace: String( e.traceNumber ),
			};
		} );
		const batchHash =
			rows.reduce(
				( s, e ) => s + Number( e.routing.slice( 0, 8 ) ),
				0
			) % 1e10;
		// Transaction codes ending in 2 or 3 credit an account, in 7 or 8 debit it.
		const sum = ( digits ) =>
			rows
				.filter( ( e ) => digits.includes( e.transactionCode[ 1 ] ) )
				.reduce( ( s, e ) => s + e.amount, 0 );
		const batchCredit = sum( '23' );
		const batchDebit = sum( '78' );
		if ( Number( footer.entryAndAddendaCount ) !== rows.length ) {
			problems.push(
				`batch ${ batch.num }: control counts ${ footer.entryAndAddendaCount }, entries ${ rows.length }`
			);
		}
		if ( Number( footer.entryHash ) !== batchHash ) {
			problems.push(
				`batch ${ batch.num }: entry hash ${ footer.entryHash }, sum ${ batchHash }`
			);
		}
		if (
			Number( footer.totalCredit ) !== batchCredit ||
			Number( footer.totalDebit ) !== batchDebit
		) {
			problems.push(
				`batch ${ batch.num }: totals ${ footer.totalCredit } credit, ${ footer.totalDebit } debit; entries ${ batchCredit }, ${ batchDebit }`
			);
		}
		entries += rows.length;
		hash += batchHash;
		credit += batchCredit;
		debit += batchDebit;
		return {
			sec: batch.entryClassCode,
			serviceClass: String( batch.serviceClassCode ),
			companyName: String( batch.companyName ).trim(),
			companyId: String( batch.companyId ).trim(),
			description: String( batch.description ).trim(),
			effectiveDate: String( batch.effectiveDate ),
			odfi: String( batch.originatingDFIIdentification ),
			entries: rows,
		};
	} );
	const footer = data.file.footer;
	const expected = {
		batchCount: batches.length,
		blockCount: Math.ceil( records / 10 ),
		entryAndAddendaCount: entries,
		entryHash: hash % 1e10,
		totalCredit: credit,
		totalDebit: debit,
	};
	for ( const [ key, value ] of Object.entries( expected ) ) {
		if ( Number( footer[ key ] ) !== value ) {
			problems.push(
				`file control ${ key } ${ footer[ key ] }, expected ${ value }`
			);
		}
	}
	return {
		problems,
		records: lines.length,
		header: {
			destination: String( data.file.destination ).trim(),
			origin: String( data.file.origin ).trim(),
			creationDate: String( data.file.creationDate ),
			idModifier: data.file.idModifier,
			destinationName: String( data.file.destinationName ).trim(),
			originName: String( data.file.originName ).trim(),
		},
		batches,
	};
}

const [ kind, ...rest ] = process.argv.slice( 2 );
let result;
if ( kind === 'ach' ) {
	result = readAch( readFileSync( rest[ 0 ], 'utf8' ) );
} else if ( kind === 'csv' ) {
	result = parse( readFileSync( rest[ 0 ], 'utf8' ), {
		relax_quotes: false,
	} );
} else if ( kind === 'bank' ) {
	result = Object.fromEntries(
		rest.map( ( code ) => [
			code,
			/^[A-Z]{2}[0-9]{2}/.test( code )
				? isValidIBAN( code )
				: isValidBIC( code ),
		] )
	);
} else {
	process.stderr.write(
		'usage: read-payout-file.mjs ach|csv FILE, or bank CODE...\n'
	);
	process.exit( 2 );
}
process.stdout.write( JSON.stringify( result ) + '\n' );
