/**
 * The "Scheduled payout requested" e-mail links to the withdraw page with the payout's statement
 * named in the address (PHP: Withdraw_Page::STATEMENT_ARG). The panel opens it once and takes the
 * argument out of the address, so a reload or a shared link does not open it again.
 */

export const STATEMENT_ARG = 'vendor_payout_statement';

/**
 * The statement the address names, taken out of the address; null when it names none.
 *
 * @return The statement's id, or null.
 */
export function takeStatementFromAddress(): number | null {
	const { pathname, search, hash } = window.location;
	const params = new URLSearchParams( search );
	if ( ! params.has( STATEMENT_ARG ) ) {
		return null;
	}
	const id = Number( params.get( STATEMENT_ARG ) );
	params.delete( STATEMENT_ARG );
	const rest = params.toString();
	window.history.replaceState(
		window.history.state,
		'',
		pathname + ( rest ? '?' + rest : '' ) + hash
	);
	return Number.isInteger( id ) && id > 0 ? id : null;
}
