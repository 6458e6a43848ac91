<?php
/**
 * One line of a payout statement: an entry of Dokan's balance ledger, as facts.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Statement;

use Automattic\WooCommerce\Utilities\OrderUtil;
use DateTimeImmutable;

defined( 'ABSPATH' ) || exit;

/**
 * What Dokan says an entry is, from its `trn_type` (Dokan Lite 4.1.2 includes/Models/VendorBalance.php
 * names three): `dokan_orders` is the vendor's earning from an order, a debit; `dokan_refund` is
 * the vendor's part of a refund on that order, a credit whose `trn_id` is the order's id
 * (includes/Order/RefundHandler.php); `dokan_withdraw` is an approved withdraw request, a credit
 * whose `trn_id` is the request's id (includes/Withdraw/Hooks.php). Other plugins may write other
 * types; those are shown with their own words (`perticulars`). Amounts are in ten-thousandths.
 * Its readers word it (Rest\Statement_Wording): the vendor's panel and the admin's screen read the
 * same REST answer, the CSV and the command line the same words.
 */
final class Statement_Entry {

	public const ORDER    = 'order';
	public const REFUND   = 'refund';
	public const WITHDRAW = 'withdraw';
	public const OTHER    = 'other';

	/**
	 * Dokan's ledger types by the kind of entry they are.
	 */
	private const KINDS = array(
		'dokan_orders'   => self::ORDER,
		'dokan_refund'   => self::REFUND,
		'dokan_withdraw' => self::WITHDRAW,
	);

	/**
	 * One line.
	 *
	 * @param int      $id             Dokan's ledger row id.
	 * @param string   $kind           One of the constants above.
	 * @param int      $reference      The order's id (order, refund) or the request's (withdrawal).
	 * @param string   $link           Where the reader sees the order ('' for none).
	 * @param string   $status         Dokan's status of the entry, e.g. `wc-completed` or `approved`.
	 * @param string   $available_from Site time Dokan counts it from (`Y-m-d H:i:s`).
	 * @param int      $section        Dokan_Balance_History::SECTION_*.
	 * @param int      $earned         What it added to the balance (counted debit).
	 * @param int      $deducted       What it took from the balance (credit).
	 * @param int      $pending        What it will add once available, or would add with another status.
	 * @param int|null $balance        The balance after it (counted entries only).
	 * @param string   $particulars    Dokan's own words for it, as Dokan stored them.
	 * @param string   $type           Dokan's ledger type (`trn_type`), e.g. `dokan_orders`.
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $kind,
		public readonly int $reference,
		public readonly string $link,
		public readonly string $status,
		public readonly string $available_from,
		public readonly int $section,
		public readonly int $earned,
		public readonly int $deducted,
		public readonly int $pending,
		public readonly ?int $balance,
		public readonly string $particulars,
		public readonly string $type
	) {
	}

	/**
	 * The line of a row read by Dokan_Balance_History.
	 *
	 * @param object   $row       A row from Dokan_Balance_History::page() or each().
	 * @param int|null $balance   The balance after it, for a counted entry.
	 * @param bool     $for_admin Whether the reader manages withdrawals (links to the order's admin screen).
	 */
	public static function from_row( object $row, ?int $balance, bool $for_admin ): self {
		$kind      = self::KINDS[ (string) $row->trn_type ] ?? self::OTHER;
		$reference = (int) $row->trn_id;
		$section   = (int) $row->section;
		$counted   = Dokan_Balance_History::SECTION_COUNTED === $section;
		$debit     = Dokan_Balance_History::units( $row->debit );
		return new self(
			(int) $row->id,
			$kind,
			$reference,
			in_array( $kind, array( self::ORDER, self::REFUND ), true ) && $reference > 0 ? self::order_link( $reference, $for_admin ) : '',
			(string) $row->status,
			(string) $row->available_from,
			$section,
			$counted && 1 === (int) $row->active ? $debit : 0,
			$counted ? Dokan_Balance_History::units( $row->credit ) : 0,
			$counted ? 0 : $debit - Dokan_Balance_History::units( $row->credit ),
			$counted ? $balance : null,
			(string) $row->perticulars,
			(string) $row->trn_type
		);
	}

	/**
	 * A site time (`Y-m-d H:i:s`) as a date in the site's date format.
	 *
	 * @param string $site_time Site time.
	 */
	public static function format_date( string $site_time ): string {
		return wp_date( (string) get_option( 'date_format' ), self::timestamp( $site_time ) );
	}

	/**
	 * The Unix time of a site time (`Y-m-d H:i:s`).
	 *
	 * @param string $site_time Site time.
	 */
	public static function timestamp( string $site_time ): int {
		return ( new DateTimeImmutable( $site_time, wp_timezone() ) )->getTimestamp();
	}

	/**
	 * Where the reader sees an order: its edit screen for whoever manages the shop, the vendor
	 * dashboard's order view for the vendor — the two links Dokan itself gives an order of a vendor's
	 * ledger (includes/ReverseWithdrawal/Helper.php get_transaction_url_from_transaction_id()).
	 *
	 * @param int  $order_id  Order id.
	 * @param bool $for_admin Whether the reader manages withdrawals.
	 */
	private static function order_link( int $order_id, bool $for_admin ): string {
		if ( $for_admin ) {
			return esc_url_raw( OrderUtil::get_order_admin_edit_url( $order_id ) );
		}
		// wp_nonce_url() would escape the URL for HTML; this one goes out as data.
		return esc_url_raw(
			add_query_arg(
				array(
					'order_id' => $order_id,
					'_wpnonce' => wp_create_nonce( 'dokan_view_order' ),
				),
				dokan_get_navigation_url( 'orders' )
			)
		);
	}
}
