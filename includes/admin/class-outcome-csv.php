<?php
/**
 * A run's vendors as CSV, streamed.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Writes every vendor a source holds, batch by batch, with the columns the screen shows: memory
 * stays flat however many vendors the run has.
 */
final class Outcome_Csv {

	/**
	 * Sends the download's headers.
	 *
	 * @param string $filename File name (letters, digits, dashes and a dot).
	 */
	public static function start( string $filename ): void {
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="' . sanitize_file_name( $filename ) . '"' );
	}

	/**
	 * Writes the header and every vendor's line.
	 *
	 * @param resource       $out    Stream.
	 * @param Outcome_Source $source Rows.
	 * @param Outcome_Filter $filter Search, outcome and reason.
	 * @param string         $date   The run's payout date.
	 */
	public function write( $out, Outcome_Source $source, Outcome_Filter $filter, string $date ): void {
		$columns = new Outcome_Columns( $source->is_past() );
		$header  = array( __( 'Vendor ID', 'vendor-payout-schedule' ), __( 'Vendor', 'vendor-payout-schedule' ), __( 'E-mail', 'vendor-payout-schedule' ), __( 'Payout date', 'vendor-payout-schedule' ) );
		foreach ( $source->columns() as $column ) {
			array_push( $header, ...$columns->csv_headings( $column ) );
		}
		fputcsv( $out, $header, ',', '"', '' );
		$source->each_batch(
			$filter,
			static function ( array $rows ) use ( $out, $date, $columns, $source ): void {
				foreach ( $rows as $row ) {
					$line = array( $row['vendor_id'], $row['name'], $row['email'], $date );
					foreach ( $source->columns() as $column ) {
						array_push( $line, ...$columns->csv( $column, $row ) );
					}
					fputcsv( $out, array_map( array( self::class, 'cell' ), $line ), ',', '"', '' );
				}
			}
		);
	}

	/**
	 * A cell a spreadsheet shows as text: one starting with = + - @ or a tab would be a formula.
	 *
	 * @param mixed $value Value.
	 */
	public static function cell( $value ): string {
		$value = (string) $value;
		return '' !== $value && ! is_numeric( $value ) && in_array( $value[0], array( '=', '+', '-', '@', "\t", "\r" ), true ) ? "'" . $value : $value;
	}
}
