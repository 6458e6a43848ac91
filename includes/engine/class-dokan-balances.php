<?php
/**
 * Dokan Lite's withdrawable balance of many vendors in one query.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use Automattic\WooCommerce\Utilities\NumberUtil;
use DateTimeImmutable;
use WeDevs\Dokan\Cache;

defined( 'ABSPATH' ) || exit;

/**
 * Returns, for a list of vendor ids, what `dokan_get_seller_balance( $id, false )` returns for each.
 *
 * Dokan 4.1.2 computes a balance in `Vendor::get_balance()` (includes/Vendor/Vendor.php) with two
 * scans of `{prefix}dokan_vendor_balance` per vendor — the table has no index on `vendor_id`, unless
 * the admin added the one Site Health offers (Admin\Ledger_Index). Here one grouped query reads a
 * whole list for the price of one scan, and every step after the query is Dokan's own:
 *
 * - earnings: SUM(debit) of the rows whose `status` is one of
 *   `dokan_withdraw_get_active_order_status_in_comma()`; withdrawn: SUM(credit) of all rows;
 *   both over rows with `DATE(balance_date) <=` now in the site's time zone, the same literal
 *   Dokan passes. The withdraw threshold is not applied at read time: Dokan writes it into
 *   `balance_date` when it records an order (`dokan_sync_insert_order()`, includes/Order/functions.php,
 *   balance_date = now + threshold days), so an order inside the threshold is a row dated in the future.
 * - balance = (float) earnings - (float) NumberUtil::round( withdrawn, wc_get_rounding_precision() ).
 * - a value Dokan already holds in its cache for the vendor and day wins, as it does in
 *   get_balance(); otherwise the computed value is stored there under Dokan's key, so Dokan's own
 *   check of the request (`Manager::is_valid_approval_request()` reads the balance again) finds it
 *   as it found the value of the engine's earlier per-vendor call. Should Dokan change the key, that
 *   only costs Dokan a fresh read.
 * - then the `dokan_get_seller_balance` filter, per vendor, so other plugins' adjustments hold.
 */
final class Dokan_Balances {

