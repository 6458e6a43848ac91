/**
 * Sums the suites' machine-readable results into one closing line: "N passed, N failed", after the
 * name and first lines of each failed test. Both come last because a CI log is often read from
 * its tail only, where a failed step alone would not say which test failed.
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
const failures = [];
const decode = ( text ) =>
	text
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&quot;/g, '"' )
		.replace( /&#039;|&apos;/g, "'" )
		.replace( /&#10;/g, '\n' )
		.replace( /&amp;/g, '&' );
const firstLines = ( text ) =>
	String( text ?? '' )
		.replace( /\x1b\[[0-9;]*m/g, '' )
		.split( '\n' )
		.map( ( line ) => line.trim() )
		.filter( Boolean )
		.slice( 0, 4 )
		.map( ( line ) =>
			line.length > 240 ? `${ line.slice( 0, 240 ) }…` : line
		);

const vitest = read( 'vitest.json' );
if ( vitest ) {
	const result = JSON.parse( vitest );
	passed += result.numPassedTests ?? 0;
	failed +=
		( result.numFailedTests ?? 0 ) + ( result.numRuntimeErrorTests ?? 0 );
	skipped += ( result.numPendingTests ?? 0 ) + ( result.numTodoTests ?? 0 );
	for ( const file of result.testResults ?? [] ) {
		for ( const test of file.assertionResults ?? [] ) {
			if ( test.status === 'failed' ) {
				failures.push( {
					where: `vitest ${ path.basename( file.name ?? '' ) }`,
					name: test.fullName ?? test.title,
					lines: firstLines(
						( test.failureMessages ?? [] ).join( '\n' )
					),
				} );
			}
		}
		if ( file.status === 'failed' && ! file.assertionResults?.length ) {
			failures.push( {
				where: 'vitest',
				name: path.basename( file.name ?? '' ),
				lines: firstLines( file.message ),
			} );
		}
	}
}

// One Playwright report per WordPress release the suites ran on (playwright.json, playwright-6.8.json).
for ( const name of readdirSync( dir ).filter( ( file ) =>
	/^playwright.*\.json$/.test( file )
) ) {
	const stats = JSON.parse( read( name ) ).stats ?? {};
	passed += ( stats.expected ?? 0 ) + ( stats.flaky ?? 0 );
	failed += stats.unexpected ?? 0;
	const walk = ( suite ) => {
		for ( const spec of suite.specs ?? [] ) {
			for ( const test of spec.tests ?? [] ) {
				if ( test.status === 'unexpected' ) {
					const last = test.results?.[ test.results.length - 1 ];
					failures.push( {
						where: `${ name } [${ test.projectName }]`,
						name: `${ spec.file }:${ spec.line } › ${ spec.title }`,
						lines: firstLines( last?.error?.message ),
					} );
				}
			}
		}
		( suite.suites ?? [] ).forEach( walk );
	};
	( JSON.parse( read( name ) ).suites ?? [] ).forEach( walk );
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
	for ( const [ , head, body ] of read( name ).matchAll(
		/<testcase ([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g
	) ) {
		const fault = body?.match( /<(failure|error)[^>]*>([\s\S]*?)<\/\1>/ );
		if ( fault ) {
			const field = ( key ) =>
				head.match( new RegExp( `\\b${ key }="([^"]*)"` ) )?.[ 1 ] ??
				'';
			failures.push( {
				where: name,
				name: `${ field( 'class' ) }::${ field( 'name' ) }`,
				lines: firstLines( decode( fault[ 2 ] ) ),
			} );
		}
	}
}

if ( failures.length ) {
	process.stdout.write( `\nFailed tests (${ failures.length }):\n` );
	for ( const failure of failures ) {
		process.stdout.write( `- ${ failure.where }: ${ failure.name }\n` );
		failure.lines.forEach( ( line ) =>
			process.stdout.write( `    ${ line }\n` )
		);
	}
}

process.stdout.write(
	`\n${ passed } passed, ${ failed } failed${ skipped ? `, ${ skipped } skipped` : '' }\n`
);
