<?php
/**
 * The panel's script and stylesheet, and the boot data printed with them.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * The built bundle, registered and enqueued only by a page that shows the panel: other requests
 * never read the asset file.
 */
final class Assets {

	public const HANDLE = 'vendor-payout-schedule';

	/**
	 * What joining a Slot takes. Only Dokan's React page has Slots (and loads these itself); on the
	 * legacy page they would add some 400 KB gzip of scripts the panel never uses there.
	 */
	public const SLOT_FILL_DEPENDENCIES = array( 'wp-components', 'wp-plugins' );

	/**
	 * Registers the script from build/index.asset.php (dependencies and version written by the build),
	 * on the first enqueue, with the Slot/Fill dependencies only when that page has Slots.
	 *
	 * @param bool $with_slot_fill Whether the page has Slots (Dokan's React dashboard).
	 */
	private static function register( bool $with_slot_fill ): void {
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
	public static function enqueue_with_slot_fill(): void {
		self::register( true );
		self::enqueue();
	}

	/**
	 * Puts the panel on the current page, with its boot data. Safe to call more than once.
	 */
	public static function enqueue(): void {
		self::register( false );
		if ( ! wp_script_is( self::HANDLE, 'registered' ) || wp_script_is( self::HANDLE, 'enqueued' ) ) {
			return;
		}
		wp_add_inline_script(
			self::HANDLE,
			'window.vendorPayoutSchedule = ' . wp_json_encode( Boot_Data::build() ) . ';',
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
	 * (`_locale=user`) and as the script's own strings are (I18n\Script_Locale): on a site in one
	 * language, a vendor whose profile says another reads the schedules' names in their own. When
	 * WordPress cannot switch to it (it switches only to languages installed for WordPress itself),
	 * nothing is preloaded: the script then asks, with `_locale=user`, and the answer is the user's.
	 *
	 * @param string[] $paths REST paths, as the script requests them.
	 */
	public static function preload( array $paths ): void {
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
}
