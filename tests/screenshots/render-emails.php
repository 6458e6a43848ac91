<?php
/**
 * Prints the plugin's e-mails as WooCommerce's e-mail preview shows them, as JSON:
 *   php tests/env/wp-php.php tests/screenshots/render-emails.php [LOCALE]
 *   → [ { "id": "…", "title": "…", "subject": "…", "html": "…", "notices": [ "…" ] }, … ]
 *
 * The plugin's e-mails are the ones of WooCommerce's mailer whose class is the plugin's, whatever
 * their ids; each is given its preview data the way WooCommerce's preview gives it: through
 * WooCommerce's own EmailPreview where WooCommerce has one (9.6 and later), else through the same
 * `woocommerce_prepare_email_for_preview` filter alone. PHP notices raised meanwhile are listed.
 * With a LOCALE (e.g. de_DE) they are drawn in that language, as an admin whose profile language it
 * is sees the preview; the script has no user, so it switches the locale as WordPress does for one,
 * with the language counted as installed (as tests/e2e/fixtures/mu-plugins/german-installed.php),
 * for the local site has no language packs; WordPress's locale switcher, which read the installed
 * languages while WordPress loaded, is made anew to see it.
 *
 * @package VendorPayoutSchedule
 */

use Automattic\WooCommerce\Internal\Admin\EmailPreview\EmailPreview;

$vps_locale = $args[0] ?? '';
if ( '' !== $vps_locale ) {
	add_filter(
		'get_available_languages',
		static fn ( $languages ) => array_values( array_unique( array_merge( (array) $languages, array( $vps_locale ) ) ) )
	);
	$GLOBALS['wp_locale_switcher'] = new WP_Locale_Switcher();
	$GLOBALS['wp_locale_switcher']->init();
	if ( ! switch_to_locale( $vps_locale ) ) {
		fwrite( STDERR, "Could not switch to {$vps_locale}.\n" );
		exit( 1 );
	}
}

$vps_shots = array();
foreach ( WC()->mailer()->get_emails() as $vps_email ) {
	if ( ! str_starts_with( get_class( $vps_email ), 'VendorPayoutSchedule\\' ) ) {
		continue;
	}
	$vps_notices = array();
	// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- the notices are the point.
	set_error_handler(
		static function ( int $level, string $message, string $file, int $line ) use ( &$vps_notices ): bool {
			$vps_notices[] = sprintf( '%s (%s:%d)', $message, wp_basename( $file ), $line );
			return true;
		}
	);
	try {
		if ( class_exists( EmailPreview::class ) ) {
			$vps_preview = EmailPreview::instance();
			$vps_preview->set_email_type( get_class( $vps_email ) );
			$vps_subject = $vps_preview->get_subject();
			$vps_html    = $vps_preview->render();
		} else {
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
			$vps_email   = apply_filters( 'woocommerce_prepare_email_for_preview', $vps_email );
			$vps_subject = $vps_email->get_subject();
			$vps_html    = $vps_email->style_inline( $vps_email->get_content_html() );
		}
	} catch ( Throwable $vps_error ) {
		$vps_notices[] = $vps_error->getMessage();
		$vps_subject   = '';
		$vps_html      = '';
	} finally {
		restore_error_handler();
	}
	$vps_shots[] = array(
		'id'      => $vps_email->id,
		'title'   => $vps_email->get_title(),
		'subject' => $vps_subject,
		'html'    => $vps_html,
		'notices' => $vps_notices,
	);
}
echo wp_json_encode( $vps_shots );
