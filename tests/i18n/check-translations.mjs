/**
 * Whether each shipped translation is complete and current: every string of the POT translated,
 * none fuzzy, none left over, and every placeholder of the original kept.
 *
 *   node tests/i18n/check-translations.mjs   exits 1 and lists what is missing
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { LANGUAGES_DIR, POT_NAME } from './config.mjs';
import { poFiles } from './build-translations.mjs';

const require = createRequire( import.meta.url );
const { po } = require( 'gettext-parser' );

/**
 * The sprintf placeholders of a string, numbered: `%s %d` and `%1$s %2$d` both give `1$s 2$d`,
 * so a translation may number placeholders to reorder them.
 *
 * @param {string} text A string or its translation.
 * @return {string[]} Sorted placeholders.
 */
export function placeholders( text ) {
	let position = 0;
	const found = [];
	for ( const match of text.matchAll(
		/%(?:(\d+)\$)?[-+ 0'#]*\d*(?:\.\d+)?([bcdeEfFgGosuxX%])/g
	) ) {
		if ( match[ 2 ] === '%' ) {
			continue;
		}
		found.push( `${ match[ 1 ] ?? ++position }$${ match[ 2 ] }` );
	}
	return found.sort();
}

function entriesOf( catalogue ) {
	const entries = new Map();
	for ( const [ msgctxt, strings ] of Object.entries(
		catalogue.translations
	) ) {
		for ( const [ msgid, entry ] of Object.entries( strings ) ) {
			if ( msgid ) {
				entries.set(
					msgctxt ? `${ msgctxt } | ${ msgid }` : msgid,
					entry
				);
			}
		}
	}
	return entries;
}

/**
 * @param {Buffer|string} pot         The template.
 * @param {Buffer|string} translation A PO file.
 * @return {string[]} What is wrong, one line per string.
 */
export function translationProblems( pot, translation ) {
	const wanted = entriesOf( po.parse( pot ) );
	const have = entriesOf( po.parse( translation ) );
	const problems = [];
	for ( const [ key, entry ] of wanted ) {
		const translated = have.get( key );
		if (
			! translated ||
			! translated.msgstr.length ||
			! translated.msgstr.every( Boolean )
		) {
			problems.push( `untranslated: "${ key }"` );
		} else if ( /\bfuzzy\b/.test( translated.comments?.flag ?? '' ) ) {
			problems.push( `fuzzy (review, then remove the flag): "${ key }"` );
		} else {
			const expected = placeholders( entry.msgid ).join( ' ' );
			const plural = entry.msgid_plural
				? placeholders( entry.msgid_plural ).join( ' ' )
				: expected;
			translated.msgstr.forEach( ( text ) => {
				const got = placeholders( text ).join( ' ' );
				if ( got !== expected && got !== plural ) {
					problems.push(
						`placeholders differ (${ expected || 'none' } ≠ ${ got || 'none' }): "${ key }"`
					);
				}
			} );
		}
	}
	// Strings gone from the POT are kept by msgmerge as obsolete (#~), which gettext-parser lists
	// apart; any other string the POT lacks means the PO was not merged.
	for ( const key of have.keys() ) {
		if ( ! wanted.has( key ) ) {
			problems.push( `not in the POT any more: "${ key }"` );
		}
	}
	return problems;
}

function main() {
	const pot = readFileSync( path.join( LANGUAGES_DIR, POT_NAME ) );
	let failed = false;
	for ( const { name } of poFiles() ) {
		const problems = translationProblems(
			pot,
			readFileSync( path.join( LANGUAGES_DIR, name ) )
		);
		for ( const problem of problems ) {
			process.stderr.write( `languages/${ name }: ${ problem }\n` );
		}
		failed ||= problems.length > 0;
	}
	process.exitCode = failed ? 1 : 0;
}

if ( import.meta.url === pathToFileURL( process.argv[ 1 ] ).href ) {
	main();
}
