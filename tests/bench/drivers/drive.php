<?php
/**
 * Drives one weekly run on a bench site (tests/bench/drivers/sites.sh) from outside WordPress, the
 * way an operator's site drives it, and prints one JSON line with what it measured. Works on any
 * tree of the plugin: on Action Scheduler (the plugin's group `vendor-payout-schedule`) or on
 * WP-Cron (5b89f4f and before); the tree is told by its files.
 *   php drive.php --name=new --tree=DIR --port=8711 --vendors=10000 --driver=cron|cli [--runners=2]
 *                 [--until=done] [--paid=1000]
 * --driver=cron  GETs of wp-cron.php back to back, as visitors' page loads start WP-Cron
 * --driver=cli   `wp action-scheduler run --group=vendor-payout-schedule` back to back (on WP-Cron:
 *                `wp cron event run --due-now`, its equivalent), as a system cron runs it
 * --runners=N    N such drivers at once (default 1), with a second go of the run queued beside
 *                the first, as tests/engine/two-runners-test.php does
 * --until=done   stop starting drivers once the run is done and end the ones still running
 *                (for counts whose e-mails would take long); default: until its last e-mail
 * --paid=K       instead of a run: a payout batch of the first K requests of the run the previous
 *                call left, checked, its files written, marked paid, its approvals driven by the
 *                same drivers; counts Dokan's balance entries per request (an approval writes one)
 *
 * Every round starts from the same state: the run's requests and their balance entries removed,
 * the plugin's tables emptied, its queued work and the e-mail log gone. The clock starts once the
 * run's first go is queued, due now. "done" is the first moment the run's row has `finished_at`
 * (polled every 0.2 s; every vendor's outcome committed, every request in Dokan), "last e-mail"
 * the moment the last e-mail was handed to wp_mail() (tests/bench/drivers/mail-log.php logs each).
 *
 * @package VendorPayoutSchedule
 */

const VPS_DRIVE_DATE     = '2099-01-05';
const VPS_DRIVE_HOOKS    = array( 'vendor_payout_schedule_run', 'vendor_payout_schedule_batch' );
const VPS_DRIVE_PAY_HOOK = 'vendor_payout_schedule_payout_batch';
const VPS_DRIVE_GROUP    = 'vendor-payout-schedule';
const VPS_DRIVE_POLL     = 0.2;
// A round that has not ended after this long is reported as such (E2E_TIMEOUT_FACTOR scales it).
const VPS_DRIVE_LIMIT = 3600;

$vps_opts = getopt( '', array( 'name:', 'tree:', 'port:', 'vendors:', 'driver:', 'runners:', 'until:', 'paid:' ) );
foreach ( array( 'name', 'tree', 'port', 'vendors', 'driver' ) as $vps_required ) {
	if ( ! isset( $vps_opts[ $vps_required ] ) ) {
		fwrite( STDERR, "Missing --$vps_required.\n" );
		exit( 2 );
	}
}
$vps_repo    = dirname( __DIR__, 3 );
$vps_env     = getenv( 'VPS_ENV_DIR' ) ?: $vps_repo . '/.wp-env';
$vps_name    = (string) $vps_opts['name'];
$vps_tree    = rtrim( (string) $vps_opts['tree'], '/' );
$vps_port    = (int) $vps_opts['port'];
$vps_vendors = (int) $vps_opts['vendors'];
$vps_driver  = (string) $vps_opts['driver'];
$vps_runners = max( 1, (int) ( $vps_opts['runners'] ?? 1 ) );
$vps_until   = (string) ( $vps_opts['until'] ?? 'mails' );
$vps_paid    = (int) ( $vps_opts['paid'] ?? 0 );
$vps_site    = "$vps_env/bench-sites/$vps_name";
$vps_wp      = "$vps_site/debian/usr/share/wordpress";
$vps_prefix  = "vps{$vps_name}{$vps_vendors}_";
$vps_log     = "$vps_site/mail.log";
$vps_queue   = file_exists( "$vps_tree/includes/engine/class-job-queue.php" ) ? 'action-scheduler' : 'wp-cron';
$vps_limit   = VPS_DRIVE_LIMIT * max( 1, (float) ( getenv( 'E2E_TIMEOUT_FACTOR' ) ?: 1 ) );

