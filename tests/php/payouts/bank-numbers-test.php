<?php
/**
 * Checks of routing numbers, ACH account numbers, IBANs and BICs.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Tests\Payouts;

use PHPUnit\Framework\TestCase;
use VendorPayoutSchedule\Payouts\Bank_Numbers;

final class Bank_Numbers_Test extends TestCase {

	public function test_a_routing_number_holds_when_its_check_digit_does(): void {
		// Published routing numbers (JPMorgan Chase NY, Federal Reserve Boston, Wells Fargo CA).
		foreach ( array( '021000021', '011000015', '121042882', ' 021-000-021 ' ) as $valid ) {
			$this->assertTrue( Bank_Numbers::routing_number_valid( $valid ), $valid );
		}
		foreach ( array( '021000022', '02100002', '0210000210', '000000000', 'ABCDEFGHI', '' ) as $invalid ) {
			$this->assertFalse( Bank_Numbers::routing_number_valid( $invalid ), $invalid );
		}
	}

	public function test_an_ach_account_number_is_one_to_seventeen_letters_and_digits(): void {
		$this->assertTrue( Bank_Numbers::ach_account_valid( '0012345678' ) );
		$this->assertTrue( Bank_Numbers::ach_account_valid( '1234-5678 90' ), 'spaces and hyphens as typed' );
		$this->assertTrue( Bank_Numbers::ach_account_valid( '12345678901234567' ) );
		$this->assertFalse( Bank_Numbers::ach_account_valid( '123456789012345678' ), 'eighteen' );
		$this->assertFalse( Bank_Numbers::ach_account_valid( 'ABCDEF' ), 'no digit' );
		$this->assertFalse( Bank_Numbers::ach_account_valid( '12/34' ) );
	}

	public function test_an_iban_holds_by_mod_97_and_its_countrys_length(): void {
		// The examples of the SWIFT IBAN registry.
		foreach ( array( 'DE89370400440532013000', 'de89 3704 0044 0532 0130 00', 'FR1420041010050500013M02606', 'GB29NWBK60161331926819', 'NL91ABNA0417164300', 'BR1800360305000010009795493C1' ) as $valid ) {
			$this->assertTrue( Bank_Numbers::iban_valid( $valid ), $valid );
		}
		foreach ( array( 'DE89370400440532013001', 'DE8937040044053201300', 'GB29NWBK6016133192681', 'XX00', '' ) as $invalid ) {
			$this->assertFalse( Bank_Numbers::iban_valid( $invalid ), $invalid );
		}
		$this->assertTrue( Bank_Numbers::iban_in_sepa( 'CH9300762011623852957' ) );
		$this->assertFalse( Bank_Numbers::iban_in_sepa( 'BR1800360305000010009795493C1' ) );
	}

	public function test_a_bic_has_eight_or_eleven_characters_with_the_country_in_letters(): void {
		$this->assertTrue( Bank_Numbers::bic_valid( 'COBADEFF' ) );
		$this->assertTrue( Bank_Numbers::bic_valid( 'cobadeffxxx' ) );
		$this->assertFalse( Bank_Numbers::bic_valid( 'COBADEF' ) );
		$this->assertFalse( Bank_Numbers::bic_valid( 'COBA12FFXXX' ) );
	}
}
