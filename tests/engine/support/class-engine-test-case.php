<?php
/**
 * Base of the engine's tests: a clean scratch site before each test, and child processes.
 *
 * @package VendorPayoutSchedule
 */

use PHPUnit\Framework\TestCase;
use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Run_Lane;
use VendorPayoutSchedule\Engine\Run_Progress;

/**
 * Every test starts from the default settings, no vendors, no requests and no engine events.
 */
abstract class Engine_Test_Case extends TestCase {

	/**
	 * A Monday far from today, so the scheduled date never meets a real one.
	 */
	public const DATE = '2099-01-05';

	protected function setUp(): void {
		parent::setUp();
		Engine_Site::reset_settings();
		Engine_Site::reset_data();
		Job_Queue::cancel_group();
		wp_set_current_user( 0 );
	}

	/**
	 * Asserts that every vendor of the run has a committed outcome: nobody left unclaimed, no row
	 * still being filed.
	 *
	 * @param Run_Progress $progress What a go reported.
	 * @param string       $message  Why it matters.
	 */
	protected function assertRunDone( Run_Progress $progress, string $message = '' ): void {
		$this->assertFalse( $progress->unclaimed, $message ?: 'nobody is left unclaimed' );
		$this->assertFalse( $progress->in_flight, $message ?: 'no row is still being filed' );
		$this->assertFalse( $progress->held_elsewhere, $message ?: 'the go was not kept out by another holding the run' );
	}

	/**
	 * One vendor (see Engine_Site::seed_vendors() for the spec).
	 *
	 * @param array<string, mixed> $spec Vendor spec.
	 */
	protected function vendor( array $spec = array() ): int {
		return Engine_Site::seed_vendors( array( $spec ) )[0];
	}

	/**
	 * Starts `support/run-engine.php` (or another script of support/) in its own PHP process with
	 * the scratch site loaded.
	 *
	 * @param string[] $args   Arguments of the script.
	 * @param string   $script The script, in support/.
	 * @return array{process: resource, stdout: resource, stderr: resource}
	 */
	protected function start_engine_process( array $args, string $script = 'run-engine.php' ): array {
		$repo    = dirname( __DIR__, 3 );
		$command = array_merge( array( PHP_BINARY, $repo . '/tests/env/wp-php.php', __DIR__ . '/' . $script ), $args );
		$process = proc_open( $command, array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes, $repo );
		$this->assertIsResource( $process, 'the engine process starts' );
		return array(
			'process' => $process,
			'stdout'  => $pipes[1],
			'stderr'  => $pipes[2],
		);
	}

