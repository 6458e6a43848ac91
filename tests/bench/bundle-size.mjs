/**
 * Prints what the plugin's build weighs, per file and per chunk.
 *   node tests/bench/bundle-size.mjs           figures only
 *   node tests/bench/bundle-size.mjs --check   figures, then exit 1 when a budget is broken or
 *                                              React / a WordPress package is bundled
 */
/* eslint-disable no-console -- a command-line report: its output is the point. */
import { measureBuild } from './bundle/budget.mjs';
import { formatReport } from './bundle/print.mjs';

const check = process.argv.includes( '--check' );
const report = await measureBuild();
console.log( formatReport( report ).join( '\n' ) );

if ( report.problems.length ) {
	console.log( '' );
	for ( const problem of report.problems ) {
		console.log( `${ check ? 'FAIL' : 'warning' }: ${ problem }` );
	}
	if ( check ) {
		process.exit( 1 );
	}
} else if ( check ) {
	console.log(
		'\nWithin budget; React, react-dom and @wordpress/* come from the page.'
	);
}
