<?php
/**
 * Where each outcome's e-mails are.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine\Ledger;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- a part of Payout_Ledger, the only class that queries the plugin's payouts table (and a MariaDB named lock around its claims): table names come from $wpdb (Schema::payouts_table()), ids are cast to integers, conditions are this class's own literals and every other value goes through prepare(); payout state is read fresh from the database, never from a cache, which WordPress has no API for.

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * The `mailed` state of the rows: waiting, taken by a runner, sent; rows a dead runner left taken
 * are put back after the lease. A part of Payout_Ledger, the one class that queries the payouts
 * table; no other class uses it.
 *
 * @see Payout_Ledger
 */
trait Mail_State {

	/**
	 * Whether committed outcomes of the run wait for their e-mails: not taken yet, or taken by a
	 * runner that stopped before sending them (held longer than the lease).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $lease    Seconds after which e-mails taken and not sent count as abandoned.
	 * @throws Database_Error When the read failed.
	 */
	public function has_unmailed( string $schedule, string $date, int $lease ): bool {
		return $this->mail_rows_exist( $schedule, $date, 'mailed IN (%d, %d) OR (mailed IN (%d, %d) AND updated_at < %s)', self::MAIL_WAITING, self::MAIL_WAITING_AGAIN, self::MAIL_SENDING, self::MAIL_SENDING_AGAIN, gmdate( 'Y-m-d H:i:s', time() - $lease ) );
	}

	/**
	 * Whether a runner is sending e-mails of the run now (taken within the lease, not yet sent).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $lease    Seconds after which e-mails taken and not sent count as abandoned.
	 * @throws Database_Error When the read failed.
	 */
	public function is_mailing( string $schedule, string $date, int $lease ): bool {
		return $this->mail_rows_exist( $schedule, $date, 'mailed IN (%d, %d) AND updated_at >= %s', self::MAIL_SENDING, self::MAIL_SENDING_AGAIN, gmdate( 'Y-m-d H:i:s', time() - $lease ) );
	}

	/**
	 * Whether outcomes of the run match a condition on their e-mails.
	 *
	 * @param string $schedule  Schedule key.
	 * @param string $date      Scheduled date.
	 * @param string $condition SQL with placeholders.
	 * @param mixed  ...$values Its values.
	 * @throws Database_Error When the read failed.
	 */
	private function mail_rows_exist( string $schedule, string $date, string $condition, ...$values ): bool {
		$table = Schema::payouts_table();
		return (bool) self::read( 'get_var', "SELECT 1 FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND status IN (%s, %s) AND ({$condition}) LIMIT 1", array( $date, $schedule, self::FILED, self::SKIPPED, ...$values ) );
	}

	/**
	 * Of some runs, those whose committed outcomes have e-mails not sent yet (their events were
	 * lost, say with the plugin deactivated), in the order given: one index range per run.
	 *
	 * @param array<int, array{0: string, 1: string}> $runs Schedule key and date of each.
	 * @return array<int, array{0: string, 1: string}>
	 * @throws Database_Error When the read failed.
	 */
	public function with_unmailed( array $runs ): array {
		$table = Schema::payouts_table();
		$found = array();
		// A hundred runs a query keeps each a short list of index ranges however many runs a site has.
		foreach ( array_chunk( $runs, 100 ) as $chunk ) {
			$values = array( self::MAIL_WAITING, self::MAIL_SENDING, self::MAIL_WAITING_AGAIN, self::MAIL_SENDING_AGAIN, self::FILED, self::SKIPPED );
			foreach ( $chunk as $run ) {
				array_push( $values, $run[1], $run[0] );
			}
			$pairs = implode( ' OR ', array_fill( 0, count( $chunk ), '(scheduled_for = %s AND schedule = %s)' ) );
			foreach ( self::read( 'get_results', "SELECT DISTINCT schedule, scheduled_for FROM {$table} WHERE mailed IN (%d, %d, %d, %d) AND status IN (%s, %s) AND ({$pairs})", $values ) as $row ) {
				$found[ $row->schedule . '|' . $row->scheduled_for ] = true;
			}
		}
		return array_values( array_filter( $runs, static fn ( $run ) => isset( $found[ $run[0] . '|' . $run[1] ] ) ) );
	}

	/**
	 * Takes the next committed outcomes of the run whose e-mails have not gone out, marking them
	 * as being sent by the caller. Call it inside a Write_Group: the rows are locked until the
	 * commit, so another runner asking at the same time waits and then gets the rows after them.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $limit    At most this many.
	 * @param string $token    The caller's token.
	 * @return object[] Whole rows, lowest ids first.
	 * @throws Database_Error When the read or the update failed.
	 */
	public function take_unmailed( string $schedule, string $date, int $limit, string $token ): array {
		$table = Schema::payouts_table();
		$rows  = self::read( 'get_results', "SELECT * FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND mailed IN (%d, %d) AND status IN (%s, %s) ORDER BY id LIMIT %d FOR UPDATE", array( $date, $schedule, self::MAIL_WAITING, self::MAIL_WAITING_AGAIN, self::FILED, self::SKIPPED, $limit ) );
		if ( array() === $rows ) {
			return array();
		}
		$this->set_mailed( array_map( static fn ( $row ) => (int) $row->id, $rows ), 'IF(mailed = %d, %d, %d)', array( self::MAIL_WAITING_AGAIN, self::MAIL_SENDING_AGAIN, self::MAIL_SENDING ), $token, true );
		return $rows;
	}

