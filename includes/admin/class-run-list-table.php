<?php
/**
 * The recent payout runs as a WordPress list table.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Price_Text;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use WP_List_Table;

defined( 'ABSPATH' ) || exit;

// WordPress loads its list table with every admin screen; a request that builds the list elsewhere
// (a test, a script) loads it as WooCommerce's admin lists do.
if ( ! class_exists( WP_List_Table::class ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * One row per run, newest first: its date (opening the run's record), schedule, state (with the
 * vendors not handled yet and the last error while unfinished, or those still to be e-mailed once
 * done), requests filed, skips by reason and the total requested. A request is "requested", not
 * "paid", until Dokan approves it; the record says which were.
 *
 * The latest Runs_Report::RUNS_SHOWN runs, without pages: it shares its admin page with Next run's list, whose
 * pages and Screen Options WordPress keeps one per page. It lives on a screen of its own for the
 * same reason: WordPress keeps one set of columns per screen.
 */
final class Run_List_Table extends WP_List_Table {

	/** The screen its columns are kept under, apart from the page's own. */
	private const SCREEN = 'vendor-payout-schedule-runs';

	/**
	 * Dates and schedule titles.
	 *
	 * @var Schedule_Catalog
	 */
	private Schedule_Catalog $catalog;

	/**
	 * Sets the table up.
	 */
	public function __construct() {
		$this->catalog = new Schedule_Catalog();
		parent::__construct(
			array(
				'singular' => 'run',
				'plural'   => 'vps-runs__table',
				'ajax'     => false,
				'screen'   => self::SCREEN,
			)
		);
	}

	/**
	 * Reads the latest runs.
	 */
	public function prepare_items(): void {
		$this->items = ( new Run_Ledger() )->recent_runs( Runs_Report::RUNS_SHOWN );
	}

	/**
	 * The columns.
	 *
	 * @return array<string, string>
	 */
	public function get_columns() {
		return array(
			'date'     => __( 'Date', 'vendor-payout-schedule' ),
			'schedule' => __( 'Schedule', 'vendor-payout-schedule' ),
			'state'    => __( 'Status', 'vendor-payout-schedule' ),
			'requests' => __( 'Requests filed', 'vendor-payout-schedule' ),
			'skipped'  => __( 'Skipped', 'vendor-payout-schedule' ),
			'amount'   => __( 'Total requested', 'vendor-payout-schedule' ),
		);
	}

	/**
	 * What the list says before any run.
	 */
	public function no_items(): void {
		esc_html_e( 'No scheduled payout has run yet.', 'vendor-payout-schedule' );
	}

	/**
	 * No navigation: the list holds the latest runs only, and no form.
	 *
	 * @param string $which `top` or `bottom`.
	 */
	protected function display_tablenav( $which ): void {
	}

	/**
	 * The date, opening the run's record. A plain cell, not the row's header: the row is the run,
	 * which its date and schedule name together.
	 *
	 * @param array<string, mixed> $item    Run summary (Run_Ledger::recent_runs()).
	 * @param string               $classes The cell's classes.
	 * @param string               $data    The cell's data attributes, escaped.
	 * @param string               $primary The primary column.
	 */
	protected function _column_date( $item, $classes, $data, $primary ): string { // phpcs:ignore PSR2.Methods.MethodDeclaration.Underscore -- WordPress's name for a column that prints its own cell.
		return sprintf(
			'<td class="%1$s" %2$s><a href="%3$s">%4$s</a>%5$s</td>',
			esc_attr( $classes ),
			$data,
			esc_url( Run_Record_Screen::url( (int) $item['id'] ) ),
			esc_html( $this->catalog->format_ymd( (string) $item['date'] ) ),
			$this->handle_row_actions( $item, 'date', $primary )
		);
	}

	/**
	 * The run's state; once done, the vendors whose e-mails have not gone out yet and the admin's
	 * summary while it waits (a go that died announcing the run leaves it to the next go); while
	 * unfinished, the vendors left and the last error.
	 *
	 * @param array<string, mixed> $item Run summary.
	 */
	protected function column_state( $item ): string {
		$state = Run_State::of( $item, time() );
		$class = Run_State::needs_attention( $state ) ? 'vps-runs__state vps-runs__state--alert' : 'vps-runs__state';
		$lines = array( sprintf( '<strong class="%1$s">%2$s</strong>', esc_attr( $class ), esc_html( Admin_Wording::run_state( $state ) ) ) );
		if ( $item['mailed_again'] > 0 ) {
			// A crash interrupted their e-mails, which were then sent again: some may have had them twice.
			/* translators: %s: number of vendors. */
			$lines[] = esc_html( sprintf( __( 'E-mails sent again after an interruption, perhaps twice: %s', 'vendor-payout-schedule' ), number_format_i18n( (int) $item['mailed_again'] ) ) );
		}
		if ( Run_State::DONE === $state ) {
			if ( $item['unmailed'] > 0 ) {
				/* translators: %s: number of vendors. */
				$lines[] = esc_html( sprintf( __( 'Vendors still to be e-mailed: %s', 'vendor-payout-schedule' ), number_format_i18n( (int) $item['unmailed'] ) ) );
			}
			if ( $item['summary_due'] && Withdraw_Settings::ADMIN_MAIL_SUMMARY === ( new Withdraw_Settings() )->admin_mail() ) {
				$lines[] = esc_html__( 'The summary e-mail to the admin is still to be sent.', 'vendor-payout-schedule' );
			}
			return implode( '<br />', $lines );
		}
		/* translators: %s: number of vendors. */
		$lines[] = esc_html( sprintf( __( 'Vendors not yet handled: %s', 'vendor-payout-schedule' ), number_format_i18n( (int) $item['unhandled'] ) ) );
		if ( '' !== $item['last_error'] ) {
			/* translators: %s: the database's error message. */
			$lines[] = esc_html( sprintf( __( 'Last error: %s', 'vendor-payout-schedule' ), $item['last_error'] ) );
		}
		return implode( '<br />', $lines );
	}

	/**
	 * The other cells, escaped.
	 *
	 * @param array<string, mixed> $item   Run summary.
	 * @param string               $column Column.
	 */
	protected function column_default( $item, $column ): string {
		switch ( $column ) {
			case 'schedule':
				return esc_html( $this->catalog->title( (string) $item['schedule'] ) );
			case 'requests':
				return esc_html( number_format_i18n( (int) $item['paid'] ) );
			case 'skipped':
				return esc_html( Admin_Wording::skipped_text( $item['skipped'] ) );
		}
		return esc_html( Price_Text::format( (float) $item['amount'] ) );
	}
}
