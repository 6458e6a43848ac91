/**
 * Splits a translated sentence on its sprintf placeholders (`%s`, `%1$s`) and puts values in their
 * place, so parts of a sentence can be styled while translators keep the whole sentence — and
 * its word order — in one string. No HTML is parsed: values are inserted as they are.
 *
 * @param format Translated sentence with `%s` or `%1$s` placeholders.
 * @param values Values, in placeholder number order.
 */
export function fillPlaceholders< T >(
	format: string,
	values: readonly T[]
): Array< string | T > {
	const parts: Array< string | T > = [];
	let next = 0;
	let last = 0;
	const pattern = /%(?:(\d+)\$)?s|%%/g;
	let match: RegExpExecArray | null;
	while ( ( match = pattern.exec( format ) ) !== null ) {
		const text = format.slice( last, match.index );
		if ( text ) {
			parts.push( text );
		}
		last = pattern.lastIndex;
		if ( match[ 0 ] === '%%' ) {
			parts.push( '%' );
			continue;
		}
		const index =
			match[ 1 ] !== undefined ? Number( match[ 1 ] ) - 1 : next++;
		const value = values[ index ];
		if ( value !== undefined ) {
			parts.push( value );
		}
	}
	const rest = format.slice( last );
	if ( rest ) {
		parts.push( rest );
	}
	return parts;
}
