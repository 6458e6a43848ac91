<?php
/**
 * Paying a run's requests, on the run's record: its payout batches and their actions.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Lock_Unavailable;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Payouts\Batch_Ledger;
use VendorPayoutSchedule\Payouts\Originator;
use VendorPayoutSchedule\Payouts\Payout_Batch;
use VendorPayoutSchedule\Payouts\Payout_File;
use VendorPayoutSchedule\Payouts\Payout_File_Store;
use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;
use VendorPayoutSchedule\PayPal\Paypal_App;
use VendorPayoutSchedule\PayPal\Paypal_Sending;

defined( 'ABSPATH' ) || exit;

/**
 * The section "Paying these requests" of a run's record (Run_Record_Screen), above its vendors:
 * a button that takes the run's pending requests into a payout batch (the list's bulk action takes
 * the ticked vendors' instead), then each batch of the run with its requests counted by step, the
 * ones Dokan refused with Dokan's reason and the buttons that cancel them in Dokan or keep them,
 * the payout files to download, "Send through PayPal" for its PayPal requests once the PayPal app
 * is saved (what PayPal did with each is listed by Paypal_Batch_Items), and "Mark as paid". While Dokan works through a batch in the
 * background, a progress bar follows it (admin-ajax, which also lends the batch a few seconds of
 * work, so it moves on where WP-Cron does not run) and the page reloads once it is done.
 *
 * Every action checks the capability of the plugin's admin screens (Settings_Page::capability(),
 * `manage_woocommerce` unless Dokan's menu filter says otherwise) and a nonce of the run. Files are
 * streamed straight into the response (Payouts\Payout_Batch::write()); nothing is written to a
 * folder. Bank accounts appear on the screen by their last four characters only.
 */
final class Payout_Batch_Section {

	/** The admin-post action of the buttons, and the nonce's action (with the run's id). */
	public const ACTION = 'vendor_payout_schedule_payout_batch_action';

	/** The admin-post action of a file's download, and the nonce's action (with the batch). */
	public const FILE_ACTION = 'vendor_payout_schedule_payout_file';

	/** The admin-ajax action of a batch's progress. */
	public const PROGRESS_ACTION = 'vendor_payout_schedule_batch_progress';

	/** The list's bulk action that takes the ticked vendors' requests into a batch. */
	public const BULK_ACTION = 'vendor_payout_schedule_check';

	/** The query arguments that lead back from an action: what was done, to how many requests, in which batch. */
	private const DONE_ARG  = 'vendor_payout_schedule_done';
	private const COUNT_ARG = 'vendor_payout_schedule_count';
	private const BATCH_ARG = 'vendor_payout_schedule_batch_id';

	/** The anchor of the section, where the summary e-mail and every action lead. */
	public const ANCHOR = 'vps-payout-batches';

	/** The script's handle. */
	private const SCRIPT = 'vendor-payout-schedule-payout-batch';

	/** Refused or failed requests listed on the screen per batch (the list below has them all). */
	private const LISTED = 50;

	/** Seconds of a batch's work an admin-ajax progress call lends it. */
	private const PROGRESS_SECONDS = 3.0;

	/**
	 * Hooks the actions, the download and the progress.
	 */
	public function register_hooks(): void {
		add_action( 'admin_post_' . self::ACTION, array( $this, 'act' ) );
		add_action( 'admin_post_' . self::FILE_ACTION, array( $this, 'download' ) );
		add_action( 'wp_ajax_' . self::PROGRESS_ACTION, array( $this, 'progress' ) );
	}

	/**
	 * The bulk action of a run's list: takes the ticked vendors' requests into a new batch, then
	 * leads back to the record (Run_Record_Screen calls it before the page prints).
	 *
	 * @param object $run        The runs table's row.
	 * @param int[]  $vendor_ids The ticked vendors.
	 */
	public static function start_for_vendors( object $run, array $vendor_ids ): void {
		self::start_and_return( $run, array_map( 'intval', $vendor_ids ) );
	}

