/**
 * The vendor's disbursement settings, read from the server once per page view.
 *
 * Dokan's React withdraw page may mount the panel, unmount it and mount it again while it loads
 * (it loads the pending requests twice), and its hash router mounts it anew on each return. Every
 * mount reads here: the answer, or the request still in flight, is shared, and a save or a
 * switch-off records what the server holds from then on. A failed read is forgotten, so the next
 * mount asks again.
 */

/**
 * Internal dependencies
 */
import { fetchDisbursement } from './client';
import type { DisbursementSettings } from './types';

let inFlight: Promise< DisbursementSettings > | null = null;
let known: DisbursementSettings | null = null;

/**
 * The settings as the server last told or took them; asks the server only the first time.
 *
 * The request is not tied to the caller's AbortSignal: a mount that goes away must not cancel the
 * answer the next mount is waiting for.
 */
export function readDisbursement(): Promise< DisbursementSettings > {
	if ( known ) {
		return Promise.resolve( known );
	}
	if ( ! inFlight ) {
		inFlight = fetchDisbursement().then(
			( settings ) => {
				known ??= settings;
				inFlight = null;
				return known;
			},
			( error: unknown ) => {
				inFlight = null;
				throw error;
			}
		);
	}
	return inFlight;
}

/** What the server holds as far as the page knows, or null before the first answer. */
export function knownDisbursement(): DisbursementSettings | null {
	return known;
}

/**
 * Records what the server holds after a successful save or switch-off.
 *
 * @param settings The settings now stored.
 */
export function rememberDisbursement( settings: DisbursementSettings ): void {
	known = settings;
}

/** Forgets everything, as a new page view would. */
export function forgetDisbursement(): void {
	known = null;
	inFlight = null;
}
