<?php
/**
 * The reasons a payout is skipped, and what each reader is told about them.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Admin_Wording;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
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
		$vendor = $this->vendor( array( 'methods' => array( 'paypal', 'bank' ) ) );
		foreach ( Skip_Reason::cases() as $reason ) {
			$this->assertSame( Skip_Reason::NotVendor === $reason, '' === Vendor_Wording::remedy( $reason, self::FIGURES, 'skrill', $vendor ), $reason->name . ': a remedy unless nothing the vendor does would help' );
		}
	}

	public function test_a_lower_minimum_or_reserve_is_suggested_only_when_one_is_offered(): void {
		// Minimums start at Dokan's minimum withdraw of 50; reserves are the default ladder from 0.
		$at_lowest = array_merge( self::FIGURES, array( 'minimum' => 50.0 ) );
		$this->assertSame( '', Vendor_Wording::remedy( Skip_Reason::BelowMinimum, $at_lowest, 'paypal', 0 ), 'the lowest minimum offered is the vendor’s already' );
		$this->assertSame( 'Lower the minimum balance in your withdraw schedule, or wait until your balance reaches it.', Vendor_Wording::remedy( Skip_Reason::BelowMinimum, self::FIGURES, 'paypal', 0 ) );
		$this->assertSame( 'Lower the reserve balance in your withdraw schedule.', Vendor_Wording::remedy( Skip_Reason::ReserveLeavesTooLittle, self::FIGURES, 'paypal', 0 ) );

		( new Withdraw_Settings() )->save(
			array(
				'minimum_amounts' => array( 100, 200 ),
				'reserve_amounts' => array( 20, 100 ),
			)
		);
		$this->assertSame( '', Vendor_Wording::remedy( Skip_Reason::BelowMinimum, self::FIGURES, 'paypal', 0 ), 'the admin offers nothing below 100' );
		$this->assertSame( '', Vendor_Wording::remedy( Skip_Reason::ReserveLeavesTooLittle, self::FIGURES, 'paypal', 0 ), 'the admin offers nothing below 20' );

		// Dokan's minimum withdraw may have cents, and so may the lowest minimum offered.
		( new Withdraw_Settings() )->save( array( 'minimum_amounts' => null ) );
		update_option( Withdraw_Settings::DOKAN_OPTION, array_merge( get_option( Withdraw_Settings::DOKAN_OPTION ), array( 'withdraw_limit' => '12.50' ) ) );
		$this->assertSame( '', Vendor_Wording::remedy( Skip_Reason::BelowMinimum, array_merge( self::FIGURES, array( 'minimum' => 12.5 ) ), 'paypal', 0 ) );
		$this->assertNotSame( '', Vendor_Wording::remedy( Skip_Reason::BelowMinimum, array_merge( self::FIGURES, array( 'minimum' => 12.51 ) ), 'paypal', 0 ) );
	}

	public function test_another_payment_method_is_suggested_only_when_the_vendor_has_one(): void {
		$choose   = 'Choose another payment method in your withdraw schedule.';
		$set_up   = 'Set up a payment method on your withdraw page and choose it in your withdraw schedule.';
		$two      = $this->vendor( array( 'methods' => array( 'paypal', 'bank' ) ) );
		$only_one = $this->vendor( array( 'methods' => array( 'paypal' ) ) );
		$none     = $this->vendor( array( 'methods' => array() ) );

		$this->assertSame( $choose, Vendor_Wording::remedy( Skip_Reason::MethodInactive, self::FIGURES, 'skrill', $two ) );
		$this->assertSame( '', Vendor_Wording::remedy( Skip_Reason::MethodInactive, self::FIGURES, 'paypal', $only_one ), 'the method is there again: nothing to do' );
		$this->assertSame( $set_up, Vendor_Wording::remedy( Skip_Reason::MethodInactive, self::FIGURES, 'paypal', $none ), 'no other method to choose: set one up' );
		$this->assertSame( $set_up, Vendor_Wording::remedy( Skip_Reason::NoMethod, self::FIGURES, 'paypal', $none ) );

		// The marketplace switches PayPal off: a vendor with only PayPal set up has nothing to choose.
		update_option( Withdraw_Settings::DOKAN_OPTION, array_merge( get_option( Withdraw_Settings::DOKAN_OPTION ), array( 'withdraw_methods' => array( 'bank' => 'bank' ) ) ) );
		$this->assertSame( $set_up, Vendor_Wording::remedy( Skip_Reason::MethodInactive, self::FIGURES, 'paypal', $only_one ) );
		$this->assertSame( $choose, Vendor_Wording::remedy( Skip_Reason::MethodInactive, self::FIGURES, 'paypal', $two ) );

		// No method a scheduled payout may use is offered at all: nothing to set up.
		update_option( Withdraw_Settings::DOKAN_OPTION, array_merge( get_option( Withdraw_Settings::DOKAN_OPTION ), array( 'withdraw_methods' => array( 'skrill' => 'skrill' ) ) ) );
		$this->assertSame( '', Vendor_Wording::remedy( Skip_Reason::NoMethod, self::FIGURES, 'paypal', $none ) );
		$this->assertSame( '', Vendor_Wording::remedy( Skip_Reason::MethodInactive, self::FIGURES, 'paypal', $only_one ) );
	}

	public function test_an_unknown_stored_value_is_shown_as_it_is(): void {
		$this->assertSame( 'Below minimum', Admin_Wording::reason_label( 'below_minimum' ) );
		$this->assertSame( 'something_else', Admin_Wording::reason_label( 'something_else' ) );
	}
}
