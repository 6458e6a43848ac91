/**
 * Splits the Playwright spec files into shares of about equal running time, where `--shard` splits
 * them by their count of tests (one share took 454 s, another 1071 s):
 *   node tests/e2e/shares.mjs SHARE WEIGHTS   e.g. `2 1,1,0.8` prints the second of three shares'
 *                                             files, one a line, the third share given 0.8 of the time
 * Times come from durations.tsv (seconds per file on WordPress 7.1). The longest files are placed
 * first, each in the share with the least time for its weight; files not listed yet (new ones) are
 * placed last, at the median time each, so they land in the lightest shares.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname( fileURLToPath( import.meta.url ) );
const REPO = path.resolve( HERE, '../..' );
const FOLDERS = [ 'tests/integration', 'tests/e2e' ];

const [ shareArg, weightsArg ] = process.argv.slice( 2 );
const weights = ( weightsArg ?? '' ).split( ',' ).map( Number );
const share = Number( shareArg );
if (
	! weights.length ||
	weights.some( ( w ) => ! ( w > 0 ) ) ||
	! Number.isInteger( share ) ||
	share < 1 ||
	share > weights.length
) {
	process.stderr.write(
		'usage: node tests/e2e/shares.mjs SHARE WEIGHTS (e.g. 2 1,1,0.8)\n'
	);
	process.exit( 2 );
}

const measured = new Map(
	fs
		.readFileSync( path.join( HERE, 'durations.tsv' ), 'utf8' )
		.split( '\n' )
		.filter( ( line ) => line && ! line.startsWith( '#' ) )
		.map( ( line ) => line.split( '\t' ) )
		.map( ( [ file, seconds ] ) => [ file, Number( seconds ) ] )
);
const sorted = [ ...measured.values() ].sort( ( a, b ) => a - b );
const median = sorted[ Math.floor( sorted.length / 2 ) ] ?? 1;

const files = FOLDERS.flatMap( ( folder ) =>
	fs
		.readdirSync( path.join( REPO, folder ) )
		.filter( ( name ) => name.endsWith( '.spec.ts' ) )
		.map( ( name ) => `${ folder }/${ name }` )
).sort();
const known = files
	.filter( ( file ) => measured.has( file ) )
	.sort(
		( a, b ) =>
			measured.get( b ) - measured.get( a ) || a.localeCompare( b )
	);
const added = files.filter( ( file ) => ! measured.has( file ) );

const load = weights.map( () => 0 );
const chosen = weights.map( () => [] );
for ( const file of [ ...known, ...added ] ) {
	let lightest = 0;
	load.forEach( ( seconds, i ) => {
		if ( seconds / weights[ i ] < load[ lightest ] / weights[ lightest ] ) {
			lightest = i;
		}
	} );
	load[ lightest ] += measured.get( file ) ?? median;
	chosen[ lightest ].push( file );
}
process.stdout.write(
	chosen[ share - 1 ].map( ( file ) => `${ file }\n` ).join( '' )
);
process.stderr.write(
	`share ${ share }/${ weights.length }: ${ chosen[ share - 1 ].length } files, about ${ Math.round( load[ share - 1 ] ) } s of ${ Math.round( load.reduce( ( a, b ) => a + b, 0 ) ) } s\n`
);
