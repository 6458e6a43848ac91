<?php
/**
 * The admin's preview of the next run says what the run then does, vendor for vendor.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Next_Run_Preview;
use VendorPayoutSchedule\Admin\Outcome_List_Table;
use VendorPayoutSchedule\Admin\Next_Run_Section;
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
		$date    = $this->run_of( 'weekly' )['date'];

		$before = $this->section_as( 1 );
		$this->assertStringContainsString( 'The totals of this run are being calculated.', $before );
		$this->assertIsInt( Engine_Site::next( Next_Run_Totals::HOOK, array( 'weekly', $date ) ), 'an action on the queue takes them' );
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
		$date = $this->run_of( 'weekly' )['date'];

		$section = preg_replace( '/\s+/', ' ', wp_strip_all_tags( $this->section_as( 1 ) ) );

		$this->assertStringContainsString( 'Vendors on the schedule 2 Requests it would file 1 Together $150.00 Vendors it would skip 1 Below minimum: 1', $section );
		$this->assertMatchesRegularExpression( '/Totals as of \\d{1,2}:\\d\\d\\s?[ap]m, calculated with this page\\./', $section );
		$this->assertStringNotContainsString( 'Recalculate', $section );
		$this->assertNull( Engine_Site::next( Next_Run_Totals::HOOK, array( 'weekly', $date ) ), 'no action is needed' );
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
		$this->assertIsInt( Engine_Site::next( Next_Run_Totals::HOOK, array( 'weekly', $date ) ), 'an action takes them again' );
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
		$weekly = $this->run_of( 'weekly' );

		$said = array();
		( new Next_Run_Preview( 'weekly', $weekly['date'] ) )->each_chunk(
			array(),
			static function ( array $rows ) use ( &$said ): void {
				foreach ( $rows as $row ) {
					$said[ $row['vendor_id'] ] = array( $row['reason'] ?? 'paid', round( $row['amount'], 2 ) );
				}
			}
		);
		Engine_Site::run( 'weekly', $weekly['date'] );

		$done = array();
		foreach ( Engine_Site::outcomes( $weekly['date'] ) as $vendor => $row ) {
			$done[ $vendor ] = array( Payout_Ledger::REQUESTED === $row->status ? 'paid' : $row->reason, round( (float) $row->amount, 2 ) );
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
		$totals = ( new Next_Run_Totals() )->take( 'weekly', $this->run_of( 'weekly' )['date'] );

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
		$preview = new Next_Run_Preview( 'weekly', $this->run_of( 'weekly' )['date'] );

		$third = $preview->find( array(), 3, 10 );
		$this->assertSame( 25, $third['total'] );
		$this->assertSame( 25, $preview->vendor_count() );
		$this->assertSame( array_slice( $vendors, 20 ), array_column( $third['rows'], 'vendor_id' ) );

		$login = get_userdata( $vendors[7] )->user_login;
		$found = $preview->find( array( 'search' => $login ), 1, 10 );
		$this->assertSame( 1, $found['total'] );
		$this->assertSame( array( $vendors[7] ), array_column( $found['rows'], 'vendor_id' ) );
		$this->assertSame(
			array(
				'total' => 0,
				'rows'  => array(),
			),
			$preview->find( array( 'search' => 'nobody-by-this-name' ), 1, 10 )
		);
	}

	public function test_the_vendors_are_kept_by_outcome_and_reason_and_sorted_across_the_whole_run(): void {
		$vendors = Engine_Site::seed_vendors(
			array(
				array( 'balance' => '120' ),
				array( 'balance' => '10' ),
				array( 'balance' => '300' ),
				array(
					'balance' => '500',
					'method'  => '',
					'methods' => array(),
				),
				array( 'balance' => '75.50' ),
				array( 'balance' => '20' ),
			)
		);
		foreach ( array( 'Frank', 'alice', 'Carol', 'bob', 'Eve', 'Dave' ) as $index => $name ) {
			wp_update_user(
				array(
					'ID'           => $vendors[ $index ],
					'display_name' => $name,
				)
			);
		}
		$preview = new Next_Run_Preview( 'weekly', $this->run_of( 'weekly' )['date'] );
		$ids_of  = static fn ( array $query, int $page = 1, int $per_page = 20 ): array => array_column( $preview->find( $query, $page, $per_page )['rows'], 'vendor_id' );

		$this->assertSame( array( $vendors[0], $vendors[2], $vendors[4] ), $ids_of( array( 'outcome' => Next_Run_Preview::WOULD_REQUEST ) ) );
		$this->assertSame( 3, $preview->find( array( 'outcome' => Next_Run_Preview::WOULD_SKIP ), 1, 1 )['total'], 'counted over the whole run, whatever the page' );
		$this->assertSame( array( $vendors[1], $vendors[5] ), $ids_of( array( 'reason' => Skip_Reason::BelowMinimum->value ) ) );
		$this->assertSame( array( $vendors[3] ), $ids_of( array( 'reason' => Skip_Reason::NoMethod->value, 'search' => get_userdata( $vendors[3] )->user_login ) ) );

		$this->assertSame( array( $vendors[1], $vendors[3], $vendors[2], $vendors[5], $vendors[4], $vendors[0] ), $ids_of( array( 'orderby' => 'vendor' ) ), 'by name in the database, whatever the case' );
		$this->assertSame( array( $vendors[0], $vendors[4] ), $ids_of( array( 'orderby' => 'vendor', 'order' => 'desc' ), 1, 2 ) );
		$this->assertSame( array( $vendors[2], $vendors[0], $vendors[4], $vendors[1], $vendors[3], $vendors[5] ), $ids_of( array( 'orderby' => 'amount', 'order' => 'desc' ) ), 'the largest request first; the skips after, in id order' );
		$this->assertSame( array( $vendors[3], $vendors[2] ), $ids_of( array( 'orderby' => 'balance', 'order' => 'desc' ), 1, 2 ) );
		$this->assertSame( array( $vendors[0], $vendors[2], $vendors[4], $vendors[1], $vendors[5], $vendors[3] ), $ids_of( array( 'orderby' => 'outcome' ) ), 'requests first, then the skips by reason' );
		$this->assertSame( array( $vendors[2] ), $ids_of( array( 'outcome' => Next_Run_Preview::WOULD_REQUEST, 'orderby' => 'vendor', 'order' => 'desc' ), 2, 2 ), 'a later page of a sorted view' );
		$second = $preview->find( array( 'orderby' => 'amount', 'order' => 'desc' ), 2, 1 )['rows'][0];
		$this->assertSame( array( 'Frank', 120.0, null ), array( $second['name'], $second['amount'], $second['reason'] ), 'the page’s vendors with their outcomes' );
	}

	public function test_the_section_lists_the_run_with_views_counted_by_its_totals_and_columns_to_sort_by(): void {
		Engine_Site::seed_vendors(
			array(
				array( 'balance' => '150' ),
				array( 'balance' => '10' ),
				array( 'balance' => '20' ),
			)
		);

		$section = $this->section_as( 1, array( 'orderby' => 'amount', 'order' => 'desc' ) );
		$text    = preg_replace( '/\s+/', ' ', wp_strip_all_tags( $section ) );

		$this->assertStringContainsString( 'All (3) | Would be requested (1) | Would be skipped (2)', $text );
		$this->assertStringContainsString( '<caption class="screen-reader-text">Vendors of the next run. Ordered by Would request, descending</caption>', $section );
		$this->assertMatchesRegularExpression( '#<th scope="col" id=\'would_request\' class=\'[^\']*sorted desc\'\s*aria-sort="descending"#', $section );
		$this->assertStringContainsString( '3 vendors', $text );
	}

	public function test_a_vendor_already_handled_for_the_date_is_not_previewed_again(): void {
		$paid = $this->vendor( array( 'balance' => '100' ) );
		$date = $this->run_of( 'weekly' )['date'];
		Engine_Site::run( 'weekly', $date );
		$this->vendor( array( 'balance' => '100' ) );

		$page = ( new Next_Run_Preview( 'weekly', $date ) )->find( array(), 1, 10 );

		$this->assertSame( 1, $page['total'] );
		$this->assertNotContains( $paid, array_column( $page['rows'], 'vendor_id' ) );
	}

	public function test_the_csv_lists_every_vendor_and_keeps_formulas_out(): void {
		$vendors = Engine_Site::seed_vendors( array_fill( 0, 3, array( 'balance' => '100' ) ) );
		wp_update_user(
			array(
				'ID'           => $vendors[1],
				'display_name' => '=HYPERLINK("http://evil.test")',
			)
		);
		$run = $this->run_of( 'weekly' );
		$out = fopen( 'php://memory', 'w+' );

		self::on_withdraw_schedule(
			1,
			static function () use ( $out, $run ): void {
				( new Outcome_List_Table( new Next_Run_Preview( 'weekly', $run['date'] ), array(), Next_Run_Section::PER_PAGE_OPTION, Next_Run_Section::CSV_ACTION ) )->csv()->write( $out, $run['date'] );
			}
		);
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
		$date = $this->run_of( 'weekly' )['date'];
		do_action( Next_Run_Totals::HOOK, 'weekly', $date );
		return $date;
	}

	/**
	 * The Next run section as the settings screen prints it for a user.
	 *
	 * @param int                  $user_id User id.
	 * @param array<string, string> $query   The page's query arguments.
	 */
	private function section_as( int $user_id, array $query = array() ): string {
		$html = self::on_withdraw_schedule( $user_id, static fn () => do_action( Settings_Page::AFTER_FORM_ACTION ), $query );
		return preg_match( '#<section class="vps-next-run".*?</section>#s', $html, $section ) ? $section[0] : '';
	}

	/**
	 * A schedule's next run.
	 *
	 * @param string $schedule Schedule key.
	 * @return array{schedule: string, date: string}
	 */
	private function run_of( string $schedule ): array {
		foreach ( Next_Run_Preview::runs() as $run ) {
			if ( $schedule === $run['schedule'] ) {
				return $run;
			}
		}
		$this->fail( "No next run of $schedule." );
	}
}
