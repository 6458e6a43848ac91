<?php
/**
 * A NACHA ACH file of credits.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

defined( 'ABSPATH' ) || exit;

/**
 * Writes the bank transfers in USD as an ACH file in the NACHA format: 94-character records —
 * the file header (1), a batch header (5) per Standard Entry Class, an entry (6) per request, a
 * batch control (8) with the batch's entry count, entry hash and credit total, the file control
 * (9), and records of nines up to a multiple of ten records (the blocking factor).
 *
 * - PPD (Prearranged Payment and Deposit) for a personal account, CCD (Corporate Credit or Debit)
 *   for a business one, as the request's Dokan account type (`ac_type`) says; a request whose type
 *   Dokan does not know goes with the personal ones.
 * - Transaction code 22, a credit to a checking account: Dokan's bank details do not say whether
 *   an account is checking or savings, and most payout accounts are checking accounts.
 * - Service class 220 (credits only); the entry's identification number is the request's
 *   reference (Payout_Request::reference_within( 15 )); the trace number is the originating
 *   bank's 8 digits and a running number that starts where the site's previous ACH file ended
 *   (Payout_File_Store), so no two files carry the same trace number.
 * - The receiver's name is the account holder's, transliterated to ASCII (Payee_Name).
 *
 * Entries are kept in temporary streams (memory up to 1 MB, then a temporary file) until
 * finish() knows the totals the headers and controls need, so 10 000 entries never sit in PHP's
 * memory at once.
 */
final class Nacha_File {

	/**
	 * Transaction code of a credit to a checking account.
	 */
	public const CHECKING_CREDIT = '22';

	/**
	 * The largest amount an entry carries: ten digits of cents.
	 */
	public const AMOUNT_LIMIT = 9999999999;

	/**
	 * The largest running number of a trace number (seven digits).
	 */
	public const TRACE_LIMIT = 9999999;

	/**
	 * Entries not yet written, by SEC code.
	 *
	 * @var array<string, array{stream: resource, count: int, hash: int, total: int}>
	 */
	private array $batches = array();

	/**
	 * Entries added so far (the trace numbers' running number).
	 *
	 * @var int
	 */
	private int $entries = 0;

	/**
	 * Starts a file; nothing is written before finish().
	 *
	 * @param resource           $out       Where the file goes (php://output for a download).
	 * @param Originator         $originator The marketplace's ACH details (Originator::ach_errors() empty).
	 * @param \DateTimeImmutable $created   When the file is made (its creation date and time).
	 * @param \DateTimeImmutable $effective The date the vendors are to be credited.
	 * @param string             $file_id   File ID modifier: A–Z or 0–9, another one for each file sent the same day.
	 * @param int                $first_trace The running number of the first entry's trace number (1–9 999 999).
	 * @throws \InvalidArgumentException When the originator's details cannot make a file.
	 */
	public function __construct(
		private $out,
		private readonly Originator $originator,
		private readonly \DateTimeImmutable $created,
		private readonly \DateTimeImmutable $effective,
		private readonly string $file_id = 'A',
		private readonly int $first_trace = 1
	) {
		if ( array() !== Originator::ach_errors( $originator->to_array() ) || 1 !== preg_match( '/^[A-Z0-9]$/', $file_id ) || $first_trace < 1 || $first_trace > self::TRACE_LIMIT ) {
			throw new \InvalidArgumentException( 'The originator details do not make an ACH file.' );
		}
	}

	/**
	 * Adds the request's entry.
	 *
	 * @param Payout_Request $request A request Payout_Sorter placed in the ACH file.
	 * @throws \InvalidArgumentException When the request belongs in no ACH file.
	 * @throws \RuntimeException When there is no temporary stream.
	 */
	public function add( Payout_Request $request ): void {
		$routing = Bank_Numbers::normalise( $request->detail( 'routing_number' ) );
		$account = Bank_Numbers::normalise( $request->detail( 'ac_number' ) );
		$units   = $request->payable_units( 2 );
		if ( 'USD' !== $request->currency || ! Bank_Numbers::routing_number_valid( $routing ) || ! Bank_Numbers::ach_account_valid( $account ) || $units <= 0 || $units > self::AMOUNT_LIMIT ) {
			throw new \InvalidArgumentException( 'Request ' . (int) $request->id . ' belongs in no ACH file.' );
		}
		$sec = 'business' === strtolower( $request->detail( 'ac_type' ) ) ? 'CCD' : 'PPD';
		if ( ! isset( $this->batches[ $sec ] ) ) {
			$stream = fopen( 'php://temp/maxmemory:1048576', 'w+b' );
			if ( false === $stream ) {
				throw new \RuntimeException( 'No temporary stream for the ACH entries.' );
			}
			$this->batches[ $sec ] = array(
				'stream' => $stream,
				'count'  => 0,
				'hash'   => 0,
				'total'  => 0,
			);
		}
		++$this->entries;
		$this->record(
			$this->batches[ $sec ]['stream'],
			'6'
			. self::CHECKING_CREDIT
			. $routing
			. self::field( $account, 17 )
			. self::number( $units, 10 )
			. self::field( self::text( $request->reference_within( 15 ), 15 ), 15 )
			. self::field( Payee_Name::of( $request, static fn ( string $name ): string => self::text( $name, 22 ) ), 22 )
			. '  '
			. '0'
			. self::odfi( $this->originator ) . self::number( ( $this->first_trace + $this->entries - 2 ) % self::TRACE_LIMIT + 1, 7 )
		);
		++$this->batches[ $sec ]['count'];
		$this->batches[ $sec ]['hash']  += (int) substr( $routing, 0, 8 );
		$this->batches[ $sec ]['total'] += $units;
	}

