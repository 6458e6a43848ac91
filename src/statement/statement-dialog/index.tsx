/**
 * The statement of a scheduled payout in a dialog: a page of it at a time, with its CSV.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { STATEMENT_PAGE_SIZE } from '../../api';
import { Button, Modal } from '../../ui';
import { StatementPage } from './statement-page';
import type { StatementDialogProps } from './types';
import { useStatementDownload } from './use-statement-download';
import './style.scss';

export function StatementDialog( {
	isOpen,
	onClose,
	statementId,
}: StatementDialogProps ) {
	const [ page, setPage ] = useState( 1 );
	const [ total, setTotal ] = useState( 0 );
	const download = useStatementDownload( statementId );
	const pages = Math.max( 1, Math.ceil( total / STATEMENT_PAGE_SIZE ) );

	// Each opening starts at the first page.
	useEffect( () => {
		if ( isOpen ) {
			setPage( 1 );
		}
	}, [ isOpen ] );

	// The page buttons stay where they are while a page loads, and say so rather than being
	// disabled, so that the focus stays on them.
	const turn = ( to: number ) => {
		if ( to >= 1 && to <= pages ) {
			setPage( to );
		}
	};

	const footer = (
		<div className="vps-statement__actions">
			{ download.hasFailed && (
				<p className="vps-statement__download-error" role="alert">
					{ __(
						'The CSV could not be downloaded. Please try again.',
						'vendor-payout-schedule'
					) }
				</p>
			) }
			<Button
				variant="secondary"
				isBusy={ download.isPending }
				onClick={ download.start }
			>
				{ __( 'Download CSV', 'vendor-payout-schedule' ) }
			</Button>
			<Button onClick={ onClose }>
				{ __( 'Close', 'vendor-payout-schedule' ) }
			</Button>
		</div>
	);

	return (
		<Modal
			isOpen={ isOpen }
			onClose={ onClose }
			title={ __(
				'What makes up this payout',
				'vendor-payout-schedule'
			) }
			footer={ footer }
			className="vps-statement"
		>
			<StatementPage
				key={ page }
				statementId={ statementId }
				page={ page }
				onLoaded={ setTotal }
			/>
			{ pages > 1 && (
				<nav
					className="vps-statement__pages"
					aria-label={ __(
						'Statement pages',
						'vendor-payout-schedule'
					) }
				>
					<Button
						variant="secondary"
						aria-disabled={ page <= 1 }
						onClick={ () => turn( page - 1 ) }
					>
						{ __( 'Previous page', 'vendor-payout-schedule' ) }
					</Button>
					<span aria-live="polite">
						{ sprintf(
							/* translators: 1: page number. 2: number of pages. */
							__( 'Page %1$d of %2$d', 'vendor-payout-schedule' ),
							page,
							pages
						) }
					</span>
					<Button
						variant="secondary"
						aria-disabled={ page >= pages }
						onClick={ () => turn( page + 1 ) }
					>
						{ __( 'Next page', 'vendor-payout-schedule' ) }
					</Button>
				</nav>
			) }
		</Modal>
	);
}
