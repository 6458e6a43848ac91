<?php
/**
 * Where the panel appears: Dokan's React withdraw page and its legacy PHP withdraw page.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the panel only where Dokan shows a withdraw page to someone who may manage withdraws:
 * the built bundle, registered only by a page that shows it (other requests never read the asset
 * file), with the one object the script reads from the page, `window.vendorPayoutSchedule`, and the
 * answers of its first REST reads.
 *
 * The script speaks the language its REST answers are given in, the user's. On the front end
 * WordPress loads a script's translations for the site's language, while `@wordpress/api-fetch` asks
 * the REST API for the user's (`_locale=user`). The panel takes its labels from the script and its
 * schedules, descriptions and errors from the REST API, so a vendor whose profile language differs
 * from the site's would see one panel in two languages: the script's translation file is therefore
 * the one of the user's language, as the REST answers are (file_for_user_locale()).
 */
final class Withdraw_Page {

	public const HANDLE = 'vendor-payout-schedule';

	/**
	 * What joining a Slot takes. Only Dokan's React page has Slots (and loads these itself); on the
	 * legacy page they would add some 400 KB gzip of scripts the panel never uses there.
	 */
	public const SLOT_FILL_DEPENDENCIES = array( 'wp-components', 'wp-plugins' );

	/**
	 * Fired inside the legacy page's "Payment Details" panel, after the last payment.
	 */
	public const LEGACY_ACTION = 'dokan_withdraw_content_after_last_payment_section';

	/**
	 * Id of the element the script mounts the panel in on the legacy page.
	 */
	public const LEGACY_MOUNT_ID = 'vps-schedule-root';

	/**
	 * What the panel reads on the legacy page: the vendor's schedule and the page's withdraw settings.
	 */
	private const LEGACY_PRELOADED_PATHS = array( '/dokan/v2/withdraw/disbursement', '/dokan/v2/withdraw/settings' );

	/**
	 * Hooks both pages.
	 */
	public function register_hooks(): void {
		// After Dokan's own enqueue (priority 10), so its React dashboard is known to be on the page.
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_on_react_dashboard' ), 20 );

		/**
		 * Filters the priority of the panel on the legacy withdraw page. Dokan prints the pending
		 * requests at 20; below that the panel sits where the React page puts its slot.
		 *
		 * @param int $priority Action priority.
		 */
		$priority = (int) apply_filters( 'vendor_payout_schedule_legacy_priority', 10 );
		add_action( self::LEGACY_ACTION, array( $this, 'render_legacy_mount' ), $priority );

		add_filter( 'load_script_translation_file', array( $this, 'file_for_user_locale' ), 10, 3 );
	}

	/**
	 * Dokan's React dashboard (script `dokan-react-frontend`) routes to its withdraw page in the
	 * browser, so the panel comes with the dashboard and joins the withdraw page's slot there.
	 */
	public function enqueue_on_react_dashboard(): void {
		if ( wp_script_is( 'dokan-react-frontend', 'enqueued' ) && self::user_may_manage_withdraws() ) {
			self::enqueue_with_slot_fill();
		}
	}

	/**
	 * Prints the legacy page's mount point; the script, enqueued now, is printed in the footer.
	 */
	public function render_legacy_mount(): void {
		if ( ! self::user_may_manage_withdraws() ) {
			return;
		}
		printf( '<div id="%s" class="vps-legacy-mount"></div>', esc_attr( self::LEGACY_MOUNT_ID ) );
		self::enqueue();
		// This page is printed by PHP: the panel's two reads come with it.
		self::preload( self::LEGACY_PRELOADED_PATHS );
	}

	/**
	 * Dokan gates everything withdraw-related on this capability.
	 */
	private static function user_may_manage_withdraws(): bool {
		return is_user_logged_in() && current_user_can( 'dokan_manage_withdraw' );
	}

	/**
	 * Renames `{domain}-{site locale}-{md5 or handle}.json` to the user's locale; any other file,
	 * script or user with the site's locale is left alone.
	 *
	 * @param string|false $file   Translation file WordPress is about to read.
	 * @param string       $handle Script handle.
	 * @param string       $domain Text domain.
	 * @return string|false The file to read.
	 */
	public function file_for_user_locale( $file, $handle, $domain ) {
		if ( self::HANDLE !== $handle || ! is_string( $file ) ) {
			return $file;
		}
		$site_locale = determine_locale();
		$user_locale = get_user_locale();
		$prefix      = $domain . '-' . $site_locale . '-';
		$name        = wp_basename( $file );
		if ( $user_locale === $site_locale || ! str_starts_with( $name, $prefix ) ) {
			return $file;
		}
		return dirname( $file ) . '/' . $domain . '-' . $user_locale . '-' . substr( $name, strlen( $prefix ) );
	}

