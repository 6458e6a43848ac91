<?php
/**
 * A past run's record: what it did for each vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Payout_History;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * Dokan → Withdraw Schedule with `&vendor_payout_schedule_run=<id>`: the run's figures, then its vendors 20 a page —
 * requested (amount, method, Dokan's request number and its status now) or skipped (the reason in
 * the admin's words) — searchable, filtered by outcome and reason, and a CSV of the whole run.
 */
final class Run_Record_Screen {

	/** Vendors per page. */
	public const PER_PAGE = 20;

	/** The query argument naming the run (the runs table's id). */
	public const RUN_ARG = 'vendor_payout_schedule_run';

	/** Query arguments of the record's search, filters and page. */
	public const SEARCH_ARG  = 'vendor_payout_schedule_search';
	public const OUTCOME_ARG = 'vendor_payout_schedule_outcome';
	public const REASON_ARG  = 'vendor_payout_schedule_reason';
	public const PAGE_ARG    = 'vendor_payout_schedule_page';

	/**
	 * Hooks the CSV download.
	 */
	public function register_hooks(): void {
		add_action( 'admin_post_' . Run_Record_Csv::ACTION, array( new Run_Record_Csv(), 'download' ) );
	}

	/**
	 * The record of a run, filtered.
	 *
	 * @param int                   $run_id The run's id.
	 * @param array<string, string> $args   Search, outcome and reason (the class's argument names).
	 */
	public static function url( int $run_id, array $args = array() ): string {
		$args = array_filter( $args, static fn ( $value ): bool => '' !== $value );
		return add_query_arg(
			array(
				'page'        => Settings_Page::SLUG,
				self::RUN_ARG => $run_id,
			) + $args,
			admin_url( 'admin.php' )
		);
	}

	/**
	 * The run the request asks for (0 for none).
	 */
	public static function requested_run(): int {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which record a read-only GET screen shows.
		return isset( $_GET[ self::RUN_ARG ] ) ? absint( $_GET[ self::RUN_ARG ] ) : 0;
	}

	/**
	 * The filter's query arguments.
	 *
	 * @param Outcome_Filter $filter Filter.
	 * @return array<string, string>
	 */
	public static function filter_args( Outcome_Filter $filter ): array {
		return array(
			self::SEARCH_ARG  => $filter->search,
			self::OUTCOME_ARG => $filter->outcome,
			self::REASON_ARG  => $filter->reason,
		);
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
			$run = ( new Payout_History() )->run( $run_id );
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
	 * Heading, figures, filters, table and page links.
	 *
	 * @param object $run  The runs table's row.
	 * @param string $back The settings screen.
	 */
	private function render_run( object $run, string $back ): void {
		$catalog = new Schedule_Catalog();
		$source  = new Run_Record_Source( $run );
		$filter  = Outcome_Filter::from_request( self::SEARCH_ARG, self::OUTCOME_ARG, self::REASON_ARG );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the page of a read-only GET screen.
		$page   = isset( $_GET[ self::PAGE_ARG ] ) ? max( 1, absint( $_GET[ self::PAGE_ARG ] ) ) : 1;
		$listed = $source->count( $filter );
		$title  = sprintf(
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
			<?php ( new Run_Record_Summary() )->render( $run, $source ); ?>
			<?php Outcome_Filters::render( array( 'page' => Settings_Page::SLUG, self::RUN_ARG => (string) (int) $run->id ), $filter, array( 'search' => self::SEARCH_ARG, 'outcome' => self::OUTCOME_ARG, 'reason' => self::REASON_ARG ) ); ?>
			<p class="vps-outcomes__download">
				<a class="button" href="<?php echo esc_url( Run_Record_Csv::url( (int) $run->id, $filter ) ); ?>"><?php echo esc_html( $filter->is_narrowed() ? __( 'Download CSV of these vendors', 'vendor-payout-schedule' ) : __( 'Download CSV of the whole run', 'vendor-payout-schedule' ) ); ?></a>
			</p>
			<?php
			$table = new Outcome_Table( $source );
			$table->render( $source->rows( $filter, $page, self::PER_PAGE ), $filter->is_narrowed() );
			$table->render_pagination( self::url( (int) $run->id, self::filter_args( $filter ) ), self::PAGE_ARG, $page, $listed, self::PER_PAGE );
			?>
		</section>
		<?php
	}
}
