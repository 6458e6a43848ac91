<?php
/**
 * Where the plugin meets WordPress: activation, boot, every hook, uninstall.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

use Automattic\WooCommerce\Utilities\FeaturesUtil;

defined( 'ABSPATH' ) || exit;

/**
 * Decides whether the plugin runs at all, then hooks every part in, in one block (init_hooks(), as
 * WooCommerce::init_hooks() does): no part hooks another. Activation, deactivation and uninstall
 * call the parts that keep state directly, since they run before or without the parts' hooks.
 */
final class Plugin {

	/**
	 * WooCommerce's feature ids the plugin works with: custom order tables (HPOS) and the cart and
	 * checkout blocks.
	 */
	public const WOOCOMMERCE_FEATURES = array( 'custom_order_tables', 'cart_checkout_blocks' );

	/**
	 * Why the plugin does not run, shown to administrators.
	 */
	private const DOKAN_MISSING    = 'dokan-missing';
	private const DOKAN_NOT_BOOTED = 'dokan-not-booted';
	private const PRO_ACTIVE       = 'pro-active';

	/**
	 * Runs on `plugins_loaded`, after Dokan has booted (on `woocommerce_loaded`, which WooCommerce
	 * fires on `plugins_loaded` at -1) or has not.
	 */
	public static function boot(): void {
		add_action( 'init', array( self::class, 'load_textdomain' ) );

		if ( ! self::dokan_is_active() ) {
			self::stand_down( function_exists( 'dokan' ) ? self::DOKAN_NOT_BOOTED : self::DOKAN_MISSING );
			return;
		}
		if ( self::pro_schedule_is_active() ) {
			self::stand_down( self::PRO_ACTIVE );
			return;
		}

		// Brings the tables up to date after an update that did not go through activation.
		Engine\Schema::maybe_install();
		Email\Email_Log::maybe_install();

		self::init_hooks();
	}

