/**
 * "See what makes up this payout": opens the statement of the vendor's last scheduled payout,
 * fetching the dialog's code on the first click.
 */

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { logFailure } from '../api/log';
import { Button } from '../ui';
import {
	loadStatementDialog,
	type StatementDialogComponent,
} from './load-statement-dialog';

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
	const [ Dialog, setDialog ] = useState< StatementDialogComponent | null >(
		null
	);

	const open = () => {
		setIsOpen( true );
		if ( ! Dialog ) {
			loadStatementDialog().then(
				( component ) => setDialog( () => component ),
				( error: unknown ) => {
					// Nothing opens; the next click tries the download again.
					logFailure( error );
					setIsOpen( false );
				}
			);
		}
	};

	return (
		<>
			<Button
				variant="link"
				className="vps-statement-link"
				aria-haspopup="dialog"
				aria-describedby={ describedBy }
				onClick={ open }
			>
				{ __(
					'See what makes up this payout',
					'vendor-payout-schedule'
				) }
			</Button>
			{ Dialog && (
				<Dialog
					isOpen={ isOpen }
					onClose={ () => setIsOpen( false ) }
					statementId={ statementId }
				/>
			) }
		</>
	);
}
