/**
 * REST routes of the withdraw schedule (the contract of Dokan Pro's feature) and of the withdraw
 * page's own settings. Nothing outside src/api/ spells a path.
 */
export const DISBURSEMENT_PATH = '/dokan/v2/withdraw/disbursement';
export const DISABLE_DISBURSEMENT_PATH =
	'/dokan/v2/withdraw/disbursement/disable';
export const WITHDRAW_SETTINGS_PATH = '/dokan/v2/withdraw/settings';
