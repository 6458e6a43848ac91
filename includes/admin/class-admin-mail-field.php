<?php
/**
 * The "E-mails to the administrator" choice of the "Withdraw Schedule" screen.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Settings\Withdraw_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * What the admin is e-mailed about the requests a run files: one summary per run, or Dokan's own
 * e-mail for each request. Posted under the plugin's option with the rest of the screen, so it is
 * saved with the other fields or not at all.
 */
final class Admin_Mail_Field {

	/**
	 * Takes the settings whose value it shows.
	 *
	 * @param Withdraw_Settings $settings Settings.
	 */
	public function __construct( private readonly Withdraw_Settings $settings ) {
	}

	/**
	 * Adds the section and its field to a settings page.
	 *
	 * @param string $page Page slug.
	 */
	public function register( string $page ): void {
		add_settings_section( 'vendor_payout_schedule_admin_mail', __( 'E-mails to the administrator', 'vendor-payout-schedule' ), '__return_false', $page );
		add_settings_field( 'vendor_payout_schedule_admin_mail_choice', __( 'Scheduled requests', 'vendor-payout-schedule' ), array( $this, 'render' ), $page, 'vendor_payout_schedule_admin_mail' );
	}

	/**
	 * The two choices as a radio group.
	 */
	public function render(): void {
		$choices = array(
			Withdraw_Settings::ADMIN_MAIL_SUMMARY      => __( 'One summary e-mail per run', 'vendor-payout-schedule' ),
			Withdraw_Settings::ADMIN_MAIL_EACH_REQUEST => __( 'Dokan’s “new withdraw request” e-mail for each request', 'vendor-payout-schedule' ),
		);
		echo '<fieldset>';
		printf( '<legend class="screen-reader-text">%s</legend>', esc_html__( 'Scheduled requests', 'vendor-payout-schedule' ) );
		foreach ( $choices as $value => $label ) {
			printf(
				'<label><input type="radio" name="%1$s" value="%2$s" %3$s /> %4$s</label><br />',
				esc_attr( Withdraw_Settings::OWN_OPTION . '[admin_mail]' ),
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
}
