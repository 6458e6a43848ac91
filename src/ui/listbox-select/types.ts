/**
 * Internal dependencies
 */
import type { SelectProps } from '../select/types';

/** Same contract as `Select`, without the text search: the list is browsed and typed into. */
export type ListboxSelectProps< V extends string | number > = SelectProps< V >;