	/**
	 * On `admin_post_vendor_payout_schedule_payout_batch_action`: one of the section's buttons.
	 */
	public function act(): void {
		self::check_capability();
		$run_id = isset( $_POST['run'] ) ? absint( $_POST['run'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- names the nonce's action; checked on the next line.
		check_admin_referer( self::ACTION . '_' . $run_id );
		$run = self::run( $run_id );
		$do  = isset( $_POST['do'] ) ? sanitize_key( wp_unslash( $_POST['do'] ) ) : '';
		if ( 'start' === $do ) {
			self::start_and_return( $run, null );
		}
		$batch = isset( $_POST['batch'] ) ? absint( $_POST['batch'] ) : 0;
		if ( ( new Batch_Ledger() )->run_of( $batch ) !== (int) $run->id ) {
			wp_die( esc_html__( 'No payout batch of this run is recorded under this number.', 'vendor-payout-schedule' ), 404 );
		}
		$user    = get_current_user_id();
		$batches = new Payout_Batch();
		switch ( $do ) {
			case 'check':
				$count = $batches->check_again( $batch, $user );
				break;
			case 'cancel':
				$count = $batches->cancel_refused( $batch, $user );
				break;
			case 'keep':
				$count = $batches->keep_refused( $batch, $user );
				break;
			case 'paypal':
				$count = self::send_through_paypal( $batch, $user );
				break;
			case 'paid':
				if ( empty( $_POST['paid_outside'] ) ) {
					self::back( $run, 'confirm', 0, $batch );
				}
				$count = $batches->mark_paid( $batch, $user );
				break;
			default:
				wp_die( esc_html__( 'This payout batch action is not known.', 'vendor-payout-schedule' ), 400 );
		}
		self::back( $run, $do, $count, $batch );
	}

	/**
	 * On `admin_post_vendor_payout_schedule_payout_file`: streams one of a batch's payout files
	 * and notes it on its requests.
	 */
	public function download(): void {
		self::check_capability();
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- name the nonce's action; checked right after.
		$batch = isset( $_GET['batch'] ) ? absint( $_GET['batch'] ) : 0;
		$key   = isset( $_GET['file'] ) ? sanitize_text_field( wp_unslash( $_GET['file'] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		check_admin_referer( self::FILE_ACTION . '_' . $batch );
		$file       = Payout_File::from_key( $key );
		$originator = Originator::stored();
		if ( null === $file || 0 === ( new Batch_Ledger() )->run_of( $batch ) ) {
			wp_die( esc_html__( 'This payout batch has no such file.', 'vendor-payout-schedule' ), 404 );
		}
		if ( ! $originator->makes( $file->kind ) ) {
			wp_die( esc_html__( 'Fill in the originator’s details under Payout files in the settings before making this file.', 'vendor-payout-schedule' ), 409 );
		}
		try {
			$made = ( new Payout_Batch() )->issue( $batch, $file, $originator, get_current_user_id() );
		} catch ( \LengthException $e ) {
			wp_die(
				esc_html__( 'This file holds no request any more: its requests were paid, checked again or are in another file of the batch. Go back to the run’s record for the batch’s files as they are now.', 'vendor-payout-schedule' ),
				esc_html__( 'No such payout file', 'vendor-payout-schedule' ),
				array(
					'response'  => 404,
					'back_link' => true,
				)
			);
		} catch ( \OverflowException $e ) {
			wp_die(
				esc_html__( 'Today’s 36 ACH files have taken every file ID modifier a bank tells a day’s files apart by. Make this file tomorrow.', 'vendor-payout-schedule' ),
				esc_html__( 'No more ACH files today', 'vendor-payout-schedule' ),
				array(
					'response'  => 409,
					'back_link' => true,
				)
			);
		} catch ( Lock_Unavailable $e ) {
			wp_die(
				esc_html__( 'Another payout file is being made right now. Nothing was made or noted; try again in a moment.', 'vendor-payout-schedule' ),
				esc_html__( 'Payout file not made', 'vendor-payout-schedule' ),
				array(
					'response'  => 503,
					'back_link' => true,
				)
			);
		} catch ( Database_Error $e ) {
			wp_die(
				esc_html__( 'The payout file could not be made: the database refused it. Nothing was noted; try again.', 'vendor-payout-schedule' ),
				esc_html__( 'Payout file not made', 'vendor-payout-schedule' ),
				array(
					'response'  => 503,
					'back_link' => true,
				)
			);
		}
		// The file comes from the batch's files table: made once, the same bytes on every download.
		nocache_headers();
		header( 'Content-Type: ' . $file->content_type() );
		header( 'Content-Disposition: attachment; filename="' . sanitize_file_name( 'batch-' . $batch . '-' . $file->file_name( ( new \DateTimeImmutable( (string) $made->made_at, new \DateTimeZone( 'UTC' ) ) )->setTimezone( wp_timezone() ) ) ) . '"' );
		header( 'Content-Length: ' . strlen( (string) $made->content ) );
		header( 'X-Content-Type-Options: nosniff' );
		echo $made->content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a payout file as a download (text/csv, text/plain, application/xml with nosniff), written by the file writers, which make their cells and text safe.
		exit;
	}

	/**
	 * On `wp_ajax_vendor_payout_schedule_batch_progress`: works on the batch for a few seconds and
	 * answers how far it is.
	 */
	public function progress(): void {
		self::check_capability();
		$batch = isset( $_POST['batch'] ) ? absint( $_POST['batch'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- names the nonce's action; checked on the next line.
		check_ajax_referer( self::PROGRESS_ACTION . '_' . $batch );
		$ledger = new Batch_Ledger();
		try {
			( new Payout_Batch() )->go( $batch, min( self::PROGRESS_SECONDS, Payout_Scheduler::go_budget() ) );
			$figures = $ledger->batches_of_run( $ledger->run_of( $batch ) )[ $batch ] ?? null;
		} catch ( Database_Error $e ) {
			wp_send_json_error( null, 503 );
		}
		if ( null === $figures ) {
			wp_send_json_error( null, 404 );
		}
		try {
			$progress = self::progress_of( $batch, $figures['steps'] );
		} catch ( Database_Error $e ) {
			wp_send_json_error( null, 503 );
		}
		wp_send_json_success( $progress );
	}

	/**
	 * How far Dokan is through a batch, for its progress bar: requests left, done and in all, the
	 * words, and in how many seconds to ask again (0: at the script's usual pace; later when all
	 * that is left are approvals left to the go that began them, Batch_Ledger::approvals_waiting(),
	 * so the page does not ask every few seconds for five minutes).
	 *
	 * @param int                $batch The batch.
	 * @param array<string, int> $steps Requests by step (Batch_Ledger::batches_of_run()).
	 * @return array{left: int, done: int, total: int, text: string, again_in: int}
	 * @throws Database_Error When the read failed.
	 */
	private static function progress_of( int $batch, array $steps ): array {
		$left    = self::left( $steps );
		$total   = array_sum( $steps );
		$text    = self::progress_text( $left, $total );
		$waiting = $left > 0 ? ( new Batch_Ledger() )->approvals_waiting( $batch ) : array(
			'count' => 0,
			'until' => 0,
		);
		if ( $waiting['count'] > 0 ) {
			$text .= ' ' . self::waiting_text( $waiting['count'], $waiting['until'] );
		}
		return array(
			'left'     => $left,
			'done'     => $total - $left,
			'total'    => $total,
			'text'     => $text,
			'again_in' => $waiting['count'] > 0 && $waiting['count'] >= $left ? max( 0, $waiting['until'] - time() ) + 2 : 0,
		);
	}

	/**
	 * Prints the section for a run (inside the run's record).
	 *
	 * @param object $run The runs table's row.
	 * @throws Database_Error When a read failed (the record says so).
	 */
	public function render( object $run ): void {
		$ledger  = new Batch_Ledger();
		$batches = $ledger->batches_of_run( (int) $run->id );
		$settled = false;
		foreach ( $batches as $number => $figures ) {
			if ( $figures['steps'][ Batch_Ledger::READY ] > 0 ) {
				// A request approved in Dokan → Withdraw meanwhile reads as such, not as ready to pay.
				( new Payout_Batch() )->settle_decided_in_dokan( (int) $number );
				$settled = true;
			}
		}
		if ( $settled ) {
			$batches = $ledger->batches_of_run( (int) $run->id );
		}
		$takeable = $ledger->count_takeable( ( new Payout_Ledger() )->run_requests( (string) $run->schedule, (string) $run->scheduled_for ) );
		if ( 0 === $takeable && array() === $batches ) {
			return;
		}
		?>
		<section class="vps-batches" id="<?php echo esc_attr( self::ANCHOR ); ?>" aria-labelledby="vps-batches-title">
			<h2 id="vps-batches-title"><?php esc_html_e( 'Paying these requests', 'vendor-payout-schedule' ); ?></h2>
			<?php $this->render_notice( $batches ); ?>
			<p class="vps-batches__intro"><?php esc_html_e( 'Check the requests with Dokan, download the payout files, pay them in PayPal or at your bank, then mark them paid here: Dokan approves each one as Dokan → Withdraw does, with its e-mail to the vendor.', 'vendor-payout-schedule' ); ?></p>
			<?php if ( $takeable > 0 ) : ?>
				<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" class="vps-batches__start">
					<?php $this->hidden_fields( $run, 'start' ); ?>
					<?php
					/* translators: %s: number of requests. */
					submit_button( sprintf( _n( 'Check the %s pending request for payout', 'Check the %s pending requests for payout', $takeable, 'vendor-payout-schedule' ), number_format_i18n( $takeable ) ), 'primary', 'submit', false );
					?>
					<span class="description"><?php esc_html_e( 'Or tick vendors below and choose “Check for payout” under Bulk actions.', 'vendor-payout-schedule' ); ?></span>
				</form>
			<?php endif; ?>
			<?php
			foreach ( $batches as $batch ) {
				$this->render_batch( $run, $batch );
			}
			?>
		</section>
		<?php
	}

	/**
	 * One batch: who started it, its figures, progress, refusals, files, payment and failures.
	 *
	 * @param object               $run   The runs table's row.
	 * @param array<string, mixed> $batch Batch_Ledger::batches_of_run() entry.
	 */
	private function render_batch( object $run, array $batch ): void {
		$number = (int) $batch['batch'];
		$steps  = $batch['steps'];
		$total  = array_sum( $steps );
		$left   = self::left( $steps );
		$id     = 'vps-batch-' . $number;
		$shown  = $left > 0 ? self::progress_of( $number, $steps ) : null;
		?>
		<section class="vps-batch" aria-labelledby="<?php echo esc_attr( $id ); ?>">
			<?php /* translators: %d: the payout batch's number. */ ?>
			<h3 id="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( sprintf( __( 'Payout batch %d', 'vendor-payout-schedule' ), $number ) ); ?></h3>
			<p class="vps-batch__started">
				<?php
				echo esc_html(
					sprintf(
						/* translators: 1: date and time, 2: a user's name. */
						__( 'Started on %1$s by %2$s.', 'vendor-payout-schedule' ),
						Admin_Wording::date_time( (string) $batch['taken_at'] ),
						'' === $batch['taken_by_name'] ? __( 'a deleted user', 'vendor-payout-schedule' ) : $batch['taken_by_name']
					)
				);
				?>
			</p>
			<?php if ( $left > 0 ) : ?>
				<div class="vps-batch__progress" data-vps-batch="<?php echo esc_attr( (string) $number ); ?>" data-vps-nonce="<?php echo esc_attr( wp_create_nonce( self::PROGRESS_ACTION . '_' . $number ) ); ?>" data-vps-again-in="<?php echo esc_attr( (string) $shown['again_in'] ); ?>">
					<progress max="<?php echo esc_attr( (string) $total ); ?>" value="<?php echo esc_attr( (string) ( $total - $left ) ); ?>" aria-labelledby="<?php echo esc_attr( $id ); ?>-progress"></progress>
					<p id="<?php echo esc_attr( $id ); ?>-progress" role="status"><?php echo esc_html( $shown['text'] ); ?></p>
				</div>
				<?php $this->enqueue_script(); ?>
			<?php endif; ?>
			<?php
			$figures = array();
			foreach ( Batch_Ledger::STEPS as $step ) {
				if ( $steps[ $step ] > 0 ) {
					$figures[] = array(
						'label' => Admin_Wording::batch_step( $step ),
						'value' => number_format_i18n( $steps[ $step ] ),
					);
				}
			}
			/* translators: %d: the payout batch's number. */
			Figure_Cards::render( sprintf( __( 'Requests of payout batch %d by step', 'vendor-payout-schedule' ), $number ), $figures );
			if ( 0 === $left ) {
				$this->render_refused( $run, $number, $steps[ Batch_Ledger::REFUSED ] );
				$this->render_decided_in_dokan( $number );
				$this->render_paypal_send( $run, $number, $steps[ Batch_Ledger::READY ] );
				$this->render_files( $number, $steps[ Batch_Ledger::READY ] );
				( new Paypal_Batch_Items() )->render( $number );
				$this->render_payment( $run, $number, $batch );
			}
			?>
		</section>
		<?php
	}

	/**
	 * The requests Dokan refused, with Dokan's reason, and what to do with them.
	 *
	 * @param object $run     The runs table's row.
	 * @param int    $batch   The batch.
	 * @param int    $refused How many.
	 */
	private function render_refused( object $run, int $batch, int $refused ): void {
		if ( 0 === $refused ) {
			return;
		}
		/* translators: %s: number of requests. */
		$this->render_requests( $batch, Batch_Ledger::REFUSED, sprintf( _n( 'Refused by Dokan: %s request', 'Refused by Dokan: %s requests', $refused, 'vendor-payout-schedule' ), number_format_i18n( $refused ) ), $refused );
		?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" class="vps-batch__actions">
			<?php $this->hidden_fields( $run, '', $batch ); ?>
			<p class="description"><?php esc_html_e( 'They are in no payout file. Cancel them in Dokan (Dokan e-mails each vendor), keep them pending for a later batch, or check them again once the vendor has fixed what Dokan says.', 'vendor-payout-schedule' ); ?></p>
			<button type="submit" name="do" value="cancel" class="button"><?php esc_html_e( 'Cancel them in Dokan', 'vendor-payout-schedule' ); ?></button>
			<button type="submit" name="do" value="keep" class="button"><?php esc_html_e( 'Keep them for later', 'vendor-payout-schedule' ); ?></button>
			<button type="submit" name="do" value="check" class="button"><?php esc_html_e( 'Check again', 'vendor-payout-schedule' ); ?></button>
		</form>
		<?php
	}

	/**
	 * The requests of the batch found approved in Dokan directly: in no file, paid already.
	 *
	 * @param int $batch The batch.
	 */
	private function render_decided_in_dokan( int $batch ): void {
		$found = ( new Batch_Ledger() )->count_decided_in_dokan( $batch );
		if ( 0 === $found ) {
			return;
		}
		/* translators: %s: number of requests. */
		printf( '<p class="vps-batch__decided">%s</p>', esc_html( sprintf( _n( '%s request was approved in Dokan directly: it is in no file and is not counted for payment here. Do not pay it again.', '%s requests were approved in Dokan directly: they are in no file and are not counted for payment here. Do not pay them again.', $found, 'vendor-payout-schedule' ), number_format_i18n( $found ) ) ) );
	}

	/**
	 * "Send through PayPal" for the batch's requests ready to pay, in no file made, that go into a
	 * PayPal file: shown once the PayPal app is saved. The other requests keep their files.
	 *
	 * @param object $run   The runs table's row.
	 * @param int    $batch The batch.
	 * @param int    $ready Requests ready to pay.
	 */
	private function render_paypal_send( object $run, int $batch, int $ready ): void {
		if ( 0 === $ready || ! Paypal_App::stored()->is_complete() ) {
			return;
		}
		$sendable = array_sum( array_map( 'count', ( new Paypal_Sending() )->sendable( $batch ) ) );
		if ( 0 === $sendable ) {
			return;
		}
		?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" class="vps-batch__paypal-send">
			<?php $this->hidden_fields( $run, 'paypal', $batch ); ?>
			<p class="description"><?php esc_html_e( 'Instead of downloading the PayPal file: PayPal pays these requests straight from your PayPal balance, and each is approved in Dokan once PayPal says it was paid. A request sent through PayPal is in no file; one in a file you downloaded is not sent.', 'vendor-payout-schedule' ); ?></p>
			<?php
			/* translators: %s: number of requests. */
			submit_button( sprintf( _n( 'Send %s request through PayPal', 'Send %s requests through PayPal', $sendable, 'vendor-payout-schedule' ), number_format_i18n( $sendable ) ), 'secondary', 'submit', false );
			?>
		</form>
		<?php
	}

	/**
	 * The payout files of the batch: those made, each as it was made, and those the requests
	 * ready to pay make.
	 *
	 * @param int $batch The batch.
	 * @param int $ready Requests ready to pay.
	 */
	private function render_files( int $batch, int $ready ): void {
		$made = ( new Payout_File_Store() )->made( $batch );
		if ( 0 === $ready && array() === $made ) {
			return;
		}
		$files      = ( new Payout_Batch() )->files( $batch );
		$originator = Originator::stored();
		$id         = 'vps-batch-' . $batch . '-files';
		?>
		<h4 id="<?php echo esc_attr( $id ); ?>"><?php esc_html_e( 'Payout files', 'vendor-payout-schedule' ); ?></h4>
		<table class="widefat striped vps-batch__files" aria-labelledby="<?php echo esc_attr( $id ); ?>">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'File', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Requests', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Total', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Made', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Download', 'vendor-payout-schedule' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $files as $file ) : ?>
					<?php $row = $made[ $file->key() ] ?? null; ?>
					<tr>
						<th scope="row"><?php echo esc_html( Admin_Wording::file_title( $file ) ); ?></th>
						<td><?php echo esc_html( number_format_i18n( $file->count ) ); ?></td>
						<td><?php echo esc_html( Payout_File::UNFILED === $file->kind ? '—' : number_format_i18n( $file->total / 10 ** $file->decimals, $file->decimals ) . ' ' . $file->currency ); ?></td>
						<td><?php echo esc_html( null === $row ? __( 'Not made yet', 'vendor-payout-schedule' ) : Admin_Wording::file_made( $row ) ); ?></td>
						<td>
							<?php if ( null !== $row || $originator->makes( $file->kind ) ) : ?>
								<a class="button" href="<?php echo esc_url( self::file_url( $batch, $file ) ); ?>" aria-label="<?php echo esc_attr( null === $row ? sprintf( /* translators: %s: a payout file's title, e.g. "PayPal payouts, USD, part 1". */ __( 'Download %s', 'vendor-payout-schedule' ), Admin_Wording::file_title( $file ) ) : sprintf( /* translators: %s: a payout file's title, e.g. "PayPal payouts, USD, part 1". */ __( 'Download a copy of %s', 'vendor-payout-schedule' ), Admin_Wording::file_title( $file ) ) ); ?>"><?php echo esc_html( null === $row ? __( 'Download', 'vendor-payout-schedule' ) : __( 'Download a copy', 'vendor-payout-schedule' ) ); ?></a>
							<?php else : ?>
								<a href="<?php echo esc_url( add_query_arg( 'page', Settings_Page::SLUG, admin_url( 'admin.php' ) ) . '#vps-originator' ); ?>"><?php esc_html_e( 'Fill in the originator’s details first', 'vendor-payout-schedule' ); ?></a>
							<?php endif; ?>
						</td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<p class="description"><?php esc_html_e( 'Each file is made once, on its first download, and kept: a later download is a copy, the same file byte for byte. Send each file to PayPal or your bank once only. Requests in no file are listed in the plain CSV with the reason: pay them by hand.', 'vendor-payout-schedule' ); ?></p>
		<?php
	}

	/**
	 * "Mark as paid" for the requests a file was made with, and the approvals that failed.
	 *
	 * @param object               $run   The runs table's row.
	 * @param int                  $batch The batch.
	 * @param array<string, mixed> $figures Batch_Ledger::batches_of_run() entry.
	 */
	private function render_payment( object $run, int $batch, array $figures ): void {
		// The count is what "Mark as paid" takes (Batch_Ledger::move()): what the click does.
		$failed  = (int) $figures['steps'][ Batch_Ledger::FAILED ];
		$in_file = (int) $figures['payable'][ Batch_Ledger::READY ] + (int) $figures['payable'][ Batch_Ledger::FAILED ];
		$no_file = (int) $figures['steps'][ Batch_Ledger::READY ] - (int) $figures['in_file'][ Batch_Ledger::READY ];
		if ( $failed > 0 ) {
			/* translators: %s: number of requests. */
			$this->render_requests( $batch, Batch_Ledger::FAILED, sprintf( _n( 'Approval failed: %s request', 'Approval failed: %s requests', $failed, 'vendor-payout-schedule' ), number_format_i18n( $failed ) ), $failed );
		}
		if ( 0 === $in_file ) {
			if ( $no_file > 0 ) {
				printf( '<p class="description">%s</p>', esc_html__( 'Once you have downloaded a file and paid its requests, “Mark as paid” appears here: it approves the requests of the files you downloaded.', 'vendor-payout-schedule' ) );
			}
			return;
		}
		?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" class="vps-batch__pay">
			<?php $this->hidden_fields( $run, 'paid', $batch ); ?>
			<p>
				<label>
					<input type="checkbox" name="paid_outside" value="1" required />
					<?php
					echo esc_html(
						sprintf(
							/* translators: %s: number of requests. */
							_n( 'I have paid the %s request of the files I downloaded.', 'I have paid the %s requests of the files I downloaded.', $in_file, 'vendor-payout-schedule' ),
							number_format_i18n( $in_file )
						)
					);
					?>
				</label>
			</p>
			<?php if ( $no_file > 0 ) : ?>
				<?php /* translators: %s: number of requests. */ ?>
				<p class="description"><?php echo esc_html( sprintf( _n( '%s request ready to pay is in no file downloaded yet; it stays as it is.', '%s requests ready to pay are in no file downloaded yet; they stay as they are.', $no_file, 'vendor-payout-schedule' ), number_format_i18n( $no_file ) ) ); ?></p>
			<?php endif; ?>
			<?php submit_button( __( 'Mark as paid', 'vendor-payout-schedule' ), 'primary', 'submit', false ); ?>
		</form>
		<?php
	}

	/**
	 * A table of a batch's requests in one step, with Dokan's reason and whom each pays.
	 *
	 * @param int    $batch   The batch.
	 * @param string $step    A Batch_Ledger step.
	 * @param string $caption The table's heading.
	 * @param int    $count   Requests in the step.
	 */
	private function render_requests( int $batch, string $step, string $caption, int $count ): void {
		$rows     = ( new Batch_Ledger() )->rows( $batch, array( $step ), self::LISTED );
		$requests = iterator_to_array( ( new Dokan_Withdraw_Requests() )->each( array_map( static fn ( $row ) => (int) $row->withdraw_id, $rows ) ) );
		?>
		<table class="widefat striped vps-batch__requests">
			<caption><?php echo esc_html( $caption ); ?></caption>
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Vendor', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Dokan request', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Amount', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Pays', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Dokan’s reason', 'vendor-payout-schedule' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $rows as $row ) : ?>
					<?php $request = $requests[ (int) $row->withdraw_id ] ?? null; ?>
					<tr>
						<?php /* translators: %s: a user id. */ ?>
						<th scope="row"><?php echo esc_html( '' === (string) $row->display_name ? sprintf( __( 'Deleted user #%s', 'vendor-payout-schedule' ), (string) $row->vendor_id ) : (string) $row->display_name ); ?></th>
						<td><?php echo esc_html( '#' . (int) $row->withdraw_id ); ?></td>
						<td><?php echo esc_html( null === $request ? '—' : \VendorPayoutSchedule\Price_Text::format( (float) $request->amount ) ); ?></td>
						<td><?php echo esc_html( null === $request ? '—' : Admin_Wording::payee( $request ) ); ?></td>
						<td><?php echo esc_html( Admin_Wording::batch_reason( $row, null === $request ? '0' : $request->amount, null === $request ? '' : $request->method ) ); ?></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<?php if ( $count > count( $rows ) ) : ?>
			<?php /* translators: %s: number of requests. */ ?>
			<p class="description"><?php echo esc_html( sprintf( _n( 'And %s more: the list of vendors below shows each one’s step.', 'And %s more: the list of vendors below shows each one’s step.', $count - count( $rows ), 'vendor-payout-schedule' ), number_format_i18n( $count - count( $rows ) ) ) ); ?></p>
		<?php endif; ?>
		<?php
	}

	/**
	 * What the last action did, from the address it led back to, told as the batch stands now: an
	 * action's first go runs before the page comes back, so its work may be done, with refusals,
	 * or still going (then the page reloads when it is done and tells the outcome).
	 *
	 * @param array<int, array<string, mixed>> $batches Batch_Ledger::batches_of_run(), by batch.
	 */
	private function render_notice( array $batches ): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- only words a notice about what was done.
		$done  = isset( $_GET[ self::DONE_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::DONE_ARG ] ) ) : '';
		$count = isset( $_GET[ self::COUNT_ARG ] ) ? absint( $_GET[ self::COUNT_ARG ] ) : 0;
		$batch = isset( $_GET[ self::BATCH_ARG ] ) ? absint( $_GET[ self::BATCH_ARG ] ) : 0;
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		$steps = isset( $batches[ $batch ] ) ? $batches[ $batch ]['steps'] : null;

		list( $type, $text ) = self::notice( $done, $count, $batch, $steps );
		if ( '' !== $text ) {
			printf( '<div class="notice notice-%1$s inline"><p>%2$s</p></div>', esc_attr( $type ), esc_html( $text ) );
		}
	}

	/**
	 * The notice of an action: its kind (success, info, warning, error) and its words.
	 *
	 * @param string                  $done  The action.
	 * @param int                     $count How many requests it moved.
	 * @param int                     $batch The batch.
	 * @param array<string, int>|null $steps The batch's requests by step now (null: no such batch).
	 * @return array{0: string, 1: string}
	 */
	private static function notice( string $done, int $count, int $batch, ?array $steps ): array {
		$n       = number_format_i18n( $count );
		$refused = null === $steps ? 0 : (int) $steps[ Batch_Ledger::REFUSED ];
		// Whether the step the action began still has requests in it: an approval waiting in the same
		// batch does not make a finished check read as one going on.
		$step    = array(
			'start'  => Batch_Ledger::CHECKING,
			'check'  => Batch_Ledger::CHECKING,
			'cancel' => Batch_Ledger::CANCELLING,
			'paid'   => Batch_Ledger::PAYING,
		)[ $done ] ?? '';
		$working = null !== $steps && '' !== $step && (int) ( $steps[ $step ] ?? 0 ) > 0;
		switch ( $done ) {
			case 'start':
				if ( 0 === $batch ) {
					return array( 'info', __( 'No request was taken: none of them is pending in Dokan outside another batch.', 'vendor-payout-schedule' ) );
				}
				if ( $working ) {
					/* translators: 1: number of requests, 2: the payout batch's number. */
					return array( 'info', sprintf( _n( '%1$s request is being checked with Dokan in payout batch %2$d.', '%1$s requests are being checked with Dokan in payout batch %2$d.', $count, 'vendor-payout-schedule' ), $n, $batch ) );
				}
				/* translators: 1: number of requests, 2: the payout batch's number. */
				return self::with_refusals( sprintf( _n( 'Dokan checked %1$s request in payout batch %2$d.', 'Dokan checked %1$s requests in payout batch %2$d.', $count, 'vendor-payout-schedule' ), $n, $batch ), $refused );
			case 'check':
				if ( $working ) {
					/* translators: %s: number of requests. */
					return array( 'info', sprintf( _n( '%s request is being checked again with Dokan.', '%s requests are being checked again with Dokan.', $count, 'vendor-payout-schedule' ), $n ) );
				}
				/* translators: %s: number of requests. */
				return self::with_refusals( sprintf( _n( 'Dokan checked %s request again.', 'Dokan checked %s requests again.', $count, 'vendor-payout-schedule' ), $n ), $refused );
			case 'cancel':
				if ( $working ) {
					/* translators: %s: number of requests. */
					return array( 'info', sprintf( _n( '%s request is being cancelled in Dokan.', '%s requests are being cancelled in Dokan.', $count, 'vendor-payout-schedule' ), $n ) );
				}
				// A request Dokan would not cancel goes back to the refused ones.
				return self::outcome(
					max( 0, $count - $refused ),
					/* translators: %s: number of requests. */
					_n( '%s request cancelled in Dokan, with its e-mail to the vendor.', '%s requests cancelled in Dokan, with its e-mail to each vendor.', max( 0, $count - $refused ), 'vendor-payout-schedule' ),
					$refused,
					/* translators: %s: number of requests. */
					_n( 'Dokan did not cancel %s request: see why under “Refused by Dokan”.', 'Dokan did not cancel %s requests: see why under “Refused by Dokan”.', $refused, 'vendor-payout-schedule' )
				);
			case 'keep':
				/* translators: %s: number of requests. */
				return array( 'success', sprintf( _n( '%s request is kept pending for a later batch.', '%s requests are kept pending for a later batch.', $count, 'vendor-payout-schedule' ), $n ) );
			case 'paid':
				if ( 0 === $count ) {
					return array( 'info', __( 'Nothing was left to mark as paid.', 'vendor-payout-schedule' ) );
				}
				if ( $working ) {
					/* translators: %s: number of requests. */
					return array( 'info', sprintf( _n( '%s request is being approved in Dokan.', '%s requests are being approved in Dokan.', $count, 'vendor-payout-schedule' ), $n ) );
				}
				$failed = null === $steps ? 0 : (int) $steps[ Batch_Ledger::FAILED ];
				return self::outcome(
					max( 0, $count - $failed ),
					/* translators: %s: number of requests. */
					_n( 'Dokan approved %s request, with its e-mail to the vendor.', 'Dokan approved %s requests, with its e-mail to each vendor.', max( 0, $count - $failed ), 'vendor-payout-schedule' ),
					$failed,
					/* translators: %s: number of requests. */
					_n( 'Dokan did not approve %s request: see why under “Approval failed”.', 'Dokan did not approve %s requests: see why under “Approval failed”.', $failed, 'vendor-payout-schedule' )
				);
			case 'confirm':
				return array( 'warning', __( 'Tick the box to confirm you paid the requests before marking them paid.', 'vendor-payout-schedule' ) );
			case 'paypal':
				if ( 0 === $count ) {
					return array( 'info', __( 'No request was left to send through PayPal: each is in a file or was sent already.', 'vendor-payout-schedule' ) );
				}
				/* translators: %s: number of requests. */
				return array( 'success', sprintf( _n( '%s request is being sent through PayPal. PayPal’s word on it is shown below as it comes; Dokan approves it only once PayPal has paid it.', '%s requests are being sent through PayPal. PayPal’s word on each is shown below as it comes; Dokan approves each only once PayPal has paid it.', $count, 'vendor-payout-schedule' ), $n ) );
		}
		return array( '', '' );
	}

	/**
	 * A finished check, and how many Dokan refused: a warning when any, else a success.
	 *
	 * @param string $checked The sentence of the check.
	 * @param int    $refused Requests Dokan refused.
	 * @return array{0: string, 1: string}
	 */
	private static function with_refusals( string $checked, int $refused ): array {
		if ( 0 === $refused ) {
			return array( 'success', $checked );
		}
		/* translators: %s: number of requests. */
		$why = sprintf( _n( 'Dokan refused %s of them: see why under “Refused by Dokan”.', 'Dokan refused %s of them: see why under “Refused by Dokan”.', $refused, 'vendor-payout-schedule' ), number_format_i18n( $refused ) );
		return array( 'warning', $checked . ' ' . $why );
	}

	/**
	 * A finished cancellation or approval: what Dokan did and what it would not do, an error when
	 * it would not do any of it.
	 *
	 * @param int    $done     Requests Dokan did it for.
	 * @param string $done_fmt Their sentence, with %s for the number.
	 * @param int    $not      Requests Dokan would not.
	 * @param string $not_fmt  Their sentence, with %s for the number.
	 * @return array{0: string, 1: string}
	 */
	private static function outcome( int $done, string $done_fmt, int $not, string $not_fmt ): array {
		$sentences = array();
		if ( $done > 0 ) {
			$sentences[] = sprintf( $done_fmt, number_format_i18n( $done ) );
		}
		if ( $not > 0 ) {
			$sentences[] = sprintf( $not_fmt, number_format_i18n( $not ) );
		}
		return array( 0 === $not ? 'success' : 'error', implode( ' ', $sentences ) );
	}

	/**
	 * The nonce and hidden fields of a button form.
	 *
	 * @param object $run    The runs table's row.
	 * @param string $action The action ('' when the buttons carry it).
	 * @param int    $batch  The batch (0 for none).
	 */
	private function hidden_fields( object $run, string $action, int $batch = 0 ): void {
		wp_nonce_field( self::ACTION . '_' . (int) $run->id );
		printf( '<input type="hidden" name="action" value="%s" />', esc_attr( self::ACTION ) );
		printf( '<input type="hidden" name="run" value="%d" />', (int) $run->id );
		if ( $batch > 0 ) {
			printf( '<input type="hidden" name="batch" value="%d" />', (int) $batch );
		}
		if ( '' !== $action ) {
			printf( '<input type="hidden" name="do" value="%s" />', esc_attr( $action ) );
		}
	}

	/**
	 * The download address of a batch's file (nonce included).
	 *
	 * @param int         $batch The batch.
	 * @param Payout_File $file  The file.
	 */
	private static function file_url( int $batch, Payout_File $file ): string {
		return wp_nonce_url(
			add_query_arg(
				array(
					'action' => self::FILE_ACTION,
					'batch'  => $batch,
					'file'   => $file->key(),
				),
				admin_url( 'admin-post.php' )
			),
			self::FILE_ACTION . '_' . $batch
		);
	}

	/**
	 * Loads the progress script once.
	 */
	private function enqueue_script(): void {
		$file = 'includes/admin/js/payout-batch.js';
		wp_enqueue_script( self::SCRIPT, VENDOR_PAYOUT_SCHEDULE_URL . $file, array(), (string) filemtime( VENDOR_PAYOUT_SCHEDULE_DIR . $file ), true );
		wp_localize_script(
			self::SCRIPT,
			'vendorPayoutScheduleBatch',
			array(
				'ajaxUrl' => admin_url( 'admin-ajax.php' ),
				'action'  => self::PROGRESS_ACTION,
			)
		);
	}

	/**
	 * Records the batch's PayPal requests to send and queues the go that sends them (PayPal is
	 * asked by the go, never by the click), or says why not.
	 *
	 * @param int $batch   The batch.
	 * @param int $user_id Who sends.
	 * @return int Requests handed to PayPal.
	 */
	private static function send_through_paypal( int $batch, int $user_id ): int {
		if ( ! Paypal_App::stored()->is_complete() ) {
			wp_die(
				esc_html__( 'Save the PayPal app’s client ID and secret under PayPal Payouts in the settings before sending through PayPal. Nothing was sent.', 'vendor-payout-schedule' ),
				esc_html__( 'Not sent through PayPal', 'vendor-payout-schedule' ),
				array(
					'response'  => 409,
					'back_link' => true,
				)
			);
		}
		try {
			return ( new Paypal_Sending() )->send( $batch, $user_id );
		} catch ( Lock_Unavailable $e ) {
			wp_die(
				esc_html__( 'A payout file is being made right now. Nothing was sent; try again in a moment.', 'vendor-payout-schedule' ),
				esc_html__( 'Not sent through PayPal', 'vendor-payout-schedule' ),
				array(
					'response'  => 503,
					'back_link' => true,
				)
			);
		} catch ( Database_Error $e ) {
			wp_die(
				esc_html__( 'The requests could not be recorded for PayPal: the database refused it. Nothing was sent; try again.', 'vendor-payout-schedule' ),
				esc_html__( 'Not sent through PayPal', 'vendor-payout-schedule' ),
				array(
					'response'  => 503,
					'back_link' => true,
				)
			);
		}
		return 0;
	}

	/**
	 * Takes requests of a run into a batch and leads back to its record.
	 *
	 * @param object     $run        The runs table's row.
	 * @param int[]|null $vendor_ids Only these vendors' requests.
	 */
	private static function start_and_return( object $run, ?array $vendor_ids ): void {
		try {
			$started = ( new Payout_Batch() )->start( $run, $vendor_ids, get_current_user_id() );
		} catch ( Lock_Unavailable $e ) {
			wp_die(
				esc_html__( 'Another payout batch is being started right now. No request was taken; try again in a moment.', 'vendor-payout-schedule' ),
				esc_html__( 'Payout batch not started', 'vendor-payout-schedule' ),
				array(
					'response'  => 503,
					'back_link' => true,
				)
			);
		}
		self::back( $run, 'start', $started['taken'], $started['batch'] );
	}

	/**
	 * Leads back to the run's record, at the section, saying what was done.
	 *
	 * @param object $run   The runs table's row.
	 * @param string $done  The action.
	 * @param int    $count How many requests it moved.
	 * @param int    $batch The batch.
	 */
	private static function back( object $run, string $done, int $count, int $batch ): void {
		$url = Run_Record_Screen::url(
			(int) $run->id,
			array(
				self::DONE_ARG  => $done,
				self::COUNT_ARG => (string) $count,
				self::BATCH_ARG => (string) $batch,
			)
		);
		wp_safe_redirect( $url . '#' . self::ANCHOR );
		exit;
	}

	/**
	 * The run an action names, or a 404.
	 *
	 * @param int $run_id The run's id.
	 */
	private static function run( int $run_id ): object {
		$run = ( new Run_Ledger() )->find( $run_id );
		if ( null === $run ) {
			wp_die( esc_html__( 'No payout run is recorded under this number.', 'vendor-payout-schedule' ), 404 );
		}
		return $run;
	}

	/**
	 * Stops anyone who may not manage withdraw schedules.
	 */
	private static function check_capability(): void {
		if ( ! current_user_can( Settings_Page::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage withdraw schedules.', 'vendor-payout-schedule' ), 403 );
		}
	}

	/**
	 * Requests Dokan still has to work through.
	 *
	 * @param array<string, int> $steps Requests by step.
	 */
	private static function left( array $steps ): int {
		return array_sum( array_intersect_key( $steps, array_flip( Batch_Ledger::WORK ) ) );
	}

	/**
	 * How far Dokan is through a batch, said by what it still works on: requests it has checked are
	 * not paid, so a count of those "done" would read as money paid.
	 *
	 * @param int $left  Requests Dokan still works on.
	 * @param int $total Requests in the batch.
	 */
	private static function progress_text( int $left, int $total ): string {
		/* translators: 1: number of requests Dokan still works on, 2: number of requests in the batch. */
		return sprintf( _n( 'Dokan is still working on %1$s of this batch’s %2$s request.', 'Dokan is still working on %1$s of this batch’s %2$s requests.', $total, 'vendor-payout-schedule' ), number_format_i18n( $left ), number_format_i18n( $total ) );
	}

	/**
	 * What a batch's approvals left to the go that began them wait for, and until when.
	 *
	 * @param int $count Approvals waiting.
	 * @param int $until Unix seconds the last of them may be finished at.
	 */
	private static function waiting_text( int $count, int $until ): string {
		return sprintf(
			/* translators: 1: number of approvals, 2: date and time in the site's time zone. */
			_n(
				'%1$s approval waits until %2$s: the process that began it may still be inside Dokan’s approval, so it is finished only then.',
				'%1$s approvals wait until %2$s: the processes that began them may still be inside Dokan’s approval, so they are finished only then.',
				$count,
				'vendor-payout-schedule'
			),
			number_format_i18n( $count ),
			wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $until )
		);
	}
}
