<?php
/**
 * The PayPal client against PayPal's published contract: Prism checks each request and answer
 * (tests/paypal/harness.sh), our stateful fake of PayPal stands behind it.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;
use VendorPayoutSchedule\PayPal\Access_Token_Store;
use VendorPayoutSchedule\PayPal\Batch_Sent;
use VendorPayoutSchedule\PayPal\Payout_Batch_Body;
use VendorPayoutSchedule\PayPal\Paypal_App;
use VendorPayoutSchedule\PayPal\Paypal_Failure;
use VendorPayoutSchedule\PayPal\Payouts_Client;
use VendorPayoutSchedule\Payouts\Payout_Request;

require_once __DIR__ . '/support/class-paypal-fake.php';

/**
 * Token taken once and renewed on a 401; a batch sent once whatever fails around it; PayPal's
 * refusals as the caller needs them; a batch read page by page; the secret in no answer.
 */
final class Paypal_Client_Test extends Engine_Test_Case {

	/** An app the fake knows, with Payouts enabled (tests/paypal/fake/server.mjs). */
	private const CLIENT_ID = Paypal_Fake::CLIENT_ID;
	private const SECRET    = Paypal_Fake::SECRET;

	protected function setUp(): void {
		parent::setUp();
		if ( ! Paypal_Fake::is_up() ) {
			$this->fail( 'Run the engine tests through tests/engine/run.sh: it starts Prism and the PayPal fake (tests/paypal/harness.sh).' );
		}
		Paypal_Fake::start();
	}

	protected function tearDown(): void {
		// Prism refused nothing we sent and found nothing wrong in what the fake answered.
		$this->assertSame( array(), Paypal_Fake::stop(), 'Prism found every request and answer within PayPal’s contract' );
		parent::tearDown();
	}

	/** The client's timeout in tests (Paypal_Fake::timeout()). */
	private static function timeout(): int {
		return Paypal_Fake::timeout();
	}

	/** E2E_TIMEOUT_FACTOR, at least 1. */
	private static function factor(): float {
		return Paypal_Fake::factor();
	}

	/**
	 * Asks the fake's control door (Paypal_Fake::control()).
	 *
	 * @param string                    $what   reset, expire-tokens, faults, item, items, state.
	 * @param array<string, mixed>|null $body   What to send.
	 * @param string                    $method HTTP method.
	 * @return array<string, mixed>
	 */
	private static function control( string $what, ?array $body = null, string $method = 'POST' ): array {
		return Paypal_Fake::control( $what, $body, $method );
	}

	public function test_a_token_is_taken_once_kept_unautoloaded_and_reused(): void {
		$client = $this->client();
		$sent   = $client->create_batch( $this->body( 2 ) );
		$client->batch( $sent->payout_batch_id );
		( new Payouts_Client( new Paypal_App( self::CLIENT_ID, self::SECRET ) ) )->batch( $sent->payout_batch_id );

		$this->assertSame( 1, self::control( 'state', null, 'GET' )['tokens'], 'one token for three calls of two clients' );
		$this->assertContains( self::autoload( Access_Token_Store::OPTION ), array( 'off', 'no' ), 'the cached token is not loaded with every page' );
	}

	public function test_an_expired_token_is_renewed_on_a_401_and_the_call_repeated_once(): void {
		$client = $this->client();
		$sent   = $client->create_batch( $this->body( 1 ) );
		self::control( 'expire-tokens' );

		$page = $client->batch( $sent->payout_batch_id );

		$this->assertSame( $sent->payout_batch_id, $page->header['payout_batch_id'], 'the read went through with a new token' );
		$this->assertSame( 2, self::control( 'state', null, 'GET' )['tokens'], 'a second token, taken after PayPal refused the first' );
	}

	public function test_a_batch_is_accepted_by_paypals_contract(): void {
		$body = $this->body( 3 );
		$sent = $this->client()->create_batch( $body );

		$this->assertSame( Batch_Sent::ACCEPTED, $sent->outcome );
		$this->assertSame( 'PENDING', $sent->batch_status );
		$this->assertSame( $body['sender_batch_header']['sender_batch_id'], $sent->sender_batch_id );
		$state = self::control( 'state', null, 'GET' );
		$this->assertCount( 1, $state['batches'] );
		$this->assertSame( 3, $state['batches'][0]['item_count'] );
	}

