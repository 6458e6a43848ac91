<?php
/**
 * Why a vendor was not paid on a scheduled date, and every reader's words for it.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * The reasons as stable values (stored in the payouts table and sent to the panel, never renamed)
 * with what each reader is told: the admin's short label and sentence, the vendor's message and the
 * one thing that fixes it. Texts are built when read, not when stored, so they follow the reader's
 * language and the shop's current price format.
 *
 * The engine passes reasons around as the stored strings (the class constants below); words are
 * asked of the case, `Skip_Reason::from( $stored )`.
 */
enum Skip_Reason: string {

	case BelowMinimum            = 'below_minimum';
	case ReserveLeavesTooLittle  = 'reserve_leaves_too_little';
	case PendingRequest          = 'pending_request';
	case MethodInactive          = 'method_inactive';
	case NoMethod                = 'no_method';
	/**
	 * Dokan's own validation (`is_valid_approval_request()`, which other plugins filter) refused
	 * the request, e.g. because the admin disabled the vendor's selling.
	 */
	case HostRefused             = 'host_refused';
	/**
	 * The user still carries a schedule in their meta but may no longer withdraw.
	 */
	case NotVendor               = 'not_vendor';

	public const BELOW_MINIMUM             = 'below_minimum';
	public const RESERVE_LEAVES_TOO_LITTLE = 'reserve_leaves_too_little';
	public const PENDING_REQUEST           = 'pending_request';
	public const METHOD_INACTIVE           = 'method_inactive';
	public const NO_METHOD                 = 'no_method';
	public const HOST_REFUSED              = 'host_refused';
	public const NOT_VENDOR                = 'not_vendor';

	/**
	 * Every stored value, in the order the admin screens list them.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array_map( static fn ( self $reason ): string => $reason->value, self::cases() );
	}

	/**
	 * The admin's short label of a stored value (the value itself when unknown).
	 *
	 * @param string $reason A stored value.
	 */
	public static function label( string $reason ): string {
		$known = self::tryFrom( $reason );
		return null === $known ? $reason : $known->admin_label();
	}

	/**
	 * A short label for filters and totals, in the admin's words.
	 */
	public function admin_label(): string {
		// A switch, not a match: the string extractor (wp-pot) does not read match arms.
		switch ( $this ) {
			case self::BelowMinimum:
				return __( 'Below minimum', 'vendor-payout-schedule' );
			case self::ReserveLeavesTooLittle:
				return __( 'Reserve leaves too little', 'vendor-payout-schedule' );
			case self::PendingRequest:
				return __( 'Pending request', 'vendor-payout-schedule' );
			case self::MethodInactive:
				return __( 'Payment method inactive', 'vendor-payout-schedule' );
			case self::NoMethod:
				return __( 'No payment method', 'vendor-payout-schedule' );
			case self::HostRefused:
				return __( 'Refused by Dokan', 'vendor-payout-schedule' );
		}
		return __( 'No longer a vendor', 'vendor-payout-schedule' );
	}

