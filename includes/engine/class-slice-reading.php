<?php
/**
 * What Dokan says about a slice of vendors, read in two queries.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * Balances, pending requests and newest request ids of the vendors a runner has just claimed, read
 * before it assesses them: one grouped query per table instead of full scans of Dokan's unindexed
 * tables vendor by vendor.
 *
 * Going through thousands of vendors, a run and the Next run preview load each chunk's users at
 * once (`cache_users()`); users and their meta are what weighs in the runtime cache, so both drop
 * them between chunks (forget_users()) and memory stays flat whatever the number of vendors.
 */
final class Slice_Reading {

	/**
	 * Holds what was read.
	 *
	 * @param array<int, float>                             $balances Balance by vendor id (Dokan_Balances::of()).
	 * @param array<int, array{pending: bool, newest: int}> $requests By vendor id (Dokan_Withdraw_Requests::requests_among()).
	 */
	public function __construct(
		private readonly array $balances,
		private readonly array $requests
	) {
	}

	/**
	 * Reads the slice now.
	 *
	 * @param int[]                   $vendor_ids Vendor ids.
	 * @param Dokan_Balances          $balances   Dokan's balances.
	 * @param Dokan_Withdraw_Requests $requests   Dokan's withdraw requests.
	 * @throws Database_Error When a read failed.
	 */
	public static function read( array $vendor_ids, Dokan_Balances $balances, Dokan_Withdraw_Requests $requests ): self {
		return new self( $balances->of( $vendor_ids ), $requests->requests_among( $vendor_ids ) );
	}

	/**
	 * The vendor's balance, or null when the vendor was not in the slice.
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function balance( int $vendor_id ): ?float {
		return $this->balances[ $vendor_id ] ?? null;
	}

	/**
	 * Whether the vendor has a pending request, or null when the vendor was not in the slice.
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function has_pending( int $vendor_id ): ?bool {
		return $this->requests[ $vendor_id ]['pending'] ?? null;
	}

	/**
	 * The vendor's newest request id before anything was filed (0: none), or null when the vendor
	 * was not in the slice. Only this runner files for the vendors it claimed.
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function newest_request_id( int $vendor_id ): ?int {
		return $this->requests[ $vendor_id ]['newest'] ?? null;
	}

	/**
	 * Drops users and their meta from the runtime cache (the rest, Dokan's balances of the slice
	 * among it, stays).
	 */
	public static function forget_users(): void {
		if ( ! function_exists( 'wp_cache_supports' ) || ! wp_cache_supports( 'flush_group' ) ) {
			return;
		}
		foreach ( array( 'users', 'user_meta', 'userlogins', 'useremail', 'userslugs' ) as $group ) {
			wp_cache_flush_group( $group );
		}
	}
}
