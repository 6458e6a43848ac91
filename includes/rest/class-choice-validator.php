<?php
/**
 * Checks a vendor's submitted schedule choice.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Rest;

use VendorPayoutSchedule\Schedule\Schedule_Rule;
use VendorPayoutSchedule\Settings\Amount;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Methods;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Two stages. Types are checked by WordPress from the schema with validate_type(): amounts as
 * numbers with up to four decimals, from JSON and form bodies alike (`50`, `"50"`, `12.5`,
 * `"12.50"`), but not `"5e1"`, `""` or negative amounts. Whether each value is one the vendor may
 * pick is checked by errors() once the vendor is known: an amount must be one of the server's
 * lists, exactly (12.50 is not 12). Either stage reports every failing field at once.
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
	 * The POST arguments, from the choice schema, with amounts and strings checked strictly by
	 * validate_type().
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		$args = rest_get_endpoint_args_for_schema( self::schema(), WP_REST_Server::CREATABLE );
		foreach ( array_keys( $args ) as $name ) {
			$args[ $name ]['validate_callback'] = array( self::class, 'validate_type' );
		}
		return $args;
	}

	/**
	 * The POST body: the four fields a vendor saves, all required.
	 *
	 * @return array<string, mixed>
	 */
	private static function schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'withdraw_disbursement_choice',
			'type'       => 'object',
			'properties' => array(
				'schedule' => array(
					'description' => __( 'Schedule key; one of the schedules the administrator offers.', 'vendor-payout-schedule' ),
					'type'        => 'string',
					'enum'        => Schedule_Rule::KEYS,
					'required'    => true,
				),
				'minimum'  => array(
					'description' => __( 'Minimum balance before a payout; one of minimum_amount_list.', 'vendor-payout-schedule' ),
					'type'        => 'number',
					'minimum'     => 0,
					'required'    => true,
				),
				'reserve'  => array(
					'description' => __( 'Balance kept back from each payout; one of reserve_balance_list.', 'vendor-payout-schedule' ),
					'type'        => 'number',
					'minimum'     => 0,
					'required'    => true,
				),
				'method'   => array(
					'description' => __( 'Withdraw method key; one the vendor has set up and the marketplace offers.', 'vendor-payout-schedule' ),
					'type'        => 'string',
					'minLength'   => 1,
					'required'    => true,
				),
			),
		);
	}

	/**
	 * An argument's `validate_callback`: WordPress's schema check, with amounts required to be
	 * written as plain decimal numbers (WordPress alone would take `"5e1"`). The schema's sanitize
	 * callback then turns `"12.50"` into 12.5.
	 *
	 * @param mixed           $value   Submitted value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Argument name.
	 * @return true|WP_Error
	 */
	public static function validate_type( $value, $request, $param ) {
		$attributes = $request->get_attributes();
		$type       = $attributes['args'][ $param ]['type'] ?? '';
		if ( 'number' === $type && null === Amount::parse( $value ) ) {
			return new WP_Error(
				'rest_invalid_type',
				/* translators: %s: field name. */
				sprintf( __( '%s must be an amount of 0 or more with at most four decimals, such as 50 or 12.50.', 'vendor-payout-schedule' ), $param ),
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
				'vendor_payout_schedule_schedule_not_offered',
				__( 'This schedule is not offered. Choose one of the schedules listed.', 'vendor-payout-schedule' )
			);
		}
		if ( ! self::is_offered( $params['minimum'] ?? null, $this->settings->minimum_amounts() ) ) {
			$errors['minimum'] = new WP_Error(
				'vendor_payout_schedule_minimum_not_offered',
				__( 'This minimum balance is not offered. Choose one of the amounts listed.', 'vendor-payout-schedule' )
			);
		}
		if ( ! self::is_offered( $params['reserve'] ?? null, $this->settings->reserve_amounts() ) ) {
			$errors['reserve'] = new WP_Error(
				'vendor_payout_schedule_reserve_not_offered',
				__( 'This reserve balance is not offered. Choose one of the amounts listed.', 'vendor-payout-schedule' )
			);
		}
		if ( ! is_string( $params['method'] ?? null ) || ! $this->methods->is_usable( $vendor_id, $params['method'] ) ) {
			$errors['method'] = new WP_Error(
				'vendor_payout_schedule_method_not_usable',
				__( 'This withdraw method is not set up for your store. Choose one of your payment methods.', 'vendor-payout-schedule' )
			);
		}

		return $errors;
	}

	/**
	 * Whether a submitted amount is exactly one of the offered amounts.
	 *
	 * @param mixed            $value   Submitted amount.
	 * @param array<int|float> $offered Offered amounts.
	 */
	private static function is_offered( $value, array $offered ): bool {
		$amount = Amount::parse( $value );
		return null !== $amount && Amount::is_one_of( $amount, $offered );
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
