<?php
/**
 * What the payout decision says for one vendor and one date.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * Either a request to file (its amount and method), or the reason nothing is filed; with the
 * figures that explain it and, when Dokan refused the request, Dokan's own message. The run
 * records it, the Next run preview and the vendor's panel show it, and a recorded row reads back
 * as the same object (from_row()).
 *
 * The reason is kept as its stored value, so that a row written by a newer version with a reason
 * this one does not know still reads as a skip; skip_reason() gives the case.
 */
final class Payout_Outcome {

	/**
	 * Made by the named constructors only.
	 *
	 * @param string|null          $reason  A Skip_Reason value, or null when a request is filed.
	 * @param float                $amount  Amount requested, rounded to cents; 0 when skipped.
	 * @param string               $method  The method the request is (or would have been) filed with.
	 * @param array<string, float> $figures balance, minimum, reserve and withdraw_limit.
	 * @param string               $note    Dokan's message when it refused the request, else ''.
	 */
	private function __construct(
		public readonly ?string $reason,
		public readonly float $amount,
		public readonly string $method,
		public readonly array $figures,
		public readonly string $note
	) {
	}

	/**
	 * A request of this amount is filed.
	 *
	 * @param float        $amount Amount, already rounded to cents.
	 * @param Payout_Facts $facts  What it was decided on.
	 */
	public static function filed( float $amount, Payout_Facts $facts ): self {
		return new self( null, $amount, $facts->method, Payout_Facts::figures( $facts ), '' );
	}

	/**
	 * Nothing is filed, for a reason of the payout rule.
	 *
	 * @param Skip_Reason  $reason Why.
	 * @param Payout_Facts $facts  What it was decided on.
	 */
	public static function skipped( Skip_Reason $reason, Payout_Facts $facts ): self {
		return new self( $reason->value, 0.0, $facts->method, Payout_Facts::figures( $facts ), '' );
	}

	/**
	 * Dokan refused the request this outcome would file (its validation, or its insert).
	 *
	 * @param string $message Dokan's message.
	 */
	public function refused( string $message ): self {
		return new self( Skip_Reason::HostRefused->value, 0.0, $this->method, $this->figures, $message );
	}

	/**
	 * The user may no longer withdraw: nothing about their balance is read or kept.
	 *
	 * @param string $method The method the vendor's choice still names.
	 */
	public static function not_vendor( string $method ): self {
		return new self( Skip_Reason::NotVendor->value, 0.0, $method, Payout_Facts::figures( array() ), '' );
	}

	/**
	 * The outcome a row of the payouts table records (a row still being filed reads as the request
	 * it files).
	 *
	 * @param object $row Row with status, reason, amount, method, note and the four figures.
	 */
	public static function from_row( object $row ): self {
		return new self(
			Payout_Ledger::SKIPPED === $row->status ? (string) $row->reason : null,
			(float) $row->amount,
			(string) $row->method,
			Payout_Facts::figures( $row ),
			(string) ( $row->note ?? '' )
		);
	}

	/**
	 * Whether a request is filed.
	 */
	public function is_filed(): bool {
		return null === $this->reason;
	}

	/**
	 * The reason as the case that says it in words, or null when a request is filed (or the stored
	 * value is unknown).
	 */
	public function skip_reason(): ?Skip_Reason {
		return null === $this->reason ? null : Skip_Reason::tryFrom( $this->reason );
	}
}
