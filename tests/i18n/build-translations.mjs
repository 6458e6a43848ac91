/**
 * `npm run i18n:build`: compiles every languages/vendor-payout-schedule-{locale}.po into
 *   - vendor-payout-schedule-{locale}.mo, which load_plugin_textdomain() loads for PHP, and
 *   - vendor-payout-schedule-{locale}-{md5 of 'build/index.js'}.json, which
 *     wp_set_script_translations() hands to the script: the strings of every file under src/.
 *
 *   --out DIR   write there instead of languages/ (the staleness check compares against it)
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import {
	LANGUAGES_DIR,
	POT_NAME,
	ROOT,
	SCRIPT_PATH,
	TEXT_DOMAIN,
} from './config.mjs';
import { jedKey, toJed } from './jed.mjs';

const require = createRequire( import.meta.url );
const { po } = require( 'gettext-parser' );

/**
 * The name load_script_textdomain() looks for: the md5 of the script's path relative to the plugin.
 *
 * @param {string} locale E.g. de_DE.
 */
export function scriptJsonName( locale ) {
	return `${ TEXT_DOMAIN }-${ locale }-${ createHash( 'md5' ).update( SCRIPT_PATH ).digest( 'hex' ) }.json`;
}

/**
 * Keys of the strings used by the script: those the POT finds in a file under src/.
 *
 * @param {string} potFile The POT.
 */
export function scriptKeys( potFile ) {
	const keys = new Set();
	for ( const [ msgctxt, strings ] of Object.entries(
		po.parse( readFileSync( potFile ) ).translations
	) ) {
		for ( const [ msgid, entry ] of Object.entries( strings ) ) {
			const references = ( entry.comments?.reference ?? '' ).split(
				/\s+/
			);
			if (
				msgid &&
				references.some( ( ref ) => ref.startsWith( 'src/' ) )
			) {
				keys.add( jedKey( msgctxt, msgid ) );
			}
		}
	}
	return keys;
}

/** The PO files of languages/ with their locale. */
export function poFiles() {
	const pattern = new RegExp(
		`^${ TEXT_DOMAIN }-([a-z]{2,3}(?:_[A-Z]{2})?(?:_[a-z]+)?)\\.po$`
	);
	return readdirSync( LANGUAGES_DIR )
		.map( ( name ) => ( { name, locale: name.match( pattern )?.[ 1 ] } ) )
		.filter( ( file ) => file.locale )
		.sort( ( a, b ) => a.name.localeCompare( b.name, 'en' ) );
}

function main() {
	const { values } = parseArgs( {
		options: { out: { type: 'string', default: LANGUAGES_DIR } },
	} );
	mkdirSync( values.out, { recursive: true } );
	const keys = scriptKeys( path.join( LANGUAGES_DIR, POT_NAME ) );

	for ( const { name, locale } of poFiles() ) {
		const poFile = path.join( LANGUAGES_DIR, name );
		const moFile = path.join(
			values.out,
			`${ TEXT_DOMAIN }-${ locale }.mo`
		);
		// msgfmt leaves fuzzy strings out and refuses a PO with broken syntax or headers.
		execFileSync(
			'msgfmt',
			[
				'--check-header',
				'--check-domain',
				'--output-file',
				moFile,
				poFile,
			],
			{ stdio: 'inherit' }
		);

		const jed = toJed(
			po.parse( readFileSync( poFile ) ),
			keys,
			SCRIPT_PATH
		);
		const jsonFile = path.join( values.out, scriptJsonName( locale ) );
		// Compact, as `wp i18n make-json` writes it: WordPress prints the file into the page as is.
		writeFileSync( jsonFile, JSON.stringify( jed ) );

		const count = Object.keys( jed.locale_data.messages ).length - 1;
		process.stdout.write(
			`${ path.relative( ROOT, moFile ) }, ${ path.relative( ROOT, jsonFile ) } (${ count } script strings)\n`
		);
	}
}

if ( import.meta.url === pathToFileURL( process.argv[ 1 ] ).href ) {
	main();
}
