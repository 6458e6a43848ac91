<?php
/**
 * The reasons a payout is skipped, and what each reader is told about them.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Admin_Wording;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Vendor_Wording;

/**
 * Stored values never change (they are in the payouts table and sent to the panel); the admin
 * reads about the vendor, the vendor about themselves.
 */
final class Wording_Test extends Engine_Test_Case {

	private const FIGURES = array(
		'balance'        => 30.0,
		'minimum'        => 100.0,
		'reserve'        => 20.0,
		'withdraw_limit' => 50.0,
	);

	public function test_the_stored_values_are_those_already_in_the_database(): void {
		$this->assertSame( array( 'below_minimum', 'reserve_leaves_too_little', 'pending_request', 'method_inactive', 'no_method', 'host_refused', 'not_vendor' ), Skip_Reason::all() );
	}

	public function test_the_admin_reads_about_the_vendor_in_both_tenses(): void {
		foreach ( Skip_Reason::cases() as $reason ) {
			foreach ( array( true, false ) as $past ) {
				$text = Admin_Wording::reason_text( $reason, self::FIGURES, 'Withdraw is disabled.', $past );
				$this->assertNotSame( '', $text );
				$this->assertDoesNotMatchRegularExpression( '/\b(you|your|yours)\b/i', $text, $reason->name . ' speaks to the admin about the vendor' );
			}
			$this->assertNotSame( $reason->value, Admin_Wording::reason_label( $reason ) );
		}
		$this->assertSame( 'The vendor’s balance of $30.00 was below the minimum of $100.00.', Admin_Wording::reason_text( Skip_Reason::BelowMinimum, self::FIGURES, '', true ) );
		$this->assertSame( 'The vendor’s balance of $30.00 is below the minimum of $100.00.', Admin_Wording::reason_text( Skip_Reason::BelowMinimum, self::FIGURES, '', false ) );
		$this->assertSame( 'Dokan refused the request: Withdraw is disabled.', Admin_Wording::reason_text( Skip_Reason::HostRefused, self::FIGURES, '<p>Withdraw is disabled.</p>', true ) );
	}

	public function test_the_vendor_reads_about_themselves_with_the_one_thing_that_helps(): void {
		$this->assertSame( 'A withdraw request of yours was still pending.', Vendor_Wording::why( Skip_Reason::PendingRequest, self::FIGURES, '', true ) );
		$this->assertSame( 'Keeping your reserve of $20.00 leaves $10.00, less than the minimum withdraw of $50.00.', Vendor_Wording::why( Skip_Reason::ReserveLeavesTooLittle, self::FIGURES, '', false ) );
		$this->assertSame( 'Withdraw is disabled.', Vendor_Wording::why( Skip_Reason::HostRefused, self::FIGURES, 'Withdraw is <b>disabled</b>.', true ), 'Dokan’s own words, as text' );
		foreach ( Skip_Reason::cases() as $reason ) {
			$this->assertSame( Skip_Reason::NotVendor === $reason, '' === Vendor_Wording::remedy( $reason ), $reason->name . ': a remedy unless nothing the vendor does would help' );
		}
	}

	public function test_an_unknown_stored_value_is_shown_as_it_is(): void {
		$this->assertSame( 'Below minimum', Admin_Wording::reason_label( 'below_minimum' ) );
		$this->assertSame( 'something_else', Admin_Wording::reason_label( 'something_else' ) );
	}
}
