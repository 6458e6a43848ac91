<?php
/**
 * The admin's preview of the next run says what the run then does, vendor for vendor.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Next_Run_Csv;
use VendorPayoutSchedule\Admin\Next_Run_Preview;
use VendorPayoutSchedule\Admin\Next_Run_Totals;
use VendorPayoutSchedule\Admin\Settings_Page;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

/**
 * Previews on the scratch site, then real runs for the previewed date.
 */
final class Next_Run_Preview_Test extends Engine_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		Next_Run_Totals::uninstall();
	}

	protected function tearDown(): void {
		remove_all_filters( 'vendor_payout_schedule_live_totals_limit' );
		parent::tearDown();
	}

	public function test_a_large_run_shows_a_page_of_vendors_at_once_and_the_totals_once_taken(): void {
		add_filter( 'vendor_payout_schedule_live_totals_limit', static fn () => 1 );
		$paid    = $this->vendor( array( 'balance' => '150' ) );
		$skipped = $this->vendor( array( 'balance' => '10' ) );
		$date    = $this->run_of( new Next_Run_Preview(), 'weekly' )['date'];

		$before = $this->section_as( 1 );
		$this->assertStringContainsString( 'The totals of this run are being calculated.', $before );
		$this->assertIsInt( wp_next_scheduled( Next_Run_Totals::HOOK, array( 'weekly', $date ) ), 'an event takes them' );
		$this->assertStringContainsString( get_userdata( $paid )->display_name, $before, 'the vendors are listed at once' );
		$this->assertStringContainsString( '$150.00', $before );
		$this->assertStringContainsString( 'Below minimum', $before );

		do_action( Next_Run_Totals::HOOK, 'weekly', $date );
		// The admin sees them on a later page view, a request with a fresh cache. In this process
		// the cache may still say there are none: WP-Cron, started by the first view, can store the
		// same totals in the same second, and add_option() then changes no row and leaves the cache.
		wp_cache_flush();
		$after = preg_replace( '/\s+/', ' ', wp_strip_all_tags( $this->section_as( 1 ) ) );

		$this->assertStringContainsString( 'Vendors on the schedule 2 Requests it would file 1 Together $150.00 Vendors it would skip 1 Below minimum: 1', $after );
		$this->assertMatchesRegularExpression( '/Totals as of \\w+ \\d{1,2}, \\d{4} \\d{1,2}:\\d\\d\\s?[ap]m \\(\\d+ \\w+ ago\\)\\. Recalculate the totals/', $after, 'dated, with their age' );
		$this->assertStringNotContainsString( 'being recalculated', $after );
		$this->assertSame( '', trim( $this->section_as( $skipped ) ), 'vendors do not see the section' );
	}

	public function test_a_small_run_gets_its_totals_with_the_page(): void {
		$this->vendor( array( 'balance' => '150' ) );
		$this->vendor( array( 'balance' => '10' ) );
		$date = $this->run_of( new Next_Run_Preview(), 'weekly' )['date'];

		$section = preg_replace( '/\s+/', ' ', wp_strip_all_tags( $this->section_as( 1 ) ) );

		$this->assertStringContainsString( 'Vendors on the schedule 2 Requests it would file 1 Together $150.00 Vendors it would skip 1 Below minimum: 1', $section );
		$this->assertMatchesRegularExpression( '/Totals as of \\d{1,2}:\\d\\d\\s?[ap]m, calculated with this page\\./', $section );
		$this->assertStringNotContainsString( 'Recalculate', $section );
		$this->assertFalse( wp_next_scheduled( Next_Run_Totals::HOOK, array( 'weekly', $date ) ), 'no event is needed' );
	}

	public function test_stale_totals_stay_dated_on_screen_while_they_are_taken_again(): void {
		$date             = $this->weekly_totals_kept();
		$key              = Next_Run_Totals::TRANSIENT_PREFIX . 'weekly_' . str_replace( '-', '', $date );
		$kept             = get_transient( $key );
		$kept['taken_at'] = time() - Next_Run_Totals::MAX_AGE - 2 * HOUR_IN_SECONDS;
		set_transient( $key, $kept, Next_Run_Totals::KEEP );

		$section = preg_replace( '/\s+/', ' ', wp_strip_all_tags( $this->section_as( 1 ) ) );

		$this->assertStringContainsString( 'Requests it would file 1 Together $150.00', $section, 'the old figures are still shown' );
		$this->assertMatchesRegularExpression( '/Totals as of .+ \\(2 hours ago\\)\\. They are being recalculated: reload the page in a moment for newer figures\\./', $section );
		$this->assertIsInt( wp_next_scheduled( Next_Run_Totals::HOOK, array( 'weekly', $date ) ), 'an event takes them again' );
	}

	public function test_a_change_of_the_payout_settings_forgets_the_kept_totals(): void {
		$this->weekly_totals_kept();
		$this->assertStringContainsString( 'Requests it would file 1', preg_replace( '/\s+/', ' ', wp_strip_all_tags( $this->section_as( 1 ) ) ) );

		$dokan                   = get_option( Withdraw_Settings::DOKAN_OPTION );
		$dokan['withdraw_limit'] = '200';
		update_option( Withdraw_Settings::DOKAN_OPTION, $dokan );

		$this->assertStringContainsString( 'The totals of this run are being calculated.', $this->section_as( 1 ), 'no figures the new limit has made wrong' );
	}

	public function test_the_run_right_after_a_preview_does_for_every_vendor_what_the_preview_said(): void {
		$vendors = Engine_Site::seed_vendors(
			array(
				array( 'balance' => '250.75' ),
				array(
					'balance' => '120',
					'reserve' => 20,
				),
				array(
					'balance' => '80',
					'minimum' => 100,
				),
				array(
					'balance' => '120',
					'reserve' => 100,
				),
				array( 'balance' => '400' ),
				array(
					'balance' => '300',
					'method'  => '',
					'methods' => array(),
				),
				array(
					'balance' => '300',
					'method'  => 'bank',
				),
				array(
					'balance' => '300',
					'selling' => false,
				),
				array(
					'balance' => '300',
					'role'    => 'customer',
				),
				array(
					'balance'  => '900',
					'schedule' => 'monthly',
				),
			)
		);
		Engine_Site::manual_request( $vendors[4], 50 );
		$preview = new Next_Run_Preview();
		$weekly  = $this->run_of( $preview, 'weekly' );

		$said = array();
		$preview->each_batch(
			'weekly',
			$weekly['date'],
			'',
			static function ( array $rows ) use ( &$said ): void {
				foreach ( $rows as $row ) {
					$said[ $row['vendor_id'] ] = array( $row['reason'] ?? 'paid', round( $row['amount'], 2 ) );
				}
			}
		);
		Engine_Site::run( 'weekly', $weekly['date'] );

		$done = array();
		foreach ( Engine_Site::outcomes( $weekly['date'] ) as $vendor => $row ) {
			$done[ $vendor ] = array( Payout_Ledger::FILED === $row->status ? 'paid' : $row->reason, round( (float) $row->amount, 2 ) );
		}
		ksort( $said );
		ksort( $done );
		$this->assertSame( $done, $said, 'the same outcome and amount for every vendor' );
		$this->assertSame(
			array( 'paid', 'paid', Skip_Reason::BelowMinimum->value, Skip_Reason::ReserveLeavesTooLittle->value, Skip_Reason::PendingRequest->value, Skip_Reason::NoMethod->value, Skip_Reason::MethodInactive->value, Skip_Reason::HostRefused->value, Skip_Reason::NotVendor->value ),
			array_column( array_values( $said ), 0 ),
			'every outcome the run knows is covered'
		);
		$this->assertArrayNotHasKey( $vendors[9], $said, 'a vendor on another schedule is not in this run' );
	}

	public function test_totals_count_requests_their_amount_and_skips_by_reason(): void {
		Engine_Site::seed_vendors(
			array(
				array( 'balance' => '100.10' ),
				array( 'balance' => '200.20' ),
				array( 'balance' => '10' ),
				array( 'balance' => '20' ),
				array(
					'balance' => '300',
					'method'  => '',
					'methods' => array(),
				),
			)
		);
		$preview = new Next_Run_Preview();

		$totals = ( new Next_Run_Totals() )->take( 'weekly', $this->run_of( $preview, 'weekly' )['date'] );

		$this->assertSame( 5, $totals['vendors'] );
		$this->assertSame( 2, $totals['requests'] );
		$this->assertSame( 300.3, $totals['amount'] );
		$this->assertSame(
			array(
				Skip_Reason::BelowMinimum->value => 2,
				Skip_Reason::NoMethod->value     => 1,
			),
			$totals['skipped']
		);
	}

	public function test_pages_and_search_by_vendor(): void {
		$vendors = Engine_Site::seed_vendors( array_fill( 0, 25, array( 'balance' => '100' ) ) );
		$preview = new Next_Run_Preview();
		$date    = $this->run_of( $preview, 'weekly' )['date'];

		$third = $preview->page( 'weekly', $date, '', 3, 10 );
		$this->assertSame( 25, $preview->vendor_count( 'weekly', $date ) );
		$this->assertSame( array_slice( $vendors, 20 ), array_column( $third, 'vendor_id' ) );

		$login = get_userdata( $vendors[7] )->user_login;
		$found = $preview->page( 'weekly', $date, $login, 1, 10 );
		$this->assertSame( 1, $preview->vendor_count( 'weekly', $date, $login ) );
		$this->assertSame( array( $vendors[7] ), array_column( $found, 'vendor_id' ) );
		$this->assertSame( 0, $preview->vendor_count( 'weekly', $date, 'nobody-by-this-name' ) );
		$this->assertSame( array(), $preview->page( 'weekly', $date, 'nobody-by-this-name', 1, 10 ) );
	}

	public function test_a_vendor_already_handled_for_the_date_is_not_previewed_again(): void {
		$paid    = $this->vendor( array( 'balance' => '100' ) );
		$preview = new Next_Run_Preview();
		$date    = $this->run_of( $preview, 'weekly' )['date'];
		Engine_Site::run( 'weekly', $date );
		$this->vendor( array( 'balance' => '100' ) );

		$page = $preview->page( 'weekly', $date, '', 1, 10 );

		$this->assertSame( 1, $preview->vendor_count( 'weekly', $date ) );
		$this->assertNotContains( $paid, array_column( $page, 'vendor_id' ) );
	}

	public function test_the_csv_lists_every_vendor_and_keeps_formulas_out(): void {
		$vendors = Engine_Site::seed_vendors( array_fill( 0, 3, array( 'balance' => '100' ) ) );
		wp_update_user(
			array(
				'ID'           => $vendors[1],
				'display_name' => '=HYPERLINK("http://evil.test")',
			)
		);
		$preview = new Next_Run_Preview();
		$run     = $this->run_of( $preview, 'weekly' );
		$out     = fopen( 'php://memory', 'w+' );

		( new Next_Run_Csv() )->write( $out, $preview, 'weekly', $run['date'], '' );
		rewind( $out );
		$lines = array();
		while ( ( $line = fgetcsv( $out, null, ',', '"', '' ) ) !== false ) {
			$lines[] = $line;
		}

		$this->assertCount( 4, $lines, 'a header and one line per vendor' );
		$this->assertSame( array( 'Vendor ID', 'Vendor', 'E-mail', 'Payout date', 'Balance', 'Would request', 'Method', 'Skip reason', 'Details' ), $lines[0] );
		$this->assertSame( array( (string) $vendors[0], $run['date'], '100.00', '100.00', 'PayPal', '' ), array( $lines[1][0], $lines[1][3], $lines[1][4], $lines[1][5], $lines[1][6], $lines[1][7] ) );
		$this->assertSame( "'=HYPERLINK(\"http://evil.test\")", $lines[2][1] );
	}

	/**
	 * One vendor of 150 on the weekly run, whose totals are kept rather than taken with the page,
	 * taken now by the WP-Cron event.
	 *
	 * @return string The run's date.
	 */
	private function weekly_totals_kept(): string {
		add_filter( 'vendor_payout_schedule_live_totals_limit', static fn () => 0 );
		$this->vendor( array( 'balance' => '150' ) );
		$date = $this->run_of( new Next_Run_Preview(), 'weekly' )['date'];
		do_action( Next_Run_Totals::HOOK, 'weekly', $date );
		return $date;
	}

	/**
	 * The Next run section as the settings screen prints it for a user.
	 *
	 * @param int $user_id User id.
	 */
	private function section_as( int $user_id ): string {
		wp_set_current_user( $user_id );
		ob_start();
		do_action( Settings_Page::AFTER_FORM_ACTION );
		wp_set_current_user( 0 );
		return preg_match( '#<section class="vps-next-run".*?</section>#s', (string) ob_get_clean(), $section ) ? $section[0] : '';
	}

	/**
	 * A schedule's next run from the preview.
	 *
	 * @param Next_Run_Preview $preview  Preview.
	 * @param string           $schedule Schedule key.
	 * @return array{schedule: string, date: string}
	 */
	private function run_of( Next_Run_Preview $preview, string $schedule ): array {
		foreach ( $preview->runs() as $run ) {
			if ( $schedule === $run['schedule'] ) {
				return $run;
			}
		}
		$this->fail( "No next run of $schedule." );
	}
}
