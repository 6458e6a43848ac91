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
 * Decides whether the plugin runs at all, then starts its parts and keeps them, in one block
 * (init_hooks(), as WooCommerce::init_hooks() does): each part's register_hooks() adds the part's
 * own hooks on WordPress, WooCommerce and Dokan, and connect() here is the one place where one part
 * listens to another's action. A site finds a part by name (part()) to unhook one of its hooks, or
 * leaves a part out before it is hooked (the `vendor_payout_schedule_parts` filter).
 * Activation, deactivation and uninstall call the parts that keep state directly, since they run
 * before or without the parts' hooks.
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
	 * The one Plugin of the request.
	 *
	 * @var Plugin|null
	 */
	private static ?Plugin $instance = null;

	/**
	 * The parts started, by name; none while the plugin stands down.
	 *
	 * @var array<string, object>
	 */
	private array $parts = array();

	/**
	 * The plugin, with the parts it started: `Plugin::instance()->part( 'run-alert' )`.
	 */
	public static function instance(): self {
		self::$instance ??= new self();
		return self::$instance;
	}

	/**
	 * A part the plugin started, by its name (see init_hooks()), so a site can unhook what it adds.
	 *
	 * For example `remove_action( 'admin_notices', array( Plugin::instance()->part( 'run-alert' ), 'render' ) )`
	 * (docs/engine.md).
	 *
	 * @param string $name The part's name.
	 * @return object|null The part; null when it was left out, the name is unknown, or the plugin
	 *                     stands down (Dokan missing, Dokan Pro's schedule active).
	 */
	public function part( string $name ): ?object {
		return $this->parts[ $name ] ?? null;
	}

	/**
	 * The names of the parts the plugin started.
	 *
	 * @return string[]
	 */
	public function part_names(): array {
		return array_keys( $this->parts );
	}

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

		self::instance()->init_hooks();
	}

	/**
	 * Starts every part, when Dokan is here and Dokan Pro's schedule is not: hooks each part's own
	 * hooks (register_hooks()), then the places where one part listens to another (connect()).
	 */
	private function init_hooks(): void {
		$parts = array(
			// The vendor's panel on Dokan's withdraw pages (script, boot data, translations).
			'withdraw-page'       => new Withdraw_Page(),
			// The payout engine's actions on Action Scheduler and the moments its plan changes.
			'scheduler'           => new Engine\Payout_Scheduler(),
			// Once, after an update from 1.0.0: its WP-Cron events move onto Action Scheduler.
			'wp-cron-upgrade'     => new Upgrade\From_Wp_Cron(),
			// A payout batch's goes: Dokan's check, cancellation and approval of a run's requests.
			'payout-batch'        => new Payouts\Payout_Batch(),
			// A batch's requests sent through PayPal's Payouts API and read back until PayPal's word is final.
			'paypal-sending'      => new PayPal\Paypal_Sending(),
			// A vendor deleted keeps a line in the run they were due in.
			'vendor-deletion'     => new Engine\Vendor_Deletion(),
			// The vendor's last and next payout, as fields of the disbursement route's GET answer.
			'payout-status'       => new Rest\Vendor_Payout_Status(),
			// The admin's list of recent runs, and the notice while a run fails or stalls.
			'runs-report'         => new Admin\Runs_Report(),
			'run-alert'           => new Admin\Run_Alert(),
			// The plugin's WooCommerce e-mails; each hooks its own trigger when WooCommerce builds it.
			'emails'              => new Email\Payout_Emails(),
			// The payout settings: changes from any writer, and Dokan's own settings screen.
			'settings'            => new Settings\Withdraw_Settings(),
			// The vendor's REST routes (Dokan Pro's `dokan/v2/withdraw/disbursement`).
			'disbursement-route'  => new Rest\Disbursement_Controller(),
			// PayPal's webhook deliveries: verified by PayPal, then applied once.
			'paypal-webhook'      => new Rest\Paypal_Webhook_Controller(),
			// The statement of a scheduled payout, for its vendor and for who manages withdrawals.
			'statement-route'     => new Rest\Statement_Controller(),
			// Dokan → Withdraw Schedule: settings and their stylesheet, Next run and its totals, a run's record.
			'settings-page'       => new Admin\Settings_Page(),
			'next-run'            => new Admin\Next_Run_Section(),
			'next-run-totals'     => new Admin\Next_Run_Totals(),
			'run-record'          => new Admin\Run_Record_Screen(),
			// The marketplace's PayPal app and its connection test, a section of the settings.
			'paypal-section'      => new Admin\Paypal_Section(),
			'paypal-webhook-id'   => new Admin\Paypal_Webhook_Field(),
			// A run's payout batches: their buttons, file downloads and progress.
			'batch-section'       => new Admin\Payout_Batch_Section(),
			// Tools → Site Health: the index on the vendor that Dokan's balance ledger lacks, on request.
			'ledger-index-health' => new Admin\Ledger_Index_Health(),
			// Tools → Export / Erase Personal Data.
			'personal-data'       => new Privacy\Personal_Data(),
		);

		/**
		 * Filters the parts the plugin starts, before any is hooked: a site leaves one out by
		 * removing it (adding or replacing one has no effect). Each part's name is its key.
		 *
		 * @param array<string, object> $parts The parts by name.
		 */
		$kept        = (array) apply_filters( 'vendor_payout_schedule_parts', $parts );
		$this->parts = array_intersect_key( $parts, $kept );

		foreach ( $this->parts as $part ) {
			if ( method_exists( $part, 'register_hooks' ) ) {
				$part->register_hooks();
			}
		}

		// Where one part listens to another. A change of the payout settings moves the plan of
		// payout dates and drops the Next run totals worked out under the old settings.
		$this->connect( Settings\Withdraw_Settings::CHANGED_ACTION, 'scheduler', 'plan' );
		$this->connect( Settings\Withdraw_Settings::CHANGED_ACTION, 'next-run-totals', 'forget' );
		// Under the settings form on Dokan → Withdraw Schedule: Next run, then the recent runs.
		$this->connect( Admin\Settings_Page::AFTER_FORM_ACTION, 'next-run', 'render', 5 );
		$this->connect( Admin\Settings_Page::AFTER_FORM_ACTION, 'runs-report', 'render' );
		// WooCommerce's mailer is built before the e-mails' own triggers (priority 10) hear a
		// vendor's outcome, a finished run or a PayPal go: building it is what makes WooCommerce add them.
		$this->connect( Engine\Outcome_Mailer::RECORDED_ACTION, 'emails', 'load_mailer', 5 );
		$this->connect( Engine\Payout_Runner::FINISHED_ACTION, 'emails', 'load_mailer', 5 );
		$this->connect( PayPal\Paypal_Sending::HOOK, 'emails', 'load_mailer', 5 );
		$this->connect( Email\Payout_Emails::PAYPAL_RECORDED_ACTION, 'emails', 'load_mailer', 5 );

		// `wp payout-schedule …`: the operator's shell and cron (docs/cli.md).
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			Cli\Command_Access::register_commands();
		}

		/**
		 * Fires once the plugin's parts are hooked, with the plugin: the moment to unhook one of a
		 * part's hooks (Plugin::part()).
		 *
		 * @param Plugin $plugin The plugin.
		 */
		do_action( 'vendor_payout_schedule_loaded', $this );
	}

	/**
	 * Hooks a part's method on another part's action, when the part was started.
	 *
	 * @param string $hook     The action.
	 * @param string $name     The part's name.
	 * @param string $method   Its method.
	 * @param int    $priority The priority.
	 */
	private function connect( string $hook, string $name, string $method, int $priority = 10 ): void {
		$part = $this->part( $name );
		if ( null !== $part ) {
			add_action( $hook, array( $part, $method ), $priority );
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
			( new PayPal\Paypal_Sending() )->resume();
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
		PayPal\Paypal_App::uninstall();
		PayPal\Webhook_Id::uninstall();
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
