<?php
/**
 * `wp payout-schedule batch`: a run's payout batches, their files, sending them through PayPal, and
 * marking them paid.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Cli;

use VendorPayoutSchedule\Admin\Paypal_Payout_Wording;
use VendorPayoutSchedule\Email\Payout_Emails;
use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\PayPal\Paypal_App;
use VendorPayoutSchedule\PayPal\Paypal_Ledger;
use VendorPayoutSchedule\PayPal\Paypal_Sending;
use VendorPayoutSchedule\Payouts\Batch_Ledger;
use VendorPayoutSchedule\Payouts\Originator;
use VendorPayoutSchedule\Payouts\Payout_Batch;
use VendorPayoutSchedule\Payouts\Payout_File;
use VendorPayoutSchedule\Lock_Unavailable;
use WP_CLI;
use WP_CLI\Utils;

defined( 'ABSPATH' ) || exit;

/**
 * Starts, shows, writes the files of, sends through PayPal and marks paid a run's payout batches.
 *
 * The same Payout_Batch the run's screen uses. Dokan's checks and approvals are worked through here until none is left, instead of a page polling for them.
 */
final class Batch_Command {

	/**
	 * Columns of a batch's files.
	 */
	private const FILE_FIELDS = array( 'key', 'kind', 'currency', 'part', 'requests', 'total' );

	/**
	 * Columns of a batch's PayPal batches sent through PayPal's API.
	 */
	private const PAYPAL_PART_FIELDS = array( 'sender_batch_id', 'payout_batch_id', 'currency', 'state', 'requests', 'total', 'details' );

	/**
	 * Columns of the requests sent through PayPal's API.
	 */
	private const PAYPAL_ITEM_FIELDS = array( 'request', 'vendor', 'paypal_status', 'state', 'payout_batch_id', 'payout_item_id', 'fee', 'fee_currency' );

	/**
	 * Items listed per batch by `batch show`, as on the screen.
	 */
	private const PAYPAL_ITEMS_LISTED = 15000;

	/**
	 * Seconds beyond a go's budget that the command waits for a request to move before it gives
	 * the rest to the queue: as long as another process's go on the batch may hold its lock.
	 */
	private const IDLE_GRACE = 5;

	/**
	 * Takes a run's requests pending in Dokan into a new payout batch, and checks each with Dokan.
	 *
	 * ## OPTIONS
	 *
	 * <run>
	 * : The run's id (from `run list`).
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp payout-schedule batch start 12 --user=admin
	 *
	 * @param string[]              $args       The run's id.
	 * @param array<string, string> $assoc_args Options (none).
	 */
	public function start( array $args, array $assoc_args ): void {
		$user = Command_Access::require_manager();
		try {
			$run = ( new Run_Ledger() )->find( (int) $args[0] );
			if ( null === $run ) {
				/* translators: %s: what was given as a run's id. */
				WP_CLI::error( sprintf( __( 'There is no payout run %s.', 'vendor-payout-schedule' ), $args[0] ) );
			}
			$started = ( new Payout_Batch() )->start( $run, null, $user );
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		} catch ( Lock_Unavailable $e ) {
			WP_CLI::error( __( 'Another payout batch is being started right now. No request was taken; try again in a moment.', 'vendor-payout-schedule' ) );
		}
		if ( $started['batch'] <= 0 ) {
			WP_CLI::error( __( 'The run has no request pending in Dokan that no batch holds.', 'vendor-payout-schedule' ) );
		}
		/* translators: %d: number of requests. */
		$this->finish_work( $started['batch'], $started['taken'], _n( 'Checking %d request with Dokan', 'Checking %d requests with Dokan', $started['taken'], 'vendor-payout-schedule' ) );
		$this->warn_of_refused( $started['batch'] );
		/* translators: 1: batch number, 2: requests taken. */
		WP_CLI::success( sprintf( _n( 'Batch %1$d holds %2$d request: see wp payout-schedule batch show.', 'Batch %1$d holds %2$d requests: see wp payout-schedule batch show.', $started['taken'], 'vendor-payout-schedule' ), $started['batch'], $started['taken'] ) );
	}

