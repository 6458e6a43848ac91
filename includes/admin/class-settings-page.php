<?php
/**
 * The administrator's "Withdraw Schedule" page under the Dokan menu.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Payouts\Bank_Numbers;
use VendorPayoutSchedule\Payouts\Originator;
use VendorPayoutSchedule\Price_Text;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Schedule\Schedule_Rule;
use VendorPayoutSchedule\Settings\Amount;
use VendorPayoutSchedule\Settings\Settings_Sanitizer;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use WP_Screen;

defined( 'ABSPATH' ) || exit;

/**
 * Dokan → Withdraw Schedule: the settings form on WordPress's Settings API, then the sections
 * hooked after it (Next run, the recent runs); or, when the address names a run, that run's record
 * (Run_Record_Screen), and when it also names a payout of it, the payout's statement
 * (Statement_Screen).
 *
 * The form: whether scheduled withdrawals are on and the payout time; per schedule, whether it is
 * offered, its rule (cycle, week, day) and the next payout the saved rule gives, so the
 * administrator sees what a rule means before vendors do; the minimum and reserve balance choices;
 * what the admin is e-mailed about a run's requests; and the marketplace's details the bank payout
 * files carry (Payouts\Originator, an option of its own, checked as the files need them). Every control posts under the plugin's
 * option; options.php checks the nonce of the option group and the capability below, then calls
 * sanitize(). What Dokan has keys for is written to `dokan_withdraw`, the rest returned to be
 * stored in the plugin's option. An amount list saved as the screen showed it is no change: the
 * screen shows the lists as vendors are offered them (the default ladder, the minimum list from
 * Dokan's minimum withdraw amount), and storing that would freeze what is meant to follow Dokan's
 * minimum and the plugin's default. All or nothing: any invalid field keeps both options as they were
 * and is reported on the screen. Whatever else reaches the option (a write by code, a post without
 * the screen's marker) is validated as the option's own keys; other keys are dropped.
 */
final class Settings_Page {

	/** Screen slug (admin.php?page=…). */
	public const SLUG = 'vendor-payout-schedule';

	/** Settings API option group. */
	public const GROUP = 'vendor_payout_schedule';

	/** Fired after the settings form, for read-only sections such as the recent payout runs. */
	public const AFTER_FORM_ACTION = 'vendor_payout_schedule_settings_after_form';

	/** Hidden field telling a screen submission (every field) from a write of the option's own keys. */
	public const MARKER = 'submitted';

	/**
	 * Hidden fields holding each amount list as the screen showed it: a list posted back as shown
	 * was not changed, so it stays what is stored — the default list stays the default.
	 */
	public const SHOWN = 'shown';

	/** The stylesheet's handle. */
	public const STYLE = 'vendor-payout-schedule-admin';

	/** Dokan's top-level admin menu. */
	private const PARENT = 'dokan';

	/**
	 * Settings.
	 *
	 * @var Withdraw_Settings
	 */
	private Withdraw_Settings $settings;

	/**
	 * Titles, descriptions and dates of the schedules.
	 *
	 * @var Schedule_Catalog
	 */
	private Schedule_Catalog $catalog;

