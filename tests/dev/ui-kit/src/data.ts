/**
 * Sample choices, shaped like the panel's.
 */
export const METHODS = [
	{ label: 'PayPal ( vendor@example.com )', value: 'paypal' },
	{ label: 'Bank Transfer', value: 'bank' },
	{ label: 'Bitcoin', value: 'bitcoin' },
	{ label: 'Skrill', value: 'skrill' },
];

export const SCHEDULES = [
	{ label: 'Weekly', value: 'weekly', description: 'Every Monday' },
	{
		label: 'Twice Per Month',
		value: 'biweekly',
		description: '1st and 3rd Monday',
	},
	{
		label: 'Monthly',
		value: 'monthly',
		description: 'First Monday of the month',
	},
];

export const AMOUNTS = [ 0, 5, 10, 50, 100, 500, 1000 ].map( ( amount ) => ( {
	label: `$${ amount } or more`,
	value: amount,
} ) );