	/**
	 * Every part that hooks into WordPress, Dokan or WooCommerce, when Dokan is here and Dokan Pro's
	 * schedule is not. Each register_hooks() adds only its own class's hooks.
	 */
	private static function init_hooks(): void {
		// The vendor's panel on Dokan's withdraw pages (script, boot data, translations).
		( new Withdraw_Page() )->register_hooks();

		// The payout engine's actions on Action Scheduler and the moments its plan changes.
		( new Engine\Payout_Scheduler() )->register_hooks();
		// Once, after an update from 1.0.0: its WP-Cron events move onto Action Scheduler.
		( new Upgrade\From_Wp_Cron() )->register_hooks();
		// A payout batch's goes: Dokan's check, cancellation and approval of a run's requests.
		( new Payouts\Payout_Batch() )->register_hooks();
		// A vendor deleted keeps a line in the run they were due in.
		( new Engine\Vendor_Deletion() )->register_hooks();
		// The vendor's last and next payout in the GET answer of the disbursement route.
		( new Rest\Vendor_Payout_Status() )->register_hooks();
		// The admin's list of recent runs, and the notice while a run fails or stalls.
		( new Admin\Runs_Report() )->register_hooks();
		( new Admin\Run_Alert() )->register_hooks();

		// The plugin's WooCommerce e-mails; each hooks its own trigger when WooCommerce builds it.
		( new Email\Payout_Emails() )->register_hooks();

		// The payout settings: changes from any writer, and Dokan's own settings screen.
		( new Settings\Withdraw_Settings() )->register_hooks();

		// The vendor's REST routes (Dokan Pro's `dokan/v2/withdraw/disbursement`).
		( new Rest\Disbursement_Controller() )->register_hooks();
		// The statement of a scheduled payout, for its vendor and for who manages withdrawals.
		( new Rest\Statement_Controller() )->register_hooks();

		// Dokan → Withdraw Schedule: settings and their stylesheet, Next run and its totals, a run's record.
		( new Admin\Settings_Page() )->register_hooks();
		( new Admin\Next_Run_Section() )->register_hooks();
		( new Admin\Next_Run_Totals() )->register_hooks();
		( new Admin\Run_Record_Screen() )->register_hooks();
		// A run's payout batches: their buttons, file downloads and progress.
		( new Admin\Payout_Batch_Section() )->register_hooks();

		// Tools → Site Health: the index on the vendor that Dokan's balance ledger lacks, on request.
		( new Admin\Ledger_Index_Health() )->register_hooks();

		// Tools → Export / Erase Personal Data.
		( new Privacy\Personal_Data() )->register_hooks();

		// `wp payout-schedule …`: the operator's shell and cron (docs/cli.md).
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			Cli\Command_Access::register_commands();
		}
	}

	/**
	 * Loads the translations shipped in languages/.
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( VENDOR_PAYOUT_SCHEDULE_TEXT_DOMAIN, false, dirname( plugin_basename( VENDOR_PAYOUT_SCHEDULE_FILE ) ) . '/languages' );
	}

	/**
	 * Runs on `before_woocommerce_init`, the only time WooCommerce takes feature declarations (Dokan
	 * Lite 4.1.2 dokan-class.php declare_woocommerce_feature_compatibility() does the same), whether
	 * or not Dokan runs.
	 *
	 * The plugin's "WC tested up to" header makes WooCommerce count it as WooCommerce-aware; an aware
	 * plugin that declares nothing is listed as incompatible with High-Performance Order Storage and
	 * keeps a shop from switching it on. The plugin reads no orders (balances come from Dokan's own
	 * table, payouts are Dokan withdraw requests) and adds nothing to the cart or checkout, so it
	 * works with both order storages and with the cart and checkout blocks.
	 */
	public static function declare_woocommerce_compatibility(): void {
		if ( ! class_exists( FeaturesUtil::class ) ) {
			return;
		}
		foreach ( self::WOOCOMMERCE_FEATURES as $feature_id ) {
			FeaturesUtil::declare_compatibility( $feature_id, VENDOR_PAYOUT_SCHEDULE_FILE, true );
		}
	}

	/**
	 * Plugin activation: tables, then the plan, and runs and payout batches left unfinished at
	 * deactivation resume. Activation runs after `plugins_loaded`, before the parts have hooked in.
	 */
	public static function activate(): void {
		Engine\Schema::install();
		if ( self::dokan_is_active() && ! self::pro_schedule_is_active() ) {
			$scheduler = new Engine\Payout_Scheduler();
			$scheduler->plan();
			$scheduler->resume_open_runs();
			( new Payouts\Payout_Batch() )->resume();
		}
	}

	/**
	 * Plugin deactivation: no action of the plugin may run while it is off. Data stays for
	 * reactivation.
	 */
	public static function deactivate(): void {
		Engine\Job_Queue::cancel_group();
		Upgrade\From_Wp_Cron::remove_events();
	}

	/**
	 * Runs from uninstall.php: removes the plugin's own settings, events, tables, the e-mails'
	 * WooCommerce settings and the index the admin had it add to Dokan's balance ledger. Keeps what
	 * other plugins own or read: Dokan's `dokan_withdraw` option, its ledger, and the vendors' choices
	 * in Dokan Pro's user meta keys.
	 */
	public static function uninstall(): void {
		delete_option( Settings\Withdraw_Settings::OWN_OPTION );
		delete_option( Payouts\Originator::OPTION );
		Engine\Job_Queue::cancel_group();
		Upgrade\From_Wp_Cron::remove_events();
		Upgrade\From_Wp_Cron::uninstall();
		Engine\Schema::uninstall();
		Email\Email_Log::uninstall();
		Email\Payout_Emails::uninstall();
		Admin\Next_Run_Totals::uninstall();
		Admin\Settings_Page::uninstall();
		self::remove_ledger_index();
	}

	/**
	 * The index the admin had the plugin add to Dokan's balance ledger goes with the plugin; a
	 * database that refuses leaves it, as it harms nothing.
	 */
	private static function remove_ledger_index(): void {
		$index = new Admin\Ledger_Index();
		try {
			if ( $index->table_exists() ) {
				$index->remove();
			}
		} catch ( Engine\Database_Error $e ) {
			return;
		}
	}

	/**
	 * Whether Dokan has booted: it loads its function files (`dokan_get_option()`, the withdraw
	 * functions) only once WooCommerce has loaded, then fires `dokan_loaded`. Dokan defines `dokan()`
	 * as soon as it loads, even when it cannot boot because WooCommerce is not active.
	 */
	private static function dokan_is_active(): bool {
		return did_action( 'dokan_loaded' ) > 0;
	}

	/**
	 * Dokan Pro ships its own withdraw schedule (the same REST routes and user meta); when it is
	 * here this plugin stands down so a vendor never sees two panels or two engines.
	 */
	private static function pro_schedule_is_active(): bool {
		/**
		 * Filters whether Dokan Pro's own withdraw schedule is active on this site.
		 *
		 * @param bool $active True when Dokan Pro is loaded.
		 */
		return (bool) apply_filters( 'vendor_payout_schedule_pro_is_active', function_exists( 'dokan_pro' ) );
	}

	/**
	 * Tells administrators, in a dismissible notice, why the plugin does not run.
	 *
	 * @param string $reason One of DOKAN_MISSING, DOKAN_NOT_BOOTED, PRO_ACTIVE.
	 */
	private static function stand_down( string $reason ): void {
		add_action(
			'admin_notices',
			static function () use ( $reason ): void {
				if ( ! current_user_can( 'activate_plugins' ) ) {
					return;
				}
				printf(
					'<div class="notice %1$s is-dismissible vps-admin-notice"><p>%2$s</p></div>',
					esc_attr( self::PRO_ACTIVE === $reason ? 'notice-info' : 'notice-warning' ),
					esc_html( self::stand_down_message( $reason ) )
				);
			}
		);
	}

	/**
	 * The translated text of a reason not to run.
	 *
	 * @param string $reason One of DOKAN_MISSING, DOKAN_NOT_BOOTED, PRO_ACTIVE.
	 */
	private static function stand_down_message( string $reason ): string {
		if ( self::PRO_ACTIVE === $reason ) {
			return __( 'Vendor Payout Schedule is standing down: Dokan Pro’s own withdraw schedule is active on this site and keeps your vendors’ choices.', 'vendor-payout-schedule' );
		}
		if ( self::DOKAN_NOT_BOOTED === $reason ) {
			return __( 'Vendor Payout Schedule waits for Dokan, which runs only while WooCommerce is active. Activate WooCommerce; until then scheduled payouts are paused.', 'vendor-payout-schedule' );
		}
		return __( 'Vendor Payout Schedule needs Dokan (Dokan Lite) to be installed and active. It does nothing until then.', 'vendor-payout-schedule' );
	}
}
