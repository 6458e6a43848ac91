/**
 * Reads webpack's statistics into what the budget cares about: for each chunk, whether the page
 * loads it up front, its files, the packages bundled into it and the externals it takes from
 * the page.
 */
import path from 'node:path';

import { REPO_DIR } from './paths.mjs';

/**
 * The file a module was built from, without loaders and query.
 *
 * @param {string} identifier A stats module identifier.
 * @return {string} Absolute path, or '' for modules without a file (externals, runtime).
 */
function resourceOf( identifier ) {
	const lastLoader = identifier.lastIndexOf( '!' );
	const resource =
		lastLoader === -1 ? identifier : identifier.slice( lastLoader + 1 );
	// Identifiers carry a module type before the path ("javascript/esm|/…") and, for extracted
	// CSS, a tail after it ("…/style.scss|0|||}}").
	const file =
		resource.split( '|' ).find( ( part ) => part.startsWith( '/' ) ) ?? '';
	return file.split( '?' )[ 0 ];
}

/**
 * Where a module comes from: an npm package name, or the folder of the project it belongs to.
 *
 * @param {string} file Absolute path of the module.
 * @return {string} E.g. "react-select", "@headlessui/react", "src/ui".
 */
export function originOf( file ) {
	const marker = '/node_modules/';
	const at = file.lastIndexOf( marker );
	if ( at !== -1 ) {
		const parts = file.slice( at + marker.length ).split( '/' );
		return parts[ 0 ].startsWith( '@' )
			? `${ parts[ 0 ] }/${ parts[ 1 ] }`
			: parts[ 0 ];
	}
	const relative = path.relative( REPO_DIR, file ).split( path.sep );
	return relative.slice( 0, 2 ).join( '/' );
}

/**
 * The leaves of a stats module: a concatenated module stands for the modules inside it.
 *
 * @param {Object} module Stats module.
 * @return {Object[]} Modules that are not concatenations.
 */
function leaves( module ) {
	return Array.isArray( module.modules ) && module.modules.length
		? module.modules.flatMap( leaves )
		: [ module ];
}

/**
 * @param {Object} stats webpack statistics as JSON (chunks with their modules).
 * @return {Array<{id: string, names: string[], initial: boolean, files: string[], origins: Map<string, number>, externals: Set<string>}>} One entry per chunk; origins map to source bytes.
 */
export function describeChunks( stats ) {
	return stats.chunks.map( ( chunk ) => {
		const origins = new Map();
		const externals = new Set();
		for ( const module of ( chunk.modules ?? [] ).flatMap( leaves ) ) {
			const identifier = String( module.identifier ?? module.name ?? '' );
			if ( identifier.startsWith( 'external ' ) ) {
				externals.add(
					String( module.name ?? identifier ).replace(
						/^external /,
						''
					)
				);
				continue;
			}
			const file = resourceOf( identifier );
			if ( ! path.isAbsolute( file ) ) {
				continue; // webpack's runtime modules
			}
			const origin = originOf( file );
			origins.set(
				origin,
				( origins.get( origin ) ?? 0 ) + ( module.size ?? 0 )
			);
		}
		return {
			id: String( chunk.id ),
			names: chunk.names ?? [],
			initial: Boolean( chunk.initial ),
			files: [
				...( chunk.files ?? [] ),
				...( chunk.auxiliaryFiles ?? [] ),
			],
			origins,
			externals,
		};
	} );
}

/**
 * Packages that must come from the page, never from the bundle: React and react-dom (with
 * scheduler, which only ships inside a React renderer) and every @wordpress/* package.
 *
 * @param {string} origin A package name or project folder.
 * @return {boolean} True when bundling it would put a second copy on the page.
 */
export function mustBeExternal( origin ) {
	return (
		[ 'react', 'react-dom', 'scheduler' ].includes( origin ) ||
		origin.startsWith( '@wordpress/' )
	);
}
