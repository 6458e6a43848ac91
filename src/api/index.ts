/**
 * The panel's view of the server: calls, the model they return, and the hooks that run them.
 */
export {
	disableDisbursement,
	fetchDisbursement,
	fetchWithdrawSettings,
	saveDisbursement,
} from './client';
export {
	fetchStatement,
	fetchStatementCsv,
	STATEMENT_PAGE_SIZE,
} from './statement-client';
export {
	forgetDisbursement,
	knownDisbursement,
	PAGE_LOAD_VIEW,
	readDisbursement,
	rememberDisbursement,
} from './disbursement-store';
export { getErrorMessage, isAbortError } from './errors';
export {
	DEFAULT_DISBURSEMENT,
	normaliseDisbursement,
	normaliseSaveAnswer,
} from './normalise-disbursement';
export { normaliseStatement } from './normalise-statement';
export {
	EMPTY_PAGE_SETTINGS,
	UNKNOWN_METHOD_VALUE,
	normalisePageSettings,
} from './normalise-page-settings';
export { useLoad } from './use-load';
export type { LoadState, Loader } from './use-load';
export { useMutation } from './use-mutation';
export type { MutationResult, MutationState, Mutator } from './use-mutation';
export type {
	DisbursementChoice,
	DisbursementSettings,
	FiledPayout,
	LastPayout,
	MethodOption,
	PageSettings,
	PayoutAmount,
	PayoutSkip,
	PayoutStatement,
	PaypalPayout,
	PaypalStage,
	StatementDifference,
	StatementEntry,
	ProjectedAmount,
	SavedDisbursement,
	Schedule,
	RequestStatus,
	SkipReason,
} from './types';
export type { WithdrawSettingsWire } from './wire-types';
