<?php
/**
 * The administrator's "Withdraw Schedule" screen under the Dokan menu.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Settings\Withdraw_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the screen with the Settings API: options.php checks the nonce of the option group and
 * the capability below, then stores the option through Settings_Form::sanitize().
 */
final class Settings_Page {

	/** Screen slug (admin.php?page=…). */
	public const SLUG = 'vendor-payout-schedule';

	/** Settings API option group. */
	public const GROUP = 'vendor_payout_schedule';

	/** Fired after the settings form, for read-only sections such as the recent payout runs. */
	public const AFTER_FORM_ACTION = 'vendor_payout_schedule_settings_after_form';

	/** Dokan's top-level admin menu. */
	private const PARENT = 'dokan';

	/**
	 * Settings.
	 *
	 * @var Withdraw_Settings
	 */
	private Withdraw_Settings $settings;

	/**
	 * Takes the settings the page shows (the stored ones by default).
	 *
	 * @param Withdraw_Settings|null $settings Settings (the stored ones by default).
	 */
	public function __construct( ?Withdraw_Settings $settings = null ) {
		$this->settings = $settings ?? new Withdraw_Settings();
	}

	/**
	 * Hooks the menu entry, the settings registration and the save capability.
	 */
	public function register_hooks(): void {
		// After Dokan (priority 10) has added its top-level menu.
		add_action( 'admin_menu', array( $this, 'add_menu' ), 20 );
		add_action( 'admin_init', array( $this, 'register_settings' ) );
		add_filter( 'option_page_capability_' . self::GROUP, array( self::class, 'capability' ) );
	}

	/**
	 * Who may change the settings: whoever may manage Dokan (WooCommerce's shop managers and
	 * administrators unless a site filters Dokan's menu capability).
	 */
	public static function capability(): string {
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Dokan's own filter, applied as Dokan applies it to its menu.
		return (string) apply_filters( 'dokan_menu_capability', 'manage_woocommerce' );
	}

	/**
	 * Adds "Withdraw Schedule" under the Dokan menu.
	 */
	public function add_menu(): void {
		add_submenu_page(
			self::PARENT,
			__( 'Withdraw Schedule', 'vendor-payout-schedule' ),
			__( 'Withdraw Schedule', 'vendor-payout-schedule' ),
			self::capability(),
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * Registers the option, sections and fields.
	 */
	public function register_settings(): void {
		register_setting(
			self::GROUP,
			Withdraw_Settings::OWN_OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( new Settings_Form( $this->settings ), 'sanitize' ),
				'default'           => array(),
				'show_in_rest'      => false,
			)
		);
		( new Settings_Fields( $this->settings ) )->register( self::SLUG );
	}

	/**
	 * Prints the screen.
	 */
	public function render(): void {
		if ( ! current_user_can( self::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage withdraw schedules.', 'vendor-payout-schedule' ), 403 );
		}
		$run_id = Run_Record_Screen::requested_run();
		if ( $run_id > 0 ) {
			echo '<div class="wrap vps-settings">';
			( new Run_Record_Screen() )->render( $run_id );
			echo '</div>';
			return;
		}
		?>
		<div class="wrap vps-settings">
			<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
			<?php settings_errors(); ?>
			<form method="post" action="<?php echo esc_url( admin_url( 'options.php' ) ); ?>">
				<?php
				settings_fields( self::GROUP );
				printf(
					'<input type="hidden" name="%1$s[%2$s]" value="1" />',
					esc_attr( Withdraw_Settings::OWN_OPTION ),
					esc_attr( Settings_Form::MARKER )
				);
				do_settings_sections( self::SLUG );
				submit_button();
				?>
			</form>
			<?php
			/**
			 * Fires after the settings form, for read-only sections such as the recent payout runs.
			 */
			do_action( self::AFTER_FORM_ACTION );
			?>
		</div>
		<?php
	}
}
