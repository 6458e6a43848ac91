/**
 * External dependencies
 */
import type { GroupBase, StylesConfig } from 'react-select';

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	SELECT_CONTROL_MIN_HEIGHT_PX,
	SELECT_FONT_SIZE_PX,
} from '../constants';
import type { SelectOption } from './types';

const PRIMARY = 'var(--dokan-button-background-color, #7047eb)';
const PRIMARY_TEXT = 'var(--dokan-button-text-color, #fff)';
const DANGER = 'var(--dokan-button-danger-background-color, #e3050c)';
const BORDER = '#d1d5db';
const BORDER_HOVER = '#9ca3af';
const TEXT = '#111827';
const MUTED = '#6b7280';
const HIGHLIGHT = '#f3f4f6';

/**
 * react-select styles itself in JavaScript, through its own emotion; the kit's look, and the
 * sizes the spec fixes, go through its `styles` API rather than a stylesheet fighting its generated
 * class names.
 *
 * @param invalid    Whether the field is in its error style.
 * @param menuZIndex Stacking level of the menu's layer.
 * @return Styles for react-select.
 */
export function useSelectStyles< V extends string | number >(
	invalid: boolean,
	menuZIndex: number
): StylesConfig< SelectOption< V >, false, GroupBase< SelectOption< V > > > {
	return useMemo(
		() => ( {
			control: ( base, state ) => {
				let borderColor = BORDER;
				if ( invalid ) {
					borderColor = DANGER;
				} else if ( state.isFocused ) {
					borderColor = PRIMARY;
				}
				return {
					...base,
					minHeight: SELECT_CONTROL_MIN_HEIGHT_PX,
					fontSize: SELECT_FONT_SIZE_PX,
					borderColor,
					borderRadius: 6,
					boxShadow: state.isFocused
						? `0 0 0 1px ${ borderColor }`
						: 'none',
					backgroundColor: state.isDisabled ? HIGHLIGHT : '#fff',
					'&:hover': {
						borderColor:
							invalid || state.isFocused
								? borderColor
								: BORDER_HOVER,
					},
				};
			},
			// Host stylesheets (Tailwind's form reset, themes) draw rings and borders on focused
			// text inputs; the search input sits inside the control's own border. react-select
			// hides the input of a disabled select, which takes the whole control out of the
			// accessibility tree; kept visible, it is announced as a disabled combobox.
			input: ( base ) => ( {
				...base,
				visibility: 'visible',
				color: TEXT,
				'& input, & input:focus': {
					boxShadow: 'none',
					border: 0,
					outline: 0,
				},
			} ),
			placeholder: ( base ) => ( { ...base, color: MUTED } ),
			singleValue: ( base ) => ( { ...base, color: TEXT } ),
			menu: ( base ) => ( {
				...base,
				fontSize: SELECT_FONT_SIZE_PX,
				borderRadius: 6,
			} ),
			menuPortal: ( base ) => ( {
				...base,
				zIndex: menuZIndex,
			} ),
			option: ( base, state ) => {
				let backgroundColor = 'transparent';
				if ( state.isSelected ) {
					backgroundColor = PRIMARY;
				} else if ( state.isFocused ) {
					backgroundColor = HIGHLIGHT;
				}
				return {
					...base,
					backgroundColor,
					color: state.isSelected ? PRIMARY_TEXT : TEXT,
					cursor: 'pointer',
				};
			},
		} ),
		[ invalid, menuZIndex ]
	);
}
