<?php
/**
 * Loaded by WP-CLI (`--require`) into a `wp action-scheduler run` process of the two-runners test,
 * before WordPress: the settings a site with several web servers gives its runners, and what the
 * test reads afterwards.
 *
 * - `action_scheduler_queue_runner_concurrent_batches` at 2, as docs/engine.md tells operators to set
 *   it to the number of runners (Action Scheduler refuses a second runner by default).
 * - VPS_SLICE_SIZE sets `vendor_payout_schedule_slice_size`, so the runners take turns claiming.
 * - VPS_MAIL_LOG: each e-mail handed to wp_mail() is caught into that file (Mail_Catcher), not sent;
 *   VPS_FILED_LOG: the process id of the runner that filed each of Dokan's requests, a line each.
 *
 * @package VendorPayoutSchedule
 */

WP_CLI::add_wp_hook( 'action_scheduler_queue_runner_concurrent_batches', static fn (): int => 2 );

if ( getenv( 'VPS_SLICE_SIZE' ) ) {
	WP_CLI::add_wp_hook( 'vendor_payout_schedule_slice_size', static fn (): int => (int) getenv( 'VPS_SLICE_SIZE' ) );
}

WP_CLI::add_hook(
	'after_wp_load',
	static function (): void {
		require_once __DIR__ . '/class-mail-catcher.php';
		( new Mail_Catcher() )->start( (string) getenv( 'VPS_MAIL_LOG' ) );
		$filed = (string) getenv( 'VPS_FILED_LOG' );
		if ( '' !== $filed ) {
			add_action(
				'dokan_withdraw_created',
				static function () use ( $filed ): void {
					file_put_contents( $filed, getmypid() . "\n", FILE_APPEND | LOCK_EX );
				}
			);
		}
	}
);
