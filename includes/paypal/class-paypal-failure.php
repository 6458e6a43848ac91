<?php
/**
 * What went wrong asking PayPal, as facts and codes.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * A call PayPal did not carry out, or whose answer never came. Its kind says what the caller does:
 *
 * - RETRY_LATER: PayPal was busy or broken (429, 5xx) or did not answer (timeout, no connection,
 *   TLS failure); the same request may be sent again, with the same sender_batch_id, after
 *   retry_after seconds when PayPal said so. Its cause tells them apart (CAUSE_* below).
 * - INSUFFICIENT_FUNDS: PayPal's 422 `INSUFFICIENT_FUNDS`: nothing was paid; the account needs money.
 * - UNAUTHORIZED: PayPal refused the app (401, again after a new token): a wrong client ID or
 *   secret, or the app of the other mode.
 * - REFUSED: any other 4xx, with PayPal's name, message, debug_id and details.
 *
 * The message is for a log or a developer (PayPal's name and message, or the transport's); it
 * never holds the app's secret or a token. The admin's words are made from the codes.
 */
final class Paypal_Failure extends \RuntimeException {

	public const RETRY_LATER        = 'retry_later';
	public const INSUFFICIENT_FUNDS = 'insufficient_funds';
	public const UNAUTHORIZED       = 'unauthorized';
	public const REFUSED            = 'refused';

	/** Why a call is to be retried. */
	public const CAUSE_RATE_LIMITED = 'rate_limited';
	public const CAUSE_SERVER_ERROR = 'server_error';
	public const CAUSE_TIMEOUT      = 'timeout';
	public const CAUSE_UNREACHABLE  = 'unreachable';
	public const CAUSE_TLS          = 'tls';

	/**
	 * A failure.
	 *
	 * @param string                          $kind        One of the kinds above.
	 * @param string                          $cause       For RETRY_LATER, one of the causes above; else ''.
	 * @param int                             $status      PayPal's HTTP status (0 when none came).
	 * @param string                          $name        PayPal's error name (e.g. INSUFFICIENT_FUNDS, invalid_client), or ''.
	 * @param string                          $paypal_message PayPal's message, or the transport's.
	 * @param string                          $debug_id    PayPal's debug_id, or ''.
	 * @param array<int, array<string,mixed>> $details     PayPal's details.
	 * @param int|null                        $retry_after Seconds PayPal asked to wait (Retry-After), if it said.
	 */
	public function __construct(
		public readonly string $kind,
		public readonly string $cause,
		public readonly int $status,
		public readonly string $name,
		public readonly string $paypal_message,
		public readonly string $debug_id = '',
		public readonly array $details = array(),
		public readonly ?int $retry_after = null
	) {
		parent::__construct( trim( sprintf( 'PayPal %s %s: %s %s', $kind, $status > 0 ? (string) $status : $cause, $name, $paypal_message ) ) . ( '' === $debug_id ? '' : ' (debug_id ' . $debug_id . ')' ) );
	}

	/**
	 * Whether the same request may be sent again later.
	 */
	public function may_retry(): bool {
		return self::RETRY_LATER === $this->kind;
	}
}
