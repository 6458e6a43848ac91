<?php
/**
 * PayPal's webhook events are kept about KEEP_DAYS, never longer, on the real table: each new
 * event clears away a few old ones done with.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\PayPal\Webhook_Events;

/**
 * Old rows are written straight into the table with the age a test needs.
 */
final class Paypal_Events_Test extends Engine_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'TRUNCATE TABLE ' . Schema::paypal_events_table() );
	}

	public function test_a_new_event_clears_old_events_done_with_and_keeps_what_is_not(): void {
		$this->old_event( 'WH-APPLIED-OLD', Webhook_Events::APPLIED, Webhook_Events::KEEP_DAYS + 1 );
		$this->old_event( 'WH-IGNORED-OLD', Webhook_Events::IGNORED, Webhook_Events::KEEP_DAYS + 1 );
		$this->old_event( 'WH-RECEIVED-OLD', Webhook_Events::RECEIVED, Webhook_Events::KEEP_DAYS + 1 );
		$this->old_event( 'WH-WAITING-OLD', Webhook_Events::WAITING, Webhook_Events::KEEP_DAYS + 1 );
		$this->old_event( 'WH-APPLIED-RECENT', Webhook_Events::APPLIED, Webhook_Events::KEEP_DAYS - 1 );

		$this->assertSame( Webhook_Events::RECEIVED, ( new Webhook_Events() )->record( 'WH-NEW', 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'ITEM-1' ) );

		$this->assertSame( array( 'WH-APPLIED-RECENT', 'WH-NEW', 'WH-RECEIVED-OLD', 'WH-WAITING-OLD' ), $this->kept(), 'PayPal’s word not yet acted on stays whatever its age' );
	}

	public function test_a_delivery_of_a_known_event_prunes_nothing(): void {
		$events = new Webhook_Events();
		$events->record( 'WH-KNOWN', 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'ITEM-1' );
		$this->old_event( 'WH-APPLIED-OLD', Webhook_Events::APPLIED, Webhook_Events::KEEP_DAYS + 1 );

		$events->record( 'WH-KNOWN', 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'ITEM-1' );

		$this->assertSame( array( 'WH-APPLIED-OLD', 'WH-KNOWN' ), $this->kept() );
		global $wpdb;
		$this->assertSame( '2', $wpdb->get_var( $wpdb->prepare( 'SELECT deliveries FROM ' . Schema::paypal_events_table() . ' WHERE event_id = %s', 'WH-KNOWN' ) ) );
	}

	public function test_a_table_never_pruned_is_cleared_a_hundred_rows_per_new_event(): void {
		global $wpdb;
		$table    = Schema::paypal_events_table();
		$received = gmdate( 'Y-m-d H:i:s', time() - ( Webhook_Events::KEEP_DAYS + 5 ) * DAY_IN_SECONDS );
		$values   = array();
		foreach ( range( 1, 250 ) as $n ) {
			$values[] = $wpdb->prepare( '(%s, %s, %s, %s, %s)', 'WH-' . $n, 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'ITEM-' . $n, Webhook_Events::APPLIED, $received );
		}
		$wpdb->query( "INSERT INTO {$table} (event_id, event_type, resource_id, state, received_at) VALUES " . implode( ',', $values ) );

		( new Webhook_Events() )->record( 'WH-NEW-1', 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'ITEM-A' );
		$this->assertCount( 151, $this->kept(), 'a delivery stays quick: a hundred old rows at a time' );
		( new Webhook_Events() )->record( 'WH-NEW-2', 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'ITEM-B' );
		( new Webhook_Events() )->record( 'WH-NEW-3', 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'ITEM-C' );
		$this->assertSame( array( 'WH-NEW-1', 'WH-NEW-2', 'WH-NEW-3' ), $this->kept() );
	}

	/**
	 * Writes an event received some days ago.
	 *
	 * @param string $event_id PayPal's event id.
	 * @param string $state    Its state.
	 * @param int    $days     Days since it was received.
	 */
	private function old_event( string $event_id, string $state, int $days ): void {
		global $wpdb;
		$wpdb->insert(
			Schema::paypal_events_table(),
			array(
				'event_id'    => $event_id,
				'event_type'  => 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED',
				'resource_id' => 'ITEM-' . $event_id,
				'state'       => $state,
				'received_at' => gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS ),
			)
		);
	}

	/**
	 * The events kept, by id.
	 *
	 * @return string[]
	 */
	private function kept(): array {
		global $wpdb;
		return $wpdb->get_col( 'SELECT event_id FROM ' . Schema::paypal_events_table() . ' ORDER BY event_id' );
	}
}
