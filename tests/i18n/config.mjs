/**
 * What the translation tools work on: the text domain, the files the plugin ships, and where
 * translations live.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEXT_DOMAIN = 'vendor-payout-schedule';

export const ROOT = fileURLToPath( new URL( '../..', import.meta.url ) );

export const LANGUAGES_DIR = path.join( ROOT, 'languages' );

export const POT_NAME = `${ TEXT_DOMAIN }.pot`;

/** The plugin file whose header (name, description, author) is translatable too. */
export const PLUGIN_FILE = 'plugin.php';

/**
 * The script WordPress loads the JS translations for. load_script_textdomain() names the JSON
 * after the md5 of this path relative to the plugin root. Chunks webpack loads lazily are not
 * registered scripts, so WordPress never looks for their JSON: every src/ string goes into this one.
 */
export const SCRIPT_PATH = 'build/index.js';

/**
 * Files below a folder of the root, relative to the root with forward slashes, sorted.
 *
 * @param {string}   folder     Folder relative to ROOT.
 * @param {string[]} extensions Extensions with their dot.
 * @param {string}   root       Root folder (ROOT unless testing).
 * @return {string[]} Relative paths.
 */
export function filesBelow( folder, extensions, root = ROOT ) {
	let entries;
	try {
		entries = readdirSync( path.join( root, folder ), {
			recursive: true,
			withFileTypes: true,
		} );
	} catch {
		return [];
	}
	return entries
		.filter(
			( entry ) =>
				entry.isFile() &&
				extensions.some( ( ext ) => entry.name.endsWith( ext ) )
		)
		.map( ( entry ) =>
			path
				.relative(
					root,
					path.join( entry.parentPath ?? entry.path, entry.name )
				)
				.split( path.sep )
				.join( '/' )
		)
		.sort();
}

/**
 * Every PHP file the plugin ships: the bootstrap, the uninstaller, includes/ and templates/.
 *
 * @param {string} root Root folder.
 */
export function phpSources( root = ROOT ) {
	const topLevel = readdirSync( root ).filter( ( name ) =>
		[ 'plugin.php', 'uninstall.php' ].includes( name )
	);
	return [
		...topLevel.sort(),
		...filesBelow( 'includes', [ '.php' ], root ),
		...filesBelow( 'templates', [ '.php' ], root ),
	];
}

/**
 * Every TypeScript file of the script, tests and type declarations aside.
 *
 * @param {string} root Root folder.
 */
export function scriptSources( root = ROOT ) {
	return filesBelow( 'src', [ '.ts', '.tsx' ], root ).filter(
		( file ) => ! file.endsWith( '.d.ts' )
	);
}
