/**
 * The vendor's disbursement settings, read from the server once per view of the withdraw page.
 *
 * Dokan's React withdraw page may mount the panel, unmount it and mount it again while it loads
 * (it loads the pending requests twice): those mounts belong to one view and share one answer, or
 * the request still in flight. A vendor who leaves Withdraw through the dashboard's hash router
 * and comes back starts a new view, which asks the server again: the schedule may have changed
 * meanwhile (in another tab, on the legacy page). A save or a switch-off records what the server
 * holds from then on. A failed read is forgotten, so the next mount asks again.
 */

/**
 * Internal dependencies
 */
import { fetchDisbursement } from './client';
import type { DisbursementSettings } from './types';

/**
 * The view of a page that has only one per page load (the legacy withdraw page), and of a host
 * that gives the panel nothing to tell its views apart by.
 */
export const PAGE_LOAD_VIEW: unique symbol = Symbol( 'page load' );

let currentView: unknown = PAGE_LOAD_VIEW;
let inFlight: Promise< DisbursementSettings > | null = null;
let known: DisbursementSettings | null = null;

/**
 * Makes `view` the current one; a different view than before starts with nothing known.
 *
 * @param view What identifies the view (any value compared by identity).
 */
function enter( view: unknown ): void {
	if ( view !== currentView ) {
		currentView = view;
		known = null;
		inFlight = null;
	}
}

/**
 * The settings as the server last told or took them in this view; asks the server only the first
 * time in each view.
 *
 * The request is not tied to the caller's AbortSignal: a mount that goes away must not cancel the
 * answer the next mount of the same view is waiting for.
 *
 * @param view The view asking (see PAGE_LOAD_VIEW).
 */
export function readDisbursement(
	view: unknown = PAGE_LOAD_VIEW
): Promise< DisbursementSettings > {
	enter( view );
	if ( known ) {
		return Promise.resolve( known );
	}
	if ( ! inFlight ) {
		const request: Promise< DisbursementSettings > =
			fetchDisbursement().then(
				( settings ) => {
					// An answer for a view the vendor has left is theirs only: the view they are in asked anew.
					if ( view !== currentView ) {
						return settings;
					}
					known ??= settings;
					inFlight = null;
					return known;
				},
				( error: unknown ) => {
					if ( inFlight === request ) {
						inFlight = null;
					}
					throw error;
				}
			);
		inFlight = request;
	}
	return inFlight;
}

/**
 * What the server holds as far as this view knows, or null before its first answer.
 *
 * @param view The view asking (see PAGE_LOAD_VIEW).
 */
export function knownDisbursement(
	view: unknown = PAGE_LOAD_VIEW
): DisbursementSettings | null {
	return view === currentView ? known : null;
}

/**
 * Records what the server holds after a successful save or switch-off in the current view.
 *
 * @param settings The settings now stored.
 */
export function rememberDisbursement( settings: DisbursementSettings ): void {
	known = settings;
}

/** Forgets everything, as a new page load would. */
export function forgetDisbursement(): void {
	currentView = PAGE_LOAD_VIEW;
	known = null;
	inFlight = null;
}