$vps_db = new mysqli( 'localhost', 'wordpress', 'wordpress', 'wordpress', 0, "$vps_env/db/mysqld.sock" );

/**
 * The first column of the first row of a query, or null.
 *
 * @param string $sql Statement.
 * @return string|null
 */
function vps_drive_value( string $sql ): ?string {
	global $vps_db;
	$row = $vps_db->query( $sql )->fetch_row();
	return null === $row ? null : ( null === $row[0] ? null : (string) $row[0] );
}

/**
 * Runs statements one by one; stops the bench when one fails.
 *
 * @param string[] $statements SQL.
 */
function vps_drive_sql( array $statements ): void {
	global $vps_db;
	foreach ( $statements as $sql ) {
		if ( ! $vps_db->query( $sql ) ) {
			fwrite( STDERR, "Failed: $sql\n{$vps_db->error}\n" );
			exit( 1 );
		}
	}
}

/**
 * The environment of every WP-CLI process and of nothing else: the site's prefix, WP-Cron off for
 * the command itself (as tests/env/wp.sh), the e-mail log on.
 */
function vps_drive_wp_cli( array $args ): string {
	global $vps_env, $vps_wp, $vps_port, $vps_prefix, $vps_log;
	$command = 'VPS_TABLE_PREFIX=' . escapeshellarg( $vps_prefix ) . ' VPS_DISABLE_WP_CRON=1 VPS_BENCH_MAIL_LOG=' . escapeshellarg( $vps_log )
		. ' ' . escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( "$vps_env/wp-cli/wp-cli/bin/wp" )
		. ' --path=' . escapeshellarg( $vps_wp ) . ' --url=' . escapeshellarg( "http://127.0.0.1:$vps_port" ) . ' --allow-root';
	foreach ( $args as $arg ) {
		$command .= ' ' . escapeshellarg( $arg );
	}
	return $command;
}

/**
 * Runs PHP code in the site through `wp eval`; stops the bench when it fails.
 *
 * @param string $code PHP.
 */
function vps_drive_eval( string $code ): string {
	exec( vps_drive_wp_cli( array( 'eval', $code ) ) . ' 2>&1', $lines, $status );
	if ( 0 !== $status ) {
		fwrite( STDERR, "wp eval failed:\n" . implode( "\n", $lines ) . "\n" );
		exit( 1 );
	}
	return implode( "\n", $lines );
}

/**
 * One go of the driver, as a child process.
 */
function vps_drive_command(): string {
	global $vps_driver, $vps_queue, $vps_port;
	if ( 'cron' === $vps_driver ) {
		return 'curl -s -o /dev/null -w "%{http_code}" ' . escapeshellarg( "http://127.0.0.1:$vps_port/wp-cron.php" );
	}
	return vps_drive_wp_cli( 'action-scheduler' === $vps_queue ? array( 'action-scheduler', 'run', '--group=' . VPS_DRIVE_GROUP ) : array( 'cron', 'event', 'run', '--due-now' ) );
}

/**
 * Work of the run (or of payout batches) still queued, due now or later: on Action Scheduler the
 * group's pending and running actions, on WP-Cron the events in WordPress's cron array.
 *
 * @param string[] $hooks Hooks.
 * @param bool     $dated Only those whose arguments name the bench's date.
 */
