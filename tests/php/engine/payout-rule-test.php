<?php
/**
 * The payout rule as a pure function.
 *
 * @package VendorPayoutSchedule
 */

use PHPUnit\Framework\TestCase;
use VendorPayoutSchedule\Engine\Payout_Facts;
use VendorPayoutSchedule\Engine\Payout_Rule;
use VendorPayoutSchedule\Engine\Skip_Reason;

/**
 * Balance, minimum, reserve, withdraw limit, pending request and method → amount or reason.
 */
final class Payout_Rule_Test extends TestCase {

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: float|string}>
	 */
	public static function cases(): array {
		return array(
			'balance minus reserve'                        => array( array( 'balance' => 1234.56, 'reserve' => 50 ), 1184.56 ),
			'no reserve pays the whole balance'            => array( array( 'balance' => 1250.5 ), 1250.5 ),
			'balance exactly the minimum is paid'          => array( array( 'balance' => 100, 'minimum' => 100 ), 100.0 ),
			'a cent under the minimum is not'              => array( array( 'balance' => 99.99, 'minimum' => 100 ), Skip_Reason::BelowMinimum->value ),
			'amount exactly the withdraw limit is paid'    => array( array( 'balance' => 150, 'reserve' => 100, 'withdraw_limit' => 50 ), 50.0 ),
			'a cent under the withdraw limit is not'       => array( array( 'balance' => 149.99, 'reserve' => 100, 'withdraw_limit' => 50 ), Skip_Reason::ReserveLeavesTooLittle->value ),
			'reserve equal to the balance'                 => array( array( 'balance' => 100, 'reserve' => 100 ), Skip_Reason::ReserveLeavesTooLittle->value ),
			'reserve above the balance'                    => array( array( 'balance' => 100, 'reserve' => 200 ), Skip_Reason::ReserveLeavesTooLittle->value ),
			'below the limit without a reserve'            => array( array( 'balance' => 30, 'withdraw_limit' => 50 ), Skip_Reason::BelowMinimum->value ),
			'zero balance with everything at zero'         => array( array( 'balance' => 0 ), Skip_Reason::BelowMinimum->value ),
			'negative balance'                             => array( array( 'balance' => -20 ), Skip_Reason::BelowMinimum->value ),
			'float noise does not cost a cent'             => array( array( 'balance' => 0.1 + 0.2, 'minimum' => 0.3, 'withdraw_limit' => 0.3 ), 0.3 ),
			'pending request'                              => array( array( 'balance' => 500, 'has_pending' => true ), Skip_Reason::PendingRequest->value ),
			'chosen method not usable'                     => array( array( 'balance' => 500, 'method' => 'bank' ), Skip_Reason::MethodInactive->value ),
			'no method chosen'                             => array( array( 'balance' => 500, 'method' => '' ), Skip_Reason::MethodInactive->value ),
			'no usable method at all'                      => array( array( 'balance' => 500, 'usable_methods' => array() ), Skip_Reason::NoMethod->value ),
			'no method outranks a pending request'         => array( array( 'balance' => 500, 'usable_methods' => array(), 'has_pending' => true ), Skip_Reason::NoMethod->value ),
			'inactive method outranks a low balance'       => array( array( 'balance' => 1, 'method' => 'bank' ), Skip_Reason::MethodInactive->value ),
			'pending request outranks a low balance'       => array( array( 'balance' => 1, 'has_pending' => true ), Skip_Reason::PendingRequest->value ),
		);
	}

	/**
	 * @dataProvider cases
	 *
	 * @param array<string, mixed> $given    Facts that differ from a paid vendor's defaults.
	 * @param float|string         $expected The amount paid, or the skip reason.
	 */
	public function test_decides_amount_or_reason( array $given, $expected ): void {
		$f = array_merge(
			array(
				'balance'        => 0.0,
				'minimum'        => 0.0,
				'reserve'        => 0.0,
				'withdraw_limit' => 0.0,
				'has_pending'    => false,
				'method'         => 'paypal',
				'usable_methods' => array( 'paypal' ),
			),
			$given
		);

		$decision = Payout_Rule::decide( new Payout_Facts( (float) $f['balance'], (float) $f['minimum'], (float) $f['reserve'], (float) $f['withdraw_limit'], $f['has_pending'], $f['method'], $f['usable_methods'] ) );

		if ( is_string( $expected ) ) {
			$this->assertFalse( $decision->is_filed() );
			$this->assertSame( $expected, $decision->reason );
			$this->assertSame( 0.0, $decision->amount );
		} else {
			$this->assertTrue( $decision->is_filed() );
			$this->assertNull( $decision->reason );
			$this->assertSame( $expected, $decision->amount );
		}
	}
}
