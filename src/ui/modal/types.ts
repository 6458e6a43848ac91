/**
 * External dependencies
 */
import type { ReactNode, RefObject } from 'react';

export interface ModalProps {
	/** Whether the modal is shown. */
	isOpen: boolean;
	/** Called when the user asks to close it: backdrop click, the X button or Escape. */
	onClose: () => void;
	/** Heading of the modal; also the dialog's accessible name. */
	title: string;
	/** Content area. */
	children?: ReactNode;
	/** Footer area, usually the modal's buttons. */
	footer?: ReactNode;
	/** Extra class of the dialog element. */
	className?: string;
	/**
	 * Element focused when the modal opens.
	 *
	 * @default the first focusable element of the modal
	 */
	initialFocus?: RefObject< HTMLElement | null >;
}