function vps_drive_queued( array $hooks, bool $dated ): int {
	global $vps_queue, $vps_prefix;
	$in = "'" . implode( "','", $hooks ) . "'";
	if ( 'action-scheduler' === $vps_queue ) {
		return (int) vps_drive_value( "SELECT COUNT(*) FROM {$vps_prefix}actionscheduler_actions a JOIN {$vps_prefix}actionscheduler_groups g ON g.group_id = a.group_id WHERE g.slug = '" . VPS_DRIVE_GROUP . "' AND a.status IN ('pending', 'in-progress') AND a.hook IN ($in)" . ( $dated ? " AND a.args LIKE '%" . VPS_DRIVE_DATE . "%'" : '' ) );
	}
	$cron  = unserialize( (string) vps_drive_value( "SELECT option_value FROM {$vps_prefix}options WHERE option_name = 'cron'" ), array( 'allowed_classes' => false ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize
	$count = 0;
	foreach ( is_array( $cron ) ? $cron : array() as $events ) {
		foreach ( is_array( $events ) ? $events : array() as $hook => $instances ) {
			if ( ! in_array( $hook, $hooks, true ) ) {
				continue;
			}
			foreach ( $instances as $event ) {
				$count += ( ! $dated || VPS_DRIVE_DATE === ( $event['args'][1] ?? '' ) ) ? 1 : 0;
			}
		}
	}
	return $count;
}

/**
 * Whether the run is finished and every vendor's e-mail and the admin's summary are recorded sent.
 */
function vps_drive_run_over(): bool {
	global $vps_prefix;
	$run = "{$vps_prefix}vendor_payout_schedule_payout_runs";
	$out = "{$vps_prefix}vendor_payout_schedule_payouts";
	return null !== vps_drive_value( "SELECT finished_at FROM $run WHERE schedule = 'weekly' AND scheduled_for = '" . VPS_DRIVE_DATE . "'" )
		&& 2 === (int) vps_drive_value( "SELECT summary_mailed FROM $run WHERE schedule = 'weekly' AND scheduled_for = '" . VPS_DRIVE_DATE . "'" )
		&& 0 === (int) vps_drive_value( "SELECT COUNT(*) FROM $out WHERE scheduled_for = '" . VPS_DRIVE_DATE . "' AND mailed <> 1" );
}

/**
 * Runs the drivers back to back, `$vps_runners` at once, until `$over()` says the work is over and
 * nothing of it is queued; calls `$poll()` every 0.2 s meanwhile. Ends its own children when told
 * to stop early.
 *
 * @param callable $over Whether to stop starting drivers (after one ended).
 * @param callable $poll Called with the time since the start; true stops at once.
 * @return array{seconds: float, goes: int, codes: array<string, int>, stopped: bool}
 */
function vps_drive_loop( float $started, callable $over, callable $poll ): array {
	global $vps_runners, $vps_limit;
	$children = array();
	$goes     = 0;
	$codes    = array();
	$stopped  = false;
	$ending   = false;
	while ( true ) {
		if ( $poll( microtime( true ) - $started ) || microtime( true ) - $started > $vps_limit ) {
			$stopped = true;
			foreach ( $children as $child ) {
				$status = proc_get_status( $child['process'] );
				// The child is a shell running the command: end the command, then the shell.
				exec( 'pkill -TERM -P ' . (int) $status['pid'] );
				proc_terminate( $child['process'] );
				proc_close( $child['process'] );
			}
			break;
		}
		foreach ( $children as $i => $child ) {
			if ( proc_get_status( $child['process'] )['running'] ) {
				continue;
			}
			$output = trim( ( $child['buffer'] ?? '' ) . (string) stream_get_contents( $child['out'] ) );
			fclose( $child['out'] );
			proc_close( $child['process'] );
			unset( $children[ $i ] );
			// HTTP status of a GET, or the last line a WP-CLI runner printed (its summary or error).
			$key           = substr( (string) preg_replace( '/\s+/', ' ', (string) preg_replace( '/[0-9]+/', 'N', (string) strrchr( "\n" . $output, "\n" ) ) ), 0, 80 );
			$codes[ $key ] = ( $codes[ $key ] ?? 0 ) + 1;
			$ending        = $ending || $over();
		}
		if ( $ending && ! $children ) {
			break;
		}
		while ( ! $ending && count( $children ) < $GLOBALS['vps_runners'] ) {
			$process = proc_open( vps_drive_command() . ' 2>&1', array( 1 => array( 'pipe', 'w' ) ), $pipes );
			stream_set_blocking( $pipes[1], false );
			$children[] = array(
				'process' => $process,
				'out'     => $pipes[1],
			);
			++$goes;
		}
		// Drain output so a chatty child never blocks on a full pipe.
		foreach ( $children as $i => $child ) {
			$children[ $i ]['buffer'] = ( $child['buffer'] ?? '' ) . (string) stream_get_contents( $child['out'] );
		}
		usleep( (int) ( VPS_DRIVE_POLL * 1e6 ) );
	}
	return array(
		'seconds' => microtime( true ) - $started,
		'goes'    => $goes,
		'codes'   => $codes,
		'stopped' => $stopped,
	);
}

// A payout batch of the run the previous call left: its first K vendors' requests, checked, its
// payout files written, then marked paid, with the same drivers; Dokan writes one balance entry
// per approved request. Each round starts with the run's requests pending in Dokan again.
function vps_drive_payout_batch( int $count ): array {
	global $vps_prefix, $vps_tree;
	$batches = "{$vps_prefix}vendor_payout_schedule_payout_batches";
	vps_drive_sql(
		array(
			"DELETE b FROM {$vps_prefix}dokan_vendor_balance b JOIN {$vps_prefix}dokan_withdraw w ON w.id = b.trn_id WHERE b.trn_type = 'dokan_withdraw' AND w.note <> 'manual'",
			"UPDATE {$vps_prefix}dokan_withdraw SET status = 0 WHERE note <> 'manual'",
			"TRUNCATE TABLE $batches",
			"DELETE FROM {$vps_prefix}actionscheduler_actions WHERE hook = '" . VPS_DRIVE_PAY_HOOK . "'",
		)
	);
	// The payout files made of the last round's batch (a table since 5b89f4f).
	if ( vps_drive_value( "SHOW TABLES LIKE '{$vps_prefix}vendor\\_payout\\_schedule\\_payout\\_files'" ) ) {
		vps_drive_sql( array( "TRUNCATE TABLE {$vps_prefix}vendor_payout_schedule_payout_files" ) );
	}
	$load    = sys_getloadavg()[0];
	$started = microtime( true );
	// The admin's click on "Start a payout batch" (its first go runs in the click, as on the screen).
	$batch = (int) vps_drive_eval(
		'global $wpdb; $run = ( new VendorPayoutSchedule\\Engine\\Run_Ledger() )->find( (int) $wpdb->get_var( "SELECT id FROM " . VendorPayoutSchedule\\Engine\\Schema::runs_table() . " WHERE schedule = \'weekly\' AND scheduled_for = \'' . VPS_DRIVE_DATE . '\'" ) );'
		. ' $ids = array_map( "intval", $wpdb->get_col( $wpdb->prepare( "SELECT vendor_id FROM " . VendorPayoutSchedule\\Engine\\Schema::payouts_table() . " WHERE scheduled_for = %s AND withdraw_id > 0 ORDER BY vendor_id LIMIT %d", "' . VPS_DRIVE_DATE . '", ' . $count . ' ) ) );'
		. ' $started = ( new VendorPayoutSchedule\\Payouts\\Payout_Batch() )->start( $run, $ids, 1 ); echo (int) $started["batch"];'
	);
	$step  = static fn ( string $step ): int => (int) vps_drive_value( "SELECT COUNT(*) FROM $batches WHERE batch_id = $batch AND step = '$step'" );
	$idle  = static fn (): bool => 0 === vps_drive_queued( array( VPS_DRIVE_PAY_HOOK ), false );
	$check = vps_drive_loop( $started, $idle, static fn (): bool => false );
	$ready = $step( 'ready' );
	// Only requests in a payout file made are marked paid: the admin downloads each file first.
	$marked = (int) vps_drive_eval(
		'require_once "' . $vps_tree . '/tests/engine/support/class-payout-files-site.php"; $b = new VendorPayoutSchedule\\Payouts\\Payout_Batch();'
		. ' foreach ( $b->files( ' . $batch . ' ) as $f ) { $o = fopen( "php://memory", "w+" ); $b->write( ' . $batch . ', $f, $o, Payout_Files_Site::originator(), 1 ); fclose( $o ); }'
		. ' echo $b->mark_paid( ' . $batch . ', 1 );'
	);
	$paid_from = microtime( true );
	$pay       = vps_drive_loop( $paid_from, $idle, static fn (): bool => false );
	$entries   = "SELECT b.trn_id, COUNT(*) AS n FROM {$vps_prefix}dokan_vendor_balance b JOIN $batches r ON r.withdraw_id = b.trn_id WHERE r.batch_id = $batch AND b.trn_type = 'dokan_withdraw' GROUP BY b.trn_id";
	return array(
		'load'              => $load,
		'requests'          => (int) vps_drive_value( "SELECT COUNT(*) FROM $batches WHERE batch_id = $batch" ),
		'ready'             => $ready,
		'check_s'           => $check['seconds'],
		'marked'            => $marked,
		'paid_s'            => $pay['seconds'],
		'goes'              => $check['goes'] + $pay['goes'],
		'paid'              => $step( 'paid' ),
		'approved_in_dokan' => (int) vps_drive_value( "SELECT COUNT(*) FROM {$vps_prefix}dokan_withdraw w JOIN $batches r ON r.withdraw_id = w.id WHERE r.batch_id = $batch AND w.status = 1" ),
		'with_entry'        => (int) vps_drive_value( "SELECT COUNT(*) FROM ($entries) AS e" ),
		'approved_twice'    => (int) vps_drive_value( "SELECT COUNT(*) FROM ($entries) AS e WHERE n > 1" ),
	);
}

if ( $vps_paid > 0 ) {
	echo json_encode(
		array(
			'tree'         => $vps_name,
			'queue'        => $vps_queue,
			'driver'       => $vps_driver,
			'runners'      => $vps_runners,
			'vendors'      => $vps_vendors,
			'payout_batch' => vps_drive_payout_batch( $vps_paid ),
		)
	), "\n";
	exit( 0 );
}

// The same state every round.
$vps_tables = array();
foreach ( $vps_db->query( "SHOW TABLES LIKE '" . str_replace( '_', '\\_', $vps_prefix ) . "vendor\\_payout\\_schedule\\_%'" )->fetch_all() as $vps_row ) {
	$vps_tables[] = 'TRUNCATE TABLE `' . $vps_row[0] . '`';
}
vps_drive_sql(
	array_merge(
		array(
			// Dokan's balance entries of the run's requests (an approval writes one), then the requests.
			"DELETE b FROM {$vps_prefix}dokan_vendor_balance b JOIN {$vps_prefix}dokan_withdraw w ON w.id = b.trn_id WHERE b.trn_type = 'dokan_withdraw' AND w.note <> 'manual'",
			"DELETE FROM {$vps_prefix}dokan_withdraw WHERE note <> 'manual'",
			"DELETE l FROM {$vps_prefix}actionscheduler_logs l JOIN {$vps_prefix}actionscheduler_actions a ON a.action_id = l.action_id JOIN {$vps_prefix}actionscheduler_groups g ON g.group_id = a.group_id WHERE g.slug = '" . VPS_DRIVE_GROUP . "'",
			"DELETE a FROM {$vps_prefix}actionscheduler_actions a JOIN {$vps_prefix}actionscheduler_groups g ON g.group_id = a.group_id WHERE g.slug = '" . VPS_DRIVE_GROUP . "'",
			// WordPress's cron array, the plugin's events in it included; Action Scheduler's own
			// WP-Cron event comes back on the next request.
			"DELETE FROM {$vps_prefix}options WHERE option_name IN ('cron', '_transient_doing_cron')",
		),
		$vps_tables
	)
);
file_put_contents( $vps_log, '' );

$vps_load = sys_getloadavg()[0];
// The run's first go, due now, as the schedule's own event or action queues it on the payout date.
// With several runners, a second go of the run beside it (a retry beside a continuation, or a go
// queued by hand): otherwise Action Scheduler's claims hand the run's one due action to one runner
// at a time, and the runners would never work on the run at once.
$vps_queue_go = static fn ( string $hook ): string => 'if ( class_exists( "VendorPayoutSchedule\\Engine\\Job_Queue" ) ) { VendorPayoutSchedule\\Engine\\Job_Queue::schedule( "' . $hook . '", $a, time() ); } else { wp_schedule_single_event( time(), "' . $hook . '", $a ); }';
vps_drive_eval( '$a = array( "weekly", "' . VPS_DRIVE_DATE . '" ); ' . $vps_queue_go( VPS_DRIVE_HOOKS[0] ) . ( $vps_runners > 1 ? ' ' . $vps_queue_go( VPS_DRIVE_HOOKS[1] ) : '' ) );
if ( 0 === vps_drive_queued( VPS_DRIVE_HOOKS, true ) ) {
	fwrite( STDERR, "The run's first go was not queued.\n" );
	exit( 1 );
}

$vps_started = microtime( true );
$vps_done    = null;
$vps_loop    = vps_drive_loop(
	$vps_started,
	static function () use ( &$vps_done, $vps_until ): bool {
		return null !== $vps_done && ( 'done' === $vps_until || ( 0 === vps_drive_queued( VPS_DRIVE_HOOKS, true ) && vps_drive_run_over() ) );
	},
	static function ( float $elapsed ) use ( &$vps_done, $vps_prefix, $vps_until ): bool {
		if ( null === $vps_done && null !== vps_drive_value( "SELECT finished_at FROM {$vps_prefix}vendor_payout_schedule_payout_runs WHERE schedule = 'weekly' AND scheduled_for = '" . VPS_DRIVE_DATE . "'" ) ) {
			$vps_done = $elapsed;
		}
		return null !== $vps_done && 'done' === $vps_until;
	}
);

// What the run left, read from the database and the e-mail log.
$vps_mails = array_filter( explode( "\n", (string) file_get_contents( $vps_log ) ) );
$vps_times = array();
$vps_to    = array();
foreach ( $vps_mails as $vps_line ) {
	list( $vps_at, $vps_recipient, $vps_subject ) = array_pad( explode( "\t", $vps_line ), 3, '' );
	$vps_times[]                                  = (float) $vps_at;
	$vps_to[ $vps_recipient . "\t" . $vps_subject ] = ( $vps_to[ $vps_recipient . "\t" . $vps_subject ] ?? 0 ) + 1;
}
$vps_result = array(
	'tree'           => $vps_name,
	'queue'          => $vps_queue,
	'driver'         => $vps_driver,
	'runners'        => $vps_runners,
	'vendors'        => $vps_vendors,
	'load'           => $vps_load,
	'done_s'         => $vps_done,
	'last_mail_s'    => $vps_times ? max( $vps_times ) - $vps_started : null,
	'seconds'        => $vps_loop['seconds'],
	'goes'           => $vps_loop['goes'],
	'goes_said'      => $vps_loop['codes'],
	'stopped_early'  => $vps_loop['stopped'],
	'mails'          => count( $vps_mails ),
	'mailed_twice'   => count( array_filter( $vps_to, static fn ( int $n ): bool => $n > 1 ) ),
	'filed'          => (int) vps_drive_value( "SELECT COUNT(*) FROM {$vps_prefix}dokan_withdraw WHERE note <> 'manual'" ),
	'duplicates'     => (int) vps_drive_value( "SELECT COALESCE(SUM(n - 1), 0) FROM (SELECT COUNT(*) AS n FROM {$vps_prefix}dokan_withdraw WHERE note <> 'manual' GROUP BY user_id, note) AS per_vendor_date" ),
	'outcomes'       => (int) vps_drive_value( "SELECT COUNT(*) FROM {$vps_prefix}vendor_payout_schedule_payouts WHERE scheduled_for = '" . VPS_DRIVE_DATE . "' AND status <> 'filing'" ),
	'without_outcome' => $vps_vendors - (int) vps_drive_value( "SELECT COUNT(*) FROM {$vps_prefix}vendor_payout_schedule_payouts WHERE scheduled_for = '" . VPS_DRIVE_DATE . "'" ),
);

echo json_encode( $vps_result ), "\n";
