/**
 * Answers as the server gives them (host-contract §2 and §1a).
 */
export const DISBURSEMENT_ANSWER = {
	enabled: true,
	selected_schedule: 'weekly',
	is_schedule_selected: true,
	schedules: {
		weekly: {
			title: 'Weekly',
			description: 'on Monday of every week.',
			next: 'November 23, 2026',
		},
		monthly: {
			title: 'Monthly',
			description: 'on first Monday of every month.',
			next: 'December 7, 2026',
		},
	},
	minimum_amount_list: [ 0, 5, 10, 50, 100, 1000 ],
	minimum_amount_selected: 50,
	minimum_amount_needed: 50,
	reserve_balance_list: [ 0, 5, 10, 50 ],
	reserve_balance_selected: 10,
	default_method: 'paypal',
	active_methods: { paypal: 'PayPal', bank: 'Bank Transfer' },
	method_additional_info: { paypal: 'PayPal ( vendor@example.com )' },
};

export const WITHDRAW_SETTINGS_ANSWER = {
	withdraw_method: 'paypal',
	payment_methods: [
		{ label: 'PayPal', value: 'paypal' },
		{ label: 'Bank Transfer', value: 'bank' },
	],
	active_methods: {
		paypal: {
			label: 'PayPal',
			value: 'paypal',
			icon: '',
			info: '( vendor@example.com )',
			has_information: true,
		},
		bank: {
			label: 'Bank Transfer',
			value: 'bank',
			icon: '',
			info: '( Demo Bank - ****1234 )',
			has_information: true,
		},
	},
	setup_url: 'https://shop.example/dashboard/settings/payment/',
};

/**
 * The payout engine's additions to the disbursement answer (`last_payout`, `projected_amount`), in
 * each of their shapes.
 */
export const LAST_PAYOUT_FILED = {
	date: 'January 5, 2099',
	amount: 1250.5,
	request_status: 'pending',
};

export const LAST_PAYOUT_SKIPPED = {
	date: 'January 5, 2099',
	skipped: 'below_minimum',
	message: 'Your balance of $80.00 was below the minimum of $100.00.',
};

export const PROJECTED_AMOUNT = { amount: 1184.56 };

export const PROJECTED_SKIP = {
	skipped: 'pending_request',
	message:
		'A withdraw request of yours is pending; no new one is filed until it is handled.',
};

/**
 * A statement of the vendor's second payout, page 1 of 2 (GET /vendor-payout-schedule/v1/statements/41):
 * a sale, a refund and the first payout's withdrawal counted, an order still processing and a sale
 * held by the threshold apart, and one difference.
 */
export const STATEMENT_ANSWER = {
	id: 41,
	vendor_id: 7,
	date: '2099-01-12',
	date_label: 'January 12, 2099',
	schedule: 'weekly',
	outcome: 'requested',
	skip_reason: '',
	skip_message: '',
	read_at: '2099-01-12 23:00:04',
	read_at_label: 'January 12, 2099 at 11:00 pm',
	period_start: '2099-01-05 23:00:02',
	period_label: 'January 5, 2099 at 11:00 pm',
	previous: { id: 12, date: '2099-01-05', date_label: 'January 5, 2099' },
	opening: 130.25,
	earned: 1200,
	deducted: 130.5,
	closing: 1199.75,
	balance_read: 1189.75,
	reserve: 10,
	requested: 1179.75,
	method: 'paypal',
	method_title: 'PayPal',
	request: { id: 88, amount: 1179.75, status: 'pending' },
	not_available: { count: 2, amount: 100 },
	threshold_days: 7,
	agrees: false,
	differences: [
		{
			code: 'ledger_changed',
			amount: 10,
			message:
				'Dokan’s ledger now adds up to $1,199.75 for the moment of this payout, but the run read $1,189.75: a difference of $10.00.',
		},
	],
	total_entries: 30,
	entries: [
		{
			id: 501,
			kind: 'order',
			reference: 9004,
			label: 'Order #9004',
			link: 'https://shop.example/dashboard/orders/?order_id=9004&_wpnonce=abc',
			status: 'wc-completed',
			status_label: 'Completed',
			available_from: '2099-01-07 10:00:00',
			date_label: 'January 7, 2099',
			counted: true,
			earned: 1200,
			deducted: 0,
			pending: 0,
			balance: 1330.25,
			note: '',
		},
		{
			id: 502,
			kind: 'refund',
			reference: 9002,
			label: 'Refund on order #9002',
			link: 'https://shop.example/dashboard/orders/?order_id=9002&_wpnonce=abc',
			status: 'approved',
			status_label: 'Approved',
			available_from: '2099-01-08 10:00:00',
			date_label: 'January 8, 2099',
			counted: true,
			earned: 0,
			deducted: 10.25,
			pending: 0,
			balance: 1320,
			note: '',
		},
		{
			id: 503,
			kind: 'withdraw',
			reference: 77,
			label: 'Withdrawal: request #77 approved',
			link: '',
			status: 'approved',
			status_label: 'Approved',
			available_from: '2099-01-09 09:00:00',
			date_label: 'January 9, 2099',
			counted: true,
			earned: 0,
			deducted: 120.25,
			pending: 0,
			balance: 1199.75,
			note: '',
		},
		{
			id: 504,
			kind: 'order',
			reference: 9006,
			label: 'Order #9006',
			link: 'https://shop.example/dashboard/orders/?order_id=9006&_wpnonce=abc',
			status: 'wc-processing',
			status_label: 'Processing',
			available_from: '2099-01-10 10:00:00',
			date_label: 'January 10, 2099',
			counted: false,
			earned: 0,
			deducted: 0,
			pending: 40,
			balance: null,
			note: 'Not counted while the order is Processing.',
		},
		{
			id: 505,
			kind: 'order',
			reference: 9005,
			label: 'Order #9005',
			link: 'https://shop.example/dashboard/orders/?order_id=9005&_wpnonce=abc',
			status: 'wc-completed',
			status_label: 'Completed',
			available_from: '2099-01-16 00:00:00',
			date_label: 'January 16, 2099',
			counted: false,
			earned: 0,
			deducted: 0,
			pending: 60,
			balance: null,
			note: 'Available to withdraw from January 16, 2099.',
		},
	],
};
