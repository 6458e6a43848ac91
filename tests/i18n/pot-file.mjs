/**
 * Joins the strings of all files into one POT, the same bytes for the same sources: no dates,
 * strings in order of first use, references sorted.
 */

/**
 * @typedef {Object} Reference
 * @property {string}      file           Path relative to the plugin root.
 * @property {number}      line           Line of the call.
 *
 * @typedef {Object} Entry
 * @property {string}      [msgctxt]      Context.
 * @property {string}      msgid          The string.
 * @property {string}      [msgid_plural] Plural form.
 * @property {Reference[]} references     Where it is used.
 * @property {string[]}    comments       Comments for translators.
 */

const compareText = ( a, b ) => ( a < b ? -1 : Number( a > b ) );

const byReference = ( a, b ) =>
	a.file === b.file ? a.line - b.line : compareText( a.file, b.file );

const keyOf = ( entry ) => `${ entry.msgctxt ?? '' }\u0004${ entry.msgid }`;

/**
 * One entry per string and context, whatever the number of places using it.
 *
 * @param {Entry[]} entries Entries of every file, in any order.
 * @return {Entry[]} Merged entries, ordered by their first reference.
 */
export function mergeEntries( entries ) {
	const sorted = [ ...entries ].sort(
		( a, b ) =>
			byReference( a.references[ 0 ], b.references[ 0 ] ) ||
			compareText( keyOf( a ), keyOf( b ) )
	);
	const merged = new Map();
	for ( const entry of sorted ) {
		const key = keyOf( entry );
		const known = merged.get( key );
		if ( ! known ) {
			merged.set( key, {
				...entry,
				references: [ ...entry.references ],
				comments: [ ...new Set( entry.comments ) ],
			} );
			continue;
		}
		known.references.push( ...entry.references );
		known.comments = [
			...new Set( [ ...known.comments, ...entry.comments ] ),
		];
		known.msgid_plural ??= entry.msgid_plural;
	}
	return [ ...merged.values() ].map( ( entry ) => ( {
		...entry,
		references: entry.references
			.sort( byReference )
			.filter(
				( ref, i, all ) =>
					i === 0 || byReference( ref, all[ i - 1 ] ) !== 0
			),
	} ) );
}

/**
 * A PO string literal; text with line breaks is split after each one, as gettext does.
 *
 * @param {string} keyword E.g. `msgid`.
 * @param {string} value   The text.
 */
export function poString( keyword, value ) {
	const escaped = value
		.replace( /\\/g, '\\\\' )
		.replace( /"/g, '\\"' )
		.replace( /\t/g, '\\t' )
		.replace( /\r/g, '\\r' );
	if ( ! value.includes( '\n' ) ) {
		return `${ keyword } "${ escaped.replace( /\n/g, '\\n' ) }"`;
	}
	const lines = escaped
		.split( /(?<=\n)/ )
		.map( ( line ) => `"${ line.replace( /\n/g, '\\n' ) }"` );
	return [ `${ keyword } ""`, ...lines ].join( '\n' );
}

/**
 * @param {Entry} entry The string.
 * @return {string} Its POT block.
 */
function entryBlock( entry ) {
	const lines = [
		...entry.comments.map(
			( comment ) => `#. ${ comment.replace( /\s*\n\s*/g, ' ' ) }`
		),
		...entry.references.map( ( ref ) => `#: ${ ref.file }:${ ref.line }` ),
	];
	if ( entry.msgctxt ) {
		lines.push( poString( 'msgctxt', entry.msgctxt ) );
	}
	lines.push( poString( 'msgid', entry.msgid ) );
	if ( entry.msgid_plural ) {
		lines.push(
			poString( 'msgid_plural', entry.msgid_plural ),
			'msgstr[0] ""',
			'msgstr[1] ""'
		);
	} else {
		lines.push( 'msgstr ""' );
	}
	return lines.join( '\n' );
}

/**
 * @param {Entry[]} entries         Merged entries.
 * @param {Object}  project         Project facts for the header.
 * @param {string}  project.name    Plugin name.
 * @param {string}  project.version Plugin version.
 * @param {string}  project.domain  Text domain.
 * @return {string} The POT file.
 */
export function compilePot( entries, { name, version, domain } ) {
	const header = [
		`# Translation template of ${ name }.`,
		`# This file is distributed under the same license as the ${ name } plugin.`,
		'msgid ""',
		'msgstr ""',
		`"Project-Id-Version: ${ name } ${ version }\\n"`,
		'"Report-Msgid-Bugs-To: \\n"',
		'"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"',
		'"Language-Team: LANGUAGE <LL@li.org>\\n"',
		'"MIME-Version: 1.0\\n"',
		'"Content-Type: text/plain; charset=UTF-8\\n"',
		'"Content-Transfer-Encoding: 8bit\\n"',
		`"X-Domain: ${ domain }\\n"`,
		'"X-Generator: wp-pot and @wordpress/babel-plugin-makepot (npm run i18n:pot)\\n"',
	].join( '\n' );
	return [ header, ...entries.map( entryBlock ) ].join( '\n\n' ) + '\n';
}
