/**
 * The part of `@emotion/react` that react-select uses (`jsx`, `css`, `keyframes` and, for its
 * NonceProvider, `CacheProvider`), drawn with goober, the small CSS-in-JS library react-hot-toast
 * already brings to the page. See ../aliases.cjs for why.
 */

/**
 * External dependencies
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { css as toClassName, keyframes as gooberKeyframes } from 'goober';

/**
 * WordPress dependencies
 */
import { createElement } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { classNames } from '../../shared/class-names';
import { toGooberStyles } from './to-goober-styles';
import type { EmotionStyles, StyleObject } from './to-goober-styles';

type Props = { [ key: string ]: unknown } | null;

/**
 * emotion's JSX factory: an element whose `css` prop becomes a generated class, added to the
 * class names it already has.
 *
 * @param type     The element's tag or component.
 * @param props    Its props, `css` among them.
 * @param children Its children.
 * @return The element.
 */
export function jsx(
	type: string | ComponentType< any >,
	props: Props,
	...children: ReactNode[]
): ReactElement {
	if ( ! props || props.css === undefined || props.css === null ) {
		return createElement( type, props, ...children );
	}
	const { css: styles, className, ...rest } = props;
	const text = toGooberStyles( styles as EmotionStyles );
	return createElement(
		type,
		{
			...rest,
			className: classNames(
				className as string | undefined,
				text && toClassName( text )
			),
		},
		...children
	);
}

/**
 * emotion's `css` in object form: the styles, merged, for a `css` prop to draw. Development builds
 * of react-select also pass label and source-map strings, which are not styles.
 *
 * @param styles Style objects, later ones winning.
 * @return One style object.
 */
export function css( ...styles: unknown[] ): StyleObject {
	return Object.assign(
		{},
		...styles.filter(
			( style ): style is StyleObject =>
				typeof style === 'object' && style !== null
		)
	);
}

/**
 * emotion's `keyframes` as a tagged template: the rule is added to the page and its generated name
 * returned, ready to be written into an `animation`.
 *
 * @param strings The template's text.
 * @param values  Its interpolations.
 * @return The animation's name.
 */
export function keyframes(
	strings: TemplateStringsArray,
	...values: Array< string | number >
): string {
	return gooberKeyframes( strings, ...values );
}

/**
 * emotion's cache provider passes its children through: goober has one style sheet for the page
 * and reads a nonce from `window.__nonce__`, so there is no cache to hand down.
 *
 * @param props          Provider props.
 * @param props.children What the provider wraps.
 * @return The children.
 */
export function CacheProvider( { children }: { children?: ReactNode } ) {
	return children ?? null;
}
