<?php
/**
 * Next payout dates.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Tests\Schedule;

use DateTimeImmutable;
use DateTimeZone;
use InvalidArgumentException;
use PHPUnit\Framework\TestCase;
use VendorPayoutSchedule\Schedule\Next_Date_Calculator;

/**
 * Each row: timezone, schedule, rule, payout time, now, expected next payout (ISO 8601 with the
 * local offset). The expectations were worked out by walking the calendar day by day, a different
 * method from the calculator's arithmetic.
 */
final class Next_Date_Calculator_Test extends TestCase {

	/**
	 * @return array<string, array{string, string, array<string, string>, string, string, string}>
	 */
	public function payout_cases(): array {
		return array(
			'weekly: later the same day' => array( 'Europe/London', 'weekly', array( 'days' => 'monday' ), '23:00', '2026-03-23T10:00:00+00:00', '2026-03-23T23:00:00+00:00' ),
			'weekly: exactly at payout time moves a week on, into BST' => array( 'Europe/London', 'weekly', array( 'days' => 'monday' ), '23:00', '2026-03-23T23:00:00+00:00', '2026-03-30T23:00:00+01:00' ),
			'weekly: just past payout time' => array( 'Europe/London', 'weekly', array( 'days' => 'monday' ), '23:00', '2026-03-23T23:30:00+00:00', '2026-03-30T23:00:00+01:00' ),
			'weekly: one minute before payout time' => array( 'Europe/London', 'weekly', array( 'days' => 'monday' ), '23:00', '2026-03-23T22:59:00+00:00', '2026-03-23T23:00:00+00:00' ),
			'weekly: on the London spring-forward Sunday' => array( 'Europe/London', 'weekly', array( 'days' => 'sunday' ), '23:00', '2026-03-28T12:00:00+00:00', '2026-03-29T23:00:00+01:00' ),
			'weekly: on the London fall-back Sunday' => array( 'Europe/London', 'weekly', array( 'days' => 'sunday' ), '23:00', '2026-10-24T12:00:00+01:00', '2026-10-25T23:00:00+00:00' ),
			'weekly: on the New York fall-back Sunday' => array( 'America/New_York', 'weekly', array( 'days' => 'sunday' ), '23:00', '2026-10-31T09:00:00-04:00', '2026-11-01T23:00:00-05:00' ),
			'weekly: on the New York spring-forward Sunday' => array( 'America/New_York', 'weekly', array( 'days' => 'sunday' ), '23:00', '2026-03-07T09:00:00-05:00', '2026-03-08T23:00:00-04:00' ),
			'weekly: payout time inside the spring-forward gap moves forward' => array( 'America/New_York', 'weekly', array( 'days' => 'sunday' ), '02:30', '2026-03-07T12:00:00-05:00', '2026-03-08T03:30:00-04:00' ),
			'weekly: across the year end' => array( 'America/New_York', 'weekly', array( 'days' => 'friday' ), '23:00', '2026-12-30T08:00:00-05:00', '2027-01-01T23:00:00-05:00' ),
			'weekly: now given in UTC is still Friday in New York' => array( 'America/New_York', 'weekly', array( 'days' => 'friday' ), '23:00', '2026-06-06T02:00:00Z', '2026-06-05T23:00:00-04:00' ),
			'weekly: now given in UTC is already Saturday in London' => array( 'Europe/London', 'weekly', array( 'days' => 'saturday' ), '09:00', '2026-06-05T23:30:00Z', '2026-06-06T09:00:00+01:00' ),
			'weekly: the day after the payout day waits six days' => array( 'Europe/London', 'weekly', array( 'days' => 'wednesday' ), '23:00', '2026-01-08T12:00:00+00:00', '2026-01-14T23:00:00+00:00' ),
			'weekly: onto a leap day' => array( 'America/New_York', 'weekly', array( 'days' => 'tuesday' ), '23:00', '2028-02-28T12:00:00-05:00', '2028-02-29T23:00:00-05:00' ),
			'weekly: midnight payout time' => array( 'Europe/London', 'weekly', array( 'days' => 'thursday' ), '00:00', '2026-01-01T00:00:00+00:00', '2026-01-08T00:00:00+00:00' ),
			'biweekly 1st and 3rd: the first of the year' => array( 'Europe/London', 'biweekly', array( 'week' => '1', 'days' => 'monday' ), '23:00', '2026-01-01T09:00:00+00:00', '2026-01-05T23:00:00+00:00' ),
			'biweekly 1st and 3rd: after the 1st comes the 3rd' => array( 'Europe/London', 'biweekly', array( 'week' => '1', 'days' => 'monday' ), '23:00', '2026-01-05T23:30:00+00:00', '2026-01-19T23:00:00+00:00' ),
			'biweekly 1st and 3rd: after the 3rd comes next month\'s 1st' => array( 'Europe/London', 'biweekly', array( 'week' => '1', 'days' => 'monday' ), '23:00', '2026-01-20T09:00:00+00:00', '2026-02-02T23:00:00+00:00' ),
			'biweekly 2nd and 4th: skips a fifth Friday' => array( 'Europe/London', 'biweekly', array( 'week' => '2', 'days' => 'friday' ), '23:00', '2026-01-24T09:00:00+00:00', '2026-02-13T23:00:00+00:00' ),
			'biweekly 2nd and 4th: across the year end' => array( 'America/New_York', 'biweekly', array( 'week' => '2', 'days' => 'thursday' ), '23:00', '2026-12-25T09:00:00-05:00', '2027-01-14T23:00:00-05:00' ),
			'biweekly 2nd and 4th: on the New York spring-forward Sunday' => array( 'America/New_York', 'biweekly', array( 'week' => '2', 'days' => 'sunday' ), '23:00', '2026-03-02T09:00:00-05:00', '2026-03-08T23:00:00-04:00' ),
			'biweekly 1st and 3rd: first Sunday is the New York fall-back day' => array( 'America/New_York', 'biweekly', array( 'week' => '1', 'days' => 'sunday' ), '23:00', '2026-10-20T09:00:00-04:00', '2026-11-01T23:00:00-05:00' ),
			'biweekly 2nd and 4th: a month starting on the weekday' => array( 'Europe/London', 'biweekly', array( 'week' => '2', 'days' => 'sunday' ), '23:00', '2026-02-01T09:00:00+00:00', '2026-02-08T23:00:00+00:00' ),
			'biweekly 1st and 3rd: leap February' => array( 'America/New_York', 'biweekly', array( 'week' => '1', 'days' => 'tuesday' ), '23:00', '2028-02-02T09:00:00-05:00', '2028-02-15T23:00:00-05:00' ),
			'monthly last Friday: a month with five Fridays' => array( 'Europe/London', 'monthly', array( 'week' => 'L', 'days' => 'friday' ), '23:00', '2026-01-02T09:00:00+00:00', '2026-01-30T23:00:00+00:00' ),
			'monthly 4th Friday: not the last in a five-Friday month' => array( 'Europe/London', 'monthly', array( 'week' => '4', 'days' => 'friday' ), '23:00', '2026-01-02T09:00:00+00:00', '2026-01-23T23:00:00+00:00' ),
			'monthly last Friday: a month with four Fridays' => array( 'Europe/London', 'monthly', array( 'week' => 'L', 'days' => 'friday' ), '23:00', '2026-02-01T09:00:00+00:00', '2026-02-27T23:00:00+00:00' ),
			'monthly last Tuesday: the leap day itself' => array( 'America/New_York', 'monthly', array( 'week' => 'L', 'days' => 'tuesday' ), '23:00', '2028-02-01T09:00:00-05:00', '2028-02-29T23:00:00-05:00' ),
			'monthly last Monday: day before the leap day' => array( 'America/New_York', 'monthly', array( 'week' => 'L', 'days' => 'monday' ), '23:00', '2028-02-01T09:00:00-05:00', '2028-02-28T23:00:00-05:00' ),
			'monthly last Sunday: the London fall-back day' => array( 'Europe/London', 'monthly', array( 'week' => 'L', 'days' => 'sunday' ), '23:00', '2026-10-01T09:00:00+01:00', '2026-10-25T23:00:00+00:00' ),
			'monthly last Sunday: the London spring-forward day' => array( 'Europe/London', 'monthly', array( 'week' => 'L', 'days' => 'sunday' ), '23:00', '2026-03-01T09:00:00+00:00', '2026-03-29T23:00:00+01:00' ),
			'monthly 1st Monday: December\'s is past, January\'s is next year' => array( 'Europe/London', 'monthly', array( 'week' => '1', 'days' => 'monday' ), '23:00', '2026-12-08T09:00:00+00:00', '2027-01-04T23:00:00+00:00' ),
			'monthly 1st Sunday: the New York fall-back day' => array( 'America/New_York', 'monthly', array( 'week' => '1', 'days' => 'sunday' ), '23:00', '2026-10-05T09:00:00-04:00', '2026-11-01T23:00:00-05:00' ),
			'monthly 2nd Sunday: payout time in the spring-forward gap' => array( 'America/New_York', 'monthly', array( 'week' => '2', 'days' => 'sunday' ), '02:00', '2026-03-01T09:00:00-05:00', '2026-03-08T03:00:00-04:00' ),
			'monthly last Wednesday: from New Year\'s Eve' => array( 'America/New_York', 'monthly', array( 'week' => 'L', 'days' => 'wednesday' ), '23:00', '2026-12-31T09:00:00-05:00', '2027-01-27T23:00:00-05:00' ),
			'monthly 3rd Wednesday: one minute to go' => array( 'Europe/London', 'monthly', array( 'week' => '3', 'days' => 'wednesday' ), '23:00', '2026-01-21T22:59:00+00:00', '2026-01-21T23:00:00+00:00' ),
			'monthly 3rd Wednesday: one minute late' => array( 'Europe/London', 'monthly', array( 'week' => '3', 'days' => 'wednesday' ), '23:00', '2026-01-21T23:01:00+00:00', '2026-02-18T23:00:00+00:00' ),
			'monthly 1st Sunday: the month starts on a Sunday' => array( 'Europe/London', 'monthly', array( 'week' => '1', 'days' => 'sunday' ), '23:00', '2026-01-31T09:00:00+00:00', '2026-02-01T23:00:00+00:00' ),
			'monthly last Saturday: a 31-day month ending on Saturday' => array( 'Europe/London', 'monthly', array( 'week' => 'L', 'days' => 'saturday' ), '23:00', '2026-10-01T09:00:00+01:00', '2026-10-31T23:00:00+00:00' ),
			'quarterly January cycle 1st Monday: next is April' => array( 'Europe/London', 'quarterly', array( 'month' => 'january', 'week' => '1', 'days' => 'monday' ), '23:00', '2026-01-10T09:00:00+00:00', '2026-04-06T23:00:00+01:00' ),
			'quarterly February cycle last Friday: February itself' => array( 'Europe/London', 'quarterly', array( 'month' => 'february', 'week' => 'L', 'days' => 'friday' ), '23:00', '2026-01-01T09:00:00+00:00', '2026-02-27T23:00:00+00:00' ),
			'quarterly March cycle 2nd Tuesday: past December\'s goes to next March' => array( 'America/New_York', 'quarterly', array( 'month' => 'march', 'week' => '2', 'days' => 'tuesday' ), '23:00', '2026-12-15T09:00:00-05:00', '2027-03-09T23:00:00-05:00' ),
			'quarterly January cycle 4th Thursday: past October\'s goes to next January' => array( 'America/New_York', 'quarterly', array( 'month' => 'january', 'week' => '4', 'days' => 'thursday' ), '23:00', '2026-10-23T09:00:00-04:00', '2027-01-28T23:00:00-05:00' ),
			'quarterly March cycle last Sunday: the London spring-forward day' => array( 'Europe/London', 'quarterly', array( 'month' => 'march', 'week' => 'L', 'days' => 'sunday' ), '23:00', '2026-02-15T09:00:00+00:00', '2026-03-29T23:00:00+01:00' ),
			'quarterly February cycle 1st Monday: leap February' => array( 'America/New_York', 'quarterly', array( 'month' => 'february', 'week' => '1', 'days' => 'monday' ), '23:00', '2028-01-15T09:00:00-05:00', '2028-02-07T23:00:00-05:00' ),
			'quarterly January cycle 1st Sunday: exactly at payout time moves a quarter on' => array( 'America/New_York', 'quarterly', array( 'month' => 'january', 'week' => '1', 'days' => 'sunday' ), '23:00', '2026-10-04T23:00:00-04:00', '2027-01-03T23:00:00-05:00' ),
			'quarterly February cycle last Tuesday: the leap day' => array( 'Europe/London', 'quarterly', array( 'month' => 'february', 'week' => 'L', 'days' => 'tuesday' ), '23:00', '2027-12-01T09:00:00+00:00', '2028-02-29T23:00:00+00:00' ),
			'quarterly March cycle 3rd Friday: same day, earlier payout time passed' => array( 'Europe/London', 'quarterly', array( 'month' => 'march', 'week' => '3', 'days' => 'friday' ), '08:30', '2026-09-18T08:31:00+01:00', '2026-12-18T08:30:00+00:00' ),
		);
	}

