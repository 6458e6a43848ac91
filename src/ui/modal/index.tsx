/**
 * External dependencies
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { classNames } from '../shared/class-names';
import { CloseIcon } from '../shared/icons';
import type { ModalProps } from './types';
import { useModalTransition } from './use-modal-transition';
import { useOwnPortalRoot } from './use-own-portal-root';
import './style.scss';

/**
 * A modal dialog: backdrop, title, content and footer.
 *
 * Headless UI traps focus inside, returns it to the opener, closes on Escape and on a click outside
 * the panel (the backdrop), and names the dialog after its title.
 *
 * @param props Component props.
 */
export function Modal( props: ModalProps ) {
	const {
		isOpen,
		onClose,
		title,
		children,
		footer,
		className,
		initialFocus,
	} = props;
	const { isMounted, style, layerAttributes } = useModalTransition( isOpen );
	const hasPortalRoot = useOwnPortalRoot( isOpen );

	return (
		<Dialog
			open={ isMounted && hasPortalRoot }
			className={ classNames( 'vps-modal', className ) }
			style={ style }
			onClose={ onClose }
			initialFocus={ initialFocus }
		>
			<div
				className="vps-modal__backdrop"
				aria-hidden="true"
				{ ...layerAttributes }
			/>
			<div className="vps-modal__viewport">
				<DialogPanel
					className="vps-modal__panel"
					{ ...layerAttributes }
				>
					<div className="vps-modal__header">
						<DialogTitle className="vps-modal__title">
							{ title }
						</DialogTitle>
						<button
							type="button"
							className="vps-modal__close"
							aria-label={ sprintf(
								/* translators: %s: title of the dialog, e.g. "Edit Withdraw Schedule". */
								__( 'Close %s', 'vendor-payout-schedule' ),
								title
							) }
							onClick={ onClose }
						>
							<CloseIcon className="vps-modal__close-icon" />
						</button>
					</div>
					<div className="vps-modal__content">{ children }</div>
					{ footer && (
						<div className="vps-modal__footer">{ footer }</div>
					) }
				</DialogPanel>
			</div>
		</Dialog>
	);
}
