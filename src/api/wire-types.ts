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
}

/** Body of `POST /dokan/v2/withdraw/disbursement`; the server wants whole amounts. */
export interface SaveDisbursementWire {
	schedule: string;
	minimum: number;
	reserve: number;
	method: string;
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
