<?php
/**
 * Prints the plugin's e-mails as WooCommerce's e-mail preview shows them, as JSON:
 *   php tests/env/wp-php.php tests/screenshots/render-emails.php
 *   → [ { "id": "…", "title": "…", "subject": "…", "html": "…", "notices": [ "…" ] }, … ]
 *
 * The plugin's e-mails are the ones of WooCommerce's mailer whose class is the plugin's, whatever
 * their ids; each is given its preview data the way WooCommerce's preview gives it: through
 * WooCommerce's own EmailPreview where WooCommerce has one (9.6 and later), else through the same
 * `woocommerce_prepare_email_for_preview` filter alone. PHP notices raised meanwhile are listed.
 *
 * @package VendorPayoutSchedule
 */

use Automattic\WooCommerce\Internal\Admin\EmailPreview\EmailPreview;

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
