<?php
/**
 * The payout rule, run against Dokan's withdraw API on the real database.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Skip_Reason;

/**
 * Who is paid, how much, with which method — and why the others are not.
 */
final class Payout_Rule_Against_Dokan_Test extends Engine_Test_Case {

	public function test_a_vendor_is_paid_balance_minus_reserve_with_the_chosen_method(): void {
		$vendor = $this->vendor(
			array(
				'balance' => '1234.56',
				'minimum' => 100,
				'reserve' => 50,
				'method'  => 'bank',
				'methods' => array( 'paypal', 'bank' ),
			)
		);

		Engine_Site::run( 'weekly', self::DATE );

		$requests = Engine_Site::requests()[ $vendor ] ?? array();
		$this->assertCount( 1, $requests, 'one request is filed' );
		$this->assertSame( '1184.5600', $requests[0]->amount );
		$this->assertSame( 'bank', $requests[0]->method );
		$this->assertSame( '0', $requests[0]->status, 'the request waits for the admin (pending)' );
		$this->assertSame( 'Scheduled payout (Weekly, January 5, 2099)', $requests[0]->note );

		$outcome = Engine_Site::outcomes( self::DATE )[ $vendor ];
		$this->assertSame( Payout_Ledger::REQUESTED, $outcome->status );
		$this->assertSame( (int) $requests[0]->id, (int) $outcome->withdraw_id );
		$this->assertSame( '1184.5600', $outcome->amount );
	}

	/**
	 * @return array<string, array{0: string, 1: int, 2: int, 3: string|null}>
	 */
	public static function amounts(): array {
		return array(
			'whole balance without reserve'               => array( '1250.50', 0, 0, '1250.5000' ),
			'balance exactly the minimum'                 => array( '100.00', 100, 0, '100.0000' ),
			'balance exactly the withdraw limit'          => array( '50.00', 0, 0, '50.0000' ),
			'reserve leaves exactly the withdraw limit'   => array( '150.00', 0, 100, '50.0000' ),
			'cents survive the subtraction'               => array( '100.30', 0, 50, '50.3000' ),
			'reserve leaves a cent under the limit'       => array( '149.99', 0, 100, null ),
			'a cent under the minimum'                    => array( '99.99', 100, 0, null ),
		);
	}

	/**
	 * @dataProvider amounts
	 *
	 * @param string      $balance  Balance.
	 * @param int         $minimum  Vendor's minimum.
	 * @param int         $reserve  Vendor's reserve.
	 * @param string|null $expected Amount filed, or null when nothing is.
	 */
	public function test_exact_amounts( string $balance, int $minimum, int $reserve, ?string $expected ): void {
		$vendor = $this->vendor( compact( 'balance', 'minimum', 'reserve' ) );

		Engine_Site::run( 'weekly', self::DATE );

		$requests = Engine_Site::requests()[ $vendor ] ?? array();
		if ( null === $expected ) {
			$this->assertSame( array(), $requests );
			return;
		}
		$this->assertCount( 1, $requests );
		$this->assertSame( $expected, $requests[0]->amount );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2?: callable}>
	 */
	public static function skips(): array {
		return array(
			'balance below the vendor minimum'           => array(
				array(
					'balance' => '80',
					'minimum' => 100,
				),
				Skip_Reason::BelowMinimum->value,
			),
			'balance below the shop limit, no reserve'   => array( array( 'balance' => '30' ), Skip_Reason::BelowMinimum->value ),
			'empty balance'                              => array( array( 'balance' => '0' ), Skip_Reason::BelowMinimum->value ),
			'reserve leaves less than the limit'         => array(
				array(
					'balance' => '120',
					'reserve' => 100,
				),
				Skip_Reason::ReserveLeavesTooLittle->value,
			),
			'reserve above the balance'                  => array(
				array(
					'balance' => '120',
					'reserve' => 200,
				),
				Skip_Reason::ReserveLeavesTooLittle->value,
			),
			'chosen method no longer set up'             => array(
				array(
					'balance' => '500',
					'method'  => 'bank',
					'methods' => array( 'paypal' ),
				),
				Skip_Reason::MethodInactive->value,
			),
			'no method set up at all'                    => array(
				array(
					'balance' => '500',
					'method'  => '',
					'methods' => array(),
				),
				Skip_Reason::NoMethod->value,
			),
			'selling disabled by the admin (Dokan says no)' => array(
				array(
					'balance' => '500',
					'selling' => false,
				),
				Skip_Reason::HostRefused->value,
			),
			'no longer a vendor'                         => array(
				array(
					'balance' => '500',
					'role'    => 'customer',
				),
				Skip_Reason::NotVendor->value,
			),
		);
	}

	/**
	 * @dataProvider skips
	 *
	 * @param array<string, mixed> $spec   Vendor spec.
	 * @param string               $reason Expected reason.
	 */
	public function test_each_skip_reason_is_recorded_and_nothing_is_filed( array $spec, string $reason ): void {
		$vendor = $this->vendor( $spec );

		Engine_Site::run( 'weekly', self::DATE );

		$this->assertArrayNotHasKey( $vendor, Engine_Site::requests(), 'no request is filed' );
		$outcome = Engine_Site::outcomes( self::DATE )[ $vendor ];
		$this->assertSame( Payout_Ledger::SKIPPED, $outcome->status );
		$this->assertSame( $reason, $outcome->reason );
	}

	public function test_a_pending_request_blocks_a_new_one(): void {
		$vendor = $this->vendor( array( 'balance' => '500' ) );
		Engine_Site::manual_request( $vendor, 100 );

		Engine_Site::run( 'weekly', self::DATE );

		$this->assertCount( 1, Engine_Site::requests()[ $vendor ], 'only the manual request exists' );
		$this->assertSame( Skip_Reason::PendingRequest->value, Engine_Site::outcomes( self::DATE )[ $vendor ]->reason );
	}

	public function test_a_method_the_admin_stopped_offering_is_inactive(): void {
		$vendor = $this->vendor(
			array(
				'balance' => '500',
				'method'  => 'paypal',
				'methods' => array( 'paypal', 'bank' ),
			)
		);
		$option                     = get_option( 'dokan_withdraw' );
		$option['withdraw_methods'] = array(
			'paypal' => '',
			'bank'   => 'bank',
		);
		update_option( 'dokan_withdraw', $option );

		Engine_Site::run( 'weekly', self::DATE );

		$this->assertSame( Skip_Reason::MethodInactive->value, Engine_Site::outcomes( self::DATE )[ $vendor ]->reason );
	}

	public function test_only_vendors_on_the_running_schedule_are_considered(): void {
		$weekly  = $this->vendor( array( 'balance' => '500' ) );
		$monthly = $this->vendor(
			array(
				'balance'  => '500',
				'schedule' => 'monthly',
			)
		);
		$none    = $this->vendor(
			array(
				'balance'  => '500',
				'schedule' => '',
			)
		);

		Engine_Site::run( 'weekly', self::DATE );

		$this->assertSame( array( $weekly ), array_keys( Engine_Site::requests() ) );
		$this->assertSame( array( $weekly ), array_keys( Engine_Site::outcomes( self::DATE ) ) );
		$this->assertNotContains( $monthly, array_keys( Engine_Site::outcomes( self::DATE ) ) );
		$this->assertNotContains( $none, array_keys( Engine_Site::outcomes( self::DATE ) ) );
	}
}
