<?php
/**
 * What was sent through PayPal: one row per PayPal batch part, one per request in it.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\PayPal;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- the only class that queries the plugin's PayPal tables: their names come from $wpdb (Engine\Schema), ids are cast to integers, states are this class's own literals and every other value goes through prepare(); what was sent is read fresh from the database, never from a cache, which WordPress has no API for.

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;
use VendorPayoutSchedule\Engine\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}vendor_payout_schedule_paypal_parts` holds each PayPal batch a payout batch was split
 * into (one per currency and part of at most 15 000 requests), written before PayPal is asked:
 *
 * - its `sender_batch_id` (Payout_Batch_Body::sender_batch_id(), unique), so every attempt sends
 *   the same id and PayPal pays it once;
 * - its state: TO_SEND (recorded, PayPal not yet known to hold it; `attempts` so far, `next_at`
 *   the next try, `uncertain` once an attempt may have reached PayPal without an answer), SENT
 *   (PayPal holds it: `payout_batch_id`; read again at `next_at` until each item is final), DONE
 *   (each item final), REFUSED (PayPal refused it: nothing was sent; PayPal's `refusal_name`,
 *   `refusal_message`, `debug_id`);
 * - who asked and when (`asked_by`, `asked_at`), when PayPal took it (`sent_at`) and was last read;
 * - when the admin's e-mail of its outcome was taken for sending (`mailed_at`, take_outcome_mail()).
 *
 * `{prefix}vendor_payout_schedule_paypal_items` holds each request of a part: PayPal's
 * `payout_item_id`, its `transaction_status` (SUCCESS, FAILED, PENDING, UNCLAIMED, RETURNED,
 * ONHOLD, BLOCKED, REFUNDED, REVERSED, DENIED), PayPal's error name for a failed item and its fee.
 * The request's step in its payout batch is Payouts\Batch_Ledger's (SENDING, then PAYING or FAILED).
 *
 * Every query on the two tables is this class's.
 */
final class Paypal_Ledger {

	/** The page each part's next read starts from, while a read is part-way (read_from()). */
	public const READ_ON_OPTION = 'vendor_payout_schedule_paypal_read_on';

	/** A part's states. */
	public const TO_SEND = 'to_send';
	public const SENT    = 'sent';
	public const DONE    = 'done';
	public const REFUSED = 'refused';

	/** PayPal's item statuses after which PayPal changes nothing of its own accord. */
	public const FINAL_STATUSES = array( 'SUCCESS', 'FAILED', 'RETURNED', 'BLOCKED', 'REFUNDED', 'REVERSED', 'DENIED' );

	/** PayPal's item statuses that pay nothing: the request failed, and stays pending in Dokan. */
	public const NOT_PAID_STATUSES = array( 'FAILED', 'RETURNED', 'BLOCKED', 'REFUNDED', 'REVERSED', 'DENIED' );

	/**
	 * Where a payout PayPal was asked to pay stands, as one word for every reader (the vendor's
	 * panel, the run's record, the admin's e-mail): sent (PENDING, ONHOLD, or PayPal not read yet),
	 * paid (SUCCESS), unclaimed (UNCLAIMED), failed (any status that pays nothing).
	 */
	public const STAGE_SENT      = 'sent';
	public const STAGE_PAID      = 'paid';
	public const STAGE_UNCLAIMED = 'unclaimed';
	public const STAGE_FAILED    = 'failed';

	/**
	 * The stage of an item from PayPal's status.
	 *
	 * @param string $status PayPal's transaction_status ('' before PayPal was read).
	 */
	public static function stage( string $status ): string {
		if ( 'SUCCESS' === $status ) {
			return self::STAGE_PAID;
		}
		if ( 'UNCLAIMED' === $status ) {
			return self::STAGE_UNCLAIMED;
		}
		return in_array( $status, self::NOT_PAID_STATUSES, true ) ? self::STAGE_FAILED : self::STAGE_SENT;
	}

