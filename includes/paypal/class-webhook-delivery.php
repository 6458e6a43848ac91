<?php
/**
 * A webhook delivery as PayPal's POST brings it.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * The raw body and PayPal's transmission headers of one delivery, and the event the body holds.
 * Nothing in it is believed until PayPal's verify-webhook-signature answered SUCCESS for it
 * (Payouts_Client::verify_webhook_signature()); until then it is only well formed.
 */
final class Webhook_Delivery {

	/** The largest body taken: PayPal's Payouts events are a few kilobytes. */
	public const MAX_BODY = 262144;

	/**
	 * A delivery.
	 *
	 * @param string               $body              The raw body.
	 * @param array<string, mixed> $event             The body decoded.
	 * @param string               $transmission_id   PAYPAL-TRANSMISSION-ID.
	 * @param string               $transmission_time PAYPAL-TRANSMISSION-TIME.
	 * @param string               $transmission_sig  PAYPAL-TRANSMISSION-SIG.
	 * @param string               $cert_url          PAYPAL-CERT-URL.
	 * @param string               $auth_algo         PAYPAL-AUTH-ALGO.
	 */
	public function __construct(
		public readonly string $body,
		public readonly array $event,
		public readonly string $transmission_id,
		public readonly string $transmission_time,
		public readonly string $transmission_sig,
		public readonly string $cert_url,
		public readonly string $auth_algo
	) {}

	/**
	 * A delivery from its body and headers, or null when it is not one PayPal could have sent:
	 * a header missing, a body that is no JSON object, an event without its id or type.
	 *
	 * @param string                $body    The raw body.
	 * @param array<string, string> $headers Header values by lower-case name with hyphens
	 *                                       (paypal-transmission-id…).
	 */
	public static function from( string $body, array $headers ): ?self {
		$fields = array();
		foreach ( array( 'transmission-id', 'transmission-time', 'transmission-sig', 'cert-url', 'auth-algo' ) as $name ) {
			$fields[ $name ] = trim( (string) ( $headers[ 'paypal-' . $name ] ?? '' ) );
			if ( '' === $fields[ $name ] || strlen( $fields[ $name ] ) > 500 ) {
				return null;
			}
		}
		if ( '' === $body || strlen( $body ) > self::MAX_BODY ) {
			return null;
		}
		$event = json_decode( $body, true );
		if ( ! is_array( $event ) || array_is_list( $event ) || ! is_string( $event['id'] ?? null ) || ! is_string( $event['event_type'] ?? null ) || '' === $event['id'] || strlen( $event['id'] ) > 64 ) {
			return null;
		}
		return new self( $body, $event, $fields['transmission-id'], $fields['transmission-time'], $fields['transmission-sig'], $fields['cert-url'], $fields['auth-algo'] );
	}

	/** PayPal's id of the event: the same in every delivery of it. */
	public function event_id(): string {
		return (string) $this->event['id'];
	}

	/** PayPal's type of the event (PAYMENT.PAYOUTS-ITEM.SUCCEEDED…). */
	public function event_type(): string {
		return strtoupper( (string) $this->event['event_type'] );
	}

	/**
	 * The event's resource: an item, or a batch's header.
	 *
	 * @return array<string, mixed>
	 */
	public function resource(): array {
		return is_array( $this->event['resource'] ?? null ) ? $this->event['resource'] : array();
	}
}