	/**
	 * Takes the settings the page shows (the stored ones by default).
	 *
	 * @param Withdraw_Settings|null $settings Settings (the stored ones by default).
	 */
	public function __construct( ?Withdraw_Settings $settings = null ) {
		$this->settings = $settings ?? new Withdraw_Settings();
		$this->catalog  = new Schedule_Catalog( $this->settings );
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
	 * Whether a screen is this page (`dokan_page_vendor-payout-schedule`, whatever Dokan's menu is
	 * called in the admin's language).
	 *
	 * @param WP_Screen $screen Screen.
	 */
	public static function is_page( WP_Screen $screen ): bool {
		return str_ends_with( $screen->id, '_page_' . self::SLUG );
	}

	/**
	 * Removes what users chose under the page's Screen Options (uninstall): the vendors per page of
	 * both lists and their hidden columns.
	 */
	public static function uninstall(): void {
		foreach ( array( Run_Record_Screen::PER_PAGE_OPTION, Next_Run_Section::PER_PAGE_OPTION, 'managedokan_page_' . self::SLUG . 'columnshidden' ) as $key ) {
			delete_metadata( 'user', 0, $key, '', true );
		}
	}

	/**
	 * Adds "Withdraw Schedule" under the Dokan menu.
	 */
	public function add_menu(): void {
		$hook = add_submenu_page(
			self::PARENT,
			__( 'Withdraw Schedule', 'vendor-payout-schedule' ),
			__( 'Withdraw Schedule', 'vendor-payout-schedule' ),
			self::capability(),
			self::SLUG,
			array( $this, 'render' )
		);
		if ( is_string( $hook ) ) {
			add_action( 'load-' . $hook, array( $this, 'load' ) );
		}
	}

	/**
	 * Before the page prints: its stylesheet, and the address of a list's search or filter without
	 * the nonce fields a list table puts in its GET form (as WordPress's own lists do).
	 */
	public function load(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only leaves the nonce out of the address; nothing is done with it.
		if ( ! empty( $_GET['_wp_http_referer'] ) && isset( $_SERVER['REQUEST_URI'] ) ) {
			wp_safe_redirect( remove_query_arg( array( '_wp_http_referer', '_wpnonce' ), esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) ) );
			exit;
		}
		// WordPress's admin styles draw the forms and list tables; this adds the figure cards and the
		// widths WordPress leaves to each screen. Versioned by the file's time, so a browser never
		// keeps an older copy after an update.
		$file = 'includes/admin/css/withdraw-schedule.css';
		wp_enqueue_style( self::STYLE, VENDOR_PAYOUT_SCHEDULE_URL . $file, array( 'common', 'list-tables' ), (string) filemtime( VENDOR_PAYOUT_SCHEDULE_DIR . $file ) );
	}

	/**
	 * Registers the option, its sanitize callback, the sections and the fields.
	 */
	public function register_settings(): void {
		register_setting(
			self::GROUP,
			Withdraw_Settings::OWN_OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( $this, 'sanitize' ),
				'default'           => array(),
				'show_in_rest'      => false,
			)
		);

		add_settings_section( 'vendor_payout_schedule_general', __( 'Scheduled withdrawals', 'vendor-payout-schedule' ), '__return_false', self::SLUG );
		add_settings_field( 'vendor_payout_schedule_enabled', __( 'Enable', 'vendor-payout-schedule' ), array( $this, 'enabled_field' ), self::SLUG, 'vendor_payout_schedule_general', array( 'label_for' => 'vps-enabled' ) );
		add_settings_field( 'vendor_payout_schedule_payout_time', __( 'Payout time', 'vendor-payout-schedule' ), array( $this, 'payout_time_field' ), self::SLUG, 'vendor_payout_schedule_general', array( 'label_for' => 'vps-payout-time' ) );

		add_settings_section( 'vendor_payout_schedule_schedules', __( 'Schedules offered to vendors', 'vendor-payout-schedule' ), array( $this, 'schedules_intro' ), self::SLUG );
		foreach ( Schedule_Rule::KEYS as $key ) {
			// WordPress prints a field's title as HTML.
			add_settings_field( 'vendor_payout_schedule_' . $key, esc_html( $this->catalog->title( $key ) ), array( $this, 'schedule_field' ), self::SLUG, 'vendor_payout_schedule_schedules', array( 'key' => $key ) );
		}

		add_settings_section( 'vendor_payout_schedule_balances', __( 'Balances', 'vendor-payout-schedule' ), '__return_false', self::SLUG );
		$lists = array(
			'minimum_amounts' => __( 'Minimum balance choices', 'vendor-payout-schedule' ),
			'reserve_amounts' => __( 'Reserve balance choices', 'vendor-payout-schedule' ),
		);
		foreach ( $lists as $field => $title ) {
			$args = array(
				'label_for' => 'vps-' . str_replace( '_', '-', $field ),
				'field'     => $field,
			);
			add_settings_field( 'vendor_payout_schedule_' . $field, $title, array( $this, 'amounts_field' ), self::SLUG, 'vendor_payout_schedule_balances', $args );
		}

		add_settings_section( 'vendor_payout_schedule_admin_mail', __( 'E-mails to the administrator', 'vendor-payout-schedule' ), '__return_false', self::SLUG );
		add_settings_field( 'vendor_payout_schedule_admin_mail_choice', __( 'Scheduled requests', 'vendor-payout-schedule' ), array( $this, 'admin_mail_field' ), self::SLUG, 'vendor_payout_schedule_admin_mail' );

		$this->register_originator();
	}

