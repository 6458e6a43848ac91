<?php
/**
 * Vendors with every kind of ledger row in Dokan's tables, and a comparison of the engine's batch
 * read with Dokan's own per-vendor answers (engine suite, benchmarks).
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Dokan_Balances;
use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;

require_once __DIR__ . '/class-engine-site.php';

/**
 * seed() then differences(): empty when the batch read agrees with Dokan for every vendor.
 */
final class Balance_Comparison {

	/**
	 * Vendors on the weekly schedule: most with a past (orders in and past the threshold, a
	 * cancelled and a refunded order, refunds, an approved and a cancelled withdraw), and one of
	 * each odd case — no ledger at all, credits only (a negative balance), a row without a status,
	 * a refund still inside the threshold, an own threshold in the vendor's meta, a pending request.
	 *
	 * @param int $count Vendors with a past (at least 1).
	 * @return int[] All vendor ids.
	 */
	public static function seed( int $count ): array {
		global $wpdb;
		$specs = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$specs[] = array(
				'balance' => sprintf( '%.2F', 10 + ( $i * 37 ) % 2000 + ( $i % 100 ) / 100 ),
				'history' => true,
			);
		}
		$ids = Engine_Site::seed_vendors( array_merge( $specs, array_fill( 0, 6, array( 'balance' => '100' ) ) ) );
		list( $none, $credits, $no_status, $late_refund, $threshold, $pending ) = array_slice( $ids, $count );

		$table = $wpdb->prefix . 'dokan_vendor_balance';
		$past  = current_time( 'mysql' );
		$later = gmdate( 'Y-m-d H:i:s', strtotime( $past ) + 3 * DAY_IN_SECONDS );
		$wpdb->delete( $table, array( 'vendor_id' => $none ) );
		$wpdb->delete( $table, array( 'vendor_id' => $credits ) );
		$row = static fn ( $vendor, $debit, $credit, $status, $date ) => $wpdb->prepare( "(%d, %d, 'dokan_orders', 'New order', %s, %s, %s, %s, %s)", $vendor, $vendor * 10 + 5, $debit, $credit, $status, $date, $date );
		Dokan_Rows::insert(
			$table,
			Dokan_Rows::BALANCE_COLUMNS,
			array(
				$row( $credits, '0', '12.3456', 'approved', $past ),
				$row( $credits, '0', '0.0001', 'approved', $past ),
				str_replace( "'wc-none'", 'NULL', $row( $no_status, '999', '0', 'wc-none', $past ) ),
				$row( $late_refund, '0', '60', 'approved', $later ),
				$row( $threshold, '50', '0', 'wc-completed', $later ),
			)
		);
		update_user_meta( $threshold, 'withdraw_date_limit', '14' );
		$wpdb->insert(
			$wpdb->prefix . 'dokan_withdraw',
			array(
				'user_id' => $pending,
				'amount'  => '40',
				'date'    => $past,
				'status'  => 0,
				'method'  => 'paypal',
				'note'    => 'manual',
				'details' => '',
				'ip'      => '',
			)
		);
		return $ids;
	}

	/**
	 * Where the batch read and Dokan disagree: balances (Dokan_Balances::of() against
	 * `dokan_get_seller_balance( $id, false )`), pending requests and newest request ids
	 * (requests_among() against `dokan()->withdraw->has_pending_request()` and the per-vendor
	 * newest_request_id()), each side read with empty caches.
	 *
	 * @param int[] $ids Vendor ids.
	 * @return array<int, array{dokan: mixed, batch: mixed}> By vendor id.
	 */
	public static function differences( array $ids ): array {
		$dokan = array();
		foreach ( array_chunk( $ids, 200 ) as $chunk ) {
			wp_cache_flush();
			foreach ( $chunk as $id ) {
				$dokan[ $id ] = array( dokan_get_seller_balance( $id, false ), (bool) dokan()->withdraw->has_pending_request( $id ), ( new Dokan_Withdraw_Requests() )->newest_request_id( $id ) );
			}
		}
		$batch = array();
		foreach ( array_chunk( $ids, 200 ) as $chunk ) {
			wp_cache_flush();
			$balances = ( new Dokan_Balances() )->of( $chunk );
			$requests = ( new Dokan_Withdraw_Requests() )->requests_among( $chunk );
			foreach ( $chunk as $id ) {
				$batch[ $id ] = array( $balances[ $id ], $requests[ $id ]['pending'], $requests[ $id ]['newest'] );
			}
		}
		$differences = array();
		foreach ( $ids as $id ) {
			if ( $dokan[ $id ] !== $batch[ $id ] ) {
				$differences[ $id ] = array(
					'dokan' => $dokan[ $id ],
					'batch' => $batch[ $id ],
				);
			}
		}
		return $differences;
	}
}
