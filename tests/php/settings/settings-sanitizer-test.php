<?php
/**
 * Validation of submitted settings into Dokan Pro's keys and the plugin's own.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Tests\Settings;

use PHPUnit\Framework\TestCase;
use VendorPayoutSchedule\Settings\Settings_Sanitizer;

final class Settings_Sanitizer_Test extends TestCase {

	public function test_sorts_valid_settings_into_dokan_pros_keys_and_the_plugins_own(): void {
		$clean = Settings_Sanitizer::clean(
			array(
				'enabled'         => '1',
				'schedules'       => array( 'weekly' => 'weekly', 'quarterly' => 'quarterly', 'monthly' => '' ),
				'weekly'          => array( 'days' => 'friday' ),
				'biweekly'        => array( 'week' => '2', 'days' => 'monday' ),
				'monthly'         => array( 'week' => 'L', 'days' => 'friday' ),
				'quarterly'       => array( 'month' => 'february', 'week' => '1', 'days' => 'tuesday' ),
				'minimum_amounts' => '0, 50, 100',
				'reserve_amounts' => null,
				'payout_time'     => '06:45',
			)
		);

		$this->assertSame( array(), $clean['errors'] );
		$this->assertSame(
			array(
				'disbursement'          => array( 'schedule' => 'schedule' ),
				'disbursement_schedule' => array( 'weekly' => 'weekly', 'biweekly' => '', 'monthly' => '', 'quarterly' => 'quarterly' ),
				'weekly_schedule'       => 'friday',
				'biweekly_schedule'     => array( 'week' => '2', 'days' => 'monday' ),
				'monthly_schedule'      => array( 'week' => 'L', 'days' => 'friday' ),
				'quarterly_schedule'    => array( 'month' => 'february', 'week' => '1', 'days' => 'tuesday' ),
			),
			$clean['dokan']
		);
		$this->assertSame( array( 'minimum_amounts' => array( 0, 50, 100 ), 'reserve_amounts' => null, 'payout_time' => '06:45' ), $clean['own'] );
	}

	public function test_a_list_of_schedule_keys_is_accepted_too(): void {
		$clean = Settings_Sanitizer::clean( array( 'schedules' => array( 'monthly', 'weekly' ) ) );
		$this->assertSame( array( 'weekly' => 'weekly', 'biweekly' => '', 'monthly' => 'monthly', 'quarterly' => '' ), $clean['dokan']['disbursement_schedule'] );
	}

	public function test_reports_every_invalid_field_and_never_substitutes_a_default(): void {
		$clean = Settings_Sanitizer::clean(
			array(
				'enabled'         => 'maybe',
				'schedules'       => array( 'daily' ),
				'weekly'          => array( 'days' => 'funday' ),
				'biweekly'        => array( 'week' => '3', 'days' => 'monday' ),
				'monthly'         => array( 'week' => '5', 'days' => 'monday' ),
				'quarterly'       => array( 'month' => 'april', 'week' => '1', 'days' => 'monday' ),
				'minimum_amounts' => 'ten',
				'reserve_amounts' => '-1',
				'payout_time'     => '24:00',
			)
		);

		$this->assertSame( array( 'enabled', 'schedules', 'weekly', 'biweekly', 'monthly', 'quarterly', 'minimum_amounts', 'reserve_amounts', 'payout_time' ), array_keys( $clean['errors'] ) );
		$this->assertSame( array(), $clean['dokan'] );
		$this->assertSame( array(), $clean['own'] );
	}

	public function test_only_the_given_keys_are_touched(): void {
		$clean = Settings_Sanitizer::clean( array( 'payout_time' => '23:00' ) );
		$this->assertSame( array(), $clean['dokan'] );
		$this->assertSame( array( 'payout_time' => '23:00' ), $clean['own'] );
	}
}
