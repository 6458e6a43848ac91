<?php
/**
 * The parts the plugin starts, found by name, and one of their hooks taken off the documented way.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Settings_Page;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Plugin;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

/**
 * `Plugin::instance()->part( NAME )` is the very object whose hooks are in place, so a site's
 * remove_action() with it takes the hook off; what one part hears of another is connected by Plugin.
 */
final class Plugin_Parts_Test extends Engine_Test_Case {

	public function test_a_site_takes_the_failing_run_notice_off_with_the_part_plugin_started(): void {
		Engine_Site::seed_vendors( array_fill( 0, 2, array( 'balance' => '500' ) ) );
		Engine_Site::run( 'weekly', self::DATE, 0.0 );
		global $wpdb;
		$wpdb->update( Schema::runs_table(), array( 'next_attempt_at' => gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS ) ), array( 'scheduled_for' => self::DATE ) );
		$this->assertStringContainsString( 'Scheduled payouts need your attention.', $this->notices_as( 1 ), 'the notice of a stalled run' );

		$alert = Plugin::instance()->part( 'run-alert' );
		remove_action( 'admin_notices', array( $alert, 'render' ) );
		try {
			$this->assertSame( '', $this->notices_as( 1 ), 'unhooked as docs/engine.md shows' );
		} finally {
			add_action( 'admin_notices', array( $alert, 'render' ) );
		}
	}

	public function test_every_part_is_found_by_its_name_and_an_unknown_name_finds_none(): void {
		$plugin = Plugin::instance();
		$this->assertContains( 'scheduler', $plugin->part_names() );
		foreach ( $plugin->part_names() as $name ) {
			$this->assertIsObject( $plugin->part( $name ), $name );
		}
		$this->assertSame( 10, has_action( 'admin_notices', array( $plugin->part( 'run-alert' ), 'render' ) ) );
		$this->assertNull( $plugin->part( 'no-such-part' ) );
	}

	public function test_what_one_part_hears_of_another_is_connected_to_the_parts_plugin_keeps(): void {
		$plugin = Plugin::instance();
		$this->assertSame( 10, has_action( Withdraw_Settings::CHANGED_ACTION, array( $plugin->part( 'scheduler' ), 'plan' ) ) );
		$this->assertSame( 10, has_action( Withdraw_Settings::CHANGED_ACTION, array( $plugin->part( 'next-run-totals' ), 'forget' ) ) );
		$this->assertSame( 5, has_action( Settings_Page::AFTER_FORM_ACTION, array( $plugin->part( 'next-run' ), 'render' ) ) );
		$this->assertSame( 10, has_action( Settings_Page::AFTER_FORM_ACTION, array( $plugin->part( 'runs-report' ), 'render' ) ) );
	}
}
