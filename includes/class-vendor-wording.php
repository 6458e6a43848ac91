<?php
/**
 * The vendor's words for a skipped payout, and for a request cancelled after Dokan refused it.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

use VendorPayoutSchedule\Engine\Payout_Rule;
use VendorPayoutSchedule\Engine\Skip_Figures;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * What the vendor reads about a skip, on the Schedule panel, in the "skipped" e-mail and in their
 * personal data export: one sentence per reason in the vendor's voice ("your balance"), with the
 * figures that explain it, and the one thing that fixes it. Built when read, so it follows the
 * reader's language, the shop's current price format and what the shop offers the vendor now.
 * A request the admin cancels after Dokan's check refused it gets Dokan's reason in the same voice,
 * as the note Dokan's cancellation e-mail quotes.
 *
 * Switches, not matches: the string extractor (wp-pot) does not read match arms.
 */
final class Vendor_Wording {

	/**
	 * Why a run skips (present tense, the panel's projection) or skipped (past tense) the vendor.
	 *
	 * @param Skip_Reason          $reason  The reason.
	 * @param array<string, mixed> $figures balance, minimum, reserve and withdraw_limit.
	 * @param string               $note    Dokan's message when it refused the request.
	 * @param bool                 $past    Whether the run is over.
	 */
	public static function why( Skip_Reason $reason, array $figures, string $note, bool $past ): string {
		$f = Skip_Figures::of( $figures );
		return $past ? self::why_past( $reason, $f, $note ) : self::why_projected( $reason, $f );
	}

	/**
	 * Why the marketplace cancelled a scheduled request, from Dokan's refusal (the codes of Dokan
	 * Lite 4.1.2's Manager::is_valid_approval_request(); another plugin's refusal through
	 * `dokan_withdraw_is_valid_request` in its own words): the note Dokan keeps with the request
	 * and quotes in its e-mail to the vendor.
	 *
	 * @param string               $code    Dokan's error code.
	 * @param string               $message Dokan's message, as plain text.
	 * @param array<string, mixed> $facts   What the words may quote, each optional: `amount` (the
	 *                                      amount requested), `balance` (the balance Dokan read when
	 *                                      it refused), `method` (Dokan's method key).
	 */
	public static function cancelled( string $code, string $message, array $facts ): string {
		switch ( $code ) {
			case 'dokan_withdraw_not_enough_balance':
				if ( isset( $facts['balance'], $facts['amount'] ) && (float) $facts['balance'] < (float) $facts['amount'] ) {
					return sprintf(
						/* translators: 1: the vendor's balance when the marketplace checked the request, 2: the amount requested (both prices). */
						__( 'Your balance was %1$s when the marketplace checked the request, less than the %2$s requested (a refund or another withdrawal since).', 'vendor-payout-schedule' ),
						Price_Text::format( (float) $facts['balance'] ),
						Price_Text::format( (float) $facts['amount'] )
					);
				}
				return __( 'Your balance no longer covers the amount requested.', 'vendor-payout-schedule' );
			case 'dokan_withdraw_amount':
				return __( 'The amount requested is below the marketplace’s minimum withdraw amount.', 'vendor-payout-schedule' );
			case 'dokan_withdraw_invalid_method':
				if ( ! empty( $facts['method'] ) ) {
					return sprintf(
						/* translators: %s: the payment method's title, e.g. "PayPal". */
						__( '%s is no longer set up in your payment settings, or the marketplace no longer offers it.', 'vendor-payout-schedule' ),
						(string) dokan_withdraw_get_method_title( (string) $facts['method'] )
					);
				}
				return __( 'The payment method of the request is no longer set up in your payment settings, or the marketplace no longer offers it.', 'vendor-payout-schedule' );
			case 'dokan_withdraw_seller_not_enabled':
				return __( 'Selling is turned off for your store.', 'vendor-payout-schedule' );
			case 'dokan_withdraw_empty':
				return __( 'The request had no amount.', 'vendor-payout-schedule' );
		}
		return '' === $message
			? __( 'The marketplace could not pay this request.', 'vendor-payout-schedule' )
			/* translators: %s: the reason another plugin of the marketplace gave, in its own words. */
			: sprintf( __( 'The marketplace could not pay this request: %s', 'vendor-payout-schedule' ), $message );
	}

	/**
	 * The one thing the vendor can do about it now, or '' when nothing the vendor can do would
	 * help: advice is only given when the shop lets the vendor follow it — a lower minimum or
	 * reserve only when a lower one is offered, another payment method only when the vendor has
	 * one the payout could go to, setting one up only when the shop offers any.
	 *
	 * @param Skip_Reason          $reason    The reason.
	 * @param array<string, mixed> $figures   The outcome's figures (the vendor's minimum and reserve).
	 * @param string               $method    The payment method the payout was for.
	 * @param int                  $vendor_id The vendor, whose methods are read now.
	 */
	public static function remedy( Skip_Reason $reason, array $figures, string $method, int $vendor_id ): string {
		$f = Skip_Figures::of( $figures );
		switch ( $reason ) {
			case Skip_Reason::NoMethod:
				return self::set_up_method();
			case Skip_Reason::MethodInactive:
				$usable = ( new Vendor_Methods() )->usable( $vendor_id );
				if ( array() !== array_diff( $usable, array( $method ) ) ) {
					return __( 'Choose another payment method in your withdraw schedule.', 'vendor-payout-schedule' );
				}
				// The method is usable again (nothing to do), or the vendor has none left.
				return in_array( $method, $usable, true ) ? '' : self::set_up_method();
			case Skip_Reason::PendingRequest:
				return __( 'Nothing to do: once the marketplace has handled your pending request, the next scheduled payout is filed again.', 'vendor-payout-schedule' );
			case Skip_Reason::BelowMinimum:
				if ( ! self::offers_less_than( ( new Withdraw_Settings() )->minimum_amounts(), $f->minimum ) ) {
					return '';
				}
				return __( 'Lower the minimum balance in your withdraw schedule, or wait until your balance reaches it.', 'vendor-payout-schedule' );
			case Skip_Reason::ReserveLeavesTooLittle:
				if ( ! self::offers_less_than( ( new Withdraw_Settings() )->reserve_amounts(), $f->reserve ) ) {
					return '';
				}
				return __( 'Lower the reserve balance in your withdraw schedule.', 'vendor-payout-schedule' );
			case Skip_Reason::HostRefused:
				return __( 'Contact the marketplace: it has to allow withdrawals from your account again.', 'vendor-payout-schedule' );
		}
		return '';
	}

