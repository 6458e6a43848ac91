<?php
/**
 * The look of Dokan → Withdraw Schedule.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the screen's small stylesheet on that screen only: WordPress's admin styles draw the
 * forms and list tables; this adds the summary cards and the widths WordPress leaves to each screen.
 */
final class Screen_Style {

	/** The stylesheet's handle. */
	public const HANDLE = 'vendor-payout-schedule-admin';

	/**
	 * Hooks the enqueue.
	 */
	public function register_hooks(): void {
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * On `admin_enqueue_scripts`.
	 *
	 * @param string $hook_suffix The screen's hook, e.g. `dokan_page_vendor-payout-schedule`.
	 */
	public function enqueue( $hook_suffix = '' ): void {
		if ( ! str_ends_with( (string) $hook_suffix, '_page_' . Settings_Page::SLUG ) ) {
			return;
		}
		$file = 'includes/admin/css/withdraw-schedule.css';
		// Versioned by the file's time, so a browser never keeps an older copy after an update.
		wp_enqueue_style( self::HANDLE, VENDOR_PAYOUT_SCHEDULE_URL . $file, array( 'common', 'list-tables' ), (string) filemtime( VENDOR_PAYOUT_SCHEDULE_DIR . $file ) );
	}
}
