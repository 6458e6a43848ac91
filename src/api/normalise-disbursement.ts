/**
 * Turns whatever the disbursement endpoint answered into complete settings. Never throws: a
 * broken answer means defaults, and with defaults the panel stays hidden (`enabled` false).
 */

/**
 * Internal dependencies
 */
import {
	isRecord,
	readBoolean,
	readNumber,
	readNumberList,
	readRecord,
	readString,
} from './guards';
import { readLastPayout, readProjectedAmount } from './normalise-payout-status';
import type {
	DisbursementSettings,
	SavedDisbursement,
	Schedule,
} from './types';

export const DEFAULT_DISBURSEMENT: Readonly< DisbursementSettings > =
	Object.freeze( {
		enabled: false,
		selectedSchedule: '',
		isScheduleSelected: false,
		minimumAmountList: [],
		minimumAmountSelected: 0,
		minimumAmountNeeded: 0,
		reserveBalanceList: [],
		reserveBalanceSelected: 0,
		defaultMethod: '',
		activeMethods: {},
		methodAdditionalInfo: {},
		schedules: {},
		lastPayout: null,
		projectedAmount: null,
	} );

function readSchedule( value: unknown, key: string ): Schedule | undefined {
	if ( ! isRecord( value ) ) {
		return undefined;
	}
	return {
		// A schedule without a title is still choosable; its key is the best name there is.
		title: readString( value.title ) || key,
		description: readString( value.description ),
		next: readString( value.next ),
	};
}

function readText( value: unknown ): string | undefined {
	if ( typeof value === 'string' ) {
		return value;
	}
	// The page settings describe a method as an object; accept that shape here too.
	if ( isRecord( value ) && typeof value.label === 'string' ) {
		return value.label;
	}
	return undefined;
}

export function normaliseDisbursement( json: unknown ): DisbursementSettings {
	if ( ! isRecord( json ) ) {
		return { ...DEFAULT_DISBURSEMENT };
	}
	return {
		enabled: readBoolean( json.enabled ),
		selectedSchedule: readString( json.selected_schedule ),
		isScheduleSelected: readBoolean( json.is_schedule_selected ),
		minimumAmountList: readNumberList( json.minimum_amount_list ),
		minimumAmountSelected: readNumber( json.minimum_amount_selected ),
		minimumAmountNeeded: readNumber( json.minimum_amount_needed ),
		reserveBalanceList: readNumberList( json.reserve_balance_list ),
		reserveBalanceSelected: readNumber( json.reserve_balance_selected ),
		defaultMethod: readString( json.default_method ),
		activeMethods: readRecord( json.active_methods, readText ),
		methodAdditionalInfo: readRecord(
			json.method_additional_info,
			( value ) => ( typeof value === 'string' ? value : undefined )
		),
		schedules: readRecord( json.schedules, readSchedule ),
		lastPayout: readLastPayout( json.last_payout ),
		projectedAmount: readProjectedAmount( json.projected_amount ),
	};
}

/**
 * What a save answered beyond Dokan Pro's `{ success: true }`: the projection for the choice just
 * saved, or null when the server sends none (a server that does not project).
 *
 * @param json The answer of `POST /dokan/v2/withdraw/disbursement`.
 */
export function normaliseSaveAnswer( json: unknown ): SavedDisbursement {
	return {
		projectedAmount: isRecord( json )
			? readProjectedAmount( json.projected_amount )
			: null,
	};
}
