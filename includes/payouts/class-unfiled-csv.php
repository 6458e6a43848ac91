<?php
/**
 * The plain CSV of requests no payout file can pay.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

use VendorPayoutSchedule\Admin\Admin_Wording;
use VendorPayoutSchedule\Csv_Rows;

defined( 'ABSPATH' ) || exit;

/**
 * One row per request with every field Dokan holds for it — the vendor by number and store name,
 * the figures, the method and all its payment details in full (the admin pays these by hand) —
 * and the reason it is in no file, in the admin's words. Amount, charge and what to pay are
 * written alike, with the currency's decimals and a point ("77.70", "0.00", "77.70"), as Dokan
 * rounds them. A header row names the columns; vendors' text is made safe for spreadsheets.
 */
final class Unfiled_Csv {

	/**
	 * Rows written.
	 *
	 * @var int
	 */
	private int $rows = 0;

	/**
	 * Payment details in the file, Dokan's key => column.
	 *
	 * @var array<string, string>
	 */
	private array $details;

	/**
	 * Writes the header row.
	 *
	 * @param resource $out Where the rows go (php://output for a download).
	 */
	public function __construct( private $out ) {
		$this->details = array(
			'email'          => __( 'PayPal e-mail', 'vendor-payout-schedule' ),
			'ac_name'        => __( 'Account holder', 'vendor-payout-schedule' ),
			'ac_type'        => __( 'Account type', 'vendor-payout-schedule' ),
			'ac_number'      => __( 'Account number', 'vendor-payout-schedule' ),
			'routing_number' => __( 'Routing number', 'vendor-payout-schedule' ),
			'iban'           => __( 'IBAN', 'vendor-payout-schedule' ),
			'swift'          => __( 'SWIFT/BIC', 'vendor-payout-schedule' ),
			'bank_name'      => __( 'Bank name', 'vendor-payout-schedule' ),
			'bank_addr'      => __( 'Bank address', 'vendor-payout-schedule' ),
		);
		Csv_Rows::put(
			$this->out,
			array_merge(
				array(
					__( 'Request', 'vendor-payout-schedule' ),
					__( 'Reference', 'vendor-payout-schedule' ),
					__( 'Vendor ID', 'vendor-payout-schedule' ),
					__( 'Vendor', 'vendor-payout-schedule' ),
					__( 'Date', 'vendor-payout-schedule' ),
					__( 'Status', 'vendor-payout-schedule' ),
					__( 'Method', 'vendor-payout-schedule' ),
					__( 'Currency', 'vendor-payout-schedule' ),
					__( 'Amount', 'vendor-payout-schedule' ),
					__( 'Withdraw charge', 'vendor-payout-schedule' ),
					__( 'To pay', 'vendor-payout-schedule' ),
					__( 'Why it is in no file', 'vendor-payout-schedule' ),
				),
				array_values( $this->details ),
				array( __( 'Note', 'vendor-payout-schedule' ) )
			)
		);
	}

	/**
	 * Writes the request's row.
	 *
	 * @param Payout_Request $request The request.
	 * @param string         $reason  Why Payout_Sorter put it in no file.
	 */
	public function add( Payout_Request $request, string $reason ): void {
		$decimals = Payout_File::currency_decimals( $request->currency );
		$amount   = static fn ( string $figure ): string => Payout_File::amount_text( Payout_Request::minor_units( $figure, $decimals ), $decimals );
		$row      = array(
			$request->id,
			$request->reference(),
			$request->vendor_id,
			self::vendor_name( $request->vendor_id ),
			$request->date,
			Admin_Wording::request_status( $request->status ),
			(string) dokan_withdraw_get_method_title( $request->method ),
			$request->currency,
			$amount( $request->amount ),
			$amount( $request->charge ),
			$amount( $request->receivable ),
			Admin_Wording::unfiled( $reason, $request ),
		);
		foreach ( array_keys( $this->details ) as $key ) {
			$row[] = $request->detail( $key );
		}
		$row[] = $request->note;
		Csv_Rows::put( $this->out, $row );
		++$this->rows;
	}

	/**
	 * The vendor as the admin knows them: the store's name (Dokan keeps it in the vendor's profile
	 * settings), else the user's display name; '' for a deleted user.
	 *
	 * @param int $vendor_id The vendor.
	 */
	private static function vendor_name( int $vendor_id ): string {
		$profile = get_user_meta( $vendor_id, 'dokan_profile_settings', true );
		$store   = is_array( $profile ) ? trim( (string) ( $profile['store_name'] ?? '' ) ) : '';
		if ( '' !== $store ) {
			return $store;
		}
		$user = get_userdata( $vendor_id );
		return $user ? (string) $user->display_name : '';
	}

	/**
	 * What was written.
	 */
	public function finish(): Payout_File {
		return new Payout_File( Payout_File::UNFILED, '', 1, $this->rows, 0, 2 );
	}
}
