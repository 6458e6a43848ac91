<?php
/**
 * Amounts as a vendor picks them and the server keeps them, and the lists they are picked from.
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


	public function test_parses_text_into_distinct_ascending_amounts(): void {
		$this->assertSame( array( 0, 5, 50, 100 ), Amount::parse_list( ' 100, 5 ;0 50  5' ) );
		$this->assertSame( array( 10, 20 ), Amount::parse_list( array( '20', 10 ) ) );
	}

	public function test_amounts_with_cents_are_kept_exactly(): void {
		// What the settings screen shows when Dokan's minimum withdraw amount has cents.
		$this->assertSame( array( 12.5, 15, 50 ), Amount::parse_list( '12.5, 15, 50' ) );
		$this->assertSame( array( 12.5, 15, 50 ), Amount::parse_list( implode( ', ', Amount::raised_to( array( 0, 5, 15, 50 ), 12.5 ) ) ), 'the list the screen shows saves as it is' );
		$this->assertSame( array( 0.25, 1 ), Amount::parse_list( '1.00, 0.25' ) );
	}

	/**
	 * @dataProvider invalid_lists
	 *
	 * @param mixed $value Candidate list.
	 */
	public function test_a_list_refuses_anything_but_non_negative_amounts( $value ): void {
		$this->assertNull( Amount::parse_list( $value ) );
	}

	/**
	 * @return array<string, array{mixed}>
	 */
	public function invalid_lists(): array {
		return array(
			'a word'          => array( 'ten, 20' ),
			'five decimals'   => array( '10.12345, 20' ),
			'an exponent'     => array( '1e3, 20' ),
			'a negative'      => array( '-5, 20' ),
			'empty text'      => array( '   ' ),
			'an empty list'   => array( array() ),
			'a float'         => array( array( 2.0 ) ),
			'a nested list'   => array( array( array( 1 ) ) ),
			'not a list'      => array( 42 ),
			'too many items'  => array( range( 1, Amount::MAX_ITEMS + 1 ) ),
		);
	}

	public function test_amounts_below_the_withdraw_limit_are_raised_to_it(): void {
		$this->assertSame( array( 50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000 ), Amount::raised_to( Amount::LADDER, 50.0 ) );
		$this->assertSame( array( 7.25, 10, 15, 50 ), Amount::raised_to( array( 0, 5, 10, 15, 50 ), 7.25 ) );
		$this->assertSame( array( 1234.5, 2000, 3000 ), Amount::raised_to( array( 0, 1000, 2000, 3000 ), 1234.5 ) );
		$this->assertSame( Amount::LADDER, Amount::raised_to( Amount::LADDER, 0.0 ) );
		$this->assertSame( array( 20000 ), Amount::raised_to( array( 0, 5 ), 20000.0 ) );
	}
}