	/**
	 * Shows a payout batch: its requests by step, its payout files, and what was sent through PayPal's API (each PayPal batch, then each request with PayPal's state, ids and fee, failures first).
	 *
	 * ## OPTIONS
	 *
	 * <batch>
	 * : The batch's number.
	 *
	 * [--format=<format>]
	 * : Output format.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - csv
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp payout-schedule batch show 3 --user=admin
	 *     $ wp payout-schedule batch show 3 --format=json --user=admin
	 *
	 * @param string[]              $args       The batch's number.
	 * @param array<string, string> $assoc_args Options.
	 */
	public function show( array $args, array $assoc_args ): void {
		Command_Access::require_manager();
		$batch = $this->existing_batch( $args[0] );
		try {
			$ledger  = new Batch_Ledger();
			$figures = $ledger->batches_of_run( $ledger->run_of( $batch ) )[ $batch ];
			$files   = ( new Payout_Batch() )->files( $batch );
			$paypal  = new Paypal_Ledger();
			$parts   = array_map( array( self::class, 'paypal_part_row' ), $paypal->parts( $batch ) );
			$items   = array_map( array( self::class, 'paypal_item_row' ), $paypal->items( $batch, self::PAYPAL_ITEMS_LISTED ) );
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		}
		$rows = array();
		foreach ( $files as $file ) {
			$rows[] = array(
				'key'      => $file->key(),
				'kind'     => $file->kind,
				'currency' => $file->currency,
				'part'     => $file->part,
				'requests' => $file->count,
				'total'    => $file->total_text(),
			);
		}
		if ( 'table' !== ( $assoc_args['format'] ?? 'table' ) ) {
			Command_Access::print_item(
				$assoc_args,
				array(
					'batch'    => $batch,
					'run'      => $ledger->run_of( $batch ),
					'taken_at' => $figures['taken_at'],
					'taken_by' => $figures['taken_by_name'],
					'steps'    => $figures['steps'],
					'files'    => $rows,
					'paypal'   => array(
						'batches' => $parts,
						'items'   => $items,
					),
				)
			);
			return;
		}
		$steps = array();
		foreach ( $figures['steps'] as $step => $count ) {
			$steps[] = array(
				'step'     => $step,
				'requests' => $count,
				'in_file'  => $figures['in_file'][ $step ],
			);
		}
		/* translators: 1: batch number, 2: run id, 3: when it was taken, 4: who took it. */
		WP_CLI::log( sprintf( __( 'Batch %1$d of run %2$d, taken %3$s by %4$s', 'vendor-payout-schedule' ), $batch, $ledger->run_of( $batch ), $figures['taken_at'], $figures['taken_by_name'] ) );
		Command_Access::print_rows( $assoc_args, $steps, array( 'step', 'requests', 'in_file' ) );
		Command_Access::print_rows( $assoc_args, $rows, self::FILE_FIELDS );
		if ( array() !== $parts ) {
			WP_CLI::log( __( 'Sent through PayPal', 'vendor-payout-schedule' ) );
			Command_Access::print_rows( $assoc_args, $parts, self::PAYPAL_PART_FIELDS );
		}
		if ( array() !== $items ) {
			Command_Access::print_rows( $assoc_args, $items, self::PAYPAL_ITEM_FIELDS );
		}
	}

