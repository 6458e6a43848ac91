<?php
/**
 * CSV rows a spreadsheet opens safely.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

defined( 'ABSPATH' ) || exit;

/**
 * Text vendors typed (names, bank names, notes) reaches the admin's spreadsheet. A cell starting
 * with =, +, -, @, a tab or a carriage return is a formula to Excel, LibreOffice and Google
 * Sheets (OWASP "CSV Injection"), so such text is prefixed with an apostrophe, which the
 * spreadsheet shows as text. Rows are written as RFC 4180 (quotes doubled, no backslash escape).
 */
final class Csv_Rows {

	/**
	 * Writes one row.
	 *
	 * @param resource                     $stream Where to.
	 * @param array<int, string|int|float> $cells  Cells, already made safe where they hold free text.
	 * @throws \RuntimeException When the stream refuses the row.
	 */
	public static function put( $stream, array $cells ): void {
		if ( false === fputcsv( $stream, array_map( 'strval', $cells ), ',', '"', '' ) ) {
			throw new \RuntimeException( 'The CSV row could not be written.' );
		}
	}

	/**
	 * Free text as a cell no spreadsheet runs as a formula.
	 *
	 * @param string $text Text.
	 */
	public static function text( string $text ): string {
		return 1 === preg_match( '/^[=+\-@\t\r]/', $text ) ? "'" . $text : $text;
	}
}
