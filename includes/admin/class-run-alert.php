<?php
/**
 * Tells the admin on every wp-admin page while a payout run is stalled or failing.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Payout_History;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * One error notice naming the runs that need attention and linking to the runs report; nothing at
 * all while every run is done or running normally.
 */
final class Run_Alert {

	/**
	 * Hooks the notice.
	 */
	public function register_hooks(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Prints the notice for users who manage the payouts.
	 */
	public function render(): void {
		if ( ! current_user_can( Settings_Page::capability() ) ) {
			return;
		}
		$lines = $this->lines();
		if ( array() === $lines ) {
			return;
		}
		$link = admin_url( 'admin.php?page=' . Settings_Page::SLUG . '#vps-runs-title' );
		echo '<div class="notice notice-error vps-run-alert"><p><strong>' . esc_html__( 'Scheduled payouts need your attention.', 'vendor-payout-schedule' ) . '</strong></p><ul>';
		foreach ( $lines as $line ) {
			echo '<li>' . esc_html( $line ) . '</li>';
		}
		echo '</ul><p><a href="' . esc_url( $link ) . '">' . esc_html__( 'See the recent payout runs', 'vendor-payout-schedule' ) . '</a></p></div>';
	}

	/**
	 * One line per unfinished run that is stalled or retrying.
	 *
	 * @return string[]
	 */
	private function lines(): array {
		try {
			// One small query on every admin page; the report's totals only when a run is open.
			if ( array() === ( new Run_Ledger() )->unfinished_runs() ) {
				return array();
			}
		} catch ( Database_Error $e ) {
			return array();
		}
		$catalog = new Schedule_Catalog();
		$lines   = array();
		foreach ( ( new Payout_History() )->recent_runs( Runs_Report::RUNS_SHOWN ) as $run ) {
			$state = Run_State::of( $run, time() );
			if ( ! Run_State::needs_attention( $state ) ) {
				continue;
			}
			$lines[] = sprintf(
				/* translators: 1: schedule title, e.g. Weekly; 2: scheduled date; 3: state, e.g. Stalled; 4: number of vendors. */
				_n( '%1$s payout of %2$s: %3$s, %4$s vendor not yet handled.', '%1$s payout of %2$s: %3$s, %4$s vendors not yet handled.', (int) $run['unhandled'], 'vendor-payout-schedule' ),
				$catalog->title( $run['schedule'] ),
				$catalog->format_ymd( $run['date'] ),
				Admin_Wording::run_state( $state ),
				number_format_i18n( (int) $run['unhandled'] )
			) . ( '' !== $run['last_error'] ? ' ' . sprintf(
				/* translators: %s: the database's error message. */
				__( 'Last error: %s', 'vendor-payout-schedule' ),
				$run['last_error']
			) : '' );
		}
		return $lines;
	}
}