	/**
	 * Creates or upgrades the tables (dbDelta leaves data in place).
	 */
	public static function install(): void {
		Schema::create_table(
			Schema::paypal_parts_table(),
			"id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			batch_id bigint(20) unsigned NOT NULL,
			currency char(3) NOT NULL,
			part int(10) unsigned NOT NULL,
			sender_batch_id varchar(128) NOT NULL,
			payout_batch_id varchar(64) NOT NULL DEFAULT '',
			state varchar(20) NOT NULL,
			batch_status varchar(20) NOT NULL DEFAULT '',
			requests int(10) unsigned NOT NULL DEFAULT 0,
			total bigint(20) NOT NULL DEFAULT 0,
			decimals tinyint(3) unsigned NOT NULL DEFAULT 2,
			attempts int(10) unsigned NOT NULL DEFAULT 0,
			uncertain tinyint(1) unsigned NOT NULL DEFAULT 0,
			next_at datetime NULL,
			last_failure varchar(100) NOT NULL DEFAULT '',
			refusal_name varchar(100) NOT NULL DEFAULT '',
			refusal_message text NULL,
			debug_id varchar(64) NOT NULL DEFAULT '',
			asked_by bigint(20) unsigned NOT NULL DEFAULT 0,
			asked_at datetime NOT NULL,
			sent_at datetime NULL,
			read_at datetime NULL,
			mailed_at datetime NULL,
			PRIMARY KEY  (id),
			UNIQUE KEY sender_batch (sender_batch_id),
			KEY batch_state (batch_id,state),
			KEY state_next (state,next_at)"
		);
		Schema::create_table(
			Schema::paypal_items_table(),
			"id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			part_id bigint(20) unsigned NOT NULL,
			batch_id bigint(20) unsigned NOT NULL,
			withdraw_id bigint(20) unsigned NOT NULL,
			payout_item_id varchar(64) NOT NULL DEFAULT '',
			transaction_status varchar(20) NOT NULL DEFAULT '',
			error_name varchar(100) NOT NULL DEFAULT '',
			fee decimal(19,4) NULL,
			fee_currency char(3) NOT NULL DEFAULT '',
			read_at datetime NULL,
			PRIMARY KEY  (id),
			UNIQUE KEY part_withdraw (part_id,withdraw_id),
			KEY batch (batch_id),
			KEY withdraw (withdraw_id)"
		);
	}