	/**
	 * Waits until a process started with `--pause-at=HOOK:N:FILE` is paused there, and answers its
	 * database connection's id.
	 *
	 * @param string $file The FILE given.
	 */
	protected function pause_reached( string $file ): int {
		$until = microtime( true ) + 60 * max( 1.0, (float) ( getenv( 'E2E_TIMEOUT_FACTOR' ) ?: 1 ) );
		clearstatcache();
		while ( '' === (string) @file_get_contents( $file ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- not written yet.
			$this->assertLessThan( $until, microtime( true ), 'the go reached its pause' );
			usleep( 20000 );
			clearstatcache();
		}
		return (int) file_get_contents( $file );
	}

	/**
	 * Lets a process paused by `--pause-at=HOOK:N:FILE` go on.
	 *
	 * @param string $file The FILE given.
	 */
	protected function go_on( string $file ): void {
		touch( $file . '.go' );
	}

	/**
	 * Waits for a process started by start_engine_process().
	 *
	 * @param array{process: resource, stdout: resource, stderr: resource} $child The process.
	 * @return array{output: string, errors: string, signal: int, exit: int}
	 */
	protected function finish_engine_process( array $child ): array {
		$output = stream_get_contents( $child['stdout'] );
		$errors = stream_get_contents( $child['stderr'] );
		fclose( $child['stdout'] );
		fclose( $child['stderr'] );
		$status = proc_get_status( $child['process'] );
		while ( $status['running'] ) {
			usleep( 10000 );
			$status = proc_get_status( $child['process'] );
		}
		proc_close( $child['process'] );
		if ( $status['signaled'] ) {
			self::wait_for_its_connection_to_end( (int) $status['pid'] );
		}
		// What the other process wrote is newer than this process's object cache.
		wp_cache_flush();
		return array(
			'output' => (string) $output,
			'errors' => (string) $errors,
			'signal' => $status['signaled'] ? (int) $status['termsig'] : 0,
			'exit'   => (int) $status['exitcode'],
		);
	}

	/**
	 * Waits until MariaDB ended the connection of a child killed by vps_die_now(): until then its
	 * transaction is not rolled back and its named locks are held, and a go started at once would
	 * find the run or batch taken.
	 *
	 * @param int $pid The killed child's process id.
	 */
	private static function wait_for_its_connection_to_end( int $pid ): void {
		global $wpdb;
		$file = vps_dead_connection_file( $pid );
		if ( ! is_file( $file ) ) {
			return;
		}
		$connection = (int) file_get_contents( $file );
		unlink( $file );
		$until = microtime( true ) + 30 * max( 1.0, (float) ( getenv( 'E2E_TIMEOUT_FACTOR' ) ?: 1 ) );
		while ( null !== $wpdb->get_var( $wpdb->prepare( 'SELECT ID FROM information_schema.PROCESSLIST WHERE ID = %d', $connection ) ) ) {
			if ( microtime( true ) > $until ) {
				throw new RuntimeException( "The killed child's database connection $connection did not end." );
			}
			usleep( 20000 );
		}
	}

	/**
	 * Vendors in the order one go alone reaches them: lane by lane (Run_Lane), lowest id first in
	 * each.
	 *
	 * @param int[] $vendors Vendor ids.
	 * @return int[]
	 */
	protected static function in_run_order( array $vendors ): array {
		usort( $vendors, static fn ( int $a, int $b ): int => array( Run_Lane::of_vendor( $a )->index, $a ) <=> array( Run_Lane::of_vendor( $b )->index, $b ) );
		return $vendors;
	}

	/**
	 * Kills a database connection from a connection of its own, as a server restart, a network cut
	 * or `wait_timeout` ends one, and waits until MariaDB freed the lock the connection held: it
	 * frees a killed connection's locks as the connection ends, a moment after `KILL`. Nothing is
	 * sent on the killed connection meanwhile, even when it is this process's own: its next
	 * statement is its owner's, which meets the connection gone, and WordPress connects again and
	 * repeats it.
	 *
	 * @param int    $connection_id The connection's id (`CONNECTION_ID()`).
	 * @param string $lock          The name of a lock it holds.
	 */
	protected function kill_connection( int $connection_id, string $lock ): void {
		$other = Engine_Site::another_connection();
		$other->query( $other->prepare( 'KILL %d', $connection_id ) );
		$until = microtime( true ) + 30 * max( 1.0, (float) ( getenv( 'E2E_TIMEOUT_FACTOR' ) ?: 1 ) );
		// The connection gone, every lock it held is free: the run's and the lane's it worked.
		while ( '1' !== (string) $other->get_var( $other->prepare( 'SELECT IS_FREE_LOCK(%s) AND NOT EXISTS (SELECT 1 FROM information_schema.PROCESSLIST WHERE ID = %d)', $lock, $connection_id ) ) ) {
			$this->assertLessThan( $until, microtime( true ), 'the killed connection\'s lock is freed' );
			usleep( 20000 );
		}
		$other->close();
	}

	/**
	 * What something prints on Dokan → Withdraw Schedule for a user, set up as wp-admin sets the page
	 * up: its admin code loaded, its screen current (WordPress's list tables, and WooCommerce's
	 * admin code on a real host, insist on both) and the request's query arguments given.
	 *
	 * @param int                  $user_id User id.
	 * @param callable             $print   Prints.
	 * @param array<string, mixed> $query   The page's query arguments.
	 */
	protected static function on_withdraw_schedule( int $user_id, callable $print, array $query = array() ): string {
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		$get      = $_GET; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$request  = $_REQUEST; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$_GET     = $query + array( 'page' => \VendorPayoutSchedule\Admin\Settings_Page::SLUG );
		$_REQUEST = $_GET;
		wp_set_current_user( $user_id );
		set_current_screen( 'dokan_page_' . \VendorPayoutSchedule\Admin\Settings_Page::SLUG );
		ob_start();
		try {
			$print();
		} finally {
			$printed = (string) ob_get_clean();
			wp_set_current_user( 0 );
			$_GET     = $get;
			$_REQUEST = $request;
		}
		return $printed;
	}

	/**
	 * Sets a current screen, as wp-admin does before it prints anything: WooCommerce's admin code
	 * on a real host insists on one.
	 */
	protected static function on_an_admin_screen(): void {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'dashboard' );
	}

