<?php
/**
 * The "Next run" section of Dokan → Withdraw Schedule.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Price_Text;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use WP_Screen;

defined( 'ABSPATH' ) || exit;

/**
 * For the chosen schedule's next date: its totals (Next_Run_Totals), then its vendors
 * (Outcome_List_Table over the Next_Run_Preview) with balance, the amount that would be requested
 * and the method, or why they would be skipped — by outcome, searched, filtered by reason, sorted,
 * in pages — and a CSV download of the whole run. A schedule chooser when more than one schedule is
 * offered.
 */
final class Next_Run_Section {

	/** Query argument of the schedule shown (kept apart from the settings form's). */
	public const SCHEDULE_ARG = 'vendor_payout_schedule_next_schedule';

	/** The admin-post action of the CSV download, and its nonce's action. */
	public const CSV_ACTION = 'vendor_payout_schedule_next_run_csv';

	/** The user option holding the vendors per page (Screen Options). */
	public const PER_PAGE_OPTION = 'vendor_payout_schedule_next_run_per_page';

	/**
	 * Hooks the CSV download and the screen's options (Plugin connects render() under the settings
	 * form, before the recent runs).
	 */
	public function register_hooks(): void {
		add_action( 'admin_post_' . self::CSV_ACTION, array( $this, 'download' ) );
		add_action( 'current_screen', array( $this, 'set_up' ) );
		add_filter( 'set_screen_option_' . self::PER_PAGE_OPTION, array( $this, 'per_page' ), 10, 3 );
	}

	/**
	 * The screen showing a schedule's next run.
	 *
	 * @param string $schedule Schedule key.
	 */
	public static function url( string $schedule ): string {
		return add_query_arg( self::base_args( $schedule ), admin_url( 'admin.php' ) );
	}

	/**
	 * On `current_screen`, before wp-admin prints its header: on the settings screen, "Vendors per
	 * page" and the list's columns under Screen Options.
	 *
	 * @param mixed $screen The screen.
	 */
	public function set_up( $screen ): void {
		if ( ! $screen instanceof WP_Screen || ! Settings_Page::is_page( $screen ) || Run_Record_Screen::requested_run() > 0 ) {
			return;
		}
		$run = self::chosen_run( Next_Run_Preview::runs() );
		if ( null !== $run ) {
			Outcome_List_Table::add_per_page_option( self::PER_PAGE_OPTION );
			// Made once here so WordPress knows its columns when it draws Screen Options.
			self::list_of( new Next_Run_Preview( $run['schedule'], $run['date'] ) );
		}
	}

	/**
	 * On `set_screen_option_{option}`: the number per page to store.
	 *
	 * @param mixed  $keep   What to store so far (false: nothing).
	 * @param string $option The option.
	 * @param mixed  $value  The posted number.
	 * @return int|false
	 */
	public function per_page( $keep, $option, $value ) {
		return Outcome_List_Table::per_page_value( $value );
	}

	/**
	 * Prints the section.
	 */
	public function render(): void {
		if ( ! current_user_can( Settings_Page::capability() ) ) {
			return;
		}
		$runs = Next_Run_Preview::runs();
		?>
		<section class="vps-next-run" aria-labelledby="vps-next-run-title">
			<h2 id="vps-next-run-title"><?php esc_html_e( 'Next run', 'vendor-payout-schedule' ); ?></h2>
			<?php if ( array() === $runs ) : ?>
				<p><?php esc_html_e( 'No schedule is enabled, so no payout will run.', 'vendor-payout-schedule' ); ?></p>
			<?php else : ?>
				<p><?php esc_html_e( 'What each schedule’s next run would request, with the balances and settings as they are now.', 'vendor-payout-schedule' ); ?></p>
				<?php
				try {
					$this->render_run( $runs );
				} catch ( Database_Error $error ) {
					// A failed read must not decide what the preview shows, nor break the screen.
					printf( '<div class="notice notice-error inline"><p>%s</p></div>', esc_html( __( 'The next run could not be previewed: the database did not answer. Reload the page to try again.', 'vendor-payout-schedule' ) ) );
				}
				?>
			<?php endif; ?>
		</section>
		<?php
	}

