<?php
/**
 * PayPal's webhook on the local site, for the HTTP test of the webhook route, against Prism and the
 * PayPal fake of tests/paypal/harness.sh (on the site's port + 50 and + 51):
 *   php tests/env/wp-php.php tests/integration/php/paypal-webhook.php send RUN
 *     takes the run's requests into a payout batch checked with Dokan, sends its PayPal requests
 *     through PayPal and records PayPal's batch; prints `{ batch }`
 *   … items BATCH    prints PayPal's status of each request as recorded, PayPal not asked:
 *                    `{ request id: status }`
 *   … approve BATCH  runs the batch's go (Dokan's approval of what PayPal paid), PayPal not asked
 *   … id [ID]   saves the webhook ID PayPal gave the site's webhook (none: removes it)
 *   … url       prints the address PayPal delivers to
 *   … events    prints the events recorded, by state
 *   … forget-events  empties the events table (after a test)
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\PayPal\Paypal_Ledger;
use VendorPayoutSchedule\PayPal\Paypal_Sending;
use VendorPayoutSchedule\PayPal\Payouts_Client;
use VendorPayoutSchedule\PayPal\Webhook_Id;
use VendorPayoutSchedule\Payouts\Payout_Batch;
use VendorPayoutSchedule\Rest\Paypal_Webhook_Controller;

global $wpdb;
$vps_port = (int) ( wp_parse_url( home_url(), PHP_URL_PORT ) ?? 80 );

switch ( $args[0] ?? '' ) {
	case 'send':
		add_filter( Payouts_Client::BASE_FILTER, static fn (): string => 'http://127.0.0.1:' . ( $vps_port + 50 ) );
		$vps_admin = (int) get_user_by( 'login', 'admin' )->ID;
		$vps_batch = ( new Payout_Batch() )->start( ( new Run_Ledger() )->find( (int) $args[1] ), null, $vps_admin )['batch'];
		( new Paypal_Sending() )->send( $vps_batch, $vps_admin );
		( new Paypal_Sending() )->work( $vps_batch, microtime( true ) + 20 );
		echo wp_json_encode( array( 'batch' => $vps_batch ) );
		break;
	case 'items':
		$vps_items = array();
		foreach ( ( new Paypal_Ledger() )->items( (int) $args[1], 1000 ) as $vps_item ) {
			$vps_items[ (int) $vps_item->withdraw_id ] = (string) $vps_item->transaction_status;
		}
		echo wp_json_encode( (object) $vps_items );
		break;
	case 'approve':
		( new Payout_Batch() )->go( (int) $args[1], 20 );
		break;
	case 'id':
		if ( '' === ( $args[1] ?? '' ) ) {
			Webhook_Id::uninstall();
		} else {
			update_option( Webhook_Id::OPTION, $args[1] );
		}
		break;
	case 'url':
		echo esc_url_raw( Paypal_Webhook_Controller::url() );
		break;
	case 'events':
		$vps_counts = array();
		foreach ( $wpdb->get_results( 'SELECT state, COUNT(*) AS n FROM ' . Schema::paypal_events_table() . ' GROUP BY state' ) as $vps_row ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
			$vps_counts[ $vps_row->state ] = (int) $vps_row->n;
		}
		echo wp_json_encode( (object) $vps_counts );
		break;
	case 'forget-events':
		$wpdb->query( 'TRUNCATE TABLE ' . Schema::paypal_events_table() ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange
		break;
}
