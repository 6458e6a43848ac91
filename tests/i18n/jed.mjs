/**
 * A PO file's translations in the Jed 1.x JSON that WordPress hands to `wp.i18n.setLocaleData()`
 * for a script — the shape `wp i18n make-json` writes.
 */

/**
 * Jed's key of a string with a context, as gettext joins them in a compiled catalogue.
 *
 * @param {string} msgctxt Context, or ''.
 * @param {string} msgid   String.
 */
export const jedKey = ( msgctxt, msgid ) =>
	msgctxt ? `${ msgctxt }\u0004${ msgid }` : msgid;

/**
 * @param {Object}      catalogue  gettext-parser's parse of the PO file.
 * @param {Set<string>} scriptKeys jedKey() of every string the script uses.
 * @param {string}      source     Script path relative to the plugin root.
 * @return {Object} The JSON to write; untranslated and fuzzy strings are left out, so the script
 * falls back to the original text for them.
 */
export function toJed( catalogue, scriptKeys, source ) {
	const headers = catalogue.headers ?? {};
	const messages = {
		'': {
			domain: 'messages',
			lang: headers.Language ?? '',
			'plural-forms':
				headers[ 'Plural-Forms' ] ?? 'nplurals=2; plural=(n != 1);',
		},
	};
	for ( const [ msgctxt, strings ] of Object.entries(
		catalogue.translations
	) ) {
		for ( const [ msgid, entry ] of Object.entries( strings ) ) {
			const key = jedKey( msgctxt, msgid );
			const isFuzzy = /\bfuzzy\b/.test( entry.comments?.flag ?? '' );
			if (
				! msgid ||
				isFuzzy ||
				! scriptKeys.has( key ) ||
				! entry.msgstr.every( Boolean )
			) {
				continue;
			}
			messages[ key ] = entry.msgstr;
		}
	}
	return {
		'translation-revision-date': headers[ 'PO-Revision-Date' ] ?? '',
		generator: 'vendor-payout-schedule i18n:build',
		source,
		domain: 'messages',
		locale_data: { messages },
	};
}
