<?php
/**
 * Saves the administrator's settings screen.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Schedule\Schedule_Rule;
use VendorPayoutSchedule\Settings\Settings_Sanitizer;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The Settings API sanitize callback of the plugin's option. The screen posts everything under the
 * plugin's option name; what Dokan has keys for is written to `dokan_withdraw`, the rest is returned
 * to be stored in the plugin's option. All or nothing: any invalid field keeps both options as they
 * were and is reported on the screen. Whatever else reaches the option (a write by code, a post
 * without the screen's marker) is validated as the option's own keys; other keys are dropped.
 */
final class Settings_Form {

	/** Hidden field telling a screen submission (every field) from a write of the option's own keys. */
	public const MARKER = 'submitted';

	/**
	 * Settings.
	 *
	 * @var Withdraw_Settings
	 */
	private Withdraw_Settings $settings;

	/**
	 * Takes the settings the form saves.
	 *
	 * @param Withdraw_Settings $settings Settings.
	 */
	public function __construct( Withdraw_Settings $settings ) {
		$this->settings = $settings;
	}

	/**
	 * Sanitises the plugin's option.
	 *
	 * @param mixed $input Posted value (from the screen) or a value written by code.
	 * @return array<string, mixed> The plugin option's value to store.
	 */
	public function sanitize( $input ): array {
		$stored = self::own_keys_of( $this->settings->own_values() );
		if ( ! is_array( $input ) ) {
			return $stored;
		}
		$is_screen = ! empty( $input[ self::MARKER ] );

		// Withdraw_Settings::save() writes the own keys in their stored shapes, which clean() reads too.
		$clean   = Settings_Sanitizer::clean( $is_screen ? self::changes( $input ) : self::own_keys_of( $input ) );
		$errors  = $clean['errors'];
		$offered = array_filter( (array) ( $clean['dokan']['disbursement_schedule'] ?? array() ) );
		if ( $is_screen && ! isset( $errors['schedules'] ) && ! empty( $input['enabled'] ) && array() === $offered ) {
			$errors['schedules'] = 'none';
		}
		if ( array() !== $errors ) {
			foreach ( $errors as $field => $reason ) {
				add_settings_error( Withdraw_Settings::OWN_OPTION, 'vendor_payout_schedule_' . $field, $this->message( $field, $reason ) );
			}
			return $stored;
		}

		$this->settings->write_dokan_part( $clean['dokan'] );
		return array_merge( $stored, $clean['own'] );
	}

	/**
	 * Only the keys the plugin's option holds.
	 *
	 * @param array<string, mixed> $values Values by key.
	 * @return array<string, mixed>
	 */
	private static function own_keys_of( array $values ): array {
		return array_intersect_key( $values, array_flip( Withdraw_Settings::OWN_KEYS ) );
	}

	/**
	 * The posted fields as Withdraw_Settings::save() keys.
	 *
	 * @param array<string, mixed> $input Posted fields.
	 * @return array<string, mixed>
	 */
	private static function changes( array $input ): array {
		$changes = array(
			'enabled'   => ! empty( $input['enabled'] ),
			'schedules' => $input['schedules'] ?? array(),
		);
		foreach ( Schedule_Rule::KEYS as $key ) {
			$changes[ $key ] = $input[ $key ] ?? null;
		}
		foreach ( array( 'minimum_amounts', 'reserve_amounts' ) as $field ) {
			$value             = $input[ $field ] ?? '';
			$changes[ $field ] = is_string( $value ) && '' === trim( $value ) ? null : $value;
		}
		$changes['payout_time'] = $input['payout_time'] ?? '';
		if ( array_key_exists( 'admin_mail', $input ) ) {
			$changes['admin_mail'] = $input['admin_mail'];
		}
		return $changes;
	}

	/**
	 * What to tell the administrator about an invalid field.
	 *
	 * @param string $field  Field key.
	 * @param string $reason `invalid` or `none`.
	 */
	private function message( string $field, string $reason ): string {
		if ( Schedule_Rule::is_key( $field ) ) {
			return sprintf(
				/* translators: %s: schedule title, e.g. Monthly. */
				__( 'Choose a valid week and day for the %s schedule.', 'vendor-payout-schedule' ),
				// Settings errors are printed as HTML.
				esc_html( ( new Schedule_Catalog( $this->settings ) )->title( $field ) )
			);
		}
		switch ( $field ) {
			case 'schedules':
				return 'none' === $reason
					? __( 'Offer at least one schedule when scheduled withdrawals are enabled.', 'vendor-payout-schedule' )
					: __( 'Choose the schedules to offer from the list.', 'vendor-payout-schedule' );
			case 'minimum_amounts':
				return __( 'Minimum balances must be amounts of 0 or more, separated by commas (at most 50).', 'vendor-payout-schedule' );
			case 'reserve_amounts':
				return __( 'Reserve balances must be amounts of 0 or more, separated by commas (at most 50).', 'vendor-payout-schedule' );
			case 'payout_time':
				return __( 'The payout time must be a time of day such as 23:00.', 'vendor-payout-schedule' );
			case 'admin_mail':
				return __( 'Choose which e-mails the administrator gets about scheduled requests from the list.', 'vendor-payout-schedule' );
		}
		return __( 'Scheduled withdrawals must be either enabled or disabled.', 'vendor-payout-schedule' );
	}
}
