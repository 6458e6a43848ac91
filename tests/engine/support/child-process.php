<?php
/**
 * What the engine's child processes (run-engine.php, run-payout-batch.php, run-paypal-sending.php)
 * share: their `--name=value` options, `--kill-at=HOOK:N[:PRIORITY]`, a process dying mid-work with
 * no clean-up of any kind, and `--pause-at=HOOK:N:SECONDS`, a process slow mid-work.
 *
 * @package VendorPayoutSchedule
 */

/**
 * Where a child killed by one of the functions below leaves the id of its database connection.
 *
 * @param int $pid The child's process id.
 */
function vps_dead_connection_file( int $pid ): string {
	return sys_get_temp_dir() . '/vps-dead-connection-' . $pid;
}

/**
 * Dies at once with SIGKILL, no clean-up of any kind, first leaving the id of the database
 * connection that dies with it: MariaDB ends that connection, rolling back its transaction and
 * freeing its locks, only a moment after the process is gone, and the test waits for that before
 * it starts the next go (Engine_Test_Case::finish_engine_process()). Asks the connection
 * object, not the database: this may run inside WordPress's `query` filter.
 */
function vps_die_now(): void {
	$dbh = $GLOBALS['wpdb']->dbh ?? null;
	if ( $dbh instanceof mysqli ) {
		file_put_contents( vps_dead_connection_file( getmypid() ), (string) mysqli_thread_id( $dbh ) );
	}
	posix_kill( getmypid(), SIGKILL );
}

/**
 * The `--name=value` options among a script's arguments.
 *
 * @param string[] $args Arguments.
 * @return array<string, string> Value by name.
 */
function vps_child_options( array $args ): array {
	$options = array();
	foreach ( $args as $arg ) {
		if ( preg_match( '/^--([a-z-]+)=(.*)$/', $arg, $match ) ) {
			$options[ $match[1] ] = $match[2];
		}
	}
	return $options;
}

/**
 * Sends SIGKILL to this process the Nth time HOOK fires, at PRIORITY: by default after every other
 * listener, or before a given one (Dokan writes its balance entry on `dokan_withdraw_request_approved`
 * at 11, so `dokan_withdraw_request_approved:1:10` dies between Dokan's status and its entry).
 *
 * @param string $spec         HOOK:N[:PRIORITY].
 * @param bool   $commit_first Commits the open transaction first, as a listener running DDL would.
 */
function vps_kill_at( string $spec, bool $commit_first = false ): void {
	$parts    = explode( ':', $spec );
	$nth      = (int) $parts[1];
	$priority = isset( $parts[2] ) ? (int) $parts[2] : PHP_INT_MAX;
	$seen     = 0;
	add_filter(
		$parts[0],
		static function ( $value = null ) use ( &$seen, $nth, $commit_first ) {
			if ( ++$seen >= $nth ) {
				if ( $commit_first ) {
					$GLOBALS['wpdb']->query( 'COMMIT' );
				}
				vps_die_now();
			}
			return $value;
		},
		$priority
	);
}

/**
 * Sends SIGKILL to this process at a statement: `before` the Nth statement whose SQL matches
 * PATTERN runs, or `after` it ran (at the next statement this process sends, before that one runs).
 * A step that WordPress names by no hook (a part recorded, an item recorded, a COMMIT) is named by
 * its statement.
 *
 * @param string $spec PATTERN:N, PATTERN a PCRE with its delimiters.
 * @param string $when `before` or `after`.
 */
function vps_kill_at_sql( string $spec, string $when ): void {
	$cut     = strrpos( $spec, ':' );
	$pattern = substr( $spec, 0, (int) $cut );
	$nth     = (int) substr( $spec, (int) $cut + 1 );
	$seen    = 0;
	$armed   = false;
	add_filter(
		'query',
		static function ( string $sql ) use ( &$seen, &$armed, $pattern, $nth, $when ): string {
			if ( $armed ) {
				vps_die_now();
			}
			if ( 1 === preg_match( $pattern, $sql ) && ++$seen >= $nth ) {
				if ( 'before' === $when ) {
					vps_die_now();
				}
				$armed = true;
			}
			return $sql;
		},
		PHP_INT_MAX
	);
}

/**
 * Holds this process for SECONDS the Nth time HOOK fires (a go slow at PayPal or at Dokan, for
 * another process to meet it while it holds what it holds).
 *
 * @param string $spec HOOK:N:SECONDS.
 */
function vps_pause_at( string $spec ): void {
	list( $hook, $nth, $seconds ) = explode( ':', $spec );
	$seen                         = 0;
	add_filter(
		$hook,
		static function ( $value = null ) use ( &$seen, $nth, $seconds ) {
			if ( ++$seen === (int) $nth ) {
				usleep( (int) ( 1e6 * (float) $seconds ) );
			}
			return $value;
		}
	);
}
