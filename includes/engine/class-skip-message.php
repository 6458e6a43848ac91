<?php
/**
 * What a vendor reads about a skipped payout.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * One translated sentence per reason, with the figures that explain it. Built when read, not when
 * stored, so it follows the reader's language and the shop's current price format.
 */
final class Skip_Message {

	/**
	 * Why the next run would skip the vendor, in the present tense.
	 *
	 * @param string               $reason  One of the Skip_Reason constants.
	 * @param array<string, float> $figures balance, minimum, reserve and withdraw_limit.
	 */
	public static function projected( string $reason, array $figures ): string {
		$f = Payout_Facts::figures( $figures );
		switch ( $reason ) {
			case Skip_Reason::BELOW_MINIMUM:
				if ( $f['balance'] <= 0 ) {
					return __( 'There is no balance to pay out yet.', 'vendor-payout-schedule' );
				}
				/* translators: 1: the vendor's balance, 2: the smallest balance that is paid out (both prices). */
				return sprintf( __( 'Your balance of %1$s is below the minimum of %2$s.', 'vendor-payout-schedule' ), Price_Text::format( $f['balance'] ), Price_Text::format( self::threshold( $f ) ) );
			case Skip_Reason::RESERVE_LEAVES_TOO_LITTLE:
				/* translators: 1: the vendor's reserve, 2: what would be left to pay out, 3: the shop's minimum withdraw amount (all prices). */
				return sprintf( __( 'Keeping your reserve of %1$s leaves %2$s, less than the minimum withdraw of %3$s.', 'vendor-payout-schedule' ), Price_Text::format( $f['reserve'] ), Price_Text::format( max( 0.0, $f['balance'] - $f['reserve'] ) ), Price_Text::format( max( 0.01, $f['withdraw_limit'] ) ) );
			case Skip_Reason::PENDING_REQUEST:
				return __( 'A withdraw request of yours is pending; no new one is filed until it is handled.', 'vendor-payout-schedule' );
			case Skip_Reason::METHOD_INACTIVE:
				return __( 'Your chosen payment method is no longer available. Choose another one.', 'vendor-payout-schedule' );
			case Skip_Reason::NO_METHOD:
				return __( 'Set up a payment method to receive scheduled payouts.', 'vendor-payout-schedule' );
		}
		return __( 'This payout cannot be filed automatically.', 'vendor-payout-schedule' );
	}

	/**
	 * Why a past run skipped the vendor, in the past tense.
	 *
	 * @param string               $reason    One of the Skip_Reason constants.
	 * @param array<string, float> $figures   balance, minimum, reserve and withdraw_limit at that run.
	 * @param string               $host_note Dokan's own message when it refused the request.
	 */
	public static function past( string $reason, array $figures, string $host_note = '' ): string {
		$f = Payout_Facts::figures( $figures );
		switch ( $reason ) {
			case Skip_Reason::BELOW_MINIMUM:
				if ( $f['balance'] <= 0 ) {
					return __( 'There was no balance to pay out.', 'vendor-payout-schedule' );
				}
				/* translators: 1: the vendor's balance then, 2: the smallest balance that is paid out (both prices). */
				return sprintf( __( 'Your balance of %1$s was below the minimum of %2$s.', 'vendor-payout-schedule' ), Price_Text::format( $f['balance'] ), Price_Text::format( self::threshold( $f ) ) );
			case Skip_Reason::RESERVE_LEAVES_TOO_LITTLE:
				/* translators: 1: the vendor's reserve, 2: what was left to pay out, 3: the shop's minimum withdraw amount (all prices). */
				return sprintf( __( 'Keeping your reserve of %1$s left %2$s, less than the minimum withdraw of %3$s.', 'vendor-payout-schedule' ), Price_Text::format( $f['reserve'] ), Price_Text::format( max( 0.0, $f['balance'] - $f['reserve'] ) ), Price_Text::format( max( 0.01, $f['withdraw_limit'] ) ) );
			case Skip_Reason::PENDING_REQUEST:
				return __( 'A withdraw request of yours was still pending.', 'vendor-payout-schedule' );
			case Skip_Reason::METHOD_INACTIVE:
				return __( 'Your chosen payment method was no longer available.', 'vendor-payout-schedule' );
			case Skip_Reason::NO_METHOD:
				return __( 'No payment method was set up.', 'vendor-payout-schedule' );
			case Skip_Reason::HOST_REFUSED:
				if ( '' !== $host_note ) {
					return $host_note;
				}
		}
		return __( 'The payout could not be filed automatically.', 'vendor-payout-schedule' );
	}

	/**
	 * The smallest balance paid out: the vendor's minimum or, without a reserve, the shop's limit.
	 *
	 * @param array{balance: float, minimum: float, reserve: float, withdraw_limit: float} $f Figures.
	 */
	private static function threshold( array $f ): float {
		return max( $f['minimum'], $f['withdraw_limit'], 0.01 );
	}
}