	public function test_a_used_sender_batch_id_means_already_sent_and_the_batch_is_looked_up(): void {
		$client = $this->client();
		$body   = $this->body( 2 );
		$first  = $client->create_batch( $body );

		$again = $client->create_batch( $body );

		$this->assertTrue( $again->was_already_sent() );
		$this->assertSame( $first->payout_batch_id, $again->payout_batch_id, 'the batch PayPal links to' );
		$items = $client->batch( $again->payout_batch_id )->items;
		$this->assertSame( array_column( $body['items'], 'sender_item_id' ), array_map( static fn ( array $item ): string => $item['payout_item']['sender_item_id'], $items ) );
		$this->assertCount( 1, self::control( 'state', null, 'GET' )['batches'], 'PayPal holds one batch' );
	}

	public function test_insufficient_funds_is_its_own_answer_and_nothing_is_sent(): void {
		self::control( 'faults', array( 'faults' => array( array( 'status' => 422 ) ) ) );
		try {
			$this->client()->create_batch( $this->body( 1 ) );
			$this->fail( 'PayPal’s 422 is a failure' );
		} catch ( Paypal_Failure $failure ) {
			$this->assertSame( Paypal_Failure::INSUFFICIENT_FUNDS, $failure->kind );
			$this->assertSame( 422, $failure->status );
			$this->assertNotSame( '', $failure->debug_id, 'PayPal’s debug_id is kept' );
			$this->assertFalse( $failure->may_retry() );
		}
		$this->assertCount( 0, self::control( 'state', null, 'GET' )['batches'] );
	}

	public function test_429_and_5xx_mean_retry_later_and_a_retry_sends_the_batch_once(): void {
		self::control(
			'faults',
			array(
				'faults' => array(
					array(
						'status'      => 429,
						'retry_after' => 7,
					),
					array( 'status' => 500 ),
					array( 'status' => 503 ),
				),
			)
		);
		$client = $this->client();
		$body   = $this->body( 2 );
		$seen   = array();
		for ( $try = 0; $try < 3; $try++ ) {
			try {
				$client->create_batch( $body );
				$this->fail( 'fault ' . $try . ' is a failure' );
			} catch ( Paypal_Failure $failure ) {
				$this->assertTrue( $failure->may_retry() );
				$seen[] = array( $failure->status, $failure->cause, $failure->retry_after );
			}
		}
		$this->assertSame(
			array(
				array( 429, Paypal_Failure::CAUSE_RATE_LIMITED, 7 ),
				array( 500, Paypal_Failure::CAUSE_SERVER_ERROR, null ),
				array( 503, Paypal_Failure::CAUSE_SERVER_ERROR, null ),
			),
			$seen
		);
		$this->assertSame( Batch_Sent::ACCEPTED, $client->create_batch( $body )->outcome, 'the same body, later' );
		$this->assertCount( 1, self::control( 'state', null, 'GET' )['batches'] );
	}

	public function test_a_timeout_after_paypal_stored_the_batch_then_a_retry_sends_nothing_twice(): void {
		self::control( 'faults', array( 'faults' => array( array( 'hang' => (int) ( 1000 * ( self::timeout() + 2 * self::factor() ) ) ) ) ) );
		$client = $this->client();
		$body   = $this->body( 2 );
		try {
			$client->create_batch( $body );
			$this->fail( 'no answer came' );
		} catch ( Paypal_Failure $failure ) {
			$this->assertSame( Paypal_Failure::RETRY_LATER, $failure->kind );
			$this->assertSame( Paypal_Failure::CAUSE_TIMEOUT, $failure->cause );
		}
		$this->assertCount( 1, self::control( 'state', null, 'GET' )['batches'], 'PayPal stored it before the client gave up' );

		$retry = $client->create_batch( $body );

		$this->assertTrue( $retry->was_already_sent() );
		$this->assertSame( self::control( 'state', null, 'GET' )['batches'][0]['payout_batch_id'], $retry->payout_batch_id );
		$this->assertCount( 1, self::control( 'state', null, 'GET' )['batches'], 'still one batch' );
	}

