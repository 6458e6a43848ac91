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

/** The vendor's schedule settings (docs/SPEC.md §3), with its defaults when the server sent nothing usable. */
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
	/** The vendor's latest scheduled payout, filed or skipped; null before a run recorded one. */
	lastPayout: LastPayout | null;
	/** What the next run would file, or why it would not; null when no run would look at them. */
	projectedAmount: ProjectedAmount | null;
	/** The id of the statement of `lastPayout`, or null when there is none to show. */
	lastPayoutStatement: number | null;
}

/**
 * Why the payout engine skipped a vendor, e.g. `below_minimum` or `pending_request`. A key this
 * panel does not know is kept: the server's message explains it all the same.
 */
export type SkipReason =
	| 'below_minimum'
	| 'reserve_leaves_too_little'
	| 'pending_request'
	| 'method_inactive'
	| 'no_method'
	| 'host_refused'
	| 'not_vendor'
	// Any other key, without losing the known ones from editor suggestions.
	| ( string & Record< never, never > );

/** A skipped payout: the reason's key and the server's translated sentence about it. */
export interface PayoutSkip {
	kind: 'skipped';
	reason: SkipReason;
	/** Plain text, translated by the server; never HTML. */
	message: string;
}

/** A payout filed (or to be filed) for an amount in the shop currency. */
export interface PayoutAmount {
	kind: 'amount';
	amount: number;
}

/**
 * What Dokan has done with a filed request since: `pending` until the admin decides, `approved`
 * once paid, `cancelled` when nothing was paid; `unknown` when the server does not say (Dokan no
 * longer has the request, or the server does not tell).
 */
export type RequestStatus = 'pending' | 'approved' | 'cancelled' | 'unknown';

/**
 * Where a request sent through PayPal's API stands, as PayPal last said: `sent` (PayPal has it and
 * has not finished), `paid`, `unclaimed` (PayPal waits for the vendor to claim it, 30 days at
 * most), `failed` (PayPal paid nothing).
 */
export type PaypalStage = 'sent' | 'paid' | 'unclaimed' | 'failed';

/** What PayPal said of a request sent through PayPal's API. */
export interface PaypalPayout {
	stage: PaypalStage;
	/** For a failed one: why, in the vendor's words (plain text, translated by the server). */
	message: string | null;
}

/** A request the last run filed, and what became of it. */
export interface FiledPayout extends PayoutAmount {
	requestStatus: RequestStatus;
	/** Only for a request sent through PayPal's API; null otherwise. */
	paypal: PaypalPayout | null;
}

/** The outcome the last run recorded for the vendor, on its scheduled date. */
export type LastPayout = ( FiledPayout | PayoutSkip ) & {
	/** The scheduled date, already formatted by the server. */
	date: string;
};

/** What the next run would do with today's balance and choices. */
export type ProjectedAmount = PayoutAmount | PayoutSkip;

/** What a save answered: what the next run would do with the choice just saved. */
export interface SavedDisbursement {
	/** Null when the server does not tell (another plugin answers the route). */
	projectedAmount: ProjectedAmount | null;
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
	/** A malformed entry: shown, never chosen, as the server would refuse it. */
	isDisabled?: boolean;
}

/** What the panel takes from the withdraw page's settings. */
export interface PageSettings {
	methodOptions: MethodOption[];
	/** The vendor's default method key according to the page. */
	withdrawMethod: string;
	/** Where the vendor sets up payment methods; empty when the page does not say. */
	setupUrl: string;
}

/** One line of a payout statement. Amounts are in the shop currency. */
export interface StatementEntry {
	id: number;
	/** What it is, e.g. "Order #123" (translated by the server). */
	label: string;
	/** Where the reader sees the order; empty when there is nowhere. */
	link: string;
	/** Dokan's status of the entry, in words, e.g. "Completed". */
	statusLabel: string;
	/** The day it became (or becomes) available to withdraw, formatted by the server. */
	dateLabel: string;
	/** Whether it is part of the balance; a line not counted is listed apart, with `note`. */
	counted: boolean;
	earned: number;
	deducted: number;
	/** What a line not counted holds. */
	pending: number;
	/** The balance after a counted line; null for the others. */
	balance: number | null;
	/** Why a line is not counted (translated); empty for a counted one. */
	note: string;
}

/** Where a statement and what the run recorded differ, in the server's words. */
export interface StatementDifference {
	code: string;
	amount: number;
	message: string;
}

/** What makes up one scheduled payout (one page of its lines). */
export interface PayoutStatement {
	id: number;
	/** The scheduled date, formatted by the server. */
	dateLabel: string;
	isRequested: boolean;
	/** Why the payout was skipped (translated); empty when it was requested. */
	skipMessage: string;
	/** When the run read the balance, formatted: the end of the period. */
	readAtLabel: string;
	/** When the previous run read it, formatted: the start; empty before the first payout. */
	periodLabel: string;
	opening: number;
	earned: number;
	deducted: number;
	closing: number;
	/** The balance the run read; null when it read none. */
	balanceRead: number | null;
	reserve: number;
	requested: number;
	methodTitle: string;
	/** Dokan's request as Dokan has it now; null when none. */
	request: { id: number; amount: number; status: RequestStatus } | null;
	/** Entries written by the payout that were not available to withdraw at it. */
	notAvailable: { count: number; amount: number };
	/** Days Dokan holds a sale before it can be withdrawn. */
	thresholdDays: number;
	differences: StatementDifference[];
	/** This page of lines: counted ones first, then those not available. */
	entries: StatementEntry[];
	totalEntries: number;
}
