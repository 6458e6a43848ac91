<?php
/**
 * An OAuth access token PayPal gave.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * PayPal's answer to `POST /v1/oauth2/token`: the token, the scopes the app's token carries
 * (Payouts enabled on the app puts `https://uri.paypal.com/payments/payouts` among them) and when
 * it stops being used here: a while before PayPal's `expires_in`, so no call starts with a token
 * about to expire.
 */
final class Access_Token {

	/** PayPal's scope for the Payouts API (payments_payouts_batch_v1.json, securitySchemes). */
	public const PAYOUTS_SCOPE = 'https://uri.paypal.com/payments/payouts';

	/** Seconds before PayPal's expiry a token is given up. */
	private const MARGIN = 300;

	/**
	 * A token.
	 *
	 * @param string   $token      The bearer token.
	 * @param string[] $scopes     Its scopes.
	 * @param int      $use_until  Unix time after which it is not used.
	 */
	public function __construct(
		#[\SensitiveParameter] public readonly string $token,
		public readonly array $scopes,
		public readonly int $use_until
	) {}

	/**
	 * From PayPal's answer.
	 *
	 * @param array<string, mixed> $answer The decoded JSON.
	 * @param int                  $now    Unix time it was received.
	 */
	public static function from_answer( array $answer, int $now ): ?self {
		if ( ! is_string( $answer['access_token'] ?? null ) || '' === $answer['access_token'] ) {
			return null;
		}
		$lifetime = max( 0, (int) ( $answer['expires_in'] ?? 0 ) );
		$scopes   = preg_split( '/\s+/', trim( (string) ( $answer['scope'] ?? '' ) ), -1, PREG_SPLIT_NO_EMPTY );
		return new self( $answer['access_token'], false === $scopes ? array() : $scopes, $now + max( 0, $lifetime - min( self::MARGIN, intdiv( $lifetime, 10 ) ) ) );
	}

	/**
	 * Whether the app may send payouts with it.
	 */
	public function allows_payouts(): bool {
		return in_array( self::PAYOUTS_SCOPE, $this->scopes, true );
	}

	/**
	 * Whether it may still be used.
	 *
	 * @param int $now Unix time.
	 */
	public function is_fresh( int $now ): bool {
		return $now < $this->use_until;
	}

	/**
	 * What a dump shows: never the token.
	 *
	 * @return array<string, mixed>
	 */
	public function __debugInfo(): array {
		return array(
			'scopes'    => $this->scopes,
			'use_until' => $this->use_until,
		);
	}
}