	/**
	 * This plugin's run alert as wp-admin prints it for a user ('' when there is none).
	 *
	 * @param int $user_id User id.
	 */
	protected function notices_as( int $user_id ): string {
		wp_set_current_user( $user_id );
		self::on_an_admin_screen();
		ob_start();
		do_action( 'admin_notices' );
		wp_set_current_user( 0 );
		$html = (string) ob_get_clean();
		return preg_match( '#<div class="notice notice-error vps-run-alert">.*?</div>#s', $html, $match ) ? trim( preg_replace( '/\s+/', ' ', wp_strip_all_tags( str_replace( '<', ' <', $match[0] ) ) ) ) : '';
	}
	/**
	 * What the words read in German, the admin's profile language (the scratch site is told
	 * WordPress's German is installed; the plugin's own German is what is read).
	 *
	 * @param callable $words Returns the words.
	 */
	protected function in_german( callable $words ): string {
		$with_german = static fn ( $languages ): array => array_values( array_unique( array_merge( (array) $languages, array( 'de_DE' ) ) ) );
		add_filter( 'get_available_languages', $with_german );
		$GLOBALS['wp_locale_switcher'] = new WP_Locale_Switcher();
		$GLOBALS['wp_locale_switcher']->init();
		switch_to_locale( 'de_DE' );
		try {
			return (string) $words();
		} finally {
			restore_previous_locale();
			remove_filter( 'get_available_languages', $with_german );
		}
	}

	/**
	 * Asserts that each vendor has exactly one Dokan request for the run of a date, and that its row
	 * records it as requested: what "never filed twice" means after whatever a test did to the run.
	 *
	 * @param int[]  $vendors Vendor ids.
	 * @param string $date    The run's date.
	 * @return array<int, array{0: object, 1: object}> Each vendor's request and row, for further checks.
	 */
	protected function assert_each_filed_once( array $vendors, string $date ): array {
		$this->assertSame( 0, Engine_Site::duplicates() );
		$requests = Engine_Site::requests();
		$outcomes = Engine_Site::outcomes( $date );
		$filed    = array();
		foreach ( $vendors as $vendor ) {
			$this->assertCount( 1, $requests[ $vendor ] ?? array(), "vendor $vendor has one request" );
			$this->assertSame( Payout_Ledger::REQUESTED, $outcomes[ $vendor ]->status, "vendor $vendor is recorded as requested" );
			$this->assertSame( (int) $requests[ $vendor ][0]->id, (int) $outcomes[ $vendor ]->withdraw_id, 'the row names the request Dokan holds' );
			$filed[ $vendor ] = array( $requests[ $vendor ][0], $outcomes[ $vendor ] );
		}
		return $filed;
	}
}