	/**
	 * Setting up a payment method, when the shop offers any a scheduled payout may use. Choosing it
	 * in the schedule is part of it: the schedule keeps the method it names, even one removed.
	 */
	private static function set_up_method(): string {
		if ( array() === ( new Vendor_Methods() )->offered() ) {
			return '';
		}
		return __( 'Set up a payment method on your withdraw page and choose it in your withdraw schedule.', 'vendor-payout-schedule' );
	}

	/**
	 * Whether a list offers an amount below the vendor's, compared in cents.
	 *
	 * @param array<int|float> $offered The amounts offered.
	 * @param float            $amount  The vendor's amount.
	 */
	private static function offers_less_than( array $offered, float $amount ): bool {
		foreach ( $offered as $candidate ) {
			if ( Payout_Rule::cents( (float) $candidate ) < Payout_Rule::cents( $amount ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Why the next run would skip the vendor.
	 *
	 * @param Skip_Reason  $reason Reason.
	 * @param Skip_Figures $f      Figures now.
	 */
	private static function why_projected( Skip_Reason $reason, Skip_Figures $f ): string {
		switch ( $reason ) {
			case Skip_Reason::BelowMinimum:
				if ( $f->balance <= 0 ) {
					return __( 'There is no balance to pay out yet.', 'vendor-payout-schedule' );
				}
				/* translators: 1: the vendor's balance, 2: the smallest balance that is paid out (both prices). */
				return sprintf( __( 'Your balance of %1$s is below the minimum of %2$s.', 'vendor-payout-schedule' ), $f->price( $f->balance ), $f->price( $f->threshold() ) );
			case Skip_Reason::ReserveLeavesTooLittle:
				/* translators: 1: the vendor's reserve, 2: what would be left to pay out, 3: the shop's minimum withdraw amount (all prices). */
				return sprintf( __( 'Keeping your reserve of %1$s leaves %2$s, less than the minimum withdraw of %3$s.', 'vendor-payout-schedule' ), $f->price( $f->reserve ), $f->price( $f->left_after_reserve() ), $f->price( $f->limit() ) );
			case Skip_Reason::PendingRequest:
				return __( 'A withdraw request of yours is pending; no new one is filed until it is handled.', 'vendor-payout-schedule' );
			case Skip_Reason::MethodInactive:
				return __( 'Your chosen payment method is no longer available. Choose another one.', 'vendor-payout-schedule' );
			case Skip_Reason::NoMethod:
				return __( 'Set up a payment method to receive scheduled payouts.', 'vendor-payout-schedule' );
		}
		return __( 'This payout cannot be filed automatically.', 'vendor-payout-schedule' );
	}

	/**
	 * Why a past run skipped the vendor.
	 *
	 * @param Skip_Reason  $reason    Reason.
	 * @param Skip_Figures $f         Figures at that run.
	 * @param string       $host_note Dokan's own message when it refused the request.
	 */
	private static function why_past( Skip_Reason $reason, Skip_Figures $f, string $host_note ): string {
		switch ( $reason ) {
			case Skip_Reason::BelowMinimum:
				if ( $f->balance <= 0 ) {
					return __( 'There was no balance to pay out.', 'vendor-payout-schedule' );
				}
				/* translators: 1: the vendor's balance then, 2: the smallest balance that is paid out (both prices). */
				return sprintf( __( 'Your balance of %1$s was below the minimum of %2$s.', 'vendor-payout-schedule' ), $f->price( $f->balance ), $f->price( $f->threshold() ) );
			case Skip_Reason::ReserveLeavesTooLittle:
				/* translators: 1: the vendor's reserve, 2: what was left to pay out, 3: the shop's minimum withdraw amount (all prices). */
				return sprintf( __( 'Keeping your reserve of %1$s left %2$s, less than the minimum withdraw of %3$s.', 'vendor-payout-schedule' ), $f->price( $f->reserve ), $f->price( $f->left_after_reserve() ), $f->price( $f->limit() ) );
			case Skip_Reason::PendingRequest:
				return __( 'A withdraw request of yours was still pending.', 'vendor-payout-schedule' );
			case Skip_Reason::MethodInactive:
				return __( 'Your chosen payment method was no longer available.', 'vendor-payout-schedule' );
			case Skip_Reason::NoMethod:
				return __( 'No payment method was set up.', 'vendor-payout-schedule' );
			case Skip_Reason::HostRefused:
				$host_text = Skip_Figures::host_text( $host_note );
				if ( '' !== $host_text ) {
					return $host_text;
				}
		}
		return __( 'The payout could not be filed automatically.', 'vendor-payout-schedule' );
	}
}
