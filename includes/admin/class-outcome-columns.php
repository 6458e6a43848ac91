<?php
/**
 * What each column of a run's vendors is called and says, on screen and in the CSV.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Payouts\Payout_File;

defined( 'ABSPATH' ) || exit;

/**
 * The columns after the vendor for either source — what a past run did (Run_Record) or what the
 * next run would do (Next_Run_Preview) — with their headings and each row's texts. The list
 * (Outcome_List_Table) and the CSV (Outcome_Csv) both read them, so the screen and the download
 * never say different things.
 */
final class Outcome_Columns {

	/**
	 * Where the rows come from.
	 *
	 * @var Outcome_Source
	 */
	private Outcome_Source $source;

	/**
	 * Takes the rows' source.
	 *
	 * @param Outcome_Source $source Rows.
	 */
	public function __construct( Outcome_Source $source ) {
		$this->source = $source;
	}

	/**
	 * The columns after the vendor: what the run did, or what it would do.
	 *
	 * @return string[]
	 */
	public function on_screen(): array {
		return $this->source->is_past()
			? array( 'outcome', 'requested', 'method', 'request', 'reason', 'batch' )
			: array( 'balance', 'would_request', 'method', 'reason' );
	}

	/**
	 * The CSV's columns after the vendor: the list's, and for a record what each payout's statement
	 * adds up to (earned and deducted since the vendor's previous payout, the reserve kept; the
	 * amount requested is the list's own column), then what PayPal said of a request sent through
	 * PayPal's API. New columns go at the end, so a spreadsheet reading the old ones by position
	 * keeps working.
	 *
	 * @return string[]
	 */
	public function in_csv(): array {
		return $this->source->is_past() ? array_merge( $this->on_screen(), array( 'earned', 'deducted', 'reserve', 'paypal' ) ) : $this->on_screen();
	}

	/**
	 * A column's heading on screen.
	 *
	 * @param string $column Column.
	 */
	public function heading( string $column ): string {
		switch ( $column ) {
			case 'outcome':
				return __( 'Outcome', 'vendor-payout-schedule' );
			case 'balance':
				return __( 'Balance', 'vendor-payout-schedule' );
			case 'would_request':
				return __( 'Would request', 'vendor-payout-schedule' );
			case 'requested':
				return __( 'Requested', 'vendor-payout-schedule' );
			case 'method':
				return __( 'Method', 'vendor-payout-schedule' );
			case 'request':
				return __( 'Dokan request, status now', 'vendor-payout-schedule' );
			case 'batch':
				return __( 'Payout batch', 'vendor-payout-schedule' );
		}
		return __( 'Skipped because', 'vendor-payout-schedule' );
	}

	/**
	 * A column's headings in the CSV (a request and a reason take two cells each, a batch three).
	 *
	 * @param string $column Column.
	 * @return string[]
	 */
	public function csv_headings( string $column ): array {
		switch ( $column ) {
			case 'request':
				return array( __( 'Dokan request', 'vendor-payout-schedule' ), __( 'Request status now', 'vendor-payout-schedule' ) );
			case 'reason':
				return array( __( 'Skip reason', 'vendor-payout-schedule' ), __( 'Details', 'vendor-payout-schedule' ) );
			case 'earned':
				return array( __( 'Earned', 'vendor-payout-schedule' ) );
			case 'deducted':
				return array( __( 'Deducted', 'vendor-payout-schedule' ) );
			case 'reserve':
				return array( __( 'Reserve kept', 'vendor-payout-schedule' ) );
			case 'batch':
				return array( __( 'Payout batch', 'vendor-payout-schedule' ), __( 'Batch step', 'vendor-payout-schedule' ), __( 'Batch details', 'vendor-payout-schedule' ) );
			case 'paypal':
				return array( __( 'PayPal state', 'vendor-payout-schedule' ), __( 'PayPal batch ID', 'vendor-payout-schedule' ), __( 'PayPal item ID', 'vendor-payout-schedule' ), __( 'PayPal fee', 'vendor-payout-schedule' ), __( 'PayPal fee currency', 'vendor-payout-schedule' ) );
		}
		return array( $this->heading( $column ) );
	}

	/**
	 * A row's texts of a column, unescaped: the CSV's cells, from which the list makes its cell.
	 * Amounts as plain numbers (`1234.50`).
	 *
	 * @param string               $column Column.
	 * @param array<string, mixed> $row    Row.
	 * @return string[]
	 */
	public function cells( string $column, array $row ): array {
		$skipped = null !== $row['reason'];
		switch ( $column ) {
			case 'outcome':
				return array( Admin_Wording::outcome( (string) $row['outcome'] ) );
			case 'balance':
				return array( number_format( (float) $row['balance'], 2, '.', '' ) );
			case 'would_request':
			case 'requested':
				return array( $skipped || Outcome_Source::FILING === $row['outcome'] ? '' : number_format( (float) $row['amount'], 2, '.', '' ) );
			case 'method':
				return array( (string) $row['method_title'] );
			case 'request':
				return 0 === (int) $row['request_id'] ? array( '', '' ) : array( (string) $row['request_id'], Admin_Wording::request_status( (string) $row['request_status'] ) );
			case 'earned':
			case 'deducted':
				return array( null === ( $row['statement'] ?? null ) ? '' : number_format( (float) $row['statement'][ $column ], 2, '.', '' ) );
			case 'reserve':
				return array( $skipped || empty( $row['statement'] ) ? '' : number_format( (float) $row['figures']['reserve'], 2, '.', '' ) );
			case 'batch':
				$batch = $row['batch'] ?? null;
				return null === $batch ? array( '', '', '' ) : array( (string) (int) $batch->batch_id, Admin_Wording::batch_step( (string) $batch->step ), Admin_Wording::batch_details( $batch, (string) $row['amount'], (string) $row['method'] ) );
			case 'paypal':
				return self::paypal_cells( $row['paypal'] ?? null );
		}
		if ( ! $skipped ) {
			return array( '', '' );
		}
		$reason = Skip_Reason::tryFrom( (string) $row['reason'] );
		if ( null === $reason ) {
			return array( (string) $row['reason'], '' );
		}
		if ( ! empty( $row['erased'] ) ) {
			// The figures the reason would quote are gone (zeros now): say so rather than tell a reason from them.
			return array( Admin_Wording::reason_label( $reason ), __( 'Details erased at the vendor\'s request.', 'vendor-payout-schedule' ) );
		}
		return array( Admin_Wording::reason_label( $reason ), Admin_Wording::reason_text( $reason, (array) $row['figures'], (string) $row['note'], $this->source->is_past() ) );
	}

	/**
	 * What PayPal last said of a request sent through PayPal's API: its state in the admin's
	 * words, PayPal's batch and item ids (empty until PayPal gave them) and its fee as a plain
	 * number with its currency; five empty cells for a request that was not.
	 *
	 * @param object|null $item PayPal\Paypal_Ledger::of_requests() row, or null.
	 * @return string[]
	 */
	private static function paypal_cells( ?object $item ): array {
		if ( null === $item ) {
			return array( '', '', '', '', '' );
		}
		$currency = (string) $item->fee_currency;
		return array(
			Paypal_Payout_Wording::item_state( (string) $item->transaction_status ),
			(string) $item->payout_batch_id,
			(string) $item->payout_item_id,
			null === $item->fee ? '' : number_format( (float) $item->fee, Payout_File::currency_decimals( '' === $currency ? (string) $item->currency : $currency ), '.', '' ),
			$currency,
		);
	}
}
