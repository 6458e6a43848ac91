<?php
/**
 * A payout statement as CSV, streamed.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Rest;

use VendorPayoutSchedule\Csv_Rows;
use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Statement\Dokan_Balance_History;
use VendorPayoutSchedule\Statement\Payout_Statement;
use VendorPayoutSchedule\Statement\Statement_Entry;

defined( 'ABSPATH' ) || exit;

/**
 * Writes a statement as a spreadsheet reads a bank statement: the opening balance, each counted
 * entry with the balance after it, the closing balance, the balance the run read, the reserve kept
 * and the amount requested (or why the payout was skipped), any difference, then the entries not
 * available to withdraw at this payout. Amounts are plain numbers with the shop's decimals. The
 * entries are read a chunk at a time, so memory stays flat however long the statement is. It is
 * the statement's download (Statement_Controller serves it), in the words of the statement's
 * screens (Statement_Wording).
 */
final class Statement_Csv {

	/**
	 * Writes to a stream.
	 *
	 * @param Payout_Statement $statement The statement.
	 * @param bool             $for_admin Whether the reader manages withdrawals.
	 */
	public function __construct(
		private readonly Payout_Statement $statement,
		private readonly bool $for_admin
	) {
	}

	/**
	 * The download's file name.
	 */
	public function filename(): string {
		return sanitize_file_name( 'payout-statement-' . $this->statement->payout->scheduled_for . '.csv' );
	}

	/**
	 * Writes the whole statement.
	 *
	 * @param resource $out Stream.
	 * @throws Database_Error When the ledger could not be read.
	 */
	public function write( $out ): void {
		$statement = $this->statement;
		$this->line(
			$out,
			array(
				__( 'Date', 'vendor-payout-schedule' ),
				__( 'Description', 'vendor-payout-schedule' ),
				__( 'Order or request', 'vendor-payout-schedule' ),
				__( 'Dokan status', 'vendor-payout-schedule' ),
				__( 'Earned', 'vendor-payout-schedule' ),
				__( 'Deducted', 'vendor-payout-schedule' ),
				__( 'Not available', 'vendor-payout-schedule' ),
				__( 'Balance', 'vendor-payout-schedule' ),
				__( 'Note', 'vendor-payout-schedule' ),
			)
		);
		$start = $statement->period_start();
		$this->summary( $out, null === $start ? '' : Statement_Entry::format_date( $start ), __( 'Opening balance', 'vendor-payout-schedule' ), $statement->opening() );

		$closed = false;
		$statement->each_entry(
			function ( Statement_Entry $entry ) use ( $out, &$closed ): void {
				$counted = Dokan_Balance_History::SECTION_COUNTED === $entry->section;
				if ( ! $closed && ! $counted ) {
					$this->close( $out );
					$closed = true;
				}
				$this->line(
					$out,
					array(
						Statement_Entry::format_date( $entry->available_from ),
						Statement_Wording::label( $entry ),
						$entry->reference,
						Statement_Wording::status( $entry ),
						$counted ? $this->number( $entry->earned ) : '',
						$counted ? $this->number( $entry->deducted ) : '',
						$counted ? '' : $this->number( $entry->pending ),
						null === $entry->balance ? '' : $this->number( $entry->balance ),
						Statement_Wording::note( $entry ),
					)
				);
			},
			$this->for_admin
		);
		if ( ! $closed ) {
			$this->close( $out );
		}
	}

	/**
	 * The lines after the counted entries: closing balance, what the run read, kept and requested,
	 * and each difference.
	 *
	 * @param resource $out Stream.
	 */
	private function close( $out ): void {
		$statement = $this->statement;
		$date      = Statement_Entry::format_date( $statement->read_at() );
		$this->summary( $out, $date, __( 'Closing balance', 'vendor-payout-schedule' ), $statement->closing() );
		if ( $statement->balance_was_read() ) {
			$this->summary( $out, $date, __( 'Balance the payout run read', 'vendor-payout-schedule' ), $statement->balance_read() );
		}
		if ( $statement->is_filed() ) {
			$request = $statement->request();
			$this->summary( $out, '', __( 'Reserve kept', 'vendor-payout-schedule' ), $statement->reserve() );
			$this->summary(
				$out,
				'',
				__( 'Requested', 'vendor-payout-schedule' ),
				$statement->requested(),
				null === $request ? '' : sprintf(
					/* translators: 1: withdraw request number. 2: its status in Dokan, e.g. "pending". */
					__( 'Withdraw request #%1$d, %2$s in Dokan', 'vendor-payout-schedule' ),
					$request['id'],
					self::request_status( $request['status'] )
				)
			);
		} else {
			$this->summary( $out, '', __( 'Skipped', 'vendor-payout-schedule' ), 0, Statement_Wording::skip( $statement ) );
		}
		foreach ( $statement->differences() as $difference ) {
			$this->summary( $out, '', __( 'Difference', 'vendor-payout-schedule' ), $difference['amount'], Statement_Wording::difference( $difference ) );
		}
	}

	/**
	 * A line with an amount in the balance column.
	 *
	 * @param resource $out         Stream.
	 * @param string   $date        Date.
	 * @param string   $description What the amount is.
	 * @param int      $units       Amount in ten-thousandths.
	 * @param string   $note        Note.
	 */
	private function summary( $out, string $date, string $description, int $units, string $note = '' ): void {
		$this->line( $out, array( $date, $description, '', '', '', '', '', $this->number( $units ), $note ) );
	}

	/**
	 * One CSV line, each cell safe to open in a spreadsheet.
	 *
	 * @param resource          $out   Stream.
	 * @param array<int, mixed> $cells Cells.
	 */
	private function line( $out, array $cells ): void {
		Csv_Rows::put( $out, $cells );
	}

	/**
	 * Ten-thousandths as a plain number with the shop's decimals.
	 *
	 * @param int $units Amount.
	 */
	private function number( int $units ): string {
		return number_format( Payout_Statement::amount( $units ), wc_get_price_decimals(), '.', '' );
	}

	/**
	 * Dokan's status of a request in words.
	 *
	 * @param string $status pending, approved or cancelled.
	 */
	private static function request_status( string $status ): string {
		switch ( $status ) {
			case 'approved':
				return __( 'approved', 'vendor-payout-schedule' );
			case 'cancelled':
				return __( 'cancelled', 'vendor-payout-schedule' );
			default:
				return __( 'pending', 'vendor-payout-schedule' );
		}
	}
}
