<?php
/**
 * The address PayPal delivers the site's Payouts webhooks to.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Rest;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\PayPal\Paypal_App;
use VendorPayoutSchedule\PayPal\Paypal_Failure;
use VendorPayoutSchedule\PayPal\Paypal_Webhooks;
use VendorPayoutSchedule\PayPal\Payouts_Client;
use VendorPayoutSchedule\PayPal\Webhook_Delivery;
use VendorPayoutSchedule\PayPal\Webhook_Events;
use VendorPayoutSchedule\PayPal\Webhook_Id;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /vendor-payout-schedule/v1/paypal/webhook`: PayPal's deliveries of the site's webhook.
 * Anyone may call it (PayPal has no WordPress account), so nothing a delivery says is believed
 * before PayPal's verify-webhook-signature answered SUCCESS for its headers, its raw body and
 * the site's webhook id (Webhook_Id). Then its event is recorded by PayPal's event id
 * (Webhook_Events) and applied once (PayPal\Paypal_Webhooks).
 *
 * The answer tells PayPal what to do: PayPal delivers an event again, for up to three days, until
 * a 2xx answers it.
 *
 * - 200: applied, ignored (a batch the site did not send; not answered with an error, which PayPal
 *   would deliver again for days to no use), or a delivery of an event taken before (no effect);
 * - 202: kept, WAITING for the send of its batch to be recorded (the batch's go applies it);
 * - 400: not a delivery PayPal sends (a header missing, no event in the body);
 * - 403: PayPal did not sign it (FAILURE, or PayPal refused to check it): nothing is changed;
 * - 503: the site cannot check or apply it yet (no webhook id or app saved, PayPal unreachable
 *   or answering 5xx, the app refused): nothing is changed, and PayPal delivers it again later;
 * - 500: the database failed: nothing is taken as applied, PayPal delivers it again.
 */
final class Paypal_Webhook_Controller extends WP_REST_Controller {

	/**
	 * Serves vendor-payout-schedule/v1/paypal/webhook.
	 */
	public function __construct() {
		$this->namespace = 'vendor-payout-schedule/v1';
		$this->rest_base = 'paypal/webhook';
	}

	/**
	 * Registers the route.
	 */
	public function register_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * The route's full address, for the site owner to give PayPal.
	 */
	public static function url(): string {
		return rest_url( 'vendor-payout-schedule/v1/paypal/webhook' );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
				),
			)
		);
	}

	/**
	 * Open to anyone: PayPal calls it. What a delivery says is believed only once PayPal has
	 * verified its signature (create_item()).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true
	 */
	public function create_item_permissions_check( $request ) {
		unset( $request );
		return true;
	}

	/**
	 * Takes a delivery: checks it with PayPal, records its event, applies it once.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$headers = array();
		foreach ( array( 'transmission-id', 'transmission-time', 'transmission-sig', 'cert-url', 'auth-algo' ) as $name ) {
			$headers[ 'paypal-' . $name ] = (string) $request->get_header( 'paypal-' . $name );
		}
		$delivery = Webhook_Delivery::from( (string) $request->get_body(), $headers );
		if ( null === $delivery ) {
			return new WP_Error( 'vendor_payout_schedule_paypal_webhook_malformed', __( 'This is not a PayPal webhook delivery: PayPal’s transmission headers or the event are missing.', 'vendor-payout-schedule' ), array( 'status' => 400 ) );
		}
		$webhook_id = Webhook_Id::stored();
		$app        = Paypal_App::stored();
		if ( '' === $webhook_id || ! $app->is_complete() ) {
			return new WP_Error( 'vendor_payout_schedule_paypal_webhook_not_set', __( 'The site’s PayPal app or webhook ID is not saved yet; PayPal delivers this event again later.', 'vendor-payout-schedule' ), array( 'status' => 503 ) );
		}
		$client = new Payouts_Client( $app );
		try {
			$signed = $client->verify_webhook_signature( $delivery, $webhook_id );
		} catch ( Paypal_Failure $failure ) {
			// PayPal refusing to check a delivery (a header it cannot read) says it is not its own.
			return Paypal_Failure::REFUSED === $failure->kind ? self::unverified() : self::not_now();
		}
		if ( ! $signed ) {
			return self::unverified();
		}
		try {
			$state = ( new Webhook_Events() )->record( $delivery->event_id(), $delivery->event_type(), Paypal_Webhooks::resource_id( $delivery ) );
			if ( in_array( $state, array( Webhook_Events::APPLIED, Webhook_Events::IGNORED ), true ) ) {
				return new WP_REST_Response( array( 'outcome' => 'taken_before' ), 200 );
			}
			$outcome = ( new Paypal_Webhooks() )->apply( $delivery, $client );
			( new Webhook_Events() )->mark( $delivery->event_id(), $outcome );
		} catch ( Paypal_Failure $failure ) {
			// The event stays RECEIVED: its next delivery applies it.
			return self::not_now();
		} catch ( Database_Error $e ) {
			return new WP_Error( 'vendor_payout_schedule_database_error', __( 'The event could not be recorded; PayPal delivers it again later.', 'vendor-payout-schedule' ), array( 'status' => 500 ) );
		}
		return new WP_REST_Response( array( 'outcome' => $outcome ), Webhook_Events::WAITING === $outcome ? 202 : 200 );
	}

	/**
	 * The answer when PayPal could not be asked now.
	 */
	private static function not_now(): WP_Error {
		return new WP_Error( 'vendor_payout_schedule_paypal_unreachable', __( 'PayPal could not be asked about this event now; PayPal delivers it again later.', 'vendor-payout-schedule' ), array( 'status' => 503 ) );
	}

	/**
	 * The answer to a delivery PayPal did not sign.
	 */
	private static function unverified(): WP_Error {
		return new WP_Error( 'vendor_payout_schedule_paypal_webhook_unverified', __( 'PayPal did not sign this delivery for this site’s webhook; nothing was changed.', 'vendor-payout-schedule' ), array( 'status' => 403 ) );
	}
}
