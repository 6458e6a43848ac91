<?php
/**
 * A scheduled request has what a vendor's manual request has in Dokan: the admin's e-mail and
 * fresh cached lists.
 *
 * @package VendorPayoutSchedule
 */

/**
 * Dokan's e-mail and withdraw cache, met by a scheduled request.
 */
final class Filed_As_Dokan_Files_Test extends Engine_Test_Case {

	public function test_a_cron_run_sends_dokans_new_request_e_mail_to_the_admin(): void {
		Engine_Site::choose_admin_mail( \VendorPayoutSchedule\Settings\Withdraw_Settings::ADMIN_MAIL_EACH_REQUEST );
		$vendor = $this->vendor( array( 'balance' => '500' ) );

		// Its own process, as a WP-Cron request: nothing there has used WooCommerce's mailer yet.
		$run = $this->finish_engine_process( $this->start_engine_process( array( 'weekly', self::DATE, '--through-scheduler=1' ) ) );

		$result = json_decode( $run['output'], true );
		$this->assertSame( '', $run['errors'] );
		$this->assertSame(
			array(
				array(
					'to'      => get_option( 'admin_email' ),
					'subject' => Engine_Site::dokan_request_subject(),
				),
				array(
					'to'      => get_userdata( $vendor )->user_email,
					'subject' => 'Your scheduled payout of $500.00 was requested',
				),
			),
			$result['mails'],
			'the admin gets the e-mail a manual request sends, then the vendor the plugin’s'
		);
	}

	public function test_the_vendors_cached_pending_list_shows_the_scheduled_request(): void {
		$vendor   = $this->vendor( array( 'balance' => '500' ) );
		$previous = Lasting_Object_Cache::install();
		try {
			// The vendor looked at their withdraw page before the run: Dokan cached the empty lists.
			$this->assertSame( array(), dokan()->withdraw->get_withdraw_requests( $vendor, 0, 10 ) );
			$this->assertSame( 500.0, dokan_get_seller_balance( $vendor, false ) );

			Engine_Site::run( 'weekly', self::DATE );

			$pending = dokan()->withdraw->get_withdraw_requests( $vendor, 0, 10 );
			$this->assertCount( 1, $pending, 'the pending list is current' );
			$this->assertSame( 500.0, (float) $pending[0]->get_amount() );
			$this->assertSame( (int) Engine_Site::outcomes( self::DATE )[ $vendor ]->withdraw_id, $pending[0]->get_id() );
		} finally {
			Lasting_Object_Cache::put_back( $previous );
		}
	}
}
