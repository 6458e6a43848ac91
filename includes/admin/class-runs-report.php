<?php
/**
 * The "Recent payout runs" section of Dokan → Withdraw Schedule.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Below the settings form and Next run: the latest runs (Run_List_Table), each opening its record
 * (Run_Record_Screen).
 */
final class Runs_Report {

	/** Runs listed (and looked at for the notice of a run that needs attention). */
	public const RUNS_SHOWN = 10;

	/**
	 * Prints the section.
	 */
	public function render(): void {
		if ( ! current_user_can( Settings_Page::capability() ) ) {
			return;
		}
		$table = new Run_List_Table();
		$table->prepare_items();
		?>
		<section class="vps-runs" aria-labelledby="vps-runs-title">
			<h2 id="vps-runs-title"><?php esc_html_e( 'Recent payout runs', 'vendor-payout-schedule' ); ?></h2>
			<p><?php esc_html_e( 'Open a run by its date to see what it did for each vendor and what Dokan has done with its requests since.', 'vendor-payout-schedule' ); ?></p>
			<?php $table->display(); ?>
		</section>
		<?php
	}
}
