<?php
/**
 * What the engine's child processes (run-engine.php, run-payout-batch.php, run-paypal-sending.php)
 * share: their `--name=value` options, `--kill-at=HOOK:N[:PRIORITY]`, a process dying mid-work with
 * no clean-up of any kind, `--pause-at=HOOK:N:SECONDS`, a process slow mid-work, and
 * `--hold-at=HOOK:N:PRIORITY:FILE` and `--hold-at-sql=PATTERN:N:FILE`, a process held at a hook or
 * a statement until the test lets it go on.
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

/**
 * Holds this process the Nth time HOOK fires, at PRIORITY, until the test lets it go on
 * (vps_hold_until_told()): `dokan_withdraw_request_approved:1:5:FILE` holds it once Dokan saved its
 * first approval's status, before anything on Dokan's approval action runs.
 *
 * @param string $spec HOOK:N:PRIORITY:FILE.
 */
function vps_hold_at( string $spec ): void {
	list( $hook, $nth, $priority, $file ) = explode( ':', $spec, 4 );
	$seen                                 = 0;
	add_filter(
		$hook,
		static function ( $value = null ) use ( &$seen, $nth, $file ) {
			if ( ++$seen === (int) $nth ) {
				vps_hold_until_told( $file );
			}
			return $value;
		},
		(int) $priority
	);
}

/**
 * Holds this process before the Nth statement whose SQL matches PATTERN runs, until the test lets
 * it go on (vps_hold_until_told()). A step inside a host's code that no hook splits (Dokan's balance
 * entry, read and looked for, not yet inserted) is named by its statement.
 *
 * @param string $spec PATTERN:N:FILE, PATTERN a PCRE with its delimiters.
 */
function vps_hold_at_sql( string $spec ): void {
	$file_at = strrpos( $spec, ':' );
	$file    = substr( $spec, (int) $file_at + 1 );
	$rest    = substr( $spec, 0, (int) $file_at );
	$nth_at  = strrpos( $rest, ':' );
	$pattern = substr( $rest, 0, (int) $nth_at );
	$nth     = (int) substr( $rest, (int) $nth_at + 1 );
	$seen    = 0;
	add_filter(
		'query',
		static function ( string $sql ) use ( &$seen, $pattern, $nth, $file ): string {
			if ( 1 === preg_match( $pattern, $sql ) && ++$seen === $nth ) {
				vps_hold_until_told( $file );
			}
			return $sql;
		},
		PHP_INT_MAX
	);
}

/**
 * Writes this process's database connection id into FILE and waits until FILE.go exists
 * (Engine_Test_Case::pause_reached(), go_on()), so the test acts on the held process in between
 * (kills its connection, runs another go) with no sleep to time it.
 *
 * @param string $file FILE.
 */
function vps_hold_until_told( string $file ): void {
	// The id without a statement of its own, which the `query` filter would see.
	file_put_contents( $file, (string) mysqli_thread_id( $GLOBALS['wpdb']->dbh ) );
	// The test says when to go on. One that failed before it did never will: the process then
	// ends on its own after ten minutes, so no held process outlives the run.
	$until = time() + 600;
	while ( ! file_exists( $file . '.go' ) ) {
		if ( time() > $until ) {
			fwrite( STDERR, "Held at {$file} and never told to go on.\n" );
			exit( 3 );
		}
		usleep( 10000 );
	}
}
