<?php
/**
 * GET /vendor-payout-schedule/v1/statements/<id>: who may read a statement, what it answers, and
 * the statement's id beside the panel's last payout.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Schema;

require_once __DIR__ . '/support/class-ledger-timeline.php';

/**
 * Through the real REST server, as the panel and an admin's screen ask.
 */
final class Statement_Route_Test extends Engine_Test_Case {

	/** The vendor. */
	private int $vendor;

	/** The vendor's payout row id. */
	private int $payout;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->vendor = $this->vendor( array( 'balance' => '0' ) );
		$wpdb->delete( $wpdb->prefix . 'dokan_vendor_balance', array( 'vendor_id' => $this->vendor ) );
		Ledger_Timeline::sale( $this->vendor, 7001, '80.0000', 9 );
		Ledger_Timeline::sale( $this->vendor, 7002, '45.5000', 8 );
		Ledger_Timeline::refund( $this->vendor, 7001, '5.0000', 7 );
		Ledger_Timeline::sale( $this->vendor, 7003, '12.0000', 6, 'wc-on-hold' );
		Engine_Site::run( 'weekly', self::DATE );
		$this->payout = (int) Engine_Site::outcomes( self::DATE )[ $this->vendor ]->id;
	}

	public function test_the_vendor_reads_their_statement_with_a_page_of_lines(): void {
		$response = $this->get_as( $this->vendor, $this->payout, array( 'per_page' => 2 ) );
		$data     = $this->json( $response );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '4', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $response->get_headers()['X-WP-TotalPages'] );
		$this->assertSame( $this->payout, $data['id'] );
		$this->assertSame( 'requested', $data['outcome'] );
		$this->assertSame( 'January 5, 2099', $data['date_label'] );
		$this->assertNull( $data['period_start'] );
		$this->assertEquals( 0, $data['opening'] );
		$this->assertEquals( 125.5, $data['earned'] );
		$this->assertEquals( 5, $data['deducted'] );
		$this->assertEquals( 120.5, $data['closing'] );
		$this->assertEquals( 120.5, $data['balance_read'] );
		$this->assertEquals( 120.5, $data['requested'] );
		$this->assertSame( 'PayPal', $data['method_title'] );
		$this->assertSame( 'pending', $data['request']['status'] );
		$this->assertTrue( $data['agrees'] );
		$this->assertSame( array(), $data['differences'] );
		$this->assertSame( array( 'count' => 1, 'amount' => 12 ), $data['not_available'] );
		$this->assertSame( array( 'Order #7001', 'Order #7002' ), array_column( $data['entries'], 'label' ) );
		$this->assertEquals( array( 80, 125.5 ), array_column( $data['entries'], 'balance' ) );

		$link = wp_parse_url( $data['entries'][0]['link'] );
		parse_str( $link['query'], $query );
		$this->assertSame( '7001', $query['order_id'], 'the vendor dashboard’s view of the order' );
		wp_set_current_user( $this->vendor );
		$this->assertSame( 1, wp_verify_nonce( $query['_wpnonce'], 'dokan_view_order' ) );
		wp_set_current_user( 0 );

		$next = $this->json( $this->get_as( $this->vendor, $this->payout, array( 'per_page' => 2, 'page' => 2 ) ) );
		$this->assertSame( array( 'Refund on order #7001', 'Order #7003' ), array_column( $next['entries'], 'label' ) );
		$this->assertEquals( array( 120.5, null ), array_column( $next['entries'], 'balance' ), 'the balance carries on from the page before' );
		$this->assertSame( array( true, false ), array_column( $next['entries'], 'counted' ) );
		$this->assertSame( 'On hold', $next['entries'][1]['status_label'] );
	}

	public function test_whoever_manages_withdrawals_reads_any_vendors_statement_with_links_to_the_orders_screen(): void {
		$admin = $this->user( 'administrator' );

		$response = $this->get_as( $admin, $this->payout );

		$this->assertSame( 200, $response->get_status() );
		$this->assertStringContainsString( 'post.php?post=7001', $this->json( $response )['entries'][0]['link'] );
	}

	/**
	 * @return array<string, array{0: string, 1: int, 2: string}>
	 */
	public static function refusals(): array {
		return array(
			'logged out'     => array( 'nobody', 401, 'vendor_payout_schedule_rest_not_logged_in' ),
			'another vendor' => array( 'vendor', 403, 'vendor_payout_schedule_rest_statement_forbidden' ),
			'a customer'     => array( 'customer', 403, 'vendor_payout_schedule_rest_statement_forbidden' ),
		);
	}

	/**
	 * @dataProvider refusals
	 *
	 * @param string $who    Who asks.
	 * @param int    $status Expected HTTP status.
	 * @param string $code   Expected error code.
	 */
	public function test_nobody_else_reads_it( string $who, int $status, string $code ): void {
		$user = array(
			'nobody'   => 0,
			'vendor'   => $this->vendor( array( 'balance' => '10' ) ),
			'customer' => $this->user( 'customer' ),
		)[ $who ];

		$response = $this->get_as( $user, $this->payout );

		$this->assertSame( $status, $response->get_status() );
		$this->assertSame( $code, $response->get_data()['code'] );
	}

	public function test_an_unknown_payout_is_not_found_and_an_erased_one_is_gone(): void {
		global $wpdb;
		$this->assertSame( 404, $this->get_as( $this->vendor, $this->payout + 1000 )->get_status() );

		// What the personal-data eraser leaves of a finished row (Payout_Ledger::strip_vendor_rows()).
		$wpdb->update(
			Schema::payouts_table(),
			array(
				'amount'         => 0,
				'balance'        => 0,
				'minimum'        => 0,
				'reserve'        => 0,
				'withdraw_limit' => 0,
				'method'         => '',
				'note'           => null,
			),
			array( 'id' => $this->payout )
		);
		$response = $this->get_as( $this->vendor, $this->payout );
		$this->assertSame( 410, $response->get_status() );
		$this->assertSame( 'vendor_payout_schedule_rest_statement_erased', $response->get_data()['code'] );
	}

	public function test_the_panels_answer_names_the_statement_of_the_last_payout(): void {
		$other = $this->vendor( array( 'schedule' => '' ) );

		$this->assertSame( $this->payout, $this->disbursement_as( $this->vendor )['last_payout_statement'] );
		$this->assertNull( $this->disbursement_as( $other )['last_payout_statement'], 'no payout yet' );
	}

	public function test_the_route_declares_its_schema_and_arguments(): void {
		$response = rest_do_request( new WP_REST_Request( 'OPTIONS', '/vendor-payout-schedule/v1/statements/' . $this->payout ) );
		$data     = $response->get_data();

		$this->assertSame( 'payout_statement', $data['schema']['title'] );
		$this->assertArrayHasKey( 'differences', $data['schema']['properties'] );
		$this->assertSame( array( 'json', 'csv' ), $data['endpoints'][0]['args']['format']['enum'] );
		$this->assertSame( 100, $data['endpoints'][0]['args']['per_page']['maximum'] );
	}

	/**
	 * A user of a role, removed with the vendors.
	 *
	 * @param string $role Role.
	 */
	private function user( string $role ): int {
		$login = Engine_Site::LOGIN_PREFIX . $role . '_' . wp_generate_password( 6, false );
		return (int) wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password(),
				'user_email' => $login . '@example.test',
				'role'       => $role,
			)
		);
	}

	/**
	 * The statement as a user asks for it.
	 *
	 * @param int                  $user   User id (0: logged out).
	 * @param int                  $payout Payout row id.
	 * @param array<string, mixed> $query  Query arguments.
	 */
	private function get_as( int $user, int $payout, array $query = array() ): WP_REST_Response {
		wp_set_current_user( $user );
		$request = new WP_REST_Request( 'GET', '/vendor-payout-schedule/v1/statements/' . $payout );
		$request->set_query_params( $query );
		$response = rest_do_request( $request );
		wp_set_current_user( 0 );
		return $response;
	}

	/**
	 * The disbursement answer the vendor's panel reads.
	 *
	 * @param int $vendor Vendor id.
	 * @return array<string, mixed>
	 */
	private function disbursement_as( int $vendor ): array {
		wp_set_current_user( $vendor );
		$response = rest_do_request( new WP_REST_Request( 'GET', '/dokan/v2/withdraw/disbursement' ) );
		wp_set_current_user( 0 );
		return $this->json( $response );
	}

	/**
	 * An answer's data through JSON, as a browser reads it.
	 *
	 * @param WP_REST_Response $response Answer.
	 * @return array<string, mixed>
	 */
	private function json( WP_REST_Response $response ): array {
		return json_decode( wp_json_encode( $response->get_data() ), true );
	}
}
