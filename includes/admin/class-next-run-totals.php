<?php
/**
 * The totals of a schedule's next run, computed apart from the page that shows them.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Totals need every vendor of the run assessed — seconds on a large marketplace — so the screen
 * does not compute them while it renders: a WP-Cron event does, and the screen shows the latest
 * figures with the time they were taken. A run's totals are kept for MAX_AGE.
 */
final class Next_Run_Totals {

	/** The WP-Cron hook that computes a run's totals; arguments `[ schedule, date ]`. */
	public const HOOK = 'vendor_payout_schedule_preview_totals';

	/** The admin-post action asking for fresh totals, and its nonce's action. */
	public const REFRESH_ACTION = 'vps_next_run_totals';

	/** Seconds a run's totals are shown before they are taken again. */
	public const MAX_AGE = 15 * MINUTE_IN_SECONDS;

	/** Prefix of the transients holding them. */
	public const TRANSIENT_PREFIX = 'vendor_payout_schedule_totals_';

	/**
	 * Hooks the event and the refresh request.
	 */
	public function register_hooks(): void {
		add_action( self::HOOK, array( $this, 'compute' ), 10, 2 );
		add_action( 'admin_post_' . self::REFRESH_ACTION, array( $this, 'refresh' ) );
	}

	/**
	 * The run's latest totals, or null while none are kept (asking for them then).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Payout date.
	 * @return array{vendors: int, requests: int, amount: float, skipped: array<string, int>, taken_at: int}|null
	 */
	public function latest( string $schedule, string $date ): ?array {
		$totals = get_transient( self::key( $schedule, $date ) );
		if ( is_array( $totals ) ) {
			return $totals;
		}
		$this->request( $schedule, $date );
		return null;
	}

	/**
	 * The cron event: takes the totals now.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Payout date.
	 */
	public function compute( $schedule = '', $date = '' ): void {
		$totals             = ( new Next_Run_Preview() )->totals( (string) $schedule, (string) $date );
		$totals['taken_at'] = time();
		set_transient( self::key( (string) $schedule, (string) $date ), $totals, self::MAX_AGE );
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
		$schedule = isset( $_GET[ Next_Run_Screen::SCHEDULE_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ Next_Run_Screen::SCHEDULE_ARG ] ) ) : '';
		foreach ( ( new Next_Run_Preview() )->runs() as $run ) {
			if ( $run['schedule'] === $schedule ) {
				$this->compute( $run['schedule'], $run['date'] );
			}
		}
		wp_safe_redirect( Next_Run_Screen::url( $schedule ) );
		exit;
	}

	/**
	 * The link asking for fresh totals (nonce included).
	 *
	 * @param string $schedule Schedule key.
	 */
	public static function refresh_url( string $schedule ): string {
		$args = array( 'action' => self::REFRESH_ACTION ) + Next_Run_Screen::query_args( $schedule, '' );
		return wp_nonce_url( add_query_arg( $args, admin_url( 'admin-post.php' ) ), self::REFRESH_ACTION );
	}

	/**
	 * Removes the events and the kept totals (uninstall).
	 */
	public static function uninstall(): void {
		global $wpdb;
		wp_unschedule_hook( self::HOOK );
		$like = $wpdb->esc_like( '_transient_' . self::TRANSIENT_PREFIX ) . '%';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- removes the plugin's own transients by prefix, which no WordPress API does; a delete no cache holds.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $like, $wpdb->esc_like( '_transient_timeout_' . self::TRANSIENT_PREFIX ) . '%' ) );
	}

	/**
	 * Schedules the event now, once, and lets WP-Cron start it without waiting for a visit.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Payout date.
	 */
	private function request( string $schedule, string $date ): void {
		$args = array( $schedule, $date );
		if ( false === wp_next_scheduled( self::HOOK, $args ) ) {
			wp_schedule_single_event( time(), self::HOOK, $args );
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
