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
	ProjectedAmount,
} from './types';

function readText( value: unknown ): string | null {
	return typeof value === 'string' && value.trim() !== '' ? value : null;
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
	return date && outcome ? { ...outcome, date } : null;
}

export function readProjectedAmount( value: unknown ): ProjectedAmount | null {
	return isRecord( value ) ? readOutcome( value ) : null;
}
