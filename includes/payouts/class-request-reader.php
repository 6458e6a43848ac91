<?php
/**
 * Reads Dokan's withdraw requests a page at a time.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

use VendorPayoutSchedule\Engine\Database_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Requests are read through Dokan's own list (`dokan()->withdraw->all()`, Dokan Lite 4.1.2
 * includes/Withdraw/Withdraws.php: its `ids`, `limit` and `no_found_rows` arguments), so each
 * comes back as Dokan's Withdraw object with its charge figures, in pages of PAGE requests: a
 * batch of 10 000 holds one page in memory at a time. Each page is one query by primary key.
 */
final class Request_Reader {

	/**
	 * Requests read in one query.
	 */
	public const PAGE = 500;

	/**
	 * A reader of pages of the given size.
	 *
	 * @param int $page_size Requests per query.
	 */
	public function __construct( private readonly int $page_size = self::PAGE ) {}

	/**
	 * The requests with the given ids, in the order given; ids Dokan no longer has are left out.
	 *
	 * @param iterable $ids Dokan request ids, integers (an array, or a generator for very long lists).
	 * @return \Generator<int, Payout_Request> Keyed by request id.
	 * @throws Database_Error When a page could not be read.
	 */
	public function each( iterable $ids ): \Generator {
		$page = array();
		foreach ( $ids as $id ) {
			$id = (int) $id;
			if ( $id > 0 ) {
				$page[] = $id;
			}
			if ( count( $page ) >= $this->page_size ) {
				yield from $this->page( $page );
				$page = array();
			}
		}
		if ( array() !== $page ) {
			yield from $this->page( $page );
		}
	}

	/**
	 * One request, or null when Dokan has no such request.
	 *
	 * @param int $id Dokan request id.
	 * @throws Database_Error When it could not be read.
	 */
	public function one( int $id ): ?Payout_Request {
		foreach ( $this->page( array( $id ) ) as $request ) {
			return $request;
		}
		return null;
	}

	/**
	 * The ids of every request Dokan holds as pending, oldest first, read a page at a time
	 * (ids above the last one seen, so the list holds even while requests are approved).
	 *
	 * @return \Generator<int, int>
	 * @throws Database_Error When a page could not be read.
	 */
	public function pending_ids(): \Generator {
		global $wpdb;
		$after = 0;
		$page  = $this->page_size;
		do {
			// Dokan's list has no "ids above" argument and pages by offset; the table's primary key
			// reads the next page directly.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Dokan's table, read by its primary key; its own list pages by offset.
			$ids = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$wpdb->prefix}dokan_withdraw WHERE status = %d AND id > %d ORDER BY id LIMIT %d", Payout_Request::PENDING, $after, $this->page_size ) );
			Database_Error::throw_if_failed();
			foreach ( $ids as $id ) {
				$after = (int) $id;
				yield $after;
			}
			$read = count( $ids );
		} while ( $read === $page );
	}

	/**
	 * One page through Dokan's list.
	 *
	 * @param int[] $ids Request ids.
	 * @return \Generator<int, Payout_Request>
	 * @throws Database_Error When the page could not be read.
	 */
	private function page( array $ids ): \Generator {
		// Dokan asks FOUND_ROWS() after its query, which would hide the query's own error.
		$found = Database_Error::guard(
			static fn () => dokan()->withdraw->all(
				array(
					'ids'           => $ids,
					'limit'         => count( $ids ),
					'no_found_rows' => true,
				)
			)
		);
		$by_id = array();
		foreach ( (array) $found as $withdraw ) {
			$by_id[ (int) $withdraw->get_id() ] = $withdraw;
		}
		$currency = (string) get_option( 'woocommerce_currency', 'USD' );
		foreach ( $ids as $id ) {
			if ( isset( $by_id[ $id ] ) ) {
				yield $id => Payout_Request::from_withdraw( $by_id[ $id ], $currency );
			}
		}
	}
}
