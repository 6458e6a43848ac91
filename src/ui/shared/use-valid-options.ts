/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { isDevelopment } from './is-development';

/** An entry of a choice list. */
export interface ChoiceOption< V extends string | number > {
	/** Text shown for the option. */
	label: string;
	/** Value handed to `onChange` when the option is chosen. */
	value: V;
	/**
	 * Shows the option without letting it be chosen.
	 *
	 * @default false
	 */
	isDisabled?: boolean;
}

/**
 * Drops the options whose value is an empty string.
 *
 * An empty value cannot be told apart from "nothing chosen", so such an item would look selected
 * and unselected at once. The choice lists come from the server, so a bad entry must not break the
 * panel: it is left out, and development builds say so in the console.
 *
 * @param options The options as given.
 * @param widget  Name of the widget, for the warning.
 * @return The options that can be chosen.
 */
export function withoutEmptyValues<
	V extends string | number,
	O extends ChoiceOption< V >,
>( options: O[], widget: string ): O[] {
	const valid = options.filter( ( option ) => option.value !== '' );
	if ( valid.length !== options.length && isDevelopment() ) {
		// eslint-disable-next-line no-console -- a development-only warning about bad input.
		console.warn(
			`${ widget }: ignored ${ options.length - valid.length } option(s) whose value is an empty string.`
		);
	}
	return valid;
}

/**
 * Memoised `withoutEmptyValues`, so the warning is given once per new list, not once per render.
 *
 * @param options The options as given.
 * @param widget  Name of the widget, for the warning.
 * @return The options that can be chosen.
 */
export function useValidOptions<
	V extends string | number,
	O extends ChoiceOption< V >,
>( options: O[], widget: string ): O[] {
	return useMemo(
		() => withoutEmptyValues< V, O >( options, widget ),
		[ options, widget ]
	);
}
