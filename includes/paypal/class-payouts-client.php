<?php
/**
 * PayPal's Payouts API over HTTP.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\PayPal;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The one class that talks to PayPal, as PayPal publishes the contract
 * (paypal/paypal-rest-api-specifications, openapi/payments_payouts_batch_v1.json; the token
 * endpoint from PayPal's authentication docs):
 *
 * - `POST /v1/oauth2/token` (HTTP Basic, `grant_type=client_credentials`): a token, cached until
 *   shortly before it expires (Access_Token_Store); a 401 on any call forgets it, takes a new one
 *   and repeats the call once;
 * - `POST /v1/payments/payouts`: a batch sent (Batch_Sent), or PayPal's refusal of a
 *   sender_batch_id used before, which means the batch was sent: ALREADY_SENT with the batch it links;
 * - `GET /v1/payments/payouts/{id}`: a batch page by page (Batch_Page);
 * - `GET /v1/payments/payouts-item/{id}` and `POST …/{id}/cancel`: one item, read or cancelled
 *   (only an UNCLAIMED one can be);
 * - `POST /v1/notifications/verify-webhook-signature` (openapi/notifications_webhooks_v1.json):
 *   whether PayPal signed a webhook delivery for the site's webhook.
 *
 * Everything goes through wp_remote_request() with TLS verification on (forced on for PayPal's
 * addresses whatever another plugin filters) and a timeout; no redirect is followed. Answers are
 * facts and codes; every failure is a Paypal_Failure whose kind tells the caller what to do. No
 * word of the admin's is made here, nothing is logged, and neither the secret nor a token is ever
 * in a message.
 */
final class Payouts_Client {

	/** PayPal's addresses by mode. */
	public const LIVE_BASE    = 'https://api-m.paypal.com';
	public const SANDBOX_BASE = 'https://api-m.sandbox.paypal.com';

	/** Filters the API's address (tests put a stand-in of PayPal there). */
	public const BASE_FILTER = 'vendor_payout_schedule_paypal_api_base';

	/** Filters the seconds a call may take. */
	public const TIMEOUT_FILTER = 'vendor_payout_schedule_paypal_timeout';

	/** The most items PayPal returns in one page of a batch (page_size, payments_payouts_batch_v1.json). */
	public const MAX_PAGE_SIZE = 1000;

	/**
	 * Names PayPal gives the refusal of a sender_batch_id used in the last 30 days. Its contract
	 * names no code: it "rejects the request with an error message that shows the duplicate
	 * sender_batch_id and includes a HATEOAS link to the original payout". PayPal's Payouts error
	 * list answers it as USER_BUSINESS_ERROR with a detail on sender_batch_id; the others are
	 * PayPal's names of a used request id elsewhere, taken the same way.
	 */
	private const ALREADY_USED = array( 'SENDER_BATCH_ID_ALREADY_USED', 'DUPLICATE_REQUEST_ID', 'DUPLICATE_SENDER_BATCH_ID' );

	/** The errors cURL gives a failed TLS handshake or certificate (curl/include/curl/curl.h). */
	private const TLS_ERRORS = array( 35, 51, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91 );

	/**
	 * The address and how long a call may take, read once.
	 *
	 * @var string
	 */
	private string $base;

