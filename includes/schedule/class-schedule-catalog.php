<?php
/**
 * What vendors are told about each schedule: title, description and next date.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Schedule;

use DateTimeImmutable;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Translated titles and generated descriptions of the schedules, and their next payout date in the
 * site's timezone and date format.
 */
final class Schedule_Catalog {

	/**
	 * The administrator's settings.
	 *
	 * @var Withdraw_Settings
	 */
	private Withdraw_Settings $settings;

	/**
	 * Takes the settings to describe (the stored ones by default).
	 *
	 * @param Withdraw_Settings|null $settings Settings to describe (the stored ones by default).
	 */
	public function __construct( ?Withdraw_Settings $settings = null ) {
		$this->settings = $settings ?? new Withdraw_Settings();
	}

	/**
	 * The enabled schedules, in order, as the disbursement endpoint sends them.
	 *
	 * @param DateTimeImmutable|null $now The moment to count from (now by default).
	 * @return array<string, array{title: string, description: string, next: string}>
	 */
	public function schedules( ?DateTimeImmutable $now = null ): array {
		$list = array();
		foreach ( $this->settings->enabled_schedules() as $key ) {
			$list[ $key ] = array(
				'title'       => $this->title( $key ),
				'description' => $this->description( $key, $this->settings->schedule_rule( $key ) ),
				'next'        => $this->format_date( $this->next_payout( $key, $now ) ),
			);
		}
		return $list;
	}

	/**
	 * The next payout moment of a schedule as configured, in the site's timezone.
	 *
	 * @param string                 $key Schedule key.
	 * @param DateTimeImmutable|null $now The moment to count from (now by default).
	 */
	public function next_payout( string $key, ?DateTimeImmutable $now = null ): DateTimeImmutable {
		$calculator = new Next_Date_Calculator( wp_timezone() );
		return $calculator->next_payout(
			$key,
			$this->settings->schedule_rule( $key ),
			$this->settings->payout_time(),
			$now ?? current_datetime()
		);
	}

	/**
	 * A date in the site's date format and timezone, e.g. "November 23, 2026".
	 *
	 * @param DateTimeImmutable $moment Moment.
	 */
	public function format_date( DateTimeImmutable $moment ): string {
		return (string) wp_date( (string) get_option( 'date_format' ), $moment->getTimestamp(), wp_timezone() );
	}

	/**
	 * A stored Y-m-d date (a run's scheduled date) in the site's date format; the string as given
	 * when it is not such a date.
	 *
	 * @param string $date Y-m-d, a day in site time.
	 */
	public function format_ymd( string $date ): string {
		$moment = DateTimeImmutable::createFromFormat( '!Y-m-d', $date, wp_timezone() );
		// Noon: the same day in the site's timezone whatever the offset.
		return $moment ? $this->format_date( $moment->setTime( 12, 0 ) ) : $date;
	}

	/**
	 * A schedule's title: Weekly, Twice Per Month, Monthly or Quarterly.
	 *
	 * @param string $key Schedule key.
	 */
	public function title( string $key ): string {
		switch ( $key ) {
			case 'weekly':
				return __( 'Weekly', 'vendor-payout-schedule' );
			case 'biweekly':
				return __( 'Twice Per Month', 'vendor-payout-schedule' );
			case 'monthly':
				return __( 'Monthly', 'vendor-payout-schedule' );
			case 'quarterly':
				return __( 'Quarterly', 'vendor-payout-schedule' );
		}
		return $key;
	}

