/**
 * Strings of the PHP files, read by wp-pot (a PHP parser, so multi-line calls and translator
 * comments are found as PHP sees them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import wpPot from 'wp-pot';

import { PLUGIN_FILE, TEXT_DOMAIN } from './config.mjs';

/** wp-cli's make-pot explains the header strings the same way. */
const HEADER_COMMENTS = {
	'Plugin Name': 'Plugin Name of the plugin',
	Description: 'Description of the plugin',
	Author: 'Author of the plugin',
	'Author URI': 'Author URI of the plugin',
	'Plugin URI': 'Plugin URI of the plugin',
};

/**
 * @param {string}   root   Folder the paths are relative to.
 * @param {string[]} files  PHP files relative to root.
 * @param {string?}  domain Text domain to keep; every domain when null.
 */
function parse( root, files, domain ) {
	const extractor = new wpPot.WP_Pot( {
		pathsRelativeTo: root,
		php: {
			...( domain ? { textdomain: domain } : {} ),
			metadataFile: files.includes( PLUGIN_FILE )
				? PLUGIN_FILE
				: undefined,
			ignoreTemplateNameHeader: true,
		},
	} );
	extractor.parse( files.map( ( file ) => path.join( root, file ) ) );
	return extractor.translations;
}

/**
 * wp-pot gives header strings no comment; name them for translators.
 *
 * @param {string} root Root folder.
 */
function headerNames( root ) {
	const names = new Map();
	const text = readFileSync( path.join( root, PLUGIN_FILE ), 'utf8' );
	for ( const header of Object.keys( HEADER_COMMENTS ) ) {
		const match = text.match(
			new RegExp( `^[ \\t/*#@]*${ header }:(.*)$`, 'im' )
		);
		if ( match ) {
			names.set( match[ 1 ].trim(), HEADER_COMMENTS[ header ] );
		}
	}
	return names;
}

/**
 * The translator comment of a call written as a block over several lines. wp-pot only reads one
 * whose "translators:" and closing `*\/` share a line; this reads the block that ends on the
 * call's line or one of the two before it, as wp-pot looks for its own.
 *
 * @param {string[]} lines Lines of the file.
 * @param {number}   line  Line of the call (1-based).
 * @return {string|undefined} `translators: …` on one line.
 */
export function blockTranslatorComment( lines, line ) {
	for ( let end = line - 1; end >= Math.max( 0, line - 3 ); end-- ) {
		if ( ! lines[ end ]?.includes( '*/' ) ) {
			continue;
		}
		let start = end;
		while ( start > 0 && ! lines[ start ].includes( '/*' ) ) {
			start--;
		}
		const text = lines
			.slice( start, end + 1 )
			.join( '\n' )
			.replace( /^[\s\S]*?\/\*+/, '' )
			.replace( /\*\/[\s\S]*$/, '' )
			.split( '\n' )
			.map( ( part ) => part.replace( /^\s*\*?\s*/, '' ).trim() )
			.filter( Boolean )
			.join( ' ' );
		const match = text.match( /translators:\s*(.+)$/i );
		return match ? `translators: ${ match[ 1 ] }` : undefined;
	}
	return undefined;
}

const key = ( t ) =>
	`${ t.filename }:${ t.line }\u0000${ t.context ?? '' }\u0004${ t.msgid }`;

/**
 * @param {string}   root  Root folder.
 * @param {string[]} files PHP files relative to root.
 * @return {Promise<{ entries: import('./pot-file.mjs').Entry[], problems: string[] }>} The strings
 * of the plugin's domain, and every gettext call under another domain (or none).
 */
export async function extractPhp( root, files ) {
	const ours = parse( root, files, TEXT_DOMAIN );
	const ourKeys = new Set( ours.map( key ) );
	const problems = parse( root, files, null )
		.filter( ( t ) => ! ourKeys.has( key( t ) ) )
		.map(
			( t ) =>
				`${ t.filename }:${ t.line }: "${ t.msgid }" is not under the text domain '${ TEXT_DOMAIN }'`
		);

	const headers = files.includes( PLUGIN_FILE )
		? headerNames( root )
		: new Map();
	const sources = new Map();
	const linesOf = ( file ) => {
		if ( ! sources.has( file ) ) {
			sources.set(
				file,
				readFileSync( path.join( root, file ), 'utf8' ).split( '\n' )
			);
		}
		return sources.get( file );
	};
	const entries = ours.map( ( t ) => {
		const isHeader =
			t.filename === PLUGIN_FILE &&
			headers.has( t.msgid ) &&
			! t.comments?.length;
		if ( ! isHeader && ! t.comments?.length ) {
			const comment = blockTranslatorComment(
				linesOf( t.filename ),
				t.line
			);
			t.comments = comment ? [ comment ] : [];
		}
		return {
			msgctxt: t.context || undefined,
			msgid: t.msgid,
			msgid_plural: t.plural || undefined,
			references: [ { file: t.filename, line: t.line } ],
			comments: isHeader
				? [ headers.get( t.msgid ) ]
				: ( t.comments ?? [] ),
		};
	} );
	return { entries, problems };
}
