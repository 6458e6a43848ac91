<?php
/**
 * Sends the e-mails of a run's committed outcomes, each once.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Settings\Withdraw_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A run files first and e-mails after: each outcome's row stays waiting (`mailed`) until a runner
 * takes it here, after the batch that recorded it was committed. Taking a row and sending its e-mails
 * (Dokan's to the admin for a filed request, then `vendor_payout_schedule_payout_recorded`, on which
 * the plugin e-mails the vendor) are separate steps, in that order:
 * - a filing rolled back never reaches a row marked filed, so nobody is told about it;
 * - a row is taken by one runner only, so a resumed or overlapping run sends nothing twice;
 * - each row is marked sent as soon as its e-mails went out, one row after the other, so a runner
 *   that dies mid-group leaves the rest of its group marked as taken and not sent. Once the lease
 *   is over the next go sends them (Payout_Ledger::recover_mail()), and the one row that was going
 *   out when it died is sent again and recorded as sent again: Dokan's e-mail to the admin may
 *   then arrive twice; the vendor's does not when the e-mail log already holds it.
 * - a go takes no more rows than its time left allows, judged by the slowest row so far, and
 *   gives back what it could not start.
 *
 * Dokan Lite 4.1.2 e-mails the admin from `VendorWithdrawRequest::trigger()` on
 * `dokan_withdraw_created` (includes/Emails/VendorWithdrawRequest.php), one of WooCommerce's e-mails
 * (includes/Emails/Manager.php load_dokan_emails(), key `Dokan_Email_Vendor_Withdraw_Request`).
 * WooCommerce renders each one and inlines its CSS (includes/emails/class-wc-email.php
 * style_inline()), which costs far more than filing the request. The runner files with that
 * listener taken off (without_dokan_mail()), and this class calls the same method with the same
 * request once the request is committed: the admin gets the e-mail a manual request sends, never
 * about a request that was rolled back — or, as the admin chose by default, none of these and one
 * summary of the run instead. WooCommerce's own deferral (`woocommerce_defer_transactional_emails`)
 * does not reach this e-mail: it queues only the `*_notification` variants of
 * `woocommerce_email_actions`, and Dokan hooks this e-mail to `dokan_withdraw_created` directly.
 */
final class Outcome_Mailer {

	/**
	 * Rows taken in one commit at most; fewer when the time left allows fewer.
	 */
	public const GROUP_SIZE = 50;

	/**
	 * The action on which the vendor's e-mail goes out, once per row.
	 */
	public const RECORDED_ACTION = 'vendor_payout_schedule_payout_recorded';

	/**
	 * Dokan's action its e-mail to the admin listens to.
	 */
	private const DOKAN_HOOK = 'dokan_withdraw_created';

	/**
	 * Dokan's key of that e-mail among WooCommerce's e-mails.
	 */
	private const DOKAN_KEY = 'Dokan_Email_Vendor_Withdraw_Request';

	/**
	 * The token the rows are taken with.
	 *
	 * @var string
	 */
	private string $token;

	/**
	 * The longest one row's e-mails took in this go, in seconds (0 until the first went out).
	 *
	 * @var float
	 */
	private float $slowest = 0.0;

	/**
	 * The outcome row whose e-mails are being sent, while its action runs.
	 *
	 * @var object|null
	 */
	private static ?object $announcing = null;

	/**
	 * Takes the payouts table.
	 *
	 * @param Payout_Ledger $ledger Payouts table.
	 */
	public function __construct( private readonly Payout_Ledger $ledger ) {
		$this->token = bin2hex( random_bytes( 16 ) );
	}

	/**
	 * Sends the e-mails of the run's committed outcomes while there is room.
	 *
	 * @param string          $schedule Schedule key.
	 * @param string          $date     Scheduled date.
	 * @param callable():bool $has_room Whether there is time and memory for more work.
	 * @param float           $deadline `microtime( true )` moment the go stops by.
	 * @return int Outcomes whose e-mails were sent.
	 * @throws Database_Error When a query failed; rows not sent stay for the next go.
	 */
	public function send_due( string $schedule, string $date, callable $has_room, float $deadline = INF ): int {
		$this->ledger->recover_mail( $schedule, $date, Payout_Runner::CLAIM_LEASE );
		$sent = 0;
		while ( $has_room() ) {
			$taken = self::retry_on_deadlock( fn () => Payout_Ledger::commit_together( fn () => $this->ledger->take_unmailed( $schedule, $date, $this->group_size( $deadline ), $this->token ) ) );
			if ( array() === $taken ) {
				break;
			}
			cache_users( array_map( static fn ( $row ) => (int) $row->vendor_id, $taken ) );
			$done  = $this->send_group( $taken, $schedule, $date, $has_room, $deadline );
			$sent += $done;
			if ( function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_runtime' ) ) {
				wp_cache_flush_runtime();
			}
			if ( $done < count( $taken ) ) {
				break;
			}
		}
		return $sent;
	}

	/**
	 * Rows the time left allows: one until a row's time is known, then as many as the slowest row
	 * so far fits into it.
	 *
	 * @param float $deadline Moment the go stops by.
	 */
	private function group_size( float $deadline ): int {
		if ( $this->slowest <= 0 ) {
			return 1;
		}
		$fits = ( $deadline - microtime( true ) ) / $this->slowest;
		return (int) max( 1, min( self::GROUP_SIZE, is_finite( $fits ) ? floor( $fits ) : self::GROUP_SIZE ) );
	}

