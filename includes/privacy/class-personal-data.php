<?php
/**
 * Hooks the plugin into WordPress's personal data export and erasure.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the exporters and the eraser (Tools → Export / Erase Personal Data).
 */
final class Personal_Data {

	/**
	 * Adds the filters.
	 */
	public function register_hooks(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( new Personal_Data_Exporter(), 'register' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( new Personal_Data_Eraser(), 'register' ) );
	}
}
