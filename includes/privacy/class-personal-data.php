<?php
/**
 * Tools → Export Personal Data and Erase Personal Data: what the plugin holds about a vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Privacy;

use VendorPayoutSchedule\Admin\Admin_Wording;
use VendorPayoutSchedule\Email\Email_Log;
use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Payout_Facts;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Payouts\Batch_Ledger;
use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;
use VendorPayoutSchedule\Payouts\Payout_File;
use VendorPayoutSchedule\Payouts\Payout_File_Store;
use VendorPayoutSchedule\Price_Text;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Statement\Payout_Statement;
use VendorPayoutSchedule\Vendor_Choice;
use VendorPayoutSchedule\Vendor_Methods;
use VendorPayoutSchedule\Vendor_Wording;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The export is one group, "Payout schedule": the vendor's choice, one item per scheduled payout
 * date (what the schedule did and with which figures, and what its statement adds up to: opening
 * balance, earned, deducted, closing balance, reserve kept), one per payout e-mail (sent or held
 * back) and one per request taken into a payout batch (its step, Dokan's reason, its payout file).
 * Paged, as WordPress calls an exporter again with the next page until it says it is done.
 *
 * Erasing removes the vendor's schedule choice (which turns their scheduled payouts off) and strips
 * their payout and e-mail rows to vendor, date and outcome. A payout row's key (vendor_id,
 * scheduled_for) is what stops a later or resumed run from filing a second withdraw request for a
 * date already handled, and an e-mail row's key does the same for the e-mail. Erasing therefore
 * keeps each row with its vendor id, date, schedule and outcome, and removes what describes the
 * vendor's money: amounts, balances, the chosen minimum and reserve, the payment method and Dokan's
 * note; an e-mail row keeps no skip reason. A request in a payout batch keeps its step (so it is
 * never approved or paid twice) and loses Dokan's reason and the balance Dokan read. A row still being filed or whose e-mails have not gone
 * out is left whole until the run is done with it, since the runner reads it. The payment method is
 * Dokan Lite's own default withdraw method of the vendor: Dokan's data, left to it.
 */
final class Personal_Data {

	public const GROUP_ID = 'vendor-payout-schedule';

