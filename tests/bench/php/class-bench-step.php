<?php
/**
 * What each step of a payout bench (tests/bench/paypal-step.php, payout-files-step.php) shares,
 * run with the site loaded: its clock and memory from the start of the step, the e-mails handed to
 * wp_mail() counted instead of sent, its answer as one line of JSON (Bench_Step_Runner reads it),
 * and the run, batch and Dokan ledger it looks at.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Schema;

/**
 * One step's process.
 */
final class Bench_Step {

	/**
	 * The date of the benches' run: a Monday no real run reaches.
	 */
	const DATE = '2099-01-05';

	/**
	 * E-mails handed to wp_mail() since the step began (Dokan's are built, then counted).
	 *
	 * @var int
	 */
	public int $mails = 0;

	/**
	 * When the step's clock started.
	 *
	 * @var float
	 */
	private float $started;

	/**
	 * Memory WordPress held before the step began.
	 *
	 * @var int
	 */
	private int $base;

	/**
	 * Starts counting e-mails, the clock and memory: loading WordPress has its own peak, so the
	 * peak is measured from here.
	 */
	public function __construct() {
		add_filter(
			'pre_wp_mail',
			function () {
				++$this->mails;
				return true;
			}
		);
		memory_reset_peak_usage();
		$this->base = memory_get_usage();
		$this->restart_clock();
	}

	/**
	 * Starts the clock again, for a step that times only what follows its preparations.
	 */
	public function restart_clock(): void {
		$this->started = microtime( true );
	}

	/**
	 * Seconds since the clock started.
	 */
	public function seconds(): float {
		return microtime( true ) - $this->started;
	}

	/**
	 * Prints the step's answer with its seconds and the process's peak memory above what WordPress
	 * held; an answer that has its own `peak` (a go's, say) keeps it.
	 *
	 * @param array<string, mixed> $answer What the step found.
	 */
	public function answer( array $answer ): void {
		echo wp_json_encode(
			$answer + array(
				'seconds' => $this->seconds(),
				'peak'    => memory_get_peak_usage() - $this->base,
			)
		), "\n";
	}

	/**
	 * The run of the seeded vendors, as the runs table holds it.
	 */
	public static function run(): object {
		$runs = new Run_Ledger();
		return $runs->find( $runs->id_of( 'weekly', self::DATE ) );
	}

	/**
	 * The latest payout batch: the one the seed or the check made.
	 */
	public static function latest_batch(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT MAX(batch_id) FROM ' . Schema::batches_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	/**
	 * Withdraw requests with more than one entry in Dokan's balance ledger: requests approved twice.
	 */
	public static function approved_twice(): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Dokan's table from $wpdb->prefix.
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM (SELECT trn_id FROM {$wpdb->prefix}dokan_vendor_balance WHERE trn_type = 'dokan_withdraw' GROUP BY trn_id HAVING COUNT(*) > 1) t" );
	}
}
