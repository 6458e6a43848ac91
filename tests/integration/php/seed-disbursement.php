<?php
/**
 * Turns scheduled withdrawals on with all four schedules and the default lists, as the demo and the
 * HTTP tests expect. Idempotent. Run: php tests/env/wp-php.php tests/integration/php/seed-disbursement.php
 *
 * Stored values (Dokan Pro's `dokan_withdraw` keys, plus the plugin's own option):
 *   dokan_withdraw.disbursement          = { manual: 'manual', schedule: 'schedule' }
 *   dokan_withdraw.disbursement_schedule = { weekly: 'weekly', biweekly: 'biweekly', monthly: 'monthly', quarterly: 'quarterly' }
 *   dokan_withdraw.weekly_schedule       = 'monday'
 *   dokan_withdraw.biweekly_schedule     = { week: '1', days: 'monday' }
 *   dokan_withdraw.monthly_schedule      = { week: 'L', days: 'friday' }
 *   dokan_withdraw.quarterly_schedule    = { month: 'january', week: '1', days: 'monday' }
 *   vendor_payout_schedule_settings      = { minimum_amounts: null, reserve_amounts: null, payout_time: '23:00' }
 *
 * @package VendorPayoutSchedule
 */

$vps_disbursement_option                 = (array) get_option( 'dokan_withdraw', array() );
$vps_disbursement_option['disbursement'] = array_merge(
	array( 'manual' => 'manual' ),
	is_array( $vps_disbursement_option['disbursement'] ?? null ) ? $vps_disbursement_option['disbursement'] : array(),
	array( 'schedule' => 'schedule' )
);
$vps_disbursement_option['disbursement_schedule'] = array(
	'weekly'    => 'weekly',
	'biweekly'  => 'biweekly',
	'monthly'   => 'monthly',
	'quarterly' => 'quarterly',
);
$vps_disbursement_option['weekly_schedule']    = 'monday';
$vps_disbursement_option['biweekly_schedule']  = array(
	'week' => '1',
	'days' => 'monday',
);
$vps_disbursement_option['monthly_schedule']   = array(
	'week' => 'L',
	'days' => 'friday',
);
$vps_disbursement_option['quarterly_schedule'] = array(
	'month' => 'january',
	'week'  => '1',
	'days'  => 'monday',
);
update_option( 'dokan_withdraw', $vps_disbursement_option );

update_option(
	'vendor_payout_schedule_settings',
	array(
		'minimum_amounts' => null,
		'reserve_amounts' => null,
		'payout_time'     => '23:00',
	)
);
