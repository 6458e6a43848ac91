/**
 * REST routes of the withdraw schedule (the contract of Dokan Pro's feature), of the withdraw
 * page's own settings and of this plugin's payout statements. Nothing outside src/api/ spells a path.
 */
export const DISBURSEMENT_PATH = '/dokan/v2/withdraw/disbursement';
export const DISABLE_DISBURSEMENT_PATH =
	'/dokan/v2/withdraw/disbursement/disable';
export const WITHDRAW_SETTINGS_PATH = '/dokan/v2/withdraw/settings';

/**
 * The statement of one scheduled payout.
 *
 * @param id    The payout's id (`last_payout_statement` of the disbursement answer).
 * @param query Query arguments: `page` and `per_page`, or `format: 'csv'`.
 */
export function statementPath(
	id: number,
	query: Record< string, string | number >
): string {
	const search = new URLSearchParams(
		Object.entries( query ).map( ( [ key, value ] ) => [
			key,
			String( value ),
		] )
	);
	return `/vendor-payout-schedule/v1/statements/${ id }?${ search }`;
}
