<?php
/**
 * The admin's list of recent payout runs on the settings screen.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Settings_Page;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Schema;

/**
 * Date, schedule, state, vendors paid, skipped by reason, total amount; and the admin notice while a
 * run is stalled or failing.
 */
final class Runs_Report_Test extends Engine_Test_Case {

	public function test_the_settings_screen_lists_each_run_with_its_totals(): void {
		Engine_Site::seed_vendors(
			array(
				array( 'balance' => '1000' ),
				array( 'balance' => '234.50' ),
				array( 'balance' => '10' ),
				array(
					'balance' => '900',
					'method'  => '',
					'methods' => array(),
				),
			)
		);
		$pending = $this->vendor( array( 'balance' => '500' ) );
		Engine_Site::manual_request( $pending, 100 );
		Engine_Site::run( 'weekly', self::DATE );
		Engine_Site::run( 'monthly', '2099-01-30' );

		$html = $this->section_as( 1 );
		$rows = $this->rows( $html );

		$this->assertStringContainsString( 'Recent payout runs', $html );
		$this->assertSame( array( 'Date', 'Schedule', 'Status', 'Requests filed', 'Skipped', 'Total requested' ), $this->cells( $html, 'th' ) );
		$this->assertSame( array( 'January 30, 2099', 'Monthly', 'Done', '0', 'None', '$0.00' ), $rows[0], 'newest first; a run with nobody on the schedule is listed too' );
		$this->assertSame( array( 'January 5, 2099', 'Weekly', 'Done', '2', 'Below minimum: 1, Pending request: 1, No payment method: 1', '$1,234.50' ), $rows[1] );
	}

	public function test_a_run_still_in_progress_says_so(): void {
		Engine_Site::seed_vendors( array_fill( 0, 5, array( 'balance' => '500' ) ) );
		Engine_Site::run( 'weekly', self::DATE, 0.0 );

		$this->assertSame( 'Running Vendors not yet handled: 5', $this->rows( $this->section_as( 1 ) )[0][2] );
		$this->assertSame( '', $this->notices_as( 1 ), 'nothing alarming while it runs' );
	}

