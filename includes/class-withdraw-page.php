<?php
/**
 * Where the panel appears: Dokan's React withdraw page and its legacy PHP withdraw page.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the panel only where Dokan shows a withdraw page to someone who may manage withdraws.
 */
final class Withdraw_Page {

	/**
	 * Fired inside the legacy page's "Payment Details" panel, after the last payment.
	 */
	public const LEGACY_ACTION = 'dokan_withdraw_content_after_last_payment_section';

	/**
	 * Id of the element the script mounts the panel in on the legacy page.
	 */
	public const LEGACY_MOUNT_ID = 'vps-schedule-root';

	/**
	 * What the panel reads on the legacy page: the vendor's schedule and the page's withdraw settings.
	 */
	private const LEGACY_PRELOADED_PATHS = array( '/dokan/v2/withdraw/disbursement', '/dokan/v2/withdraw/settings' );

	/**
	 * Hooks both pages.
	 */
	public function register_hooks(): void {
		// After Dokan's own enqueue (priority 10), so its React dashboard is known to be on the page.
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_on_react_dashboard' ), 20 );

		/**
		 * Filters the priority of the panel on the legacy withdraw page. Dokan prints the pending
		 * requests at 20; below that the panel sits where the React page puts its slot.
		 *
		 * @param int $priority Action priority.
		 */
		$priority = (int) apply_filters( 'vendor_payout_schedule_legacy_priority', 10 );
		add_action( self::LEGACY_ACTION, array( $this, 'render_legacy_mount' ), $priority );
	}

	/**
	 * Dokan's React dashboard (script `dokan-react-frontend`) routes to its withdraw page in the
	 * browser, so the panel comes with the dashboard and joins the withdraw page's slot there.
	 */
	public function enqueue_on_react_dashboard(): void {
		if ( wp_script_is( 'dokan-react-frontend', 'enqueued' ) && self::user_may_manage_withdraws() ) {
			Assets::enqueue_with_slot_fill();
		}
	}

	/**
	 * Prints the legacy page's mount point; the script, enqueued now, is printed in the footer.
	 */
	public function render_legacy_mount(): void {
		if ( ! self::user_may_manage_withdraws() ) {
			return;
		}
		printf( '<div id="%s" class="vps-legacy-mount"></div>', esc_attr( self::LEGACY_MOUNT_ID ) );
		Assets::enqueue();
		// This page is printed by PHP: the panel's two reads come with it.
		Assets::preload( self::LEGACY_PRELOADED_PATHS );
	}

	/**
	 * Dokan gates everything withdraw-related on this capability.
	 */
	private static function user_may_manage_withdraws(): bool {
		return is_user_logged_in() && current_user_can( 'dokan_manage_withdraw' );
	}
}