	/**
	 * On `admin_post_vendor_payout_schedule_next_run_csv`: every vendor of a schedule's next run
	 * (or those the list showed), chunk by chunk, after checking the capability and the nonce.
	 */
	public function download(): void {
		if ( ! current_user_can( Settings_Page::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage withdraw schedules.', 'vendor-payout-schedule' ), 403 );
		}
		check_admin_referer( self::CSV_ACTION );
		$run = self::chosen_run( Next_Run_Preview::runs(), true );
		if ( null === $run ) {
			wp_die( esc_html__( 'This schedule is not enabled, so it has no next run.', 'vendor-payout-schedule' ), 404 );
		}
		self::list_of( new Next_Run_Preview( $run['schedule'], $run['date'] ) )->csv()->send( 'next-run-' . $run['schedule'] . '-' . $run['date'] . '.csv', $run['date'] );
		exit;
	}

	/**
	 * The chosen run: chooser, title, totals, list.
	 *
	 * @param array<int, array{schedule: string, date: string}> $runs Each enabled schedule's next run.
	 * @throws Database_Error When a read failed.
	 */
	private function render_run( array $runs ): void {
		$run     = (array) self::chosen_run( $runs );
		$catalog = new Schedule_Catalog();
		$preview = new Next_Run_Preview( $run['schedule'], $run['date'] );
		$table   = self::list_of( $preview );
		$table->prepare_items();
		// The list counted the run's vendors already unless it was narrowed.
		$vendors = $table->is_narrowed() ? $preview->vendor_count() : (int) $table->get_pagination_arg( 'total_items' );
		$totals  = ( new Next_Run_Totals() )->latest( $run['schedule'], $run['date'], $vendors );
		if ( null !== $totals ) {
			$table->set_counts(
				array(
					''                            => $totals['vendors'],
					Outcome_Source::WOULD_REQUEST => $totals['requests'],
					Outcome_Source::WOULD_SKIP    => array_sum( $totals['skipped'] ),
				)
			);
		}

		if ( count( $runs ) > 1 ) {
			$this->render_chooser( $runs, $run['schedule'], $catalog );
		}
		?>
		<h3 id="vps-next-run-totals-title">
			<?php
			/* translators: 1: schedule title, e.g. Weekly; 2: the date of its next run. */
			echo esc_html( sprintf( __( '%1$s, %2$s', 'vendor-payout-schedule' ), $catalog->title( $run['schedule'] ), $catalog->format_ymd( $run['date'] ) ) );
			?>
		</h3>
		<?php
		$this->render_totals( $run['schedule'], $totals );
		$table->render();
	}

	/**
	 * Which schedule's next run the section shows: a GET form of its own, apart from the settings
	 * form (which posts to options.php).
	 *
	 * @param array<int, array{schedule: string, date: string}> $runs     Each enabled schedule's next run.
	 * @param string                                            $schedule The schedule shown.
	 * @param Schedule_Catalog                                  $catalog  Titles and dates.
	 */
	private function render_chooser( array $runs, string $schedule, Schedule_Catalog $catalog ): void {
		?>
		<form method="get" action="<?php echo esc_url( admin_url( 'admin.php' ) ); ?>" class="vps-next-run__chooser">
			<input type="hidden" name="page" value="<?php echo esc_attr( Settings_Page::SLUG ); ?>" />
			<label for="vps-next-run-schedule"><?php esc_html_e( 'Schedule', 'vendor-payout-schedule' ); ?></label>
			<select id="vps-next-run-schedule" name="<?php echo esc_attr( self::SCHEDULE_ARG ); ?>">
				<?php foreach ( $runs as $run ) : ?>
					<option value="<?php echo esc_attr( $run['schedule'] ); ?>" <?php selected( $run['schedule'], $schedule ); ?>>
						<?php
						/* translators: 1: schedule title, e.g. Weekly; 2: the date of its next run. */
						echo esc_html( sprintf( __( '%1$s, %2$s', 'vendor-payout-schedule' ), $catalog->title( $run['schedule'] ), $catalog->format_ymd( $run['date'] ) ) );
						?>
					</option>
				<?php endforeach; ?>
			</select>
			<button type="submit" class="button"><?php esc_html_e( 'Show', 'vendor-payout-schedule' ); ?></button>
		</form>
		<?php
	}

	/**
	 * The run's totals with the time they were taken, or word that they are being taken.
	 *
	 * @param string                    $schedule Schedule key.
	 * @param array<string, mixed>|null $totals   From Next_Run_Totals::latest().
	 */
	private function render_totals( string $schedule, ?array $totals ): void {
		if ( null === $totals ) {
			?>
			<p class="vps-next-run__totals-pending" role="status">
				<?php esc_html_e( 'The totals of this run are being calculated. Reload the page in a moment to see them.', 'vendor-payout-schedule' ); ?>
				<a href="<?php echo esc_url( Next_Run_Totals::refresh_url( $schedule ) ); ?>"><?php esc_html_e( 'Calculate them now', 'vendor-payout-schedule' ); ?></a>
			</p>
			<?php
			return;
		}
		?>
		<div class="vps-next-run__totals">
			<?php
			Figure_Cards::render(
				__( 'Totals of the next run', 'vendor-payout-schedule' ),
				array(
					array(
						'label' => __( 'Vendors on the schedule', 'vendor-payout-schedule' ),
						'value' => number_format_i18n( $totals['vendors'] ),
					),
					array(
						'label'  => __( 'Requests it would file', 'vendor-payout-schedule' ),
						'value'  => number_format_i18n( $totals['requests'] ),
						/* translators: %s: an amount of money. */
						'detail' => sprintf( __( 'Together %s', 'vendor-payout-schedule' ), Price_Text::format( $totals['amount'] ) ),
					),
					array(
						'label'  => __( 'Vendors it would skip', 'vendor-payout-schedule' ),
						'value'  => number_format_i18n( array_sum( $totals['skipped'] ) ),
						'detail' => array() === $totals['skipped'] ? '' : Admin_Wording::skipped_text( $totals['skipped'] ),
					),
				)
			);
			?>
		</div>
		<p class="vps-next-run__totals-time">
			<?php
			if ( $totals['live'] ) {
				/* translators: %s: the time now, in the site's time format. */
				echo esc_html( sprintf( __( 'Totals as of %s, calculated with this page.', 'vendor-payout-schedule' ), wp_date( (string) get_option( 'time_format' ), (int) $totals['taken_at'] ) ) );
			} else {
				$taken_at = (int) $totals['taken_at'];
				/* translators: 1: date and time the totals were calculated, in the site's formats; 2: how long ago, e.g. 12 mins. */
				echo esc_html( sprintf( __( 'Totals as of %1$s (%2$s ago).', 'vendor-payout-schedule' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $taken_at ), human_time_diff( $taken_at ) ) );
			}
			?>
			<?php if ( $totals['stale'] ) : ?>
				<span role="status"><?php esc_html_e( 'They are being recalculated: reload the page in a moment for newer figures.', 'vendor-payout-schedule' ); ?></span>
			<?php endif; ?>
			<?php if ( ! $totals['live'] ) : ?>
				<a href="<?php echo esc_url( Next_Run_Totals::refresh_url( $schedule ) ); ?>"><?php esc_html_e( 'Recalculate the totals', 'vendor-payout-schedule' ); ?></a>
			<?php endif; ?>
		</p>
		<?php
	}

	/**
	 * The list of a next run's vendors.
	 *
	 * @param Next_Run_Preview $preview The run's preview.
	 */
	private static function list_of( Next_Run_Preview $preview ): Outcome_List_Table {
		return new Outcome_List_Table( $preview, self::base_args( $preview->schedule ), self::PER_PAGE_OPTION, self::CSV_ACTION );
	}

	/**
	 * The section's own query arguments for a schedule.
	 *
	 * @param string $schedule Schedule key.
	 * @return array<string, string>
	 */
	private static function base_args( string $schedule ): array {
		return array(
			'page'             => Settings_Page::SLUG,
			self::SCHEDULE_ARG => $schedule,
		);
	}

	/**
	 * The run the request asks for: the named schedule's, else the first (or none, when it must be
	 * named).
	 *
	 * @param array<int, array{schedule: string, date: string}> $runs  Each enabled schedule's next run.
	 * @param bool                                              $named Whether only the named schedule will do.
	 * @return array{schedule: string, date: string}|null
	 */
	private static function chosen_run( array $runs, bool $named = false ): ?array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which run a read-only GET screen shows (the CSV download checks its nonce first).
		$wanted = isset( $_GET[ self::SCHEDULE_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::SCHEDULE_ARG ] ) ) : '';
		foreach ( $runs as $run ) {
			if ( $run['schedule'] === $wanted ) {
				return $run;
			}
		}
		return $named ? null : ( $runs[0] ?? null );
	}
}
