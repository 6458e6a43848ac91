<?php
/**
 * A past run's record: what it did for each vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Request_Status;
use VendorPayoutSchedule\Price_Text;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use WP_Screen;

defined( 'ABSPATH' ) || exit;

/**
 * Dokan → Withdraw Schedule with `&vendor_payout_schedule_run_id=<id>`: the run's state and figures,
 * paying its requests in payout batches (Payout_Batch_Section), then its vendors
 * (Outcome_List_Table over its Run_Record) — requested (amount, method, Dokan's request number and
 * its status now, its payout batch's step) or skipped (the reason in the admin's words) — by
 * outcome, searched, filtered by reason, sorted, in pages, ticked for a payout batch; and a CSV of
 * the whole run or of what the list shows. Settings_Page prints it in place of the settings when
 * the address names a run.
 */
final class Run_Record_Screen {

	/** The query argument naming the run (the runs table's id). */
	public const RUN_ARG = 'vendor_payout_schedule_run_id';

	/**
	 * The same argument as 1.0.0 named it, after the WP-Cron hook that starts a run: links in
	 * summary e-mails sent before still open the record.
	 */
	private const RUN_ARG_1_0 = 'vendor_payout_schedule_run';

	/** The admin-post action of the CSV download, and its nonce's action. */
	public const CSV_ACTION = 'vendor_payout_schedule_run_record_csv';

	/** The user option holding the vendors per page (Screen Options). */
	public const PER_PAGE_OPTION = 'vendor_payout_schedule_record_per_page';

	/**
	 * Hooks the CSV download and the screen's options.
	 */
	public function register_hooks(): void {
		add_action( 'admin_post_' . self::CSV_ACTION, array( $this, 'download' ) );
		add_action( 'current_screen', array( $this, 'set_up' ) );
		add_filter( 'set_screen_option_' . self::PER_PAGE_OPTION, array( $this, 'per_page' ), 10, 3 );
	}

	/**
	 * The record of a run.
	 *
	 * @param int                   $run_id The run's id.
	 * @param array<string, string> $args   More query arguments (Outcome_List_Table's), '' ones left out.
	 */
	public static function url( int $run_id, array $args = array() ): string {
		return add_query_arg(
			array(
				'page'        => Settings_Page::SLUG,
				self::RUN_ARG => $run_id,
			) + array_filter( $args, 'strlen' ),
			admin_url( 'admin.php' )
		);
	}

