<?php
/**
 * Vendors with payment details and requests filed through Dokan, for the payout files' tests and
 * benchmark; and the independent readers of the files.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Payouts\Originator;
use VendorPayoutSchedule\Payouts\Payout_Batch;
use VendorPayoutSchedule\Payouts\Payout_File;
use VendorPayoutSchedule\Payouts\Payout_Files;

/**
 * Everything a test of the payout files sets up, and how it reads what they wrote.
 */
final class Payout_Files_Site {

	/**
	 * A vendor (Engine_Site::seed_vendors()) of the store "Files store" whose payment profile is the
	 * given one, as the vendor's payment settings store it (`dokan_profile_settings` → `payment`).
	 *
	 * @param array<string, array<string, string>> $payment Method => details, e.g. [ 'bank' => [ 'iban' => … ] ].
	 * @param string                               $balance The vendor's balance.
	 */
	public static function vendor( array $payment, string $balance = '5000' ): int {
		$id       = Engine_Site::seed_vendors( array( array( 'balance' => $balance, 'methods' => array() ) ) )[0];
		$settings = get_user_meta( $id, 'dokan_profile_settings', true );
		$settings = is_array( $settings ) ? $settings : array();

		$settings['payment']    = $payment;
		$settings['store_name'] = 'Files store';
		update_user_meta( $id, 'dokan_profile_settings', $settings );
		wp_cache_flush();
		return $id;
	}

	/**
	 * A pending request filed as Dokan's REST controller files one (WithdrawController::create_item():
	 * a Withdraw set up and saved, which copies the vendor's payment details and the charge into
	 * `details`); a currency other than the shop's is stored in `details` as a multi-currency plugin
	 * does through `dokan_withdraw_request_details_data`.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $amount    Amount.
	 * @param string $method    Method key.
	 * @param string $currency  '' for the shop's.
	 */
	public static function request( int $vendor_id, string $amount, string $method, string $currency = '' ): int {
		$mark = static function ( $details ) use ( $currency ) {
			$details['currency'] = $currency;
			return $details;
		};
		if ( '' !== $currency ) {
			add_filter( 'dokan_withdraw_request_details_data', $mark );
		}
		$withdraw = new WeDevs\Dokan\Withdraw\Withdraw();
		$withdraw->set_user_id( $vendor_id )
			->set_amount( $amount )
			->set_date( dokan_current_datetime()->format( 'Y-m-d H:i:s' ) )
			->set_status( dokan()->withdraw->get_status_code( 'pending' ) )
			->set_method( $method )
			->set_ip( '127.0.0.1' )
			->set_note( '' );
		$saved = $withdraw->save();
		remove_filter( 'dokan_withdraw_request_details_data', $mark );
		if ( is_wp_error( $saved ) ) {
			throw new RuntimeException( esc_html( $saved->get_error_message() ) );
		}
		return (int) $saved->get_id();
	}

	/**
	 * Dokan's withdraw charges (Dokan → Settings → Withdraw, `withdraw_charges`).
	 *
	 * @param array<string, array{fixed: string, percentage: string}> $charges Method => charge.
	 */
	public static function charges( array $charges ): void {
		$settings                     = get_option( 'dokan_withdraw', array() );
		$settings['withdraw_charges'] = $charges;
		update_option( 'dokan_withdraw', $settings );
	}

	/**
	 * Complete originator details: a US bank's routing numbers and a German debtor account.
	 */
	public static function originator(): Originator {
		return Originator::from_array(
			array(
				'company_name'               => 'Engine Market',
				'company_id'                 => '1234567890',
				'odfi_routing'               => '021000021',
				'immediate_destination'      => '021000021',
				'immediate_destination_name' => 'First Demo Bank',
				'immediate_origin'           => '1234567890',
				'immediate_origin_name'      => 'Engine Market LLC',
				'entry_description'          => 'PAYOUT',
				'debtor_name'                => 'Engine Market GmbH',
				'debtor_iban'                => 'DE89 3704 0044 0532 0130 00',
				'debtor_bic'                 => 'COBADEFFXXX',
			)
		);
	}

