<?php
/**
 * What the payout rule needs to know about one vendor at one moment.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * Plain values, read from Dokan and from the vendor's choice, so the rule itself stays pure.
 */
final class Payout_Facts {

	/**
	 * What the payout rule reads about one vendor.
	 *
	 * @param float    $balance        Withdrawable balance (Dokan's `dokan_get_seller_balance()`).
	 * @param float    $minimum        Vendor's 'Only when the balance is … or more' amount.
	 * @param float    $reserve        Vendor's reserve balance, kept back from every payout.
	 * @param float    $withdraw_limit Shop's minimum withdraw amount (`dokan_withdraw[withdraw_limit]`).
	 * @param bool     $has_pending    Whether a withdraw request of the vendor is pending.
	 * @param string   $method         Vendor's chosen method key; empty when none.
	 * @param string[] $usable_methods Method keys the vendor has set up and the shop still offers.
	 */
	public function __construct(
		public readonly float $balance,
		public readonly float $minimum,
		public readonly float $reserve,
		public readonly float $withdraw_limit,
		public readonly bool $has_pending,
		public readonly string $method,
		public readonly array $usable_methods
	) {
	}

	/**
	 * The figures kept with an outcome to explain it later, every key present as a float.
	 *
	 * @param Payout_Facts|object|array<string, mixed> $source Facts, a payouts table row, or figures
	 *                                                          as given (missing keys count as 0).
	 * @return array{balance: float, minimum: float, reserve: float, withdraw_limit: float}
	 */
	public static function figures( array|object $source ): array {
		$values = is_object( $source ) ? get_object_vars( $source ) : $source;
		return array(
			'balance'        => (float) ( $values['balance'] ?? 0 ),
			'minimum'        => (float) ( $values['minimum'] ?? 0 ),
			'reserve'        => (float) ( $values['reserve'] ?? 0 ),
			'withdraw_limit' => (float) ( $values['withdraw_limit'] ?? 0 ),
		);
	}
}
