<?php
/**
 * Wires the plugin's parts together once WordPress knows which plugins are active.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * Decides whether the plugin runs at all, then lets each part hook itself in.
 */
final class Plugin {

	/**
	 * Runs on `plugins_loaded`, after Dokan has booted (on `woocommerce_loaded`, which WooCommerce
	 * fires on `plugins_loaded` at -1) or has not.
	 */
	public static function boot(): void {
		add_action( 'init', array( self::class, 'load_textdomain' ) );

		if ( ! Dokan_Host::is_active() ) {
			( new Admin_Notice( Dokan_Host::is_present() ? Admin_Notice::DOKAN_NOT_BOOTED : Admin_Notice::DOKAN_MISSING ) )->register_hooks();
			return;
		}
		if ( Dokan_Host::pro_schedule_is_active() ) {
			( new Admin_Notice( Admin_Notice::PRO_ACTIVE ) )->register_hooks();
			return;
		}

		foreach ( self::services() as $service ) {
			$service->register_hooks();
		}
	}

	/**
	 * Loads the translations shipped in languages/.
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( VENDOR_PAYOUT_SCHEDULE_TEXT_DOMAIN, false, dirname( plugin_basename( VENDOR_PAYOUT_SCHEDULE_FILE ) ) . '/languages' );
	}

	/**
	 * The parts that run when Dokan is here and Dokan Pro's schedule is not.
	 *
	 * @return array<int, object{register_hooks: callable}>
	 */
	private static function services(): array {
		return array(
			new Withdraw_Page(),
			new Engine\Payout_Engine(),
			new Email\Payout_Emails(),
			new Settings\Settings_Events(),
			new Settings\Dokan_Screen_Save(),
			new Rest\Disbursement_Controller(),
			new Rest\Statement_Controller(),
			new Admin\Settings_Page(),
			new Admin\Next_Run_Screen(),
			new Admin\Run_Record_Screen(),
			new Admin\Screen_Style(),
			new I18n\Script_Locale(),
			new Privacy\Personal_Data(),
		);
	}
}
