/**
 * The model the panel works with, in camelCase, always complete (see the normalisers).
 */

/** A payout schedule the vendor may choose. */
export interface Schedule {
	/** Human title, e.g. "Weekly". */
	title: string;
	/** When it runs, e.g. "on Monday of every week.". */
	description: string;
	/** Next payout date, already formatted by the server. */
	next: string;
}

/** The vendor's schedule settings (SPEC §3), with its defaults when the server sent nothing usable. */
export interface DisbursementSettings {
	/** Whether the marketplace offers scheduled payouts at all; the panel is hidden otherwise. */
	enabled: boolean;
	/** Key of the vendor's schedule (or the first active one). */
	selectedSchedule: string;
	/** Whether the vendor has a schedule switched on. */
	isScheduleSelected: boolean;
	/** Minimum balance choices. */
	minimumAmountList: number[];
	/** The vendor's chosen minimum balance. */
	minimumAmountSelected: number;
	/** The minimum balance a payout currently waits for. */
	minimumAmountNeeded: number;
	/** Reserve balance choices. */
	reserveBalanceList: number[];
	/** The vendor's chosen reserve balance. */
	reserveBalanceSelected: number;
	/** Key of the vendor's default payment method. */
	defaultMethod: string;
	/** Method key → text the server gives for it. */
	activeMethods: Record< string, string >;
	/** Method key → title and details of the vendor's account. */
	methodAdditionalInfo: Record< string, string >;
	/** Schedule key → schedule, in the server's order. */
	schedules: Record< string, Schedule >;
}

/** What a save sends. */
export interface DisbursementChoice {
	schedule: string;
	minimum: number;
	reserve: number;
	method: string;
}

/** A payment method the vendor can be paid with. */
export interface MethodOption {
	/** Method label followed by the vendor's account details, e.g. "PayPal ( v@example.com )". */
	label: string;
	value: string;
}

/** What the panel takes from the withdraw page's settings. */
export interface PageSettings {
	methodOptions: MethodOption[];
	/** The vendor's default method key according to the page. */
	withdrawMethod: string;
	/** Where the vendor sets up payment methods; empty when the page does not say. */
	setupUrl: string;
}
