<?php
/**
 * Deleting the plugin in wp-admin runs uninstall.php.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Ledger_Index;
use VendorPayoutSchedule\Admin\Next_Run_Section;
use VendorPayoutSchedule\Admin\Run_Record_Screen;
use VendorPayoutSchedule\Admin\Settings_Page;
use VendorPayoutSchedule\Email\Email_Log;
use VendorPayoutSchedule\Email\Payout_Emails;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Payouts\Payout_Batch;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Choice;

/**
 * What uninstall.php removes, and what it must leave to Dokan and Dokan Pro.
 */
final class Uninstall_Test extends Engine_Test_Case {

	protected function tearDown(): void {
		// The next test needs the tables again, as after a fresh activation.
		Schema::install();
		Email_Log::install();
		parent::tearDown();
	}

	public function test_uninstall_removes_the_plugins_own_data_and_keeps_vendors_choices(): void {
		global $wpdb;
		$vendor = $this->vendor( array( 'schedule' => 'weekly', 'minimum' => 100, 'reserve' => 10, 'method' => 'bank' ) );
		update_option( Withdraw_Settings::OWN_OPTION, array( 'payout_time' => '21:30' ) );
		update_option( 'woocommerce_vendor_payout_schedule_run_summary_settings', array( 'recipient' => 'payouts@example.test' ) );
		$dokan_settings = get_option( Withdraw_Settings::DOKAN_OPTION );
		( new Payout_Scheduler() )->plan();
		\VendorPayoutSchedule\Engine\Job_Queue::schedule( Payout_Batch::HOOK, array( 7 ), time() + 60 );
		\VendorPayoutSchedule\Engine\Job_Queue::schedule( \VendorPayoutSchedule\PayPal\Paypal_Sending::HOOK, array( 7 ), time() + 60 );
		// A 1.0.0 site's event on WP-Cron, left by an update that never moved it.
		wp_schedule_single_event( time() + 60, Payout_Scheduler::BATCH_HOOK, array( 'weekly', self::DATE ) );
		update_option( 'woocommerce_' . Payout_Emails::REQUESTED_ID . '_settings', array( 'enabled' => 'no' ) );
		update_user_meta( 1, Run_Record_Screen::PER_PAGE_OPTION, 50 );
		update_user_meta( 1, Next_Run_Section::PER_PAGE_OPTION, 10 );
		update_user_meta( 1, 'managedokan_page_' . Settings_Page::SLUG . 'columnshidden', array( 'method' ) );
		( new Ledger_Index() )->add();
		update_option( \VendorPayoutSchedule\PayPal\Paypal_App::OPTION, array( 'client_id' => 'sandbox-app', 'mode' => 'sandbox' ) );
		\VendorPayoutSchedule\PayPal\Paypal_App::store_secret( 'sandbox-secret-1' );
		update_option( \VendorPayoutSchedule\PayPal\Access_Token_Store::OPTION, array( 'token' => 'A21AA-cached' ), false );
		\VendorPayoutSchedule\PayPal\Payout_Batch_Body::sender_batch_id( 1, 'USD', 1 );
		$this->assertNotSame( array(), Engine_Site::events( Payout_Scheduler::RUN_HOOK ), 'events are planned before' );

		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'vendor-payout-schedule/plugin.php' );
		}
		// The site's copy: on another site the plugin is installed from its zip, not from this checkout.
		include WP_PLUGIN_DIR . '/vendor-payout-schedule/uninstall.php';

		$this->assertFalse( get_option( Withdraw_Settings::OWN_OPTION ), 'the plugin option is gone' );
		$this->assertFalse( get_option( \VendorPayoutSchedule\PayPal\Paypal_App::OPTION ), 'the PayPal app is gone' );
		$this->assertFalse( get_option( \VendorPayoutSchedule\PayPal\Paypal_App::SECRET_OPTION ), 'its secret is gone' );
		$this->assertFalse( get_option( \VendorPayoutSchedule\PayPal\Access_Token_Store::OPTION ), 'its cached token is gone' );
		$this->assertFalse( get_option( \VendorPayoutSchedule\PayPal\Payout_Batch_Body::SITE_KEY_OPTION ), 'the site\'s key in PayPal batch ids is gone' );
		$this->assertSame( array(), Engine_Site::events( Payout_Scheduler::RUN_HOOK ), 'no run is left planned' );
		$this->assertSame( array(), Engine_Site::events( Payout_Scheduler::BATCH_HOOK ), 'no batch is left planned' );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Schema::payouts_table() ) ), 'the payout log is gone' );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Schema::batches_table() ) ), 'the payout batches are gone' );
		$this->assertSame( array(), Engine_Site::events( Payout_Batch::HOOK ), 'no payout batch is left planned' );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Schema::paypal_parts_table() ) ), 'the record of PayPal batches is gone' );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Schema::paypal_items_table() ) ), 'and of their items' );
		$this->assertSame( array(), Engine_Site::events( \VendorPayoutSchedule\PayPal\Paypal_Sending::HOOK ), 'no PayPal go is left planned' );
		$this->assertFalse( wp_next_scheduled( Payout_Scheduler::BATCH_HOOK, array( 'weekly', self::DATE ) ), 'no WP-Cron event of 1.0.0 is left' );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Email_Log::table() ) ), 'the e-mail log is gone' );
		$this->assertFalse( get_option( Email_Log::VERSION_OPTION ) );
		$this->assertFalse( get_option( 'woocommerce_vendor_payout_schedule_run_summary_settings' ), 'the summary e-mail’s settings are gone' );
		$this->assertFalse( get_option( 'woocommerce_' . Payout_Emails::REQUESTED_ID . '_settings' ), 'the e-mails’ WooCommerce settings are gone' );
		$this->assertSame( $dokan_settings, get_option( Withdraw_Settings::DOKAN_OPTION ), 'Dokan’s own option is untouched' );
		$this->assertNull( ( new Ledger_Index() )->owner(), 'the index the admin had added to Dokan’s ledger is gone' );
		$this->assertNotNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Ledger_Index::table() ) ), 'Dokan’s ledger itself stays' );
		$this->assertSame( array(), array_intersect_key( get_user_meta( 1 ), array_flip( array( Run_Record_Screen::PER_PAGE_OPTION, Next_Run_Section::PER_PAGE_OPTION, 'managedokan_page_' . Settings_Page::SLUG . 'columnshidden' ) ) ), 'the admin’s Screen Options of the page are gone' );
		wp_cache_flush();
		$this->assertSame(
			array( 'schedule' => 'weekly', 'minimum' => 100, 'reserve' => 10, 'method' => 'bank' ),
			( new Vendor_Choice() )->get( $vendor ),
			'the vendor’s choice stays where Dokan Pro reads it'
		);
	}
}
