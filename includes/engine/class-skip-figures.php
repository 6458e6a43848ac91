<?php
/**
 * The figures kept with a skip, as the sentences about it quote them.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Price_Text;

defined( 'ABSPATH' ) || exit;

/**
 * Balance, minimum, reserve and the shop's withdraw limit of one outcome, with the derived amounts
 * the admin's and the vendor's sentences both name.
 */
final class Skip_Figures {

	/**
	 * Takes the four figures.
	 *
	 * @param float $balance        The vendor's balance.
	 * @param float $minimum        The vendor's minimum.
	 * @param float $reserve        The vendor's reserve.
	 * @param float $withdraw_limit The shop's minimum withdraw amount.
	 */
	private function __construct(
		public readonly float $balance,
		public readonly float $minimum,
		public readonly float $reserve,
		public readonly float $withdraw_limit
	) {
	}

	/**
	 * From figures as stored or assessed (missing keys count as 0).
	 *
	 * @param array<string, mixed>|object $figures Figures, or a payouts table row.
	 */
	public static function of( array|object $figures ): self {
		$f = Payout_Facts::figures( $figures );
		return new self( $f['balance'], $f['minimum'], $f['reserve'], $f['withdraw_limit'] );
	}

	/**
	 * The smallest balance paid out: the vendor's minimum or, without a reserve, the shop's limit.
	 */
	public function threshold(): float {
		return max( $this->minimum, $this->withdraw_limit, 0.01 );
	}

	/**
	 * The shop's minimum withdraw, at least a cent.
	 */
	public function limit(): float {
		return max( 0.01, $this->withdraw_limit );
	}

	/**
	 * What the reserve leaves to pay out.
	 */
	public function left_after_reserve(): float {
		return max( 0.0, $this->balance - $this->reserve );
	}

	/**
	 * An amount in the shop's price format.
	 *
	 * @param float $amount Amount.
	 */
	public function price( float $amount ): string {
		return Price_Text::format( $amount );
	}

	/**
	 * Dokan's refusal as plain text: its messages may hold HTML (`wc_price()` in "Withdraw amount must
	 * be greater than or equal to …") and they are read as text, so tags go and entities are decoded
	 * once.
	 *
	 * @param string $host_note Dokan's message.
	 */
	public static function host_text( string $host_note ): string {
		return trim( html_entity_decode( wp_strip_all_tags( $host_note ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}
}
