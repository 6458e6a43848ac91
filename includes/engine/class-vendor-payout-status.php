<?php
/**
 * What the vendor's panel learns about their payouts.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use DateTimeImmutable;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Choice;
use VendorPayoutSchedule\Vendor_Methods;

defined( 'ABSPATH' ) || exit;

/**
 * Adds `last_payout` and `projected_amount` to the answer of GET /dokan/v2/withdraw/disbursement,
 * leaving every Dokan Pro field as it is:
 *
 *     last_payout:      null | { date, amount } | { date, skipped, message }
 *     projected_amount: null | { amount }       | { skipped, message }
 *
 * Both ask what a run asks: the payout rule, then Dokan's own validation of the request.
 *
 * `date` is the scheduled date in the site's date format; `amount` a number in the shop currency;
 * `skipped` a Skip_Reason key; `message` a translated sentence saying why.
 */
final class Vendor_Payout_Status {

	/**
	 * Filter the disbursement controller applies to its GET answer.
	 */
	public const RESPONSE_FILTER = 'vendor_payout_schedule_disbursement_response';

	/**
	 * Hooks the answer.
	 */
	public function register_hooks(): void {
		add_filter( self::RESPONSE_FILTER, array( $this, 'add_fields' ), 10, 2 );
	}

	/**
	 * Adds both fields to the answer.
	 *
	 * @param array<string, mixed> $response  The answer so far.
	 * @param int|null             $vendor_id The vendor it is for (the current vendor by default).
	 * @return array<string, mixed>
	 */
	public function add_fields( $response, $vendor_id = null ): array {
		$response  = is_array( $response ) ? $response : array();
		$vendor_id = $vendor_id ? (int) $vendor_id : (int) dokan_get_current_user_id();

		$response['last_payout']      = $this->last_payout( $vendor_id );
		$response['projected_amount'] = $this->projected_amount( $vendor_id );
		return $response;
	}

	/**
	 * The latest scheduled outcome of the vendor.
	 *
	 * @param int $vendor_id Vendor id.
	 * @return array<string, mixed>|null
	 */
	public function last_payout( int $vendor_id ): ?array {
		$row = ( new Payout_History() )->latest_outcome( $vendor_id );
		if ( ! $row ) {
			return null;
		}
		$date = $this->format_date( (string) $row->scheduled_for );
		if ( Payout_Ledger::FILED === $row->status ) {
			return array(
				'date'   => $date,
				'amount' => round( (float) $row->amount, 2 ),
			);
		}
		$figures = array(
			'balance'        => (float) $row->balance,
			'minimum'        => (float) $row->minimum,
			'reserve'        => (float) $row->reserve,
			'withdraw_limit' => (float) $row->withdraw_limit,
		);
		return array(
			'date'    => $date,
			'skipped' => (string) $row->reason,
			'message' => Skip_Message::past( (string) $row->reason, $figures, (string) $row->note ),
		);
	}

	/**
	 * What the next run would file for the vendor with today's balance and choices; null when
	 * the vendor has no offered schedule selected (no run would look at them).
	 *
	 * @param int $vendor_id Vendor id.
	 * @return array<string, mixed>|null
	 */
	public function projected_amount( int $vendor_id ): ?array {
		$settings = new Withdraw_Settings();
		$choice   = ( new Vendor_Choice() )->get( $vendor_id );
		if ( ! $settings->is_enabled() || ! in_array( $choice['schedule'], $settings->enabled_schedules(), true ) ) {
			return null;
		}

		$dokan = new Dokan_Withdraw_Requests();
		$facts = new Payout_Facts(
			$dokan->balance( $vendor_id ),
			(float) $choice['minimum'],
			(float) $choice['reserve'],
			$settings->withdraw_limit(),
			$dokan->has_pending( $vendor_id ),
			$choice['method'],
			( new Vendor_Methods() )->usable( $vendor_id )
		);
		$decision = Payout_Rule::decide( $facts );
		if ( $decision->is_paid() ) {
			// The run asks Dokan too; a projection that Dokan would refuse says so.
			$valid = $dokan->validate( $vendor_id, $decision->amount, $facts->method );
			if ( is_wp_error( $valid ) ) {
				return array(
					'skipped' => Skip_Reason::HOST_REFUSED,
					'message' => $valid->get_error_message(),
				);
			}
			return array( 'amount' => $decision->amount );
		}
		return array(
			'skipped' => (string) $decision->reason,
			'message' => Skip_Message::projected(
				(string) $decision->reason,
				array(
					'balance'        => $facts->balance,
					'minimum'        => $facts->minimum,
					'reserve'        => $facts->reserve,
					'withdraw_limit' => $facts->withdraw_limit,
				)
			),
		);
	}

	/**
	 * A stored Y-m-d date in the site's date format.
	 *
	 * @param string $date Y-m-d.
	 */
	private function format_date( string $date ): string {
		$moment = DateTimeImmutable::createFromFormat( '!Y-m-d', $date, wp_timezone() );
		return $moment ? ( new Schedule_Catalog() )->format_date( $moment->setTime( 12, 0 ) ) : $date;
	}
}
