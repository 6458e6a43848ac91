<?php
/**
 * The outcome of the payout rule for one vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * Either an amount to request, or the reason nothing is requested.
 */
final class Payout_Decision {

	/**
	 * Made by paid() or skipped() only.
	 *
	 * @param float       $amount Amount to request, rounded to cents; 0 when skipped.
	 * @param string|null $reason One of the Skip_Reason constants, or null when paid.
	 */
	private function __construct(
		public readonly float $amount,
		public readonly ?string $reason
	) {
	}

	/**
	 * A request of this amount is to be filed.
	 *
	 * @param float $amount Amount, already rounded to cents.
	 */
	public static function pay( float $amount ): self {
		return new self( $amount, null );
	}

	/**
	 * Nothing is filed, for this reason.
	 *
	 * @param string $reason One of the Skip_Reason constants.
	 */
	public static function skip( string $reason ): self {
		return new self( 0.0, $reason );
	}

	/**
	 * Whether a request is to be filed.
	 */
	public function is_paid(): bool {
		return null === $this->reason;
	}
}
