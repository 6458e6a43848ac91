<?php
/**
 * Plugin Name: Vendor Payout Schedule bench — e-mail log
 * Description: Linked into a bench site's mu-plugins by tests/bench/drivers/sites.sh. Only when the
 * process was started with VPS_BENCH_MAIL_LOG (the bench's web server and its WP-CLI runners):
 * each e-mail is written and handed to wp_mail() as always, then logged (time, recipient, subject)
 * instead of sent, because the machine has no mail transport; and Action Scheduler lets as many
 * runners work at once as the bench starts, as docs/engine.md tells a site with several servers.
 *
 * @package VendorPayoutSchedule
 */

$vps_bench_mail_log = getenv( 'VPS_BENCH_MAIL_LOG' );
if ( $vps_bench_mail_log ) {
	add_filter(
		'pre_wp_mail',
		static function ( $short_circuit, $mail ) use ( $vps_bench_mail_log ) {
			// One line per e-mail, appended whole under a lock: two runners log into the same file.
			$line = sprintf( "%.4f\t%s\t%s\n", microtime( true ), implode( ',', (array) $mail['to'] ), str_replace( array( "\t", "\n" ), ' ', (string) $mail['subject'] ) );
			file_put_contents( $vps_bench_mail_log, $line, FILE_APPEND | LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
			return false;
		},
		PHP_INT_MAX,
		2
	);
	add_filter( 'action_scheduler_queue_runner_concurrent_batches', static fn () => 4 );
}
