<?php
/**
 * Links the test-only text-direction must-use plugin (tests/i18n/fixtures/text-direction.php) into
 * the site, so the RTL browser tests can give one vendor a right-to-left withdraw page by setting
 * that vendor's locale. Idempotent.
 *
 * @package VendorPayoutSchedule
 */

$vps_mu_link   = WPMU_PLUGIN_DIR . '/vps-test-text-direction.php';
$vps_mu_source = dirname( __DIR__, 2 ) . '/i18n/fixtures/text-direction.php';
wp_mkdir_p( WPMU_PLUGIN_DIR );
if ( ! is_link( $vps_mu_link ) || readlink( $vps_mu_link ) !== $vps_mu_source ) {
	if ( file_exists( $vps_mu_link ) || is_link( $vps_mu_link ) ) {
		unlink( $vps_mu_link );
	}
	symlink( $vps_mu_source, $vps_mu_link );
}
