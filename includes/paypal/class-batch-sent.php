<?php
/**
 * PayPal's answer to a payout batch sent.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * A batch PayPal holds: taken now (201, ACCEPTED), or taken before under the same sender_batch_id
 * (ALREADY_SENT: PayPal refused the id as used in the last 30 days, and linked the batch it holds
 * under it). Either way nothing more is to be sent; read the batch by its payout_batch_id to learn
 * where its items are. `payout_batch_id` is '' only when PayPal refused the id without the link its
 * contract promises: the batch exists but must be found in PayPal.
 */
final class Batch_Sent {

	public const ACCEPTED     = 'accepted';
	public const ALREADY_SENT = 'already_sent';

	/**
	 * An answer.
	 *
	 * @param string $outcome         ACCEPTED or ALREADY_SENT.
	 * @param string $payout_batch_id PayPal's id of the batch.
	 * @param string $sender_batch_id Ours.
	 * @param string $batch_status    PayPal's batch_status when ACCEPTED (PENDING), '' otherwise.
	 */
	public function __construct(
		public readonly string $outcome,
		public readonly string $payout_batch_id,
		public readonly string $sender_batch_id,
		public readonly string $batch_status = ''
	) {}

	/**
	 * Whether PayPal had the batch already.
	 */
	public function was_already_sent(): bool {
		return self::ALREADY_SENT === $this->outcome;
	}
}
