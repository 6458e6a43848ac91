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
