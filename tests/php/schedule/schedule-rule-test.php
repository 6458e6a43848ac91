<?php
/**
 * Stored schedule rules, as Dokan Pro keeps them.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Tests\Schedule;

use InvalidArgumentException;
use PHPUnit\Framework\TestCase;
use VendorPayoutSchedule\Schedule\Schedule_Rule;

final class Schedule_Rule_Test extends TestCase {

	public function test_reads_dokan_pros_shapes(): void {
		$this->assertSame( array( 'days' => 'friday' ), Schedule_Rule::normalize( 'weekly', 'friday' ) );
		$this->assertSame( array( 'week' => '2', 'days' => 'tuesday' ), Schedule_Rule::normalize( 'biweekly', array( 'week' => '2', 'days' => 'tuesday' ) ) );
		$this->assertSame( array( 'week' => 'L', 'days' => 'sunday' ), Schedule_Rule::normalize( 'monthly', array( 'week' => 'l', 'days' => 'Sunday' ) ) );
		$this->assertSame(
			array( 'month' => 'march', 'week' => '3', 'days' => 'wednesday' ),
			Schedule_Rule::normalize( 'quarterly', array( 'month' => 'march', 'week' => 3, 'days' => 'wednesday' ) )
		);
	}

	public function test_fills_missing_or_invalid_parts_with_defaults(): void {
		$this->assertSame( array( 'days' => 'monday' ), Schedule_Rule::normalize( 'weekly', null ) );
		$this->assertSame( array( 'week' => '1', 'days' => 'friday' ), Schedule_Rule::normalize( 'biweekly', array( 'week' => '3', 'days' => 'friday' ) ) );
		$this->assertSame( array( 'week' => '1', 'days' => 'monday' ), Schedule_Rule::normalize( 'monthly', array( 'week' => '5', 'days' => 'someday' ) ) );
		$this->assertSame( array( 'month' => 'january', 'week' => 'L', 'days' => 'monday' ), Schedule_Rule::normalize( 'quarterly', array( 'month' => 'april', 'week' => 'L' ) ) );
	}

	public function test_knows_only_four_schedules(): void {
		$this->assertTrue( Schedule_Rule::is_key( 'quarterly' ) );
		$this->assertFalse( Schedule_Rule::is_key( 'daily' ) );
		$this->expectException( InvalidArgumentException::class );
		Schedule_Rule::default_rule( 'daily' );
	}
}
