/**
 * The statement's CSV, fetched through the REST API (with the page's nonce) and handed to the
 * browser's download.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { fetchStatementCsv, useMutation } from '../../api';
import { saveFile } from '../../utils';

export interface StatementDownload {
	/** Starts the download. */
	start: () => void;
	/** True while the file is on its way. */
	isPending: boolean;
	/** Whether the last download failed. */
	hasFailed: boolean;
}

/**
 * @param statementId The statement's id.
 */
export function useStatementDownload( statementId: number ): StatementDownload {
	const { mutate, isPending } = useMutation(
		( _argument: void, signal: AbortSignal ) =>
			fetchStatementCsv( statementId, signal )
	);
	const [ hasFailed, setHasFailed ] = useState( false );

	const start = useCallback( () => {
		setHasFailed( false );
		mutate().then( ( result ) => {
			if ( result.status === 'success' ) {
				saveFile( result.data.file, result.data.name );
			} else if ( result.status === 'error' ) {
				setHasFailed( true );
			}
		} );
	}, [ mutate ] );

	return { start, isPending, hasFailed };
}
