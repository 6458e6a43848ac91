<?php
/**
 * The payout files of a set of Dokan requests: which there are, and each one written.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the requests through Dokan_Withdraw_Requests a page at a time, places each with Payout_Sorter and
 * hands it to the writer of its file. index() lists the files a set of requests makes (one pass,
 * counters only); write() streams one of them — a download is one HTTP response, so each file is
 * its own pass over the requests, and memory holds one page of requests whatever their number.
 * Requests are taken in the order given: give the same ids in the same order (ascending ids, as
 * Dokan_Withdraw_Requests::pending_ids() yields them) to index() and write(), so PayPal's parts agree.
 */
final class Payout_Files {

	/**
	 * The reader and the sorter to use.
	 *
	 * @param Dokan_Withdraw_Requests $reader Reads Dokan's requests.
	 * @param Payout_Sorter           $sorter Places them.
	 */
	public function __construct(
		private readonly Dokan_Withdraw_Requests $reader = new Dokan_Withdraw_Requests(),
		private readonly Payout_Sorter $sorter = new Payout_Sorter()
	) {}

	/**
	 * The files the requests make, with how many requests each holds and what it pays: PayPal
	 * per currency in parts of at most 5 000, ACH (USD), SEPA (EUR), then the plain CSV (listed
	 * only when some request fits no file). A request Dokan no longer holds as pending (approved
	 * or cancelled in Dokan → Withdraw) is in none of them, the plain CSV included: paying it
	 * from any file would pay it twice.
	 *
	 * @param iterable $request_ids Dokan request ids (integers).
	 * @return Payout_File[]
	 * @throws \VendorPayoutSchedule\Engine\Database_Error When Dokan's requests could not be read.
	 */
	public function index( iterable $request_ids ): array {
		$files  = array();
		$paypal = array();
		foreach ( $this->reader->each( $request_ids ) as $request ) {
			$place = $this->sorter->place( $request );
			if ( Payout_Sorter::NOT_PENDING === $place ) {
				continue;
			}
			if ( ! Payout_Sorter::is_file( $place ) ) {
				$file = $files[ Payout_File::UNFILED ] ?? new Payout_File( Payout_File::UNFILED, '' );

				$files[ Payout_File::UNFILED ] = $file->with( $file->count + 1, 0, 2 );
				continue;
			}
			$decimals = 2;
			$part     = 1;
			if ( Payout_File::PAYPAL === $place ) {
				$decimals                     = Paypal_Payouts_Csv::decimals( $request->currency );
				$seen                         = $paypal[ $request->currency ] ?? 0;
				$part                         = intdiv( $seen, Paypal_Payouts_Csv::ROW_LIMIT ) + 1;
				$paypal[ $request->currency ] = $seen + 1;
			}
			$file = new Payout_File( $place, $request->currency, $part );
			$file = $files[ $file->key() ] ?? $file;

			$files[ $file->key() ] = $file->with( $file->count + 1, $file->total + $request->payable_units( $decimals ), $decimals );
		}
		uasort( $files, array( self::class, 'order' ) );
		return array_values( $files );
	}

	/**
	 * Writes one file of the requests.
	 *
	 * Options: `now` (\DateTimeImmutable, default the site's current time) — the file's creation
	 * time; `date` (\DateTimeImmutable, default the next day after `now` that the file's payment
	 * system settles on, Bank_Days) — ACH's effective entry date, SEPA's requested execution date;
	 * `file_id` (ACH file ID modifier, default 'A'); `first_trace` (ACH, the first trace number's
	 * running number, default 1); `message_id` (SEPA, default `DOKAN-PAYOUTS-` and the creation
	 * time); `on_row` (callable receiving each Payout_Request written, e.g. to record which file
	 * paid it). A file a bank is sent takes its identity from Payout_File_Store.
	 *
	 * @param Payout_File          $file        Which file (from index(), or Payout_File::from_key()).
	 * @param iterable             $request_ids The same ids (integers), in the same order, as for index().
	 * @param resource             $out         Where it goes (php://output for a download).
	 * @param Originator           $originator  The marketplace's details (ACH and SEPA).
	 * @param array<string, mixed> $options     See above.
	 * @return Payout_File What was written.
	 * @throws \InvalidArgumentException When the originator's details do not make this file.
	 * @throws \LengthException When a SEPA file would hold no transaction (nothing is written).
	 * @throws \VendorPayoutSchedule\Engine\Database_Error When Dokan's requests could not be read.
	 */
	public function write( Payout_File $file, iterable $request_ids, $out, Originator $originator, array $options = array() ): Payout_File {
		$now    = $options['now'] ?? current_datetime();
		$on_row = $options['on_row'] ?? null;
		$writer = match ( $file->kind ) {
			Payout_File::PAYPAL => new Paypal_Payouts_Csv( $out, $file->currency, $file->part ),
			Payout_File::ACH    => new Nacha_File( $out, $originator, $now, $options['date'] ?? Bank_Days::next_ach_day( $now ), (string) ( $options['file_id'] ?? 'A' ), (int) ( $options['first_trace'] ?? 1 ) ),
			Payout_File::SEPA   => new Sepa_Credit_Transfer( $out, $originator, $now, $options['date'] ?? Bank_Days::next_target2_day( $now ), (string) ( $options['message_id'] ?? 'DOKAN-PAYOUTS-' . $now->format( 'YmdHis' ) ) ),
			default             => new Unfiled_Csv( $out ),
		};
		$skip = Payout_File::PAYPAL === $file->kind ? ( $file->part - 1 ) * Paypal_Payouts_Csv::ROW_LIMIT : 0;
		$left = Payout_File::PAYPAL === $file->kind ? Paypal_Payouts_Csv::ROW_LIMIT : PHP_INT_MAX;
		foreach ( $this->reader->each( $request_ids ) as $request ) {
			$place = $this->sorter->place( $request );
			if ( Payout_File::UNFILED === $file->kind ) {
				if ( ! Payout_Sorter::is_file( $place ) && Payout_Sorter::NOT_PENDING !== $place ) {
					$writer->add( $request, $place );
					$on_row && $on_row( $request );
				}
				continue;
			}
			if ( $place !== $file->kind || $request->currency !== $file->currency ) {
				continue;
			}
			if ( $skip > 0 ) {
				--$skip;
				continue;
			}
			$writer->add( $request );
			$on_row && $on_row( $request );
			if ( --$left <= 0 ) {
				break;
			}
		}
		return $writer->finish();
	}

	/**
	 * PayPal, ACH, SEPA, then the plain CSV; by currency and part within a kind.
	 *
	 * @param Payout_File $a A file.
	 * @param Payout_File $b Another.
	 */
	private static function order( Payout_File $a, Payout_File $b ): int {
		$rank = array_flip( Payout_File::KINDS );
		return array( $rank[ $a->kind ], $a->currency, $a->part ) <=> array( $rank[ $b->kind ], $b->currency, $b->part );
	}
}
