/**
 * WooCommerce prints currency symbols as HTML entities (`&#36;`, `&euro;`, `&#x20AC;`). The panel
 * renders text, never HTML, so entities are decoded here into the characters they stand for.
 */

const NAMED: Readonly< Record< string, string > > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
	euro: '€',
	pound: '£',
	yen: '¥',
	cent: '¢',
	curren: '¤',
	dollar: '$',
};

const ENTITY =
	/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g;

function fromCodePoint( codePoint: number, original: string ): string {
	// Out-of-range and surrogate code points are not characters; leave the text as written.
	if (
		codePoint > 0x10ffff ||
		( codePoint >= 0xd800 && codePoint <= 0xdfff )
	) {
		return original;
	}
	return String.fromCodePoint( codePoint );
}

/**
 * Names outside the table are looked up by the browser, one entity at a time: the string handed
 * to it matches `&name;` and nothing else, so it can hold no markup, and a textarea parses its
 * content as text anyway.
 *
 * @param name     Entity name, without `&` and `;`.
 * @param original The entity as written, kept when it is unknown.
 */
function decodeNamed( name: string, original: string ): string {
	const known = NAMED[ name ];
	if ( known !== undefined ) {
		return known;
	}
	if ( typeof document === 'undefined' ) {
		return original;
	}
	const textarea = document.createElement( 'textarea' );
	textarea.innerHTML = `&${ name };`;
	return textarea.value;
}

export function decodeEntities( text: string ): string {
	if ( ! text.includes( '&' ) ) {
		return text;
	}
	return text.replace(
		ENTITY,
		( match, decimal?: string, hex?: string, name?: string ) => {
			if ( decimal !== undefined ) {
				return fromCodePoint( parseInt( decimal, 10 ), match );
			}
			if ( hex !== undefined ) {
				return fromCodePoint( parseInt( hex, 16 ), match );
			}
			return decodeNamed( name ?? '', match );
		}
	);
}