	public function test_a_done_run_whose_emails_are_still_going_out_says_how_many_vendors_wait(): void {
		Engine_Site::seed_vendors( array_fill( 0, 4, array( 'balance' => '500' ) ) );
		Engine_Site::run( 'weekly', self::DATE );
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::payouts_table() . ' SET mailed = 0 WHERE scheduled_for = %s LIMIT 3', self::DATE ) );

		$this->assertSame( 'Done Vendors still to be e-mailed: 3', $this->rows( $this->section_as( 1 ) )[0][2] );
		$this->assertSame( '', $this->notices_as( 1 ), 'nothing alarming: the payouts are all filed' );
	}

	public function test_a_failing_run_shows_its_last_error_and_the_admin_is_told(): void {
		Engine_Site::seed_vendors( array_fill( 0, 3, array( 'balance' => '500' ) ) );
		Engine_Site::run( 'weekly', self::DATE, 0.0 );
		$this->set_run( array( 'failures' => 2, 'last_error' => "Table 'shop.wp_vps_payouts' doesn't exist", 'next_attempt_at' => gmdate( 'Y-m-d H:i:s', time() + 120 ) ) );

		$this->assertSame( "Retrying after an error Vendors not yet handled: 3 Last error: Table 'shop.wp_vps_payouts' doesn't exist", $this->rows( $this->section_as( 1 ) )[0][2] );
		$notice = $this->notices_as( 1 );
		$this->assertStringContainsString( 'Scheduled payouts need your attention.', $notice );
		$this->assertStringContainsString( 'Weekly payout of January 5, 2099: Retrying after an error, 3 vendors not yet handled.', $notice );
		$this->assertSame( '', $this->notices_as( $this->vendor() ), 'vendors are not told' );
	}

	public function test_a_run_nobody_came_back_to_is_stalled(): void {
		Engine_Site::seed_vendors( array_fill( 0, 3, array( 'balance' => '500' ) ) );
		Engine_Site::run( 'weekly', self::DATE, 0.0 );
		$this->set_run( array( 'next_attempt_at' => gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS ) ) );

		$this->assertStringStartsWith( 'Stalled Vendors not yet handled: 3', $this->rows( $this->section_as( 1 ) )[0][2] );
		$this->assertStringContainsString( 'Stalled, 3 vendors not yet handled.', $this->notices_as( 1 ) );
	}

	public function test_a_row_left_filing_long_after_the_watchdog_stalls_the_run(): void {
		$vendor = $this->vendor( array( 'balance' => '500' ) );
		Engine_Site::run( 'weekly', self::DATE );
		global $wpdb;
		$wpdb->update( Schema::payouts_table(), array( 'status' => Payout_Ledger::FILING, 'updated_at' => gmdate( 'Y-m-d H:i:s', time() - 2 * HOUR_IN_SECONDS ) ), array( 'vendor_id' => $vendor ) );
		$this->set_run( array( 'finished_at' => null, 'next_attempt_at' => gmdate( 'Y-m-d H:i:s', time() + 300 ) ) );

		$this->assertSame( 'Stalled Vendors not yet handled: 1', $this->rows( $this->section_as( 1 ) )[0][2] );
		$this->assertStringContainsString( 'Weekly payout of January 5, 2099: Stalled, 1 vendor not yet handled.', $this->notices_as( 1 ) );
	}

	public function test_all_well_means_no_notice(): void {
		$this->vendor( array( 'balance' => '500' ) );
		Engine_Site::run( 'weekly', self::DATE );

		$this->assertSame( 'Done', $this->rows( $this->section_as( 1 ) )[0][2] );
		$this->assertSame( '', $this->notices_as( 1 ) );
	}

	public function test_vendors_do_not_see_the_section(): void {
		$vendor = $this->vendor();
		Engine_Site::run( 'weekly', self::DATE );

		$this->assertSame( '', trim( $this->section_as( $vendor ) ) );
	}

	public function test_before_any_run_it_says_so(): void {
		$this->assertStringContainsString( 'No scheduled payout has run yet.', $this->section_as( 1 ) );
	}

	/**
	 * The section as printed by the settings screen's action for a user (other sections aside).
	 *
	 * @param int $user_id User id.
	 */
	private function section_as( int $user_id ): string {
		$html = self::on_withdraw_schedule( $user_id, static fn () => do_action( Settings_Page::AFTER_FORM_ACTION ) );
		return preg_match( '#<section class="vps-runs".*?</section>#s', $html, $section ) ? $section[0] : '';
	}

	/**
	 * Sets columns of the weekly run's row.
	 *
	 * @param array<string, mixed> $fields Columns.
	 */
	private function set_run( array $fields ): void {
		global $wpdb;
		$wpdb->update( Schema::runs_table(), $fields, array( 'schedule' => 'weekly', 'scheduled_for' => self::DATE ) );
	}

	/**
	 * The body rows' cell texts (the list's button that shows a row's other cells on a small screen
	 * aside).
	 *
	 * @param string $html Section.
	 * @return array<int, string[]>
	 */
	private function rows( string $html ): array {
		$html = preg_replace( '#<button type="button" class="toggle-row">.*?</button>#s', '', $html );
		preg_match( '#<tbody[^>]*>(.*?)</tbody>#s', $html, $body );
		preg_match_all( '#<tr[^>]*>(.*?)</tr>#s', $body[1] ?? '', $matches );
		return array_map( fn ( string $row ): array => $this->cells( $row, 'td' ), $matches[1] );
	}

	/**
	 * Texts of the cells of a tag; for headings, those above the rows.
	 *
	 * @param string $html Markup.
	 * @param string $tag  td or th.
	 * @return string[]
	 */
	private function cells( string $html, string $tag ): array {
		if ( 'th' === $tag && preg_match( '#<thead[^>]*>(.*?)</thead>#s', $html, $head ) ) {
			$html = $head[1];
		}
		preg_match_all( "#<{$tag}[^>]*>(.*?)</{$tag}>#s", $html, $matches );
		return array_map( static fn ( string $cell ): string => html_entity_decode( trim( preg_replace( '/\s+/', ' ', wp_strip_all_tags( str_replace( '<br />', ' ', $cell ) ) ) ), ENT_QUOTES ), $matches[1] );
	}
}