	/**
	 * Sends the e-mails of rows taken, one row per commit, while there is time for one more; gives
	 * back the rows it did not start.
	 *
	 * @param object[]        $rows     Whole outcome rows, lowest ids first.
	 * @param string          $schedule Schedule key.
	 * @param string          $date     Scheduled date.
	 * @param callable():bool $has_room Whether there is time and memory for more work.
	 * @param float           $deadline Moment the go stops by.
	 * @return int Rows sent.
	 */
	private function send_group( array $rows, string $schedule, string $date, callable $has_room, float $deadline ): int {
		foreach ( array_values( $rows ) as $i => $row ) {
			if ( $i > 0 && ( ! $has_room() || microtime( true ) + $this->slowest >= $deadline ) ) {
				$this->ledger->give_back_mail( array_map( static fn ( $left ) => (int) $left->id, array_slice( $rows, $i ) ), $this->token );
				return $i;
			}
			$started = microtime( true );
			$this->send_row( $row, $schedule, $date );
			self::retry_on_deadlock( fn () => $this->ledger->mark_mailed( (int) $row->id, $this->token ) );
			$this->slowest = max( $this->slowest, microtime( true ) - $started );
		}
		return count( $rows );
	}

	/**
	 * Sends the e-mails of one row.
	 *
	 * @param object $row      Whole outcome row.
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 */
	private function send_row( object $row, string $schedule, string $date ): void {
		if ( Payout_Ledger::FILED === $row->status ) {
			self::send_dokan_mail( (int) $row->withdraw_id );
		}
		/**
		 * Fires once per vendor and scheduled date, after the engine recorded the vendor's
		 * outcome (filed or skipped; read it with Payout_Ledger::outcome_of()) and committed
		 * it, and after Dokan's e-mail to the admin about a filed request. Fires again for a row
		 * whose e-mails a crash interrupted; the row then records that they were sent again.
		 *
		 * @param int    $vendor_id Vendor id.
		 * @param string $schedule  Schedule key.
		 * @param string $date      Scheduled date, Y-m-d in site time.
		 */
		self::$announcing = $row;
		try {
			do_action( self::RECORDED_ACTION, (int) $row->vendor_id, $schedule, $date );
		} finally {
			self::$announcing = null;
		}
	}

	/**
	 * The outcome row being announced, for a listener of `vendor_payout_schedule_payout_recorded`
	 * to read instead of asking the database again: taken in this go under a lock and final, as
	 * filed and skipped rows are. Null outside the action or for another vendor or date.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $date      Scheduled date.
	 */
	public static function announced( int $vendor_id, string $date ): ?object {
		$row = self::$announcing;
		return null !== $row && (int) $row->vendor_id === $vendor_id && (string) $row->scheduled_for === $date ? $row : null;
	}

	/**
	 * Runs the work (Dokan filing a request) without Dokan's e-mail to the admin; send_dokan_mail() sends it.
	 *
	 * @template T
	 * @param callable(): T $work The work.
	 * @return T What the work returns.
	 */
	public static function without_dokan_mail( callable $work ) {
		$email    = self::dokan_email();
		$listener = null === $email ? null : array( $email, 'trigger' );
		$priority = null === $listener ? false : has_action( self::DOKAN_HOOK, $listener );
		if ( false === $priority ) {
			return $work();
		}
		remove_action( self::DOKAN_HOOK, $listener, $priority );
		try {
			return $work();
		} finally {
			add_action( self::DOKAN_HOOK, $listener, $priority, 1 );
		}
	}

	/**
	 * Sends Dokan's e-mail about a request, as Dokan would have when it stored it — unless the
	 * admin chose one summary per run instead (Email\Run_Summary_Email).
	 *
	 * @param int $withdraw_id Dokan's request id.
	 */
	private static function send_dokan_mail( int $withdraw_id ): void {
		if ( Withdraw_Settings::ADMIN_MAIL_EACH_REQUEST !== ( new Withdraw_Settings() )->admin_mail() ) {
			return;
		}
		$email = self::dokan_email();
		if ( null === $email || $withdraw_id <= 0 ) {
			return;
		}
		$withdraw = dokan()->withdraw->get( $withdraw_id );
		if ( is_object( $withdraw ) && method_exists( $withdraw, 'get_id' ) && $withdraw->get_id() ) {
			$email->trigger( $withdraw );
		}
	}

	/**
	 * Dokan's e-mail object from WooCommerce's mailer (built on first use), or null without it.
	 */
	private static function dokan_email(): ?object {
		if ( ! function_exists( 'WC' ) ) {
			return null;
		}
		$emails = WC()->mailer()->get_emails();
		$email  = $emails[ self::DOKAN_KEY ] ?? null;
		return is_object( $email ) && method_exists( $email, 'trigger' ) ? $email : null;
	}

	/**
	 * Runs work again when MySQL picked it as the victim of a deadlock, which rolls the victim's
	 * transaction back whole: only for work whose every effect is a database write, so that nothing
	 * of it is left done. Two runners sending a run's e-mails meet this way now and then.
	 *
	 * @template T
	 * @param callable(): T $work     The work.
	 * @param int           $attempts Tries in all.
	 * @return T What the work returns.
	 * @throws Database_Error When the work failed otherwise, or every try was a victim.
	 */
	private static function retry_on_deadlock( callable $work, int $attempts = 4 ) {
		for ( $attempt = 1; ; ++$attempt ) {
			try {
				return $work();
			} catch ( Database_Error $error ) {
				if ( $attempt >= $attempts || ! str_contains( $error->getMessage(), 'Deadlock found' ) ) {
					throw $error;
				}
				usleep( 20000 * $attempt );
			}
		}
	}
}
