<?php
/**
 * One page of a PayPal payout batch.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * What `GET /v1/payments/payouts/{id}?page=&page_size=&total_required=true` answers: the batch's
 * header (payout_batch_id, batch_status, sender_batch_header, amount, fees) and the items of the
 * page, each as PayPal gives it (payout_item_id, transaction_status, payout_item_fee,
 * payout_item.sender_item_id, errors…), with the totals PayPal counts.
 */
final class Batch_Page {

	/**
	 * A page.
	 *
	 * @param array<string, mixed>             $header      PayPal's batch_header.
	 * @param array<int, array<string, mixed>> $items       The page's items.
	 * @param int                              $page        Its number (1 and up).
	 * @param int                              $total_pages Pages PayPal counts.
	 * @param int                              $total_items Items PayPal counts.
	 */
	public function __construct(
		public readonly array $header,
		public readonly array $items,
		public readonly int $page,
		public readonly int $total_pages,
		public readonly int $total_items
	) {}

	/**
	 * Whether a page follows.
	 */
	public function has_next(): bool {
		return $this->page < $this->total_pages;
	}

	/**
	 * PayPal's batch_status (PENDING, PROCESSING, SUCCESS, DENIED, CANCELED).
	 */
	public function batch_status(): string {
		return (string) ( $this->header['batch_status'] ?? '' );
	}
}
