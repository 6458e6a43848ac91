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
