<?php
/**
 * What a claimed row records.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine\Ledger;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a part of Payout_Ledger, the only class that queries the plugin's payouts table (and a MariaDB named lock around its claims): table names come from $wpdb (Schema::payouts_table()), ids are cast to integers, conditions are this class's own literals and every other value goes through prepare(); payout state is read fresh from the database, never from a cache, which WordPress has no API for.

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Payout_Facts;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * The outcome written on a claimed row (filing, filed, skipped) or the row given back, each write
 * conditional on the claim token, and what of a run is still open. A part of Payout_Ledger, the
 * one class that queries the payouts table; no other class uses it.
 *
 * @see Payout_Ledger
 */
trait Outcomes {

	/**
	 * Sets a taken-over row's new amount before the request is filed again.
	 *
	 * @param int                  $id      Row id.
	 * @param string               $token   Claim token.
	 * @param float                $amount  Amount to request.
	 * @param string               $method  Method key.
	 * @param array<string, float> $figures balance, minimum, reserve, withdraw_limit.
	 * @param int                  $floor   The vendor's newest Dokan request id before filing.
	 */
	public function mark_filing( int $id, string $token, float $amount, string $method, array $figures, int $floor ): bool {
		return $this->write(
			$id,
			$token,
			array(
				'status'         => self::FILING,
				'amount'         => $amount,
				'method'         => $method,
				'withdraw_floor' => $floor,
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
		$wpdb->delete(
			Schema::payouts_table(),
			array(
				'id'          => $id,
				'claim_token' => $token,
			),
			array( '%d', '%s' )
		);
		Database_Error::throw_if_failed();
	}

	/**
	 * What is left of the run's vendors: those nobody claimed yet, and rows still in a runner's
	 * hands.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @return array{unclaimed: bool, in_flight: bool}
	 */
	public function open_work( string $schedule, string $date ): array {
		$table = Schema::payouts_table();
		return array(
			'unclaimed' => array() !== $this->unclaimed_vendor_ids( $schedule, $date, 1 ),
			'in_flight' => (bool) self::read( 'get_var', "SELECT 1 FROM {$table} WHERE scheduled_for = %s AND schedule = %s AND status = %s LIMIT 1", array( $date, $schedule, self::FILING ) ),
		);
	}

	/**
	 * Updates a row the caller still holds; true when the row then holds what was written.
	 *
	 * @param int                       $id      Row id.
	 * @param string                    $token   Claim token.
	 * @param array<string, mixed>      $fields  Columns to set.
	 * @param array<string, float>|null $figures balance, minimum, reserve, withdraw_limit to set too.
	 * @throws Database_Error When the update or the read-back failed.
	 */
	private function write( int $id, string $token, array $fields, ?array $figures = null ): bool {
		global $wpdb;
		if ( null !== $figures ) {
			$fields = array_merge( Payout_Facts::figures( $figures ), $fields );
		}
		$fields['updated_at'] = self::now();
		$wpdb->update(
			Schema::payouts_table(),
			$fields,
			array(
				'id'          => $id,
				'claim_token' => $token,
			),
			null,
			array( '%d', '%s' )
		);
		Database_Error::throw_if_failed();
		// A row changed by an update that names the token holds what was written; only "unchanged"
		// is ambiguous (the same values written again) and is read back.
		return 1 === (int) $wpdb->rows_affected || $this->holds( $id, $token, (string) $fields['status'] );
	}

	/**
	 * Whether the row is the caller's with the given status. The updates above name the token in
	 * their WHERE, so a row still holding it after one ran was written by it — whatever MySQL
	 * counted as changed.
	 *
	 * @param int    $id     Row id.
	 * @param string $token  Claim token.
	 * @param string $status Status the row should have.
	 * @throws Database_Error When the read failed.
	 */
	private function holds( int $id, string $token, string $status ): bool {
		$table = Schema::payouts_table();
		$row   = self::read( 'get_row', "SELECT claim_token, status FROM {$table} WHERE id = %d", array( $id ) );
		return $row && $token === $row->claim_token && $status === $row->status;
	}
}
