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
	 * Runs reads that go through other code (Dokan's functions, WordPress's user API) and throws
	 * when any query of theirs failed. `$wpdb` keeps only the error of its latest query, so a failed
	 * read followed by one that succeeds would look clean afterwards: each query's error is looked
	 * at as the next one starts (the `query` filter runs before `$wpdb` forgets the last error).
	 *
	 * @template T
	 * @param callable(): T $read The reads.
	 * @return T What they returned.
	 * @throws Database_Error When any query they ran failed.
	 */
	public static function guard( callable $read ) {
		global $wpdb;
		$failed           = '';
		$watch            = static function ( $query ) use ( &$failed ) {
			global $wpdb;
			if ( '' === $failed && '' !== (string) $wpdb->last_error ) {
				$failed = (string) $wpdb->last_error;
			}
			return $query;
		};
		$wpdb->last_error = '';
		add_filter( 'query', $watch, PHP_INT_MAX );
		try {
			$result = $read();
		} finally {
			remove_filter( 'query', $watch, PHP_INT_MAX );
		}
		if ( '' === $failed ) {
			$failed = (string) $wpdb->last_error;
		}
		if ( '' !== $failed ) {
			// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- MySQL's message for the run's ledger and logs, never printed raw: the screens that show it pass it through esc_html().
			throw new self( $failed );
		}
		return $result;
	}
}