	/**
	 * The run the request asks for (0 for none).
	 */
	public static function requested_run(): int {
		foreach ( array( self::RUN_ARG, self::RUN_ARG_1_0 ) as $arg ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which record a read-only GET screen shows.
			if ( isset( $_GET[ $arg ] ) ) {
				return absint( $_GET[ $arg ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- as above.
			}
		}
		return 0;
	}

	/**
	 * On `current_screen`, before wp-admin prints its header: on a run's record, "Vendors per page"
	 * and the list's columns under Screen Options.
	 *
	 * @param mixed $screen The screen.
	 */
	public function set_up( $screen ): void {
		if ( ! $screen instanceof WP_Screen || ! Settings_Page::is_page( $screen ) || self::requested_run() <= 0 || Statement_Screen::requested_payout() > 0 ) {
			return;
		}
		Outcome_List_Table::add_per_page_option( self::PER_PAGE_OPTION );
		try {
			$run = ( new Run_Ledger() )->find( self::requested_run() );
		} catch ( Database_Error $error ) {
			// The page says so when it prints.
			return;
		}
		if ( null === $run ) {
			return;
		}
		// Made once here so WordPress knows its columns when it draws Screen Options.
		$list = self::list_of( $run );
		if ( Payout_Batch_Section::BULK_ACTION === $list->current_action() ) {
			// The list's bulk action, sent with its GET form (as WordPress's own lists send theirs).
			check_admin_referer( 'bulk-vps-outcomes' );
			if ( ! current_user_can( Settings_Page::capability() ) ) {
				wp_die( esc_html__( 'Sorry, you are not allowed to manage withdraw schedules.', 'vendor-payout-schedule' ), 403 );
			}
			$ticked = isset( $_GET['vendor'] ) && is_array( $_GET['vendor'] ) ? array_map( 'absint', wp_unslash( $_GET['vendor'] ) ) : array();
			Payout_Batch_Section::start_for_vendors( $run, $ticked );
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
	 * Prints the record (inside the settings screen's wrap).
	 *
	 * @param int $run_id The run's id.
	 */
	public function render( int $run_id ): void {
		if ( ! current_user_can( Settings_Page::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage withdraw schedules.', 'vendor-payout-schedule' ), 403 );
		}
		$back = add_query_arg( 'page', Settings_Page::SLUG, admin_url( 'admin.php' ) );
		try {
			$run = ( new Run_Ledger() )->find( $run_id );
			if ( null === $run ) {
				printf( '<h1>%1$s</h1><div class="notice notice-warning inline"><p>%2$s</p></div>', esc_html__( 'Payout run', 'vendor-payout-schedule' ), esc_html__( 'No payout run is recorded under this number.', 'vendor-payout-schedule' ) );
				printf( '<p><a href="%1$s">%2$s</a></p>', esc_url( $back ), esc_html__( '← Back to Withdraw Schedule', 'vendor-payout-schedule' ) );
				return;
			}
			$this->render_run( $run, $back );
		} catch ( Database_Error $error ) {
			printf( '<div class="notice notice-error inline"><p>%s</p></div>', esc_html__( 'The run’s record could not be read: the database did not answer. Reload the page to try again.', 'vendor-payout-schedule' ) );
		}
	}

	/**
	 * On `admin_post_vendor_payout_schedule_run_record_csv`: every vendor of the run, or those the
	 * list showed, after checking the capability and the nonce.
	 */
	public function download(): void {
		if ( ! current_user_can( Settings_Page::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage withdraw schedules.', 'vendor-payout-schedule' ), 403 );
		}
		check_admin_referer( self::CSV_ACTION );
		$run = ( new Run_Ledger() )->find( self::requested_run() );
		if ( null === $run ) {
			wp_die( esc_html__( 'No payout run is recorded under this number.', 'vendor-payout-schedule' ), 404 );
		}
		self::list_of( $run )->csv()->send( 'payout-run-' . $run->schedule . '-' . $run->scheduled_for . '.csv', (string) $run->scheduled_for );
		exit;
	}

	/**
	 * The list of a run's vendors.
	 *
	 * @param object $run The runs table's row.
	 */
	public static function list_of( object $run ): Outcome_List_Table {
		return new Outcome_List_Table(
			new Run_Record( $run ),
			array(
				'page'        => Settings_Page::SLUG,
				self::RUN_ARG => (string) (int) $run->id,
			),
			self::PER_PAGE_OPTION,
			self::CSV_ACTION
		);
	}

	/**
	 * Heading, state, figures and the list.
	 *
	 * @param object $run  The runs table's row.
	 * @param string $back The settings screen.
	 */
	private function render_run( object $run, string $back ): void {
		$catalog = new Schedule_Catalog();
		$record  = new Run_Record( $run );
		$figures = $record->figures();
		$table   = self::list_of( $run );
		$table->set_counts(
			array(
				''                        => $figures['counts']['vendors'],
				Outcome_Source::REQUESTED => $figures['counts'][ Outcome_Source::REQUESTED ] ?? 0,
				Request_Status::PENDING   => $figures['counts'][ Request_Status::PENDING ] ?? 0,
				Request_Status::APPROVED  => $figures['counts'][ Request_Status::APPROVED ] ?? 0,
				Request_Status::CANCELLED => $figures['counts'][ Request_Status::CANCELLED ] ?? 0,
				Outcome_Source::SKIPPED   => $figures['counts'][ Outcome_Source::SKIPPED ] ?? 0,
			)
		);
		$table->prepare_items();
		$title = sprintf(
			/* translators: 1: schedule title, e.g. Weekly; 2: the run's payout date. */
			__( '%1$s payout run of %2$s', 'vendor-payout-schedule' ),
			$catalog->title( (string) $run->schedule ),
			$catalog->format_ymd( (string) $run->scheduled_for )
		);
		?>
		<p class="vps-record__back"><a href="<?php echo esc_url( $back ); ?>"><?php esc_html_e( '← Back to Withdraw Schedule', 'vendor-payout-schedule' ); ?></a></p>
		<h1 class="wp-heading-inline"><?php echo esc_html( $title ); ?></h1>
		<hr class="wp-header-end" />
		<section class="vps-record" aria-labelledby="vps-record-title">
			<h2 id="vps-record-title" class="screen-reader-text"><?php echo esc_html( $title ); ?></h2>
			<?php
			$this->render_state( $run );
			$this->render_figures( $figures );
			( new Payout_Batch_Section() )->render( $run );
			$table->render();
			?>
		</section>
		<?php
	}

	/**
	 * Whether the run is done, and that request statuses are Dokan's now.
	 *
	 * @param object $run The runs table's row.
	 */
	private function render_state( object $run ): void {
		if ( null === $run->finished_at ) {
			printf( '<p class="vps-record__state">%s</p>', esc_html__( 'This run has not finished: vendors are still being handled, and the figures grow as it goes.', 'vendor-payout-schedule' ) );
			return;
		}
		printf(
			'<p class="vps-record__state">%s</p>',
			esc_html(
				sprintf(
					/* translators: %s: date and time the run finished. */
					__( 'Done on %s. Request statuses are Dokan’s as they are now.', 'vendor-payout-schedule' ),
					wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) strtotime( $run->finished_at . ' UTC' ) )
				)
			)
		);
	}

	/**
	 * Vendors, requests filed and their total, what Dokan has done with them since (approved:
	 * paid; awaiting approval; cancelled), and the skips by reason.
	 *
	 * @param array{counts: array<string, int>, amounts: array<string, float>, skipped: array<string, int>} $figures Run_Record::figures().
	 */
	private function render_figures( array $figures ): void {
		$amount = static fn ( string $key ): string => Price_Text::format( $figures['amounts'][ $key ] ?? 0.0 );
		$count  = static fn ( string $key ): string => number_format_i18n( $figures['counts'][ $key ] ?? 0 );
		Figure_Cards::render(
			__( 'Figures of this run', 'vendor-payout-schedule' ),
			array(
				array(
					'label' => __( 'Vendors', 'vendor-payout-schedule' ),
					'value' => $count( 'vendors' ),
				),
				array(
					'label'  => __( 'Requests filed', 'vendor-payout-schedule' ),
					'value'  => $count( Outcome_Source::REQUESTED ),
					/* translators: %s: an amount of money. */
					'detail' => sprintf( __( 'Together %s', 'vendor-payout-schedule' ), $amount( Outcome_Source::REQUESTED ) ),
				),
				array(
					'label'  => __( 'Paid (approved in Dokan)', 'vendor-payout-schedule' ),
					'value'  => $count( Request_Status::APPROVED ),
					'detail' => $amount( Request_Status::APPROVED ),
				),
				array(
					'label'  => __( 'Awaiting approval', 'vendor-payout-schedule' ),
					'value'  => $count( Request_Status::PENDING ),
					'detail' => $amount( Request_Status::PENDING ),
				),
				array(
					'label'  => __( 'Cancelled in Dokan', 'vendor-payout-schedule' ),
					'value'  => $count( Request_Status::CANCELLED ),
					'detail' => $amount( Request_Status::CANCELLED ),
				),
				array(
					'label'  => __( 'Skipped', 'vendor-payout-schedule' ),
					'value'  => $count( Outcome_Source::SKIPPED ),
					'detail' => array() === $figures['skipped'] ? '' : Admin_Wording::skipped_text( $figures['skipped'] ),
				),
			)
		);
	}
}
