<?php
/**
 * JSON schemas of the disbursement endpoints.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Rest;

use VendorPayoutSchedule\Schedule\Schedule_Rule;

defined( 'ABSPATH' ) || exit;

/**
 * The answer of GET and the body of POST, as WordPress REST schemas (the controller caches them).
 */
final class Disbursement_Schema {

	/**
	 * The GET answer: Dokan Pro's fields, all read-only.
	 *
	 * @return array<string, mixed>
	 */
	public static function answer(): array {
		$amounts = array(
			'type'  => 'array',
			'items' => array( 'type' => 'number' ),
		);
		$labels  = array(
			'type'                 => 'object',
			'additionalProperties' => array( 'type' => 'string' ),
		);

		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'withdraw_disbursement',
			'type'       => 'object',
			'properties' => array(
				'enabled'                  => self::field( array( 'type' => 'boolean' ), __( 'Whether the administrator has turned scheduled withdrawals on.', 'vendor-payout-schedule' ) ),
				'selected_schedule'        => self::field( array( 'type' => 'string' ), __( 'The vendor’s schedule, or the first offered one when none is chosen.', 'vendor-payout-schedule' ) ),
				'is_schedule_selected'     => self::field( array( 'type' => 'boolean' ), __( 'Whether the vendor has chosen a schedule that is still offered.', 'vendor-payout-schedule' ) ),
				'schedules'                => self::field(
					array(
						'type'                 => 'object',
						'additionalProperties' => array(
							'type'       => 'object',
							'properties' => array(
								'title'       => array( 'type' => 'string' ),
								'description' => array( 'type' => 'string' ),
								'next'        => array( 'type' => 'string' ),
							),
						),
					),
					__( 'The offered schedules by key, with title, description and next payout date.', 'vendor-payout-schedule' )
				),
				'minimum_amount_list'      => self::field( $amounts, __( 'Minimum balances the vendor may choose from.', 'vendor-payout-schedule' ) ),
				'minimum_amount_selected'  => self::field( array( 'type' => 'number' ), __( 'The vendor’s minimum balance.', 'vendor-payout-schedule' ) ),
				'minimum_amount_needed'    => self::field( array( 'type' => 'number' ), __( 'The marketplace’s minimum withdraw amount.', 'vendor-payout-schedule' ) ),
				'reserve_balance_list'     => self::field( $amounts, __( 'Reserve balances the vendor may choose from.', 'vendor-payout-schedule' ) ),
				'reserve_balance_selected' => self::field( array( 'type' => 'number' ), __( 'The vendor’s reserve balance.', 'vendor-payout-schedule' ) ),
				'default_method'           => self::field( array( 'type' => 'string' ), __( 'The vendor’s default withdraw method.', 'vendor-payout-schedule' ) ),
				'active_methods'           => self::field( $labels, __( 'Withdraw methods the marketplace offers, key to title.', 'vendor-payout-schedule' ) ),
				'method_additional_info'   => self::field( $labels, __( 'Methods the vendor has set up, key to title with account details.', 'vendor-payout-schedule' ) ),
			),
		);
	}

	/**
	 * The POST body: the four fields a vendor saves, all required.
	 *
	 * @return array<string, mixed>
	 */
	public static function choice(): array {
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
	 * A read-only answer field.
	 *
	 * @param array<string, mixed> $schema      Type part.
	 * @param string               $description Description.
	 * @return array<string, mixed>
	 */
	private static function field( array $schema, string $description ): array {
		return array_merge(
			$schema,
			array(
				'description' => $description,
				'context'     => array( 'view' ),
				'readonly'    => true,
			)
		);
	}
}