	/**
	 * Withdrawable balances of vendors.
	 *
	 * @param int[] $vendor_ids Vendor ids.
	 * @return array<int, float> Balance by vendor id, every id given present.
	 * @throws Database_Error When the query failed.
	 */
	public function of( array $vendor_ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $vendor_ids ) ) ) );
		if ( array() === $ids ) {
			return array();
		}

		$now       = dokan_current_datetime();
		$sums      = $this->sums( $ids, $now->format( 'Y-m-d H:i:s' ) );
		$precision = wc_get_rounding_precision();
		$balances  = array();
		foreach ( $ids as $id ) {
			$earning = $this->cached( $id, $now );
			if ( false === $earning ) {
				$row     = $sums[ $id ] ?? null;
				$earning = (float) ( $row->earnings ?? null ) - (float) NumberUtil::round( $row->withdraw ?? null, $precision );
				$this->cache( $id, $now, $earning );
			}
			/** This filter is documented in Dokan Lite's includes/Vendor/Vendor.php. */
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Dokan's own filter, applied as Dokan applies it to a vendor's balance.
			$balances[ $id ] = (float) apply_filters( 'dokan_get_seller_balance', $earning, $id );
		}
		return $balances;
	}

	/**
	 * Earnings and withdrawn sums per vendor, as the two sub-queries of Vendor::get_balance().
	 *
	 * @param int[]  $ids     Vendor ids.
	 * @param string $on_date Now, `Y-m-d H:i:s` in the site's time zone.
	 * @return array<int, object> Rows with `earnings` and `withdraw` (NULL when no row counts), by vendor id.
	 * @throws Database_Error When the query failed.
	 */
	private function sums( array $ids, string $on_date ): array {
		global $wpdb;
		$table  = $wpdb->prefix . 'dokan_vendor_balance';
		$status = dokan_withdraw_get_active_order_status_in_comma();
		$in     = implode( ',', $ids );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb->prefix; ids are integers; $status is escaped by Dokan.
		$sql  = "SELECT vendor_id, SUM(CASE WHEN status IN ($status) THEN debit END) AS earnings, SUM(credit) AS withdraw FROM {$table} WHERE vendor_id IN ($in) AND DATE(balance_date) <= %s GROUP BY vendor_id";
		$rows = array();
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- prepared here; a ledger read must not come from a cache.
		$found = $wpdb->get_results( $wpdb->prepare( $sql, $on_date ) );
		// A failed read is no balance of 0: it must not decide anybody's payout.
		Database_Error::throw_if_failed();
		foreach ( (array) $found as $row ) {
			$rows[ (int) $row->vendor_id ] = $row;
		}
		return $rows;
	}

	/**
	 * Whether Dokan's balance ledger holds the entry that debits an approved request: the row
	 * Dokan 4.1.2 writes on `dokan_withdraw_request_approved` (includes/Withdraw/Hooks.php
	 * update_vendor_balance(): trn_id the request, trn_type `dokan_withdraw`), which it looks for
	 * the same way before writing it.
	 *
	 * The vendor is named too, so the index on `vendor_id` Site Health offers (Admin\Ledger_Index)
	 * serves the read instead of a scan of the whole ledger.
	 *
	 * @param int $request_id Dokan's request id.
	 * @param int $vendor_id  The request's vendor.
	 * @throws Database_Error When the read failed: an unknown debit is not a missing one.
	 */
	public static function debits( int $request_id, int $vendor_id ): bool {
		global $wpdb;
		$table = $wpdb->prefix . 'dokan_vendor_balance';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- table name from $wpdb->prefix; a ledger read must not come from a cache.
		$found = $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM {$table} WHERE vendor_id = %d AND trn_id = %d AND trn_type = %s LIMIT 1", $vendor_id, $request_id, 'dokan_withdraw' ) );
		Database_Error::throw_if_failed();
		return null !== $found;
	}

	/**
	 * Drops what Dokan holds in its cache about the vendor's withdrawals, as Dokan does when they
	 * change (WithdrawCache, includes/Withdraw/WithdrawCache.php): after a failed read Dokan has
	 * cached the balance it computed from nothing, 0, for the rest of the day.
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public static function forget( int $vendor_id ): void {
		if ( class_exists( Cache::class ) ) {
			Cache::invalidate_group( "withdraws_seller_{$vendor_id}" );
		}
	}

	/**
	 * The balance Dokan holds in its cache for the vendor and day, or false.
	 *
	 * @param int               $id  Vendor id.
	 * @param DateTimeImmutable $now Now in the site's time zone.
	 * @return float|false
	 */
	private function cached( int $id, DateTimeImmutable $now ) {
		return class_exists( Cache::class ) ? Cache::get( self::cache_key( $id, $now ), "withdraws_seller_{$id}" ) : false;
	}

	/**
	 * Stores a computed balance where Vendor::get_balance() looks first.
	 *
	 * @param int               $id      Vendor id.
	 * @param DateTimeImmutable $now     Now in the site's time zone.
	 * @param float             $earning Balance before the filter.
	 */
	private function cache( int $id, DateTimeImmutable $now, float $earning ): void {
		if ( class_exists( Cache::class ) ) {
			Cache::set( self::cache_key( $id, $now ), $earning, "withdraws_seller_{$id}" );
		}
	}

	/**
	 * Vendor::get_balance()'s cache key.
	 *
	 * @param int               $id  Vendor id.
	 * @param DateTimeImmutable $now Now in the site's time zone.
	 */
	private static function cache_key( int $id, DateTimeImmutable $now ): string {
		return "seller_balance_{$id}_" . $now->format( 'Y_m_d' );
	}
}
