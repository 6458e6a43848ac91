<?php
/**
 * Claims and outcomes of scheduled payouts, in the payouts table.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Vendor_Choice;

defined( 'ABSPATH' ) || exit;

/**
 * A vendor is claimed for a date by inserting its row: `skipped` (final), or `filing` while the
 * request is created in Dokan, then `filed`. The insert is the claim — the unique key lets exactly
 * one runner have it — and it is written before Dokan is asked, so a run that dies leaves a
 * `filing` row that says "look in Dokan before filing again".
 *
 * Every later write is conditional on the caller's claim token, so a runner that lost its row
 * (because it stalled past the lease and another runner took the row over) cannot overwrite the
 * newer outcome.
 */
final class Payout_Ledger {

	public const FILING  = 'filing';
	public const FILED   = 'filed';
	public const SKIPPED = 'skipped';

	/**
	 * Records that the schedule runs for the date (once; later calls change nothing).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date, Y-m-d in site time.
	 */
	public function start_run( string $schedule, string $date ): void {
		global $wpdb;
		$table = Schema::runs_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (schedule, scheduled_for, started_at) VALUES (%s, %s, %s)", $schedule, $date, self::now() ) );
	}

	/**
	 * Marks the run finished, the first time it is found complete.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 */
	public function finish_run( string $schedule, string $date ): void {
		global $wpdb;
		$table = Schema::runs_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET finished_at = %s WHERE schedule = %s AND scheduled_for = %s AND finished_at IS NULL", self::now(), $schedule, $date ) );
	}

