<?php
/**
 * PayPal's Payouts bulk upload file.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

use VendorPayoutSchedule\Csv_Rows;

defined( 'ABSPATH' ) || exit;

/**
 * Writes the .csv that PayPal's Payouts web upload takes (PayPal developer docs, "Payouts Web" /
 * "Use Web UI"): no header; one row per payout: recipient e-mail, amount, currency, customer id
 * (at most 30 characters, no spaces: the request's reference), note to the recipient (at most
 * 400 characters), wallet `PAYPAL`; one currency per file and at most 5 000 rows.
 *
 * Amounts are what Dokan will pay after its withdraw charge, with the currency's decimals as
 * PayPal counts them (HUF, JPY and TWD take none: PayPal REST API "Currency codes") and a point.
 * Each row is written as it is added; nothing is held.
 */
final class Paypal_Payouts_Csv {

	/**
	 * Rows PayPal takes in one file.
	 */
	public const ROW_LIMIT = 5000;

	/**
	 * The most PayPal pays one recipient in one payout item (PayPal Payouts, "Payouts limits":
	 * 20 000 USD), in cents.
	 */
	public const AMOUNT_LIMIT_USD = 2000000;

	/**
	 * Currencies PayPal pays out in (PayPal REST API, "Currency codes").
	 */
	private const CURRENCIES = array( 'AUD', 'BRL', 'CAD', 'CHF', 'CNY', 'CZK', 'DKK', 'EUR', 'GBP', 'HKD', 'HUF', 'ILS', 'JPY', 'MXN', 'MYR', 'NOK', 'NZD', 'PHP', 'PLN', 'SEK', 'SGD', 'THB', 'TWD', 'USD' );

	/**
	 * Currencies PayPal takes without decimals.
	 */
	private const ZERO_DECIMAL = array( 'HUF', 'JPY', 'TWD' );

	/**
	 * Rows written.
	 *
	 * @var int
	 */
	private int $rows = 0;

	/**
	 * Their total, in minor units.
	 *
	 * @var int
	 */
	private int $total = 0;

	/**
	 * A file of one currency.
	 *
	 * @param resource $out               Where the rows go (php://output for a download).
	 * @param string   $currency          The file's one currency.
	 * @param int      $part              Which part of the currency's payouts (1 and up).
	 * @throws \InvalidArgumentException For a currency PayPal pays no payouts in.
	 */
	public function __construct(
		private $out,
		private readonly string $currency,
		private readonly int $part = 1
	) {
		if ( ! self::pays_in( $currency ) ) {
			throw new \InvalidArgumentException( 'PayPal pays no payouts in ' . esc_html( $currency ) . '.' );
		}
	}

	/**
	 * Whether PayPal pays out in a currency.
	 *
	 * @param string $currency ISO 4217 code.
	 */
	public static function pays_in( string $currency ): bool {
		return in_array( strtoupper( $currency ), self::CURRENCIES, true );
	}

	/**
	 * The decimals PayPal takes for a currency.
	 *
	 * @param string $currency ISO 4217 code.
	 */
	public static function decimals( string $currency ): int {
		return in_array( strtoupper( $currency ), self::ZERO_DECIMAL, true ) ? 0 : 2;
	}

	/**
	 * Whether PayPal can pay an address: a valid e-mail address (WordPress's is_email()) that no
	 * spreadsheet would take for a formula.
	 *
	 * @param string $email As filed with the request.
	 */
	public static function email_valid( string $email ): bool {
		return false !== is_email( $email ) && Csv_Rows::cell( $email ) === $email;
	}

	/**
	 * Writes the request's row.
	 *
	 * @param Payout_Request $request A request Payout_Sorter placed in a PayPal file of this currency.
	 * @throws \LengthException When the file already holds ROW_LIMIT rows.
	 * @throws \InvalidArgumentException When the request belongs in another file.
	 */
	public function add( Payout_Request $request ): void {
		if ( $this->rows >= self::ROW_LIMIT ) {
			throw new \LengthException( 'A PayPal payouts file holds at most 5000 rows.' );
		}
		if ( $request->currency !== $this->currency || ! self::email_valid( $request->detail( 'email' ) ) ) {
			throw new \InvalidArgumentException( 'Request ' . (int) $request->id . ' belongs in no PayPal file of this currency.' );
		}
		$decimals = self::decimals( $this->currency );
		$units    = $request->payable_units( $decimals );
		Csv_Rows::put(
			$this->out,
			array(
				$request->detail( 'email' ),
				Payout_File::amount_text( $units, $decimals ),
				$this->currency,
				$request->reference(),
				mb_substr( self::note( $request ), 0, 400 ),
				'PAYPAL',
			)
		);
		++$this->rows;
		$this->total += $units;
	}

	/**
	 * What was written.
	 */
	public function finish(): Payout_File {
		return new Payout_File( Payout_File::PAYPAL, $this->currency, $this->part, $this->rows, $this->total, self::decimals( $this->currency ) );
	}

	/**
	 * The note the vendor reads in PayPal. PayPal shows the vendor what the file says and nothing
	 * else: the words are the file's content, so they are written here, with the file, and kept
	 * with it byte for byte (Payout_File_Store). PayPal's API takes the same words with each item
	 * (PayPal\Payout_Batch_Body).
	 *
	 * @param Payout_Request $request The request.
	 */
	public static function note( Payout_Request $request ): string {
		return sprintf(
			/* translators: 1: Dokan's withdraw request number, 2: the marketplace's name. */
			__( 'Payout of your withdraw request #%1$d at %2$s', 'vendor-payout-schedule' ),
			$request->id,
			wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES )
		);
	}
}
