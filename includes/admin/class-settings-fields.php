<?php
/**
 * The fields of the "Withdraw Schedule" screen.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Price_Text;
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
	 * Takes the settings whose fields it draws.
	 *
	 * @param Withdraw_Settings $settings Settings.
	 */
	public function __construct( Withdraw_Settings $settings ) {
		$this->settings = $settings;
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

		( new Schedule_Rule_Fields( $this->settings ) )->register( $page );

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
	 * A control's name below the plugin's option, e.g. `vendor_payout_schedule_settings[monthly][week]`.
	 *
	 * @param string ...$path Keys.
	 */
	public static function name( string ...$path ): string {
		return Withdraw_Settings::OWN_OPTION . '[' . implode( '][', $path ) . ']';
	}
}
