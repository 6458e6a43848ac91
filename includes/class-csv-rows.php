<?php
/**
 * CSV rows a spreadsheet opens safely.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * Every CSV the plugin sends an admin — a run's record, the next run, the payout files' plain CSV
 * and PayPal's upload file — holds text vendors typed (names, e-mails, bank names, notes). A cell
 * starting with =, +, -, @, a tab or a carriage return is a formula to Excel, LibreOffice and
 * Google Sheets (OWASP "CSV Injection"), so such text is written with an apostrophe in front,
 * which the spreadsheet shows as text; a number ("-12.50") stays a number. Rows are RFC 4180:
 * quotes doubled, no backslash escape.
 */
final class Csv_Rows {

	/**
	 * Writes one row, each cell made safe.
	 *
	 * @param resource                          $stream Where to.
	 * @param array<int, string|int|float|null> $cells  Cells.
	 * @throws \RuntimeException When the stream refuses the row.
	 */
	public static function put( $stream, array $cells ): void {
		if ( false === fputcsv( $stream, array_map( array( self::class, 'cell' ), $cells ), ',', '"', '' ) ) {
			throw new \RuntimeException( 'The CSV row could not be written.' );
		}
	}

	/**
	 * A value as a cell no spreadsheet runs as a formula.
	 *
	 * @param mixed $value Value.
	 */
	public static function cell( $value ): string {
		$value = (string) $value;
		return '' !== $value && ! is_numeric( $value ) && in_array( $value[0], array( '=', '+', '-', '@', "\t", "\r" ), true ) ? "'" . $value : $value;
	}
}