	/**
	 * Writes the file: header, the batches with their controls, file control and padding.
	 *
	 * @return Payout_File What it holds.
	 */
	public function finish(): Payout_File {
		$o       = $this->originator;
		$records = 0;
		$this->record(
			$this->out,
			'101'
			. ' ' . Bank_Numbers::normalise( $o->immediate_destination )
			. str_pad( Bank_Numbers::normalise( $o->immediate_origin ), 10, ' ', STR_PAD_LEFT )
			. $this->created->format( 'ymdHi' )
			. $this->file_id
			. '094101' // Record size 094, blocking factor 10, format code 1.
			. self::field( self::text( $o->immediate_destination_name, 23 ), 23 )
			. self::field( self::text( '' !== $o->immediate_origin_name ? $o->immediate_origin_name : $o->company_name, 23 ), 23 )
			. self::field( '', 8 )
		);
		++$records;
		$batch_number = 0;
		$count        = 0;
		$hash         = 0;
		$total        = 0;
		foreach ( array( 'PPD', 'CCD' ) as $sec ) {
			if ( ! isset( $this->batches[ $sec ] ) ) {
				continue;
			}
			$batch = $this->batches[ $sec ];
			++$batch_number;
			$company_id = self::field( Bank_Numbers::normalise( $o->company_id ), 10 );
			$this->record(
				$this->out,
				'5220'
				. self::field( self::text( $o->company_name, 16 ), 16 )
				. self::field( '', 20 )
				. $company_id
				. $sec
				. self::field( self::text( '' !== $o->entry_description ? $o->entry_description : 'PAYOUT', 10 ), 10 )
				. self::field( '', 6 )
				. $this->effective->format( 'ymd' )
				. '   '
				. '1'
				. self::odfi( $o )
				. self::number( $batch_number, 7 )
			);
			rewind( $batch['stream'] );
			stream_copy_to_stream( $batch['stream'], $this->out );
			fclose( $batch['stream'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- PHP's temporary stream, not a file of the site.
			$this->record(
				$this->out,
				'8220'
				. self::number( $batch['count'], 6 )
				. self::number( $batch['hash'] % 10000000000, 10 )
				. self::number( 0, 12 )
				. self::number( $batch['total'], 12 )
				. $company_id
				. self::field( '', 19 )
				. self::field( '', 6 )
				. self::odfi( $o )
				. self::number( $batch_number, 7 )
			);
			$records += $batch['count'] + 2;
			$count   += $batch['count'];
			$hash    += $batch['hash'];
			$total   += $batch['total'];
		}
		$this->batches = array();
		++$records;
		$blocks = (int) ceil( $records / 10 );
		$this->record(
			$this->out,
			'9'
			. self::number( $batch_number, 6 )
			. self::number( $blocks, 6 )
			. self::number( $count, 8 )
			. self::number( $hash % 10000000000, 10 )
			. self::number( 0, 12 )
			. self::number( $total, 12 )
			. self::field( '', 39 )
		);
		for ( $i = $records; $i < $blocks * 10; $i++ ) {
			$this->record( $this->out, str_repeat( '9', 94 ) );
		}
		return new Payout_File( Payout_File::ACH, 'USD', 1, $count, $total, 2 );
	}

	/**
	 * Text as an ACH alphanumeric field takes it: ASCII upper case (other scripts transliterated
	 * and accents taken off by Payee_Name::latin(), typographic apostrophes made plain), letters,
	 * digits, spaces and . , - / & ' only, cut to the field's length.
	 *
	 * @param string $text   Text.
	 * @param int    $length The field's length.
	 */
	public static function text( string $text, int $length ): string {
		$ascii = strtoupper( Payee_Name::latin( str_replace( array( '‘', '’' ), "'", $text ) ) );
		$ascii = (string) preg_replace( '/[^A-Z0-9 .,\-\/&\']+/', ' ', $ascii );
		$ascii = trim( (string) preg_replace( '/ {2,}/', ' ', $ascii ) );
		return trim( substr( $ascii, 0, $length ) );
	}

	/**
	 * The originating bank's first eight digits.
	 *
	 * @param Originator $o The originator.
	 */
	private static function odfi( Originator $o ): string {
		return substr( Bank_Numbers::normalise( $o->odfi_routing ), 0, 8 );
	}

	/**
	 * Left-justified, space-filled.
	 *
	 * @param string $text   Field value.
	 * @param int    $length Length.
	 */
	private static function field( string $text, int $length ): string {
		return str_pad( substr( $text, 0, $length ), $length );
	}

	/**
	 * Right-justified, zero-filled.
	 *
	 * @param int $number Number.
	 * @param int $length Length.
	 */
	private static function number( int $number, int $length ): string {
		return str_pad( (string) $number, $length, '0', STR_PAD_LEFT );
	}

	/**
	 * Writes one record.
	 *
	 * @param resource $stream Where to.
	 * @param string   $record 94 characters.
	 * @throws \LogicException When a record is not 94 characters long.
	 * @throws \RuntimeException When the stream refuses it.
	 */
	private function record( $stream, string $record ): void {
		if ( 94 !== strlen( $record ) ) {
			throw new \LogicException( 'An ACH record must have 94 characters.' );
		}
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a PHP stream (php://output, php://temp), not a file of the site.
		if ( false === fwrite( $stream, $record . "\n" ) ) {
			throw new \RuntimeException( 'The ACH record could not be written.' );
		}
	}
}