	/**
	 * A client for an app.
	 *
	 * @param Paypal_App              $app    The app (its mode chooses PayPal's address).
	 * @param Access_Token_Store|null $tokens Where its token is kept; null keeps none (a test of typed credentials).
	 */
	public function __construct(
		private readonly Paypal_App $app,
		private readonly ?Access_Token_Store $tokens = new Access_Token_Store()
	) {
		/**
		 * Filters PayPal's API address (no trailing slash).
		 *
		 * @param string $base PayPal's live or sandbox address, as the app's mode says.
		 * @param string $mode Paypal_App::SANDBOX or LIVE.
		 */
		$base       = $app->is_live() ? self::LIVE_BASE : self::SANDBOX_BASE;
		$this->base = untrailingslashit( (string) apply_filters( self::BASE_FILTER, $base, $app->mode ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the constant holds the prefixed name.
	}

	/**
	 * A new token for the app, asked of PayPal now (never the cached one): what "Test connection"
	 * shows. Kept for later calls when this client keeps tokens.
	 *
	 * @throws Paypal_Failure UNAUTHORIZED for credentials PayPal does not know; RETRY_LATER when it did not answer.
	 */
	public function take_token(): Access_Token {
		$answer = $this->send(
			'POST',
			'/v1/oauth2/token',
			array(
				'Authorization' => 'Basic ' . $this->app->basic_credentials(),
				'Content-Type'  => 'application/x-www-form-urlencoded',
			),
			'grant_type=client_credentials'
		);
		if ( 200 !== $answer['status'] ) {
			throw $this->failure( $answer ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- codes and PayPal's facts for the caller, never printed as HTML.
		}
		$token = Access_Token::from_answer( $answer['json'], time() );
		if ( null === $token ) {
			throw new Paypal_Failure( Paypal_Failure::RETRY_LATER, Paypal_Failure::CAUSE_SERVER_ERROR, $answer['status'], '', 'No access token in the answer.' ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- codes and PayPal's facts for the caller, never printed as HTML.
		}
		$this->tokens?->keep( $this->app, $token );
		return $token;
	}

	/**
	 * Sends a payout batch (Payout_Batch_Body::build()).
	 *
	 * @param array<string, mixed> $body The request's body.
	 * @throws Paypal_Failure When PayPal did not take it, or did not answer.
	 */
	public function create_batch( array $body ): Batch_Sent {
		$sender_batch_id = (string) ( $body['sender_batch_header']['sender_batch_id'] ?? '' );
		$answer          = $this->call( 'POST', '/v1/payments/payouts', $body );
		if ( 201 === $answer['status'] || 200 === $answer['status'] ) {
			$header = (array) ( $answer['json']['batch_header'] ?? array() );
			return new Batch_Sent( Batch_Sent::ACCEPTED, (string) ( $header['payout_batch_id'] ?? '' ), $sender_batch_id, (string) ( $header['batch_status'] ?? '' ) );
		}
		if ( self::is_already_used( $answer ) ) {
			return new Batch_Sent( Batch_Sent::ALREADY_SENT, self::linked_batch( $answer['json'] ), $sender_batch_id );
		}
		throw $this->failure( $answer ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- codes and PayPal's facts for the caller, never printed as HTML.
	}

	/**
	 * One page of a batch with its items.
	 *
	 * @param string $payout_batch_id PayPal's id of the batch.
	 * @param int    $page            1 and up.
	 * @param int    $page_size       Items a page, at most MAX_PAGE_SIZE.
	 * @throws Paypal_Failure When PayPal did not answer it.
	 */
	public function batch( string $payout_batch_id, int $page = 1, int $page_size = self::MAX_PAGE_SIZE ): Batch_Page {
		$query  = http_build_query(
			array(
				'page'           => max( 1, $page ),
				'page_size'      => min( self::MAX_PAGE_SIZE, max( 1, $page_size ) ),
				'total_required' => 'true',
			)
		);
		$answer = $this->call( 'GET', '/v1/payments/payouts/' . rawurlencode( $payout_batch_id ) . '?' . $query );
		if ( 200 !== $answer['status'] ) {
			throw $this->failure( $answer ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- codes and PayPal's facts for the caller, never printed as HTML.
		}
		$json = $answer['json'];
		return new Batch_Page(
			(array) ( $json['batch_header'] ?? array() ),
			array_values( array_filter( (array) ( $json['items'] ?? array() ), 'is_array' ) ),
			max( 1, $page ),
			(int) ( $json['total_pages'] ?? 1 ),
			(int) ( $json['total_items'] ?? count( (array) ( $json['items'] ?? array() ) ) )
		);
	}

	/**
	 * One item, as PayPal gives it (transaction_status, payout_item_fee, payout_item, errors…).
	 *
	 * @param string $payout_item_id PayPal's id of the item.
	 * @return array<string, mixed>
	 * @throws Paypal_Failure When PayPal did not answer it.
	 */
	public function item( string $payout_item_id ): array {
		$answer = $this->call( 'GET', '/v1/payments/payouts-item/' . rawurlencode( $payout_item_id ) );
		if ( 200 !== $answer['status'] ) {
			throw $this->failure( $answer ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- codes and PayPal's facts for the caller, never printed as HTML.
		}
		return $answer['json'];
	}

	/**
	 * Cancels an unclaimed item: PayPal returns its money to the account (transaction_status RETURNED).
	 *
	 * @param string $payout_item_id PayPal's id of the item.
	 * @return array<string, mixed> The item as PayPal now has it.
	 * @throws Paypal_Failure REFUSED (e.g. ITEM_INCORRECT_STATUS) when it is not unclaimed.
	 */
	public function cancel_item( string $payout_item_id ): array {
		$answer = $this->call( 'POST', '/v1/payments/payouts-item/' . rawurlencode( $payout_item_id ) . '/cancel' );
		if ( 200 !== $answer['status'] ) {
			throw $this->failure( $answer ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- codes and PayPal's facts for the caller, never printed as HTML.
		}
		return $answer['json'];
	}

	/**
	 * Whether PayPal signed a webhook delivery: PayPal checks the signature of the headers over
	 * the event for the webhook's id. The event goes to PayPal as it was delivered, byte for byte:
	 * the signature covers a checksum of the raw body, which a decoded and re-encoded event would
	 * not keep.
	 *
	 * @param Webhook_Delivery $delivery   The delivery as received.
	 * @param string           $webhook_id The id PayPal gave the site's webhook.
	 * @return bool Whether PayPal answered SUCCESS.
	 * @throws Paypal_Failure When PayPal did not answer it (RETRY_LATER), or refused to check it.
	 */
	public function verify_webhook_signature( Webhook_Delivery $delivery, string $webhook_id ): bool {
		$fields = (string) wp_json_encode(
			array(
				'auth_algo'         => $delivery->auth_algo,
				'cert_url'          => $delivery->cert_url,
				'transmission_id'   => $delivery->transmission_id,
				'transmission_sig'  => $delivery->transmission_sig,
				'transmission_time' => $delivery->transmission_time,
				'webhook_id'        => $webhook_id,
			),
			JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
		);
		$answer = $this->call( 'POST', '/v1/notifications/verify-webhook-signature', substr( $fields, 0, -1 ) . ',"webhook_event":' . $delivery->body . '}' );
		if ( 200 !== $answer['status'] ) {
			throw $this->failure( $answer ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- codes and PayPal's facts for the caller, never printed as HTML.
		}
		return 'SUCCESS' === ( $answer['json']['verification_status'] ?? '' );
	}

	/**
	 * A call with the app's token; on a 401 the token is forgotten, a new one taken and the call
	 * repeated once.
	 *
	 * @param string                           $method HTTP method.
	 * @param string                           $path   Path and query.
	 * @param array<string, mixed>|string|null $body   JSON body: encoded here, or already JSON.
	 * @return array{status: int, json: array<string, mixed>, retry_after: int|null}
	 */
	private function call( string $method, string $path, array|string|null $body = null ): array {
		$fresh = false;
		$token = $this->tokens?->for_app( $this->app, time() );
		if ( null === $token ) {
			$token = $this->take_token();
			$fresh = true;
		}
		$headers = array(
			'Content-Type' => 'application/json',
			'Accept'       => 'application/json',
		);
		$json    = is_array( $body ) ? (string) wp_json_encode( $body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) : $body;
		$answer  = $this->send( $method, $path, $headers + array( 'Authorization' => 'Bearer ' . $token->token ), $json );
		if ( 401 === $answer['status'] && ! $fresh ) {
			Access_Token_Store::forget();
			$token  = $this->take_token();
			$answer = $this->send( $method, $path, $headers + array( 'Authorization' => 'Bearer ' . $token->token ), $json );
		}
		return $answer;
	}

	/**
	 * One HTTP exchange.
	 *
	 * @param string                $method  HTTP method.
	 * @param string                $path    Path and query.
	 * @param array<string, string> $headers Headers.
	 * @param string|null           $body    Body.
	 * @return array{status: int, json: array<string, mixed>, retry_after: int|null}
	 * @throws Paypal_Failure RETRY_LATER when no answer came.
	 */
	private function send( string $method, string $path, array $headers, ?string $body ): array {
		$url = $this->base . $path;
		// TLS verification stays on for PayPal, whatever a filter of another plugin says.
		$verify      = static fn () => true;
		$verify_args = static function ( $args, $to ) use ( $url ) {
			if ( $to === $url && is_array( $args ) ) {
				$args['sslverify'] = true;
			}
			return $args;
		};
		add_filter( 'https_ssl_verify', $verify, PHP_INT_MAX );
		add_filter( 'http_request_args', $verify_args, PHP_INT_MAX, 2 );
		try {
			$response = wp_remote_request(
				$url,
				array(
					'method'      => $method,
					'headers'     => $headers,
					'body'        => $body,
					/**
					 * Filters the seconds a call to PayPal may take before it counts as unanswered.
					 *
					 * @param int $seconds 30.
					 */
					'timeout'     => max( 1, (int) apply_filters( self::TIMEOUT_FILTER, 30 ) ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the constant holds the prefixed name.
					'sslverify'   => true,
					'redirection' => 0,
					'user-agent'  => 'VendorPayoutSchedule/' . ( defined( 'VENDOR_PAYOUT_SCHEDULE_VERSION' ) ? VENDOR_PAYOUT_SCHEDULE_VERSION : '1' ),
				)
			);
		} finally {
			remove_filter( 'https_ssl_verify', $verify, PHP_INT_MAX );
			remove_filter( 'http_request_args', $verify_args, PHP_INT_MAX );
		}
		if ( $response instanceof WP_Error ) {
			throw self::unanswered( $response ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- codes and PayPal's facts for the caller, never printed as HTML.
		}
		$decoded = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		return array(
			'status'      => (int) wp_remote_retrieve_response_code( $response ),
			'json'        => is_array( $decoded ) ? $decoded : array(),
			'retry_after' => self::retry_after( (string) wp_remote_retrieve_header( $response, 'retry-after' ) ),
		);
	}

	/**
	 * The failure of an answer that is not the one hoped for.
	 *
	 * @param array{status: int, json: array<string, mixed>, retry_after: int|null} $answer The answer.
	 */
	private function failure( array $answer ): Paypal_Failure {
		$status  = $answer['status'];
		$json    = $answer['json'];
		$name    = (string) ( $json['name'] ?? $json['error'] ?? '' );
		$message = (string) ( $json['message'] ?? $json['error_description'] ?? '' );
		$debug   = (string) ( $json['debug_id'] ?? '' );
		$details = array_values( array_filter( (array) ( $json['details'] ?? array() ), 'is_array' ) );
		if ( 429 === $status || $status >= 500 ) {
			$cause = 429 === $status ? Paypal_Failure::CAUSE_RATE_LIMITED : Paypal_Failure::CAUSE_SERVER_ERROR;
			return new Paypal_Failure( Paypal_Failure::RETRY_LATER, $cause, $status, $name, $message, $debug, $details, $answer['retry_after'] );
		}
		if ( 'INSUFFICIENT_FUNDS' === $name || in_array( 'INSUFFICIENT_FUNDS', self::issues( $json ), true ) ) {
			return new Paypal_Failure( Paypal_Failure::INSUFFICIENT_FUNDS, '', $status, 'INSUFFICIENT_FUNDS', $message, $debug, $details );
		}
		if ( 401 === $status ) {
			return new Paypal_Failure( Paypal_Failure::UNAUTHORIZED, '', $status, $name, $message, $debug, $details );
		}
		return new Paypal_Failure( Paypal_Failure::REFUSED, '', $status, $name, $message, $debug, $details );
	}

	/**
	 * A call that got no answer: timed out, no connection, or TLS failed.
	 *
	 * @param WP_Error $error What WordPress's HTTP API said.
	 */
	private static function unanswered( WP_Error $error ): Paypal_Failure {
		$message = $error->get_error_message();
		$curl    = 1 === preg_match( '/cURL error (\d+)/', $message, $match ) ? (int) $match[1] : 0;
		if ( 28 === $curl || false !== stripos( $message, 'timed out' ) ) {
			$cause = Paypal_Failure::CAUSE_TIMEOUT;
		} elseif ( in_array( $curl, self::TLS_ERRORS, true ) || 1 === preg_match( '/\b(ssl|tls|certificate)\b/i', $message ) ) {
			$cause = Paypal_Failure::CAUSE_TLS;
		} else {
			$cause = Paypal_Failure::CAUSE_UNREACHABLE;
		}
		return new Paypal_Failure( Paypal_Failure::RETRY_LATER, $cause, 0, '', $message );
	}

	/**
	 * Whether PayPal refused the sender_batch_id as used before.
	 *
	 * @param array{status: int, json: array<string, mixed>, retry_after: int|null} $answer The answer.
	 */
	private static function is_already_used( array $answer ): bool {
		if ( $answer['status'] < 400 || $answer['status'] >= 500 ) {
			return false;
		}
		$json = $answer['json'];
		if ( array() !== array_intersect( self::ALREADY_USED, array_merge( array( (string) ( $json['name'] ?? '' ) ), self::issues( $json ) ) ) ) {
			return true;
		}
		if ( 'USER_BUSINESS_ERROR' !== ( $json['name'] ?? '' ) ) {
			return false;
		}
		foreach ( (array) ( $json['details'] ?? array() ) as $detail ) {
			if ( is_array( $detail ) && 'sender_batch_id' === strtolower( (string) ( $detail['field'] ?? '' ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * PayPal's id of the batch a refusal links to ('' when it links none).
	 *
	 * @param array<string, mixed> $json The refusal.
	 */
	private static function linked_batch( array $json ): string {
		foreach ( (array) ( $json['links'] ?? array() ) as $link ) {
			$path = is_array( $link ) ? (string) wp_parse_url( (string) ( $link['href'] ?? '' ), PHP_URL_PATH ) : '';
			if ( 1 === preg_match( '#/v1/payments/payouts/([^/?]+)$#', $path, $match ) ) {
				return rawurldecode( $match[1] );
			}
		}
		return '';
	}

	/**
	 * The issue codes of an error's details.
	 *
	 * @param array<string, mixed> $json The error.
	 * @return string[]
	 */
	private static function issues( array $json ): array {
		$issues = array();
		foreach ( (array) ( $json['details'] ?? array() ) as $detail ) {
			if ( is_array( $detail ) && isset( $detail['issue'] ) ) {
				$issues[] = (string) $detail['issue'];
			}
		}
		return $issues;
	}

	/**
	 * Seconds of a Retry-After header (seconds or an HTTP date), or null.
	 *
	 * @param string $header The header's value.
	 */
	private static function retry_after( string $header ): ?int {
		$header = trim( $header );
		if ( '' === $header ) {
			return null;
		}
		if ( ctype_digit( $header ) ) {
			return (int) $header;
		}
		$time = strtotime( $header );
		return false === $time ? null : max( 0, $time - time() );
	}
}
