<?php
/**
 * A site that saved the payout e-mails' settings under their former ids keeps them.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Email\Legacy_Email_Settings;
use VendorPayoutSchedule\Email\Payout_Emails;
use VendorPayoutSchedule\Email\Payout_Requested_Email;

/**
 * WooCommerce reads an e-mail's settings from `woocommerce_{id}_settings`; the ids were
 * `vps_payout_requested` and `vps_payout_skipped`.
 */
final class Legacy_Email_Settings_Test extends Engine_Test_Case {

	private const OLD_REQUESTED = 'woocommerce_vps_payout_requested_settings';
	private const OLD_SKIPPED   = 'woocommerce_vps_payout_skipped_settings';

	protected function setUp(): void {
		parent::setUp();
		// WooCommerce's mailer keeps the e-mails it builds for the whole process, with the settings
		// of that moment: built now, its e-mails keep the defaults, whatever this test stores.
		WC()->mailer();
	}

	protected function tearDown(): void {
		foreach ( array( self::OLD_REQUESTED, self::OLD_SKIPPED, $this->option_of( Payout_Emails::REQUESTED_ID ), $this->option_of( Payout_Emails::SKIPPED_ID ) ) as $option ) {
			delete_option( $option );
		}
		parent::tearDown();
	}

	public function test_the_saved_settings_move_to_the_new_ids_once_and_woocommerce_reads_them(): void {
		update_option( self::OLD_REQUESTED, array( 'enabled' => 'no', 'subject' => 'Payout on its way' ) );
		update_option( self::OLD_SKIPPED, array( 'email_type' => 'plain' ) );

		Legacy_Email_Settings::adopt();
		Legacy_Email_Settings::adopt();

		$this->assertFalse( get_option( self::OLD_REQUESTED ), 'the old option is gone' );
		$this->assertFalse( get_option( self::OLD_SKIPPED ) );
		// A fresh copy, as WooCommerce builds it on the next request.
		$requested = new Payout_Requested_Email();
		$this->assertSame( 'woocommerce_vendor_payout_schedule_payout_requested_settings', $requested->get_option_key() );
		$this->assertSame( 'no', $requested->get_option( 'enabled' ) );
		$this->assertSame( 'Payout on its way', $requested->get_option( 'subject' ) );
		$this->assertSame( array( 'email_type' => 'plain' ), get_option( $this->option_of( Payout_Emails::SKIPPED_ID ) ) );
	}

	public function test_settings_saved_under_the_new_id_are_never_overwritten_by_old_ones(): void {
		update_option( self::OLD_REQUESTED, array( 'subject' => 'Old words' ) );
		update_option( $this->option_of( Payout_Emails::REQUESTED_ID ), array( 'subject' => 'New words' ) );

		Legacy_Email_Settings::adopt();

		$this->assertSame( array( 'subject' => 'New words' ), get_option( $this->option_of( Payout_Emails::REQUESTED_ID ) ) );
		$this->assertFalse( get_option( self::OLD_REQUESTED ) );
	}

	/**
	 * @param string $email_id E-mail id.
	 */
	private function option_of( string $email_id ): string {
		return 'woocommerce_' . $email_id . '_settings';
	}
}
