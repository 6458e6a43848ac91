<?php
/**
 * What GET /dokan/v2/withdraw/disbursement tells the vendor about their payouts.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Rest\Disbursement_Controller;

/**
 * `last_payout` and `projected_amount`, through the real REST route.
 */
final class Vendor_Status_Test extends Engine_Test_Case {

	public function test_before_any_run_there_is_no_last_payout_and_the_projection_is_the_amount(): void {
		$vendor = $this->vendor(
			array(
				'balance' => '1234.56',
				'reserve' => 50,
			)
		);

		$answer = $this->get_as( $vendor );

		$this->assertNull( $answer['last_payout'] );
		$this->assertSame( array( 'amount' => 1184.56 ), $answer['projected_amount'] );
	}

	public function test_after_a_filed_payout_the_last_payout_shows_its_date_amount_and_that_it_is_pending(): void {
		$vendor = $this->vendor( array( 'balance' => '1250.50' ) );
		Engine_Site::run( 'weekly', self::DATE );

		$answer = $this->get_as( $vendor );

		$this->assertSame(
			array(
				'date'           => 'January 5, 2099',
				'amount'         => 1250.5,
				'request_status' => 'pending',
			),
			$answer['last_payout']
		);
		$this->assertSame( 'pending_request', $answer['projected_amount']['skipped'], 'the request just filed is still pending' );
		$this->assertSame( 'A withdraw request of yours is pending; no new one is filed until it is handled.', $answer['projected_amount']['message'] );
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function dokan_decisions(): array {
		return array(
			'approved by the admin'  => array( 'approved', 'approved' ),
			'cancelled by the admin' => array( 'cancelled', 'cancelled' ),
		);
	}

	/**
	 * @dataProvider dokan_decisions
	 */
	public function test_the_last_payout_follows_what_dokan_did_with_the_request_since( string $decision, string $expected ): void {
		$vendor = $this->vendor( array( 'balance' => '1250.50' ) );
		Engine_Site::run( 'weekly', self::DATE );
		$requests = Engine_Site::requests()[ $vendor ] ?? array();
		$this->assertCount( 1, $requests );
		// As Dokan's admin screen does: the request's status set and saved (Withdraw::set_status(), save()).
		$withdraw = dokan()->withdraw->get( (int) $requests[0]->id );
		$withdraw->set_status( dokan()->withdraw->get_status_code( $decision ) );
		$withdraw->save();

		$answer = $this->get_as( $vendor );

		$this->assertSame( $expected, $answer['last_payout']['request_status'] );
		$this->assertSame( 1250.5, $answer['last_payout']['amount'] );
	}

	public function test_a_request_dokan_no_longer_has_is_neither_pending_nor_paid(): void {
		$vendor = $this->vendor( array( 'balance' => '1250.50' ) );
		Engine_Site::run( 'weekly', self::DATE );
		global $wpdb;
		$wpdb->delete( $wpdb->prefix . 'dokan_withdraw', array( 'user_id' => $vendor ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Dokan's admin deleted the request.

		$answer = $this->get_as( $vendor );

		$this->assertSame( 'unknown', $answer['last_payout']['request_status'] );
	}

	public function test_after_a_skip_the_last_payout_says_why_with_the_figures_of_that_run(): void {
		$vendor = $this->vendor(
			array(
				'balance' => '80',
				'minimum' => 100,
			)
		);
		Engine_Site::run( 'weekly', self::DATE );
		Engine_Site::set_balance( $vendor, 40 );

		$answer = $this->get_as( $vendor );

		$this->assertSame(
			array(
				'date'    => 'January 5, 2099',
				'skipped' => 'below_minimum',
				'message' => 'Your balance of $80.00 was below the minimum of $100.00.',
			),
			$answer['last_payout']
		);
		$this->assertSame(
			array(
				'skipped' => 'below_minimum',
				'message' => 'Your balance of $40.00 is below the minimum of $100.00.',
			),
			$answer['projected_amount']
		);
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public static function projected_skips(): array {
		return array(
			'shop limit, no reserve' => array( array( 'balance' => '30' ), 'below_minimum', 'Your balance of $30.00 is below the minimum of $50.00.' ),
			'empty balance'          => array( array( 'balance' => '0' ), 'below_minimum', 'There is no balance to pay out yet.' ),
			'reserve'                => array(
				array(
					'balance' => '120',
					'reserve' => 100,
				),
				'reserve_leaves_too_little',
				'Keeping your reserve of $100.00 leaves $20.00, less than the minimum withdraw of $50.00.',
			),
			'method inactive'        => array(
				array(
					'balance' => '500',
					'method'  => 'bank',
					'methods' => array( 'paypal' ),
				),
				'method_inactive',
				'Your chosen payment method is no longer available. Choose another one.',
			),
			'selling disabled'       => array(
				array(
					'balance' => '500',
					'selling' => false,
				),
				'host_refused',
				'Vendor is not enabled for selling, please contact site admin',
			),
			'no method'              => array(
				array(
					'balance' => '500',
					'method'  => '',
					'methods' => array(),
				),
				'no_method',
				'Set up a payment method to receive scheduled payouts.',
			),
		);
	}

	/**
	 * @dataProvider projected_skips
	 *
	 * @param array<string, mixed> $spec    Vendor spec.
	 * @param string               $reason  Expected reason.
	 * @param string               $message Expected message.
	 */
	public function test_the_projection_says_why_the_next_run_would_skip( array $spec, string $reason, string $message ): void {
		$vendor = $this->vendor( $spec );

		$this->assertSame(
			array(
				'skipped' => $reason,
				'message' => $message,
			),
			$this->get_as( $vendor )['projected_amount']
		);
	}

	public function test_without_a_selected_schedule_there_is_no_projection(): void {
		$vendor = $this->vendor(
			array(
				'balance'  => '500',
				'schedule' => '',
			)
		);

		$this->assertNull( $this->get_as( $vendor )['projected_amount'] );
	}

	public function test_dokan_pro_fields_are_unchanged(): void {
		$vendor = $this->vendor( array( 'balance' => '500' ) );
		$with   = $this->get_as( $vendor );

		// Without the fields registered on the answer (WordPress keeps them by object type).
		global $wp_rest_additional_fields;
		$registered = $wp_rest_additional_fields[ Disbursement_Controller::OBJECT_TYPE ];
		unset( $wp_rest_additional_fields[ Disbursement_Controller::OBJECT_TYPE ] );
		$without = $this->get_as( $vendor );
		$wp_rest_additional_fields[ Disbursement_Controller::OBJECT_TYPE ] = $registered;

		unset( $with['last_payout'], $with['projected_amount'], $with['last_payout_statement'] );
		$this->assertSame( $without, $with );
	}

	/**
	 * The GET answer as the vendor receives it.
	 *
	 * @param int $vendor Vendor id.
	 * @return array<string, mixed>
	 */
	private function get_as( int $vendor ): array {
		wp_set_current_user( $vendor );
		$response = rest_do_request( new WP_REST_Request( 'GET', '/dokan/v2/withdraw/disbursement' ) );
		wp_set_current_user( 0 );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		// Through JSON, as the panel reads it.
		return json_decode( wp_json_encode( $response->get_data() ), true );
	}
}
