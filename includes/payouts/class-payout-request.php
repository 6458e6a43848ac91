<?php
/**
 * A Dokan withdraw request as a payout file needs it.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

use VendorPayoutSchedule\Engine\Request_Status;

defined( 'ABSPATH' ) || exit;

/**
 * One request of `{prefix}dokan_withdraw` as Dokan Lite 4.1.2 has it now, read through its own
 * Withdraw object (includes/Withdraw/Withdraw.php):
 *
 * - `amount` is what the vendor asked for and what Dokan takes off the balance when it approves;
 *   `receivable` is what Dokan says the vendor gets after its withdraw charge
 *   (get_receivable_amount(), kept in `details` since Dokan 3.9.6; the amount itself for older
 *   requests) — the figure a payout file pays;
 * - `details` are the vendor's payment details of the request's method as they were when the
 *   request was filed (Withdraw::create() copies the vendor's payment profile into the serialized
 *   `details` column and never writes it again): `email` for PayPal; `ac_name`, `ac_type`
 *   (personal or business), `ac_number`, `routing_number`, `iban`, `swift`, `bank_name`,
 *   `bank_addr` for a bank transfer (includes/Withdraw/functions.php dokan_withdraw_method_bank());
 * - Dokan keeps no currency with a request (the table has no column, and Dokan's own export
 *   writes the shop's `woocommerce_currency` on every row, includes/Withdraw/Export/CSV.php): the
 *   currency is the shop's, unless a plugin stored a `currency` in `details` through Dokan's
 *   `dokan_withdraw_request_details_data` filter.
 */
final class Payout_Request {

	/**
	 * A request with its figures and details.
	 *
	 * @param int                   $id         Dokan's request id.
	 * @param int                   $vendor_id  The vendor's user id.
	 * @param string                $amount     The amount requested, as Dokan stores it (e.g. "1250.5000").
	 * @param string                $receivable What Dokan will pay after its withdraw charge.
	 * @param string                $charge     Dokan's withdraw charge.
	 * @param string                $currency   ISO 4217 code.
	 * @param string                $method     Dokan's method key (paypal, bank, …).
	 * @param string                $status     Its status, a Request_Status value.
	 * @param string                $date       When it was filed, site time.
	 * @param string                $note       Dokan's note.
	 * @param array<string, string> $details    The payment details filed with the request.
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $vendor_id,
		public readonly string $amount,
		public readonly string $receivable,
		public readonly string $charge,
		public readonly string $currency,
		public readonly string $method,
		public readonly string $status,
		public readonly string $date,
		public readonly string $note,
		public readonly array $details
	) {}

	/**
	 * Reads Dokan's Withdraw object through its getters.
	 *
	 * @param object $withdraw      WeDevs\Dokan\Withdraw\Withdraw.
	 * @param string $shop_currency The shop's currency, for requests that name none.
	 */
	public static function from_withdraw( object $withdraw, string $shop_currency ): self {
		$stored  = maybe_unserialize( (string) $withdraw->get_details() );
		$details = array();
		foreach ( is_array( $stored ) ? $stored : array() as $key => $value ) {
			if ( is_scalar( $value ) && ! in_array( $key, array( 'charge', 'receivable' ), true ) ) {
				$details[ (string) $key ] = trim( (string) $value );
			}
		}
		$currency = strtoupper( $details['currency'] ?? '' );
		return new self(
			(int) $withdraw->get_id(),
			(int) $withdraw->get_user_id(),
			self::decimal( $withdraw->get_amount() ),
			self::decimal( $withdraw->get_receivable_amount() ),
			self::decimal( $withdraw->get_charge() ),
			1 === preg_match( '/^[A-Z]{3}$/', $currency ) ? $currency : strtoupper( $shop_currency ),
			(string) $withdraw->get_method(),
			Request_Status::of_code( $withdraw->get_status() ),
			(string) $withdraw->get_date(),
			(string) $withdraw->get_note(),
			$details
		);
	}

	/**
	 * One payment detail as filed ('' when absent).
	 *
	 * @param string $key Dokan's key, e.g. `email`, `iban`, `routing_number`.
	 */
	public function detail( string $key ): string {
		return $this->details[ $key ] ?? '';
	}

	/**
	 * Whether Dokan still waits for the admin to approve or cancel it.
	 */
	public function is_pending(): bool {
		return Request_Status::PENDING === $this->status;
	}

	/**
	 * What Dokan will pay, in the currency's minor units for a file with that many decimals.
	 *
	 * @param int $decimals Decimals of the amount in the file.
	 */
	public function payable_units( int $decimals ): int {
		return self::minor_units( $this->receivable, $decimals );
	}

	/**
	 * A decimal amount in whole minor units, rounded half away from zero as wc_price() and
	 * number_format() round what Dokan shows ("1231.7425" with 2 decimals is 123174). Payout files
	 * carry exact amounts and totals that a bank adds up again, so amounts are turned into whole
	 * minor units once, from Dokan's decimal text, and added as integers; no float is summed.
	 *
	 * @param string|float|int $amount   Decimal amount, e.g. Dokan's "1250.5000".
	 * @param int              $decimals The currency's decimals in the file (2 for USD and EUR, 0 for JPY).
	 */
	public static function minor_units( string|float|int $amount, int $decimals ): int {
		$text = is_string( $amount ) ? trim( $amount ) : self::decimal( $amount );
		if ( 1 !== preg_match( '/^(-?)([0-9]*)(?:\.([0-9]*))?$/', $text, $parts ) || '' === $parts[2] . ( $parts[3] ?? '' ) ) {
			return 0;
		}
		$fraction = $parts[3] ?? '';
		$kept     = substr( str_pad( $fraction, $decimals, '0' ), 0, $decimals );
		$next     = $fraction[ $decimals ] ?? '0';
		$units    = (int) ( ( '' === $parts[2] ? '0' : $parts[2] ) . $kept );
		if ( (int) $next >= 5 ) {
			++$units;
		}
		return '-' === $parts[1] ? -$units : $units;
	}

	/**
	 * The reference every file carries for the request, naming it as Dokan → Withdraw lists it:
	 * "DOKAN-WD-123" (letters, digits and hyphens only, so PayPal's customer id, NACHA's
	 * identification number and SEPA's end-to-end id all take it as it is).
	 */
	public function reference(): string {
		return 'DOKAN-WD-' . $this->id;
	}

	/**
	 * The reference in a field of at most $length characters, still naming this request alone:
	 * reference() where it fits, else "WD-" and the request's number (NACHA's identification
	 * number has 15 characters, so "DOKAN-WD-1000000" becomes "WD-1000000", never a cut
	 * "DOKAN-WD-100000" that another request's reference is).
	 *
	 * @param int $length The field's length.
	 */
	public function reference_within( int $length ): string {
		$reference = $this->reference();
		return strlen( $reference ) <= $length ? $reference : 'WD-' . $this->id;
	}

	/**
	 * A decimal from Dokan (string or float) as plain text.
	 *
	 * @param mixed $value Dokan's figure.
	 */
	private static function decimal( $value ): string {
		if ( is_float( $value ) || is_int( $value ) ) {
			return rtrim( rtrim( sprintf( '%.10F', $value ), '0' ), '.' );
		}
		return trim( (string) $value );
	}
}
