<?php
/**
 * A run's vendors, or the next run's, as a CSV download.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Csv_Rows;

defined( 'ABSPATH' ) || exit;

/**
 * Every vendor the list's search, view and filter keep (all pages), one line each: the vendor,
 * the payout date, then the columns of Outcome_Columns. Read chunk by chunk from the source, so
 * memory stays flat however many vendors the run has.
 */
final class Outcome_Csv {

	/**
	 * Where the rows come from.
	 *
	 * @var Outcome_Source
	 */
	private Outcome_Source $source;

	/**
	 * What the list narrows and orders the vendors by (see Outcome_Source).
	 *
	 * @var array{search: string, outcome: string, reason: string, orderby: string, order: string}
	 */
	private array $query;

	/**
	 * The columns and their texts.
	 *
	 * @var Outcome_Columns
	 */
	private Outcome_Columns $columns;

	/**
	 * Takes the rows' source and what the list keeps of it.
	 *
	 * @param Outcome_Source                                                                         $source Rows.
	 * @param array{search: string, outcome: string, reason: string, orderby: string, order: string} $query  The list's query.
	 */
	public function __construct( Outcome_Source $source, array $query ) {
		$this->source  = $source;
		$this->query   = $query;
		$this->columns = new Outcome_Columns( $source );
	}

	/**
	 * Streams the CSV as a download.
	 *
	 * @param string $filename File name (letters, digits, dashes and a dot).
	 * @param string $date     The run's payout date, in every line.
	 */
	public function send( string $filename, string $date ): void {
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="' . sanitize_file_name( $filename ) . '"' );
		$out = fopen( 'php://output', 'w' );
		$this->write( $out, $date );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- php://output.
	}

	/**
	 * Writes the header and every vendor's line. Amounts as plain numbers, everything else as on
	 * screen.
	 *
	 * @param resource $out  Stream.
	 * @param string   $date The run's payout date.
	 */
	public function write( $out, string $date ): void {
		$header = array( __( 'Vendor ID', 'vendor-payout-schedule' ), __( 'Vendor', 'vendor-payout-schedule' ), __( 'E-mail', 'vendor-payout-schedule' ), __( 'Payout date', 'vendor-payout-schedule' ) );
		foreach ( $this->columns->in_csv() as $column ) {
			array_push( $header, ...$this->columns->csv_headings( $column ) );
		}
		Csv_Rows::put( $out, $header );
		$this->source->each_chunk(
			$this->query,
			function ( array $rows ) use ( $out, $date ): void {
				foreach ( $rows as $row ) {
					$line = array( $row['vendor_id'], $row['name'], $row['email'], $date );
					foreach ( $this->columns->in_csv() as $column ) {
						array_push( $line, ...$this->columns->cells( $column, $row ) );
					}
					Csv_Rows::put( $out, $line );
				}
			}
		);
	}
}