	/**
	 * The marketplace's details the bank payout files carry (Payouts\Originator), as an option of
	 * its own in the same form: "Payout files", with the ACH fields and the SEPA fields.
	 */
	private function register_originator(): void {
		register_setting(
			self::GROUP,
			Originator::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( $this, 'sanitize_originator' ),
				'default'           => array(),
				'show_in_rest'      => false,
			)
		);
		$sections = array(
			'vendor_payout_schedule_ach'  => array( __( 'Payout files: ACH, for US bank transfers', 'vendor-payout-schedule' ), array( $this, 'ach_intro' ), Originator::ACH_FIELDS ),
			'vendor_payout_schedule_sepa' => array( __( 'Payout files: SEPA, for euro bank transfers', 'vendor-payout-schedule' ), array( $this, 'sepa_intro' ), Originator::SEPA_FIELDS ),
		);
		foreach ( $sections as $section => list( $title, $intro, $fields ) ) {
			$wrap = 'vendor_payout_schedule_ach' === $section ? array(
				'before_section' => '<div id="vps-originator">',
				'after_section'  => '</div>',
			) : array();
			add_settings_section( $section, $title, $intro, self::SLUG, $wrap );
			foreach ( $fields as $field ) {
				add_settings_field(
					'vendor_payout_schedule_originator_' . $field,
					esc_html( Originator_Wording::label( $field ) ),
					array( $this, 'originator_field' ),
					self::SLUG,
					$section,
					array(
						'label_for' => 'vps-originator-' . str_replace( '_', '-', $field ),
						'field'     => $field,
					)
				);
			}
		}
	}

	/**
	 * The Settings API sanitize callback of the originator's details: checked as the files need
	 * them (Originator::errors(), for the files whose fields are filled in); any error keeps what
	 * was saved, is reported beside the others and at its field, and the form shows again what was
	 * typed (Refused_Originator). The IBAN is shown masked: sent back unchanged, it keeps the IBAN saved.
	 *
	 * @param mixed $input Posted fields.
	 * @return array<string, string>
	 */
	public function sanitize_originator( $input ): array {
		$stored = Originator::stored()->to_array();
		if ( ! is_array( $input ) ) {
			return $stored;
		}
		$typed  = Originator::from_array( $input )->to_array();
		$values = $typed;
		if ( '' !== $stored['debtor_iban'] && Bank_Numbers::mask( $stored['debtor_iban'] ) === $values['debtor_iban'] ) {
			$values['debtor_iban'] = $stored['debtor_iban'];
		}
		$problems = Originator::errors( $values );
		if ( array() === $problems ) {
			return $values;
		}
		$errors = array();
		foreach ( $problems as $field => $problem ) {
			$errors[ $field ] = Originator_Wording::error( $field, $problem );
		}
		Refused_Originator::keep( $typed, $errors );
		foreach ( $errors as $field => $message ) {
			/* translators: 1: a field's label, e.g. "Company ID", 2: what is wrong with it. */
			add_settings_error( Originator::OPTION, 'vendor_payout_schedule_originator_' . $field, esc_html( sprintf( __( '%1$s: %2$s', 'vendor-payout-schedule' ), Originator_Wording::label( $field ), $message ) ) );
		}
		return $stored;
	}

	/**
	 * Explains the ACH fields.
	 */
	public function ach_intro(): void {
		printf( '<p>%s</p>', esc_html__( 'What your bank gave you for sending ACH credits (NACHA files). Leave these empty if you pay no vendor by US bank transfer; the file of those requests is made once they are filled in.', 'vendor-payout-schedule' ) );
	}

	/**
	 * Explains the SEPA fields.
	 */
	public function sepa_intro(): void {
		printf( '<p>%s</p>', esc_html__( 'The account the euro payouts are paid from (SEPA credit transfer, pain.001). Leave these empty if you pay no vendor by euro bank transfer.', 'vendor-payout-schedule' ) );
	}

	/**
	 * One of the originator's fields; the IBAN shown with all but its country and last four
	 * characters hidden.
	 *
	 * @param array{field: string, label_for: string} $args Field arguments.
	 */
	public function originator_field( array $args ): void {
		$field = $args['field'];
		$id    = $args['label_for'];
		$typed = Refused_Originator::typed();
		if ( null !== $typed ) {
			$value = $typed[ $field ] ?? '';
		} else {
			$value = Originator::stored()->to_array()[ $field ] ?? '';
			if ( 'debtor_iban' === $field ) {
				$value = Bank_Numbers::mask( $value );
			}
		}
		$error = Refused_Originator::error( $field );
		if ( '' !== $error ) {
			// The error is read with the field (its description), and marks it invalid.
			printf( '<p class="vps-field-error" id="%1$s-error">%2$s</p>', esc_attr( $id ), esc_html( $error ) );
		}
		printf(
			'<input type="text" class="regular-text" id="%1$s" name="%2$s" value="%3$s" autocomplete="off" spellcheck="false" aria-describedby="%4$s"%5$s /><p class="description" id="%1$s-help">%6$s</p>',
			esc_attr( $id ),
			esc_attr( Originator::OPTION . '[' . $field . ']' ),
			esc_attr( $value ),
			esc_attr( ( '' === $error ? '' : $id . '-error ' ) . $id . '-help' ),
			'' === $error ? '' : ' aria-invalid="true"',
			esc_html( Originator_Wording::help( $field ) )
		);
	}

	/**
	 * Prints the page: a payout's statement or a run's record when the address names one, else the
	 * settings and the sections after them.
	 */
	public function render(): void {
		if ( ! current_user_can( self::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage withdraw schedules.', 'vendor-payout-schedule' ), 403 );
		}
		$run_id = Run_Record_Screen::requested_run();
		if ( $run_id > 0 ) {
			echo '<div class="wrap vps-settings">';
			$payout_id = Statement_Screen::requested_payout();
			if ( $payout_id > 0 ) {
				( new Statement_Screen() )->render( $run_id, $payout_id );
			} else {
				( new Run_Record_Screen() )->render( $run_id );
			}
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
				printf( '<input type="hidden" name="%s" value="1" />', esc_attr( self::name( self::MARKER ) ) );
				do_settings_sections( self::SLUG );
				submit_button();
				?>
			</form>
			<?php
			/**
			 * Fires after the settings form, for read-only sections such as the recent payout runs.
			 */
			do_action( self::AFTER_FORM_ACTION ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the constant holds the prefixed name.
			?>
		</div>
		<?php
	}

	/**
	 * The Settings API sanitize callback of the plugin's option.
	 *
	 * @param mixed $input Posted value (from the screen) or a value written by code.
	 * @return array<string, mixed> The plugin option's value to store.
	 */
	public function sanitize( $input ): array {
		$stored = self::own_keys_of( $this->settings->own_values() );
		if ( ! is_array( $input ) ) {
			return $stored;
		}
		$is_screen = ! empty( $input[ self::MARKER ] );

		// Withdraw_Settings::save() writes the own keys in their stored shapes, which clean() reads too.
		$clean   = Settings_Sanitizer::clean( $is_screen ? self::changes( $input ) : self::own_keys_of( $input ) );
		$errors  = $clean['errors'];
		$offered = array_filter( (array) ( $clean['dokan']['disbursement_schedule'] ?? array() ) );
		if ( $is_screen && ! isset( $errors['schedules'] ) && ! empty( $input['enabled'] ) && array() === $offered ) {
			$errors['schedules'] = 'none';
		}
		if ( array() !== $errors ) {
			foreach ( $errors as $field => $reason ) {
				add_settings_error( Withdraw_Settings::OWN_OPTION, 'vendor_payout_schedule_' . $field, $this->message( $field, $reason ) );
			}
			return $stored;
		}

		$this->settings->write_dokan_part( $clean['dokan'] );
		return array_merge( $stored, $clean['own'] );
	}

	/**
	 * The feature switch.
	 */
	public function enabled_field(): void {
		printf(
			'<label><input type="checkbox" id="vps-enabled" name="%1$s" value="1" %2$s /> %3$s</label>',
			esc_attr( self::name( 'enabled' ) ),
			checked( $this->settings->is_switched_on(), true, false ),
			esc_html__( 'Let vendors choose a schedule on which their balance is withdrawn automatically', 'vendor-payout-schedule' )
		);
	}

	/**
	 * The time of day payouts run.
	 */
	public function payout_time_field(): void {
		printf(
			'<input type="time" id="vps-payout-time" name="%1$s" value="%2$s" step="60" required /><p class="description">%3$s</p>',
			esc_attr( self::name( 'payout_time' ) ),
			esc_attr( $this->settings->payout_time() ),
			esc_html(
				sprintf(
					/* translators: %s: the site's timezone, e.g. Europe/London or UTC+1. */
					__( 'Site time (%s). Payouts are made at this time on each payout day.', 'vendor-payout-schedule' ),
					wp_timezone_string()
				)
			)
		);
	}

	/**
	 * Explains the schedule rows.
	 */
	public function schedules_intro(): void {
		printf( '<p>%s</p>', esc_html__( 'Vendors choose one of the schedules ticked here. Next payout dates are shown for the saved settings.', 'vendor-payout-schedule' ) );
	}

	/**
	 * One schedule: offered or not, its rule, and what that means.
	 *
	 * @param array{key: string} $args Field arguments.
	 */
	public function schedule_field( array $args ): void {
		$key   = $args['key'];
		$rule  = $this->settings->schedule_rule( $key );
		$title = $this->catalog->title( $key );

		echo '<fieldset class="vps-settings__schedule">';
		printf( '<legend class="screen-reader-text">%s</legend>', esc_html( $title ) );
		printf(
			'<label><input type="checkbox" name="%1$s" value="%2$s" %3$s /> %4$s</label><br />',
			esc_attr( self::name( 'schedules', $key ) ),
			esc_attr( $key ),
			checked( in_array( $key, $this->settings->enabled_schedules(), true ), true, false ),
			/* translators: %s: schedule title, e.g. Weekly. */
			esc_html( sprintf( __( 'Offer %s', 'vendor-payout-schedule' ), $title ) )
		);
		if ( 'quarterly' === $key ) {
			$this->select( $key, 'month', __( 'Cycle', 'vendor-payout-schedule' ), $this->quarter_options(), $rule['month'] );
		}
		if ( isset( $rule['week'] ) ) {
			$this->select( $key, 'week', __( 'Week', 'vendor-payout-schedule' ), $this->week_options( $key ), $rule['week'] );
		}
		$this->select( $key, 'days', __( 'Day', 'vendor-payout-schedule' ), $this->weekday_options(), $rule['days'] );
		printf(
			'<p class="description">%1$s &middot; %2$s</p>',
			esc_html( $this->catalog->description( $key, $rule ) ),
			esc_html(
				sprintf(
					/* translators: %s: date of the next payout. */
					__( 'Next payout: %s', 'vendor-payout-schedule' ),
					$this->catalog->format_date( $this->catalog->next_payout( $key ) )
				)
			)
		);
		echo '</fieldset>';
	}

	/**
	 * A list of amounts as text.
	 *
	 * @param array{field: string, label_for: string} $args Field arguments.
	 */
	public function amounts_field( array $args ): void {
		$minimum = 'minimum_amounts' === $args['field'];
		// The minimum list as vendors are offered it: it starts at Dokan's minimum withdraw amount.
		$amounts = $minimum ? $this->settings->minimum_amounts() : $this->settings->configured_reserve_amounts();
		$help    = $minimum
			? sprintf(
				/* translators: %s: Dokan's minimum withdraw amount, a price. */
				__( 'Amounts separated by commas. The list starts at Dokan’s minimum withdraw amount (%s); a lower amount is offered as that amount. Leave empty for the default list.', 'vendor-payout-schedule' ),
				Price_Text::format( $this->settings->withdraw_limit() )
			)
			: __( 'Amounts separated by commas, kept back from each payout. Leave empty for the default list.', 'vendor-payout-schedule' );

		printf(
			'<input type="text" class="large-text" id="%1$s" name="%2$s" value="%3$s" aria-describedby="%1$s-help" /><input type="hidden" name="%4$s" value="%3$s" /><p class="description" id="%1$s-help">%5$s</p>',
			esc_attr( $args['label_for'] ),
			esc_attr( self::name( $args['field'] ) ),
			esc_attr( implode( ', ', $amounts ) ),
			esc_attr( self::name( self::SHOWN, $args['field'] ) ),
			esc_html( $help )
		);
	}

	/**
	 * What the admin is e-mailed about the requests a run files: one summary per run, or Dokan's
	 * own e-mail for each request, as a radio group.
	 */
	public function admin_mail_field(): void {
		$choices = array(
			Withdraw_Settings::ADMIN_MAIL_SUMMARY      => __( 'One summary e-mail per run', 'vendor-payout-schedule' ),
			Withdraw_Settings::ADMIN_MAIL_EACH_REQUEST => __( 'Dokan’s “new withdraw request” e-mail for each request', 'vendor-payout-schedule' ),
		);
		echo '<fieldset>';
		printf( '<legend class="screen-reader-text">%s</legend>', esc_html__( 'Scheduled requests', 'vendor-payout-schedule' ) );
		foreach ( $choices as $value => $label ) {
			printf(
				'<label><input type="radio" name="%1$s" value="%2$s" %3$s /> %4$s</label><br />',
				esc_attr( self::name( 'admin_mail' ) ),
				esc_attr( $value ),
				checked( $this->settings->admin_mail(), $value, false ),
				esc_html( $label )
			);
		}
		printf(
			'<p class="description">%s</p>',
			esc_html__( 'What you are e-mailed about the withdraw requests a scheduled run files. The summary and its recipients are set under WooCommerce → Settings → Emails. Requests vendors make themselves always get Dokan’s e-mail.', 'vendor-payout-schedule' )
		);
		echo '</fieldset>';
	}

	/**
	 * A control's name below the plugin's option, e.g. `vendor_payout_schedule_settings[monthly][week]`.
	 *
	 * @param string ...$path Keys.
	 */
	private static function name( string ...$path ): string {
		return Withdraw_Settings::OWN_OPTION . '[' . implode( '][', $path ) . ']';
	}

	/**
	 * Only the keys the plugin's option holds.
	 *
	 * @param array<string, mixed> $values Values by key.
	 * @return array<string, mixed>
	 */
	private static function own_keys_of( array $values ): array {
		return array_intersect_key( $values, array_flip( Withdraw_Settings::OWN_KEYS ) );
	}

	/**
	 * The posted fields as Withdraw_Settings::save() keys.
	 *
	 * @param array<string, mixed> $input Posted fields.
	 * @return array<string, mixed>
	 */
	private static function changes( array $input ): array {
		$changes = array(
			'enabled'   => ! empty( $input['enabled'] ),
			'schedules' => $input['schedules'] ?? array(),
		);
		foreach ( Schedule_Rule::KEYS as $key ) {
			$changes[ $key ] = $input[ $key ] ?? null;
		}
		foreach ( array( 'minimum_amounts', 'reserve_amounts' ) as $field ) {
			$value = $input[ $field ] ?? '';
			$shown = Amount::parse_list( $input[ self::SHOWN ][ $field ] ?? null );
			if ( null !== $shown && Amount::parse_list( $value ) === $shown ) {
				// Posted back as shown: what is stored stays, the default included.
				continue;
			}
			$changes[ $field ] = is_string( $value ) && '' === trim( $value ) ? null : $value;
		}
		$changes['payout_time'] = $input['payout_time'] ?? '';
		if ( array_key_exists( 'admin_mail', $input ) ) {
			$changes['admin_mail'] = $input['admin_mail'];
		}
		return $changes;
	}

	/**
	 * What to tell the administrator about an invalid field.
	 *
	 * @param string $field  Field key.
	 * @param string $reason `invalid` or `none`.
	 */
	private function message( string $field, string $reason ): string {
		if ( Schedule_Rule::is_key( $field ) ) {
			return sprintf(
				/* translators: %s: schedule title, e.g. Monthly. */
				__( 'Choose a valid week and day for the %s schedule.', 'vendor-payout-schedule' ),
				// Settings errors are printed as HTML.
				esc_html( $this->catalog->title( $field ) )
			);
		}
		switch ( $field ) {
			case 'schedules':
				return 'none' === $reason
					? __( 'Offer at least one schedule when scheduled withdrawals are enabled.', 'vendor-payout-schedule' )
					: __( 'Choose the schedules to offer from the list.', 'vendor-payout-schedule' );
			case 'minimum_amounts':
				return __( 'Minimum balances must be amounts of 0 or more, separated by commas (at most 50).', 'vendor-payout-schedule' );
			case 'reserve_amounts':
				return __( 'Reserve balances must be amounts of 0 or more, separated by commas (at most 50).', 'vendor-payout-schedule' );
			case 'payout_time':
				return __( 'The payout time must be a time of day such as 23:00.', 'vendor-payout-schedule' );
			case 'admin_mail':
				return __( 'Choose which e-mails the administrator gets about scheduled requests from the list.', 'vendor-payout-schedule' );
		}
		return __( 'Scheduled withdrawals must be either enabled or disabled.', 'vendor-payout-schedule' );
	}

	/**
	 * A labelled select of one rule part.
	 *
	 * @param string                $key      Schedule key.
	 * @param string                $part     Rule part.
	 * @param string                $label    Visible label.
	 * @param array<string, string> $options  Value to label.
	 * @param string                $selected Selected value.
	 */
	private function select( string $key, string $part, string $label, array $options, string $selected ): void {
		$id = 'vps-' . $key . '-' . $part;
		printf( '<label for="%1$s">%2$s</label> <select id="%1$s" name="%3$s">', esc_attr( $id ), esc_html( $label ), esc_attr( self::name( $key, $part ) ) );
		foreach ( $options as $value => $text ) {
			printf( '<option value="%1$s" %2$s>%3$s</option>', esc_attr( (string) $value ), selected( (string) $value, $selected, false ), esc_html( $text ) );
		}
		echo '</select> ';
	}

	/**
	 * Weekday options, Monday first.
	 *
	 * @return array<string, string>
	 */
	private function weekday_options(): array {
		$options = array();
		foreach ( array_keys( Schedule_Rule::WEEKDAYS ) as $day ) {
			$options[ $day ] = $this->catalog->weekday_name( $day );
		}
		return $options;
	}

	/**
	 * Week options of a schedule.
	 *
	 * @param string $key Schedule key.
	 * @return array<string, string>
	 */
	private function week_options( string $key ): array {
		if ( 'biweekly' === $key ) {
			return array(
				'1' => __( '1st and 3rd', 'vendor-payout-schedule' ),
				'2' => __( '2nd and 4th', 'vendor-payout-schedule' ),
			);
		}
		return array(
			'1' => __( '1st', 'vendor-payout-schedule' ),
			'2' => __( '2nd', 'vendor-payout-schedule' ),
			'3' => __( '3rd', 'vendor-payout-schedule' ),
			'4' => __( '4th', 'vendor-payout-schedule' ),
			'L' => __( 'Last', 'vendor-payout-schedule' ),
		);
	}

	/**
	 * Quarterly cycle options, each naming its four months.
	 *
	 * @return array<string, string>
	 */
	private function quarter_options(): array {
		$options = array();
		foreach ( array_keys( Schedule_Rule::QUARTER_STARTS ) as $start ) {
			$options[ $start ] = $this->catalog->quarter_months( $start );
		}
		return $options;
	}
}
