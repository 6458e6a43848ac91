<?php
/**
 * What the admin's e-mail of a PayPal batch part's outcome says.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use VendorPayoutSchedule\Admin\Payout_Batch_Section;
use VendorPayoutSchedule\Admin\Paypal_Payout_Wording;
use VendorPayoutSchedule\Admin\Run_Record_Screen;
use VendorPayoutSchedule\PayPal\Paypal_Ledger;
use VendorPayoutSchedule\Payouts\Batch_Ledger;
use VendorPayoutSchedule\Payouts\Payout_File;

defined( 'ABSPATH' ) || exit;

/**
 * One PayPal batch part's outcome in the admin's words, the `$outcome` of the templates: either
 * PayPal's refusal of the whole part (what happened and what to do, e.g. what to top up), or, once
 * every item is final, the requests and their totals by PayPal's state, PayPal's fees, each request
 * PayPal did not pay with its reason, and the link to the batch on the run's record.
 */
final class Paypal_Outcome_Message {

	/**
	 * Holds the texts and counts.
	 *
	 * @param int                                                                             $batch           Our payout batch's number.
	 * @param string                                                                          $sender_batch_id Our id of the PayPal batch.
	 * @param string                                                                          $payout_batch_id PayPal's id of it ('' when PayPal took none).
	 * @param string                                                                          $refusal         Why PayPal took none of it, and what to do; '' when it did.
	 * @param array<int, array{state: string, count: int, total: string}>                     $states          Requests by PayPal's state, paid first.
	 * @param array<int, array{vendor: string, request: int, amount: string, reason: string}> $failures Requests PayPal did not pay.
	 * @param string                                                                          $fees            PayPal's fees with their currency, '' when none.
	 * @param string                                                                          $batch_url       The batch section of the run's record.
	 */
	public function __construct(
		public readonly int $batch,
		public readonly string $sender_batch_id,
		public readonly string $payout_batch_id,
		public readonly string $refusal,
		public readonly array $states,
		public readonly array $failures,
		public readonly string $fees,
		public readonly string $batch_url
	) {
	}

	/**
	 * The outcome of a settled part as the database holds it.
	 *
	 * @param object $part Paypal_Ledger's part row, DONE or REFUSED.
	 * @throws \VendorPayoutSchedule\Engine\Database_Error When a read failed.
	 */
	public static function of_part( object $part ): self {
		$batch     = (int) $part->batch_id;
		$decimals  = (int) $part->decimals;
		$currency  = (string) $part->currency;
		$batch_url = self::batch_url( ( new Batch_Ledger() )->run_of( $batch ) );
		if ( Paypal_Ledger::REFUSED === $part->state ) {
			$total = self::amount( (int) $part->total / 10 ** $decimals, $decimals, $currency );
			return new self( $batch, (string) $part->sender_batch_id, '', Paypal_Payout_Wording::refused( $part, $total ), array(), array(), '', $batch_url );
		}
		$by_state = array();
		$fees     = array();
		$failures = array();
		foreach ( ( new Paypal_Ledger() )->part_items( (int) $part->id ) as $item ) {
			$status                       = (string) $item->transaction_status;
			$amount                       = null === $item->amount ? 0.0 : (float) $item->amount;
			$by_state[ $status ]['count'] = ( $by_state[ $status ]['count'] ?? 0 ) + 1;
			$by_state[ $status ]['sum']   = ( $by_state[ $status ]['sum'] ?? 0.0 ) + $amount;
			if ( null !== $item->fee && (float) $item->fee > 0 ) {
				$fee_currency          = '' === (string) $item->fee_currency ? $currency : (string) $item->fee_currency;
				$fees[ $fee_currency ] = ( $fees[ $fee_currency ] ?? 0.0 ) + (float) $item->fee;
			}
			if ( Paypal_Payout_Wording::is_not_paid( $status ) ) {
				$failures[] = array(
					/* translators: %s: a user id. */
					'vendor'  => '' === (string) $item->display_name ? sprintf( __( 'Deleted user #%s', 'vendor-payout-schedule' ), (string) $item->vendor_id ) : (string) $item->display_name,
					'request' => (int) $item->withdraw_id,
					'amount'  => self::amount( $amount, $decimals, $currency ),
					'reason'  => Paypal_Payout_Wording::not_paid( $status, (string) $item->error_name ),
				);
			}
		}
		// Paid first, then the rest in the order PayPal's statuses are listed.
		$states = array();
		foreach ( array_merge( array( 'SUCCESS' ), Paypal_Ledger::NOT_PAID_STATUSES ) as $status ) {
			if ( isset( $by_state[ $status ] ) ) {
				$states[] = array(
					'state' => Paypal_Payout_Wording::item_state( $status ),
					'count' => $by_state[ $status ]['count'],
					'total' => self::amount( $by_state[ $status ]['sum'], $decimals, $currency ),
				);
			}
		}
		$fee_texts = array();
		foreach ( $fees as $fee_currency => $sum ) {
			$fee_texts[] = self::amount( $sum, Payout_File::currency_decimals( $fee_currency ), $fee_currency );
		}
		return new self( $batch, (string) $part->sender_batch_id, (string) $part->payout_batch_id, '', $states, $failures, implode( ', ', $fee_texts ), $batch_url );
	}

	/**
	 * Whether PayPal refused the whole part (nothing of it was sent).
	 */
	public function is_refused(): bool {
		return '' !== $this->refusal;
	}

	/**
	 * How many requests the part held, when PayPal took it.
	 */
	public function requests(): int {
		return (int) array_sum( array_column( $this->states, 'count' ) );
	}

	/**
	 * The batch section of a run's record, where the items are listed and a failed one is dealt with.
	 *
	 * @param int $run_id The run.
	 */
	public static function batch_url( int $run_id ): string {
		return Run_Record_Screen::url( $run_id ) . '#' . Payout_Batch_Section::ANCHOR;
	}

	/**
	 * An amount with the currency's decimals and its code, as the batch section writes it.
	 *
	 * @param float  $amount   The amount.
	 * @param int    $decimals Its currency's decimals.
	 * @param string $currency ISO 4217 code.
	 */
	public static function amount( float $amount, int $decimals, string $currency ): string {
		return number_format_i18n( $amount, $decimals ) . ' ' . $currency;
	}
}
