/**
 * External dependencies
 */
import type { Placement } from '@floating-ui/react';
import type { ReactNode } from 'react';

/** What a custom trigger must spread on its button so the dropdown can anchor to it and open. */
export type DropdownTriggerProps = Record< string, unknown > & {
	/** Callback ref of the element the layer is anchored to. */
	ref: ( node: HTMLElement | null ) => void;
	/** Whether the layer is open. */
	isOpen: boolean;
};

/** An entry of the dropdown's menu. */
export interface DropdownItem {
	/** Text of the entry; its accessible name. */
	label: ReactNode;
	/** Called when the entry is chosen; the menu then closes. */
	onClick?: () => void;
	/** Makes the entry unavailable. */
	disabled?: boolean;
}

export interface DropdownProps {
	/** Renders the trigger from the props it must spread; takes precedence over `label`. */
	trigger?: ( props: DropdownTriggerProps ) => ReactNode;
	/** Text of the default trigger button. */
	label?: ReactNode;
	/** Entries of the menu. */
	items?: DropdownItem[];
	/**
	 * Own content of the layer, after the items. A click on an element in it with the role
	 * `menuitem` closes the layer.
	 */
	children?: ReactNode;
	/**
	 * Preferred placement of the layer.
	 *
	 * @default 'bottom-end'
	 */
	placement?: Placement;
	/**
	 * Lets the layer move to the opposite side when the preferred one has no room.
	 *
	 * @default true
	 */
	autoPlacement?: boolean;
	/** Extra class of the layer. */
	className?: string;
}
