<?php
/**
 * A payout batch sent through PayPal, for the browser test of "Send through PayPal", against Prism
 * and the PayPal fake of tests/paypal/harness.sh (on the site's port + 50 and + 51):
 *   php tests/env/wp-php.php tests/integration/php/paypal-send.php go BATCH
 *     as if each open PayPal part's next moment had come, runs what the batch's queued actions run — a PayPal go (send what is to send, read what
 *     PayPal holds), then a go of the batch (Dokan's approval of what PayPal paid) — and prints
 *     `{ parts: [ state… ], items: { request id: PayPal's status } }`
 *   … move BATCH '{"REQUEST": ["STATUS", "ERROR", "FEE"], …}'
 *     moves the items PayPal holds for these requests, through the fake's control door
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\PayPal\Paypal_Ledger;
use VendorPayoutSchedule\PayPal\Paypal_Sending;
use VendorPayoutSchedule\PayPal\Payouts_Client;
use VendorPayoutSchedule\Payouts\Payout_Batch;

global $wpdb;
$vps_port  = (int) ( wp_parse_url( home_url(), PHP_URL_PORT ) ?? 80 );
$vps_batch = (int) ( $args[1] ?? 0 );

if ( 'move' === ( $args[0] ?? '' ) ) {
	$vps_items = array();
	foreach ( (array) json_decode( (string) ( $args[2] ?? '{}' ), true ) as $vps_request => $vps_move ) {
		$vps_items[] = array_filter(
			array(
				'sender_item_id'     => 'DOKAN-WD-' . (int) $vps_request,
				'transaction_status' => $vps_move[0],
				'error'              => $vps_move[1] ?? '',
				'fee'                => $vps_move[2] ?? null,
			),
			static fn ( $value ) => null !== $value && '' !== $value
		);
	}
	$vps_answer = wp_remote_post(
		'http://127.0.0.1:' . ( $vps_port + 51 ) . '/__control/items',
		array(
			'headers' => array( 'Content-Type' => 'application/json' ),
			'body'    => wp_json_encode( array( 'items' => $vps_items ) ),
		)
	);
	echo wp_json_encode( ! is_wp_error( $vps_answer ) && 200 === wp_remote_retrieve_response_code( $vps_answer ) );
	return;
}

add_filter( Payouts_Client::BASE_FILTER, static fn (): string => 'http://127.0.0.1:' . ( $vps_port + 50 ) );
// As if the next moment of each open part had come (a read is due 5 minutes after the last).
$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::paypal_parts_table() . ' SET next_at = %s WHERE batch_id = %d AND next_at IS NOT NULL', gmdate( 'Y-m-d H:i:s', time() - 1 ), $vps_batch ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
( new Paypal_Sending() )->go( $vps_batch, 20 );
( new Payout_Batch() )->go( $vps_batch, 20 );
$vps_ledger = new Paypal_Ledger();
$vps_items  = array();
foreach ( $vps_ledger->items( $vps_batch, 1000 ) as $vps_item ) {
	$vps_items[ (int) $vps_item->withdraw_id ] = (string) $vps_item->transaction_status;
}
echo wp_json_encode(
	array(
		'parts' => array_map( static fn ( $part ) => (string) $part->state, $vps_ledger->parts( $vps_batch ) ),
		'items' => (object) $vps_items,
	)
);