	/**
	 * Registers the script from build/index.asset.php (dependencies and version written by the build),
	 * on the first enqueue, with the Slot/Fill dependencies only when that page has Slots.
	 *
	 * @param bool $with_slot_fill Whether the page has Slots (Dokan's React dashboard).
	 */
	private static function register_script( bool $with_slot_fill ): void {
		if ( wp_script_is( self::HANDLE, 'registered' ) ) {
			return;
		}
		$asset_file = VENDOR_PAYOUT_SCHEDULE_DIR . 'build/index.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset        = require $asset_file;
		$dependencies = array_values( array_diff( $asset['dependencies'], self::SLOT_FILL_DEPENDENCIES ) );
		if ( $with_slot_fill ) {
			$dependencies = array_merge( $dependencies, self::SLOT_FILL_DEPENDENCIES );
		}

		wp_register_script(
			self::HANDLE,
			VENDOR_PAYOUT_SCHEDULE_URL . 'build/index.js',
			$dependencies,
			$asset['version'],
			array( 'in_footer' => true )
		);
		wp_set_script_translations( self::HANDLE, VENDOR_PAYOUT_SCHEDULE_TEXT_DOMAIN, VENDOR_PAYOUT_SCHEDULE_DIR . 'languages' );

		if ( is_readable( VENDOR_PAYOUT_SCHEDULE_DIR . 'build/style-index.css' ) ) {
			wp_register_style( self::HANDLE, VENDOR_PAYOUT_SCHEDULE_URL . 'build/style-index.css', array(), $asset['version'] );
			wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
		}
	}

	/**
	 * Puts the panel on a page with Slots (Dokan's React dashboard): the script then also waits
	 * for @wordpress/components and @wordpress/plugins.
	 */
	private static function enqueue_with_slot_fill(): void {
		self::register_script( true );
		self::enqueue();
	}

	/**
	 * Puts the panel on the current page, with its boot data. Safe to call more than once.
	 */
	private static function enqueue(): void {
		self::register_script( false );
		if ( ! wp_script_is( self::HANDLE, 'registered' ) || wp_script_is( self::HANDLE, 'enqueued' ) ) {
			return;
		}
		wp_add_inline_script(
			self::HANDLE,
			'window.vendorPayoutSchedule = ' . wp_json_encode( self::boot_data() ) . ';',
			'before'
		);
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( self::HANDLE );
	}

	/**
	 * Hands the answers of GET routes to the script with the page, through WordPress's api-fetch
	 * preloading middleware (as the block editor does), so the panel asks the server nothing before
	 * it shows. A route that does not answer 200 is left out and fetched as usual.
	 *
	 * The answers are made in the user's language, as a request of the script would be
	 * (`_locale=user`) and as the script's own strings are (file_for_user_locale()): on a site in one
	 * language, a vendor whose profile says another reads the schedules' names in their own. When
	 * WordPress cannot switch to it (it switches only to languages installed for WordPress itself),
	 * nothing is preloaded: the script then asks, with `_locale=user`, and the answer is the user's.
	 *
	 * @param string[] $paths REST paths, as the script requests them.
	 */
	private static function preload( array $paths ): void {
		if ( ! wp_script_is( self::HANDLE, 'registered' ) ) {
			return;
		}
		$switched = false;
		if ( get_user_locale() !== determine_locale() ) {
			$switched = switch_to_user_locale( get_current_user_id() );
			if ( ! $switched ) {
				return;
			}
		}
		try {
			$answers = array_reduce( $paths, 'rest_preload_api_request', array() );
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
		if ( array() === $answers ) {
			return;
		}
		wp_add_inline_script(
			self::HANDLE,
			sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', wp_json_encode( $answers ) ),
			'before'
		);
	}

	/**
	 * What the script needs from the server before its first request.
	 *
	 * @return array{currency: array{symbol: string, precision: int, thousand: string, decimal: string, format: string}, paymentSettingUrl: string}
	 */
	private static function boot_data(): array {
		$data = array(
			'currency'          => self::currency(),
			'paymentSettingUrl' => function_exists( 'dokan_get_navigation_url' ) ? dokan_get_navigation_url( 'settings/payment' ) : '',
		);

		/**
		 * Filters the boot data printed for the panel as `window.vendorPayoutSchedule`.
		 *
		 * @param array $data Currency settings and the payment settings URL.
		 */
		return apply_filters( 'vendor_payout_schedule_boot_data', $data );
	}

	/**
	 * The shop's price settings from WooCommerce, in the shape Dokan prints them as
	 * `window.dokanFrontend.currency` (Dokan 4.1.2 includes/Assets.php get_localized_price()): the
	 * symbol decoded, the separators through esc_attr(), the format in accounting.js style with
	 * WooCommerce's `&nbsp;` kept. The script reads both the same way.
	 *
	 * @return array{symbol: string, precision: int, thousand: string, decimal: string, format: string}
	 */
	private static function currency(): array {
		$format = function_exists( 'get_woocommerce_price_format' ) ? get_woocommerce_price_format() : '%1$s%2$s';
		return array(
			'symbol'    => html_entity_decode( function_exists( 'get_woocommerce_currency_symbol' ) ? get_woocommerce_currency_symbol() : '&#36;' ),
			'precision' => function_exists( 'wc_get_price_decimals' ) ? wc_get_price_decimals() : 2,
			'thousand'  => esc_attr( function_exists( 'wc_get_price_thousand_separator' ) ? wc_get_price_thousand_separator() : ',' ),
			'decimal'   => esc_attr( function_exists( 'wc_get_price_decimal_separator' ) ? wc_get_price_decimal_separator() : '.' ),
			'format'    => esc_attr( str_replace( array( '%1$s', '%2$s' ), array( '%s', '%v' ), $format ) ),
		);
	}
}
