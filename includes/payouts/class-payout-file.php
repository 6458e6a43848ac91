<?php
/**
 * One payout file: its kind, currency and part, and what it holds.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

defined( 'ABSPATH' ) || exit;

/**
 * Names a file before it is written (the index of a batch's files, a download link) and sums
 * it up after (rows and the total it pays, in minor units).
 */
final class Payout_File {

	/**
	 * The kinds of file, as they appear in keys and names: PayPal Payouts bulk upload CSV (method
	 * paypal with a valid e-mail), NACHA ACH credits (bank transfer in USD with a valid routing and
	 * account number), SEPA credit transfer (bank transfer in EUR with a valid IBAN), and the plain
	 * CSV of requests no file can pay, each with its reason.
	 */
	public const PAYPAL  = 'paypal';
	public const ACH     = 'ach';
	public const SEPA    = 'sepa';
	public const UNFILED = 'unfiled';

	/**
	 * The kinds in the order a batch lists its files.
	 */
	public const KINDS = array( self::PAYPAL, self::ACH, self::SEPA, self::UNFILED );

	/**
	 * A file and its figures.
	 *
	 * @param string $kind     One of KINDS.
	 * @param string $currency ISO 4217 code; '' for the plain CSV, which holds every currency.
	 * @param int    $part     1 and up: PayPal takes at most 5 000 rows a file.
	 * @param int    $count    Requests in it.
	 * @param int    $total    What it pays, in minor units ($decimals); 0 for the plain CSV.
	 * @param int    $decimals Decimals of its amounts.
	 */
	public function __construct(
		public readonly string $kind,
		public readonly string $currency,
		public readonly int $part = 1,
		public readonly int $count = 0,
		public readonly int $total = 0,
		public readonly int $decimals = 2
	) {}

	/**
	 * A key for links and forms: `paypal-USD-2`, `ach-USD-1`, `sepa-EUR-1`, `unfiled` (then
	 * `unfiled-2` for a batch's second plain CSV).
	 */
	public function key(): string {
		if ( self::UNFILED === $this->kind ) {
			return 1 === $this->part ? $this->kind : $this->kind . '-' . $this->part;
		}
		return $this->kind . '-' . $this->currency . '-' . $this->part;
	}

	/**
	 * The file a key names (without figures), or null for a key no file has.
	 *
	 * @param string $key As key() gives it.
	 */
	public static function from_key( string $key ): ?self {
		if ( self::UNFILED === $key ) {
			return new self( self::UNFILED, '' );
		}
		if ( 1 === preg_match( '/^unfiled-([2-9]|[1-9][0-9]{1,5})$/', $key, $parts ) ) {
			return new self( self::UNFILED, '', (int) $parts[1] );
		}
		if ( 1 !== preg_match( '/^(paypal|ach|sepa)-([A-Z]{3})-([1-9][0-9]{0,5})$/', $key, $parts ) ) {
			return null;
		}
		$kind = $parts[1];
		if ( ( self::ACH === $kind && 'USD' !== $parts[2] ) || ( self::SEPA === $kind && 'EUR' !== $parts[2] ) ) {
			return null;
		}
		return new self( $kind, $parts[2], (int) $parts[3] );
	}

	/**
	 * The same file with its figures.
	 *
	 * @param int $count    Requests.
	 * @param int $total    Minor units.
	 * @param int $decimals Decimals.
	 */
	public function with( int $count, int $total, int $decimals ): self {
		return new self( $this->kind, $this->currency, $this->part, $count, $total, $decimals );
	}

	/**
	 * The same file as another part.
	 *
	 * @param int $part 1 and up.
	 */
	public function as_part( int $part ): self {
		return new self( $this->kind, $this->currency, $part, $this->count, $this->total, $this->decimals );
	}

	/**
	 * The total as decimal text ("1231.74").
	 */
	public function total_text(): string {
		return self::amount_text( $this->total, $this->decimals );
	}

	/**
	 * The decimals of a currency's minor unit (ISO 4217): none for the yen, the won and the
	 * others below, three for the dinars and rials below, two for every other.
	 *
	 * @param string $currency ISO 4217 code.
	 */
	public static function currency_decimals( string $currency ): int {
		$currency = strtoupper( $currency );
		if ( in_array( $currency, array( 'BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF' ), true ) ) {
			return 0;
		}
		return in_array( $currency, array( 'BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND' ), true ) ? 3 : 2;
	}

	/**
	 * Minor units as decimal text with a point or the given separator ("123174" → "1231.74"), as
	 * each file writes its amounts.
	 *
	 * @param int    $units     Minor units.
	 * @param int    $decimals  Decimals.
	 * @param string $separator Decimal separator.
	 */
	public static function amount_text( int $units, int $decimals, string $separator = '.' ): string {
		$sign   = $units < 0 ? '-' : '';
		$digits = str_pad( (string) abs( $units ), $decimals + 1, '0', STR_PAD_LEFT );
		if ( 0 === $decimals ) {
			return $sign . $digits;
		}
		return $sign . substr( $digits, 0, -$decimals ) . $separator . substr( $digits, -$decimals );
	}

	/**
	 * A download name, e.g. `paypal-payouts-USD-20261127-1.csv`, `ach-USD-20261127.txt`,
	 * `sepa-EUR-20261127.xml`, `payouts-not-in-a-file-20261127.csv`.
	 *
	 * @param \DateTimeInterface $made When the file is made.
	 */
	public function file_name( \DateTimeInterface $made ): string {
		$date = $made->format( 'Ymd' );
		switch ( $this->kind ) {
			case self::PAYPAL:
				return 'paypal-payouts-' . $this->currency . '-' . $date . '-' . $this->part . '.csv';
			case self::ACH:
				return 'ach-' . $this->currency . '-' . $date . '.txt';
			case self::SEPA:
				return 'sepa-' . $this->currency . '-' . $date . '.xml';
		}
		return 'payouts-not-in-a-file-' . $date . '.csv';
	}

	/**
	 * The Content-Type of a download.
	 */
	public function content_type(): string {
		switch ( $this->kind ) {
			case self::ACH:
				return 'text/plain; charset=us-ascii';
			case self::SEPA:
				return 'application/xml; charset=utf-8';
		}
		return 'text/csv; charset=utf-8';
	}
}