	/**
	 * Drops the tables (uninstall).
	 */
	public static function uninstall(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . Schema::paypal_items_table() );
		$wpdb->query( 'DROP TABLE IF EXISTS ' . Schema::paypal_parts_table() );
		delete_option( self::READ_ON_OPTION );
	}

	/**
	 * The page a read of a part starts from: where the last go stopped, out of time or refused,
	 * or 1. A batch of 10 000 items is 10 pages; a go that always started again from the first
	 * would, on a slow host, never reach the last.
	 *
	 * @param int $part_id The part's row id.
	 */
	public function read_from( int $part_id ): int {
		$pages = (array) get_option( self::READ_ON_OPTION, array() );
		return max( 1, (int) ( $pages[ $part_id ] ?? 1 ) );
	}

	/**
	 * Notes the page the next read of a part starts from; 1 (the read went through every page)
	 * forgets it.
	 *
	 * @param int $part_id The part's row id.
	 * @param int $page    The page.
	 */
	public function read_on_from( int $part_id, int $page ): void {
		$pages = (array) get_option( self::READ_ON_OPTION, array() );
		if ( $page <= 1 && ! isset( $pages[ $part_id ] ) ) {
			return;
		}
		if ( $page <= 1 ) {
			unset( $pages[ $part_id ] );
		} else {
			$pages[ $part_id ] = $page;
		}
		update_option( self::READ_ON_OPTION, $pages, false );
	}

	/**
	 * The next part number of a batch's currency: after every part recorded, refused ones too, so
	 * a sender_batch_id is never given to a second set of requests.
	 *
	 * @param int    $batch    The payout batch.
	 * @param string $currency ISO 4217 code.
	 * @throws Database_Error When the read failed.
	 */
	public function next_part( int $batch, string $currency ): int {
		$table = Schema::paypal_parts_table();
		return 1 + (int) self::read( 'get_var', "SELECT MAX(part) FROM {$table} WHERE batch_id = %d AND currency = %s", array( $batch, $currency ) );
	}

	/**
	 * Records a part to send and its requests, before PayPal is asked.
	 *
	 * @param int    $batch           The payout batch.
	 * @param string $currency        ISO 4217 code.
	 * @param int    $part            The part (next_part()).
	 * @param string $sender_batch_id Payout_Batch_Body::sender_batch_id() of it.
	 * @param int[]  $ids             Dokan request ids.
	 * @param int    $total           Its total in minor units.
	 * @param int    $decimals        The currency's decimals as PayPal counts them.
	 * @param int    $user_id         Who sends it.
	 * @return int The part's row id.
	 * @throws Database_Error When a statement failed.
	 */
	public function record_part( int $batch, string $currency, int $part, string $sender_batch_id, array $ids, int $total, int $decimals, int $user_id ): int {
		global $wpdb;
		$now = self::now();
		$wpdb->insert(
			Schema::paypal_parts_table(),
			array(
				'batch_id'        => $batch,
				'currency'        => $currency,
				'part'            => $part,
				'sender_batch_id' => $sender_batch_id,
				'state'           => self::TO_SEND,
				'requests'        => count( $ids ),
				'total'           => $total,
				'decimals'        => $decimals,
				'next_at'         => $now,
				'asked_by'        => $user_id,
				'asked_at'        => $now,
			),
			array( '%d', '%s', '%d', '%s', '%s', '%d', '%d', '%d', '%s', '%d', '%s' )
		);
		Database_Error::throw_if_failed();
		$part_id = (int) $wpdb->insert_id;
		$items   = Schema::paypal_items_table();
		foreach ( array_chunk( array_map( 'intval', $ids ), 500 ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $id ) {
				$values[] = $wpdb->prepare( '(%d, %d, %d)', $part_id, $batch, $id );
			}
			$wpdb->query( "INSERT INTO {$items} (part_id, batch_id, withdraw_id) VALUES " . implode( ',', $values ) );
			Database_Error::throw_if_failed();
		}
		return $part_id;
	}

	/**
	 * A batch's parts a go has to send or read by now, oldest first.
	 *
	 * @param int $batch The payout batch.
	 * @return object[] Part rows.
	 * @throws Database_Error When the read failed.
	 */
	public function due( int $batch ): array {
		$table = Schema::paypal_parts_table();
		return self::read( 'get_results', "SELECT * FROM {$table} WHERE batch_id = %d AND state IN (%s, %s) AND next_at <= %s ORDER BY id", array( $batch, self::TO_SEND, self::SENT, self::now() ) );
	}

	/**
	 * When a go has to look at the batch again: the earliest `next_at` of its open parts, or null.
	 *
	 * @param int $batch The payout batch.
	 * @throws Database_Error When the read failed.
	 */
	public function next_at( int $batch ): ?int {
		$table = Schema::paypal_parts_table();
		$next  = self::read( 'get_var', "SELECT MIN(next_at) FROM {$table} WHERE batch_id = %d AND state IN (%s, %s)", array( $batch, self::TO_SEND, self::SENT ) );
		return null === $next ? null : (int) strtotime( $next . ' UTC' );
	}

	/**
	 * The batches with parts still open (to give each a go again after a lost one).
	 *
	 * @return int[]
	 * @throws Database_Error When the read failed.
	 */
	public function open_batches(): array {
		$table = Schema::paypal_parts_table();
		return array_map( 'intval', self::read( 'get_col', "SELECT DISTINCT batch_id FROM {$table} WHERE state IN (%s, %s)", array( self::TO_SEND, self::SENT ) ) );
	}

	/**
	 * A batch's parts, first recorded first.
	 *
	 * @param int $batch The payout batch.
	 * @return object[] Part rows.
	 * @throws Database_Error When the read failed.
	 */
	public function parts( int $batch ): array {
		$table = Schema::paypal_parts_table();
		return self::read( 'get_results', "SELECT * FROM {$table} WHERE batch_id = %d ORDER BY id", array( $batch ) );
	}

	/**
	 * The Dokan request ids of a part, lowest first.
	 *
	 * @param int $part_id The part's row id.
	 * @return int[]
	 * @throws Database_Error When the read failed.
	 */
	public function request_ids( int $part_id ): array {
		$table = Schema::paypal_items_table();
		return array_map( 'intval', self::read( 'get_col', "SELECT withdraw_id FROM {$table} WHERE part_id = %d ORDER BY withdraw_id", array( $part_id ) ) );
	}

	/**
	 * Notes an attempt to send a part, right before PayPal is asked.
	 *
	 * @param int $part_id The part's row id.
	 * @throws Database_Error When the update failed: PayPal is not asked.
	 */
	public function note_attempt( int $part_id ): void {
		global $wpdb;
		$table = Schema::paypal_parts_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET attempts = attempts + 1 WHERE id = %d", $part_id ) );
		Database_Error::throw_if_failed();
	}

	/**
	 * Records that PayPal holds a part, taken now or before: its payout_batch_id, read next at once.
	 *
	 * @param int    $part_id         The part's row id.
	 * @param string $payout_batch_id PayPal's id of the batch.
	 * @param string $batch_status    PayPal's batch_status, if it said.
	 * @throws Database_Error When the update failed.
	 */
	public function sent( int $part_id, string $payout_batch_id, string $batch_status ): void {
		global $wpdb;
		$table = Schema::paypal_parts_table();
		$now   = self::now();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET state = %s, payout_batch_id = %s, batch_status = %s, sent_at = COALESCE(sent_at, %s), next_at = %s, last_failure = '' WHERE id = %d AND state = %s", self::SENT, $payout_batch_id, $batch_status, $now, $now, $part_id, self::TO_SEND ) );
		Database_Error::throw_if_failed();
	}

	/**
	 * Puts a part off until a later go: an attempt PayPal did not answer or asked to repeat, or a
	 * read that failed. `uncertain` once an attempt may have reached PayPal unanswered.
	 *
	 * @param int    $part_id   The part's row id.
	 * @param int    $at        Unix seconds.
	 * @param string $failure   What happened (Paypal_Failure's kind and cause, or PayPal's name).
	 * @param bool   $uncertain Whether PayPal may hold it now.
	 * @throws Database_Error When the update failed.
	 */
	public function put_off( int $part_id, int $at, string $failure, bool $uncertain = false ): void {
		global $wpdb;
		$table = Schema::paypal_parts_table();
		$flag  = $uncertain ? ', uncertain = 1' : '';
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET next_at = %s, last_failure = %s{$flag} WHERE id = %d", gmdate( 'Y-m-d H:i:s', $at ), substr( $failure, 0, 100 ), $part_id ) );
		Database_Error::throw_if_failed();
	}

	/**
	 * Records PayPal's refusal of a part: nothing of it was paid.
	 *
	 * @param int            $part_id The part's row id.
	 * @param Paypal_Failure $failure PayPal's answer.
	 * @throws Database_Error When the update failed.
	 */
	public function refused( int $part_id, Paypal_Failure $failure ): void {
		global $wpdb;
		$table = Schema::paypal_parts_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET state = %s, refusal_name = %s, refusal_message = %s, debug_id = %s, next_at = NULL WHERE id = %d AND state = %s", self::REFUSED, substr( '' === $failure->name ? $failure->kind : $failure->name, 0, 100 ), $failure->paypal_message, substr( $failure->debug_id, 0, 64 ), $part_id, self::TO_SEND ) );
		Database_Error::throw_if_failed();
	}

	/**
	 * Records what PayPal says of one item of a part. A final status is never replaced by one that
	 * is not: a read or a webhook's item that PayPal answered before a later read recorded the item
	 * final (two of them under way at once) cannot take it back.
	 *
	 * @param int                  $part_id The part's row id.
	 * @param int                  $id      Dokan request id.
	 * @param array<string, mixed> $item    PayPal's item (payout_item_id, transaction_status, errors, payout_item_fee).
	 * @return bool Whether the part holds the request.
	 * @throws Database_Error When the update failed.
	 */
	public function record_item( int $part_id, int $id, array $item ): bool {
		global $wpdb;
		$table  = Schema::paypal_items_table();
		$fee    = (array) ( $item['payout_item_fee'] ?? array() );
		$value  = isset( $fee['value'] ) && is_numeric( $fee['value'] ) ? $wpdb->prepare( '%s', (string) $fee['value'] ) : 'NULL';
		$status = substr( strtoupper( (string) ( $item['transaction_status'] ?? '' ) ), 0, 20 );
		$final  = "'" . implode( "','", self::FINAL_STATUSES ) . "'";
		$wpdb->query(
			$wpdb->prepare(
				"UPDATE {$table} SET payout_item_id = %s, transaction_status = %s, error_name = %s, fee = {$value}, fee_currency = %s, read_at = %s WHERE part_id = %d AND withdraw_id = %d AND ( transaction_status NOT IN ({$final}) OR %s IN ({$final}) )",
				substr( (string) ( $item['payout_item_id'] ?? '' ), 0, 64 ),
				$status,
				substr( (string) ( $item['errors']['name'] ?? '' ), 0, 100 ),
				substr( strtoupper( (string) ( $fee['currency'] ?? '' ) ), 0, 3 ),
				self::now(),
				$part_id,
				$id,
				$status
			)
		);
		Database_Error::throw_if_failed();
		return null !== self::read( 'get_var', "SELECT id FROM {$table} WHERE part_id = %d AND withdraw_id = %d", array( $part_id, $id ) );
	}

	/**
	 * Records a read of a part: DONE once every item is final, else read again at `$next`.
	 *
	 * @param int    $part_id      The part's row id.
	 * @param string $batch_status PayPal's batch_status.
	 * @param int    $next         Unix seconds of the next read, if items are still open.
	 * @return bool Whether every item is final.
	 * @throws Database_Error When a statement failed.
	 */
	public function read_done( int $part_id, string $batch_status, int $next ): bool {
		global $wpdb;
		$parts = Schema::paypal_parts_table();
		$open  = $this->open_items( $part_id );
		$final = 0 === $open;
		$at    = $final ? 'NULL' : $wpdb->prepare( '%s', gmdate( 'Y-m-d H:i:s', $next ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$parts} SET state = %s, batch_status = %s, read_at = %s, next_at = {$at}, last_failure = '' WHERE id = %d AND state = %s", $final ? self::DONE : self::SENT, $batch_status, self::now(), $part_id, self::SENT ) );
		Database_Error::throw_if_failed();
		return $final;
	}

	/**
	 * How many items of a part are not final yet.
	 *
	 * @param int $part_id The part's row id.
	 * @throws Database_Error When the read failed.
	 */
	public function open_items( int $part_id ): int {
		$table = Schema::paypal_items_table();
		$final = implode( ',', array_fill( 0, count( self::FINAL_STATUSES ), '%s' ) );
		return (int) self::read( 'get_var', "SELECT COUNT(*) FROM {$table} WHERE part_id = %d AND transaction_status NOT IN ({$final})", array_merge( array( $part_id ), self::FINAL_STATUSES ) );
	}

	/**
	 * Whether every open item of a part waits for its vendor to claim it (PayPal returns an
	 * unclaimed item after 30 days: a part that only waits for that is read less often).
	 *
	 * @param int $part_id The part's row id.
	 * @throws Database_Error When the read failed.
	 */
	public function only_unclaimed_open( int $part_id ): bool {
		$table = Schema::paypal_items_table();
		$final = implode( ',', array_fill( 0, count( self::FINAL_STATUSES ), '%s' ) );
		$other = (int) self::read( 'get_var', "SELECT COUNT(*) FROM {$table} WHERE part_id = %d AND transaction_status NOT IN ({$final}) AND transaction_status <> 'UNCLAIMED'", array_merge( array( $part_id ), self::FINAL_STATUSES ) );
		return 0 === $other;
	}

	/**
	 * Leaves out of a part the requests found decided in Dokan before PayPal was ever asked.
	 *
	 * @param int   $part_id The part's row id.
	 * @param int[] $ids     Dokan request ids.
	 * @throws Database_Error When a statement failed.
	 */
	public function leave_out( int $part_id, array $ids ): void {
		global $wpdb;
		if ( array() === $ids ) {
			return;
		}
		$items = Schema::paypal_items_table();
		$parts = Schema::paypal_parts_table();
		$in    = implode( ',', array_map( 'intval', $ids ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$items} WHERE part_id = %d AND withdraw_id IN ({$in})", $part_id ) );
		Database_Error::throw_if_failed();
		$wpdb->query( $wpdb->prepare( "UPDATE {$parts} SET requests = (SELECT COUNT(*) FROM {$items} WHERE part_id = %d) WHERE id = %d", $part_id, $part_id ) );
		Database_Error::throw_if_failed();
	}

	/**
	 * A batch's items with what PayPal said of each, failures first, then those still waiting,
	 * then those paid; with the vendor's id and name and the part's ids.
	 *
	 * @param int $batch The payout batch.
	 * @param int $limit At most this many.
	 * @return object[] Item rows with sender_batch_id, payout_batch_id, vendor_id, display_name.
	 * @throws Database_Error When the read failed.
	 */
	public function items( int $batch, int $limit ): array {
		global $wpdb;
		$items     = Schema::paypal_items_table();
		$parts     = Schema::paypal_parts_table();
		$batches   = Schema::batches_table();
		$not_paid  = implode( ',', array_fill( 0, count( self::NOT_PAID_STATUSES ), '%s' ) );
		$order_sql = "CASE WHEN i.transaction_status IN ({$not_paid}) THEN 0 WHEN i.transaction_status = 'SUCCESS' THEN 2 ELSE 1 END";
		return self::read(
			'get_results',
			"SELECT i.*, p.sender_batch_id, p.payout_batch_id, p.state AS part_state, b.vendor_id, u.display_name FROM {$items} i JOIN {$parts} p ON p.id = i.part_id LEFT JOIN {$batches} b ON b.withdraw_id = i.withdraw_id LEFT JOIN {$wpdb->users} u ON u.ID = b.vendor_id WHERE i.batch_id = %d AND p.state <> %s ORDER BY {$order_sql}, i.withdraw_id LIMIT %d",
			array_merge( array( $batch ), self::NOT_PAID_STATUSES, array( self::REFUSED, $limit ) )
		);
	}

	/**
	 * A batch's items counted by PayPal's status ('' for one PayPal was not read on yet), refused
	 * parts left out.
	 *
	 * @param int $batch The payout batch.
	 * @return array<string, int>
	 * @throws Database_Error When the read failed.
	 */
	public function count_items( int $batch ): array {
		$items  = Schema::paypal_items_table();
		$parts  = Schema::paypal_parts_table();
		$counts = array();
		foreach ( self::read( 'get_results', "SELECT i.transaction_status, COUNT(*) AS items FROM {$items} i JOIN {$parts} p ON p.id = i.part_id WHERE i.batch_id = %d AND p.state <> %s GROUP BY i.transaction_status", array( $batch, self::REFUSED ) ) as $row ) {
			$counts[ (string) $row->transaction_status ] = (int) $row->items;
		}
		return $counts;
	}

	/**
	 * The part PayPal holds under its payout_batch_id, or null.
	 *
	 * @param string $payout_batch_id PayPal's id of the batch.
	 * @throws Database_Error When the read failed.
	 */
	public function part_by_payout_batch( string $payout_batch_id ): ?object {
		$table = Schema::paypal_parts_table();
		return '' === $payout_batch_id ? null : self::read( 'get_row', "SELECT * FROM {$table} WHERE payout_batch_id = %s ORDER BY id LIMIT 1", array( $payout_batch_id ) );
	}

	/**
	 * The part sent under a sender_batch_id, or null (another site's, or another app's).
	 *
	 * @param string $sender_batch_id Payout_Batch_Body::sender_batch_id() of it.
	 * @throws Database_Error When the read failed.
	 */
	public function part_by_sender( string $sender_batch_id ): ?object {
		$table = Schema::paypal_parts_table();
		return '' === $sender_batch_id ? null : self::read( 'get_row', "SELECT * FROM {$table} WHERE sender_batch_id = %s", array( $sender_batch_id ) );
	}

	/**
	 * Makes an open part due now (PayPal said something changed), unless it is due already.
	 *
	 * @param int $part_id The part's row id.
	 * @throws Database_Error When the update failed.
	 */
	public function due_now( int $part_id ): void {
		global $wpdb;
		$table = Schema::paypal_parts_table();
		$now   = self::now();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET next_at = %s WHERE id = %d AND state IN (%s, %s) AND ( next_at IS NULL OR next_at > %s )", $now, $part_id, self::TO_SEND, self::SENT, $now ) );
		Database_Error::throw_if_failed();
	}

	/**
	 * What PayPal last said of each of some requests: the item of the latest part PayPal was asked
	 * to pay it in (a refused part paid nothing and is left out), with that part's ids.
	 *
	 * @param int[] $ids Dokan request ids.
	 * @return array<int, object> Item rows (with sender_batch_id, payout_batch_id, currency) by request id.
	 * @throws Database_Error When the read failed.
	 */
	public function of_requests( array $ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$items = Schema::paypal_items_table();
		$parts = Schema::paypal_parts_table();
		$in    = implode( ',', $ids );
		$found = array();
		foreach ( self::read( 'get_results', "SELECT i.*, p.sender_batch_id, p.payout_batch_id, p.currency FROM {$items} i JOIN {$parts} p ON p.id = i.part_id WHERE i.withdraw_id IN ({$in}) AND p.state <> %s ORDER BY i.id", array( self::REFUSED ) ) as $row ) {
			$found[ (int) $row->withdraw_id ] = $row;
		}
		return $found;
	}

	/**
	 * A batch's parts whose outcome is settled — every item final, or refused by PayPal — and whose
	 * e-mail to the admin was not taken yet.
	 *
	 * @param int $batch The payout batch.
	 * @return object[] Part rows.
	 * @throws Database_Error When the read failed.
	 */
	public function settled_unmailed( int $batch ): array {
		$table = Schema::paypal_parts_table();
		return self::read( 'get_results', "SELECT * FROM {$table} WHERE batch_id = %d AND state IN (%s, %s) AND mailed_at IS NULL ORDER BY id", array( $batch, self::DONE, self::REFUSED ) );
	}

	/**
	 * Takes a settled part's e-mail to the admin, before it is sent: an update that names the
	 * state it replaces, so of two goes (or a go and a resumed one) exactly one sends it; one that
	 * dies between taking and sending loses that e-mail rather than sending it twice.
	 *
	 * @param int $part_id The part's row id.
	 * @return bool Whether this call took it.
	 * @throws Database_Error When the update failed: nothing is sent.
	 */
	public function take_outcome_mail( int $part_id ): bool {
		global $wpdb;
		$table = Schema::paypal_parts_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET mailed_at = %s WHERE id = %d AND mailed_at IS NULL AND state IN (%s, %s)", self::now(), $part_id, self::DONE, self::REFUSED ) );
		Database_Error::throw_if_failed();
		return 1 === (int) $wpdb->rows_affected;
	}

	/**
	 * A part's items with their amounts in Dokan and their vendors, failures first.
	 *
	 * @param int $part_id The part's row id.
	 * @return object[] Item rows with amount (Dokan's, null when Dokan lost the request), vendor_id, display_name.
	 * @throws Database_Error When the read failed.
	 */
	public function part_items( int $part_id ): array {
		global $wpdb;
		$items     = Schema::paypal_items_table();
		$batches   = Schema::batches_table();
		$not_paid  = implode( ',', array_fill( 0, count( self::NOT_PAID_STATUSES ), '%s' ) );
		$order_sql = "CASE WHEN i.transaction_status IN ({$not_paid}) THEN 0 WHEN i.transaction_status = 'SUCCESS' THEN 2 ELSE 1 END";
		return self::read(
			'get_results',
			"SELECT i.*, w.amount, b.vendor_id, u.display_name FROM {$items} i " . Dokan_Withdraw_Requests::status_join( 'i.withdraw_id' ) . " LEFT JOIN {$batches} b ON b.withdraw_id = i.withdraw_id LEFT JOIN {$wpdb->users} u ON u.ID = b.vendor_id WHERE i.part_id = %d ORDER BY {$order_sql}, i.withdraw_id",
			array_merge( array( $part_id ), self::NOT_PAID_STATUSES )
		);
	}

	/**
	 * Runs a prepared read, and throws when it failed.
	 *
	 * @param string            $how    `$wpdb` method: get_var, get_col, get_row or get_results.
	 * @param string            $sql    SQL with placeholders.
	 * @param array<int, mixed> $values Their values.
	 * @return mixed
	 * @throws Database_Error When the read failed.
	 */
	private static function read( string $how, string $sql, array $values = array() ) {
		global $wpdb;
		$found = $wpdb->$how( array() === $values ? $sql : $wpdb->prepare( $sql, $values ) );
		Database_Error::throw_if_failed();
		return $found;
	}

	/**
	 * The current time in UTC, as MySQL writes it.
	 */
	private static function now(): string {
		return gmdate( 'Y-m-d H:i:s' );
	}
}
