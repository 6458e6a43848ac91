<?php
/**
 * A past run's record on Dokan → Withdraw Schedule: what the run did for each vendor, with what
 * Dokan has done with its requests since.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Outcome_List_Table;
use VendorPayoutSchedule\Admin\Outcome_Source as Outcome;
use VendorPayoutSchedule\Admin\Run_Record;
use VendorPayoutSchedule\Admin\Run_Record_Screen;
use VendorPayoutSchedule\Admin\Settings_Page;
use VendorPayoutSchedule\Admin\Statement_Screen;
use VendorPayoutSchedule\Engine\Request_Status;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Engine\Skip_Reason;

/**
 * Real runs on the scratch site, then the record read as the admin's screen and CSV read it.
 */
final class Run_Record_Test extends Engine_Test_Case {

	public function test_each_vendor_is_listed_with_the_outcome_and_dokans_request_status_now(): void {
		list( $vendors, $source ) = $this->run_with_requests_decided();

		$seen = array();
		foreach ( $source->find( array(), 1, 20 )['rows'] as $row ) {
			$seen[ $row['vendor_id'] ] = array( $row['outcome'], $row['amount'], $row['method_title'], $row['request_status'], $row['reason'] );
		}
		// Listed lowest vendor id first, whichever lane (Run_Lane) the run reached them in.
		$this->assertSame( $vendors, array_keys( $seen ) );

		$this->assertSame(
			array(
				$vendors[0] => array( Outcome::REQUESTED, 120.0, 'PayPal', Request_Status::APPROVED, null ),
				$vendors[1] => array( Outcome::REQUESTED, 150.0, 'PayPal', Request_Status::CANCELLED, null ),
				$vendors[2] => array( Outcome::REQUESTED, 180.5, 'PayPal', Request_Status::PENDING, null ),
				$vendors[3] => array( Outcome::SKIPPED, 0.0, '', '', Skip_Reason::BelowMinimum->value ),
				$vendors[4] => array( Outcome::SKIPPED, 0.0, '', '', Skip_Reason::NoMethod->value ),
			),
			$seen
		);
	}

	public function test_the_figures_count_requests_by_dokans_status_and_skips_by_reason(): void {
		list( , $source ) = $this->run_with_requests_decided();

		$figures = $source->figures();
		ksort( $figures['counts'] );

		$this->assertSame(
			array(
				Request_Status::APPROVED  => 1,
				Request_Status::CANCELLED => 1,
				Request_Status::PENDING   => 1,
				Outcome::REQUESTED        => 3,
				Outcome::SKIPPED          => 2,
				'vendors'                 => 5,
			),
			$figures['counts']
		);
		$this->assertSame( 450.5, $figures['amounts'][ Outcome::REQUESTED ] );
		$this->assertSame( 120.0, $figures['amounts'][ Request_Status::APPROVED ], 'only the approved request counts as paid' );
		$this->assertSame(
			array(
				Skip_Reason::BelowMinimum->value => 1,
				Skip_Reason::NoMethod->value     => 1,
			),
			$figures['skipped']
		);
	}

	public function test_the_vendors_are_found_by_outcome_reason_and_search(): void {
		list( $vendors, $source ) = $this->run_with_requests_decided();
		$ids_of                   = static fn ( array $query ): array => array_column( $source->find( $query, 1, 20 )['rows'], 'vendor_id' );

		$this->assertSame( array( $vendors[0], $vendors[1], $vendors[2] ), $ids_of( array( 'outcome' => Outcome::REQUESTED ) ) );
		$this->assertSame( array( $vendors[0] ), $ids_of( array( 'outcome' => Request_Status::APPROVED ) ) );
		$this->assertSame( array( $vendors[1] ), $ids_of( array( 'outcome' => Request_Status::CANCELLED ) ) );
		$this->assertSame( array( $vendors[2] ), $ids_of( array( 'outcome' => Request_Status::PENDING ) ) );
		$this->assertSame( array( $vendors[3], $vendors[4] ), $ids_of( array( 'outcome' => Outcome::SKIPPED ) ) );
		$this->assertSame( array( $vendors[4] ), $ids_of( array( 'reason' => Skip_Reason::NoMethod->value ) ) );
		$this->assertSame( array( $vendors[3] ), $ids_of( array( 'search' => get_userdata( $vendors[3] )->user_email ) ) );
		$this->assertSame( 1, $source->find( array( 'search' => get_userdata( $vendors[2] )->user_login ), 1, 20 )['total'] );
		$this->assertSame( 5, $source->find( array( 'outcome' => 'not-an-outcome', 'reason' => 'not-a-reason' ), 1, 20 )['total'], 'unknown filters narrow nothing' );
	}

