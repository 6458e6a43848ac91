<?php
/**
 * What a verified PayPal webhook event changes.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\PayPal;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Job_Queue;

defined( 'ABSPATH' ) || exit;

/**
 * Applies a webhook event PayPal signed (Rest\Paypal_Webhook_Controller verifies it first and
 * records its id in Webhook_Events, so each event is applied once). An event only says "look
 * now": what it says of an item is never taken from its body, which may be older than what a
 * read already recorded (PayPal does not deliver in order, and retries for days). The item is
 * read again from PayPal (GET /v1/payments/payouts-item/{id}) and applied through the one path
 * a read of the batch takes (Paypal_Sending::apply_item()): SUCCESS approved through Dokan once,
 * the statuses that pay nothing failed with PayPal's reason, a final status never replaced by
 * one that is not. A batch's event makes its part due now, for the batch's next go to read.
 *
 * Events of batches the site did not send (PayPal sends every event of the app to each webhook
 * of it: another marketplace on the same app, payouts made in PayPal by hand) are IGNORED.
 * An event of a batch whose send is not recorded yet (the send's answer was lost, or is still on
 * its way: the part has no payout_batch_id) is WAITING: the part is made due now, so its go sends
 * it again with the same sender_batch_id, takes PayPal's "already sent", and reads the item
 * with the rest of the batch.
 */
final class Paypal_Webhooks {

	/** The event types of PayPal's Payouts (an item's, and a batch's). */
	public const ITEM_EVENTS  = 'PAYMENT.PAYOUTS-ITEM.';
	public const BATCH_EVENTS = 'PAYMENT.PAYOUTSBATCH.';

	/**
	 * What was sent.
	 *
	 * @var Paypal_Ledger
	 */
	private Paypal_Ledger $ledger;

	/**
	 * The path an item takes.
	 *
	 * @var Paypal_Sending
	 */
	private Paypal_Sending $sending;

	/**
	 * Takes the ledger and the sending (the real ones by default).
	 *
	 * @param Paypal_Ledger|null  $ledger  What was sent.
	 * @param Paypal_Sending|null $sending The path an item takes.
	 */
	public function __construct( ?Paypal_Ledger $ledger = null, ?Paypal_Sending $sending = null ) {
		$this->ledger  = $ledger ?? new Paypal_Ledger();
		$this->sending = $sending ?? new Paypal_Sending( $this->ledger );
	}

	/**
	 * The id in PayPal of what an event is about: the item's, or the batch's.
	 *
	 * @param Webhook_Delivery $delivery The delivery.
	 */
	public static function resource_id( Webhook_Delivery $delivery ): string {
		$resource = $delivery->resource();
		if ( str_starts_with( $delivery->event_type(), self::ITEM_EVENTS ) ) {
			return (string) ( $resource['payout_item_id'] ?? '' );
		}
		return (string) ( $resource['batch_header']['payout_batch_id'] ?? '' );
	}

	/**
	 * Applies an event.
	 *
	 * @param Webhook_Delivery $delivery A delivery PayPal signed.
	 * @param Payouts_Client   $client   A client of the site's app.
	 * @return string Webhook_Events::APPLIED, WAITING or IGNORED.
	 * @throws Paypal_Failure When PayPal could not be read (RETRY_LATER: the event is applied when
	 *                        PayPal delivers it again); a Database_Error when a query failed.
	 */
	public function apply( Webhook_Delivery $delivery, Payouts_Client $client ): string {
		$type     = $delivery->event_type();
		$resource = $delivery->resource();
		$is_item  = str_starts_with( $type, self::ITEM_EVENTS );
		if ( ! $is_item && ! str_starts_with( $type, self::BATCH_EVENTS ) ) {
			return Webhook_Events::IGNORED;
		}
		$payout_batch_id = (string) ( $is_item ? ( $resource['payout_batch_id'] ?? '' ) : ( $resource['batch_header']['payout_batch_id'] ?? '' ) );
		$part            = $this->ledger->part_by_payout_batch( $payout_batch_id );
		if ( null === $part ) {
			return $this->before_the_send( $payout_batch_id, $is_item ? '' : (string) ( $resource['batch_header']['sender_batch_header']['sender_batch_id'] ?? '' ), $client );
		}
		if ( ! $is_item ) {
			$this->look_now( $part );
			return Webhook_Events::APPLIED;
		}
		$item_id = (string) ( $resource['payout_item_id'] ?? '' );
		if ( '' === $item_id ) {
			return Webhook_Events::IGNORED;
		}
		try {
			$item = $client->item( $item_id );
		} catch ( Paypal_Failure $failure ) {
			if ( 404 === $failure->status ) {
				return Webhook_Events::IGNORED;
			}
			throw $failure;
		}
		if ( (string) ( $item['payout_batch_id'] ?? '' ) !== $payout_batch_id ) {
			// PayPal's item is not in the batch the event named: nothing of ours to change.
			return Webhook_Events::IGNORED;
		}
		$this->sending->apply_item( $part, $item );
		return Webhook_Events::APPLIED;
	}

	/**
	 * An event of a batch the ledger holds under no payout_batch_id: one of the site's whose send
	 * is not recorded yet (WAITING), or none of the site's (IGNORED). Which, PayPal's batch says
	 * through its sender_batch_id.
	 *
	 * @param string         $payout_batch_id PayPal's id of the batch.
	 * @param string         $sender_batch_id The batch's sender_batch_id, if the event gave it.
	 * @param Payouts_Client $client          A client of the site's app.
	 * @throws Paypal_Failure When PayPal could not be read; a Database_Error when a query failed.
	 */
	private function before_the_send( string $payout_batch_id, string $sender_batch_id, Payouts_Client $client ): string {
		if ( '' === $payout_batch_id ) {
			return Webhook_Events::IGNORED;
		}
		try {
			// PayPal's word, not the event's, on the batch's sender_batch_id.
			$page            = $client->batch( $payout_batch_id, 1, 1 );
			$sender_batch_id = (string) ( $page->header['sender_batch_header']['sender_batch_id'] ?? '' );
		} catch ( Paypal_Failure $failure ) {
			if ( 404 === $failure->status ) {
				// Not a batch of this app: another app's webhook delivered here.
				return Webhook_Events::IGNORED;
			}
			throw $failure;
		}
		$part = $this->ledger->part_by_sender( $sender_batch_id );
		if ( null === $part ) {
			return Webhook_Events::IGNORED;
		}
		if ( Paypal_Ledger::TO_SEND !== $part->state ) {
			// Recorded meanwhile under PayPal's id: the batch's go reads it.
			$this->look_now( $part );
			return Webhook_Events::APPLIED;
		}
		$this->look_now( $part );
		return Webhook_Events::WAITING;
	}

	/**
	 * Makes a part due now and gives its batch a go now.
	 *
	 * @param object $part The part's row.
	 * @throws Database_Error When the update failed.
	 */
	private function look_now( object $part ): void {
		$this->ledger->due_now( (int) $part->id );
		if ( ! in_array( $part->state, array( Paypal_Ledger::TO_SEND, Paypal_Ledger::SENT ), true ) ) {
			return;
		}
		$args    = array( (int) $part->batch_id );
		$waiting = Job_Queue::next( Paypal_Sending::HOOK, $args );
		if ( null === $waiting || $waiting > time() ) {
			Job_Queue::schedule( Paypal_Sending::HOOK, $args, time() );
		}
	}
}
