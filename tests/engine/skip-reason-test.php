<?php
/**
 * The reasons a payout is skipped, and what each reader is told about them.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Skip_Reason;

/**
 * Stored values never change (they are in the payouts table and sent to the panel); the admin
 * reads about the vendor, the vendor about themselves.
 */
final class Skip_Reason_Test extends Engine_Test_Case {

	private const FIGURES = array(
		'balance'        => 30.0,
		'minimum'        => 100.0,
		'reserve'        => 20.0,
		'withdraw_limit' => 50.0,
	);

	public function test_the_stored_values_are_those_already_in_the_database(): void {
		$this->assertSame( array( 'below_minimum', 'reserve_leaves_too_little', 'pending_request', 'method_inactive', 'no_method', 'host_refused', 'not_vendor' ), Skip_Reason::all() );
		foreach ( Skip_Reason::cases() as $reason ) {
			$this->assertSame( $reason->value, constant( Skip_Reason::class . '::' . strtoupper( preg_replace( '/(?<!^)[A-Z]/', '_$0', $reason->name ) ) ), 'the string constant the engine passes around is the stored value' );
		}
	}

	public function test_the_admin_reads_about_the_vendor_in_both_tenses(): void {
		foreach ( Skip_Reason::cases() as $reason ) {
			foreach ( array( true, false ) as $past ) {
				$text = $reason->admin_text( self::FIGURES, 'Withdraw is disabled.', $past );
				$this->assertNotSame( '', $text );
				$this->assertDoesNotMatchRegularExpression( '/\b(you|your|yours)\b/i', $text, $reason->name . ' speaks to the admin about the vendor' );
			}
			$this->assertNotSame( $reason->value, $reason->admin_label() );
		}
		$this->assertSame( 'The vendor’s balance of $30.00 was below the minimum of $100.00.', Skip_Reason::BelowMinimum->admin_text( self::FIGURES, '', true ) );
		$this->assertSame( 'The vendor’s balance of $30.00 is below the minimum of $100.00.', Skip_Reason::BelowMinimum->admin_text( self::FIGURES, '', false ) );
		$this->assertSame( 'Dokan refused the request: Withdraw is disabled.', Skip_Reason::HostRefused->admin_text( self::FIGURES, '<p>Withdraw is disabled.</p>', true ) );
	}

	public function test_the_vendor_reads_about_themselves_with_the_one_thing_that_helps(): void {
		$this->assertSame( 'A withdraw request of yours was still pending.', Skip_Reason::PendingRequest->vendor_text( self::FIGURES, '', true ) );
		$this->assertSame( 'Keeping your reserve of $20.00 leaves $10.00, less than the minimum withdraw of $50.00.', Skip_Reason::ReserveLeavesTooLittle->vendor_text( self::FIGURES, '', false ) );
		$this->assertSame( 'Withdraw is disabled.', Skip_Reason::HostRefused->vendor_text( self::FIGURES, 'Withdraw is <b>disabled</b>.', true ), 'Dokan’s own words, as text' );
		foreach ( Skip_Reason::cases() as $reason ) {
			$this->assertSame( Skip_Reason::NotVendor === $reason, '' === $reason->remedy(), $reason->name . ': a remedy unless nothing the vendor does would help' );
		}
	}

	public function test_an_unknown_stored_value_is_shown_as_it_is(): void {
		$this->assertSame( 'Below minimum', Skip_Reason::label( 'below_minimum' ) );
		$this->assertSame( 'something_else', Skip_Reason::label( 'something_else' ) );
	}
}
