<?php
/**
 * The totals of a schedule's next run, computed apart from the page that shows them.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Job_Queue;

defined( 'ABSPATH' ) || exit;

/**
 * Totals need every vendor of the run assessed: about 0.05 ms of PHP per vendor, and on a busy
 * machine 1 to 2.5 s of server time for 10 000 vendors, more than a page of the screen may take.
 * So a run of up to live_limit() vendors gets its totals with the page, and a larger one an action's
 * on the plugin's queue (Engine\Job_Queue), shown with the moment they were taken: fresh for MAX_AGE, then shown as what they are
 * (dated, being recalculated) while an action takes them again. A change of the payout settings
 * changes every vendor's outcome, so it forgets them.
 */
final class Next_Run_Totals {

	/** The queue's hook that computes a run's totals; arguments `[ schedule, date ]`. */
	public const HOOK = 'vendor_payout_schedule_preview_totals';

	/** The admin-post action asking for fresh totals, and its nonce's action. */
	public const REFRESH_ACTION = 'vendor_payout_schedule_next_run_totals';

	/** Seconds kept totals count as fresh; older ones are recalculated. */
	public const MAX_AGE = 15 * MINUTE_IN_SECONDS;

	/** Seconds kept totals are shown at all (dated) while fresh ones are being taken. */
	public const KEEP = DAY_IN_SECONDS;

	/** Vendors whose totals are taken with the page: at most about 0.2 s on a busy machine. */
	public const LIVE_LIMIT = 1000;

	/** Prefix of the transients holding them. */
	public const TRANSIENT_PREFIX = 'vendor_payout_schedule_totals_';

	/**
	 * Hooks the action and the refresh request (Plugin connects forget() to a change of the settings).
	 */
	public function register_hooks(): void {
		add_action( self::HOOK, array( $this, 'compute' ), 10, 2 );
		add_action( 'admin_post_' . self::REFRESH_ACTION, array( $this, 'refresh' ) );
	}

	/**
	 * Runs of up to this many vendors get their totals with the page.
	 */
	private static function live_limit(): int {
		/**
		 * Filters how many vendors a run may have for its totals to be taken with the page.
		 *
		 * @param int $limit Vendors (LIVE_LIMIT).
		 */
		return max( 0, (int) apply_filters( 'vendor_payout_schedule_live_totals_limit', self::LIVE_LIMIT ) );
	}

	/**
	 * The run's totals: taken now for a run of up to live_limit() vendors; otherwise the kept ones,
	 * or null while none are kept (asking for them then, and for newer ones once they are stale).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Payout date.
	 * @param int    $vendors  Vendors in the run.
	 * @return array{vendors: int, requests: int, amount: float, skipped: array<string, int>, taken_at: int, live: bool, stale: bool}|null
	 */
	public function latest( string $schedule, string $date, int $vendors ): ?array {
		if ( $vendors <= self::live_limit() ) {
			return $this->take( $schedule, $date ) + array(
				'taken_at' => time(),
				'live'     => true,
				'stale'    => false,
			);
		}
		$totals = get_transient( self::key( $schedule, $date ) );
		if ( ! is_array( $totals ) ) {
			$this->request( $schedule, $date );
			return null;
		}
		$stale = time() - (int) $totals['taken_at'] >= self::MAX_AGE;
		if ( $stale ) {
			$this->request( $schedule, $date );
		}
		return array(
			'live'  => false,
			'stale' => $stale,
		) + $totals;
	}

