<?php
/**
 * The words of a payout statement: its lines, the run's skip, and where the record and Dokan's
 * ledger differ.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Rest;

use VendorPayoutSchedule\Statement\Dokan_Balance_History;
use VendorPayoutSchedule\Statement\Payout_Statement;
use VendorPayoutSchedule\Statement\Statement_Entry;
use VendorPayoutSchedule\Vendor_Wording;

defined( 'ABSPATH' ) || exit;

/**
 * A statement is the vendor's: the vendor's panel and the admin's Statement screen read the same
 * REST answer (Statement_Controller), its CSV and `wp … statement` the same words. Statement\Payout_Statement
 * gives the facts; these are its words, built when read, so they follow the reader's language and
 * the shop's current price and date formats.
 *
 * Switches, not matches: the string extractor (wp-pot) does not read match arms.
 */
final class Statement_Wording {

	/**
	 * What a line is, e.g. "Order #123"; an entry of a type Dokan Lite does not write in its own words.
	 *
	 * @param Statement_Entry $entry The line.
	 */
	public static function label( Statement_Entry $entry ): string {
		switch ( $entry->kind ) {
			case Statement_Entry::ORDER:
				/* translators: %s: order number. */
				return sprintf( __( 'Order #%s', 'vendor-payout-schedule' ), $entry->reference );
			case Statement_Entry::REFUND:
				/* translators: %s: order number. */
				return sprintf( __( 'Refund on order #%s', 'vendor-payout-schedule' ), $entry->reference );
			case Statement_Entry::WITHDRAW:
				/* translators: %s: withdraw request number. */
				return sprintf( __( 'Withdrawal: request #%s approved', 'vendor-payout-schedule' ), $entry->reference );
		}
		$words = trim( $entry->particulars );
		return '' !== $words ? $words : $entry->type;
	}

	/**
	 * Dokan's status of a line in words: WooCommerce's name of an order status, or "Approved".
	 *
	 * @param Statement_Entry $entry The line.
	 */
	public static function status( Statement_Entry $entry ): string {
		if ( 'approved' === $entry->status ) {
			return __( 'Approved', 'vendor-payout-schedule' );
		}
		if ( str_starts_with( $entry->status, 'wc-' ) ) {
			return wc_get_order_status_name( $entry->status );
		}
		return $entry->status;
	}

	/**
	 * Why a line outside the counted ones is not part of the balance ('' for a counted one).
	 *
	 * @param Statement_Entry $entry The line.
	 */
	public static function note( Statement_Entry $entry ): string {
		if ( Dokan_Balance_History::SECTION_NOT_COUNTED === $entry->section ) {
			/* translators: %s: Dokan's status of the order, e.g. "Processing". */
			return sprintf( __( 'Not counted while the order is %s.', 'vendor-payout-schedule' ), self::status( $entry ) );
		}
		if ( Dokan_Balance_History::SECTION_LATER === $entry->section ) {
			/* translators: %s: a date. */
			return sprintf( __( 'Available to withdraw from %s.', 'vendor-payout-schedule' ), Statement_Entry::format_date( $entry->available_from ) );
		}
		return '';
	}

	/**
	 * A site time as a date and time in the site's formats.
	 *
	 * @param string $site_time Site time (`Y-m-d H:i:s`).
	 */
	public static function moment( string $site_time ): string {
		/* translators: 1: a date, 2: a time of day. */
		return sprintf( __( '%1$s at %2$s', 'vendor-payout-schedule' ), Statement_Entry::format_date( $site_time ), wp_date( (string) get_option( 'time_format' ), Statement_Entry::timestamp( $site_time ) ) );
	}

	/**
	 * Why the run skipped the vendor, in the vendor's words ('' when it filed).
	 *
	 * @param Payout_Statement $statement The statement.
	 */
	public static function skip( Payout_Statement $statement ): string {
		if ( $statement->is_filed() ) {
			return '';
		}
		$outcome = $statement->outcome();
		$reason  = $outcome->skip_reason();
		return null === $reason ? '' : Vendor_Wording::why( $reason, $outcome->figures, $outcome->note, true );
	}

	/**
	 * A difference between the statement and the run's record (Payout_Statement::differences()),
	 * as a sentence for the reader.
	 *
	 * @param array{code: string, amount: int, facts: array<string, int|string>} $difference The difference.
	 */
	public static function difference( array $difference ): string {
		$facts = $difference['facts'];
		$price = static fn ( string $fact ): string => Payout_Statement::price( (int) $facts[ $fact ] );
		switch ( $difference['code'] ) {
			case 'ledger_changed':
				return sprintf(
					/* translators: 1: balance now, e.g. "$1,262.50". 2: balance the run read. 3: the difference. */
					__( 'Dokan’s ledger now adds up to %1$s for the moment of this payout, but the run read %2$s: a difference of %3$s. An entry was changed in Dokan after the run (for example an order completed, edited or deleted later), or another plugin adjusts the balance Dokan reports.', 'vendor-payout-schedule' ),
					$price( 'now' ),
					$price( 'read' ),
					Payout_Statement::price( $difference['amount'] )
				);
			case 'opening_changed':
				return sprintf(
					/* translators: 1: date of the previous payout. 2: balance that run read. 3: balance Dokan's ledger gives now. */
					__( 'The previous payout, on %1$s, read %2$s; Dokan’s ledger now adds up to %3$s for that moment.', 'vendor-payout-schedule' ),
					Statement_Entry::format_date( (string) $facts['date'] ),
					$price( 'read' ),
					$price( 'now' )
				);
			case 'amount_changed':
				return sprintf(
					/* translators: 1: amount recorded as requested. 2: balance read less the reserve. */
					__( 'The run recorded %1$s as requested, not the balance it read less the reserve (%2$s).', 'vendor-payout-schedule' ),
					$price( 'requested' ),
					$price( 'rule' )
				);
			case 'request_missing':
				return sprintf(
					/* translators: %d: withdraw request number. */
					__( 'Dokan no longer has withdraw request #%d, which the run filed.', 'vendor-payout-schedule' ),
					(int) $facts['request']
				);
		}
		return sprintf(
			/* translators: 1: withdraw request number. 2: its amount in Dokan. 3: the amount the run recorded. */
			__( 'Dokan’s withdraw request #%1$d is for %2$s, not the %3$s the run recorded.', 'vendor-payout-schedule' ),
			(int) $facts['request'],
			$price( 'in_dokan' ),
			$price( 'requested' )
		);
	}
}
