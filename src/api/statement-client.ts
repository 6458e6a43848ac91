/**
 * The calls of the statement dialog, apart from the panel's (client.ts) so that they travel in the
 * dialog's own chunk.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { normaliseStatement } from './normalise-statement';
import { statementPath } from './paths';
import type { PayoutStatement } from './types';

/** Lines of a statement a page. */
export const STATEMENT_PAGE_SIZE = 25;

/**
 * One page of a payout's statement.
 *
 * @param id     The statement's id.
 * @param page   Page, from 1.
 * @param signal Cancels the request.
 * @throws When the answer is not a statement.
 */
export async function fetchStatement(
	id: number,
	page: number,
	signal?: AbortSignal
): Promise< PayoutStatement > {
	const json: unknown = await apiFetch( {
		path: statementPath( id, { page, per_page: STATEMENT_PAGE_SIZE } ),
		signal,
	} );
	const statement = normaliseStatement( json );
	if ( ! statement ) {
		throw new Error( 'Not a payout statement.' );
	}
	return statement;
}

/**
 * The whole statement as the server's CSV file.
 *
 * @param id     The statement's id.
 * @param signal Cancels the request.
 * @return The file and the name the server gives it.
 */
export async function fetchStatementCsv(
	id: number,
	signal?: AbortSignal
): Promise< { file: Blob; name: string } > {
	const response = ( await apiFetch( {
		path: statementPath( id, { format: 'csv' } ),
		parse: false,
		signal,
	} ) ) as Response;
	const name =
		/filename="([^"]+)"/.exec(
			response.headers.get( 'Content-Disposition' ) ?? ''
		)?.[ 1 ] ?? 'payout-statement.csv';
	return { file: await response.blob(), name };
}
