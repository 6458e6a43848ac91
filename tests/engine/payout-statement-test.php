<?php
/**
 * The statement of a scheduled payout: Dokan's ledger entries from the previous payout to this
 * one, adding up to the balance the run read, then the reserve and the amount requested.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Outcome_List_Table;
use VendorPayoutSchedule\Admin\Run_Record;
use VendorPayoutSchedule\Admin\Run_Record_Screen;
use VendorPayoutSchedule\Email\Email_Log;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Engine\Outcome_Mailer;
use VendorPayoutSchedule\Rest\Statement_Csv;
use VendorPayoutSchedule\Rest\Statement_Wording;
use VendorPayoutSchedule\Statement\Dokan_Balance_History;
use VendorPayoutSchedule\Statement\Payout_Statement;
use VendorPayoutSchedule\Statement\Statement_Entry;
use VendorPayoutSchedule\Vendor_Choice;
use VendorPayoutSchedule\Withdraw_Page;

require_once __DIR__ . '/support/class-ledger-timeline.php';

/**
 * Two weekly runs of one vendor with sales, refunds, a held sale, an order still processing and a
 * withdrawal between them; then what Dokan changes afterwards.
 */
final class Payout_Statement_Test extends Engine_Test_Case {

	private const SECOND = '2099-01-12';

	/** The vendor. */
	private int $vendor;