	/**
	 * The admin's sentence: about the vendor, with the figures that explain it.
	 *
	 * @param array<string, mixed> $figures balance, minimum, reserve and withdraw_limit.
	 * @param string               $note    Dokan's message when it refused the request.
	 * @param bool                 $past    Whether the run is over (a record) or still to come (a preview).
	 */
	public function admin_text( array $figures, string $note, bool $past ): string {
		$f = Skip_Figures::of( $figures );
		switch ( $this ) {
			case self::BelowMinimum:
				if ( $f->balance <= 0 ) {
					return $past ? __( 'The vendor had no balance to pay out.', 'vendor-payout-schedule' ) : __( 'The vendor has no balance to pay out.', 'vendor-payout-schedule' );
				}
				return sprintf(
					$past
						/* translators: 1: the vendor's balance then, 2: the smallest balance that is paid out (both prices). */
						? __( 'The vendor’s balance of %1$s was below the minimum of %2$s.', 'vendor-payout-schedule' )
						/* translators: 1: the vendor's balance, 2: the smallest balance that is paid out (both prices). */
						: __( 'The vendor’s balance of %1$s is below the minimum of %2$s.', 'vendor-payout-schedule' ),
					$f->price( $f->balance ),
					$f->price( $f->threshold() )
				);
			case self::ReserveLeavesTooLittle:
				return sprintf(
					$past
						/* translators: 1: the vendor's reserve, 2: what was left to pay out, 3: the shop's minimum withdraw amount (all prices). */
						? __( 'Keeping the vendor’s reserve of %1$s left %2$s, less than the minimum withdraw of %3$s.', 'vendor-payout-schedule' )
						/* translators: 1: the vendor's reserve, 2: what would be left to pay out, 3: the shop's minimum withdraw amount (all prices). */
						: __( 'Keeping the vendor’s reserve of %1$s leaves %2$s, less than the minimum withdraw of %3$s.', 'vendor-payout-schedule' ),
					$f->price( $f->reserve ),
					$f->price( $f->left_after_reserve() ),
					$f->price( $f->limit() )
				);
			case self::PendingRequest:
				return $past ? __( 'A withdraw request of the vendor’s was still pending.', 'vendor-payout-schedule' ) : __( 'A withdraw request of the vendor’s is pending; no new one is filed until it is handled.', 'vendor-payout-schedule' );
			case self::MethodInactive:
				return $past ? __( 'The payment method the vendor chose was no longer available.', 'vendor-payout-schedule' ) : __( 'The payment method the vendor chose is no longer available.', 'vendor-payout-schedule' );
			case self::NoMethod:
				return $past ? __( 'The vendor had not set up a payment method.', 'vendor-payout-schedule' ) : __( 'The vendor has not set up a payment method.', 'vendor-payout-schedule' );
			case self::HostRefused:
				$host = Skip_Figures::host_text( $note );
				/* translators: %s: Dokan's own message. */
				return '' === $host ? __( 'Dokan refused the request.', 'vendor-payout-schedule' ) : sprintf( __( 'Dokan refused the request: %s', 'vendor-payout-schedule' ), $host );
			default:
				return $past ? __( 'The user was no longer a vendor allowed to withdraw.', 'vendor-payout-schedule' ) : __( 'The user is no longer a vendor allowed to withdraw.', 'vendor-payout-schedule' );
		}
	}

	/**
	 * What the vendor reads: why the next run would skip them (present tense) or why a past run did.
	 *
	 * @param array<string, mixed> $figures balance, minimum, reserve and withdraw_limit.
	 * @param string               $note    Dokan's message when it refused the request.
	 * @param bool                 $past    Whether the run is over.
	 */
	public function vendor_text( array $figures, string $note, bool $past ): string {
		return $past ? Skip_Vendor_Text::past( $this, Skip_Figures::of( $figures ), $note ) : Skip_Vendor_Text::projected( $this, Skip_Figures::of( $figures ) );
	}

	/**
	 * The one thing the vendor can do about it, or '' when nothing the vendor does would help.
	 */
	public function remedy(): string {
		// A switch, not a match: the string extractor (wp-pot) does not read match arms.
		switch ( $this ) {
			case self::NoMethod:
				return __( 'Set up a payment method on your withdraw page; the next scheduled payout then goes to it.', 'vendor-payout-schedule' );
			case self::MethodInactive:
				return __( 'Choose another payment method in your withdraw schedule.', 'vendor-payout-schedule' );
			case self::PendingRequest:
				return __( 'Nothing to do: once the marketplace has handled your pending request, the next scheduled payout is filed again.', 'vendor-payout-schedule' );
			case self::BelowMinimum:
				return __( 'Lower the minimum balance in your withdraw schedule, or wait until your balance reaches it.', 'vendor-payout-schedule' );
			case self::ReserveLeavesTooLittle:
				return __( 'Lower the reserve balance in your withdraw schedule.', 'vendor-payout-schedule' );
			case self::HostRefused:
				return __( 'Contact the marketplace: it has to allow withdrawals from your account again.', 'vendor-payout-schedule' );
		}
		return '';
	}
}
