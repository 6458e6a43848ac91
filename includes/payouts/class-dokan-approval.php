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
 * Dokan applies as when the admin clicks in Dokan → Withdraw; the answer is true or a WP_Error:
 * Dokan's own, or one of the codes below. Those carry no words: their readers word them
 * (Admin\Admin_Wording::refusal() for the admin, Vendor_Wording::cancelled() for the vendor), as
 * the engine's skip reasons are worded.
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
 * ledger holds the request's debit (Engine\Dokan_Balances::debits()). An approval found without
 * it is finished with Dokan's own entry writer (finish()) when the caller started it, or, when
 * it did not, only once no approval made in Dokan can still be writing the entry (the caller
 * says which, approve()'s `$found`); should Dokan still write none, the answer says so
 * (NOT_DEBITED, or SHORT_BALANCE when Dokan declines on purpose).
 */
final class Dokan_Approval {

	/**
	 * Error codes of our own, beside Dokan's; their WP_Errors have no message.
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
	 * Found approved without Dokan's balance entry by an approval this plugin did not start: one
	 * made in Dokan may still be between its status and its entry, so it is not finished yet.
	 */
	public const UNFINISHED = 'vendor_payout_schedule_approval_unfinished';

	/**
	 * Approved, and no balance entry written on purpose: the vendor's balance is below the amount
	 * (Dokan's update_vendor_balance() writes none then).
	 */
	public const SHORT_BALANCE = 'vendor_payout_schedule_approval_short_balance';

	/**
	 * What approve() does with a request found approved without its balance entry: leave it
	 * (UNFINISHED), finish it telling the vendor (an approval of ours cut short before Dokan's
	 * e-mail), or finish it without a word (the vendor was told already, or the approval was not ours).
	 */
	public const FINISH_NOT_YET = 'not_yet';
	public const FINISH_TELLING = 'telling';
	public const FINISH_QUIETLY = 'quietly';

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
	 * vendor, hooks and caches. One found approved with its entry answers NOT_PENDING; one found
	 * approved without it is left (UNFINISHED) or finished (answer FINISHED) as `$found` says.
	 *
	 * Only the caller knows whether an approval found unfinished was its own: Dokan's own approval
	 * (REST, bulk, the Withdraw screen) saves the status, then sends e-mails, reads the balance and
	 * looks for the entry before inserting it, and Dokan's ledger has no unique key to stop a second
	 * insert. So an approval not started here may be live, and is finished only once it cannot be.
	 *
	 * @param int           $request_id Dokan's request id.
	 * @param string        $found      FINISH_NOT_YET, FINISH_TELLING or FINISH_QUIETLY.
	 * @param callable|null $starting   Called with true right before Dokan's save, so the caller can
	 *                                  note that the approval is its own, and with false when Dokan
	 *                                  did not save it after all; a false answer to the first call
	 *                                  (the note could not be made: the row is no longer the
	 *                                  caller's) leaves the request unapproved, answered BUSY.
	 * @return true|WP_Error
	 * @throws Database_Error When Dokan's ledger could not be read.
	 */
	public function approve( int $request_id, string $found = self::FINISH_NOT_YET, ?callable $starting = null ) {
		return $this->locked(
			$request_id,
			function () use ( $request_id, $found, $starting ) {
				$now = dokan()->withdraw->get( $request_id );
				if ( is_object( $now ) && Payout_Request::APPROVED === (int) $now->get_status() && ! self::debited( $now ) ) {
					if ( self::FINISH_NOT_YET === $found ) {
						return self::unfinished();
					}
					return $this->finish( $now, self::FINISH_TELLING === $found );
				}
				$withdraw = $this->pending( $request_id );
				if ( is_wp_error( $withdraw ) ) {
					return $withdraw;
				}
				$valid = $this->dokan_check( $withdraw );
				if ( is_wp_error( $valid ) ) {
					return $valid;
				}
				if ( null !== $starting && ! $starting( true ) ) {
					return self::busy();
				}
				$saved = $this->save( $withdraw, Payout_Request::APPROVED, null );
				if ( true !== $saved ) {
					$after = dokan()->withdraw->get( $request_id );
					if ( null !== $starting && ! ( is_object( $after ) && Payout_Request::APPROVED === (int) $after->get_status() ) ) {
						$starting( false );
					}
					return $saved;
				}
				if ( self::debited( $withdraw ) ) {
					return true;
				}
				// Dokan went on without its entry and e-mailed the vendor: only the entry is missing.
				$finished = $this->finish( $withdraw, false );
				if ( self::FINISHED === $finished->get_error_code() ) {
					return true;
				}
				$finished->add_data( array( 'told' => true ) );
				return $finished;
			}
		);
	}

	/**
	 * The answer for an approval found without its balance entry that is not finished yet.
	 */
	public static function unfinished(): WP_Error {
		return new WP_Error( self::UNFINISHED );
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
			return new WP_Error( self::MISSING );
		}
		$status = (int) $withdraw->get_status();
		if ( Payout_Request::PENDING !== $status ) {
			return new WP_Error( self::NOT_PENDING, '', $status );
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
			return new WP_Error( self::NOT_SAVED );
		}
		return true;
	}

	/**
	 * Finishes an approval Dokan saved without its balance entry by calling only Dokan's writer of
	 * that entry (Withdraw\Hooks::update_vendor_balance(), a shared service of Dokan's container,
	 * which looks for the entry by the request before inserting it); firing Dokan's approval action
	 * again would run every listener of an approval a second time. The action stands in only if the
	 * service cannot be had, with Dokan's e-mail held back. Dokan's cached balance is forgotten first,
	 * so the writer's balance check reads the ledger.
	 *
	 * A vendor whose balance is below the amount now (a refund since) gets no entry from Dokan, on
	 * purpose: that is SHORT_BALANCE, and nothing is fired. An insert failing again is NOT_DEBITED.
	 *
	 * @param object $withdraw Dokan's Withdraw, approved.
	 * @param bool   $tell     Whether to send Dokan's approval e-mail once the entry is written
	 *                         (an approval of ours cut short before Dokan's e-mail).
	 * @return WP_Error FINISHED (the entry is written now), SHORT_BALANCE or NOT_DEBITED.
	 * @throws Database_Error When Dokan's ledger could not be read.
	 */
	private function finish( object $withdraw, bool $tell ): WP_Error {
		$vendor = (int) $withdraw->get_user_id();
		Dokan_Balances::forget( $vendor );
		$balance = (float) dokan_get_seller_balance( $vendor, false );
		if ( round( $balance, 2 ) < round( (float) $withdraw->get_amount(), 2 ) ) {
			return new WP_Error( self::SHORT_BALANCE );
		}
		$this->write_entry( $withdraw );
		Dokan_Balances::forget( $vendor );
		if ( ! self::debited( $withdraw ) ) {
			return new WP_Error( self::NOT_DEBITED );
		}
		if ( $tell ) {
			$this->tell_vendor( $withdraw );
		}
		// Not a refusal: the batch records it as paid and Admin_Wording::batch_reason() words it.
		return new WP_Error( self::FINISHED );
	}

	/**
	 * Has Dokan write the request's balance entry, as Dokan does on `dokan_withdraw_request_approved`.
	 *
	 * @param object $withdraw Dokan's Withdraw, approved.
	 */
	private function write_entry( object $withdraw ): void {
		$hooks = null;
		if ( function_exists( 'dokan_get_container' ) && class_exists( \WeDevs\Dokan\Withdraw\Hooks::class ) ) {
			try {
				$hooks = dokan_get_container()->get( \WeDevs\Dokan\Withdraw\Hooks::class );
			} catch ( \Throwable $e ) {
				$hooks = null;
			}
		}
		if ( is_object( $hooks ) && method_exists( $hooks, 'update_vendor_balance' ) ) {
			$hooks->update_vendor_balance( $withdraw );
			return;
		}
		if ( function_exists( 'WC' ) ) {
			WC()->mailer();
		}
		// A closure of our own, so removing it cannot remove a site's identical filter.
		$hold = static fn (): bool => false;
		add_filter( 'woocommerce_email_enabled_' . self::APPROVED_EMAIL, $hold, PHP_INT_MAX );
		try {
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Dokan's own action, fired as Dokan fires it for an approval.
			do_action( 'dokan_withdraw_request_approved', $withdraw );
		} finally {
			remove_filter( 'woocommerce_email_enabled_' . self::APPROVED_EMAIL, $hold, PHP_INT_MAX );
		}
	}

	/**
	 * Sends Dokan's approval e-mail to the vendor (includes/Emails/WithdrawApproved.php trigger()).
	 *
	 * @param object $withdraw Dokan's Withdraw, approved.
	 */
	private function tell_vendor( object $withdraw ): void {
		if ( ! function_exists( 'WC' ) ) {
			return;
		}
		$emails = WC()->mailer()->get_emails();
		foreach ( $emails as $email ) {
			if ( self::APPROVED_EMAIL === $email->id && method_exists( $email, 'trigger' ) ) {
				$email->trigger( $withdraw );
				return;
			}
		}
	}

	/**
	 * Whether Dokan's ledger holds the request's debit.
	 *
	 * @param object $withdraw Dokan's Withdraw.
	 * @throws Database_Error When the read failed.
	 */
	private static function debited( object $withdraw ): bool {
		return Dokan_Balances::debits( (int) $withdraw->get_id(), (int) $withdraw->get_user_id() );
	}

	/**
	 * The answer when another process is working on the request.
	 */
	private static function busy(): WP_Error {
		return new WP_Error( self::BUSY );
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
			return self::busy();
		}
		try {
			return $work();
		} finally {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a named lock, not data.
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $name ) );
		}
	}
}
