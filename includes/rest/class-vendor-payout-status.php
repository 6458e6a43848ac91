<?php
/**
 * What the vendor's panel learns about their payouts.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Rest;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;
use VendorPayoutSchedule\Engine\Payout_Check;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Outcome;
use VendorPayoutSchedule\Engine\Skip_Figures;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Paypal_Vendor_Wording;
use VendorPayoutSchedule\PayPal\Paypal_Ledger;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Choice;
use VendorPayoutSchedule\Vendor_Wording;

defined( 'ABSPATH' ) || exit;

/**
 * Adds `last_payout` and `projected_amount` to the answer of GET /dokan/v2/withdraw/disbursement,
 * leaving every Dokan Pro field as it is.
 *
 * The projection is the run's own decision (Payout_Check::decide()) on the vendor's facts now.
 * Their shapes:
 *
 *     last_payout:      null | { date, amount, request_status, paypal? } | { date, skipped, message }
 *     projected_amount: null | { amount }                       | { skipped, message }
 *
 * `date` is the scheduled date in the site's date format; `amount` a number in the shop currency;
 * `request_status` what Dokan has done with the request since (a Request_Status value:
 * pending, approved, cancelled or unknown), so the panel says "paid" only when it was;
 * `skipped` a Skip_Reason key; `message` a translated sentence saying why. `paypal`, only for a
 * request sent through PayPal's API: `{ stage, message }`, stage a Paypal_Ledger::stage() value
 * (sent, paid, unclaimed, failed) and message, for a failed one, why in the vendor's words (else
 * null). Dokan Pro's own fields and shapes are untouched: a client that knows nothing of `paypal`
 * reads the answer as before.
 */
final class Vendor_Payout_Status {

	/**
	 * Registers the fields when WordPress sets up its REST API.
	 */
	public function register_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_fields' ) );
	}

	/**
	 * On `rest_api_init`: both fields of the disbursement route's GET answer, the way any plugin
	 * extends one of the plugin's REST answers (register_rest_field() on its object type), so they
	 * are in the answer's schema and a client's `_fields` picks them as any other.
	 */
	public function register_fields(): void {
		$fields = array(
			'last_payout'      => array(
				fn (): ?array => $this->last_payout( (int) dokan_get_current_user_id() ),
				__( 'The vendor’s latest scheduled payout: requested (date, amount, Dokan’s status now) or skipped (date, reason, why); null when none.', 'vendor-payout-schedule' ),
			),
			'projected_amount' => array(
				fn (): ?array => $this->projected_amount( (int) dokan_get_current_user_id() ),
				__( 'What the next run would request for the vendor today (amount), or why it would skip them; null without an offered schedule.', 'vendor-payout-schedule' ),
			),
		);
		foreach ( $fields as $name => list( $read, $description ) ) {
			register_rest_field(
				Disbursement_Controller::OBJECT_TYPE,
				$name,
				array(
					'get_callback' => $read,
					'schema'       => array(
						'description' => $description,
						'type'        => array( 'object', 'null' ),
						'context'     => array( 'view' ),
						'readonly'    => true,
					),
				)
			);
		}
	}

	/**
	 * Both fields for a vendor, added to an answer.
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
	private function last_payout( int $vendor_id ): ?array {
		$row = ( new Payout_Ledger() )->latest_outcome( $vendor_id );
		// An outcome whose figures were erased on the vendor's request has nothing left to show.
		if ( ! $row || Payout_Ledger::is_stripped( $row ) ) {
			return null;
		}
		$date    = ( new Schedule_Catalog() )->format_ymd( (string) $row->scheduled_for );
		$outcome = Payout_Outcome::from_row( $row );
		if ( $outcome->is_filed() ) {
			$filed  = array(
				'date'           => $date,
				'amount'         => round( $outcome->amount, 2 ),
				'request_status' => ( new Dokan_Withdraw_Requests() )->status( (int) $row->withdraw_id ),
			);
			$paypal = $this->paypal( (int) $row->withdraw_id );
			return null === $paypal ? $filed : $filed + array( 'paypal' => $paypal );
		}
		return array(
			'date'    => $date,
			'skipped' => (string) $outcome->reason,
			'message' => null === $outcome->skip_reason() ? '' : Vendor_Wording::why( $outcome->skip_reason(), $outcome->figures, $outcome->note, true ),
		);
	}

	/**
	 * What PayPal last said of a request sent through PayPal's API, or null for one that was not
	 * (or when the read failed: the line then says what Dokan says, as before).
	 *
	 * @param int $withdraw_id Dokan request id.
	 * @return array{stage: string, message: ?string}|null
	 */
	private function paypal( int $withdraw_id ): ?array {
		if ( $withdraw_id <= 0 ) {
			return null;
		}
		try {
			$item = ( new Paypal_Ledger() )->of_requests( array( $withdraw_id ) )[ $withdraw_id ] ?? null;
		} catch ( Database_Error $e ) {
			return null;
		}
		if ( null === $item ) {
			return null;
		}
		$status = (string) $item->transaction_status;
		$stage  = Paypal_Ledger::stage( $status );
		return array(
			'stage'   => $stage,
			'message' => Paypal_Ledger::STAGE_FAILED === $stage ? Paypal_Vendor_Wording::not_paid( $status, (string) $item->error_name ) : null,
		);
	}

	/**
	 * What the next run would file for the vendor with today's balance and choices; null when
	 * the vendor has no offered schedule selected (no run would look at them). A save's answer
	 * carries it too (Disbursement_Controller::create_item()).
	 *
	 * @param int $vendor_id Vendor id.
	 * @return array<string, mixed>|null
	 */
	public function projected_amount( int $vendor_id ): ?array {
		$settings = new Withdraw_Settings();
		$choice   = ( new Vendor_Choice() )->get( $vendor_id );
		if ( ! $settings->offers( $choice['schedule'] ) ) {
			return null;
		}

		try {
			$outcome = ( new Payout_Check( $settings ) )->decide( $vendor_id, $choice );
		} catch ( Database_Error $e ) {
			// A failed read projects nothing rather than an amount made of it.
			return null;
		}
		if ( $outcome->is_filed() ) {
			return array( 'amount' => $outcome->amount );
		}
		if ( Skip_Reason::HostRefused === $outcome->skip_reason() ) {
			// The run asks Dokan too; a projection that Dokan would refuse says so in Dokan's words.
			return array(
				'skipped' => Skip_Reason::HostRefused->value,
				'message' => Skip_Figures::host_text( $outcome->note ),
			);
		}
		return array(
			'skipped' => (string) $outcome->reason,
			'message' => Vendor_Wording::why( $outcome->skip_reason(), $outcome->figures, '', false ),
		);
	}
}
