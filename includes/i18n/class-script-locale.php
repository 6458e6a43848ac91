<?php
/**
 * The panel's script speaks the language its REST answers are given in: the user's.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\I18n;

use VendorPayoutSchedule\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * On the front end WordPress loads a script's translations for the site's language, while
 * `@wordpress/api-fetch` asks the REST API for the user's (`_locale=user`). The panel takes its
 * labels from the script and its schedules, descriptions and errors from the REST API, so a vendor
 * whose profile language differs from the site's would see one panel in two languages. The
 * script's translation file is therefore the one of the user's language, as the REST answers are.
 */
final class Script_Locale {

	/**
	 * Hooks into the choice of the script's translation file.
	 */
	public function register_hooks(): void {
		add_filter( 'load_script_translation_file', array( $this, 'file_for_user_locale' ), 10, 3 );
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
		if ( Assets::HANDLE !== $handle || ! is_string( $file ) ) {
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
}
