/**
 * Reads the payout engine's two additions to the disbursement answer, `last_payout` and
 * `projected_amount`. Anything that is not one of their shapes reads as null, which the panel
 * shows as nothing: a wrong line about money is worse than none.
 */

/**
 * Internal dependencies
 */
import { isRecord } from './guards';
import type {
	LastPayout,
	PayoutAmount,
	PayoutSkip,
	PaypalPayout,
	PaypalStage,
	ProjectedAmount,
	RequestStatus,
} from './types';

const REQUEST_STATUSES: readonly RequestStatus[] = [
	'pending',
	'approved',
	'cancelled',
];

/**
 * Dokan's status of a filed request; anything else, or nothing, is `unknown`: the panel then
 * claims neither that it waits nor that it was paid.
 *
 * @param value `request_status` of `last_payout`.
 */
function readRequestStatus( value: unknown ): RequestStatus {
	return REQUEST_STATUSES.find( ( status ) => status === value ) ?? 'unknown';
}

function readText( value: unknown ): string | null {
	return typeof value === 'string' && value.trim() !== '' ? value : null;
}

const PAYPAL_STAGES: readonly PaypalStage[] = [
	'sent',
	'paid',
	'unclaimed',
	'failed',
];

/**
 * PayPal's word on a request sent through PayPal's API; null for anything else. A failed one
 * without its reason reads as null too: the line then says what Dokan says, never a bare
 * "failed" the vendor cannot act on.
 *
 * @param value `paypal` of `last_payout`.
 */
function readPaypal( value: unknown ): PaypalPayout | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	const stage = PAYPAL_STAGES.find( ( known ) => known === value.stage );
	if ( ! stage ) {
		return null;
	}
	const message = readText( value.message );
	if ( stage === 'failed' ) {
		return message ? { stage, message } : null;
	}
	return { stage, message: null };
}

/**
 * The amount or the skip a payout carries, or null when it carries neither (or both).
 *
 * @param value A `last_payout` or `projected_amount` object.
 */
function readOutcome(
	value: Record< string, unknown >
): PayoutAmount | PayoutSkip | null {
	const hasSkip = value.skipped !== undefined && value.skipped !== null;
	if ( hasSkip ) {
		const reason = readText( value.skipped );
		const message = readText( value.message );
		return reason && message ? { kind: 'skipped', reason, message } : null;
	}
	const { amount } = value;
	return typeof amount === 'number' &&
		Number.isFinite( amount ) &&
		amount >= 0
		? { kind: 'amount', amount }
		: null;
}

export function readLastPayout( value: unknown ): LastPayout | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	const date = readText( value.date );
	const outcome = readOutcome( value );
	if ( ! date || ! outcome ) {
		return null;
	}
	return outcome.kind === 'amount'
		? {
				...outcome,
				requestStatus: readRequestStatus( value.request_status ),
				paypal: readPaypal( value.paypal ),
				date,
			}
		: { ...outcome, date };
}

export function readProjectedAmount( value: unknown ): ProjectedAmount | null {
	return isRecord( value ) ? readOutcome( value ) : null;
}
