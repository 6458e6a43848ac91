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
function toValue( key: string, value: string | number ): string | number {
	if (
		typeof value !== 'number' ||
		value === 0 ||
		key.startsWith( '--' ) ||
		( unitless as Record< string, number > )[ key ] === 1
	) {
		return value;
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
 * Rewrites an emotion style object in goober's terms: hyphenated properties, `px` on numeric
 * lengths, pseudo selectors anchored with `&`, no labels, no empty or boolean values.
 *
 * @param styles An emotion style object.
 * @return The same rules for goober.
 */
function toGooberObject( styles: StyleObject ): StyleObject {
	const rules: StyleObject = {};
	for ( const [ key, value ] of Object.entries( styles ) ) {
		if ( key === 'label' || value === null || value === undefined ) {
			continue;
		}
		if ( typeof value === 'object' ) {
			rules[ toSelector( key ) ] = toGooberObject( value as StyleObject );
		} else if ( typeof value === 'string' || typeof value === 'number' ) {
			rules[ hyphenate( key ) ] = toValue( key, value );
		}
	}
	return rules;
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
 * @return What goober's `css` takes for the same rules.
 */
export function toGooberStyles( styles: EmotionStyles ): StyleObject | string {
	if ( isSerialized( styles ) ) {
		return styles.styles.replace( LABEL, '' );
	}
	return toGooberObject( styles );
}
