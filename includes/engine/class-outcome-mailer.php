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
 * takes it here, after the chunk that recorded it was committed. Taking a row and sending its e-mails
 * (Dokan's to the admin for a filed request, then `vendor_payout_schedule_payout_recorded`, on which
 * the plugin e-mails the vendor) are separate steps, in that order:
 * - a filing rolled back never reaches a row marked filed, so nobody is told about it;
 * - a group of rows is taken by one go only (marked as being sent, with its token, in one commit),
 *   under the lock of the rows' lane (Run_Lane), so a resumed run sends nothing twice;
 * - the group's e-mails go out one row after the other inside one transaction, which ends with one
 *   statement marking the rows sent (and giving back those it did not start): the e-mail log's
 *   rows that keep each vendor's e-mail to once are committed with it. A commit waits for the
 *   disk, a few milliseconds, so committing a group instead of each row keeps the e-mail phase as
 *   fast as before the rows had a state of their own. A group holds what a quarter of a second of
 *   sending holds (judged by the rows so far), at most GROUP_SIZE rows.
 * - a go that dies mid-group leaves the group taken and not sent, and nothing of it committed.
 *   The next go holding the lane sends the group again at once (Payout_Ledger::recover_mail()) and records it as
 *   sent again: for the rows that had gone out before the death, the vendor's and
 *   Dokan's e-mails may then arrive twice, and the runs list counts them. None is lost.
 * - a go takes no more rows than its time left allows, judged by the slowest row so far, starts
 *   no row that would end past its deadline, and gives back what it could not start.
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
	 * Seconds of sending a group holds at most, judged by the rows so far: what a runner that dies
	 * mid-group may send again.
	 */
	private const GROUP_SECONDS = 0.25;

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
	 * Seconds the rows sent in this go took, and how many they were.
	 *
	 * @var float
	 */
	private float $spent = 0.0;

	/**
	 * Rows sent in this go.
	 *
	 * @var int
	 */
	private int $rows_sent = 0;

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
	 * @param Run_Lane        $lane     The lane whose lock the caller holds: only its rows are sent.
	 * @param callable():bool $has_room Whether there is time and memory for more work.
	 * @param float           $deadline `microtime( true )` moment the go stops by.
	 * @return int Outcomes whose e-mails were sent.
	 * @throws Database_Error When a query failed; rows not sent stay for the next go.
	 */
	public function send_due( string $schedule, string $date, Run_Lane $lane, callable $has_room, float $deadline = INF ): int {
		// Called under the lane's lock before this go took any of its rows: rows still taken are a dead go's.
		// Read committed, as every write of a lane's go: rows of other lanes that another go holds
		// locked in its open chunk are passed over, not waited for.
		Payout_Ledger::commit_seeing_others( fn () => $this->ledger->recover_mail( $schedule, $date, $lane ) );
		$sent = 0;
		while ( $has_room() && $this->fits( $deadline ) ) {
			$taken = self::retry_on_deadlock( fn () => Payout_Ledger::commit_seeing_others( fn () => $this->ledger->take_unmailed( $schedule, $date, $lane, $this->group_size( $deadline ), $this->token ) ) );
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
	 * Whether one more e-mail fits before the deadline, judged by the slowest row so far. An e-mail
	 * whose time is not known yet is taken to fit: what PHP's time limit keeps back from a go
	 * (Payout_Scheduler) is there for it.
	 *
	 * @param float $deadline Moment the go stops by.
	 */
	public function fits( float $deadline ): bool {
		return microtime( true ) + $this->slowest < $deadline;
	}

	/**
	 * Rows for the next group: one until a row's time is known; then what a quarter of a second
	 * holds at the rows' usual pace, and no more than the slowest row so far fits into the time left.
	 *
	 * @param float $deadline Moment the go stops by.
	 */
	private function group_size( float $deadline ): int {
		if ( $this->rows_sent <= 0 ) {
			return 1;
		}
		$usual = $this->spent / $this->rows_sent;
		$size  = $usual > 0 ? floor( self::GROUP_SECONDS / $usual ) : self::GROUP_SIZE;
		$fits  = $this->slowest > 0 ? ( $deadline - microtime( true ) ) / $this->slowest : INF;
		return (int) max( 1, min( self::GROUP_SIZE, $size, is_finite( $fits ) ? floor( $fits ) : self::GROUP_SIZE ) );
	}

	/**
	 * Sends the e-mails of rows taken, one row after the other while the next one fits, in one
	 * transaction that ends marking the rows sent and giving back those not started.
	 *
	 * @param object[]        $rows     Whole outcome rows, as taken.
	 * @param string          $schedule Schedule key.
	 * @param string          $date     Scheduled date.
	 * @param callable():bool $has_room Whether there is time and memory for more work.
	 * @param float           $deadline Moment the go stops by.
	 * @return int Rows sent.
	 * @throws Database_Error When marking the rows failed; they are given back when the database
	 *                        lets them be, else the next go sends them again.
	 */
	private function send_group( array $rows, string $schedule, string $date, callable $has_room, float $deadline ): int {
		$rows = array_values( $rows );
		$ids  = array_map( static fn ( $row ) => (int) $row->id, $rows );
		$done = 0;
		try {
			Payout_Ledger::commit_seeing_others(
				function () use ( $rows, $ids, $schedule, $date, $has_room, $deadline, &$done ) {
					foreach ( $rows as $i => $row ) {
						if ( $i > 0 && ( ! $has_room() || ! $this->fits( $deadline ) ) ) {
							break;
						}
						$started = microtime( true );
						$this->send_row( $row, $schedule, $date );
						$took          = microtime( true ) - $started;
						$this->slowest = max( $this->slowest, $took );
						$this->spent  += $took;
						++$this->rows_sent;
						$done = $i + 1;
					}
					$this->ledger->settle_mail( array_slice( $ids, 0, $done ), array_slice( $ids, $done ), $this->token );
				}
			);
		} catch ( Database_Error $error ) {
			$this->give_back( $ids, $done );
			throw $error;
		}
		return $done;
	}

	/**
	 * After a failed query, records the rows of a group as they are: those sent as sent, the rest as
	 * waiting. Should the database still fail, the next go sends them again (as perhaps sent).
	 *
	 * @param int[] $ids  The group's row ids.
	 * @param int   $done How many of them were sent.
	 */
	private function give_back( array $ids, int $done ): void {
		try {
			$this->ledger->settle_mail( array_slice( $ids, 0, $done ), array_slice( $ids, $done ), $this->token );
		} catch ( Database_Error $still_failing ) {
			return;
		}
	}

	/**
	 * Sends the e-mails of one row.
	 *
	 * @param object $row      Whole outcome row.
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 */
	private function send_row( object $row, string $schedule, string $date ): void {
		if ( Payout_Ledger::REQUESTED === $row->status ) {
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
		$withdraw = ( new Dokan_Withdraw_Requests() )->dokan_object( $withdraw_id );
		if ( null !== $withdraw ) {
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
	 * of it is left done. A take can meet another request's writes on the table this way (a vendor
	 * deleted meanwhile, the privacy eraser).
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
