<?php
/**
 * Dokan's own approval check, approval and cancellation of one request.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Dokan_Balances;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Goes Dokan's own way for each step, so every rule, hook, e-mail, balance entry and cache of
 * Dokan applies as when the admin clicks in Dokan → Withdraw; the answer is true or Dokan's
 * WP_Error, which Admin\Admin_Wording::refusal() words for the admin.
 *
 * Dokan Lite 4.1.2, includes/REST/WithdrawController.php batch_items() (`PUT dokan/v1/withdraw/batch`,
 * Dokan → Withdraw's bulk actions):
 * - approve: `Manager::is_valid_approval_request( $withdraw->get_withdraw() )` (amount, balance,
 *   minimum withdraw, method still set up, vendor enabled, not yet approved, amount not below the
 *   charge, then the `dokan_withdraw_is_valid_request` filter), then `set_status( approved )` and
 *   `save()`. Withdraw::update() fires `dokan_withdraw_request_approved` — on which Dokan writes
 *   the vendor's balance entry (includes/Withdraw/Hooks.php update_vendor_balance(), at 11) and
 *   e-mails the vendor (includes/Emails/WithdrawApproved.php, at 30) — then `dokan_withdraw_updated`,
 *   on which WithdrawCache forgets the vendor's cached lists and balance. The batch endpoint
 *   drops a failed check without a word; here it is the answer.
 * - cancel: `Manager::is_valid_cancellation_request()` (still pending), `set_status( cancelled )`,
 *   `save()`: `dokan_withdraw_request_cancelled` e-mails the vendor
 *   (includes/Emails/WithdrawCancelled.php, with the request's note); Dokan writes no balance
 *   entry, a pending request never having touched the balance. This is the bulk action's path:
 *   the row action's (`PUT dokan/v1/withdraw/{id}` as admin, update_item()) runs the approval
 *   check even to cancel, so a request that fails it — the very one to cancel — could not be.
 *
 * Only a pending request is approved or cancelled here (Dokan's batch would approve a cancelled
 * one), and each is done under a lock named after the request, so two clicks or two runners
 * approve nothing twice. The new status is read back from the database before success is told.
 *
 * Dokan's approval is two steps with no transaction between them: the status is saved, then the
 * balance entry is written on `dokan_withdraw_request_approved`, whose insert's result Dokan
 * ignores. A process killed in between, or a failed insert, leaves the request approved with the
 * amount still in the vendor's withdrawable balance. So an approval counts only once Dokan's
 * ledger holds the request's debit (Engine\Dokan_Balances::debits()), and an approval found
 * without it is finished the way Dokan does it (finish()); should Dokan still write none, the
 * answer says so (NOT_DEBITED) and the request stays to be approved again.
 */
final class Dokan_Approval {

	/**
	 * Error codes of our own, beside Dokan's.
	 */
	public const MISSING     = 'vendor_payout_schedule_request_missing';
	public const NOT_PENDING = 'vendor_payout_schedule_request_not_pending';
	public const NOT_SAVED   = 'vendor_payout_schedule_request_not_saved';
	public const BUSY        = 'vendor_payout_schedule_request_busy';
	public const NOT_DEBITED = 'vendor_payout_schedule_request_not_debited';

	/**
	 * A batch row's reason when its approval was found without Dokan's balance entry and finished.
	 */
	public const FINISHED = 'vendor_payout_schedule_approval_finished';

	/**
	 * Dokan's e-mail telling the vendor the request was approved (Dokan Lite 4.1.2
	 * includes/Emails/WithdrawApproved.php, on `dokan_withdraw_request_approved` at 30, after the
	 * balance entry at 11).
	 */
	private const APPROVED_EMAIL = 'dokan_vendor_withdraw_approved';

	/**
	 * Seconds to wait for another process working on the same request.
	 */
	private const LOCK_WAIT = 10;

	/**
	 * Whether Dokan would approve the request now.
	 *
	 * @param int $request_id Dokan's request id.
	 * @return true|WP_Error
	 */
	public function check( int $request_id ) {
		$withdraw = $this->pending( $request_id );
		if ( is_wp_error( $withdraw ) ) {
			return $withdraw;
		}
		return $this->dokan_check( $withdraw );
	}