	/**
	 * The whole run's totals, taken now over every vendor: requests, their amount, and skips by
	 * reason.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Payout date.
	 * @return array{vendors: int, requests: int, amount: float, skipped: array<string, int>}
	 */
	public function take( string $schedule, string $date ): array {
		$totals = array(
			'vendors'  => 0,
			'requests' => 0,
			'amount'   => 0.0,
			'skipped'  => array(),
		);
		( new Next_Run_Preview( $schedule, $date ) )->each_chunk(
			array(),
			static function ( array $rows ) use ( &$totals ): void {
				foreach ( $rows as $row ) {
					++$totals['vendors'];
					if ( null === $row['reason'] ) {
						++$totals['requests'];
						// Summed in cents, as the rule compares them.
						$totals['amount'] += (int) round( $row['amount'] * 100 );
					} else {
						$totals['skipped'][ $row['reason'] ] = ( $totals['skipped'][ $row['reason'] ] ?? 0 ) + 1;
					}
				}
			}
		);
		$totals['amount'] = $totals['amount'] / 100;
		return $totals;
	}

	/**
	 * The action: takes the totals now.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Payout date.
	 */
	public function compute( $schedule = '', $date = '' ): void {
		$totals             = $this->take( (string) $schedule, (string) $date );
		$totals['taken_at'] = time();
		set_transient( self::key( (string) $schedule, (string) $date ), $totals, self::KEEP );
	}

	/**
	 * On admin-post: the admin asked, so the totals are taken in this request (also where WP-Cron
	 * does not run), then back to the screen.
	 */
	public function refresh(): void {
		if ( ! current_user_can( Settings_Page::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage withdraw schedules.', 'vendor-payout-schedule' ), 403 );
		}
		check_admin_referer( self::REFRESH_ACTION );
		$schedule = isset( $_GET[ Next_Run_Section::SCHEDULE_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ Next_Run_Section::SCHEDULE_ARG ] ) ) : '';
		foreach ( Next_Run_Preview::runs() as $run ) {
			if ( $run['schedule'] === $schedule ) {
				$this->compute( $run['schedule'], $run['date'] );
			}
		}
		wp_safe_redirect( Next_Run_Section::url( $schedule ) );
		exit;
	}

	/**
	 * The link asking for fresh totals (nonce included).
	 *
	 * @param string $schedule Schedule key.
	 */
	public static function refresh_url( string $schedule ): string {
		$args = array(
			'action'                       => self::REFRESH_ACTION,
			Next_Run_Section::SCHEDULE_ARG => $schedule,
		);
		return wp_nonce_url( add_query_arg( $args, admin_url( 'admin-post.php' ) ), self::REFRESH_ACTION );
	}

	/**
	 * Removes the actions, any WP-Cron event an earlier version left, and the kept totals (uninstall).
	 */
	public static function uninstall(): void {
		Job_Queue::cancel_all( self::HOOK );
		wp_unschedule_hook( self::HOOK );
		self::forget();
	}

	/**
	 * Forgets every run's kept totals: they no longer say what the runs would do.
	 */
	public static function forget(): void {
		global $wpdb;
		// The current runs' through the API first, so no cache keeps them.
		foreach ( Next_Run_Preview::runs() as $run ) {
			delete_transient( self::key( $run['schedule'], $run['date'] ) );
		}
		$like = $wpdb->esc_like( '_transient_' . self::TRANSIENT_PREFIX ) . '%';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- removes the plugin's own transients by prefix, which no WordPress API does; a delete no cache holds.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $like, $wpdb->esc_like( '_transient_timeout_' . self::TRANSIENT_PREFIX ) . '%' ) );
	}

	/**
	 * Queues the action now, once, and lets WP-Cron start the queue without waiting for a visit.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Payout date.
	 */
	private function request( string $schedule, string $date ): void {
		$args = array( $schedule, $date );
		if ( null === Job_Queue::next( self::HOOK, $args ) && Job_Queue::schedule( self::HOOK, $args, time() ) > 0 ) {
			spawn_cron();
		}
	}

	/**
	 * The transient of a run's totals.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Payout date.
	 */
	private static function key( string $schedule, string $date ): string {
		return self::TRANSIENT_PREFIX . $schedule . '_' . str_replace( '-', '', $date );
	}
}
