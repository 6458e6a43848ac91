<?php
/**
 * The columns of a run's vendor table, in HTML and in CSV.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Price_Text;

defined( 'ABSPATH' ) || exit;

/**
 * Each column a source may show after the vendor, with its heading, its cell on screen and its
 * cells in the CSV, so the screen and the download never say different things.
 */
final class Outcome_Columns {

	public const OUTCOME       = 'outcome';
	public const BALANCE       = 'balance';
	public const WOULD_REQUEST = 'would_request';
	public const REQUESTED     = 'requested';
	public const METHOD        = 'method';
	public const REQUEST       = 'request';
	public const REASON        = 'reason';

	/**
	 * Whether reasons are told in the past tense (a record) or the present (a preview).
	 *
	 * @var bool
	 */
	private bool $past;

	/**
	 * Takes the tense of the source.
	 *
	 * @param bool $past Whether the run is over.
	 */
	public function __construct( bool $past ) {
		$this->past = $past;
	}

	/**
	 * A column's heading on screen.
	 *
	 * @param string $column A class constant.
	 */
	public function heading( string $column ): string {
		switch ( $column ) {
			case self::OUTCOME:
				return __( 'Outcome', 'vendor-payout-schedule' );
			case self::BALANCE:
				return __( 'Balance', 'vendor-payout-schedule' );
			case self::WOULD_REQUEST:
				return __( 'Would request', 'vendor-payout-schedule' );
			case self::REQUESTED:
				return __( 'Requested', 'vendor-payout-schedule' );
			case self::METHOD:
				return __( 'Method', 'vendor-payout-schedule' );
			case self::REQUEST:
				return __( 'Dokan request, status now', 'vendor-payout-schedule' );
		}
		return __( 'Skipped because', 'vendor-payout-schedule' );
	}

	/**
	 * A column's headings in the CSV (a request and a reason take two cells each).
	 *
	 * @param string $column A class constant.
	 * @return string[]
	 */
	public function csv_headings( string $column ): array {
		switch ( $column ) {
			case self::REQUEST:
				return array( __( 'Dokan request', 'vendor-payout-schedule' ), __( 'Request status now', 'vendor-payout-schedule' ) );
			case self::REASON:
				return array( __( 'Skip reason', 'vendor-payout-schedule' ), __( 'Details', 'vendor-payout-schedule' ) );
		}
		return array( $this->heading( $column ) );
	}

	/**
	 * A row's cell on screen, escaped.
	 *
	 * @param string               $column A class constant.
	 * @param array<string, mixed> $row    A source's row.
	 */
	public function html( string $column, array $row ): string {
		switch ( $column ) {
			case self::REQUEST:
				if ( 0 === (int) $row['request_id'] ) {
					return '—';
				}
				$status = (string) $row['request_status'];
				return sprintf( '#%1$s<br /><span class="vps-outcomes__status vps-outcomes__status--%2$s">%3$s</span>', esc_html( (string) $row['request_id'] ), esc_attr( $status ), esc_html( Admin_Wording::request_status( $status ) ) );
			case self::REASON:
				if ( null === $row['reason'] ) {
					return '';
				}
				$cells = $this->csv( $column, $row );
				return sprintf( '<strong>%1$s</strong><br />%2$s', esc_html( $cells[0] ), esc_html( $cells[1] ) );
		}
		$text = $this->csv( $column, $row )[0];
		if ( self::BALANCE === $column || self::WOULD_REQUEST === $column || self::REQUESTED === $column ) {
			$text = '' === $text ? '' : Price_Text::format( (float) $text );
		}
		return '' === $text ? '—' : esc_html( $text );
	}

	/**
	 * A row's cells in the CSV: amounts as plain numbers, everything else as on screen.
	 *
	 * @param string               $column A class constant.
	 * @param array<string, mixed> $row    A source's row.
	 * @return string[]
	 */
	public function csv( string $column, array $row ): array {
		$skipped = null !== $row['reason'];
		switch ( $column ) {
			case self::OUTCOME:
				return array( Outcome::label( (string) $row['outcome'] ) );
			case self::BALANCE:
				return array( number_format( (float) $row['balance'], 2, '.', '' ) );
			case self::WOULD_REQUEST:
			case self::REQUESTED:
				return array( $skipped || Outcome::FILING === $row['outcome'] ? '' : number_format( (float) $row['amount'], 2, '.', '' ) );
			case self::METHOD:
				return array( (string) $row['method_title'] );
			case self::REQUEST:
				return 0 === (int) $row['request_id'] ? array( '', '' ) : array( (string) $row['request_id'], Admin_Wording::request_status( (string) $row['request_status'] ) );
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
		return array( Admin_Wording::reason_label( $reason ), Admin_Wording::reason_text( $reason, (array) $row['figures'], (string) $row['note'], $this->past ) );
	}
}