	/**
	 * Sends a batch's requests that pay to a PayPal e-mail through PayPal's Payouts API, as the screen's "Send through PayPal" does, and sends them now.
	 *
	 * Only requests Dokan's check left ready and no payout file holds yet; the others keep their files. PayPal's answers are read in the background until each payment is final; `batch show` lists them.
	 *
	 * ## OPTIONS
	 *
	 * <batch>
	 * : The batch's number.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp payout-schedule batch paypal-send 3 --user=admin
	 *
	 * @subcommand paypal-send
	 * @param string[]              $args       The batch's number.
	 * @param array<string, string> $assoc_args Options (none).
	 */
	public function paypal_send( array $args, array $assoc_args ): void {
		$user  = Command_Access::require_manager();
		$batch = $this->existing_batch( $args[0] );
		if ( ! Paypal_App::stored()->is_complete() ) {
			WP_CLI::error( __( 'Save the PayPal app’s client ID and secret under PayPal Payouts in the settings before sending through PayPal. Nothing was sent.', 'vendor-payout-schedule' ) );
		}
		$sending = new Paypal_Sending();
		try {
			$count = $sending->send( $batch, $user );
		} catch ( Lock_Unavailable $e ) {
			WP_CLI::error( __( 'A payout file is being made right now. Nothing was sent; try again in a moment.', 'vendor-payout-schedule' ) );
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		}
		if ( $count <= 0 ) {
			WP_CLI::error( __( 'Nothing to send through PayPal: no request of this batch is ready, pays to a PayPal e-mail and is in no payout file made yet.', 'vendor-payout-schedule' ) );
		}
		// The go the screen queues, run now: PayPal is asked here, and read once. A part PayPal
		// refused is told to the admin by e-mail as after any go.
		$sending->go( $batch, Payout_Scheduler::go_budget() );
		do_action( Payout_Emails::PAYPAL_RECORDED_ACTION, $batch ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the constant holds the plugin's prefixed name.
		try {
			$parts = ( new Paypal_Ledger() )->parts( $batch );
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		}
		foreach ( $parts as $part ) {
			if ( Paypal_Ledger::REFUSED === $part->state ) {
				WP_CLI::warning( self::paypal_part_row( $part )['details'] );
			}
		}
		/* translators: %d: number of requests. */
		WP_CLI::success( sprintf( _n( '%d request handed to PayPal: see wp payout-schedule batch show.', '%d requests handed to PayPal: see wp payout-schedule batch show.', $count, 'vendor-payout-schedule' ), $count ) );
	}

	/**
	 * A PayPal batch part as `batch show` lists it.
	 *
	 * @param object $part Paypal_Ledger's part row.
	 * @return array<string, mixed>
	 */
	private static function paypal_part_row( object $part ): array {
		$decimals = (int) $part->decimals;
		$total    = number_format( (int) $part->total / 10 ** $decimals, $decimals, '.', '' );
		$details  = '';
		if ( Paypal_Ledger::REFUSED === $part->state ) {
			$details = Paypal_Payout_Wording::refused( $part, $total . ' ' . (string) $part->currency );
		} elseif ( Paypal_Ledger::TO_SEND === $part->state ) {
			$details = Paypal_Payout_Wording::waiting( $part );
		}
		return array(
			'sender_batch_id' => (string) $part->sender_batch_id,
			'payout_batch_id' => (string) $part->payout_batch_id,
			'currency'        => (string) $part->currency,
			'state'           => (string) $part->state,
			'requests'        => (int) $part->requests,
			'total'           => $total,
			'details'         => $details,
		);
	}

	/**
	 * A request sent through PayPal as `batch show` lists it: PayPal's status as PayPal gives it and in the admin's words.
	 *
	 * @param object $item Paypal_Ledger::items() row.
	 * @return array<string, mixed>
	 */
	private static function paypal_item_row( object $item ): array {
		$status = (string) $item->transaction_status;
		return array(
			'request'         => (int) $item->withdraw_id,
			'vendor'          => (string) $item->display_name,
			'paypal_status'   => $status,
			'state'           => Paypal_Payout_Wording::is_not_paid( $status ) ? Paypal_Payout_Wording::not_paid( $status, (string) $item->error_name ) : Paypal_Payout_Wording::item_state( $status ),
			'payout_batch_id' => (string) $item->payout_batch_id,
			'payout_item_id'  => (string) $item->payout_item_id,
			'fee'             => null === $item->fee ? '' : number_format( (float) $item->fee, Payout_File::currency_decimals( (string) $item->fee_currency ), '.', '' ),
			'fee_currency'    => (string) $item->fee_currency,
		);
	}

	/**
	 * Writes one of a batch's payout files.
	 *
	 * PayPal Payouts CSV, NACHA ACH, SEPA XML or the list of requests in none: made once, each later copy the same bytes, as the screen's download.
	 *
	 * ## OPTIONS
	 *
	 * <batch>
	 * : The batch's number.
	 *
	 * <file-key>
	 * : The file's key, as `batch show` lists it (e.g. paypal-USD-1).
	 *
	 * [--output=<path>]
	 * : Where to write it; - for standard output.
	 * ---
	 * default: -
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp payout-schedule batch file 3 paypal-USD-1 --output=payouts.csv --user=admin
	 *     $ wp payout-schedule batch file 3 ach-USD-1 --user=admin > ach.txt
	 *
	 * @param string[]              $args       The batch's number and the file's key.
	 * @param array<string, string> $assoc_args Options.
	 */
	public function file( array $args, array $assoc_args ): void {
		$user  = Command_Access::require_manager();
		$batch = $this->existing_batch( $args[0] );
		$file  = Payout_File::from_key( (string) $args[1] );
		if ( null === $file ) {
			/* translators: %s: what was given as a file's key. */
			WP_CLI::error( sprintf( __( 'There is no payout file "%s": see wp payout-schedule batch show.', 'vendor-payout-schedule' ), $args[1] ) );
		}
		$originator = Originator::stored();
		if ( ! $originator->makes( $file->kind ) ) {
			WP_CLI::error( __( 'Fill in the originator’s details under Payout files in the settings before making this file.', 'vendor-payout-schedule' ) );
		}
		$path = (string) ( $assoc_args['output'] ?? '-' );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- the operator's own path or standard output, in a shell.
		$out = fopen( '-' === $path ? 'php://stdout' : $path, 'wb' );
		if ( false === $out ) {
			/* translators: %s: a file path. */
			WP_CLI::error( sprintf( __( 'Could not open %s for writing.', 'vendor-payout-schedule' ), $path ) );
		}
		try {
			$written = ( new Payout_Batch() )->write( $batch, $file, $out, $originator, $user );
		} catch ( \Exception $e ) {
			WP_CLI::error( $e->getMessage() );
		} finally {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- closes what fopen() opened above.
			fclose( $out );
		}
		if ( '-' !== $path ) {
			/* translators: 1: file key, 2: number of requests, 3: path. */
			WP_CLI::success( sprintf( _n( 'Wrote %1$s (%2$d request) to %3$s.', 'Wrote %1$s (%2$d requests) to %3$s.', $written->count, 'vendor-payout-schedule' ), $written->key(), $written->count, $path ) );
		}
	}

	/**
	 * Marks a batch paid once its files were paid outside.
	 *
	 * Approves through Dokan every request a payout file was made with. Requests in no file stay ready.
	 *
	 * ## OPTIONS
	 *
	 * <batch>
	 * : The batch's number.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp payout-schedule batch mark-paid 3 --user=admin
	 *
	 * @subcommand mark-paid
	 *
	 * @param string[]              $args       The batch's number.
	 * @param array<string, string> $assoc_args Options (none).
	 */
	public function mark_paid( array $args, array $assoc_args ): void {
		$user  = Command_Access::require_manager();
		$batch = $this->existing_batch( $args[0] );
		try {
			$queued = ( new Payout_Batch() )->mark_paid( $batch, $user );
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		}
		if ( $queued <= 0 ) {
			WP_CLI::error( __( 'Nothing to mark paid: no request of this batch is in a payout file and unpaid.', 'vendor-payout-schedule' ) );
		}
		/* translators: %d: number of requests. */
		$this->finish_work( $batch, $queued, _n( 'Approving %d request in Dokan', 'Approving %d requests in Dokan', $queued, 'vendor-payout-schedule' ) );
		$figures = ( new Batch_Ledger() )->batches_of_run( ( new Batch_Ledger() )->run_of( $batch ) )[ $batch ];
		if ( $figures['steps'][ Batch_Ledger::FAILED ] > 0 ) {
			/* translators: %d: number of requests. */
			WP_CLI::error( sprintf( _n( 'Dokan did not approve %d request: see wp payout-schedule batch show.', 'Dokan did not approve %d requests: see wp payout-schedule batch show.', $figures['steps'][ Batch_Ledger::FAILED ], 'vendor-payout-schedule' ), $figures['steps'][ Batch_Ledger::FAILED ] ) );
		}
		/* translators: %d: number of requests. */
		WP_CLI::success( sprintf( _n( '%d request approved in Dokan.', '%d requests approved in Dokan.', $figures['steps'][ Batch_Ledger::PAID ], 'vendor-payout-schedule' ), $figures['steps'][ Batch_Ledger::PAID ] ) );
	}

	/**
	 * Checks a batch's ready and refused requests again with Dokan.
	 *
	 * Dokan's own approval check as it stands now, after a vendor's balance or settings changed or to be sure just before paying, as the screen's Check again button does. Prints how many are ready to pay and how many Dokan would refuse.
	 *
	 * ## OPTIONS
	 *
	 * <batch>
	 * : The batch's number.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp payout-schedule batch check-again 3 --user=admin
	 *
	 * @subcommand check-again
	 *
	 * @param string[]              $args       The batch's number.
	 * @param array<string, string> $assoc_args Options (none).
	 */
	public function check_again( array $args, array $assoc_args ): void {
		$user  = Command_Access::require_manager();
		$batch = $this->existing_batch( $args[0] );
		try {
			$queued = ( new Payout_Batch() )->check_again( $batch, $user );
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		}
		if ( $queued <= 0 ) {
			WP_CLI::error( __( 'Nothing to check: no request of this batch is ready to pay or refused.', 'vendor-payout-schedule' ) );
		}
		/* translators: %d: number of requests. */
		$this->finish_work( $batch, $queued, _n( 'Checking %d request with Dokan', 'Checking %d requests with Dokan', $queued, 'vendor-payout-schedule' ) );
		$this->report_check( $batch );
	}

	/**
	 * Cancels a batch's refused requests through Dokan.
	 *
	 * Dokan's cancellation and its e-mail to the vendor, giving Dokan's reason in the vendor's words and language, as the screen's Cancel them in Dokan button does. Exits non-zero when Dokan does not cancel one of them.
	 *
	 * ## OPTIONS
	 *
	 * <batch>
	 * : The batch's number.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp payout-schedule batch cancel-refused 3 --user=admin
	 *
	 * @subcommand cancel-refused
	 *
	 * @param string[]              $args       The batch's number.
	 * @param array<string, string> $assoc_args Options (none).
	 */
	public function cancel_refused( array $args, array $assoc_args ): void {
		$user   = Command_Access::require_manager();
		$batch  = $this->existing_batch( $args[0] );
		$before = $this->steps( $batch );
		try {
			$queued = ( new Payout_Batch() )->cancel_refused( $batch, $user );
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		}
		if ( $queued <= 0 ) {
			WP_CLI::error( __( 'Nothing to cancel: no request of this batch is refused.', 'vendor-payout-schedule' ) );
		}
		/* translators: %d: number of requests. */
		$this->finish_work( $batch, $queued, _n( 'Cancelling %d request in Dokan', 'Cancelling %d requests in Dokan', $queued, 'vendor-payout-schedule' ) );
		$after     = $this->steps( $batch );
		$cancelled = $after[ Batch_Ledger::CANCELLED ] - $before[ Batch_Ledger::CANCELLED ];
		if ( $after[ Batch_Ledger::REFUSED ] > 0 ) {
			/* translators: 1: number of requests Dokan did not cancel, 2: number cancelled. */
			WP_CLI::error( sprintf( _n( 'Dokan did not cancel %1$d request (%2$d cancelled): see wp payout-schedule batch show.', 'Dokan did not cancel %1$d requests (%2$d cancelled): see wp payout-schedule batch show.', $after[ Batch_Ledger::REFUSED ], 'vendor-payout-schedule' ), $after[ Batch_Ledger::REFUSED ], $cancelled ) );
		}
		/* translators: %d: number of requests. */
		WP_CLI::success( sprintf( _n( '%d request cancelled in Dokan.', '%d requests cancelled in Dokan.', $cancelled, 'vendor-payout-schedule' ), $cancelled ) );
	}

	/**
	 * Keeps a batch's refused requests pending in Dokan, out of its files.
	 *
	 * As the screen's Keep them for later button does: a later batch of the run may take them.
	 *
	 * ## OPTIONS
	 *
	 * <batch>
	 * : The batch's number.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp payout-schedule batch keep-refused 3 --user=admin
	 *
	 * @subcommand keep-refused
	 *
	 * @param string[]              $args       The batch's number.
	 * @param array<string, string> $assoc_args Options (none).
	 */
	public function keep_refused( array $args, array $assoc_args ): void {
		$user  = Command_Access::require_manager();
		$batch = $this->existing_batch( $args[0] );
		try {
			$kept = ( new Payout_Batch() )->keep_refused( $batch, $user );
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		}
		if ( $kept <= 0 ) {
			WP_CLI::error( __( 'Nothing to keep: no request of this batch is refused.', 'vendor-payout-schedule' ) );
		}
		/* translators: %d: number of requests. */
		WP_CLI::success( sprintf( _n( '%d request kept pending in Dokan, out of this batch’s files.', '%d requests kept pending in Dokan, out of this batch’s files.', $kept, 'vendor-payout-schedule' ), $kept ) );
	}

	/**
	 * Prints what Dokan's check left the batch with: ready to pay, and refused.
	 *
	 * @param int $batch The batch.
	 */
	private function report_check( int $batch ): void {
		$steps = $this->warn_of_refused( $batch );
		/* translators: 1: requests ready to pay, 2: requests Dokan would refuse. */
		WP_CLI::success( sprintf( __( 'Ready to pay: %1$d. Refused: %2$d.', 'vendor-payout-schedule' ), $steps[ Batch_Ledger::READY ], $steps[ Batch_Ledger::REFUSED ] ) );
	}

	/**
	 * Warns of the requests Dokan would refuse, with what to do about them: they wait for the
	 * admin's word, which is not a failure of the check.
	 *
	 * @param int $batch The batch.
	 * @return array<string, int> The batch's requests by step.
	 */
	private function warn_of_refused( int $batch ): array {
		$steps = $this->steps( $batch );
		if ( $steps[ Batch_Ledger::REFUSED ] > 0 ) {
			/* translators: %d: number of requests. */
			WP_CLI::warning( sprintf( _n( 'Dokan would refuse %d request: see wp payout-schedule batch show, then cancel-refused or keep-refused.', 'Dokan would refuse %d requests: see wp payout-schedule batch show, then cancel-refused or keep-refused.', $steps[ Batch_Ledger::REFUSED ], 'vendor-payout-schedule' ), $steps[ Batch_Ledger::REFUSED ] ) );
		}
		return $steps;
	}

	/**
	 * The batch's requests by step, as they are recorded now.
	 *
	 * @param int $batch The batch.
	 * @return array<string, int>
	 */
	private function steps( int $batch ): array {
		try {
			$ledger = new Batch_Ledger();
			return $ledger->batches_of_run( $ledger->run_of( $batch ) )[ $batch ]['steps'];
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		}
	}

	/**
	 * The batch number given, or an error when no batch has it.
	 *
	 * @param string $given What was given.
	 */
	private function existing_batch( string $given ): int {
		$batch = (int) $given;
		try {
			$run = $batch > 0 ? ( new Batch_Ledger() )->run_of( $batch ) : 0;
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		}
		if ( $run <= 0 ) {
			/* translators: %s: what was given as a batch number. */
			WP_CLI::error( sprintf( __( 'There is no payout batch %s.', 'vendor-payout-schedule' ), $given ) );
		}
		return $batch;
	}

	/**
	 * Works the batch's Dokan checks, cancellations or approvals through to the end, go by go,
	 * with a bar of the requests still to do. Approvals left to the go that began them (its
	 * connection lost, it may still be inside Dokan's save) are not waited for: one line says
	 * until when, and the queue finishes them.
	 *
	 * @param int    $batch The batch.
	 * @param int    $count Requests to work on.
	 * @param string $label The bar's label, with %d for the count.
	 */
	private function finish_work( int $batch, int $count, string $label ): void {
		$ledger  = new Batch_Ledger();
		$batches = new Payout_Batch();
		$bar     = Utils\make_progress_bar( sprintf( $label, $count ), $count );
		$done    = 0;
		$stalled = null;
		do {
			$left = $batches->go( $batch, Payout_Scheduler::go_budget() );
			$now  = $count - iterator_count( $ledger->request_ids( $batch, Batch_Ledger::WORK ) );
			$bar->tick( max( 0, $now - $done ) );
			// A go that moves nothing met a failed query, or another process's go holding the
			// batch (a queue runner): that one may work a whole go's budget before it lets go.
			$stalled = $now > $done ? null : ( $stalled ?? microtime( true ) );
			$done    = max( $done, $now );
			if ( $left && null !== $stalled && microtime( true ) - $stalled < Payout_Scheduler::go_budget() + self::IDLE_GRACE ) {
				sleep( 1 );
				continue;
			}
			if ( $left && null !== $stalled ) {
				$bar->finish();
				/* translators: %d: number of requests. */
				WP_CLI::error( sprintf( _n( '%d request could not be worked on now; Action Scheduler tries it again.', '%d requests could not be worked on now; Action Scheduler tries them again.', $count - $done, 'vendor-payout-schedule' ), $count - $done ) );
			}
		} while ( $left );
		$bar->finish();
		try {
			$waiting = $ledger->approvals_waiting( $batch );
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		}
		if ( $waiting['count'] > 0 ) {
			WP_CLI::warning(
				sprintf(
					/* translators: 1: number of approvals, 2: date and time in the site's time zone. */
					_n(
						'%1$d approval waits until %2$s (site time), as the process that began it may still be inside Dokan’s approval; the queue finishes it then.',
						'%1$d approvals wait until %2$s (site time), as the processes that began them may still be inside Dokan’s approval; the queue finishes them then.',
						$waiting['count'],
						'vendor-payout-schedule'
					),
					$waiting['count'],
					wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $waiting['until'] )
				)
			);
		}
	}
}
