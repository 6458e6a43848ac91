<?php
/**
 * The admin's view of recent payout runs.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Admin\Run_Record_Screen;
use VendorPayoutSchedule\Admin\Settings_Page;
use VendorPayoutSchedule\Engine\Payout_History;
use VendorPayoutSchedule\Price_Text;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * A section of the plugin's settings screen listing the last runs: date (opening the run's record,
 * Run_Record_Screen), schedule, state (with the vendors not handled yet and the last error while
 * unfinished), requests filed, vendors skipped by reason, and the total requested. A request is
 * "requested", not "paid", until Dokan approves it; the record says which were.
 */
final class Runs_Report {

	/**
	 * Runs listed.
	 */
	public const RUNS_SHOWN = 10;

	/**
	 * Hooks the section into the settings screen.
	 */
	public function register_hooks(): void {
		add_action( Settings_Page::AFTER_FORM_ACTION, array( $this, 'render' ) );
	}

	/**
	 * Prints the section.
	 */
	public function render(): void {
		if ( ! current_user_can( Settings_Page::capability() ) ) {
			return;
		}
		$runs    = ( new Payout_History() )->recent_runs( self::RUNS_SHOWN );
		$catalog = new Schedule_Catalog();
		?>
		<section class="vps-runs" aria-labelledby="vps-runs-title">
			<h2 id="vps-runs-title"><?php esc_html_e( 'Recent payout runs', 'vendor-payout-schedule' ); ?></h2>
			<p><?php esc_html_e( 'Open a run by its date to see what it did for each vendor and what Dokan has done with its requests since.', 'vendor-payout-schedule' ); ?></p>
			<?php if ( array() === $runs ) : ?>
				<p><?php esc_html_e( 'No scheduled payout has run yet.', 'vendor-payout-schedule' ); ?></p>
			<?php else : ?>
				<table class="widefat striped vps-runs__table">
					<thead>
						<tr>
							<th scope="col"><?php esc_html_e( 'Date', 'vendor-payout-schedule' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Schedule', 'vendor-payout-schedule' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Status', 'vendor-payout-schedule' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Requests filed', 'vendor-payout-schedule' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Skipped', 'vendor-payout-schedule' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Total requested', 'vendor-payout-schedule' ); ?></th>
						</tr>
					</thead>
					<tbody>
						<?php foreach ( $runs as $run ) : ?>
							<tr>
								<td><a href="<?php echo esc_url( Run_Record_Screen::url( $run['id'] ) ); ?>"><?php echo esc_html( $catalog->format_ymd( $run['date'] ) ); ?></a></td>
								<td><?php echo esc_html( $catalog->title( $run['schedule'] ) ); ?></td>
								<td><?php $this->render_state( $run ); ?></td>
								<td><?php echo esc_html( number_format_i18n( $run['paid'] ) ); ?></td>
								<td><?php echo esc_html( $this->skipped_text( $run['skipped'] ) ); ?></td>
								<td><?php echo esc_html( Price_Text::format( $run['amount'] ) ); ?></td>
							</tr>
						<?php endforeach; ?>
					</tbody>
				</table>
			<?php endif; ?>
		</section>
		<?php
	}

	/**
	 * The run's state; once done, the vendors whose e-mails have not gone out yet; while
	 * unfinished, the vendors left and the last error.
	 *
	 * @param array<string, mixed> $run Run summary from Payout_History::recent_runs().
	 */
	private function render_state( array $run ): void {
		$state = Run_State::of( $run, time() );
		$class = Run_State::needs_attention( $state ) ? 'vps-runs__state vps-runs__state--alert' : 'vps-runs__state';
		printf( '<strong class="%1$s">%2$s</strong>', esc_attr( $class ), esc_html( Run_State::label( $state ) ) );
		if ( $run['mailed_again'] > 0 ) {
			// A crash interrupted their e-mails, which were then sent again: some may have had them twice.
			/* translators: %s: number of vendors. */
			printf( '<br />%s', esc_html( sprintf( __( 'E-mails sent again after an interruption, perhaps twice: %s', 'vendor-payout-schedule' ), number_format_i18n( (int) $run['mailed_again'] ) ) ) );
		}
		if ( Run_State::DONE === $state ) {
			if ( $run['unmailed'] > 0 ) {
				/* translators: %s: number of vendors. */
				printf( '<br />%s', esc_html( sprintf( __( 'Vendors still to be e-mailed: %s', 'vendor-payout-schedule' ), number_format_i18n( (int) $run['unmailed'] ) ) ) );
			}
			return;
		}
		/* translators: %s: number of vendors. */
		printf( '<br />%s', esc_html( sprintf( __( 'Vendors not yet handled: %s', 'vendor-payout-schedule' ), number_format_i18n( (int) $run['unhandled'] ) ) ) );
		if ( '' !== $run['last_error'] ) {
			/* translators: %s: the database's error message. */
			printf( '<br />%s', esc_html( sprintf( __( 'Last error: %s', 'vendor-payout-schedule' ), $run['last_error'] ) ) );
		}
	}

	/**
	 * "Below minimum: 3, Pending request: 1", or "None".
	 *
	 * @param array<string, int> $skipped Vendors by reason.
	 */
	public function skipped_text( array $skipped ): string {
		$parts = array();
		foreach ( Skip_Reason::all() as $reason ) {
			if ( ! empty( $skipped[ $reason ] ) ) {
				/* translators: 1: reason a payout was skipped, e.g. "Below minimum"; 2: number of vendors. */
				$parts[] = sprintf( __( '%1$s: %2$s', 'vendor-payout-schedule' ), Admin_Wording::reason_label( $reason ), number_format_i18n( $skipped[ $reason ] ) );
			}
		}
		return array() === $parts ? __( 'None', 'vendor-payout-schedule' ) : implode( ', ', $parts );
	}
}