	public function test_the_vendors_are_sorted_by_the_database_and_paged(): void {
		list( $vendors, $source ) = $this->run_with_requests_decided();
		foreach ( array( 'Carol', 'alice', 'Eve', 'bob', 'Dave' ) as $index => $name ) {
			wp_update_user(
				array(
					'ID'           => $vendors[ $index ],
					'display_name' => $name,
				)
			);
		}
		$ids_of = static fn ( array $query, int $page = 1, int $per_page = 20 ): array => array_column( $source->find( $query, $page, $per_page )['rows'], 'vendor_id' );

		$this->assertSame( array( $vendors[1], $vendors[3], $vendors[0], $vendors[4], $vendors[2] ), $ids_of( array( 'orderby' => 'vendor' ) ), 'by name, whatever the case' );
		$this->assertSame( array( $vendors[2], $vendors[4], $vendors[0], $vendors[3], $vendors[1] ), $ids_of( array( 'orderby' => 'vendor', 'order' => 'desc' ) ) );
		$this->assertSame( array( $vendors[2], $vendors[1], $vendors[0], $vendors[3], $vendors[4] ), $ids_of( array( 'orderby' => 'amount', 'order' => 'desc' ) ), 'the largest request first, skips last in vendor id order' );
		$this->assertSame( array( $vendors[2], $vendors[0], $vendors[1], $vendors[3], $vendors[4] ), $ids_of( array( 'orderby' => 'outcome' ) ), 'requests by Dokan’s status (pending, approved, cancelled), then skips by reason' );
		$this->assertSame( array( $vendors[0], $vendors[4] ), $ids_of( array( 'orderby' => 'vendor' ), 2, 2 ), 'the second page of two' );
		$this->assertSame( array( $vendors[2], $vendors[1] ), $ids_of( array( 'outcome' => Outcome::REQUESTED, 'orderby' => 'amount', 'order' => 'desc' ), 1, 2 ), 'sorted within the view' );
	}

	public function test_an_upgrade_from_schema_9_keeps_the_rows_and_adds_the_key_the_record_is_read_by(): void {
		global $wpdb;
		$vendors = Engine_Site::seed_vendors( array_fill( 0, 6, array( 'balance' => '100' ) ) );
		Engine_Site::run( 'weekly', self::DATE );
		// A site as version 9 left it: rows in id order were vendor order, and no key read them so.
		$wpdb->query( 'ALTER TABLE ' . Schema::payouts_table() . ' DROP INDEX run_vendor' );
		update_option( Schema::VERSION_OPTION, '9' );

		Schema::maybe_install();

		$this->assertSame( Schema::VERSION, get_option( Schema::VERSION_OPTION ) );
		$key = $wpdb->get_col( $wpdb->prepare( 'SHOW INDEX FROM ' . Schema::payouts_table() . ' WHERE Key_name = %s', 'run_vendor' ), 4 );
		$this->assertSame( array( 'scheduled_for', 'schedule', 'vendor_id' ), $key );
		$this->assertSame( $vendors, array_column( ( new Run_Record( $this->run_row() ) )->find( array(), 1, 20 )['rows'], 'vendor_id' ), 'every row kept, lowest vendor id first' );
	}

	public function test_the_csv_holds_every_vendor_of_the_run_once_read_batch_by_batch(): void {
		$vendors = Engine_Site::seed_vendors( array_fill( 0, 23, array( 'balance' => '100' ) ) );
		Engine_Site::run( 'weekly', self::DATE );
		$out = fopen( 'php://memory', 'w+' );

		self::on_withdraw_schedule(
			1,
			function () use ( $out ): void {
				( new Outcome_List_Table( new Run_Record( $this->run_row(), 10 ), array(), Run_Record_Screen::PER_PAGE_OPTION, Run_Record_Screen::CSV_ACTION ) )->csv()->write( $out, self::DATE );
			}
		);
		rewind( $out );
		$lines = array();
		while ( ( $line = fgetcsv( $out, null, ',', '"', '' ) ) !== false ) {
			$lines[] = $line;
		}

		$this->assertSame( array( 'Vendor ID', 'Vendor', 'E-mail', 'Payout date', 'Outcome', 'Requested', 'Method', 'Dokan request', 'Request status now', 'Skip reason', 'Details', 'Payout batch', 'Batch step', 'Batch details', 'Earned', 'Deducted', 'Reserve kept', 'PayPal state', 'PayPal batch ID', 'PayPal item ID', 'PayPal fee', 'PayPal fee currency' ), $lines[0] );
		$this->assertSame( $vendors, array_map( 'intval', array_column( array_slice( $lines, 1 ), 0 ) ), 'every vendor once, in three batches, lowest vendor id first' );
		$this->assertSame( array( 'Requested', '100.00', 'PayPal', 'Awaiting approval' ), array( $lines[1][4], $lines[1][5], $lines[1][6], $lines[1][8] ) );
		$this->assertSame( array_fill( 0, 23, array( '100.00', '0.00', '0.00' ) ), array_map( static fn ( array $line ): array => array_slice( $line, 14, 3 ), array_slice( $lines, 1 ) ), 'each vendor\'s statement: the balance earned, nothing deducted or kept' );
		$this->assertSame( array_fill( 0, 23, array( '', '', '', '', '' ) ), array_map( static fn ( array $line ): array => array_slice( $line, 17 ), array_slice( $lines, 1 ) ), 'nothing was sent through PayPal' );
	}

