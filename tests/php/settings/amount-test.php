<?php
/**
 * One amount as a vendor picks it and the server keeps it.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Tests\Settings;

use PHPUnit\Framework\TestCase;
use VendorPayoutSchedule\Settings\Amount;

final class Amount_Test extends TestCase {

	/**
	 * @return array<string, array{0: mixed, 1: float|null}>
	 */
	public static function submitted(): array {
		return array(
			'an integer'                => array( 50, 50.0 ),
			'a fraction'                => array( 1234.5, 1234.5 ),
			'a string with cents'       => array( '1234.50', 1234.5 ),
			'a whole string'            => array( '50', 50.0 ),
			'zero'                      => array( 0, 0.0 ),
			'four decimals'             => array( '0.0001', 0.0001 ),
			'five decimals'             => array( '0.00001', null ),
			'an exponent'               => array( '5e1', null ),
			'a blank'                   => array( '', null ),
			'a negative integer'        => array( -5, null ),
			'a negative string'         => array( '-5', null ),
			'a comma for the decimals'  => array( '12,50', null ),
			'infinity'                  => array( INF, null ),
			'a list'                    => array( array( 50 ), null ),
			'true'                      => array( true, null ),
		);
	}

	/**
	 * @dataProvider submitted
	 *
	 * @param mixed      $value    Submitted.
	 * @param float|null $expected Parsed.
	 */
	public function test_takes_plain_non_negative_amounts_with_up_to_four_decimals( $value, ?float $expected ): void {
		$this->assertSame( $expected, Amount::parse( $value ) );
	}

	public function test_an_amount_is_one_of_a_list_only_exactly(): void {
		$this->assertTrue( Amount::is_one_of( 1234.5, array( 50, 1234.5, 2000 ) ) );
		$this->assertTrue( Amount::is_one_of( 50.0, array( 50, 100 ) ) );
		$this->assertFalse( Amount::is_one_of( 1234.0, array( 50, 1234.5, 2000 ) ) );
		$this->assertFalse( Amount::is_one_of( 1235.0, array( 50, 1234.5, 2000 ) ) );
	}

	public function test_keeps_whole_amounts_whole_and_cents_exactly(): void {
		$this->assertSame( 50, Amount::exact( 50.0 ) );
		$this->assertSame( 1234.5, Amount::exact( 1234.5 ) );
		$this->assertSame( 0.1, Amount::exact( 0.1 + 0.2 - 0.2 ) );
	}
}
