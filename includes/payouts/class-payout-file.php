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
	 * A file and its figures.
	 *
	 * @param File_Kind $kind     What file.
	 * @param string    $currency ISO 4217 code; '' for the plain CSV, which holds every currency.
	 * @param int       $part     1 and up: PayPal takes at most 5 000 rows a file.
	 * @param int       $count    Requests in it.
	 * @param int       $total    What it pays, in minor units ($decimals); 0 for the plain CSV.
	 * @param int       $decimals Decimals of its amounts.
	 */
	public function __construct(
		public readonly File_Kind $kind,
		public readonly string $currency,
		public readonly int $part = 1,
		public readonly int $count = 0,
		public readonly int $total = 0,
		public readonly int $decimals = 2
	) {}

	/**
	 * A key for links and forms: `paypal-USD-2`, `ach-USD-1`, `sepa-EUR-1`, `unfiled`.
	 */
	public function key(): string {
		return File_Kind::Unfiled === $this->kind ? $this->kind->value : $this->kind->value . '-' . $this->currency . '-' . $this->part;
	}

	/**
	 * The file a key names (without figures), or null for a key no file has.
	 *
	 * @param string $key As key() gives it.
	 */
	public static function from_key( string $key ): ?self {
		if ( File_Kind::Unfiled->value === $key ) {
			return new self( File_Kind::Unfiled, '' );
		}
		if ( 1 !== preg_match( '/^(paypal|ach|sepa)-([A-Z]{3})-([1-9][0-9]{0,5})$/', $key, $parts ) ) {
			return null;
		}
		$kind = File_Kind::from( $parts[1] );
		if ( ( File_Kind::Ach === $kind && 'USD' !== $parts[2] ) || ( File_Kind::Sepa === $kind && 'EUR' !== $parts[2] ) ) {
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
	 * The total as decimal text ("1231.74").
	 */
	public function total_text(): string {
		return Money::format( $this->total, $this->decimals );
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
			case File_Kind::Paypal:
				return 'paypal-payouts-' . $this->currency . '-' . $date . '-' . $this->part . '.csv';
			case File_Kind::Ach:
				return 'ach-' . $this->currency . '-' . $date . '.txt';
			case File_Kind::Sepa:
				return 'sepa-' . $this->currency . '-' . $date . '.xml';
		}
		return 'payouts-not-in-a-file-' . $date . '.csv';
	}

	/**
	 * The Content-Type of a download.
	 */
	public function content_type(): string {
		switch ( $this->kind ) {
			case File_Kind::Ach:
				return 'text/plain; charset=us-ascii';
			case File_Kind::Sepa:
				return 'application/xml; charset=utf-8';
		}
		return 'text/csv; charset=utf-8';
	}
}