	/**
	 * Records that a taken row's e-mails went out.
	 *
	 * @param int    $id    Row id.
	 * @param string $token The token the row was taken with.
	 * @throws Database_Error When the update failed.
	 */
	public function mark_mailed( int $id, string $token ): void {
		$this->set_mailed( array( $id ), 'IF(mailed = %d, %d, %d)', array( self::MAIL_SENDING_AGAIN, self::MAIL_SENT_AGAIN, self::MAIL_SENT ), $token );
	}

	/**
	 * Gives taken rows whose e-mails were not started back to the next go.
	 *
	 * @param int[]  $ids   Row ids.
	 * @param string $token The token the rows were taken with.
	 * @throws Database_Error When the update failed.
	 */
	public function give_back_mail( array $ids, string $token ): void {
		$this->set_mailed( $ids, 'IF(mailed = %d, %d, %d)', array( self::MAIL_SENDING_AGAIN, self::MAIL_WAITING_AGAIN, self::MAIL_WAITING ), $token );
	}

	/**
	 * Puts back the e-mails of runners that stopped while sending (held longer than the lease):
	 * each runner's first row, whose e-mails may have gone out, to be sent again and recorded as
	 * such; the rows after it, never started, to be sent as usual.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $lease    Seconds after which e-mails taken and not sent count as abandoned.
	 * @return int Rows put back.
	 * @throws Database_Error When a query failed.
	 */
	public function recover_mail( string $schedule, string $date, int $lease ): int {
		$table  = Schema::payouts_table();
		$cutoff = gmdate( 'Y-m-d H:i:s', time() - $lease );
		$rows   = self::read( 'get_results', "SELECT id, claim_token FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND mailed IN (%d, %d) AND updated_at < %s ORDER BY id FOR UPDATE", array( $date, $schedule, self::MAIL_SENDING, self::MAIL_SENDING_AGAIN, $cutoff ) );
		$held   = array();
		foreach ( (array) $rows as $row ) {
			$held[ (string) $row->claim_token ][] = (int) $row->id;
		}
		// Outside a transaction the read above locks nothing: another runner may recover and take
		// the same rows meanwhile. Each update therefore still asks for the dead runner's token, its
		// taken state and its age, so rows taken again since are left to their new runner.
		foreach ( $held as $token => $ids ) {
			$this->set_mailed( array( array_shift( $ids ) ), '%d', array( self::MAIL_WAITING_AGAIN ), (string) $token, false, $cutoff );
			$this->set_mailed( $ids, 'IF(mailed = %d, %d, %d)', array( self::MAIL_SENDING_AGAIN, self::MAIL_WAITING_AGAIN, self::MAIL_WAITING ), (string) $token, false, $cutoff );
		}
		return count( (array) $rows );
	}

	/**
	 * Sets `mailed` of rows, for rows still held with the token when one is given — and, for the
	 * rows of a dead runner, only while they are still as it left them.
	 *
	 * @param int[]  $ids    Row ids.
	 * @param string $value  SQL of the new value, with placeholders: one of the literals of the callers.
	 * @param int[]  $values Its values.
	 * @param string $token  Only rows held with this token ('' for any, unless $cutoff is given).
	 * @param bool   $take   Whether the rows are being taken: the token and the time are stamped.
	 * @param string $cutoff Only rows not touched since (a dead runner's, held with $token; '' for any).
	 * @throws Database_Error When the update failed.
	 */
	private function set_mailed( array $ids, string $value, array $values, string $token = '', bool $take = false, string $cutoff = '' ): void {
		global $wpdb;
		if ( array() === $ids ) {
			return;
		}
		$table = Schema::payouts_table();
		$in    = implode( ',', array_map( 'intval', $ids ) );
		$set   = $wpdb->prepare( "mailed = {$value}", $values );
		$where = '';
		if ( $take ) {
			$set .= $wpdb->prepare( ', claim_token = %s, updated_at = %s', $token, self::now() );
		} elseif ( '' !== $token || '' !== $cutoff ) {
			$where = $wpdb->prepare( ' AND claim_token = %s AND mailed IN (%d, %d)', $token, self::MAIL_SENDING, self::MAIL_SENDING_AGAIN );
		}
		if ( '' !== $cutoff ) {
			$where .= $wpdb->prepare( ' AND updated_at < %s', $cutoff );
		}
		$wpdb->query( "UPDATE {$table} SET {$set} WHERE id IN ($in){$where}" );
		Database_Error::throw_if_failed();
	}
}