	/**
	 * Writes one file of the requests into a temporary file and returns its path.
	 *
	 * @param Payout_File          $file    Which file.
	 * @param int[]                $ids     Request ids.
	 * @param array<string, mixed> $options Payout_Files::write() options.
	 */
	public static function write( Payout_File $file, array $ids, array $options = array() ): string {
		$path = tempnam( sys_get_temp_dir(), 'payout-file' );
		$out  = fopen( $path, 'wb' );
		( new Payout_Files() )->write( $file, $ids, $out, self::originator(), $options + array( 'now' => new DateTimeImmutable( '2026-11-27 10:30:00', wp_timezone() ) ) );
		fclose( $out );
		return $path;
	}

	/**
	 * Reads a file with the independent reader (tests/engine/support/read-payout-file.mjs).
	 *
	 * @param string   $kind ach, csv or bank.
	 * @param string[] $args The file, or the IBANs and BICs.
	 * @return mixed What the reader found.
	 */
	public static function read( string $kind, array $args ) {
		$command = 'node ' . escapeshellarg( __DIR__ . '/read-payout-file.mjs' ) . ' ' . escapeshellarg( $kind );
		foreach ( $args as $arg ) {
			$command .= ' ' . escapeshellarg( $arg );
		}
		$output = shell_exec( $command . ' 2>&1' );
		$data   = json_decode( (string) $output, true );
		if ( null === $data ) {
			throw new RuntimeException( 'The reader failed: ' . esc_html( (string) $output ) );
		}
		return $data;
	}

	/**
	 * Dokan's request as Dokan's REST controller shows it to the admin (prepare_item_for_response():
	 * amount, receivable, method, details).
	 *
	 * @param int $id Request id.
	 * @return array<string, mixed>
	 */
	public static function dokan_request( int $id ): array {
		$withdraw = dokan()->withdraw->get( $id );
		return array(
			'id'         => (int) $withdraw->get_id(),
			'amount'     => (float) $withdraw->get_amount(),
			'receivable' => (float) $withdraw->get_receivable_amount(),
			'charge'     => (float) $withdraw->get_charge(),
			'status'     => (int) $withdraw->get_status(),
			'method'     => $withdraw->get_method(),
			'details'    => maybe_unserialize( $withdraw->get_details() ),
			'note'       => (string) $withdraw->get_note(),
		);
	}

	/**
	 * The Dokan request the engine's run filed for a vendor (its outcome row), 0 for none.
	 *
	 * @param int $vendor_id Vendor id.
	 */
	public static function run_request( int $vendor_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT withdraw_id FROM ' . Schema::payouts_table() . ' WHERE vendor_id = %d', $vendor_id ) );
	}

	/**
	 * Dokan's withdraw balance entries of a vendor: one per request Dokan approved.
	 *
	 * @param int $vendor Vendor id.
	 * @return array<int, array<int, string>> trn_id, debit, credit.
	 */
	public static function withdraw_entries( int $vendor ): array {
		global $wpdb;
		return $wpdb->get_results( $wpdb->prepare( "SELECT trn_id, debit, credit FROM {$wpdb->prefix}dokan_vendor_balance WHERE vendor_id = %d AND trn_type = 'dokan_withdraw'", $vendor ), ARRAY_N );
	}

	/**
	 * As if the approvals goes began had had their five minutes since. A go that died inside
	 * Dokan's approval cannot be told from one whose connection was lost while its PHP goes on
	 * inside it, so the next go leaves such an approval to it for Payout_Batch::UNFINISHED_WAIT:
	 * the kill tests age `approving_at`, as that wait passing would, to have the next go finish it.
	 */
	public static function age_approvals(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::batches_table() . ' SET approving_at = %s WHERE approving_at IS NOT NULL', gmdate( 'Y-m-d H:i:s', time() - Payout_Batch::UNFINISHED_WAIT - 1 ) ) );
	}
}
