/**
 * The benchmark's yardstick for opening a dialog: a plain Headless UI Dialog with a title, a
 * line of text and two buttons, on a page with nothing else (React from WordPress's own copy).
 */
/**
 * External dependencies
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function PlainDialog() {
	const [ isOpen, setIsOpen ] = useState( false );
	return (
		<>
			<button type="button" onClick={ () => setIsOpen( true ) }>
				Open dialog
			</button>
			<Dialog
				open={ isOpen }
				onClose={ () => setIsOpen( false ) }
				className="dialog"
			>
				<div className="dialog__backdrop" aria-hidden="true" />
				<DialogPanel className="dialog__panel">
					<DialogTitle>Plain dialog</DialogTitle>
					<p>A Headless UI dialog and nothing more.</p>
					<button type="button" onClick={ () => setIsOpen( false ) }>
						Close
					</button>
					<button type="button" onClick={ () => setIsOpen( false ) }>
						OK
					</button>
				</DialogPanel>
			</Dialog>
		</>
	);
}

createRoot( document.getElementById( 'root' ) ).render( <PlainDialog /> );