	public function test_the_screen_shows_the_run_to_a_dokan_manager_and_the_runs_list_links_to_it(): void {
		list( $vendors ) = $this->run_with_requests_decided();
		$run_id          = (int) $this->run_row()->id;

		$record = $this->text_of( $this->record_as( 1, $run_id ) );
		$this->assertStringContainsString( 'Weekly payout run of January 5, 2099', $record );
		$this->assertStringContainsString( 'Vendors 5 Requests filed 3 Together $450.50 Paid (approved in Dokan) 1 $120.00 Awaiting approval 1 $180.50 Cancelled in Dokan 1 $150.00 Skipped 2 Below minimum: 1, No payment method: 1', $record );
		$this->assertStringContainsString( 'All (5) | Requested (3) | Awaiting approval (1) | Paid (1) | Cancelled in Dokan (1) | Skipped (2)', $record, 'each outcome a view, with its count' );
		$this->assertStringContainsString( get_userdata( $vendors[0] )->user_login . '@example.test Statement Requested $120.00 PayPal #', $record, 'under each vendor, the payout\'s statement' );
		$this->assertStringContainsString( 'Approved: paid', $record );
		$this->assertStringContainsString( 'Below minimum The vendor’s balance of $10.00 was below the minimum of $50.00.', $record, 'the reason in the admin’s words' );
		$this->assertStringNotContainsString( 'yours', $record );
		$this->assertStringContainsString( 'No payout run is recorded under this number.', $this->record_as( 1, $run_id + 1000 ) );
		$row = Engine_Site::outcomes( self::DATE )[ $vendors[0] ];
		$this->assertStringContainsString( 'href="' . esc_url( Statement_Screen::url( $run_id, (int) $row->id ) ) . '"', $this->record_as( 1, $run_id ) );

		$after_form = self::on_withdraw_schedule( 1, static fn () => do_action( Settings_Page::AFTER_FORM_ACTION ) );
		$this->assertStringContainsString( esc_url( Run_Record_Screen::url( $run_id ) ), $after_form );
	}

	/**
	 * Five vendors run on the weekly date: three requests filed (then one approved and one
	 * cancelled in Dokan), one vendor below the minimum and one without a method.
	 *
	 * @return array{0: int[], 1: Run_Record}
	 */
	private function run_with_requests_decided(): array {
		$vendors = Engine_Site::seed_vendors(
			array(
				array( 'balance' => '120' ),
				array( 'balance' => '150' ),
				array( 'balance' => '180.50' ),
				array( 'balance' => '10' ),
				array(
					'balance' => '300',
					'method'  => '',
					'methods' => array(),
				),
			)
		);
		Engine_Site::run( 'weekly', self::DATE );
		$requests = Engine_Site::requests();
		foreach ( array( 1 => $vendors[0], 2 => $vendors[1] ) as $status => $vendor ) {
			$withdraw = dokan()->withdraw->get( (int) $requests[ $vendor ][0]->id );
			$withdraw->set_status( $status );
			$withdraw->save();
		}
		return array( $vendors, new Run_Record( $this->run_row() ) );
	}

	/**
	 * The weekly run's row.
	 */
	private function run_row(): object {
		global $wpdb;
		$id = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::runs_table() . ' WHERE schedule = %s AND scheduled_for = %s', 'weekly', self::DATE ) );
		return ( new Run_Ledger() )->find( $id );
	}

	/**
	 * The record's screen as a user sees it.
	 *
	 * @param int $user_id User id.
	 * @param int $run_id  Run id.
	 */
	private function record_as( int $user_id, int $run_id ): string {
		return self::on_withdraw_schedule( $user_id, static fn () => ( new Run_Record_Screen() )->render( $run_id ), array( Run_Record_Screen::RUN_ARG => (string) $run_id ) );
	}

	/**
	 * Markup as the words a reader meets, one space apart (the list's button that shows a row's
	 * other cells on a small screen aside).
	 *
	 * @param string $html Markup.
	 */
	private function text_of( string $html ): string {
		$html = preg_replace( '#<button type="button" class="toggle-row">.*?</button>#s', '', $html );
		$text = html_entity_decode( wp_strip_all_tags( str_replace( array( '<', '<br />' ), array( ' <', ' ' ), $html ) ), ENT_QUOTES );
		return trim( preg_replace( '/\s+/u', ' ', $text ) );
	}
}