	/**
	 * Hooks the exporters and the eraser into WordPress's privacy tools.
	 */
	public function register_hooks(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'register_exporters' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'register_erasers' ) );
	}

	/**
	 * Rows per page.
	 */
	private const PAGE_SIZE = 100;

	/**
	 * Adds the exporters on `wp_privacy_personal_data_exporters`.
	 *
	 * @param array<string, array<string, mixed>> $exporters Exporters by id.
	 * @return array<string, array<string, mixed>>
	 */
	public function register_exporters( array $exporters ): array {
		$exporters['vendor-payout-schedule-payouts'] = array(
			'exporter_friendly_name' => __( 'Payout schedule: choice and payouts', 'vendor-payout-schedule' ),
			'callback'               => array( $this, 'export_payouts' ),
		);
		$exporters['vendor-payout-schedule-emails']  = array(
			'exporter_friendly_name' => __( 'Payout schedule: e-mails', 'vendor-payout-schedule' ),
			'callback'               => array( $this, 'export_emails' ),
		);
		$exporters['vendor-payout-schedule-batches'] = array(
			'exporter_friendly_name' => __( 'Payout schedule: payout batches', 'vendor-payout-schedule' ),
			'callback'               => array( $this, 'export_batches' ),
		);
		return $exporters;
	}

	/**
	 * The vendor's choice (first page) and the payout dates.
	 *
	 * @param string $email_address The requester's address.
	 * @param int    $page          Page, from 1.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public function export_payouts( string $email_address, int $page = 1 ): array {
		$user = get_user_by( 'email', $email_address );
		if ( ! $user ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		$items      = 1 === $page ? $this->choice_items( (int) $user->ID ) : array();
		$rows       = ( new Payout_Ledger() )->vendor_rows( (int) $user->ID, self::PAGE_SIZE, ( $page - 1 ) * self::PAGE_SIZE );
		$statements = self::statement_sums( $rows );
		foreach ( $rows as $i => $row ) {
			$items[] = $this->item( 'payout-' . $row->id, $this->payout_fields( $row, $statements[ $i ] ?? null ) );
		}
		return array(
			'data' => $items,
			'done' => count( $rows ) < self::PAGE_SIZE,
		);
	}

	/**
	 * The payout e-mails sent to the vendor, or held back.
	 *
	 * @param string $email_address The requester's address.
	 * @param int    $page          Page, from 1.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public function export_emails( string $email_address, int $page = 1 ): array {
		$user  = get_user_by( 'email', $email_address );
		$rows  = $user ? ( new Email_Log() )->vendor_rows( (int) $user->ID, self::PAGE_SIZE, ( $page - 1 ) * self::PAGE_SIZE ) : array();
		$items = array();
		foreach ( $rows as $row ) {
			$items[] = $this->item(
				'email-' . $row->id,
				array(
					__( 'Payout date', 'vendor-payout-schedule' ) => $this->date( (string) $row->scheduled_for ),
					__( 'E-mail', 'vendor-payout-schedule' ) => 'requested' === $row->kind ? __( 'Payout requested', 'vendor-payout-schedule' ) : __( 'Payout skipped', 'vendor-payout-schedule' ),
					__( 'Sent', 'vendor-payout-schedule' ) => (int) $row->sent ? __( 'Yes', 'vendor-payout-schedule' ) : __( 'No, held back', 'vendor-payout-schedule' ),
				)
			);
		}
		return array(
			'data' => $items,
			'done' => count( $rows ) < self::PAGE_SIZE,
		);
	}

	/**
	 * The vendor's requests the admin took into payout batches: which batch, the step, Dokan's
	 * reason when it refused, the payout file that held it and when it was marked paid.
	 *
	 * @param string $email_address The requester's address.
	 * @param int    $page          Page, from 1.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public function export_batches( string $email_address, int $page = 1 ): array {
		$user  = get_user_by( 'email', $email_address );
		$rows  = $user ? ( new Batch_Ledger() )->vendor_rows( (int) $user->ID, self::PAGE_SIZE, ( $page - 1 ) * self::PAGE_SIZE ) : array();
		$items = array();
		foreach ( $rows as $row ) {
			$file   = Payout_File::from_key( (string) $row->file_key );
			$fields = array(
				__( 'Withdraw request', 'vendor-payout-schedule' ) => '#' . (int) $row->withdraw_id,
				__( 'Payout batch', 'vendor-payout-schedule' ) => (string) (int) $row->batch_id,
				__( 'Step', 'vendor-payout-schedule' )  => Admin_Wording::batch_step( (string) $row->step ),
				__( 'Since', 'vendor-payout-schedule' ) => Admin_Wording::date_time( (string) $row->step_at ),
			);
			// Labels first: the string extractor (wp-pot) misses a call used as an array key being assigned.
			$labels = array(
				'reason'  => __( 'Dokan’s reason', 'vendor-payout-schedule' ),
				'balance' => __( 'Balance when Dokan checked', 'vendor-payout-schedule' ),
				'file'    => __( 'Payout file', 'vendor-payout-schedule' ),
			);
			// Dokan's reason and the balance it read belong to a refusal only: a request Dokan approved
			// or cancelled was read no balance (rows written before NULL was kept for it hold 0.00).
			$refused = '' !== (string) $row->reason && Dokan_Withdraw_Requests::NOT_PENDING !== (string) $row->reason;
			if ( $refused && null !== $row->message ) {
				// Dokan's refusals keep Dokan's message; the plugin's own codes keep none and are worded here.
				$fields[ $labels['reason'] ] = '' === (string) $row->message ? Admin_Wording::refusal( new WP_Error( (string) $row->reason ) ) : (string) $row->message;
			}
			if ( $refused && null !== $row->balance ) {
				$fields[ $labels['balance'] ] = Price_Text::format( (float) $row->balance );
			}
			if ( null !== $file ) {
				$fields[ $labels['file'] ] = Admin_Wording::file_title( $file ) . ', ' . Admin_Wording::date_time( (string) $row->file_at );
			}
			$items[] = $this->item( 'batch-' . $row->id, $fields );
		}
		return array(
			'data' => $items,
			'done' => count( $rows ) < self::PAGE_SIZE,
		);
	}

	/**
	 * The stored choice, when the vendor ever saved one.
	 *
	 * @param int $vendor_id Vendor id.
	 * @return array<int, array<string, mixed>>
	 */
	private function choice_items( int $vendor_id ): array {
		$schedule = (string) get_user_meta( $vendor_id, Vendor_Choice::SCHEDULE_META, true );
		$minimum  = get_user_meta( $vendor_id, Vendor_Choice::MINIMUM_META, true );
		$reserve  = get_user_meta( $vendor_id, Vendor_Choice::RESERVE_META, true );
		if ( '' === $schedule && '' === $minimum && '' === $reserve ) {
			return array();
		}
		return array(
			$this->item(
				'choice',
				array(
					__( 'Schedule', 'vendor-payout-schedule' )        => '' === $schedule ? __( 'Off', 'vendor-payout-schedule' ) : ( new Schedule_Catalog() )->title( $schedule ),
					__( 'Minimum balance', 'vendor-payout-schedule' ) => Price_Text::format( (float) $minimum ),
					__( 'Reserve balance', 'vendor-payout-schedule' ) => Price_Text::format( (float) $reserve ),
				)
			),
		);
	}

	/**
	 * What the statements of a page of payouts add up to (one read of Dokan's ledger), for those the
	 * vendor can read a statement of: recorded, with their figures kept. When Dokan's ledger cannot
	 * be read the export goes on without them.
	 *
	 * @param object[] $rows Payouts table rows (Payout_Ledger::vendor_rows()).
	 * @return array<int, array{opening: int, earned: int, deducted: int, closing: int}> By the rows' keys.
	 */
	private static function statement_sums( array $rows ): array {
		$recorded = array_filter( $rows, static fn ( object $row ): bool => in_array( $row->status, array( Payout_Ledger::REQUESTED, Payout_Ledger::SKIPPED ), true ) && ! Payout_Ledger::is_stripped( $row ) );
		try {
			return Payout_Statement::sums_of( $recorded );
		} catch ( Database_Error $error ) {
			return array();
		}
	}

	/**
	 * A payout date's fields, with what its statement adds up to; an erased row has its date,
	 * schedule and outcome only.
	 *
	 * @param object     $row       Payouts table row.
	 * @param array|null $statement Its statement's sums (statement_sums()), or null.
	 * @return array<string, string>
	 */
	private function payout_fields( object $row, ?array $statement ): array {
		$fields   = array(
			__( 'Payout date', 'vendor-payout-schedule' ) => $this->date( (string) $row->scheduled_for ),
			__( 'Schedule', 'vendor-payout-schedule' )    => ( new Schedule_Catalog() )->title( (string) $row->schedule ),
		);
		$stripped = Payout_Ledger::is_stripped( $row );
		if ( Payout_Ledger::REQUESTED === $row->status ) {
			$fields[ __( 'Outcome', 'vendor-payout-schedule' ) ] = __( 'Withdraw request filed', 'vendor-payout-schedule' );
		} elseif ( Payout_Ledger::SKIPPED === $row->status ) {
			$fields[ __( 'Outcome', 'vendor-payout-schedule' ) ] = $stripped ? Admin_Wording::reason_label( (string) $row->reason ) : self::why( (string) $row->reason, $row );
		} else {
			$fields[ __( 'Outcome', 'vendor-payout-schedule' ) ] = __( 'Being filed', 'vendor-payout-schedule' );
		}
		if ( ! $stripped ) {
			if ( Payout_Ledger::SKIPPED !== $row->status ) {
				$fields[ __( 'Amount', 'vendor-payout-schedule' ) ] = Price_Text::format( (float) $row->amount );
			}
			$fields[ __( 'Balance', 'vendor-payout-schedule' ) ] = Price_Text::format( (float) $row->balance );
			if ( '' !== (string) $row->method ) {
				// The method's title, as the vendor's screens and e-mails name it, not Dokan's key.
				$fields[ __( 'Payment method', 'vendor-payout-schedule' ) ] = ( new Vendor_Methods() )->title( (string) $row->method );
			}
		}
		if ( null !== $statement ) {
			// What the payout's statement shows: from the balance at the previous payout to this one.
			$fields[ __( 'Opening balance', 'vendor-payout-schedule' ) ] = Payout_Statement::price( $statement['opening'] );
			$fields[ __( 'Earned', 'vendor-payout-schedule' ) ]          = Payout_Statement::price( $statement['earned'] );
			$fields[ __( 'Deducted', 'vendor-payout-schedule' ) ]        = Payout_Statement::price( $statement['deducted'] );
			$fields[ __( 'Closing balance', 'vendor-payout-schedule' ) ] = Payout_Statement::price( $statement['closing'] );
			if ( Payout_Ledger::REQUESTED === $row->status ) {
				$fields[ __( 'Reserve kept', 'vendor-payout-schedule' ) ] = Price_Text::format( (float) $row->reserve );
			}
		}
		return $fields;
	}

	/**
	 * Why a payout was skipped, in the vendor's words (a reason this version does not know as it is
	 * stored).
	 *
	 * @param string $reason The stored reason.
	 * @param object $row    Payouts table row with its figures and note.
	 */
	private static function why( string $reason, object $row ): string {
		$known = Skip_Reason::tryFrom( $reason );
		return null === $known ? $reason : Vendor_Wording::why( $known, Payout_Facts::figures( $row ), (string) $row->note, true );
	}

	/**
	 * An item as WordPress's exporter wants it.
	 *
	 * @param string                $id     Item id within the group.
	 * @param array<string, string> $fields Label => value.
	 * @return array<string, mixed>
	 */
	private function item( string $id, array $fields ): array {
		$data = array();
		foreach ( $fields as $name => $value ) {
			$data[] = array(
				'name'  => $name,
				'value' => $value,
			);
		}
		return array(
			'group_id'    => self::GROUP_ID,
			'group_label' => __( 'Payout schedule', 'vendor-payout-schedule' ),
			'item_id'     => self::GROUP_ID . '-' . $id,
			'data'        => $data,
		);
	}

	/**
	 * A stored Y-m-d date in the site's format.
	 *
	 * @param string $ymd Date.
	 */
	private function date( string $ymd ): string {
		return ( new Schedule_Catalog() )->format_ymd( $ymd );
	}

	/**
	 * Adds the eraser on `wp_privacy_personal_data_erasers`.
	 *
	 * @param array<string, array<string, mixed>> $erasers Erasers by id.
	 * @return array<string, array<string, mixed>>
	 */
	public function register_erasers( array $erasers ): array {
		$erasers['vendor-payout-schedule'] = array(
			'eraser_friendly_name' => __( 'Payout schedule', 'vendor-payout-schedule' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * Erases in one go: a vendor has a few rows per schedule date, and each kind is one UPDATE.
	 *
	 * @param string $email_address The requester's address.
	 * @param int    $page          Page (always 1).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase( string $email_address, int $page = 1 ): array {
		$result = array(
			'items_removed'  => false,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => true,
		);
		$user   = get_user_by( 'email', $email_address );
		if ( ! $user ) {
			return $result;
		}
		$vendor_id = (int) $user->ID;

		$had_choice = metadata_exists( 'user', $vendor_id, Vendor_Choice::SCHEDULE_META )
			|| metadata_exists( 'user', $vendor_id, Vendor_Choice::MINIMUM_META )
			|| metadata_exists( 'user', $vendor_id, Vendor_Choice::RESERVE_META );
		if ( $had_choice ) {
			( new Vendor_Choice() )->clear_schedule( $vendor_id );
			delete_user_meta( $vendor_id, Vendor_Choice::MINIMUM_META );
			delete_user_meta( $vendor_id, Vendor_Choice::RESERVE_META );
		}
		$stripped = ( new Payout_Ledger() )->strip_vendor_rows( $vendor_id ) + ( new Email_Log() )->erase_reasons( $vendor_id ) + ( new Batch_Ledger() )->strip_vendor_rows( $vendor_id );

		$result['items_removed'] = $had_choice || $stripped > 0;
		if ( array() !== ( new Payout_Ledger() )->vendor_rows( $vendor_id, 1, 0 ) || array() !== ( new Email_Log() )->vendor_rows( $vendor_id, 1, 0 ) ) {
			$result['items_retained'] = true;
			$result['messages'][]     = __( 'Payout schedule: the payout dates for which a withdraw request was filed for this vendor, or the vendor was skipped or e-mailed, are kept without amounts, balances or payment methods, so that no request or e-mail is ever sent twice for the same date.', 'vendor-payout-schedule' );
		}
		if ( array() !== ( new Batch_Ledger() )->vendor_rows( $vendor_id, 1, 0 ) ) {
			$result['items_retained'] = true;
			$result['messages'][]     = __( 'Payout schedule: the vendor’s withdraw requests taken into payout batches keep their step (paid, cancelled, in which file) without Dokan’s reasons or balances, so that no request is ever approved or paid twice.', 'vendor-payout-schedule' );
		}
		$files = ( new Payout_File_Store() )->count_kept( ( new Batch_Ledger() )->vendor_files( $vendor_id ) );
		if ( $files > 0 ) {
			$result['items_retained'] = true;
			$result['messages'][]     = sprintf(
				/* translators: %d: number of payout files */
				_n( 'Payout schedule: %d payout file made for a bank or PayPal holds the vendor’s name and account as it was sent; it is kept as the record of that payment, so that the same file is downloaded again rather than a new one paid twice. Uninstalling the plugin removes it.', 'Payout schedule: %d payout files made for a bank or PayPal hold the vendor’s name and account as they were sent; they are kept as the record of those payments, so that the same file is downloaded again rather than a new one paid twice. Uninstalling the plugin removes them.', $files, 'vendor-payout-schedule' ),
				$files
			);
		}
		$in_progress = ( new Payout_Ledger() )->vendor_rows_in_progress( $vendor_id );
		if ( $in_progress > 0 ) {
			$result['messages'][] = sprintf(
				/* translators: %d: number of payouts a run is still handling */
				_n( 'Payout schedule: %d payout is still being handled by a run and was kept whole; erase again once the run is done.', 'Payout schedule: %d payouts are still being handled by a run and were kept whole; erase again once the run is done.', $in_progress, 'vendor-payout-schedule' ),
				$in_progress
			);
		}
		return $result;
	}
}
