/**
 * Compiles the plugin with the project's own webpack configuration (production mode, as
 * `npm run build` does) into a scratch folder and returns webpack's statistics: which chunk holds
 * which modules, which of them are externals, which files each chunk writes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import { REPO_DIR } from './paths.mjs';

const require = createRequire( path.join( REPO_DIR, 'package.json' ) );

// The webpack that `wp-scripts build` runs, resolved from @wordpress/scripts itself.
const requireFromScripts = createRequire(
	require.resolve( '@wordpress/scripts/package.json' )
);

/**
 * The project's configuration, loaded the way `wp-scripts build` loads it: production mode, the
 * repository as the working directory.
 *
 * @return {Object} A webpack configuration object.
 */
function loadConfig() {
	process.env.NODE_ENV = 'production';
	process.chdir( REPO_DIR );
	const exported = require( path.join( REPO_DIR, 'webpack.config.js' ) );
	const config =
		typeof exported === 'function'
			? exported( {}, { mode: 'production' } )
			: exported;
	// With --experimental-modules wp-scripts exports [ scripts, modules ]; the plugin has scripts only.
	return Array.isArray( config ) ? config[ 0 ] : config;
}

/**
 * @param {Object}  [options]
 * @param {Object}  [options.entry]      Entry points instead of the configured ones.
 * @param {string}  [options.outputPath] Where to write; a new temporary folder by default.
 * @param {boolean} [options.keep]       Keep the output folder (default: removed after reading).
 * @return {Promise<{stats: Object, outputPath: string}>} Statistics as JSON, and the output folder.
 */
export async function compile( { entry, outputPath, keep = false } = {} ) {
	const webpack = requireFromScripts( 'webpack' );
	const config = loadConfig();
	const target =
		outputPath ?? mkdtempSync( path.join( os.tmpdir(), 'vps-bundle-' ) );
	const finalConfig = {
		...config,
		...( entry ? { entry } : {} ),
		output: { ...config.output, path: target },
		// Probe entries may live outside the repository; packages still come from its node_modules.
		resolve: {
			...config.resolve,
			modules: [ 'node_modules', path.join( REPO_DIR, 'node_modules' ) ],
		},
		stats: 'none',
		infrastructureLogging: { level: 'error' },
	};

	const stats = await new Promise( ( resolve, reject ) => {
		webpack( finalConfig, ( error, result ) => {
			if ( error ) {
				reject( error );
				return;
			}
			if ( result.hasErrors() ) {
				const { errors } = result.toJson( {
					all: false,
					errors: true,
				} );
				reject(
					new Error(
						errors.map( ( item ) => item.message ).join( '\n\n' )
					)
				);
				return;
			}
			resolve(
				result.toJson( {
					all: false,
					assets: true,
					chunks: true,
					chunkModules: true,
					chunkModulesSpace: Infinity,
					nestedModules: true,
					nestedModulesSpace: Infinity,
					dependentModules: true,
					ids: true,
					outputPath: true,
				} )
			);
		} );
	} );

	if ( ! keep && ! outputPath ) {
		rmSync( target, { recursive: true, force: true } );
	}
	return { stats, outputPath: target };
}
