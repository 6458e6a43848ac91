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

defined( 'ABSPATH' ) || exit;

/**
 * For the chosen schedule's next date: totals, then one page of vendors (Outcome_Table filled by
 * Next_Run_Source) with balance, the amount that would be requested and the method, or why they
 * would be skipped.
 * Searchable by vendor, with a CSV download of the whole run.
 */
final class Next_Run_Screen {

	/** Vendors per page. */
	public const PER_PAGE = 20;

	/** Query arguments of the section (kept apart from the settings form's). */
	public const SCHEDULE_ARG = 'vendor_payout_schedule_next_schedule';
	public const SEARCH_ARG   = 'vendor_payout_schedule_next_search';
	public const PAGE_ARG     = 'vendor_payout_schedule_next_page';

	/**
	 * Hooks the section (before the recent runs) and the CSV download.
	 */
	public function register_hooks(): void {
		add_action( Settings_Page::AFTER_FORM_ACTION, array( $this, 'render' ), 5 );
		add_action( 'admin_post_' . Next_Run_Csv::ACTION, array( new Next_Run_Csv(), 'download' ) );
		( new Next_Run_Totals() )->register_hooks();
	}

	/**
	 * Prints the section.
	 */
	public function render(): void {
		if ( ! current_user_can( Settings_Page::capability() ) ) {
			return;
		}
		$preview = new Next_Run_Preview();
		$runs    = $preview->runs();
		?>
		<section class="vps-next-run" aria-labelledby="vps-next-run-title">
			<h2 id="vps-next-run-title"><?php esc_html_e( 'Next run', 'vendor-payout-schedule' ); ?></h2>
			<?php if ( array() === $runs ) : ?>
				<p><?php esc_html_e( 'No schedule is enabled, so no payout will run.', 'vendor-payout-schedule' ); ?></p>
			<?php else : ?>
				<p><?php esc_html_e( 'What each schedule’s next run would request, with the balances and settings as they are now.', 'vendor-payout-schedule' ); ?></p>
				<?php
				try {
					$this->render_run( $preview, $runs );
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
	 * The chosen run: filter form, totals, table, pagination.
	 *
	 * @param Next_Run_Preview                                  $preview Preview.
	 * @param array<int, array{schedule: string, date: string}> $runs    Each enabled schedule's next run.
	 */
	private function render_run( Next_Run_Preview $preview, array $runs ): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only filters of a GET screen.
		$wanted = isset( $_GET[ self::SCHEDULE_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::SCHEDULE_ARG ] ) ) : '';
		$search = isset( $_GET[ self::SEARCH_ARG ] ) ? trim( sanitize_text_field( wp_unslash( $_GET[ self::SEARCH_ARG ] ) ) ) : '';
		$page   = isset( $_GET[ self::PAGE_ARG ] ) ? max( 1, absint( $_GET[ self::PAGE_ARG ] ) ) : 1;
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		$run = $runs[0];
		foreach ( $runs as $candidate ) {
			if ( $candidate['schedule'] === $wanted ) {
				$run = $candidate;
			}
		}
		$catalog = new Schedule_Catalog();
		$source  = new Next_Run_Source( $preview, $run['schedule'], $run['date'] );
		$filter  = new Outcome_Filter( $search );
		$listed  = $source->count( $filter );
		$vendors = '' === $search ? $listed : $source->count( new Outcome_Filter() );
		$totals  = ( new Next_Run_Totals() )->latest( $run['schedule'], $run['date'], $vendors );

		if ( count( $runs ) > 1 ) {
			( new Next_Run_Filters() )->render( $runs, $run['schedule'], $catalog );
		}
		?>
		<h3 id="vps-next-run-totals-title">
			<?php
			/* translators: 1: schedule title, e.g. Weekly; 2: the date of its next run. */
			echo esc_html( sprintf( __( '%1$s, %2$s', 'vendor-payout-schedule' ), $catalog->title( $run['schedule'] ), $catalog->format_ymd( $run['date'] ) ) );
			?>
		</h3>
		<?php $this->render_totals( $run['schedule'], $totals ); ?>
		<?php Outcome_Filters::render( array( 'page' => Settings_Page::SLUG ) + self::query_args( $run['schedule'], '' ), $filter, array( 'search' => self::SEARCH_ARG ) ); ?>
		<p class="vps-outcomes__download">
			<a class="button" href="<?php echo esc_url( Next_Run_Csv::url( $run['schedule'], $search ) ); ?>"><?php esc_html_e( 'Download CSV', 'vendor-payout-schedule' ); ?></a>
		</p>
		<?php
		$table = new Outcome_Table( $source );
		$table->render( $source->rows( $filter, $page, self::PER_PAGE ), '' !== $search );
		$table->render_pagination( self::url( $run['schedule'], $search ), self::PAGE_ARG, $page, $listed, self::PER_PAGE );
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
			Outcome_Summary::render(
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
						'detail' => array() === $totals['skipped'] ? '' : ( new Runs_Report() )->skipped_text( $totals['skipped'] ),
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
	 * The screen showing a schedule's next run, searched.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $search   Search ('' for none).
	 */
	public static function url( string $schedule, string $search = '' ): string {
		return add_query_arg( array( 'page' => Settings_Page::SLUG ) + self::query_args( $schedule, $search ), admin_url( 'admin.php' ) );
	}

	/**
	 * The section's query arguments for a schedule and search (the CSV link carries them too).
	 *
	 * @param string $schedule Schedule key.
	 * @param string $search   Search ('' for none).
	 * @return array<string, string>
	 */
	public static function query_args( string $schedule, string $search ): array {
		$args = array( self::SCHEDULE_ARG => $schedule );
		if ( '' !== $search ) {
			$args[ self::SEARCH_ARG ] = $search;
		}
		return $args;
	}
}
