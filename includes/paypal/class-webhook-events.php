<?php
/**
 * PayPal's webhook events the site has taken, one row each.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\PayPal;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- the only class that queries the events table: its name comes from $wpdb (Engine\Schema) and every value goes through prepare(); an event's row is read fresh from the database, never from a cache, which WordPress has no API for.

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}vendor_payout_schedule_paypal_events`: each event PayPal delivered and signed, keyed
 * by PayPal's event id (unique), recorded before it is applied. A delivery of an event already
 * APPLIED or IGNORED changes nothing: PayPal's retries, a duplicate and a replayed delivery all
 * carry the id of the event they repeat. An event still RECEIVED (its applying failed: PayPal
 * was not reachable to read the item, or the process died) or WAITING (it came before its send
 * was recorded) is applied again when it is delivered again.
 */
final class Webhook_Events {

	/** An event's states. */
	public const RECEIVED = 'received';
	public const APPLIED  = 'applied';
	public const WAITING  = 'waiting';
	public const IGNORED  = 'ignored';

	/**
	 * Days an event applied or ignored is kept. PayPal delivers an event again for up to three
	 * days, and its dashboard resends events of the last 30 days; a delivery older than what is
	 * kept is taken as new and only makes the site read the item again from PayPal, whose final
	 * status a read never replaces (Paypal_Ledger::record_item()).
	 */
	public const KEEP_DAYS = 90;

	/**
	 * Old events removed at most per new event, so a delivery stays quick on a table never pruned
	 * before.
	 */
	private const PRUNE_AT_ONCE = 100;

	/**
	 * Creates or upgrades the table (dbDelta leaves data in place).
	 */
	public static function install(): void {
		Schema::create_table(
			Schema::paypal_events_table(),
			"id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			event_id varchar(64) NOT NULL,
			event_type varchar(64) NOT NULL DEFAULT '',
			resource_id varchar(64) NOT NULL DEFAULT '',
			state varchar(20) NOT NULL,
			deliveries int(10) unsigned NOT NULL DEFAULT 1,
			received_at datetime NOT NULL,
			applied_at datetime NULL,
			PRIMARY KEY  (id),
			UNIQUE KEY event (event_id)"
		);
	}

	/**
	 * Drops the table (uninstall).
	 */
	public static function uninstall(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . Schema::paypal_events_table() );
	}

	/**
	 * Records a delivery of an event: a new row RECEIVED, or one more delivery of a known one.
	 *
	 * @param string $event_id    PayPal's event id.
	 * @param string $event_type  Its type.
	 * @param string $resource_id The item's or the batch's id in PayPal.
	 * @return string The event's state now: RECEIVED for a new one, else the state it had.
	 * @throws Database_Error When a statement failed.
	 */
	public function record( string $event_id, string $event_type, string $resource_id ): string {
		global $wpdb;
		$table = Schema::paypal_events_table();
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (event_id, event_type, resource_id, state, received_at) VALUES (%s, %s, %s, %s, %s) ON DUPLICATE KEY UPDATE deliveries = deliveries + 1", $event_id, substr( $event_type, 0, 64 ), substr( $resource_id, 0, 64 ), self::RECEIVED, gmdate( 'Y-m-d H:i:s' ) ) );
		Database_Error::throw_if_failed();
		// MariaDB counts 1 for a new row and 2 for a duplicate's update: each new event clears away
		// a few of the oldest done with, so the table holds about KEEP_DAYS of events, never more.
		if ( 1 === (int) $wpdb->rows_affected ) {
			$this->prune();
		}
		return $this->state( $event_id );
	}

	/**
	 * Removes up to PRUNE_AT_ONCE events applied or ignored more than KEEP_DAYS ago. Events still
	 * RECEIVED or WAITING stay whatever their age: they are PayPal's word not yet acted on.
	 */
	private function prune(): void {
		global $wpdb;
		$table = Schema::paypal_events_table();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE state IN (%s, %s) AND received_at < %s ORDER BY id LIMIT %d", self::APPLIED, self::IGNORED, gmdate( 'Y-m-d H:i:s', time() - self::KEEP_DAYS * DAY_IN_SECONDS ), self::PRUNE_AT_ONCE ) );
	}

	/**
	 * An event's state, or '' for one never delivered.
	 *
	 * @param string $event_id PayPal's event id.
	 * @throws Database_Error When the read failed.
	 */
	public function state( string $event_id ): string {
		global $wpdb;
		$table = Schema::paypal_events_table();
		$state = $wpdb->get_var( $wpdb->prepare( "SELECT state FROM {$table} WHERE event_id = %s", $event_id ) );
		Database_Error::throw_if_failed();
		return (string) $state;
	}

	/**
	 * Records what applying an event came to.
	 *
	 * @param string $event_id PayPal's event id.
	 * @param string $state    APPLIED, WAITING or IGNORED.
	 * @throws Database_Error When the update failed.
	 */
	public function mark( string $event_id, string $state ): void {
		global $wpdb;
		$table = Schema::paypal_events_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET state = %s, applied_at = %s WHERE event_id = %s", $state, gmdate( 'Y-m-d H:i:s' ), $event_id ) );
		Database_Error::throw_if_failed();
	}
}
