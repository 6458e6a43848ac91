/**
 * Shapes as the server sends them (snake_case). They describe what a well-behaved server answers;
 * the normalisers never trust them and accept any JSON at all.
 */

/** One schedule the admin enabled, as `GET /dokan/v2/withdraw/disbursement` lists it. */
export interface ScheduleWire {
	title: string;
	description: string;
	next: string;
}

/** Answer of `GET /dokan/v2/withdraw/disbursement`. */
export interface DisbursementWire {
	enabled: boolean;
	selected_schedule: string;
	is_schedule_selected: boolean;
	schedules: Record< string, ScheduleWire >;
	minimum_amount_list: number[];
	minimum_amount_selected: number;
	minimum_amount_needed: number;
	reserve_balance_list: number[];
	reserve_balance_selected: number;
	default_method: string;
	active_methods: Record< string, string >;
	method_additional_info: Record< string, string >;
	/** Added by this plugin's payout engine; absent when another plugin answers the route. */
	last_payout?: LastPayoutWire | null;
	/** Added by this plugin's payout engine; absent when another plugin answers the route. */
	projected_amount?: ProjectedAmountWire | null;
	/** The id of the statement of `last_payout`, or null; added by this plugin. */
	last_payout_statement?: number | null;
}

/** Why the payout engine did not (or would not) file a vendor's request. */
export type SkipReasonWire =
	| 'below_minimum'
	| 'reserve_leaves_too_little'
	| 'pending_request'
	| 'method_inactive'
	| 'no_method'
	| 'host_refused'
	| 'not_vendor';

/**
 * The vendor's latest scheduled outcome: `date` in the site's date format, `amount` a number in
 * the shop currency, `message` translated for the caller.
 */
export type LastPayoutWire =
	| {
			date: string;
			amount: number;
			/** Dokan's status of the request now. */
			request_status: 'pending' | 'approved' | 'cancelled' | 'unknown';
			/**
			 * Only for a request sent through PayPal's API: where PayPal has it, and for a failed
			 * one why, in the vendor's words; added by this plugin.
			 */
			paypal?: {
				stage: 'sent' | 'paid' | 'unclaimed' | 'failed';
				message: string | null;
			};
	  }
	| { date: string; skipped: SkipReasonWire; message: string };

/** What the next run would file with today's balance and choices, or why it would skip. */
export type ProjectedAmountWire =
	{ amount: number } | { skipped: SkipReasonWire; message: string };

/**
 * Body of `POST /dokan/v2/withdraw/disbursement`: the amounts exactly as the server offered them
 * in its lists (Dokan Pro's lists are whole; this plugin's may hold cents).
 */
export interface SaveDisbursementWire {
	schedule: string;
	minimum: number;
	reserve: number;
	method: string;
}

/**
 * Answer of `POST /dokan/v2/withdraw/disbursement`: Dokan Pro's `{ success: true }`; this plugin
 * adds what the next run would do with the choice just saved.
 */
export interface SaveDisbursementAnswerWire {
	success: true;
	projected_amount?: ProjectedAmountWire | null;
}

/** One entry of `payment_methods` in the withdraw page settings. */
export interface PaymentMethodWire {
	label: string;
	value: string;
}

/** One entry of `active_methods` in the withdraw page settings. */
export interface ActiveMethodWire {
	label: string;
	value: string;
	icon: string;
	info: string;
	has_information: boolean;
}

/**
 * Answer of `GET /dokan/v2/withdraw/settings`: on Dokan's React page it is also the Fill's
 * `settings.data`.
 */
export interface WithdrawSettingsWire {
	withdraw_method: string;
	payment_methods: PaymentMethodWire[];
	active_methods: Record< string, ActiveMethodWire >;
	setup_url: string;
}

/** One line of a payout statement: an entry of Dokan's balance ledger. Amounts in the shop currency. */
export interface StatementEntryWire {
	id: number;
	kind: 'order' | 'refund' | 'withdraw' | 'other';
	reference: number;
	/** What it is, translated, e.g. "Order #123". */
	label: string;
	/** Where the reader sees the order; empty for none. */
	link: string;
	status: string;
	status_label: string;
	available_from: string;
	date_label: string;
	/** Whether it is part of the balance; else it is listed apart (`note` says why). */
	counted: boolean;
	earned: number;
	deducted: number;
	/** What a line not counted holds. */
	pending: number;
	/** The balance after a counted line; null for the others. */
	balance: number | null;
	note: string;
}

/** Answer of `GET /vendor-payout-schedule/v1/statements/<id>` (one page of its lines). */
export interface StatementWire {
	id: number;
	vendor_id: number;
	date: string;
	date_label: string;
	schedule: string;
	outcome: 'requested' | 'skipped';
	skip_reason: string;
	skip_message: string;
	read_at: string;
	read_at_label: string;
	period_start: string | null;
	period_label: string;
	previous: { id: number; date: string; date_label: string } | null;
	opening: number;
	earned: number;
	deducted: number;
	closing: number;
	balance_read: number | null;
	reserve: number;
	requested: number;
	method: string;
	method_title: string;
	request: {
		id: number;
		amount: number;
		status: 'pending' | 'approved' | 'cancelled';
	} | null;
	not_available: { count: number; amount: number };
	threshold_days: number;
	agrees: boolean;
	/** Where the statement and the run's record differ; `message` is translated plain text. */
	differences: Array< { code: string; amount: number; message: string } >;
	total_entries: number;
	entries: StatementEntryWire[];
}
