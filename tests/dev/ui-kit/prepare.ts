/**
 * Readies the UI kit page for the browser checks: builds its bundle when it is missing or older
 * than its sources, and switches its plugin on or off on the local site.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const REPO_DIR = path.resolve( __dirname, '../../..' );
const ASSET_FILE = path.join( __dirname, 'build/index.asset.php' );
const SOURCES = [
	path.join( REPO_DIR, 'src/ui' ),
	path.join( __dirname, 'src' ),
	path.join( REPO_DIR, 'tests/dev/webpack.config.js' ),
];

function newestChange( file: string ): number {
	const stat = fs.statSync( file );
	if ( ! stat.isDirectory() ) {
		return stat.mtimeMs;
	}
	return Math.max(
		stat.mtimeMs,
		...fs
			.readdirSync( file )
			.map( ( name ) => newestChange( path.join( file, name ) ) )
	);
}

/** Builds the page's bundle into tests/dev/ui-kit/build/ unless it is up to date. */
export function buildUiKitPage(): void {
	const built = fs.existsSync( ASSET_FILE )
		? fs.statSync( ASSET_FILE ).mtimeMs
		: 0;
	if ( built > Math.max( ...SOURCES.map( newestChange ) ) ) {
		return;
	}
	execFileSync(
		'npx',
		[ 'wp-scripts', 'build', '--config', 'tests/dev/webpack.config.js' ],
		{
			cwd: REPO_DIR,
			stdio: 'pipe',
		}
	);
}

/**
 * Switches the page's plugin on or off.
 *
 * @param active Whether it should be active.
 * @return Whether it was active before.
 */
export function setUiKitPageActive( active: boolean ): boolean {
	const output = execFileSync(
		'php',
		[
			path.join( REPO_DIR, 'tests/env/wp-php.php' ),
			path.join( __dirname, 'cli/set-active.php' ),
			active ? 'on' : 'off',
		],
		{ encoding: 'utf8' }
	);
	return output.trim() === 'was-active';
}
