<?php
/**
 * The e-mails' WooCommerce settings under the ids they had before the plugin's full prefix.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce keeps an e-mail's settings (enabled, subject, heading, type, recipients) in the
 * option `woocommerce_{id}_settings`. The e-mails were `vps_payout_requested` and
 * `vps_payout_skipped` until the plugin took its full prefix (WordPress.org refuses prefixes shorter
 * than four characters); a site that saved their settings then keeps them: the old option's value
 * moves to the new name once, unless the new one was saved since, and the old option goes.
 */
final class Legacy_Email_Settings {

	/**
	 * Old e-mail id => current e-mail id.
	 */
	public const IDS = array(
		'vps_payout_requested' => Payout_Emails::REQUESTED_ID,
		'vps_payout_skipped'   => Payout_Emails::SKIPPED_ID,
	);

	/**
	 * Moves what is still under an old name; on a site that never had one it reads two options
	 * WordPress already knows are missing (its `notoptions` cache), nothing more.
	 */
	public static function adopt(): void {
		foreach ( self::IDS as $old_id => $new_id ) {
			$settings = get_option( self::option( $old_id ) );
			if ( false === $settings ) {
				continue;
			}
			if ( false === get_option( self::option( $new_id ) ) ) {
				update_option( self::option( $new_id ), $settings );
			}
			delete_option( self::option( $old_id ) );
		}
	}

	/**
	 * Removes whatever is still under an old name (uninstall only).
	 */
	public static function uninstall(): void {
		foreach ( array_keys( self::IDS ) as $old_id ) {
			delete_option( self::option( $old_id ) );
		}
	}

	/**
	 * WooCommerce's settings option of an e-mail (WC_Settings_API::get_option_key()).
	 *
	 * @param string $email_id E-mail id.
	 */
	public static function option( string $email_id ): string {
		return 'woocommerce_' . $email_id . '_settings';
	}
}
