/**
 * The calls the panel makes, over @wordpress/api-fetch (which adds the REST root, the nonce and,
 * on Dokan's React page, `_locale=user`). Every call takes the AbortSignal of its caller so an
 * unmounted panel can cancel what it started.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	normaliseDisbursement,
	normaliseSaveAnswer,
} from './normalise-disbursement';
import { normalisePageSettings } from './normalise-page-settings';
import {
	DISABLE_DISBURSEMENT_PATH,
	DISBURSEMENT_PATH,
	WITHDRAW_SETTINGS_PATH,
} from './paths';
import type {
	DisbursementChoice,
	DisbursementSettings,
	PageSettings,
	SavedDisbursement,
} from './types';
import type { SaveDisbursementWire } from './wire-types';

export async function fetchDisbursement(
	signal?: AbortSignal
): Promise< DisbursementSettings > {
	const json: unknown = await apiFetch( {
		path: DISBURSEMENT_PATH,
		method: 'GET',
		signal,
	} );
	return normaliseDisbursement( json );
}

/**
 * Saves the vendor's choice. Success is the absence of an error; the answer may add what the next
 * run would do with the choice just saved (docs/panel.md).
 *
 * @param choice The vendor's schedule, minimum, reserve and method.
 * @param signal Cancels the request.
 */
export async function saveDisbursement(
	choice: DisbursementChoice,
	signal?: AbortSignal
): Promise< SavedDisbursement > {
	// The amounts go back exactly as the server offered them: one cut to a whole number would
	// be saved as an amount the vendor never picked, or refused as not offered.
	const data: SaveDisbursementWire = {
		schedule: choice.schedule,
		minimum: choice.minimum,
		reserve: choice.reserve,
		method: choice.method,
	};
	const json: unknown = await apiFetch( {
		path: DISBURSEMENT_PATH,
		method: 'POST',
		data,
		signal,
	} );
	return normaliseSaveAnswer( json );
}

/**
 * Clears the vendor's schedule. No payload; the answer is not read.
 *
 * @param signal Cancels the request.
 */
export async function disableDisbursement(
	signal?: AbortSignal
): Promise< void > {
	await apiFetch( {
		path: DISABLE_DISBURSEMENT_PATH,
		method: 'POST',
		signal,
	} );
}

/**
 * The withdraw page's settings, for the legacy page where no Fill hands them over.
 *
 * @param signal Cancels the request.
 */
export async function fetchWithdrawSettings(
	signal?: AbortSignal
): Promise< PageSettings > {
	const json: unknown = await apiFetch( {
		path: WITHDRAW_SETTINGS_PATH,
		method: 'GET',
		signal,
	} );
	return normalisePageSettings( json );
}
