<?php
/**
 * WooCommerce's e-mail preview as the browser spec reads it (run with WordPress loaded):
 *   email-preview.php log-size              the debug log's size in bytes (0 when there is none)
 *   email-preview.php log-since BYTES       what the debug log gained after that size
 *   email-preview.php send-test CLASS       "Send a test email" of the e-mail of that class, as
 *                                           WooCommerce's REST handler sends it, caught at wp_mail():
 *                                           JSON { subject, message }
 *
 * @package VendorPayoutSchedule
 */

use Automattic\WooCommerce\Internal\Admin\EmailPreview\EmailPreview;

$vps_log = defined( 'WP_DEBUG_LOG' ) && is_string( WP_DEBUG_LOG ) ? WP_DEBUG_LOG : WP_CONTENT_DIR . '/debug.log';

switch ( $args[0] ?? '' ) {
	case 'log-size':
		clearstatcache();
		echo (int) ( is_file( $vps_log ) ? filesize( $vps_log ) : 0 );
		break;
	case 'log-since':
		echo is_file( $vps_log ) ? (string) file_get_contents( $vps_log, false, null, (int) $args[1] ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local log file.
		break;
	case 'send-test':
		// WooCommerce 9.9.5 src/Internal/Admin/EmailPreview/EmailPreviewRestController.php send_email_preview().
		$vps_caught = array();
		add_filter(
			'pre_wp_mail',
			static function ( $short_circuit, $mail ) use ( &$vps_caught ) {
				$vps_caught = array(
					'subject' => $mail['subject'],
					'message' => $mail['message'],
				);
				return true;
			},
			10,
			2
		);
		$vps_preview = EmailPreview::instance();
		$vps_preview->set_email_type( (string) $args[1] );
		$vps_content = $vps_preview->render();
		WC()->mailer()->send( 'test@example.test', $vps_preview->get_subject(), $vps_content );
		echo wp_json_encode( $vps_caught );
		break;
	default:
		fwrite( STDERR, "Unknown command.\n" );
		exit( 1 );
}
