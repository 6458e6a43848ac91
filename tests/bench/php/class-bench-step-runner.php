<?php
/**
 * Runs the steps of a payout bench (tests/bench/paypal.php, payout-files.php): each step a fresh
 * PHP process with WordPress loaded, on the scratch site of the local database under the bench's
 * table prefix or on another site's command (VPS_BENCH_SITE_PHP), answering one line of JSON.
 *
 * @package VendorPayoutSchedule
 */

/**
 * One bench's step script on one site.
 */
final class Bench_Step_Runner {

	/**
	 * Folder of the repository.
	 *
	 * @var string
	 */
	private string $repo;

	/**
	 * Runs the step script, with the site loaded, before its arguments.
	 *
	 * @var string
	 */
	private string $command;

	/**
	 * The scratch site's table prefix, empty when the steps run on another site.
	 *
	 * @var string
	 */
	private string $prefix;

	/**
	 * Names the step script and the site it runs on.
	 *
	 * @param string $script   Path of the step script.
	 * @param string $prefix   The scratch site's table prefix, e.g. `vpsfiles_`.
	 * @param string $site_php A command running a PHP file on another site, with its WordPress
	 *                         loaded; empty for the scratch site.
	 */
	public function __construct( string $script, string $prefix, string $site_php = '' ) {
		$this->repo    = dirname( __DIR__, 3 );
		$this->prefix  = '' === $site_php ? $prefix : '';
		$this->command = '' === $site_php
			? 'VPS_TABLE_PREFIX=' . $prefix . ' ' . escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( $this->repo . '/tests/env/wp-php.php' ) . ' ' . escapeshellarg( $script )
			: $site_php . ' ' . escapeshellarg( $script );
	}

	/**
	 * Makes the scratch site afresh (tests/engine/support/scratch-site.sh); stops the bench when it
	 * cannot. Nothing to make when the steps run on another site.
	 */
	public function site_up(): void {
		if ( '' === $this->prefix ) {
			return;
		}
		$call = 'scratch_site_up ' . $this->prefix;
		passthru( 'bash -c ' . escapeshellarg( 'source ' . escapeshellarg( $this->repo . '/tests/engine/support/scratch-site.sh' ) . ' && ' . $call ) . ' >/dev/null', $status );
		if ( 0 !== $status ) {
			fwrite( STDERR, "The scratch site did not start: $call\n" );
			exit( 1 );
		}
	}

	/**
	 * Runs one step and returns its answer, the last line it printed; stops the bench with all it
	 * printed when it failed or answered no JSON.
	 *
	 * @param string[] $args Step and arguments.
	 * @return array<string, mixed>
	 */
	public function step( array $args ): array {
		$command = $this->command;
		foreach ( $args as $arg ) {
			$command .= ' ' . escapeshellarg( $arg );
		}
		exec( $command . ' 2>&1', $lines, $status );
		$answer = json_decode( (string) end( $lines ), true );
		if ( 0 !== $status || ! is_array( $answer ) ) {
			fwrite( STDERR, "Failed: $command\n" . implode( "\n", $lines ) . "\n" );
			exit( 1 );
		}
		return $answer;
	}
}
