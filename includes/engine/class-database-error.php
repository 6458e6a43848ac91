<?php
/**
 * A query of the engine failed.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown instead of reading a failed query as "nothing found": an empty list from a query that
 * failed would skip vendors, end a run early or take a claim for another runner's. Whoever catches
 * it keeps the run open and retries later.
 */
final class Database_Error extends RuntimeException {

	// phpcs:disable Squiz.Commenting.FunctionCommentThrowTag.Missing -- the sniff takes `last_error` in `new self( ... $wpdb->last_error )` for the class thrown; the @throws tag names the real one.
	/**
	 * Throws when the query just run by `$wpdb` failed.
	 *
	 * @throws Database_Error With MySQL's message.
	 */
	public static function throw_if_failed(): void {
		global $wpdb;
		if ( '' !== (string) $wpdb->last_error ) {
			// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- MySQL's message for the run's ledger and logs, never printed raw: the screens that show it pass it through esc_html().
			throw new self( (string) $wpdb->last_error );
		}
	}
	// phpcs:enable Squiz.Commenting.FunctionCommentThrowTag.Missing

	/**
	 * Runs reads that go through other code (Dokan's functions) and throws when any query of
	 * theirs failed; `$wpdb` keeps the last error until its next query, so it is cleared first.
	 *
	 * @template T
	 * @param callable(): T $read The reads.
	 * @return T What they returned.
	 * @throws Database_Error When the last query they ran failed.
	 */
	public static function guard( callable $read ) {
		global $wpdb;
		$wpdb->last_error = '';
		$result           = $read();
		self::throw_if_failed();
		return $result;
	}
}
