<?php
/**
 * The admin's list of recent payout runs on the settings screen.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Settings_Page;

/**
 * Date, schedule, vendors paid, skipped by reason, total amount.
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
		$this->assertSame( array( 'Date', 'Schedule', 'Vendors paid', 'Skipped', 'Total amount' ), $this->cells( $html, 'th' ) );
		$this->assertSame( array( 'January 30, 2099', 'Monthly', '0', 'None', '$0.00' ), $rows[0], 'newest first; a run with nobody on the schedule is listed too' );
		$this->assertSame( array( 'January 5, 2099', 'Weekly', '2', 'Below minimum: 1, Pending request: 1, No payment method: 1', '$1,234.50' ), $rows[1] );
	}

	public function test_a_run_still_in_progress_says_so(): void {
		Engine_Site::seed_vendors( array_fill( 0, 5, array( 'balance' => '500' ) ) );
		Engine_Site::run( 'weekly', self::DATE, 0.0 );

		$this->assertStringContainsString( 'In progress', $this->section_as( 1 ) );
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
		wp_set_current_user( $user_id );
		ob_start();
		do_action( Settings_Page::AFTER_FORM_ACTION );
		wp_set_current_user( 0 );
		return preg_match( '#<section class="vps-runs".*?</section>#s', (string) ob_get_clean(), $section ) ? $section[0] : '';
	}

	/**
	 * The body rows' cell texts.
	 *
	 * @param string $html Section.
	 * @return array<int, string[]>
	 */
	private function rows( string $html ): array {
		preg_match_all( '#<tr>(.*?)</tr>#s', explode( '<tbody>', $html )[1] ?? '', $matches );
		return array_map( fn ( string $row ): array => $this->cells( $row, 'td' ), $matches[1] );
	}

	/**
	 * Texts of the cells of a tag.
	 *
	 * @param string $html Markup.
	 * @param string $tag  td or th.
	 * @return string[]
	 */
	private function cells( string $html, string $tag ): array {
		preg_match_all( "#<{$tag}[^>]*>(.*?)</{$tag}>#s", $html, $matches );
		return array_map( static fn ( string $cell ): string => trim( preg_replace( '/\s+/', ' ', wp_strip_all_tags( $cell ) ) ), $matches[1] );
	}
}
