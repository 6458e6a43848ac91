/**
 * External dependencies
 */
import unitless from '@emotion/unitless';

/** A style object as emotion takes it: properties, nested selectors and at-rules. */
export type StyleObject = { [ key: string ]: unknown };

/** Styles a babel-compiled `css` call leaves behind: a name and the declarations as text. */
export type SerializedStyles = { name: string; styles: string };

/** What the `css` prop of an emotion element may hold. */
export type EmotionStyles = StyleObject | SerializedStyles;

/**
 * emotion's `label` declarations only name the generated class; they are not CSS.
 */
const LABEL = /label:[^;]*;?/g;

/**
 * A selector list part that starts with a pseudo-class or -element: emotion attaches it to the
 * element itself (`:hover` means `&:hover`), goober would look for a descendant.
 */
const PSEUDO_PART = /^\s*:/;

/**
 * Commas that separate selectors, not those inside `:is( a, b )`.
 */
const SELECTOR_COMMA = /,(?![^(]*\))/;

/**
 * Properties that Safari still reads only with its prefix, which emotion's stylis adds.
 */
const WEBKIT_PREFIXED = new Set( [ 'user-select' ] );

/**
 * @param key A camelCase property name (`WebkitOverflowScrolling`, `msFlex`, `--custom`).
 * @return The CSS property name, as emotion writes it.
 */
function hyphenate( key: string ): string {
	if ( key.startsWith( '--' ) ) {
		return key;
	}
	return key.replace( /[A-Z]|^ms/g, '-$&' ).toLowerCase();
}

/**
 * @param key   The property, as written in the style object.
 * @param value Its value.
 * @return The value, with `px` added to lengths given as numbers (emotion's rule).
 */
function toValue( key: string, value: string | number ): string {
	if (
		typeof value !== 'number' ||
		value === 0 ||
		key.startsWith( '--' ) ||
		( unitless as Record< string, number > )[ key ] === 1
	) {
		return String( value );
	}
	return `${ value }px`;
}

/**
 * @param key A nested rule's key: a selector list or an at-rule.
 * @return The key with each pseudo selector anchored to the element.
 */
function toSelector( key: string ): string {
	if ( key.startsWith( '@' ) ) {
		return key;
	}
	return key
		.split( SELECTOR_COMMA )
		.map( ( part ) =>
			PSEUDO_PART.test( part ) ? `&${ part.trim() }` : part
		)
		.join( ',' );
}

/**
 * @param key   The property, as written in the style object.
 * @param value Its value.
 * @return The declaration (with Safari's prefixed twin where it needs one), or nothing for an
 *         empty value.
 */
function toDeclaration( key: string, value: string | number ): string {
	if ( value === '' ) {
		return '';
	}
	const property = hyphenate( key );
	const declaration = `${ property }:${ toValue( key, value ) };`;
	return WEBKIT_PREFIXED.has( property )
		? `-webkit-${ declaration }${ declaration }`
		: declaration;
}

/**
 * Writes an emotion style object as nested CSS text: hyphenated properties, `px` on numeric
 * lengths, pseudo selectors anchored with `&`, fallback values in order; labels and values that
 * are not set (null, undefined, booleans) left out.
 *
 * Text rather than an object, because goober caches objects by their keys and values strung
 * together, which can give two different nestings one class; text is its own key.
 *
 * @param styles An emotion style object.
 * @return The declarations, then the nested rules.
 */
function toCssText( styles: StyleObject ): string {
	let declarations = '';
	let rules = '';
	for ( const [ key, value ] of Object.entries( styles ) ) {
		if ( key === 'label' ) {
			continue;
		}
		const values = Array.isArray( value ) ? value : [ value ];
		for ( const item of values ) {
			if ( typeof item === 'string' || typeof item === 'number' ) {
				declarations += toDeclaration( key, item );
			} else if ( item && typeof item === 'object' ) {
				rules += `${ toSelector( key ) }{${ toCssText(
					item as StyleObject
				) }}`;
			}
		}
	}
	return declarations + rules;
}

/**
 * @param styles Styles from a `css` prop.
 * @return Whether they were serialised at build time (babel-plugin-emotion).
 */
function isSerialized( styles: EmotionStyles ): styles is SerializedStyles {
	return typeof styles.name === 'string' && typeof styles.styles === 'string';
}

/**
 * @param styles Styles from a `css` prop, as an object or as serialised text.
 * @return The same rules as the CSS text goober's `css` takes, every declaration ended with `;`
 *         (goober drops an unterminated last one, and production builds of react-select leave
 *         it so).
 */
export function toGooberStyles( styles: EmotionStyles ): string {
	if ( ! isSerialized( styles ) ) {
		return toCssText( styles );
	}
	const text = styles.styles.replace( LABEL, '' ).trim();
	return text && ! text.endsWith( ';' ) ? `${ text };` : text;
}
