/**
 * Where things are, for the bundle tools.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_DIR = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../../..'
);

export const BUILD_DIR = path.join( REPO_DIR, 'build' );
