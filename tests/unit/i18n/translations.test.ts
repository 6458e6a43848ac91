// @vitest-environment node
/**
 * From a PO file to what WordPress loads: the script's JSON, and the completeness check that keeps
 * shipped translations whole.
 */
import { createRequire } from 'node:module';

/**
 * Internal dependencies
 */
import { scriptJsonName } from '../../i18n/build-translations';
import {
	placeholders,
	translationProblems,
} from '../../i18n/check-translations';
import { jedKey, toJed, type Catalogue } from '../../i18n/jed';

const require = createRequire( import.meta.url );
const { po } = require( 'gettext-parser' ) as {
	po: { parse: ( text: string ) => Catalogue };
};

const HEADER = `msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Language: de_DE\\n"
"PO-Revision-Date: 2026-11-21 16:00+0000\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"
`;

const POT = `${ HEADER }
#: src/panel.tsx:3
msgid "Schedule"
msgstr ""

#: includes/class-a.php:4
msgid "Only on the server"
msgstr ""

#: src/panel.tsx:9
msgctxt "noun"
msgid "Post"
msgstr ""

#: src/panel.tsx:12
msgid "%d item"
msgid_plural "%d items"
msgstr[0] ""
msgstr[1] ""

#: src/panel.tsx:20
msgid "%1$s, next on %2$s"
msgstr ""
`;

const PO = `${ HEADER }
msgid "Schedule"
msgstr "Zeitplan"

msgid "Only on the server"
msgstr "Nur auf dem Server"

msgctxt "noun"
msgid "Post"
msgstr "Beitrag"

msgid "%d item"
msgid_plural "%d items"
msgstr[0] "%d Eintrag"
msgstr[1] "%d Einträge"

msgid "%1$s, next on %2$s"
msgstr "Nächste am %2$s: %1$s"
`;

const SCRIPT_KEYS = new Set( [
	'Schedule',
	jedKey( 'noun', 'Post' ),
	'%d item',
	'%1$s, next on %2$s',
] );

describe( 'the script’s JSON', () => {
	it( 'is named as load_script_textdomain() looks for build/index.js', () => {
		// md5( 'build/index.js' ), as PHP computes it.
		expect( scriptJsonName( 'de_DE' ) ).toBe(
			'vendor-payout-schedule-de_DE-dfbff627e6c248bcb3b61d7d06da9ca9.json'
		);
	} );

	it( 'holds the script’s strings in Jed 1.x form, under the domain "messages"', () => {
		const json = toJed( po.parse( PO ), SCRIPT_KEYS, 'build/index.js' );

		expect( json ).toEqual( {
			'translation-revision-date': '2026-11-21 16:00+0000',
			generator: 'vendor-payout-schedule i18n:build',
			source: 'build/index.js',
			domain: 'messages',
			locale_data: {
				messages: {
					'': {
						domain: 'messages',
						lang: 'de_DE',
						'plural-forms': 'nplurals=2; plural=(n != 1);',
					},
					Schedule: [ 'Zeitplan' ],
					'noun\u0004Post': [ 'Beitrag' ],
					'%d item': [ '%d Eintrag', '%d Einträge' ],
					'%1$s, next on %2$s': [ 'Nächste am %2$s: %1$s' ],
				},
			},
		} );
	} );

	it( 'leaves out fuzzy and untranslated strings, so the script shows the original', () => {
		const unfinished = PO.replace(
			'msgid "Schedule"',
			'#, fuzzy\nmsgid "Schedule"'
		).replace( 'msgstr "Beitrag"', 'msgstr ""' );
		const messages = toJed(
			po.parse( unfinished ),
			SCRIPT_KEYS,
			'build/index.js'
		).locale_data.messages;

		expect( Object.keys( messages ) ).toEqual( [
			'',
			'%d item',
			'%1$s, next on %2$s',
		] );
	} );
} );

describe( 'translationProblems', () => {
	it( 'finds nothing wrong with a complete translation that reorders numbered placeholders', () => {
		expect( translationProblems( POT, PO ) ).toEqual( [] );
	} );

	it( 'lists untranslated, fuzzy and left-over strings', () => {
		const stale = PO.replace( 'msgstr "Zeitplan"', 'msgstr ""' )
			.replace(
				'msgid "Only on the server"',
				'#, fuzzy\nmsgid "Only on the server"'
			)
			.concat( '\nmsgid "Removed"\nmsgstr "Entfernt"\n' );

		expect( translationProblems( POT, stale ) ).toEqual( [
			'untranslated: "Schedule"',
			'fuzzy (review, then remove the flag): "Only on the server"',
			'not in the POT any more: "Removed"',
		] );
	} );

	it( 'catches a translation that drops or changes a placeholder', () => {
		const broken = PO.replace(
			'msgstr "Nächste am %2$s: %1$s"',
			'msgstr "Nächste am %2$s"'
		).replace( 'msgstr[1] "%d Einträge"', 'msgstr[1] "%s Einträge"' );

		expect( translationProblems( POT, broken ) ).toEqual( [
			'placeholders differ (1$d ≠ 1$s): "%d item"',
			'placeholders differ (1$s 2$s ≠ 2$s): "%1$s, next on %2$s"',
		] );
	} );

	it( 'numbers plain placeholders by position, so %s %s equals %1$s %2$s', () => {
		expect( placeholders( '%s or more than %s (100%%)' ) ).toEqual(
			placeholders( '%2$s … %1$s' )
		);
		expect( placeholders( '%.2f %d' ) ).toEqual( [ '1$f', '2$d' ] );
	} );
} );
