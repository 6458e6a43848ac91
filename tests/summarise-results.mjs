/**
 * Sums the suites' machine-readable results into one closing line: "N passed, N failed".
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[ 2 ];
const read = ( name ) => {
	const file = path.join( dir, name );
	return existsSync( file ) ? readFileSync( file, 'utf8' ) : null;
};

let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read( 'vitest.json' );
if ( vitest ) {
	const result = JSON.parse( vitest );
	passed += result.numPassedTests ?? 0;
	failed +=
		( result.numFailedTests ?? 0 ) + ( result.numRuntimeErrorTests ?? 0 );
	skipped += ( result.numPendingTests ?? 0 ) + ( result.numTodoTests ?? 0 );
}

// One Playwright report per WordPress release the suites ran on (playwright.json, playwright-6.8.json).
for ( const name of readdirSync( dir ).filter( ( file ) =>
	/^playwright.*\.json$/.test( file )
) ) {
	const stats = JSON.parse( read( name ) ).stats ?? {};
	passed += ( stats.expected ?? 0 ) + ( stats.flaky ?? 0 );
	failed += stats.unexpected ?? 0;
	skipped += stats.skipped ?? 0;
}

// JUnit files of the PHP suites (phpunit.xml, engine.xml, engine-6.8.xml): the first <testsuite> holds the totals.
for ( const name of readdirSync( dir ).filter( ( file ) =>
	file.endsWith( '.xml' )
) ) {
	const suite = read( name ).match( /<testsuite [^>]*>/ )?.[ 0 ] ?? '';
	const attr = ( key ) =>
		Number( suite.match( new RegExp( `${ key }="(\\d+)"` ) )?.[ 1 ] ?? 0 );
	const broken = attr( 'failures' ) + attr( 'errors' );
	passed += attr( 'tests' ) - broken - attr( 'skipped' );
	failed += broken;
	skipped += attr( 'skipped' );
}

process.stdout.write(
	`\n${ passed } passed, ${ failed } failed${ skipped ? `, ${ skipped } skipped` : '' }\n`
);
