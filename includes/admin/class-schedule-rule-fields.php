<?php
/**
 * The "Schedules offered to vendors" section of the "Withdraw Schedule" screen.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Schedule\Schedule_Rule;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * One row per schedule: whether it is offered, its rule (cycle, week, day) and the next payout the
 * saved rule gives, so the administrator sees what a rule means before vendors do. Posted under the
 * plugin's option with the rest of the screen (Settings_Fields::name()).
 */
final class Schedule_Rule_Fields {

	/**
	 * Settings.
	 *
	 * @var Withdraw_Settings
	 */
	private Withdraw_Settings $settings;

	/**
	 * Titles, descriptions and dates.
	 *
	 * @var Schedule_Catalog
	 */
	private Schedule_Catalog $catalog;

	/**
	 * Takes the settings whose schedules it draws.
	 *
	 * @param Withdraw_Settings $settings Settings.
	 */
	public function __construct( Withdraw_Settings $settings ) {
		$this->settings = $settings;
		$this->catalog  = new Schedule_Catalog( $settings );
	}

	/**
	 * Adds the section and one field per schedule to a settings page.
	 *
	 * @param string $page Page slug.
	 */
	public function register( string $page ): void {
		add_settings_section( 'vendor_payout_schedule_schedules', __( 'Schedules offered to vendors', 'vendor-payout-schedule' ), array( $this, 'schedules_intro' ), $page );
		foreach ( Schedule_Rule::KEYS as $key ) {
			// WordPress prints a field's title as HTML.
			add_settings_field( 'vendor_payout_schedule_' . $key, esc_html( $this->catalog->title( $key ) ), array( $this, 'schedule_field' ), $page, 'vendor_payout_schedule_schedules', array( 'key' => $key ) );
		}
	}

	/**
	 * Explains the schedule rows.
	 */
	public function schedules_intro(): void {
		printf( '<p>%s</p>', esc_html__( 'Vendors choose one of the schedules ticked here. Next payout dates are shown for the saved settings.', 'vendor-payout-schedule' ) );
	}

	/**
	 * One schedule: offered or not, its rule, and what that means.
	 *
	 * @param array{key: string} $args Field arguments.
	 */
	public function schedule_field( array $args ): void {
		$key   = $args['key'];
		$rule  = $this->settings->schedule_rule( $key );
		$title = $this->catalog->title( $key );

		echo '<fieldset class="vps-settings__schedule">';
		printf( '<legend class="screen-reader-text">%s</legend>', esc_html( $title ) );
		printf(
			'<label><input type="checkbox" name="%1$s" value="%2$s" %3$s /> %4$s</label><br />',
			esc_attr( Settings_Fields::name( 'schedules', $key ) ),
			esc_attr( $key ),
			checked( in_array( $key, $this->settings->enabled_schedules(), true ), true, false ),
			/* translators: %s: schedule title, e.g. Weekly. */
			esc_html( sprintf( __( 'Offer %s', 'vendor-payout-schedule' ), $title ) )
		);
		if ( 'quarterly' === $key ) {
			$this->select( $key, 'month', __( 'Cycle', 'vendor-payout-schedule' ), $this->quarter_options(), $rule['month'] );
		}
		if ( isset( $rule['week'] ) ) {
			$this->select( $key, 'week', __( 'Week', 'vendor-payout-schedule' ), $this->week_options( $key ), $rule['week'] );
		}
		$this->select( $key, 'days', __( 'Day', 'vendor-payout-schedule' ), $this->weekday_options(), $rule['days'] );
		printf(
			'<p class="description">%1$s &middot; %2$s</p>',
			esc_html( $this->catalog->description( $key, $rule ) ),
			esc_html(
				sprintf(
					/* translators: %s: date of the next payout. */
					__( 'Next payout: %s', 'vendor-payout-schedule' ),
					$this->catalog->format_date( $this->catalog->next_payout( $key ) )
				)
			)
		);
		echo '</fieldset>';
	}

	/**
	 * A labelled select of one rule part.
	 *
	 * @param string                $key      Schedule key.
	 * @param string                $part     Rule part.
	 * @param string                $label    Visible label.
	 * @param array<string, string> $options  Value to label.
	 * @param string                $selected Selected value.
	 */
	private function select( string $key, string $part, string $label, array $options, string $selected ): void {
		$id = 'vps-' . $key . '-' . $part;
		printf( '<label for="%1$s">%2$s</label> <select id="%1$s" name="%3$s">', esc_attr( $id ), esc_html( $label ), esc_attr( Settings_Fields::name( $key, $part ) ) );
		foreach ( $options as $value => $text ) {
			printf( '<option value="%1$s" %2$s>%3$s</option>', esc_attr( (string) $value ), selected( (string) $value, $selected, false ), esc_html( $text ) );
		}
		echo '</select> ';
	}

	/**
	 * Weekday options, Monday first.
	 *
	 * @return array<string, string>
	 */
	private function weekday_options(): array {
		$options = array();
		foreach ( array_keys( Schedule_Rule::WEEKDAYS ) as $day ) {
			$options[ $day ] = $this->catalog->weekday_name( $day );
		}
		return $options;
	}

	/**
	 * Week options of a schedule.
	 *
	 * @param string $key Schedule key.
	 * @return array<string, string>
	 */
	private function week_options( string $key ): array {
		if ( 'biweekly' === $key ) {
			return array(
				'1' => __( '1st and 3rd', 'vendor-payout-schedule' ),
				'2' => __( '2nd and 4th', 'vendor-payout-schedule' ),
			);
		}
		return array(
			'1' => __( '1st', 'vendor-payout-schedule' ),
			'2' => __( '2nd', 'vendor-payout-schedule' ),
			'3' => __( '3rd', 'vendor-payout-schedule' ),
			'4' => __( '4th', 'vendor-payout-schedule' ),
			'L' => __( 'Last', 'vendor-payout-schedule' ),
		);
	}

	/**
	 * Quarterly cycle options, each naming its four months.
	 *
	 * @return array<string, string>
	 */
	private function quarter_options(): array {
		$options = array();
		foreach ( array_keys( Schedule_Rule::QUARTER_STARTS ) as $start ) {
			$options[ $start ] = $this->catalog->quarter_months( $start );
		}
		return $options;
	}
}