	/**
	 * Approves the request as Dokan → Withdraw does: status, balance entry, Dokan's e-mail to the
	 * vendor, hooks and caches. A request found approved without its balance entry is finished
	 * instead (answer FINISHED); one found approved with it answers NOT_PENDING.
	 *
	 * @param int  $request_id  Dokan's request id.
	 * @param bool $vendor_told Whether Dokan's approval e-mail went out already for it: Dokan
	 *                          sends it after writing the entry, so an approval cut short before
	 *                          the entry has not told the vendor, and one whose insert failed has.
	 * @return true|WP_Error
	 * @throws Database_Error When Dokan's ledger could not be read.
	 */
	public function approve( int $request_id, bool $vendor_told = false ) {
		return $this->locked(
			$request_id,
			function () use ( $request_id, $vendor_told ) {
				$found = dokan()->withdraw->get( $request_id );
				if ( is_object( $found ) && Payout_Request::APPROVED === (int) $found->get_status() && ! Dokan_Balances::debits( $request_id ) ) {
					return $this->finish( $found, $vendor_told );
				}
				$withdraw = $this->pending( $request_id );
				if ( is_wp_error( $withdraw ) ) {
					return $withdraw;
				}
				$valid = $this->dokan_check( $withdraw );
				if ( is_wp_error( $valid ) ) {
					return $valid;
				}
				$saved = $this->save( $withdraw, Payout_Request::APPROVED, null );
				if ( true !== $saved || Dokan_Balances::debits( $request_id ) ) {
					return $saved;
				}
				// Dokan went on without its entry and e-mailed the vendor: only the entry is missing.
				$finished = $this->finish( $withdraw, true );
				return is_wp_error( $finished ) ? $finished : true;
			}
		);
	}

	/**
	 * Cancels the request as Dokan → Withdraw's bulk Cancel does: status, Dokan's e-mail to the
	 * vendor (which quotes the request's note), hooks and caches.
	 *
	 * @param int         $request_id Dokan's request id.
	 * @param string|null $note       A note for the vendor in place of the request's, or null to keep it.
	 * @return true|WP_Error
	 */
	public function cancel( int $request_id, ?string $note = null ) {
		return $this->locked(
			$request_id,
			function () use ( $request_id, $note ) {
				$withdraw = $this->pending( $request_id );
				if ( is_wp_error( $withdraw ) ) {
					return $withdraw;
				}
				$valid = dokan()->withdraw->is_valid_cancellation_request( $withdraw->get_withdraw() );
				if ( is_wp_error( $valid ) ) {
					return $valid;
				}
				return $this->save( $withdraw, Payout_Request::CANCELLED, $note );
			}
		);
	}

	/**
	 * What Admin_Wording::refusal() may quote about a refused request, read when Dokan answered:
	 * the amount, the method and the vendor's balance then (Dokan's own figure).
	 *
	 * @param Payout_Request $request The request.
	 * @return array{amount: string, method: string, balance: float}
	 */
	public function facts( Payout_Request $request ): array {
		return array(
			'amount'  => $request->amount,
			'method'  => $request->method,
			'balance' => (float) dokan_get_seller_balance( $request->vendor_id, false ),
		);
	}

	/**
	 * Dokan's approval check of a request as Dokan's batch approval asks it.
	 *
	 * @param object $withdraw Dokan's Withdraw.
	 * @return true|WP_Error
	 */
	private function dokan_check( object $withdraw ) {
		$valid = dokan()->withdraw->is_valid_approval_request( $withdraw->get_withdraw() );
		return is_wp_error( $valid ) ? $valid : true;
	}

	/**
	 * Dokan's request if it is still pending, else why not.
	 *
	 * @param int $request_id Dokan's request id.
	 * @return object|WP_Error Dokan's Withdraw.
	 */
	private function pending( int $request_id ) {
		$withdraw = dokan()->withdraw->get( $request_id );
		if ( ! is_object( $withdraw ) ) {
			return new WP_Error( self::MISSING, __( 'The request is no longer in Dokan.', 'vendor-payout-schedule' ) );
		}
		$status = (int) $withdraw->get_status();
		if ( Payout_Request::PENDING !== $status ) {
			return new WP_Error( self::NOT_PENDING, __( 'The request is no longer pending in Dokan.', 'vendor-payout-schedule' ), $status );
		}
		return $withdraw;
	}

