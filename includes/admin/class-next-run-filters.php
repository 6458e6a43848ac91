<?php
/**
 * The choice of schedule in the "Next run" section.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Schedule\Schedule_Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * A GET form of its own, apart from the settings form (which posts to options.php): which
 * schedule's next run the section shows.
 */
final class Next_Run_Filters {

	/**
	 * Prints the form.
	 *
	 * @param array<int, array{schedule: string, date: string}> $runs     Each enabled schedule's next run.
	 * @param string                                            $schedule The schedule shown.
	 * @param Schedule_Catalog                                  $catalog  Titles and dates.
	 */
	public function render( array $runs, string $schedule, Schedule_Catalog $catalog ): void {
		?>
		<form method="get" action="<?php echo esc_url( admin_url( 'admin.php' ) ); ?>" class="vps-next-run__chooser">
			<input type="hidden" name="page" value="<?php echo esc_attr( Settings_Page::SLUG ); ?>" />
			<label for="vps-next-run-schedule"><?php esc_html_e( 'Schedule', 'vendor-payout-schedule' ); ?></label>
			<select id="vps-next-run-schedule" name="<?php echo esc_attr( Next_Run_Screen::SCHEDULE_ARG ); ?>">
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
}
