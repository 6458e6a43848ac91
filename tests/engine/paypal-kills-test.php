<?php
/**
 * A PayPal send and reconcile killed at every step: a real PHP process is SIGKILLed there, the
 * queue's next go runs at once (nothing aged: no lease to wait out), and PayPal (the fake behind
 * Prism) and Dokan are judged: one PayPal batch holding each request once, each request PayPal
 * paid approved once in Dokan (one balance entry, one e-mail), nothing approved that PayPal did
 * not pay.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\PayPal\Payout_Batch_Body;
use VendorPayoutSchedule\PayPal\Paypal_App;
use VendorPayoutSchedule\PayPal\Paypal_Ledger;
use VendorPayoutSchedule\PayPal\Paypal_Sending;
use VendorPayoutSchedule\PayPal\Payouts_Client;
use VendorPayoutSchedule\Payouts\Batch_Ledger;
use VendorPayoutSchedule\Payouts\Payout_Batch;

require_once __DIR__ . '/support/class-payout-files-site.php';
require_once __DIR__ . '/support/class-paypal-fake.php';

/**
 * Approving through Dokan builds WooCommerce's mailer, whose e-mails keep the site's title from
 * then on; each test runs in a process of its own so the tests after it build their own.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class Paypal_Kills_Test extends Engine_Test_Case {

	/**
	 * What PayPal makes of each vendor's request: status, PayPal's error name, fee.
	 */
	private const PAYPAL_SAYS = array(
		'paid'      => array( 'SUCCESS', '', '0.25' ),
		'also_paid' => array( 'SUCCESS', '', '0.25' ),
		'failed'    => array( 'FAILED', 'RECEIVER_ACCOUNT_LOCKED', '0.00' ),
		'returned'  => array( 'RETURNED', 'RECEIVER_UNREGISTERED', '0.00' ),
	);

	private Mail_Catcher $mail;

	/**
	 * Vendor ids by name (PAYPAL_SAYS).
	 *
	 * @var array<string, int>
	 */
	private array $vendors = array();

	private int $admin;

	/**
	 * The file a killed process's e-mails were caught into.
	 */
	private string $mail_log = '';

	protected function setUp(): void {
		parent::setUp();
		if ( ! Paypal_Fake::is_up() ) {
			$this->fail( 'Run the engine tests through tests/engine/run.sh: it starts Prism and the PayPal fake (tests/paypal/harness.sh).' );
		}
		Paypal_Fake::start();
		Paypal_Fake::save_app();
		$this->mail     = ( new Mail_Catcher() )->start();
		$this->admin    = (int) get_user_by( 'login', 'admin' )->ID;
		$this->mail_log = (string) tempnam( sys_get_temp_dir(), 'vps-mail-' );
	}

	protected function tearDown(): void {
		$this->mail->stop();
		unlink( $this->mail_log );
		Paypal_App::uninstall();
		$this->assertSame( array(), Paypal_Fake::stop(), 'Prism found every request and answer within PayPal’s contract' );
		parent::tearDown();
	}

	/**
	 * Each step of a send and of a reconcile, the process that works on it and where it dies.
	 * `click` is the admin's Send through PayPal; `send` a go on the part the click recorded (it
	 * records PayPal's payout_batch_id and queues the first read at once); `read` that first read,
	 * of the part whose items PayPal has moved; `approve` the batch's go that approves through Dokan
	 * what PayPal paid.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function steps_of_a_send_and_a_reconcile(): array {
		return array(
			'click: the part recorded, not committed'          => array( 'click', '--kill-before-sql=/^INSERT INTO \S+paypal_items /:1' ),
			'click: committed, its go not queued yet'          => array( 'click', '--kill-after-sql=/^COMMIT/:1' ),
			'send: the attempt noted, PayPal not asked'        => array( 'send', '--kill-at=pre_http_request:1' ),
			'send: PayPal took the batch, its answer unread'   => array( 'send', '--kill-at=http_api_debug:1' ),
			'send: payout_batch_id recorded, not yet read'     => array( 'send', '--kill-after-sql=/^UPDATE \S+paypal_parts SET state = /:1' ),
			'read: the first page answered, nothing recorded'  => array( 'read', '--kill-at=http_api_debug:1' ),
			'read: two items recorded, two not'                => array( 'read', '--kill-before-sql=/^UPDATE \S+paypal_items SET payout_item_id/:3' ),
			'read: every item recorded, none marked paying'    => array( 'read', "--kill-before-sql=/SET step = 'paying'/:1" ),
			'read: marked paying, the part not final'          => array( 'read', '--kill-before-sql=/^UPDATE \S+paypal_parts SET state = /:1' ),
			'read: the part final, Dokan’s go not queued yet'  => array( 'read', '--kill-after-sql=/^UPDATE \S+paypal_parts SET state = /:1' ),
			'approve: Dokan’s status saved, its entry not'     => array( 'approve', '--kill-at=dokan_withdraw_request_approved:1:10' ),
			'approve: Dokan approved, not recorded as paid'    => array( 'approve', '--kill-at=dokan_withdraw_request_approved:1' ),
			'approve: the first paid, the second Dokan’s half' => array( 'approve', '--kill-at=dokan_withdraw_request_approved:2:10' ),
		);
	}

	/**
	 * @dataProvider steps_of_a_send_and_a_reconcile
	 *
	 * @param string $stage  Which process dies.
	 * @param string $kill_at Its --kill-at option.
	 */
	public function test_a_kill_at_this_step_sends_nothing_twice_and_approves_only_what_paypal_paid( string $stage, string $kill_at ): void {
		$batch = $this->checked_batch();
		if ( 'click' !== $stage ) {
			$this->assertSame( 4, ( new Paypal_Sending() )->send( $batch, $this->admin ) );
		}
		if ( in_array( $stage, array( 'read', 'approve' ), true ) ) {
			( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
			$this->assertSame( Paypal_Ledger::SENT, $this->parts()[0]->state );
			$this->paypal_moves();
			$this->parts_due();
		}
		if ( 'approve' === $stage ) {
			( new Paypal_Sending() )->work( $batch, microtime( true ) + 60 );
			$this->assertSame( Batch_Ledger::PAYING, $this->steps()['paid'] );
		}
		// The child's calls to PayPal are then the batch's own (its token is kept here).
		( new Payouts_Client( Paypal_App::stored() ) )->take_token();

		$args   = 'click' === $stage ? array( (string) $batch, '--send-as=' . $this->admin, $kill_at ) : array( (string) $batch, $kill_at );
		$script = 'approve' === $stage ? 'run-payout-batch.php' : 'run-paypal-sending.php';
		if ( 'approve' === $stage ) {
			$args[] = '--mail-log=' . $this->mail_log;
		}
		$killed = $this->finish_engine_process( $this->start_engine_process( $args, $script ) );

		$this->assertSame( SIGKILL, $killed['signal'], 'the process died at the step: ' . $killed['output'] . $killed['errors'] );
		$this->assertLessThanOrEqual( 1, count( Paypal_Fake::state()['batches'] ) );
		if ( array() === $this->parts() ) {
			// The click died before its transaction committed: nothing of it is left.
			$this->assertSame( array_fill_keys( array_keys( self::PAYPAL_SAYS ), Batch_Ledger::READY ), $this->steps(), 'the requests are ready as before the click' );
			$this->assertSame( array(), Paypal_Fake::state()['batches'] );
			$this->assertSame( 4, ( new Paypal_Sending() )->send( $batch, $this->admin ), 'the admin clicks again' );
		}
		$this->assertTrue( $this->a_go_waits( $batch ), 'a go waits to take over' );

		$this->continue_as_the_queue_would( $batch );

		$held = Paypal_Fake::state()['batches'];
		$this->assertCount( 1, $held, 'one PayPal batch: nothing sent twice' );
		$this->assertSame( 4, $held[0]['item_count'], 'each request once' );
		$this->assertSame( Payout_Batch_Body::sender_batch_id( $batch, 'USD', 1 ), $held[0]['sender_batch_header']['sender_batch_id'] );
		$part = $this->parts()[0];
		$this->assertCount( 1, $this->parts() );
		$this->assertSame( Paypal_Ledger::DONE, $part->state, 'every item final' );
		$this->assertSame( $held[0]['payout_batch_id'], $part->payout_batch_id );
		$this->assertSame(
			array(
				'paid'      => Batch_Ledger::PAID,
				'also_paid' => Batch_Ledger::PAID,
				'failed'    => Batch_Ledger::UNPAID,
				'returned'  => Batch_Ledger::UNPAID,
			),
			$this->steps()
		);
		$told = array_merge( array_column( Mail_Catcher::read( $this->mail_log ), 'to' ), array_column( $this->mail->caught(), 'to' ) );
		foreach ( self::PAYPAL_SAYS as $name => list( $status ) ) {
			$paid = 'SUCCESS' === $status ? 1 : 0;
			$this->assertSame( $paid, Payout_Files_Site::dokan_request( $this->request_of( $name ) )['status'], $name . ': approved in Dokan only when PayPal paid' );
			$this->assertCount( $paid, Payout_Files_Site::withdraw_entries( $this->vendors[ $name ] ), $name . ': one balance entry when PayPal paid, none otherwise' );
			$this->assertCount( $paid, array_keys( $told, get_userdata( $this->vendors[ $name ] )->user_email, true ), $name . ': Dokan’s e-mail once when PayPal paid, none otherwise' );
		}
		$this->assertFalse( $this->a_go_waits( $batch ), 'nothing left to do' );
	}

	public function test_two_goes_at_once_on_one_part_send_it_once_and_approve_each_paid_request_once(): void {
		$batch = $this->checked_batch();
		( new Paypal_Sending() )->send( $batch, $this->admin );
		( new Payouts_Client( Paypal_App::stored() ) )->take_token();

		// The first go is slow at PayPal; the second starts while it sends.
		$first  = $this->start_engine_process( array( (string) $batch, '--pause-at=pre_http_request:1:' . ( 2 * Paypal_Fake::factor() ) ), 'run-paypal-sending.php' );
		$second = $this->start_engine_process( array( (string) $batch ), 'run-paypal-sending.php' );
		$ends   = array( $this->finish_engine_process( $second ), $this->finish_engine_process( $first ) );

		foreach ( $ends as $end ) {
			$this->assertSame( array( 0, 0 ), array( $end['signal'], $end['exit'] ), $end['output'] . $end['errors'] );
		}
		$this->assertSame( 1, Paypal_Fake::posts(), 'one go sent the part; the other found the batch taken' );
		$this->assertCount( 1, Paypal_Fake::state()['batches'] );

		$this->paypal_moves();
		$this->parts_due();
		$reads = array(
			$this->start_engine_process( array( (string) $batch, '--pause-at=http_api_debug:1:' . ( 2 * Paypal_Fake::factor() ) ), 'run-paypal-sending.php' ),
			$this->start_engine_process( array( (string) $batch ), 'run-paypal-sending.php' ),
		);
		array_map( array( $this, 'finish_engine_process' ), $reads );
		$this->assertSame( Batch_Ledger::PAYING, $this->steps()['paid'] );

		$approvals = array(
			$this->start_engine_process( array( (string) $batch, '--mail-log=' . $this->mail_log ), 'run-payout-batch.php' ),
			$this->start_engine_process( array( (string) $batch, '--mail-log=' . $this->mail_log . '-2' ), 'run-payout-batch.php' ),
		);
		array_map( array( $this, 'finish_engine_process' ), $approvals );
		$told = array_column( array_merge( Mail_Catcher::read( $this->mail_log ), Mail_Catcher::read( $this->mail_log . '-2' ) ), 'to' );
		if ( is_file( $this->mail_log . '-2' ) ) {
			unlink( $this->mail_log . '-2' );
		}
		$this->continue_as_the_queue_would( $batch );

		$this->assertCount( 1, Paypal_Fake::state()['batches'], 'still one PayPal batch' );
		$told = array_merge( $told, array_column( $this->mail->caught(), 'to' ) );
		foreach ( self::PAYPAL_SAYS as $name => list( $status ) ) {
			$paid = 'SUCCESS' === $status ? 1 : 0;
			$this->assertSame( $paid, Payout_Files_Site::dokan_request( $this->request_of( $name ) )['status'], $name );
			$this->assertCount( $paid, Payout_Files_Site::withdraw_entries( $this->vendors[ $name ] ), $name . ': one balance entry when PayPal paid' );
			$this->assertCount( $paid, array_keys( $told, get_userdata( $this->vendors[ $name ] )->user_email, true ), $name . ': one e-mail when PayPal paid' );
		}
		$this->assertSame( Batch_Ledger::PAID, $this->steps()['also_paid'] );
	}

	/**
	 * Runs what the queue holds for the batch, whenever it is due, until nothing waits; PayPal has
	 * moved the items by then.
	 *
	 * @param int $batch The batch.
	 */
	private function continue_as_the_queue_would( int $batch ): void {
		for ( $round = 0; $round < 10 && $this->a_go_waits( $batch ); $round++ ) {
			$this->paypal_moves();
			$this->parts_due();
			// An approval the killed go was inside is finished once its wait has passed.
			Payout_Files_Site::age_approvals();
			if ( array() !== Job_Queue::pending( Paypal_Sending::HOOK, array( $batch ) ) ) {
				Job_Queue::cancel_all( Paypal_Sending::HOOK, array( $batch ) );
				( new Paypal_Sending() )->on_event( $batch );
			}
			if ( array() !== Job_Queue::pending( Payout_Batch::HOOK, array( $batch ) ) ) {
				Job_Queue::cancel_all( Payout_Batch::HOOK, array( $batch ) );
				( new Payout_Batch() )->on_event( $batch );
			}
		}
	}

	/**
	 * Whether a PayPal go or a go of the batch is queued, at any time.
	 *
	 * @param int $batch The batch.
	 */
	private function a_go_waits( int $batch ): bool {
		return array() !== Job_Queue::pending( Paypal_Sending::HOOK, array( $batch ) ) || array() !== Job_Queue::pending( Payout_Batch::HOOK, array( $batch ) );
	}

	/**
	 * As if the time to read PayPal again had come: every part due. Nothing else of a dead go is
	 * aged: the next go takes over what it left at once, but for an approval it was inside
	 * (Payout_Files_Site::age_approvals()).
	 */
	private function parts_due(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::paypal_parts_table() . ' SET next_at = %s WHERE next_at IS NOT NULL', gmdate( 'Y-m-d H:i:s', time() - 1 ) ) );
	}

	/**
	 * A weekly run of four PayPal vendors (PAYPAL_SAYS), each their own PayPal e-mail, taken into a
	 * payout batch and checked with Dokan. Returns the batch's number.
	 */
	private function checked_batch(): int {
		foreach ( array_keys( self::PAYPAL_SAYS ) as $name ) {
			$this->vendors[ $name ] = $this->vendor(
				array(
					'balance' => '100',
					'method'  => 'paypal',
					'methods' => array(),
				)
			);
			update_user_meta(
				$this->vendors[ $name ],
				'dokan_profile_settings',
				array(
					'store_name' => 'PayPal store',
					'payment'    => array( 'paypal' => array( 'email' => $name . '@example.com' ) ),
				)
			);
		}
		wp_cache_flush();
		$this->assertRunDone( Engine_Site::run( 'weekly', self::DATE ) );
		// Only what comes after the run: Dokan's approvals.
		$this->mail->stop();
		$this->mail = ( new Mail_Catcher() )->start();
		$runs       = new Run_Ledger();
		$batch      = ( new Payout_Batch() )->start( $runs->find( $runs->id_of( 'weekly', self::DATE ) ), null, $this->admin )['batch'];
		$this->assertSame( array_fill_keys( array_keys( self::PAYPAL_SAYS ), Batch_Ledger::READY ), $this->steps() );
		return $batch;
	}

	/**
	 * PayPal moves each item as PAYPAL_SAYS (nothing when it holds none yet).
	 */
	private function paypal_moves(): void {
		Paypal_Fake::move_items( array_combine( array_map( array( $this, 'request_of' ), array_keys( self::PAYPAL_SAYS ) ), array_values( self::PAYPAL_SAYS ) ) );
	}

	/**
	 * The PayPal parts recorded, first first.
	 *
	 * @return object[]
	 */
	private function parts(): array {
		global $wpdb;
		return $wpdb->get_results( 'SELECT * FROM ' . Schema::paypal_parts_table() . ' ORDER BY id' );
	}

	/**
	 * The Dokan request the run filed for a vendor.
	 *
	 * @param string $name The vendor's name in the test.
	 */
	private function request_of( string $name ): int {
		return Payout_Files_Site::run_request( $this->vendors[ $name ] );
	}

	/**
	 * Each vendor's step in the batches table, by name.
	 *
	 * @return array<string, string>
	 */
	private function steps(): array {
		global $wpdb;
		$steps = array();
		foreach ( array_keys( $this->vendors ) as $name ) {
			$steps[ $name ] = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT step FROM ' . Schema::batches_table() . ' WHERE withdraw_id = %d', $this->request_of( $name ) ) );
		}
		return $steps;
	}
}
