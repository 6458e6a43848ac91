/**
 * The bundle figures as text: one line per file, then the chunks' contents and the sums.
 */
import { formatKb } from './files.mjs';
import { BUDGETS } from './budget.mjs';

/**
 * @param {Map<string, number>} origins Source bytes per package or project folder.
 * @param {number}              limit   How many to name.
 * @return {string} E.g. "react-select 41%, @emotion/react 18%, …".
 */
function topOrigins( origins, limit = 6 ) {
	const total =
		[ ...origins.values() ].reduce( ( sum, bytes ) => sum + bytes, 0 ) || 1;
	const sorted = [ ...origins.entries() ].sort( ( a, b ) => b[ 1 ] - a[ 1 ] );
	const named = sorted
		.slice( 0, limit )
		.map(
			( [ origin, bytes ] ) =>
				`${ origin } ${ Math.round( ( bytes / total ) * 100 ) }%`
		);
	if ( sorted.length > limit ) {
		named.push( `${ sorted.length - limit } more` );
	}
	return named.join( ', ' );
}

/**
 * @param {Object} report What measureBuild() found.
 * @return {string[]} Lines to print.
 */
export function formatReport( report ) {
	const { files, chunks, totals } = report;
	const lines = [
		'file                                       raw        gzip   loaded',
	];
	for ( const file of files ) {
		let loaded = file.initial ? 'with the page' : 'on intent / idle';
		if ( file.rtl ) {
			loaded = 'instead of LTR (rtl)';
		}
		lines.push(
			`${ file.file.padEnd( 40 ) } ${ formatKb( file.bytes ).padStart( 9 ) } ${ formatKb( file.gzip ).padStart( 10 ) }   ${ loaded }`
		);
	}
	lines.push( '' );
	for ( const chunk of chunks ) {
		const name = chunk.names[ 0 ] ?? `chunk ${ chunk.id }`;
		lines.push(
			`${ name } (${ chunk.initial ? 'initial' : 'lazy' }), share of source bytes: ${ topOrigins( chunk.origins ) }`
		);
		if ( chunk.externals.size ) {
			lines.push(
				`  from the page: ${ [ ...chunk.externals ].sort().join( ' ' ) }`
			);
		}
	}
	lines.push(
		'',
		`JS before the modal opens: ${ formatKb( totals.initialJs ) } gzip (budget ${ formatKb( BUDGETS.initialJs ) })`,
		`CSS before the modal opens: ${ formatKb( totals.initialCss ) } gzip (reported, not budgeted)`,
		`Loaded on intent or when idle: JS ${ formatKb( totals.lazyJs ) }, CSS ${ formatKb( totals.lazyCss ) } gzip`,
		`Everything together: ${ formatKb( totals.total ) } gzip (budget ${ formatKb( BUDGETS.total ) })`
	);
	return lines;
}