	/**
	 * Ledger row ids by name.
	 *
	 * @var array<string, int>
	 */
	private array $rows = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->vendor = $this->vendor(
			array(
				'balance' => '0',
				'reserve' => 10,
			)
		);
		$wpdb->delete( $wpdb->prefix . 'dokan_vendor_balance', array( 'vendor_id' => $this->vendor ) );
	}

	/**
	 * The first run read 130.25 ten days ago: two sales, a refund, and an order still processing.
	 */
	private function first_run(): void {
		$this->rows['a']          = Ledger_Timeline::sale( $this->vendor, 9001, '100.0000', 20 );
		$this->rows['b']          = Ledger_Timeline::sale( $this->vendor, 9002, '50.2500', 15 );
		$this->rows['refund a']   = Ledger_Timeline::refund( $this->vendor, 9001, '20.0000', 12 );
		$this->rows['processing'] = Ledger_Timeline::sale( $this->vendor, 9003, '30.0000', 11, 'wc-processing' );
		Engine_Site::run( 'weekly', self::DATE );
		Ledger_Timeline::run_was( $this->vendor, self::DATE, 10 );
	}

	/**
	 * Since then: the first request approved, a sale, a refund, a sale held by a 7-day threshold,
	 * an order processing and a withdrawal by hand; then the second run.
	 */
	private function second_run(): void {
		$this->rows['d']         = Ledger_Timeline::sale( $this->vendor, 9004, '200.0000', 5 );
		$this->rows['refund b']  = Ledger_Timeline::refund( $this->vendor, 9002, '10.2500', 4 );
		$this->rows['held']      = Ledger_Timeline::sale( $this->vendor, 9005, '60.0000', 3, 'wc-completed', 7 );
		$this->rows['waiting']   = Ledger_Timeline::sale( $this->vendor, 9006, '40.0000', 2, 'wc-processing' );
		$this->rows['request 1'] = (int) Engine_Site::outcomes( self::DATE )[ $this->vendor ]->withdraw_id;
		Ledger_Timeline::approve( $this->rows['request 1'] );
		$this->rows['by hand'] = Ledger_Timeline::withdrawal( $this->vendor, '30' );
		Engine_Site::run( 'weekly', self::SECOND );
	}

	public function test_the_first_statement_starts_at_the_first_entry_and_adds_up_to_the_balance_the_run_read(): void {
		$this->first_run();
		$row = Engine_Site::outcomes( self::DATE )[ $this->vendor ];
		$this->assertSame( 'filed', $row->status );

		$statement = Payout_Statement::of( (int) $row->id );

		$this->assertNull( $statement->period_start() );
		$this->assertSame( 0, $statement->opening() );
		$this->assertSame( 1_502_500, $statement->earned() );
		$this->assertSame( 200_000, $statement->deducted() );
		$this->assertSame( 1_302_500, $statement->closing() );
		$this->assertSame( Dokan_Balance_History::units( $row->balance ), $statement->closing(), 'the balance the run recorded' );
		$this->assertSame( 100_000, $statement->reserve() );
		$this->assertSame( 1_202_500, $statement->requested() );
		$this->assertSame( Dokan_Balance_History::units( $row->amount ), $statement->requested(), 'the amount the run recorded' );
		$this->assertSame(
			array(
				'id'     => (int) $row->withdraw_id,
				'amount' => 1_202_500,
				'status' => 'pending',
			),
			$statement->request()
		);
		$this->assertSame( array(), $statement->differences() );
		$this->assertTrue( $statement->agrees() );
		$this->assertSame(
			array(
				array( 'Order #9001', '100.00', '0.00', '100.00', '' ),
				array( 'Order #9002', '50.25', '0.00', '150.25', '' ),
				array( 'Refund on order #9001', '0.00', '20.00', '130.25', '' ),
				array( 'Order #9003', '', '', '', 'Not counted while the order is Processing.' ),
			),
			$this->lines( $statement->entries( 1, 50, false ) )
		);
		$this->assertSame( array( 'count' => 1, 'amount' => 300_000 ), $statement->not_available() );
	}

	public function test_the_second_statement_opens_with_the_first_closing_and_lists_each_entry_since(): void {
		$this->first_run();
		$this->second_run();
		$first  = Payout_Statement::of( (int) Engine_Site::outcomes( self::DATE )[ $this->vendor ]->id );
		$row    = Engine_Site::outcomes( self::SECOND )[ $this->vendor ];
		$second = Payout_Statement::of( (int) $row->id );

		$this->assertSame( 'filed', $row->status, (string) $row->reason );
		$this->assertSame( $first->closing(), $second->opening(), 'one statement closes where the next opens' );
		$this->assertSame( $first->read_at(), $second->period_start() );
		$this->assertSame( 2_000_000, $second->earned() );
		$this->assertSame( 102_500 + 1_202_500 + 300_000, $second->deducted() );
		$this->assertSame( 1_697_500, $second->closing() );
		$this->assertSame( Dokan_Balance_History::units( $row->balance ), $second->closing(), 'the balance the run recorded' );
		$this->assertSame( 1_597_500, $second->requested() );
		$this->assertSame( Dokan_Balance_History::units( $row->amount ), $second->requested() );
		$this->assertTrue( $second->agrees(), wp_json_encode( $second->differences() ) );
		$this->assertSame(
			array(
				array( 'Order #9004', '200.00', '0.00', '330.25', '' ),
				array( 'Refund on order #9002', '0.00', '10.25', '320.00', '' ),
				array( 'Withdrawal: request #' . $this->rows['request 1'] . ' approved', '0.00', '120.25', '199.75', '' ),
				array( 'Withdrawal: request #' . $this->rows['by hand'] . ' approved', '0.00', '30.00', '169.75', '' ),
				array( 'Order #9006', '', '', '', 'Not counted while the order is Processing.' ),
				array( 'Order #9005', '', '', '', 'Available to withdraw from ' . Statement_Entry::format_date( Ledger_Timeline::site_time( -4 ) ) . '.' ),
			),
			$this->lines( $second->entries( 1, 50, false ) )
		);
		$this->assertSame( array( 'count' => 2, 'amount' => 1_000_000 ), $second->not_available() );
	}

	public function test_pages_carry_the_balance_on_and_read_the_same_lines_as_the_whole(): void {
		$this->first_run();
		$this->second_run();
		$statement = Payout_Statement::of( (int) Engine_Site::outcomes( self::SECOND )[ $this->vendor ]->id );

		$paged = array();
		for ( $page = 1; $page <= 3; $page++ ) {
			array_push( $paged, ...$this->lines( $statement->entries( $page, 2, false ) ) );
		}
		$whole = array();
		$statement->each_entry(
			function ( Statement_Entry $entry ) use ( &$whole ) {
				$whole[] = $entry;
			},
			false
		);

		$this->assertSame( 6, $statement->entry_count() );
		$this->assertSame( $this->lines( $statement->entries( 1, 50, false ) ), $paged );
		$this->assertSame( $paged, $this->lines( $whole ) );
	}

	public function test_an_entry_dokan_changed_afterwards_shows_as_a_difference_not_hidden(): void {
		$this->first_run();
		$this->second_run();
		// The commission of the first sale was recalculated after both runs.
		Ledger_Timeline::rewrite_debit( $this->rows['a'], '90.0000' );

		$first  = Payout_Statement::of( (int) Engine_Site::outcomes( self::DATE )[ $this->vendor ]->id );
		$second = Payout_Statement::of( (int) Engine_Site::outcomes( self::SECOND )[ $this->vendor ]->id );

		$this->assertFalse( $first->agrees() );
		$this->assertSame( 1_202_500, $first->closing() );
		$this->assertSame( 1_302_500, $first->balance_read() );
		$this->assertSame( array( 'ledger_changed', -100_000 ), array( $first->differences()[0]['code'], $first->differences()[0]['amount'] ) );
		$this->assertSame(
			'Dokan’s ledger now adds up to $120.25 for the moment of this payout, but the run read $130.25: a difference of -$10.00. An entry was changed in Dokan after the run (for example an order completed, edited or deleted later), or another plugin adjusts the balance Dokan reports.',
			Statement_Wording::difference( $first->differences()[0] )
		);
		$this->assertSame( array( 'ledger_changed', 'opening_changed' ), array_column( $second->differences(), 'code' ) );
		$this->assertSame( 'The previous payout, on January 5, 2099, read $130.25; Dokan’s ledger now adds up to $120.25 for that moment.', Statement_Wording::difference( $second->differences()[1] ) );
		$this->assertSame( 1_597_500, $second->requested(), 'what the run requested stays what it recorded' );
	}

	public function test_a_request_changed_or_deleted_in_dokan_is_named(): void {
		global $wpdb;
		$this->first_run();
		$row = Engine_Site::outcomes( self::DATE )[ $this->vendor ];
		$wpdb->update( $wpdb->prefix . 'dokan_withdraw', array( 'amount' => '100' ), array( 'id' => (int) $row->withdraw_id ) );
		wp_cache_flush();

		$this->assertSame(
			array( 'Dokan’s withdraw request #' . $row->withdraw_id . ' is for $100.00, not the $120.25 the run recorded.' ),
			array_map( array( Statement_Wording::class, 'difference' ), Payout_Statement::of( (int) $row->id )->differences() )
		);

		$wpdb->delete( $wpdb->prefix . 'dokan_withdraw', array( 'id' => (int) $row->withdraw_id ) );
		wp_cache_flush();
		$this->assertSame( array( 'request_missing' ), array_column( Payout_Statement::of( (int) $row->id )->differences(), 'code' ) );
	}

	public function test_a_skipped_payout_has_its_statement_with_nothing_requested_and_the_reason(): void {
		update_user_meta( $this->vendor, Vendor_Choice::MINIMUM_META, 500 );
		$this->first_run();
		$row       = Engine_Site::outcomes( self::DATE )[ $this->vendor ];
		$statement = Payout_Statement::of( (int) $row->id );

		$this->assertSame( 'skipped', $row->status );
		$this->assertSame( 1_302_500, $statement->closing() );
		$this->assertTrue( $statement->agrees() );
		$this->assertSame( 0, $statement->requested() );
		$this->assertNull( $statement->request() );
		$this->assertSame( 'Your balance of $130.25 was below the minimum of $500.00.', Statement_Wording::skip( $statement ) );
	}

	public function test_a_user_no_longer_a_vendor_had_no_balance_read_and_so_no_difference(): void {
		$this->first_run();
		Ledger_Timeline::run_was( $this->vendor, self::DATE, 10 );
		get_user_by( 'id', $this->vendor )->set_role( 'customer' );
		Engine_Site::run( 'weekly', self::SECOND );
		$statement = Payout_Statement::of( (int) Engine_Site::outcomes( self::SECOND )[ $this->vendor ]->id );

		$this->assertFalse( $statement->balance_was_read() );
		$this->assertSame( array(), $statement->differences() );
	}

	public function test_the_csv_has_the_opening_each_line_the_closing_and_what_the_run_recorded(): void {
		$this->first_run();
		$this->second_run();
		$statement = Payout_Statement::of( (int) Engine_Site::outcomes( self::SECOND )[ $this->vendor ]->id );
		$out       = fopen( 'php://memory', 'w+' );
		( new Statement_Csv( $statement, false ) )->write( $out );
		rewind( $out );
		$lines = array();
		while ( false !== ( $line = fgetcsv( $out, null, ',', '"', '' ) ) ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition
			$lines[] = array( $line[1], $line[4], $line[5], $line[6], $line[7] );
		}

		$this->assertSame(
			array(
				array( 'Description', 'Earned', 'Deducted', 'Not available', 'Balance' ),
				array( 'Opening balance', '', '', '', '130.25' ),
				array( 'Order #9004', '200.00', '0.00', '', '330.25' ),
				array( 'Refund on order #9002', '0.00', '10.25', '', '320.00' ),
				array( 'Withdrawal: request #' . $this->rows['request 1'] . ' approved', '0.00', '120.25', '', '199.75' ),
				array( 'Withdrawal: request #' . $this->rows['by hand'] . ' approved', '0.00', '30.00', '', '169.75' ),
				array( 'Closing balance', '', '', '', '169.75' ),
				array( 'Balance the payout run read', '', '', '', '169.75' ),
				array( 'Reserve kept', '', '', '', '10.00' ),
				array( 'Requested', '', '', '', '159.75' ),
				array( 'Order #9006', '', '', '40.00', '' ),
				array( 'Order #9005', '', '', '60.00', '' ),
			),
			$lines
		);
	}

	public function test_each_requested_email_carries_its_statements_totals_and_a_link_that_opens_it(): void {
		global $wpdb;
		$wpdb->query( 'TRUNCATE TABLE ' . Email_Log::table() );
		$mail = ( new Mail_Catcher() )->start();
		try {
			$this->first_run();
			$this->second_run();
		} finally {
			$mail->stop();
		}
		$mails = $this->mails_to_vendor( $mail );

		$this->assertCount( 2, $mails, 'one "requested" e-mail a run' );
		$first  = Engine_Site::outcomes( self::DATE )[ $this->vendor ];
		$second = Engine_Site::outcomes( self::SECOND )[ $this->vendor ];
		$this->assertStringContainsString(
			'What makes up this payout Opening balance $0.00 Earned $150.25 Deducted $20.00 Closing balance $130.25 Reserve kept $10.00 Requested $120.25 See what makes up this payout',
			Mail_Catcher::text( $mails[0] ),
			'the first statement, from the first entry'
		);
		$this->assertStringContainsString(
			'What makes up this payout Opening balance $130.25 Earned $200.00 Deducted $160.50 Closing balance $169.75 Reserve kept $10.00 Requested $159.75 See what makes up this payout',
			Mail_Catcher::text( $mails[1] ),
			'the second statement: refunds and both withdrawals deducted'
		);
		$statement = Payout_Statement::of( (int) $second->id );
		$this->assertSame( '$159.75', Payout_Statement::price( $statement->requested() ), 'the e-mail says what the statement says' );
		$this->assertStringNotContainsString( 'has changed', Mail_Catcher::text( $mails[1] ) );
		foreach ( array( $first, $second ) as $i => $row ) {
			$link = Withdraw_Page::statement_url( (int) $row->id );
			$this->assertStringStartsWith( strtok( dokan_get_navigation_url( 'withdraw' ), '?' ), $link, 'the vendor\'s withdraw page' );
			$this->assertStringEndsWith( 'vendor_payout_statement=' . $row->id, $link );
			// WooCommerce's CSS inliner writes the link's "&" as "&amp;" where esc_url() wrote "&#038;".
			$this->assertStringContainsString( 'href="' . $link . '"', html_entity_decode( $mails[ $i ]['message'] ), 'the link opens that payout\'s statement' );
		}
	}

	public function test_a_requested_email_says_when_dokans_ledger_changed_since_the_run_read_it(): void {
		global $wpdb;
		$wpdb->query( 'TRUNCATE TABLE ' . Email_Log::table() );
		// Between the run's reading and its e-mail, Dokan recalculates the first sale's commission.
		$change = function (): void {
			Ledger_Timeline::rewrite_debit( $this->rows['a'], '90.0000' );
		};
		add_action( Outcome_Mailer::RECORDED_ACTION, $change, 5 );
		$mail = ( new Mail_Catcher() )->start();
		try {
			$this->first_run();
		} finally {
			$mail->stop();
			remove_action( Outcome_Mailer::RECORDED_ACTION, $change, 5 );
		}
		$text = Mail_Catcher::text( $this->mails_to_vendor( $mail )[0] );

		$this->assertStringContainsString( 'Closing balance $120.25 Reserve kept $10.00 Requested $120.25', $text, 'what was requested stays what the run recorded' );
		$this->assertStringContainsString( 'Dokan’s ledger has changed since the payout was requested: the statement shows the difference.', $text );
	}

	public function test_the_runs_csv_gives_each_vendor_what_their_statement_earned_deducted_and_kept(): void {
		global $wpdb;
		$this->first_run();
		// Since the first run: a vendor first paid at the second run, and one whose figures were erased.
		$newcomer = $this->vendor(
			array(
				'balance' => '0',
				'reserve' => 2,
			)
		);
		$erased   = $this->vendor( array( 'balance' => '0' ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}dokan_vendor_balance WHERE vendor_id IN (%d, %d)", $newcomer, $erased ) );
		Ledger_Timeline::sale( $newcomer, 9101, '145.0000', 6 );
		Ledger_Timeline::refund( $newcomer, 9101, '5.0000', 3 );
		Ledger_Timeline::sale( $erased, 9201, '80.0000', 6 );
		$this->second_run();
		$outcomes = Engine_Site::outcomes( self::SECOND );
		$wpdb->update( Schema::payouts_table(), array( 'mailed' => Payout_Ledger::MAIL_SENT ), array( 'id' => (int) $outcomes[ $erased ]->id ) );
		( new Payout_Ledger() )->strip_vendor_rows( $erased );
		$run = ( new Run_Ledger() )->find( (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::runs_table() . ' WHERE schedule = %s AND scheduled_for = %s', 'weekly', self::SECOND ) ) );

		$out = fopen( 'php://memory', 'w+' );
		self::on_withdraw_schedule(
			1,
			static function () use ( $out, $run ): void {
				// Two vendors a batch: each batch is one read of Dokan's ledger.
				( new Outcome_List_Table( new Run_Record( $run, 2 ), array(), Run_Record_Screen::PER_PAGE_OPTION, Run_Record_Screen::CSV_ACTION ) )->csv()->write( $out, self::SECOND );
			}
		);
		rewind( $out );
		$header = fgetcsv( $out, null, ',', '"', '' );
		$found  = array();
		while ( false !== ( $line = fgetcsv( $out, null, ',', '"', '' ) ) ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition
			$cells                     = array_combine( $header, $line );
			$found[ (int) $line[0] ] = array( $cells['Earned'], $cells['Deducted'], $cells['Reserve kept'], $cells['Requested'] );
		}

		$money = static fn ( int $units ): string => sprintf( '%.2F', $units / 10000 );
		foreach ( array( $this->vendor, $newcomer ) as $vendor ) {
			$statement = Payout_Statement::of( (int) $outcomes[ $vendor ]->id );
			$this->assertSame( array( $money( $statement->earned() ), $money( $statement->deducted() ), $money( $statement->reserve() ), $money( $statement->requested() ) ), $found[ $vendor ], "vendor $vendor: the CSV says what the statement says" );
		}
		$this->assertSame( array( '200.00', '160.50', '10.00', '159.75' ), $found[ $this->vendor ], 'the second statement, from the first payout' );
		$this->assertSame( array( '145.00', '5.00', '2.00', '138.00' ), $found[ $newcomer ], 'a first statement, from the first entry' );
		$this->assertSame( array( '', '', '', '80.00' ), $found[ $erased ], 'erased figures: no statement, Dokan\'s request still says what was requested' );
	}

	public function test_the_personal_data_export_gives_each_payout_what_its_statement_adds_up_to(): void {
		$this->first_run();
		$this->second_run();
		$email     = get_userdata( $this->vendor )->user_email;
		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$items     = call_user_func( $exporters['vendor-payout-schedule-payouts']['callback'], $email, 1 )['data'];
		$fields    = array();
		foreach ( $items as $item ) {
			$data = array_column( $item['data'], 'value', 'name' );
			if ( isset( $data['Payout date'] ) ) {
				$fields[ $data['Payout date'] ] = array_intersect_key( $data, array_flip( array( 'Opening balance', 'Earned', 'Deducted', 'Closing balance', 'Reserve kept', 'Amount' ) ) );
			}
		}

		$this->assertSame(
			array(
				'January 12, 2099' => array(
					'Amount'          => '$159.75',
					'Opening balance' => '$130.25',
					'Earned'          => '$200.00',
					'Deducted'        => '$160.50',
					'Closing balance' => '$169.75',
					'Reserve kept'    => '$10.00',
				),
				'January 5, 2099'  => array(
					'Amount'          => '$120.25',
					'Opening balance' => '$0.00',
					'Earned'          => '$150.25',
					'Deducted'        => '$20.00',
					'Closing balance' => '$130.25',
					'Reserve kept'    => '$10.00',
				),
			),
			$fields,
			'newest first, each as its statement says'
		);
		$second = Payout_Statement::of( (int) Engine_Site::outcomes( self::SECOND )[ $this->vendor ]->id );
		$this->assertSame( Payout_Statement::price( $second->deducted() ), $fields['January 12, 2099']['Deducted'] );
	}

	/**
	 * The "Scheduled payout requested" e-mails the vendor was sent (Dokan also e-mails the vendor
	 * when a request is approved).
	 *
	 * @param Mail_Catcher $mail What was caught.
	 * @return array<int, array{to: string, subject: string, message: string, headers: string}>
	 */
	private function mails_to_vendor( Mail_Catcher $mail ): array {
		$to = get_userdata( $this->vendor )->user_email;
		return array_values( array_filter( $mail->caught(), static fn ( array $sent ): bool => $sent['to'] === $to && str_ends_with( $sent['subject'], ' was requested' ) ) );
	}

	/**
	 * Lines as text: label, earned, deducted, balance after, note; amounts of counted lines only.
	 *
	 * @param Statement_Entry[] $entries Lines.
	 * @return array<int, array<int, string>>
	 */
	private function lines( array $entries ): array {
		$text = static fn ( int $units ) => sprintf( '%.2F', $units / 10000 );
		return array_map(
			static function ( Statement_Entry $entry ) use ( $text ) {
				$counted = Dokan_Balance_History::SECTION_COUNTED === $entry->section;
				return array(
					Statement_Wording::label( $entry ),
					$counted ? $text( $entry->earned ) : '',
					$counted ? $text( $entry->deducted ) : '',
					$counted ? $text( (int) $entry->balance ) : '',
					Statement_Wording::note( $entry ),
				);
			},
			$entries
		);
	}
}
