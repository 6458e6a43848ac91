<?php
/**
 * The days ACH and SEPA settle, computed from the Federal Reserve's and TARGET2's rules and
 * compared with their published calendars.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Tests\Payouts;

use PHPUnit\Framework\TestCase;
use VendorPayoutSchedule\Payouts\Bank_Days;

final class Bank_Days_Test extends TestCase {

	public function test_a_file_made_on_christmas_eve_names_the_monday_after_christmas(): void {
		$eve = $this->day( '2026-12-24 15:00' );
		$this->assertSame( '2026-12-28', Bank_Days::next_ach_day( $eve )->format( 'Y-m-d' ), 'the Fed is closed on Friday 25 December' );
		$this->assertSame( '2026-12-28', Bank_Days::next_target2_day( $eve )->format( 'Y-m-d' ), 'TARGET2 is closed on 25 and 26 December' );
	}

	public function test_the_federal_reserves_holidays_of_2026_as_it_publishes_them(): void {
		$closed = array();
		for ( $day = $this->day( '2026-01-01' ); $day->format( 'Y' ) === '2026'; $day = $day->modify( '+1 day' ) ) {
			if ( (int) $day->format( 'N' ) <= 5 && Bank_Days::fed_closed( $day ) ) {
				$closed[] = $day->format( 'Y-m-d' );
			}
		}
		// federalreserve.gov/aboutthefed/k8.htm: 2026's holidays; 4 July is a Saturday (not moved).
		$this->assertSame( array( '2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25' ), $closed );
	}

	public function test_a_sunday_holiday_closes_the_monday_and_a_saturday_one_leaves_the_friday_open(): void {
		$this->assertTrue( Bank_Days::fed_closed( $this->day( '2029-11-12' ) ), 'Veterans Day 2029 is a Sunday: observed Monday' );
		$this->assertTrue( Bank_Days::fed_closed( $this->day( '2027-07-05' ) ), 'Independence Day 2027 is a Sunday: observed Monday' );
		$this->assertFalse( Bank_Days::fed_closed( $this->day( '2026-07-03' ) ), 'Independence Day 2026 is a Saturday: the Friday before is open' );
		$this->assertFalse( Bank_Days::fed_closed( $this->day( '2027-12-31' ) ), 'New Year 2028 is a Saturday: 31 December 2027 is open' );
		$this->assertSame( '2026-07-03', Bank_Days::next_ach_day( $this->day( '2026-07-02' ) )->format( 'Y-m-d' ) );
	}

	public function test_target2_closes_on_good_friday_and_easter_monday_and_1_may(): void {
		$this->assertSame( '2026-04-05', Bank_Days::easter( 2026, new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d' ) );
		$this->assertSame( '2027-03-28', Bank_Days::easter( 2027, new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d' ) );
		$this->assertSame( '2026-04-07', Bank_Days::next_target2_day( $this->day( '2026-04-02 12:00' ) )->format( 'Y-m-d' ), 'Good Friday 3 April and Easter Monday 6 April' );
		$this->assertSame( '2026-05-04', Bank_Days::next_target2_day( $this->day( '2026-04-30' ) )->format( 'Y-m-d' ), '1 May is a Friday' );
		$this->assertSame( '2026-05-01', Bank_Days::next_ach_day( $this->day( '2026-04-30' ) )->format( 'Y-m-d' ), 'ACH settles on 1 May' );
		$this->assertSame( '2026-11-11', Bank_Days::next_target2_day( $this->day( '2026-11-10' ) )->format( 'Y-m-d' ), 'TARGET2 settles on Veterans Day' );
	}

	private function day( string $text ): \DateTimeImmutable {
		return new \DateTimeImmutable( $text, new \DateTimeZone( 'America/New_York' ) );
	}
}
