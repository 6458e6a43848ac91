<?php
/**
 * Minimum and reserve amount lists.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Tests\Settings;

use PHPUnit\Framework\TestCase;
use VendorPayoutSchedule\Settings\Amount_List;

final class Amount_List_Test extends TestCase {

	public function test_parses_text_into_distinct_ascending_amounts(): void {
		$this->assertSame( array( 0, 5, 50, 100 ), Amount_List::parse( ' 100, 5 ;0 50  5' ) );
		$this->assertSame( array( 10, 20 ), Amount_List::parse( array( '20', 10 ) ) );
	}

	public function test_amounts_with_cents_are_kept_exactly(): void {
		// What the settings screen shows when Dokan's minimum withdraw amount has cents.
		$this->assertSame( array( 12.5, 15, 50 ), Amount_List::parse( '12.5, 15, 50' ) );
		$this->assertSame( array( 12.5, 15, 50 ), Amount_List::parse( implode( ', ', Amount_List::from( array( 0, 5, 15, 50 ), 12.5 ) ) ), 'the list the screen shows saves as it is' );
		$this->assertSame( array( 0.25, 1 ), Amount_List::parse( '1.00, 0.25' ) );
	}

	/**
	 * @dataProvider invalid_lists
	 *
	 * @param mixed $value Candidate list.
	 */
	public function test_refuses_anything_but_non_negative_amounts( $value ): void {
		$this->assertNull( Amount_List::parse( $value ) );
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
			'too many items'  => array( range( 1, Amount_List::MAX_ITEMS + 1 ) ),
		);
	}

	public function test_amounts_below_the_withdraw_limit_are_raised_to_it(): void {
		$this->assertSame( array( 50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000 ), Amount_List::from( Amount_List::LADDER, 50.0 ) );
		$this->assertSame( array( 7.25, 10, 15, 50 ), Amount_List::from( array( 0, 5, 10, 15, 50 ), 7.25 ) );
		$this->assertSame( array( 1234.5, 2000, 3000 ), Amount_List::from( array( 0, 1000, 2000, 3000 ), 1234.5 ) );
		$this->assertSame( Amount_List::LADDER, Amount_List::from( Amount_List::LADDER, 0.0 ) );
		$this->assertSame( array( 20000 ), Amount_List::from( array( 0, 5 ), 20000.0 ) );
	}
}
