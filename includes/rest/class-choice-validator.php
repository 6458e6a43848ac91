<?php
/**
 * Checks a vendor's submitted schedule choice.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Rest;

use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Methods;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Two stages. Types are checked by WordPress from the schema, before the permission check, with
 * validate_type() (strict: `"50"` is not an integer). Whether each value is one the vendor may pick
 * is checked by errors() once the vendor is known. Either stage reports every failing field at once.
 */
final class Choice_Validator {

	/**
	 * The administrator's settings.
	 *
	 * @var Withdraw_Settings
	 */
	private Withdraw_Settings $settings;

	/**
	 * The vendors' withdraw methods.
	 *
	 * @var Vendor_Methods
	 */
	private Vendor_Methods $methods;

	/**
	 * Takes the settings and the vendor methods a choice is checked against.
	 *
	 * @param Withdraw_Settings $settings Settings.
	 * @param Vendor_Methods    $methods  Withdraw methods.
	 */
	public function __construct( Withdraw_Settings $settings, Vendor_Methods $methods ) {
		$this->settings = $settings;
		$this->methods  = $methods;
	}

	/**
	 * An argument's `validate_callback`: WordPress's schema check, with integers required to be JSON
	 * integers rather than numeric strings or whole floats.
	 *
	 * @param mixed           $value   Submitted value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Argument name.
	 * @return true|WP_Error
	 */
	public static function validate_type( $value, $request, $param ) {
		$attributes = $request->get_attributes();
		$type       = $attributes['args'][ $param ]['type'] ?? '';
		if ( 'integer' === $type && ! is_int( $value ) ) {
			return new WP_Error(
				'rest_invalid_type',
				/* translators: %s: field name. */
				sprintf( __( '%s must be a whole number.', 'vendor-payout-schedule' ), $param ),
				array( 'param' => $param )
			);
		}
		return rest_validate_request_arg( $value, $request, $param );
	}

	/**
	 * The fields whose value is not one the vendor may pick.
	 *
	 * @param int                  $vendor_id Vendor id.
	 * @param array<string, mixed> $params    Type-checked `schedule`, `minimum`, `reserve`, `method`.
	 * @return array<string, WP_Error> By field name; empty when the choice is valid.
	 */
	public function errors( int $vendor_id, array $params ): array {
		$errors = array();

		if ( ! in_array( $params['schedule'] ?? null, $this->settings->enabled_schedules(), true ) ) {
			$errors['schedule'] = new WP_Error(
				'vps_schedule_not_offered',
				__( 'This schedule is not offered. Choose one of the schedules listed.', 'vendor-payout-schedule' )
			);
		}
		if ( ! in_array( $params['minimum'] ?? null, $this->settings->minimum_amounts(), true ) ) {
			$errors['minimum'] = new WP_Error(
				'vps_minimum_not_offered',
				__( 'This minimum balance is not offered. Choose one of the amounts listed.', 'vendor-payout-schedule' )
			);
		}
		if ( ! in_array( $params['reserve'] ?? null, $this->settings->reserve_amounts(), true ) ) {
			$errors['reserve'] = new WP_Error(
				'vps_reserve_not_offered',
				__( 'This reserve balance is not offered. Choose one of the amounts listed.', 'vendor-payout-schedule' )
			);
		}
		if ( ! is_string( $params['method'] ?? null ) || ! $this->methods->is_usable( $vendor_id, $params['method'] ) ) {
			$errors['method'] = new WP_Error(
				'vps_method_not_usable',
				__( 'This withdraw method is not set up for your store. Choose one of your payment methods.', 'vendor-payout-schedule' )
			);
		}

		return $errors;
	}

	/**
	 * One 400 error naming every failing field, shaped like WordPress's own `rest_invalid_param`.
	 *
	 * @param array<string, WP_Error> $errors By field name.
	 */
	public static function to_wp_error( array $errors ): WP_Error {
		$params  = array();
		$details = array();
		foreach ( $errors as $field => $error ) {
			$params[ $field ]  = $error->get_error_message();
			$details[ $field ] = array(
				'code'    => $error->get_error_code(),
				'message' => $error->get_error_message(),
				'data'    => null,
			);
		}
		return new WP_Error(
			'rest_invalid_param',
			/* translators: %s: comma-separated field names. */
			sprintf( __( 'Invalid parameter(s): %s', 'vendor-payout-schedule' ), implode( ', ', array_keys( $errors ) ) ),
			array(
				'status'  => 400,
				'params'  => $params,
				'details' => $details,
			)
		);
	}
}
