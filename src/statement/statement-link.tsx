/**
 * "See what makes up this payout": opens the statement of the vendor's last scheduled payout,
 * fetching the dialog's code on the first click; or, when the page was opened from the e-mail's
 * link, the statement the address names, at once.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from '../ui';
import { useLazyChunk } from '../utils/use-lazy-chunk';
import { takeStatementFromAddress } from './statement-address';
import { statementDialogChunk } from './load-statement-dialog';

export interface StatementLinkProps {
	/** The statement's id (`lastPayoutStatement`). */
	statementId: number;
	/** Id of the sentence about the payout, which describes the control. */
	describedBy?: string;
}

export function StatementLink( {
	statementId,
	describedBy,
}: StatementLinkProps ) {
	const [ isOpen, setIsOpen ] = useState( false );
	// The statement the dialog shows: the last payout's, or the one the address named.
	const [ shownId, setShownId ] = useState( statementId );
	const control = useRef< HTMLButtonElement >( null );
	// A failed download opens nothing; the next click tries it again.
	const close = useCallback( () => setIsOpen( false ), [] );
	const { value: Dialog, load } = useLazyChunk( statementDialogChunk, close );

	const open = ( id: number ) => {
		setShownId( id );
		setIsOpen( true );
	};

	// Asked for before its code is here: fetch it.
	useEffect(
		() => ( isOpen && ! Dialog ? load() : undefined ),
		[ isOpen, Dialog, load ]
	);

	// Once, when the panel first shows: the statement the e-mail's link named, if any.
	useEffect( () => {
		const named = takeStatementFromAddress();
		if ( named === null ) {
			return undefined;
		}
		// On closing, the dialog gives the focus back to the element it saw focused last, which
		// it sees only once its code is here: so the control is focused after that, then opened.
		return load( () => {
			control.current?.focus();
			setShownId( named );
			setIsOpen( true );
		} );
	}, [ load ] );

	return (
		<>
			<Button
				variant="link"
				className="vps-statement-link"
				aria-haspopup="dialog"
				aria-describedby={ describedBy }
				ref={ control }
				onClick={ () => open( statementId ) }
			>
				{ __(
					'See what makes up this payout',
					'vendor-payout-schedule'
				) }
			</Button>
			{ Dialog && (
				<Dialog
					// Another statement is another dialog: nothing of the one before stays.
					key={ shownId }
					isOpen={ isOpen }
					onClose={ () => setIsOpen( false ) }
					statementId={ shownId }
				/>
			) }
		</>
	);
}