	/**
	 * @dataProvider payout_cases
	 *
	 * @param string $timezone Site timezone.
	 * @param string $key      Schedule key.
	 * @param array  $rule     Schedule rule.
	 * @param string $time     Payout time.
	 * @param string $now      The current moment.
	 * @param string $expected The next payout moment.
	 */
	public function test_next_payout( string $timezone, string $key, array $rule, string $time, string $now, string $expected ): void {
		$calculator = new Next_Date_Calculator( new DateTimeZone( $timezone ) );

		$next = $calculator->next_payout( $key, $rule, $time, new DateTimeImmutable( $now ) );

		$this->assertSame( $expected, $next->format( 'c' ) );
		$this->assertSame( $timezone, $next->getTimezone()->getName(), 'The moment is given in the site timezone.' );
	}

	public function test_the_next_payout_is_always_after_now_and_never_more_than_a_quarter_away(): void {
		$calculator = new Next_Date_Calculator( new DateTimeZone( 'America/New_York' ) );
		$rule       = array(
			'month' => 'march',
			'week'  => 'L',
			'days'  => 'saturday',
		);
		$now        = new DateTimeImmutable( '2026-01-01T00:00:00-05:00' );

		for ( $day = 0; $day < 800; $day += 3 ) {
			$moment = $now->modify( "+{$day} days" );
			$next   = $calculator->next_payout( 'quarterly', $rule, '23:00', $moment );
			$this->assertGreaterThan( $moment, $next );
			$this->assertLessThanOrEqual( 98 * 86400, $next->getTimestamp() - $moment->getTimestamp() );
			$this->assertSame( '23:00 Sat', $next->format( 'H:i D' ) );
		}
	}

