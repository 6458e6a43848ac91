<?php
/**
 * The payouts table: one row per vendor and scheduled date, from the claim to the e-mails.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- the only class that queries the plugin's payouts table (and a MariaDB named lock around its claims): table names come from $wpdb (Schema::payouts_table()), ids are cast to integers, conditions are this class's own literals and every other value goes through prepare(); payout state is read fresh from the database, never from a cache, which WordPress has no API for.

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}vendor_payout_schedule_payouts` holds the outcome for each vendor and scheduled date. Its
 * unique key (vendor_id, scheduled_for) is what makes "never twice" hold: a vendor is claimed for a
 * date by inserting its row: `skipped` (final), or `filing` while the request is created in Dokan,
 * then `filed`. The insert is the claim — the unique key lets exactly one runner have it — and it is
 * written before Dokan is asked, so a run that dies leaves a `filing` row that says "look in Dokan
 * before filing again".
 *
 * Every later write is conditional on the caller's claim token, so a runner that lost its row
 * (because it stalled past the lease and another runner took the row over) cannot overwrite the
 * newer outcome. A write that changed the row took; one reported as changing nothing is read back
 * from the row: MySQL counts a row written with the values it already held (a takeover and a write
 * in the same second) as unchanged.
 *
 * `withdraw_floor` is the vendor's newest Dokan request id as read right after the runner claimed the
 * row, before it filed anything for the vendor: the row's own request is above it, and is told from
 * the vendor's own requests by the marker Dokan keeps with it (Dokan_Withdraw_Requests::filed_for()).
 * `mailed` says where the outcome's e-mails are (MAIL_*); rows from before the column existed count
 * as sent, and its key finds the rows waiting without reading those already sent.
 *
 * A failed query of the engine throws Database_Error: an empty answer from a failed read is not
 * "nobody left". The admin's and the privacy tools' reads answer as the database does.
 *
 * Every query on the table is this class's, so the rules above are kept in one place; its methods
 * are grouped by what they serve into traits under `engine/ledger/` that no other class uses:
 * the table's definition, claims, outcomes, e-mail state, the admin's run records and a vendor's
 * rows.
 */
final class Payout_Ledger {

	use Ledger\Table;
	use Ledger\Claims;
	use Ledger\Outcomes;
	use Ledger\Mail_State;
	use Ledger\Run_Records;
	use Ledger\Vendor_Rows;

	public const FILING  = 'filing';
	public const FILED   = 'filed';
	public const SKIPPED = 'skipped';

	/**
	 * Where a row's e-mails are (`mailed`). Rows are sent one at a time in id order and each is
	 * marked sent once its e-mails went out, so after a crash the first row its runner still held
	 * is the one whose e-mails may have gone out, and the rows after it were never started.
	 */
	public const MAIL_WAITING = 0;
	public const MAIL_SENT    = 1;
	public const MAIL_SENDING = 2;
	// The same three for a row whose e-mails were interrupted once and may have gone out then.
	public const MAIL_SENT_AGAIN    = 3;
	public const MAIL_WAITING_AGAIN = 4;
	public const MAIL_SENDING_AGAIN = 5;

	/*
	 * The statement of one payout (Statement\Payout_Statement): the row and the vendor's outcome
	 * before it, whose moment opens the statement's period.
	 */

	/**
	 * A recorded outcome (filed or skipped) by its row id, with the same vendor's recorded outcome
	 * of the latest earlier date, or null for that when there is none.
	 *
	 * @param int $payout_id Row id.
	 * @return array{0: object, 1: object|null}|null Null when no recorded outcome has that id.
	 * @throws Database_Error When a read failed: a statement must not be made of a failed read.
	 */
	public function outcome_and_previous( int $payout_id ): ?array {
		$table = Schema::payouts_table();
		$row   = self::read( 'get_row', "SELECT * FROM {$table} WHERE id = %d AND status IN (%s, %s)", array( $payout_id, self::FILED, self::SKIPPED ) );
		if ( ! $row ) {
			return null;
		}
		$previous = self::read( 'get_row', "SELECT * FROM {$table} WHERE vendor_id = %d AND scheduled_for < %s AND status IN (%s, %s) ORDER BY scheduled_for DESC, id DESC LIMIT 1", array( (int) $row->vendor_id, (string) $row->scheduled_for, self::FILED, self::SKIPPED ) );
		return array( $row, $previous ? $previous : null );
	}

	/**
	 * Runs a prepared read.
	 *
	 * @param string            $how    `$wpdb` method: get_var, get_col, get_row or get_results.
	 * @param string            $sql    SQL with placeholders.
	 * @param array<int, mixed> $values Their values.
	 * @param bool              $strict Whether a failed read throws instead of answering empty.
	 * @return mixed
	 * @throws Database_Error When the read failed and $strict.
	 */
	private static function read( string $how, string $sql, array $values, bool $strict = true ) {
		global $wpdb;
		$found = $wpdb->$how( $wpdb->prepare( $sql, $values ) );
		if ( $strict ) {
			Database_Error::throw_if_failed();
		}
		return $found;
	}

	/**
	 * A condition on the joined user `u` matching part of a name, login or e-mail; adds its values.
	 *
	 * @param string            $search Vendor filter.
	 * @param array<int, mixed> $values Values so far.
	 */
	private static function search_sql( string $search, array &$values ): string {
		global $wpdb;
		$like = '%' . $wpdb->esc_like( $search ) . '%';
		array_push( $values, $like, $like, $like );
		return '(u.display_name LIKE %s OR u.user_login LIKE %s OR u.user_email LIKE %s)';
	}

	/**
	 * The current time in UTC, as MySQL writes it.
	 */
	private static function now(): string {
		return gmdate( 'Y-m-d H:i:s' );
	}
}
