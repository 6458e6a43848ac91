<?php
/**
 * PayPal as the engine tests meet it: Prism checking PayPal's contract in front of our stateful
 * fake (tests/paypal/harness.sh, started by tests/engine/run.sh).
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\PayPal\Access_Token_Store;
use VendorPayoutSchedule\PayPal\Paypal_App;
use VendorPayoutSchedule\PayPal\Payouts_Client;

/**
 * Points the PayPal client at Prism, drives the fake through its control door, and reads Prism's
 * log for what it refused.
 */
final class Paypal_Fake {

	/** An app the fake knows, with Payouts enabled (tests/paypal/fake/server.mjs). */
	public const CLIENT_ID = 'sandbox-app-with-payouts';
	public const SECRET    = 'sandbox-secret-1';

	/**
	 * Lines of Prism's log when the test began.
	 *
	 * @var int
	 */
	private static int $prism_lines = 0;

	/**
	 * Whether the harness runs (tests/engine/run.sh starts it).
	 */
	public static function is_up(): bool {
		return '' !== (string) getenv( 'VPS_PAYPAL_API' );
	}

	/**
	 * Before a test: an empty PayPal, no token kept, the client pointed at Prism with a short timeout.
	 */
	public static function start(): void {
		self::control( 'reset' );
		Access_Token_Store::forget();
		add_filter( Payouts_Client::BASE_FILTER, array( self::class, 'prism' ) );
		add_filter( Payouts_Client::TIMEOUT_FILTER, array( self::class, 'timeout' ) );
		self::$prism_lines = count( self::prism_log() );
	}

	/**
	 * After a test: the filters gone, and what Prism refused or found wrong meanwhile.
	 *
	 * @return string[] Prism's lines of refusals and violations.
	 */
	public static function stop(): array {
		remove_filter( Payouts_Client::BASE_FILTER, array( self::class, 'prism' ) );
		remove_filter( Payouts_Client::TIMEOUT_FILTER, array( self::class, 'timeout' ) );
		Access_Token_Store::forget();
		return array_values( array_filter( array_slice( self::prism_log(), self::$prism_lines ), static fn ( string $line ): bool => str_contains( $line, '✖' ) || str_contains( $line, 'Violation' ) ) );
	}

	/**
	 * Saves the app the fake knows with Payouts enabled as the site's PayPal app (sandbox).
	 */
	public static function save_app(): void {
		update_option(
			Paypal_App::OPTION,
			array(
				'client_id' => self::CLIENT_ID,
				'mode'      => Paypal_App::SANDBOX,
			)
		);
		Paypal_App::store_secret( self::SECRET );
	}

	/**
	 * How many batches were posted to PayPal since the fake's reset.
	 */
	public static function posts(): int {
		return count( array_filter( self::state()['calls'], static fn ( array $call ): bool => 'POST' === $call['method'] && '/v1/payments/payouts' === $call['path'] ) );
	}

	/**
	 * Moves the items PayPal holds for some Dokan requests, as PayPal's processing would.
	 *
	 * @param array<int, array{0: string, 1: string, 2: string}> $moves Status, PayPal's error name ('' for none), fee, by request id.
	 */
	public static function move_items( array $moves ): void {
		$items = array();
		foreach ( $moves as $request => list( $status, $error, $fee ) ) {
			$items[] = array_filter(
				array(
					'sender_item_id'     => 'DOKAN-WD-' . $request,
					'transaction_status' => $status,
					'error'              => $error,
					'fee'                => $fee,
				)
			);
		}
		self::control( 'items', array( 'items' => $items ) );
	}

	/** Prism's address. */
	public static function prism(): string {
		return (string) getenv( 'VPS_PAYPAL_API' );
	}

	/** The client's timeout in tests: 2 s, scaled with the machine. */
	public static function timeout(): int {
		return (int) ceil( 2 * self::factor() );
	}

	/** E2E_TIMEOUT_FACTOR, at least 1. */
	public static function factor(): float {
		return max( 1.0, (float) ( getenv( 'E2E_TIMEOUT_FACTOR' ) ?: 1 ) );
	}

	/**
	 * What the fake holds: its batches (header and item count), tokens and the API calls made.
	 *
	 * @return array<string, mixed>
	 */
	public static function state(): array {
		return self::control( 'state', null, 'GET' );
	}

	/**
	 * Asks the fake's control door.
	 *
	 * @param string                    $what   reset, expire-tokens, faults, item, items, state.
	 * @param array<string, mixed>|null $body   What to send.
	 * @param string                    $method HTTP method.
	 * @return array<string, mixed>
	 */
	public static function control( string $what, ?array $body = null, string $method = 'POST' ): array {
		$response = wp_remote_request(
			getenv( 'VPS_PAYPAL_FAKE' ) . '/__control/' . $what,
			array(
				'method'  => $method,
				'headers' => array( 'Content-Type' => 'application/json' ),
				'body'    => null === $body ? null : wp_json_encode( $body ),
			)
		);
		if ( is_wp_error( $response ) ) {
			throw new RuntimeException( esc_html( $response->get_error_message() ) );
		}
		return (array) json_decode( wp_remote_retrieve_body( $response ), true );
	}

	/**
	 * Prism's log, line by line.
	 *
	 * @return string[]
	 */
	private static function prism_log(): array {
		$file = (string) getenv( 'VPS_PAYPAL_PRISM_LOG' );
		return '' !== $file && is_readable( $file ) ? (array) file( $file ) : array();
	}
}
