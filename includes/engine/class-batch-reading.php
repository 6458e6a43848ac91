<?php
/**
 * What Dokan says about a batch of vendors, read in two queries.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * Balances and pending requests of the vendors a runner is about to assess, read just before it
 * assesses them: one grouped query each instead of full scans of Dokan's unindexed tables per vendor.
 */
final class Batch_Reading {

	/**
	 * @param array<int, float> $balances Balance by vendor id (Dokan_Balances::of()).
	 * @param array<int, bool>  $pending  Whether a request is pending, by vendor id.
	 */
	public function __construct(
		private readonly array $balances,
		private readonly array $pending
	) {
	}

	/**
	 * Reads the batch now.
	 *
	 * @param int[]                   $vendor_ids Vendor ids.
	 * @param Dokan_Balances          $balances   Dokan's balances.
	 * @param Dokan_Withdraw_Requests $requests   Dokan's withdraw requests.
	 */
	public static function read( array $vendor_ids, Dokan_Balances $balances, Dokan_Withdraw_Requests $requests ): self {
		return new self( $balances->of( $vendor_ids ), $requests->pending_among( $vendor_ids ) );
	}

	/**
	 * The vendor's balance, or null when the vendor was not in the batch.
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function balance( int $vendor_id ): ?float {
		return $this->balances[ $vendor_id ] ?? null;
	}

	/**
	 * Whether the vendor has a pending request, or null when the vendor was not in the batch.
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function has_pending( int $vendor_id ): ?bool {
		return $this->pending[ $vendor_id ] ?? null;
	}
}
