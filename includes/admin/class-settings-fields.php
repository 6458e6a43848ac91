<?php
/**
 * The fields of the "Withdraw Schedule" screen.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Price_Text;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Schedule\Schedule_Rule;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Settings API sections and fields, printed from the stored settings. Every control posts under the
 * plugin's option name; Settings_Form sorts the values out.
 */
final class Settings_Fields {

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
	 * Takes the settings whose fields it draws.
	 *
	 * @param Withdraw_Settings $settings Settings.
	 */
	public function __construct( Withdraw_Settings $settings ) {
		$this->settings = $settings;
		$this->catalog  = new Schedule_Catalog( $settings );
	}

	/**
	 * Adds the sections and fields to a settings page.
	 *
	 * @param string $page Page slug.
	 */
	public function register( string $page ): void {
		add_settings_section( 'vendor_payout_schedule_general', __( 'Scheduled withdrawals', 'vendor-payout-schedule' ), '__return_false', $page );
		add_settings_field( 'vendor_payout_schedule_enabled', __( 'Enable', 'vendor-payout-schedule' ), array( $this, 'enabled_field' ), $page, 'vendor_payout_schedule_general', array( 'label_for' => 'vps-enabled' ) );
		add_settings_field( 'vendor_payout_schedule_payout_time', __( 'Payout time', 'vendor-payout-schedule' ), array( $this, 'payout_time_field' ), $page, 'vendor_payout_schedule_general', array( 'label_for' => 'vps-payout-time' ) );

		add_settings_section( 'vendor_payout_schedule_schedules', __( 'Schedules offered to vendors', 'vendor-payout-schedule' ), array( $this, 'schedules_intro' ), $page );
		foreach ( Schedule_Rule::KEYS as $key ) {
			// WordPress prints a field's title as HTML.
			add_settings_field( 'vendor_payout_schedule_' . $key, esc_html( $this->catalog->title( $key ) ), array( $this, 'schedule_field' ), $page, 'vendor_payout_schedule_schedules', array( 'key' => $key ) );
		}

		add_settings_section( 'vendor_payout_schedule_balances', __( 'Balances', 'vendor-payout-schedule' ), '__return_false', $page );
		add_settings_field(
			'vendor_payout_schedule_minimum_amounts',
			__( 'Minimum balance choices', 'vendor-payout-schedule' ),
			array( $this, 'amounts_field' ),
			$page,
			'vendor_payout_schedule_balances',
			array(
				'label_for' => 'vps-minimum-amounts',
				'field'     => 'minimum_amounts',
			)
		);
		add_settings_field(
			'vendor_payout_schedule_reserve_amounts',
			__( 'Reserve balance choices', 'vendor-payout-schedule' ),
			array( $this, 'amounts_field' ),
			$page,
			'vendor_payout_schedule_balances',
			array(
				'label_for' => 'vps-reserve-amounts',
				'field'     => 'reserve_amounts',
			)
		);

		( new Admin_Mail_Field( $this->settings ) )->register( $page );
	}

	/**
	 * The feature switch.
	 */
	public function enabled_field(): void {
		printf(
			'<label><input type="checkbox" id="vps-enabled" name="%1$s" value="1" %2$s /> %3$s</label>',
			esc_attr( self::name( 'enabled' ) ),
			checked( $this->settings->is_switched_on(), true, false ),
			esc_html__( 'Let vendors choose a schedule on which their balance is withdrawn automatically', 'vendor-payout-schedule' )
		);
	}

	/**
	 * The time of day payouts run.
	 */
	public function payout_time_field(): void {
		printf(
			'<input type="time" id="vps-payout-time" name="%1$s" value="%2$s" step="60" required /><p class="description">%3$s</p>',
			esc_attr( self::name( 'payout_time' ) ),
			esc_attr( $this->settings->payout_time() ),
			esc_html(
				sprintf(
					/* translators: %s: the site's timezone, e.g. Europe/London or UTC+1. */
					__( 'Site time (%s). Payouts are made at this time on each payout day.', 'vendor-payout-schedule' ),
					wp_timezone_string()
				)
			)
		);
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
			esc_attr( self::name( 'schedules', $key ) ),
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
	 * A list of amounts as text.
	 *
	 * @param array{field: string, label_for: string} $args Field arguments.
	 */
	public function amounts_field( array $args ): void {
		$minimum = 'minimum_amounts' === $args['field'];
		// The minimum list as vendors are offered it: it starts at Dokan's minimum withdraw amount.
		$amounts = $minimum ? $this->settings->minimum_amounts() : $this->settings->configured_reserve_amounts();
		$help    = $minimum
			? sprintf(
				/* translators: %s: Dokan's minimum withdraw amount, a price. */
				__( 'Amounts separated by commas. The list starts at Dokan’s minimum withdraw amount (%s); a lower amount is offered as that amount. Leave empty for the default list.', 'vendor-payout-schedule' ),
				Price_Text::format( $this->settings->withdraw_limit() )
			)
			: __( 'Amounts separated by commas, kept back from each payout. Leave empty for the default list.', 'vendor-payout-schedule' );

		printf(
			'<input type="text" class="large-text" id="%1$s" name="%2$s" value="%3$s" aria-describedby="%1$s-help" /><p class="description" id="%1$s-help">%4$s</p>',
			esc_attr( $args['label_for'] ),
			esc_attr( self::name( $args['field'] ) ),
			esc_attr( implode( ', ', $amounts ) ),
			esc_html( $help )
		);
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
		printf( '<label for="%1$s">%2$s</label> <select id="%1$s" name="%3$s">', esc_attr( $id ), esc_html( $label ), esc_attr( self::name( $key, $part ) ) );
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

	/**
	 * A control's name below the plugin's option, e.g. `vendor_payout_schedule_settings[monthly][week]`.
	 *
	 * @param string ...$path Keys.
	 */
	private static function name( string ...$path ): string {
		return Withdraw_Settings::OWN_OPTION . '[' . implode( '][', $path ) . ']';
	}
}