	public function test_pays_on_the_days_of_a_month_its_rule_names(): void {
		$london     = new DateTimeZone( 'Europe/London' );
		$calculator = new Next_Date_Calculator( $london );
		$next       = static fn ( string $key, array $rule, string $after ): string => $calculator->next_payout( $key, $rule, '23:00', new DateTimeImmutable( $after, $london ) )->format( 'Y-m-d' );

		$biweekly = array(
			'week' => '1',
			'days' => 'monday',
		);
		$this->assertSame( '2026-01-05', $next( 'biweekly', $biweekly, '2026-01-01 00:00' ), 'the 1st Monday' );
		$this->assertSame( '2026-01-19', $next( 'biweekly', $biweekly, '2026-01-05 23:00' ), 'then the 3rd' );
		$this->assertSame( '2026-01-30', $next( 'monthly', array( 'week' => 'L', 'days' => 'friday' ), '2026-01-01 00:00' ), 'the last Friday' );
		$this->assertSame( '2026-02-02', $next( 'quarterly', array( 'month' => 'february', 'week' => '1', 'days' => 'monday' ), '2026-01-01 00:00' ), 'January is not in a cycle from February' );
	}

	public function test_rejects_an_unknown_schedule(): void {
		$this->expectException( InvalidArgumentException::class );
		( new Next_Date_Calculator( new DateTimeZone( 'UTC' ) ) )->next_payout( 'daily', array( 'days' => 'monday' ), '23:00', new DateTimeImmutable() );
	}

	public function test_rejects_a_malformed_payout_time(): void {
		$this->expectException( InvalidArgumentException::class );
		( new Next_Date_Calculator( new DateTimeZone( 'UTC' ) ) )->next_payout( 'weekly', array( 'days' => 'monday' ), '24:00', new DateTimeImmutable() );
	}

	public function test_rejects_a_rule_without_a_weekday(): void {
		$this->expectException( InvalidArgumentException::class );
		( new Next_Date_Calculator( new DateTimeZone( 'UTC' ) ) )->next_payout( 'monthly', array( 'week' => '1' ), '23:00', new DateTimeImmutable() );
	}

	public function test_rejects_a_fifth_week(): void {
		$this->expectException( InvalidArgumentException::class );
		( new Next_Date_Calculator( new DateTimeZone( 'UTC' ) ) )->next_payout( 'monthly', array( 'week' => '5', 'days' => 'monday' ), '23:00', new DateTimeImmutable() );
	}
}
