<?php
/**
 * Exact amounts in minor units, and CSV cells a spreadsheet opens safely.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Tests\Payouts;

use PHPUnit\Framework\TestCase;
use VendorPayoutSchedule\Csv_Rows;
use VendorPayoutSchedule\Payouts\Payout_File;
use VendorPayoutSchedule\Payouts\Payout_Request;

final class Amounts_And_Cells_Test extends TestCase {

	public function test_dokans_decimals_become_exact_minor_units_rounded_half_up(): void {
		$this->assertSame( 125050, Payout_Request::minor_units( '1250.5000', 2 ) );
		$this->assertSame( 122924, Payout_Request::minor_units( '1229.2425', 2 ) );
		$this->assertSame( 123175, Payout_Request::minor_units( '1231.745', 2 ), 'half a cent up, as wc_price() shows it' );
		$this->assertSame( 1, Payout_Request::minor_units( '0.005', 2 ) );
		$this->assertSame( 4899, Payout_Request::minor_units( '4899.4', 0 ) );
		$this->assertSame( 4900, Payout_Request::minor_units( 4899.5, 0 ) );
		$this->assertSame( 1000, Payout_Request::minor_units( '10', 2 ) );
		$this->assertSame( 5, Payout_Request::minor_units( '.05', 2 ) );
		$this->assertSame( 28, Payout_Request::minor_units( 0.1 + 0.18, 2 ), 'a float is taken at the digits it shows' );
		$this->assertSame( 0, Payout_Request::minor_units( 'abc', 2 ) );
	}

	public function test_minor_units_are_written_with_the_currencys_decimals(): void {
		$this->assertSame( '1229.24', Payout_File::amount_text( 122924, 2 ) );
		$this->assertSame( '0.05', Payout_File::amount_text( 5, 2 ) );
		$this->assertSame( '1229,24', Payout_File::amount_text( 122924, 2, ',' ) );
		$this->assertSame( '4899', Payout_File::amount_text( 4899, 0 ) );
	}

	public function test_text_that_a_spreadsheet_would_run_as_a_formula_is_shown_as_text(): void {
		foreach ( array( '=HYPERLINK("http://x")', '+A1', '-2+3', '@SUM(A1)', "\tcmd", "\rcmd" ) as $formula ) {
			$this->assertSame( "'" . $formula, Csv_Rows::cell( $formula ) );
		}
		$this->assertSame( 'Vera Vendor', Csv_Rows::cell( 'Vera Vendor' ) );
		$this->assertSame( '-12.50', Csv_Rows::cell( '-12.50' ), 'a negative amount stays a number' );
		$stream = fopen( 'php://memory', 'w+b' );
		Csv_Rows::put( $stream, array( 'a "quoted", text', 'back\\slash', 12.5, '=1+1' ) );
		rewind( $stream );
		$this->assertSame( "\"a \"\"quoted\"\", text\",back\\slash,12.5,'=1+1\n", stream_get_contents( $stream ), 'RFC 4180: quotes doubled, a backslash is no escape; every cell made safe' );
	}
}
