/**
 * Measures build/ against the budgets: what a withdraw page loads before the modal opens, what
 * the plugin weighs in all, and that React and WordPress packages come from the page.
 */
import { rmSync } from 'node:fs';

import { readBuiltFiles, KB } from './files.mjs';
import { describeChunks, mustBeExternal } from './chunks.mjs';
import { compile } from './compile.mjs';
import { BUILD_DIR } from './paths.mjs';

export const BUDGETS = {
	/** Scripts the page loads up front, before the modal is wanted (gzip). */
	initialJs: 15 * KB,
	/** Every script and (left-to-right) stylesheet of the plugin together (gzip). */
	total: 76 * KB,
};

/**
 * @param {string} [buildDir] Folder to measure.
 * @return {Promise<Object>} Files with their chunk, the chunks, the sums and the problems found.
 */
export async function measureBuild( buildDir = BUILD_DIR ) {
	const files = readBuiltFiles( buildDir );
	const { stats, outputPath } = await compile( { keep: true } );
	const fresh = readBuiltFiles( outputPath );
	rmSync( outputPath, { recursive: true, force: true } );
	const chunks = describeChunks( stats );
	const problems = [];

	// The statistics describe a fresh compile of the working tree; they speak for build/ only
	// when build/ holds exactly the same files.
	const differing = [
		...files.filter(
			( built ) =>
				! fresh.some(
					( other ) =>
						other.file === built.file &&
						other.content.equals( built.content )
				)
		),
		...fresh.filter(
			( other ) => ! files.some( ( built ) => built.file === other.file )
		),
	].map( ( item ) => item.file );
	if ( differing.length ) {
		problems.push(
			`build/ differs from a fresh compile of the working tree (${ [ ...new Set( differing ) ].join( ', ' ) }): run npm run build`
		);
	}

	for ( const file of files ) {
		const chunk = chunks.find( ( candidate ) =>
			candidate.files.includes( file.file )
		);
		file.chunk = chunk ?? null;
		// A chunk the page loads up front (the entry); anything else arrives through import().
		file.initial = chunk
			? chunk.initial
			: file.file.startsWith( 'index' ) ||
				file.file.startsWith( 'style-index' );
	}

	const sum = ( list ) =>
		list.reduce( ( total, item ) => total + item.gzip, 0 );
	const ltr = files.filter( ( file ) => ! file.rtl );
	const totals = {
		initialJs: sum(
			ltr.filter( ( file ) => file.kind === 'js' && file.initial )
		),
		initialCss: sum(
			ltr.filter( ( file ) => file.kind === 'css' && file.initial )
		),
		lazyJs: sum(
			ltr.filter( ( file ) => file.kind === 'js' && ! file.initial )
		),
		lazyCss: sum(
			ltr.filter( ( file ) => file.kind === 'css' && ! file.initial )
		),
		total: sum( ltr ),
	};

	if ( ! files.some( ( file ) => file.file === 'index.js' ) ) {
		problems.push( 'build/index.js is missing: run npm run build' );
	}
	if ( totals.initialJs > BUDGETS.initialJs ) {
		problems.push(
			`scripts loaded before the modal opens: ${ totals.initialJs } B gzip > ${ BUDGETS.initialJs } B`
		);
	}
	if ( totals.total > BUDGETS.total ) {
		problems.push(
			`everything together: ${ totals.total } B gzip > ${ BUDGETS.total } B`
		);
	}
	for ( const chunk of chunks ) {
		for ( const origin of chunk.origins.keys() ) {
			if ( mustBeExternal( origin ) ) {
				problems.push(
					`chunk ${ chunk.names[ 0 ] ?? chunk.id } bundles its own copy of ${ origin }; it must come from the page`
				);
			}
		}
	}

	return { files, chunks, totals, problems };
}
