/**
 * `window.dokan.components` (script `dokan-react-components`, Dokan 4.1.2 includes/Assets.php):
 * Dokan's React components, built with their own copy of Headless UI (Dokan bundles
 * Headless UI through its UI library: package.json "@getdokan/dokan-ui"). Only DokanModal
 * is reproduced, as Dokan 4.1.2 src/components/modals/DokanModal.tsx behaves: an effect that finds
 * or creates `#headlessui-portal-root` whenever the modal mounts or opens, and a Headless UI Dialog
 * (dokan-ui's Modal) that portals into it. dokan-ui 1.0.19's Modal (dist/index.js) gives the dialog
 * no name: its Title and its panel are plain elements, not Headless UI's DialogTitle and
 * DialogPanel. Dokan's withdraw page mounts one at load
 * (src/dashboard/withdraw/RequestWithdrawBtn.tsx), so the element exists from the start.
 *
 * Built apart from the plugin (tests/host/dokan-lite/components/webpack.config.js), so this copy of
 * Headless UI shares nothing with the plugin's but the page.
 */
import { Dialog } from '@headlessui/react';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

function usePortalRootLikeDokan( isOpen ) {
	useEffect( () => {
		const portalRoot = document.querySelector( '#headlessui-portal-root' );
		if ( portalRoot ) {
			portalRoot.classList.add( 'dokan-layout' );
			portalRoot.style.display = 'block';
		} else {
			const div = document.createElement( 'div' );
			div.id = 'headlessui-portal-root';
			div.classList.add( 'dokan-layout' );
			div.style.display = 'block';
			document.body.appendChild( div );
		}
	}, [ isOpen ] );
}

function DokanModal( {
	isOpen,
	onClose,
	onConfirm,
	dialogTitle,
	dialogContent,
	dialogFooterContent,
	confirmButtonText,
} ) {
	usePortalRootLikeDokan( isOpen );
	return (
		<Dialog
			open={ isOpen }
			onClose={ onClose }
			className="dokan-stand-in-modal"
		>
			<div
				className="dokan-stand-in-modal__backdrop"
				aria-hidden="true"
			/>
			<div className="dokan-stand-in-modal__panel">
				<div className="dokan-stand-in-modal__title">
					{ dialogTitle || __( 'Confirmation Dialog', 'dokan-lite' ) }
				</div>
				<div>{ dialogContent }</div>
				{ dialogFooterContent || (
					<button type="button" onClick={ onConfirm || onClose }>
						{ confirmButtonText || __( 'Confirm', 'dokan-lite' ) }
					</button>
				) }
			</div>
		</Dialog>
	);
}

window.dokan = window.dokan || {};
window.dokan.components = { ...window.dokan.components, DokanModal };