	/**
	 * Saves the new status through Dokan and reads it back.
	 *
	 * @param object      $withdraw Dokan's Withdraw.
	 * @param int         $status   Dokan's status code.
	 * @param string|null $note     New note, or null.
	 * @return true|WP_Error
	 */
	private function save( object $withdraw, int $status, ?string $note ) {
		// Dokan's e-mails to the vendor listen only once WooCommerce's mailer has built them,
		// which WooCommerce does on first use; a background request may not have used it yet.
		if ( function_exists( 'WC' ) ) {
			WC()->mailer();
		}
		if ( null !== $note ) {
			$withdraw->set_note( $note );
		}
		$withdraw->set_status( $status );
		$saved = $withdraw->save();
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		$now = dokan()->withdraw->get( (int) $withdraw->get_id() );
		if ( ! is_object( $now ) || $status !== (int) $now->get_status() ) {
			return new WP_Error( self::NOT_SAVED, __( 'Dokan did not save the new status.', 'vendor-payout-schedule' ) );
		}
		return true;
	}

	/**
	 * Finishes an approval Dokan saved without its balance entry: fires Dokan's approval action
	 * again, as Withdraw::update() fires it, on which Dokan writes the entry (once: it looks for
	 * it by the request first) and e-mails the vendor — held back when the vendor was told already
	 * (WooCommerce's `woocommerce_email_enabled_{id}` filter, which Dokan's trigger asks) — then
	 * `dokan_withdraw_updated`, on which Dokan forgets its cached lists and balance. Dokan writes no
	 * entry when the vendor's balance is below the amount now (a refund since): that, or its insert
	 * failing again, is the NOT_DEBITED answer.
	 *
	 * @param object $withdraw    Dokan's Withdraw, approved.
	 * @param bool   $vendor_told Whether Dokan's approval e-mail went out already.
	 * @return WP_Error FINISHED (the entry is written now) or NOT_DEBITED.
	 * @throws Database_Error When Dokan's ledger could not be read.
	 */
	private function finish( object $withdraw, bool $vendor_told ): WP_Error {
		if ( function_exists( 'WC' ) ) {
			WC()->mailer();
		}
		$hold = '__return_false';
		if ( $vendor_told ) {
			add_filter( 'woocommerce_email_enabled_' . self::APPROVED_EMAIL, $hold, PHP_INT_MAX );
		}
		try {
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Dokan's own action, fired as Dokan fires it for an approval.
			do_action( 'dokan_withdraw_request_approved', $withdraw );
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Dokan's own action, after the status action as in Withdraw::update().
			do_action( 'dokan_withdraw_updated', $withdraw );
		} finally {
			remove_filter( 'woocommerce_email_enabled_' . self::APPROVED_EMAIL, $hold, PHP_INT_MAX );
		}
		if ( Dokan_Balances::debits( (int) $withdraw->get_id() ) ) {
			// Not a refusal: the batch records it as paid and Admin_Wording::batch_reason() words it.
			return new WP_Error( self::FINISHED );
		}
		return new WP_Error( self::NOT_DEBITED, __( 'Dokan approved the request but wrote no balance entry for it: the amount is still in the vendor’s withdrawable balance.', 'vendor-payout-schedule' ) );
	}

	/**
	 * Runs the work holding a lock named after the request.
	 *
	 * @param int      $request_id Dokan's request id.
	 * @param callable $work       Returns true or a WP_Error.
	 * @return true|WP_Error
	 */
	private function locked( int $request_id, callable $work ) {
		global $wpdb;
		// Hashed with the site's database and table prefix: sites sharing a database server share
		// lock names, and a name is at most 64 characters.
		$name = 'vendor_payout_schedule_withdraw_' . md5( $wpdb->dbname . '|' . $wpdb->prefix . '|' . $request_id );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a named lock, not data.
		if ( '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $name, self::LOCK_WAIT ) ) ) {
			return new WP_Error( self::BUSY, __( 'Another process is working on this request; try again.', 'vendor-payout-schedule' ) );
		}
		try {
			return $work();
		} finally {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a named lock, not data.
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $name ) );
		}
	}
}