	/**
	 * A rule in words, e.g. "Every Monday", "1st and 3rd Monday of the month",
	 * "Last Friday of the month", "1st Monday of January, April, July and October".
	 *
	 * @param string $key  Schedule key.
	 * @param array  $rule A normalised rule (Schedule_Rule).
	 */
	public function description( string $key, array $rule ): string {
		$rule = Schedule_Rule::normalize( $key, $rule );
		$day  = $this->weekday_name( $rule['days'] );
		switch ( $key ) {
			case 'weekly':
				/* translators: %s: weekday name, e.g. Monday. */
				return sprintf( __( 'Every %s', 'vendor-payout-schedule' ), $day );
			case 'biweekly':
				return '1' === $rule['week']
					/* translators: %s: weekday name, e.g. Monday. */
					? sprintf( __( '1st and 3rd %s of the month', 'vendor-payout-schedule' ), $day )
					/* translators: %s: weekday name, e.g. Monday. */
					: sprintf( __( '2nd and 4th %s of the month', 'vendor-payout-schedule' ), $day );
			case 'monthly':
				return sprintf( $this->monthly_pattern( $rule['week'] ), $day );
			case 'quarterly':
				return sprintf( $this->quarterly_pattern( $rule['week'] ), $day, $this->quarter_months( $rule['month'] ) );
		}
		return '';
	}

	/**
	 * The translated name of a weekday key.
	 *
	 * @param string $weekday `monday` … `sunday`.
	 */
	public function weekday_name( string $weekday ): string {
		global $wp_locale;
		// WP_Locale counts weekdays from Sunday = 0.
		return $wp_locale->get_weekday( Schedule_Rule::WEEKDAYS[ $weekday ] % 7 );
	}

	/**
	 * The translated name of a month (1–12).
	 *
	 * @param int $month Month number.
	 */
	private function month_name( int $month ): string {
		global $wp_locale;
		return $wp_locale->get_month( $month );
	}

	/**
	 * "1st %s of the month" and its siblings.
	 *
	 * @param string $week '1'–'4' or 'L'.
	 */
	private function monthly_pattern( string $week ): string {
		switch ( $week ) {
			case '1':
				/* translators: %s: weekday name, e.g. Monday. */
				return __( '1st %s of the month', 'vendor-payout-schedule' );
			case '2':
				/* translators: %s: weekday name, e.g. Monday. */
				return __( '2nd %s of the month', 'vendor-payout-schedule' );
			case '3':
				/* translators: %s: weekday name, e.g. Monday. */
				return __( '3rd %s of the month', 'vendor-payout-schedule' );
			case '4':
				/* translators: %s: weekday name, e.g. Monday. */
				return __( '4th %s of the month', 'vendor-payout-schedule' );
		}
		/* translators: %s: weekday name, e.g. Friday. */
		return __( 'Last %s of the month', 'vendor-payout-schedule' );
	}

	/**
	 * "1st %1$s of %2$s" and its siblings.
	 *
	 * @param string $week '1'–'4' or 'L'.
	 */
	private function quarterly_pattern( string $week ): string {
		switch ( $week ) {
			case '1':
				/* translators: 1: weekday name, e.g. Monday; 2: the four months, e.g. "January, April, July and October". */
				return __( '1st %1$s of %2$s', 'vendor-payout-schedule' );
			case '2':
				/* translators: 1: weekday name, e.g. Monday; 2: the four months, e.g. "January, April, July and October". */
				return __( '2nd %1$s of %2$s', 'vendor-payout-schedule' );
			case '3':
				/* translators: 1: weekday name, e.g. Monday; 2: the four months, e.g. "January, April, July and October". */
				return __( '3rd %1$s of %2$s', 'vendor-payout-schedule' );
			case '4':
				/* translators: 1: weekday name, e.g. Monday; 2: the four months, e.g. "January, April, July and October". */
				return __( '4th %1$s of %2$s', 'vendor-payout-schedule' );
		}
		/* translators: 1: weekday name, e.g. Friday; 2: the four months, e.g. "January, April, July and October". */
		return __( 'Last %1$s of %2$s', 'vendor-payout-schedule' );
	}

	/**
	 * The four months of a quarterly cycle in words.
	 *
	 * @param string $start `january`, `february` or `march`.
	 */
	public function quarter_months( string $start ): string {
		$first  = Schedule_Rule::QUARTER_STARTS[ $start ];
		$months = array_map( fn ( int $offset ): string => $this->month_name( $first + $offset ), array( 0, 3, 6, 9 ) );
		/* translators: 1–4: month names, e.g. January, April, July, October. */
		return sprintf( __( '%1$s, %2$s, %3$s and %4$s', 'vendor-payout-schedule' ), ...$months );
	}
}
