/**
 * The built files and what they cost over the wire.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One kilobyte, as the budgets count it. */
export const KB = 1024;

/**
 * Bytes after gzip at its highest level, as a server configured for text assets sends them.
 *
 * @param {Buffer} content File content.
 * @return {number} Compressed size in bytes.
 */
export function gzipSize( content ) {
	return gzipSync( content, { level: 9 } ).length;
}

/**
 * @param {number} bytes A size.
 * @return {string} The size in KB with one decimal, e.g. "12.3 KB".
 */
export function formatKb( bytes ) {
	return `${ ( bytes / KB ).toFixed( 1 ) } KB`;
}

/**
 * Script and style files of a build folder (right-to-left styles are alternatives a page loads
 * instead of the left-to-right ones, so they are marked apart).
 *
 * @param {string} dir Build folder.
 * @return {Array<{file: string, kind: 'js'|'css', rtl: boolean, bytes: number, gzip: number, content: Buffer}>} Sorted by name.
 */
export function readBuiltFiles( dir ) {
	return readdirSync( dir, { recursive: true } )
		.map( String )
		.filter( ( file ) => /\.(js|css)$/.test( file ) )
		.sort()
		.map( ( file ) => {
			const content = readFileSync( path.join( dir, file ) );
			return {
				file: file.split( path.sep ).join( '/' ),
				kind: file.endsWith( '.js' ) ? 'js' : 'css',
				rtl: file.endsWith( '-rtl.css' ),
				bytes: content.length,
				gzip: gzipSize( content ),
				content,
			};
		} );
}