	public function test_a_batch_with_more_items_than_a_page_is_read_page_by_page(): void {
		$client = $this->client();
		$body   = $this->body( 7 );
		$sent   = $client->create_batch( $body );

		$ids  = array();
		$page = $client->batch( $sent->payout_batch_id, 1, 3 );
		$this->assertSame( 7, $page->total_items );
		$this->assertSame( 3, $page->total_pages );
		while ( true ) {
			foreach ( $page->items as $item ) {
				$ids[] = $item['payout_item']['sender_item_id'];
			}
			if ( ! $page->has_next() ) {
				break;
			}
			$page = $client->batch( $sent->payout_batch_id, $page->page + 1, 3 );
		}
		$this->assertSame( array_column( $body['items'], 'sender_item_id' ), $ids, 'every item once, in order' );
	}

	public function test_an_item_is_read_and_only_an_unclaimed_one_cancelled(): void {
		$client = $this->client();
		$sent   = $client->create_batch( $this->body( 2 ) );
		$items  = $client->batch( $sent->payout_batch_id )->items;

		$this->assertSame( 'PENDING', $client->item( $items[0]['payout_item_id'] )['transaction_status'] );
		try {
			$client->cancel_item( $items[0]['payout_item_id'] );
			$this->fail( 'a pending item is not cancelled' );
		} catch ( Paypal_Failure $failure ) {
			$this->assertSame( Paypal_Failure::REFUSED, $failure->kind );
			$this->assertSame( 'ITEM_INCORRECT_STATUS', $failure->name );
		}
		self::control(
			'item',
			array(
				'payout_item_id'     => $items[1]['payout_item_id'],
				'transaction_status' => 'UNCLAIMED',
			)
		);
		$this->assertSame( 'RETURNED', $client->cancel_item( $items[1]['payout_item_id'] )['transaction_status'] );
	}

	public function test_wrong_credentials_are_unauthorized_and_the_secret_is_in_no_answer(): void {
		$secret = 'a-wrong-secret-0123456789';
		$app    = new Paypal_App( self::CLIENT_ID, $secret );
		try {
			( new Payouts_Client( $app ) )->take_token();
			$this->fail( 'PayPal refuses the app' );
		} catch ( Paypal_Failure $failure ) {
			$this->assertSame( Paypal_Failure::UNAUTHORIZED, $failure->kind );
			$this->assertSame( 'invalid_client', $failure->name );
			$seen = $failure->getMessage() . print_r( $failure, true ) . print_r( $app, true ) . $failure->getTraceAsString(); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_print_r -- what a log would hold.
			$this->assertStringNotContainsString( $secret, $seen, 'neither the message, a dump nor the trace holds the secret' );
		}
		$this->assertFalse( get_option( Access_Token_Store::OPTION ), 'no token kept' );
	}

	public function test_the_app_of_the_other_mode_is_unauthorized_too(): void {
		// The fake knows sandbox apps only: a live app's credentials are unknown there, as PayPal's sandbox answers them.
		$this->expectExceptionObject( new Paypal_Failure( Paypal_Failure::UNAUTHORIZED, '', 401, 'invalid_client', 'Client Authentication failed' ) );
		( new Payouts_Client( new Paypal_App( 'live-app-client-id', 'live-secret-0123456789', Paypal_App::LIVE ), null ) )->take_token();
	}

	public function test_paypal_unreachable_means_retry_later(): void {
		remove_filter( Payouts_Client::BASE_FILTER, array( Paypal_Fake::class, 'prism' ) );
		add_filter( Payouts_Client::BASE_FILTER, static fn (): string => 'http://127.0.0.1:9' );
		try {
			$this->client()->take_token();
			$this->fail( 'nothing listens there' );
		} catch ( Paypal_Failure $failure ) {
			$this->assertSame( Paypal_Failure::RETRY_LATER, $failure->kind );
			$this->assertSame( Paypal_Failure::CAUSE_UNREACHABLE, $failure->cause );
		}
	}

