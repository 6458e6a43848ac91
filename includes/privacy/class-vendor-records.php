<?php
/**
 * The plugin's rows about one vendor, for the personal data exporter and eraser.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Privacy;

use VendorPayoutSchedule\Email\Email_Log;
use VendorPayoutSchedule\Engine\Payout_Ledger;

defined( 'ABSPATH' ) || exit;

/**
 * Reads a vendor's payout and e-mail rows, and strips them to what keeps "never twice" true.
 *
 * A payout row's key (vendor_id, scheduled_for) is what stops a later or resumed run from filing a
 * second withdraw request for a date already handled, and an e-mail row's key does the same for the
 * e-mail. Erasing therefore keeps each row with its vendor id, date, schedule and outcome, and
 * removes what describes the vendor's money: amounts, balances, the chosen minimum and reserve, the
 * payment method and Dokan's note; an e-mail row keeps no skip reason. A row still being filed or whose
 * e-mails have not gone out is left whole until the run is done with it, since the runner reads it.
 */
final class Vendor_Records {

	/**
	 * The vendor's payout rows, newest date first.
	 *
	 * @param int $vendor_id Vendor id.
	 * @param int $limit     Rows.
	 * @param int $offset    Rows to skip.
	 * @return object[]
	 */
	public function payouts( int $vendor_id, int $limit, int $offset ): array {
		return ( new Payout_Ledger() )->vendor_rows( $vendor_id, $limit, $offset );
	}

	/**
	 * The vendor's e-mail rows, newest date first.
	 *
	 * @param int $vendor_id Vendor id.
	 * @param int $limit     Rows.
	 * @param int $offset    Rows to skip.
	 * @return object[]
	 */
	public function emails( int $vendor_id, int $limit, int $offset ): array {
		return ( new Email_Log() )->vendor_rows( $vendor_id, $limit, $offset );
	}

	/**
	 * Strips the vendor's finished payout rows (outcome recorded, e-mails sent, once or again after an
	 * interruption).
	 *
	 * @param int $vendor_id Vendor id.
	 * @return int Rows that held personal data and no longer do.
	 */
	public function erase_payouts( int $vendor_id ): int {
		return ( new Payout_Ledger() )->strip_vendor_rows( $vendor_id );
	}

	/**
	 * Whether a payout row was stripped by erase_payouts(): nothing about money left on it.
	 *
	 * @param object $row Payouts table row.
	 */
	public static function is_stripped( object $row ): bool {
		$figures = (float) $row->amount + (float) $row->balance + (float) $row->minimum + (float) $row->reserve + (float) $row->withdraw_limit;
		return 0.0 === $figures && '' === (string) $row->method && null === $row->note;
	}

	/**
	 * How many of the vendor's payout rows a run still works on (left whole for now).
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function payouts_in_progress( int $vendor_id ): int {
		return ( new Payout_Ledger() )->vendor_rows_in_progress( $vendor_id );
	}

	/**
	 * Whether the vendor has any payout or e-mail row (kept, stripped, after erasing).
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public function has_rows( int $vendor_id ): bool {
		return array() !== $this->payouts( $vendor_id, 1, 0 ) || array() !== $this->emails( $vendor_id, 1, 0 );
	}

	/**
	 * Removes the skip reasons from the vendor's e-mail rows.
	 *
	 * @param int $vendor_id Vendor id.
	 * @return int Rows changed.
	 */
	public function erase_emails( int $vendor_id ): int {
		return ( new Email_Log() )->erase_reasons( $vendor_id );
	}
}