	/**
	 * Vendors on the schedule that have no row for the date yet, lowest ids first.
	 *
	 * Reading the pending set from the database (instead of carrying a cursor between events) is
	 * what lets any runner, including one started after a crash, pick up exactly the vendors left.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $limit    Batch size.
	 * @param int    $after    Only vendor ids above this one (a runner's own cursor, so each batch
	 *                         starts where its last one ended instead of rescanning done vendors).
	 * @return int[]
	 */
	public function unclaimed_vendor_ids( string $schedule, string $date, int $limit, int $after = 0 ): array {
		global $wpdb;
		$table = Schema::payouts_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from $wpdb.
		$sql = "SELECT um.user_id FROM {$wpdb->usermeta} um LEFT JOIN {$table} p ON p.vendor_id = um.user_id AND p.scheduled_for = %s WHERE um.meta_key = %s AND um.meta_value = %s AND um.user_id > %d AND p.id IS NULL ORDER BY um.user_id LIMIT %d";
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- prepared here; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( $sql, $date, Vendor_Choice::SCHEDULE_META, $schedule, $after, $limit ) ) );
	}

	/**
	 * Claims a vendor for the date by inserting its row. Only one caller ever succeeds for a vendor
	 * and date, whatever the schedule.
	 *
	 * @param int                  $vendor_id Vendor id.
	 * @param string               $schedule  Schedule key.
	 * @param string               $date      Scheduled date.
	 * @param string               $token     The caller's claim token.
	 * @param array<string, mixed> $outcome   `status` (FILING or SKIPPED), `reason`, `amount`,
	 *                                        `method`, `note` and `figures` (balance, minimum,
	 *                                        reserve, withdraw_limit).
	 * @return int The row id when claimed, 0 when the vendor already has a row for the date.
	 */
	public function claim( int $vendor_id, string $schedule, string $date, string $token, array $outcome ): int {
		global $wpdb;
		$now     = self::now();
		$columns = array_merge(
			array(
				'vendor_id'     => $vendor_id,
				'scheduled_for' => $date,
				'schedule'      => $schedule,
				'status'        => (string) $outcome['status'],
				'reason'        => (string) ( $outcome['reason'] ?? '' ),
				'amount'        => (float) ( $outcome['amount'] ?? 0 ),
				'method'        => (string) ( $outcome['method'] ?? '' ),
				'note'          => (string) ( $outcome['note'] ?? '' ),
				'claim_token'   => $token,
				'claimed_at'    => $now,
				'updated_at'    => $now,
			),
			Payout_Facts::figures( $outcome['figures'] ?? array() )
		);
		$table   = Schema::payouts_table();
		$names   = implode( ', ', array_keys( $columns ) );
		$holders = implode( ', ', array_fill( 0, count( $columns ), '%s' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- table and column names are the literals above; the placeholders are in $holders; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} ({$names}) VALUES ({$holders})", array_values( $columns ) ) );
		return 1 === (int) $wpdb->rows_affected ? (int) $wpdb->insert_id : 0;
	}

	/**
	 * Rows of the run whose runner stopped while filing (not touched for longer than the lease).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param int    $lease    Seconds after which a claim counts as abandoned.
	 * @param int    $limit    At most this many.
	 * @return object[] Rows with id, vendor_id, status, claim_token, claimed_at.
	 */
	public function abandoned( string $schedule, string $date, int $lease, int $limit ): array {
		global $wpdb;
		$table  = Schema::payouts_table();
		$cutoff = gmdate( 'Y-m-d H:i:s', time() - $lease );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb->prefix.
		$sql = "SELECT id, vendor_id, status, claim_token, claimed_at FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND status = %s AND updated_at < %s ORDER BY id LIMIT %d";
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- prepared here; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		return $wpdb->get_results( $wpdb->prepare( $sql, $date, $schedule, self::FILING, $cutoff, $limit ) );
	}

	/**
	 * Takes an abandoned row over. Fails when another runner took it first.
	 *
	 * @param object $row   Row from abandoned().
	 * @param string $token The caller's claim token.
	 */
	public function take_over( object $row, string $token ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$updated = $wpdb->update(
			Schema::payouts_table(),
			array(
				'claim_token' => $token,
				'updated_at'  => self::now(),
			),
			array(
				'id'          => (int) $row->id,
				'claim_token' => (string) $row->claim_token,
				'status'      => (string) $row->status,
			),
			array( '%s', '%s' ),
			array( '%d', '%s', '%s' )
		);
		return 1 === $updated;
	}

	/**
	 * Sets a taken-over row's new amount before the request is filed again.
	 *
	 * @param int                  $id      Row id.
	 * @param string               $token   Claim token.
	 * @param float                $amount  Amount to request.
	 * @param string               $method  Method key.
	 * @param array<string, float> $figures balance, minimum, reserve, withdraw_limit.
	 */
	public function mark_filing( int $id, string $token, float $amount, string $method, array $figures ): bool {
		return $this->write(
			$id,
			$token,
			array(
				'status' => self::FILING,
				'amount' => $amount,
				'method' => $method,
			),
			$figures
		);
	}

	/**
	 * Records a filed request.
	 *
	 * @param int    $id          Row id.
	 * @param string $token       Claim token.
	 * @param int    $withdraw_id Dokan's withdraw request id.
	 */
	public function mark_filed( int $id, string $token, int $withdraw_id ): bool {
		return $this->write(
			$id,
			$token,
			array(
				'status'      => self::FILED,
				'withdraw_id' => $withdraw_id,
			)
		);
	}

	/**
	 * Records a skip and why.
	 *
	 * @param int                  $id      Row id.
	 * @param string               $token   Claim token.
	 * @param string               $reason  Skip_Reason constant.
	 * @param array<string, float> $figures balance, minimum, reserve, withdraw_limit.
	 * @param string               $method  Method key the vendor had chosen.
	 * @param string               $note    Dokan's message, when Dokan refused.
	 */
	public function mark_skipped( int $id, string $token, string $reason, array $figures, string $method, string $note = '' ): bool {
		return $this->write(
			$id,
			$token,
			array(
				'status' => self::SKIPPED,
				'reason' => $reason,
				'amount' => 0,
				'method' => $method,
				'note'   => $note,
			),
			$figures
		);
	}

	/**
	 * Gives a taken-over row back when nothing was filed and the vendor has left the schedule, so
	 * the schedule they are on now may pay them the same day.
	 *
	 * @param int    $id    Row id.
	 * @param string $token Claim token.
	 */
	public function release( int $id, string $token ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$wpdb->delete(
			Schema::payouts_table(),
			array(
				'id'          => $id,
				'claim_token' => $token,
			),
			array( '%d', '%s' )
		);
	}

	/**
	 * What is left of the run: vendors nobody claimed yet, and rows still in a runner's hands.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @return array{unclaimed: bool, in_flight: bool}
	 */
	public function open_work( string $schedule, string $date ): array {
		global $wpdb;
		$table     = Schema::payouts_table();
		$unclaimed = array() !== $this->unclaimed_vendor_ids( $schedule, $date, 1 );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- table name from $wpdb->prefix; the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$in_flight = (bool) $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND status = %s LIMIT 1", $date, $schedule, self::FILING ) );
		return array(
			'unclaimed' => $unclaimed,
			'in_flight' => $in_flight,
		);
	}

	/**
	 * Updates a row the caller still holds.
	 *
	 * @param int                       $id      Row id.
	 * @param string                    $token   Claim token.
	 * @param array<string, mixed>      $fields  Columns to set.
	 * @param array<string, float>|null $figures balance, minimum, reserve, withdraw_limit to set too.
	 */
	private function write( int $id, string $token, array $fields, ?array $figures = null ): bool {
		global $wpdb;
		if ( null !== $figures ) {
			$fields = array_merge( Payout_Facts::figures( $figures ), $fields );
		}
		$fields['updated_at'] = self::now();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table, read fresh: payout state comes from the database, never from a cache.
		$updated = $wpdb->update(
			Schema::payouts_table(),
			$fields,
			array(
				'id'          => $id,
				'claim_token' => $token,
			),
			null,
			array( '%d', '%s' )
		);
		return false !== $updated && $updated > 0;
	}

	/**
	 * The current time in UTC, as MySQL writes it.
	 */
	private static function now(): string {
		return gmdate( 'Y-m-d H:i:s' );
	}
}