	public function test_the_sender_batch_id_follows_the_batch_never_chance(): void {
		$id = Payout_Batch_Body::sender_batch_id( 12, 'usd', 2 );
		$this->assertSame( $id, Payout_Batch_Body::sender_batch_id( 12, 'USD', 2 ), 'the same inputs, the same id' );
		$this->assertMatchesRegularExpression( '/^VPS-[0-9a-f]{10}-B12-USD-P2$/', $id );
		$this->assertNotSame( $id, Payout_Batch_Body::sender_batch_id( 12, 'USD', 3 ) );
		$this->assertNotSame( $id, Payout_Batch_Body::sender_batch_id( 13, 'USD', 2 ) );
		$this->assertLessThanOrEqual( 256, strlen( Payout_Batch_Body::sender_batch_id( PHP_INT_MAX, 'EUR', PHP_INT_MAX ) ) );

		// A copy of the site at another address (staging, a new domain) sends under the same ids, so
		// PayPal refuses what the original sent instead of paying it again.
		$moved = static fn (): string => 'https://staging.example.test';
		add_filter( 'home_url', $moved );
		try {
			$this->assertSame( $id, Payout_Batch_Body::sender_batch_id( 12, 'USD', 2 ), 'the address does not name the site' );
		} finally {
			remove_filter( 'home_url', $moved );
		}

		// An installation after an uninstall numbers its batches from 1 again: a new key keeps its
		// ids apart from the old installation's.
		\VendorPayoutSchedule\PayPal\Paypal_App::uninstall();
		$this->assertNotSame( $id, Payout_Batch_Body::sender_batch_id( 12, 'USD', 2 ), 'a new installation, a new key' );
	}

	public function test_amounts_are_strings_in_the_currencys_decimals_and_the_note_in_the_vendors_language(): void {
		// A vendor can pick German only where WordPress's German is installed: the scratch site is
		// told it is (the plugin's own German is what the note uses).
		add_filter( 'get_available_languages', array( self::class, 'with_german' ) );
		$GLOBALS['wp_locale_switcher'] = new WP_Locale_Switcher();
		$GLOBALS['wp_locale_switcher']->init();
		$vendor = $this->vendor( array() );
		update_user_meta( $vendor, 'locale', 'de_DE' );
		$yen  = new Payout_Request( 901, $vendor, '1250.5000', '1250.5000', '0', 'JPY', 'paypal', 'pending', '2099-01-05 00:00:00', '', array( 'email' => 'vendor@example.test' ) );
		$body = ( new Payout_Batch_Body() )->build( 4, 'JPY', 1, array( $yen ) );

		$this->assertSame(
			array(
				'value'    => '1251',
				'currency' => 'JPY',
			),
			$body['items'][0]['amount']
		);
		$this->assertSame( 'DOKAN-WD-901', $body['items'][0]['sender_item_id'] );
		$this->assertStringStartsWith( 'Auszahlung', $body['items'][0]['note'], 'the vendor reads German' );
		$this->assertSame( 'en_US', determine_locale(), 'the site’s language is back' );
		$this->assertStringStartsWith( 'You have a payout', $body['sender_batch_header']['email_subject'] );
		remove_filter( 'get_available_languages', array( self::class, 'with_german' ) );
	}

	/**
	 * WordPress's languages with German.
	 *
	 * @param string[] $languages Installed languages.
	 * @return string[]
	 */
	public static function with_german( $languages ): array {
		return array_values( array_unique( array_merge( (array) $languages, array( 'de_DE' ) ) ) );
	}

	/**
	 * A client of the fake's app, keeping its token.
	 */
	private function client(): Payouts_Client {
		return new Payouts_Client( new Paypal_App( self::CLIENT_ID, self::SECRET ) );
	}

	/**
	 * A batch's body from real Dokan requests of as many vendors.
	 *
	 * @param int $count Requests.
	 * @return array<string, mixed>
	 */
	private function body( int $count ): array {
		$ids = array();
		foreach ( Engine_Site::seed_vendors( array_fill( 0, $count, array( 'balance' => '500' ) ) ) as $i => $vendor ) {
			$ids[] = Engine_Site::manual_request( $vendor, 10.25 + $i );
		}
		$requests = iterator_to_array( ( new Dokan_Withdraw_Requests() )->each( $ids ), false );
		$this->assertCount( $count, $requests, 'Dokan holds the requests' );
		static $batch = 0;
		return ( new Payout_Batch_Body() )->build( 1000 + ( ++$batch ), 'USD', 1, $requests );
	}

	/**
	 * An option's autoload flag as WordPress stored it.
	 *
	 * @param string $option The option.
	 */
	private static function autoload( string $option ): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", $option ) );
	}
}
