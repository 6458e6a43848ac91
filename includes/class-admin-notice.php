<?php
/**
 * Tells administrators why the plugin is not running.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * One dismissible admin notice for one reason.
 */
final class Admin_Notice {

	public const DOKAN_MISSING = 'dokan-missing';
	public const PRO_ACTIVE    = 'pro-active';

	/**
	 * Which notice to show.
	 *
	 * @var string
	 */
	private string $reason;

	/**
	 * Takes the reason the notice explains.
	 *
	 * @param string $reason One of the class constants.
	 */
	public function __construct( string $reason ) {
		$this->reason = $reason;
	}

	/**
	 * Hooks the notice into wp-admin.
	 */
	public function register_hooks(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Prints the notice for users who can act on it.
	 */
	public function render(): void {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		$class = self::PRO_ACTIVE === $this->reason ? 'notice-info' : 'notice-warning';
		printf(
			'<div class="notice %1$s is-dismissible vps-admin-notice"><p>%2$s</p></div>',
			esc_attr( $class ),
			esc_html( $this->message() )
		);
	}

	/**
	 * The translated text for the reason.
	 */
	private function message(): string {
		if ( self::PRO_ACTIVE === $this->reason ) {
			return __( 'Vendor Payout Schedule is standing down: Dokan Pro’s own withdraw schedule is active on this site and keeps your vendors’ choices.', 'vendor-payout-schedule' );
		}
		return __( 'Vendor Payout Schedule needs Dokan (Dokan Lite) to be installed and active. It does nothing until then.', 'vendor-payout-schedule' );
	}
}
