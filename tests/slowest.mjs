/**
 * Where a run of `npm test` spent its time: reads the reports tests/run-all.sh leaves in a folder
 * (default test-reports/) and prints, per report, its total and its slowest files and tests.
 *
 *   node tests/slowest.mjs [folder] [how many, default 15]
 *
 * Reads Playwright's JSON (playwright*.json), vitest's JSON (vitest.json) and the PHP suites' JUnit
 * (*.xml), and steps.tsv when run-all.sh wrote one (each step's name and seconds).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve( process.argv[ 2 ] ?? 'test-reports' );
const top = Number( process.argv[ 3 ] ?? 15 );
const print = ( line ) => process.stdout.write( `${ line }\n` );
const seconds = ( ms ) => ( ms / 1000 ).toFixed( 1 ).padStart( 7 );

function printTable( title, rows ) {
	print( `\n${ title }` );
	rows.sort( ( a, b ) => b.ms - a.ms )
		.slice( 0, top )
		.forEach( ( row ) =>
			print( `${ seconds( row.ms ) }s  ${ row.name }` )
		);
}

function playwright( file ) {
	const report = JSON.parse( readFileSync( file, 'utf8' ) );
	const byFile = new Map();
	const tests = [];
	const walk = ( suite ) => {
		for ( const spec of suite.specs ?? [] ) {
			for ( const test of spec.tests ) {
				const ms = test.results.reduce(
					( sum, result ) => sum + result.duration,
					0
				);
				byFile.set( spec.file, ( byFile.get( spec.file ) ?? 0 ) + ms );
				tests.push( { name: `${ spec.file }: ${ spec.title }`, ms } );
			}
		}
		( suite.suites ?? [] ).forEach( walk );
	};
	report.suites.forEach( walk );
	const { duration, expected, unexpected, skipped, flaky } = report.stats;
	print(
		`\n== ${ path.basename( file ) }: ${ seconds( duration ).trim() }s wall, ${ tests.length } tests ` +
			`(${ expected } passed, ${ unexpected } failed, ${ skipped } skipped, ${ flaky } flaky), ` +
			`workers: ${ report.config.workers }`
	);
	printTable(
		'Slowest files:',
		[ ...byFile ].map( ( [ name, ms ] ) => ( { name, ms } ) )
	);
	printTable( 'Slowest tests:', tests );
}

function junit( file ) {
	const xml = readFileSync( file, 'utf8' );
	const attr = ( tag, key ) =>
		tag.match( new RegExp( ` ${ key }="([^"]*)"` ) )?.[ 1 ];
	const total = xml.match( /<testsuite [^>]*>/ )?.[ 0 ] ?? '';
	print(
		`\n== ${ path.basename( file ) }: ${ Number( attr( total, 'time' ) ?? 0 ).toFixed( 1 ) }s in tests, ` +
			`${ attr( total, 'tests' ) } tests`
	);
	const files = [
		...xml.matchAll( /<testsuite [^>]*\bfile="[^"]*"[^>]*>/g ),
	].map( ( [ tag ] ) => ( {
		name: path.basename( attr( tag, 'file' ) ),
		ms: Number( attr( tag, 'time' ) ) * 1000,
	} ) );
	printTable( 'Slowest files:', files );
	const tests = [ ...xml.matchAll( /<testcase [^>]*>/g ) ].map(
		( [ tag ] ) => ( {
			name: `${ attr( tag, 'class' ) }::${ attr( tag, 'name' ) }`,
			ms: Number( attr( tag, 'time' ) ) * 1000,
		} )
	);
	printTable( 'Slowest tests:', tests );
}

function vitest( file ) {
	const report = JSON.parse( readFileSync( file, 'utf8' ) );
	const files = report.testResults.map( ( result ) => ( {
		name: path.relative( process.cwd(), result.name ),
		ms: result.endTime - result.startTime,
	} ) );
	print(
		`\n== ${ path.basename( file ) }: ${ report.numTotalTests } tests in ${ files.length } files`
	);
	printTable(
		'Slowest files (their own time, files run side by side):',
		files
	);
}

if ( existsSync( path.join( dir, 'steps.tsv' ) ) ) {
	const steps = readFileSync( path.join( dir, 'steps.tsv' ), 'utf8' )
		.trim()
		.split( '\n' )
		.map( ( line ) => line.split( '\t' ) )
		.map( ( [ name, secs ] ) => ( { name, ms: Number( secs ) * 1000 } ) );
	print( '\n== Steps of run-all.sh (those run side by side overlap)' );
	steps.forEach( ( step ) =>
		print( `${ seconds( step.ms ) }s  ${ step.name }` )
	);
}
for ( const name of readdirSync( dir ).sort() ) {
	const file = path.join( dir, name );
	if ( /^playwright.*\.json$/.test( name ) ) {
		playwright( file );
	} else if ( name === 'vitest.json' ) {
		vitest( file );
	} else if ( name.endsWith( '.xml' ) ) {
		junit( file );
	}
}
