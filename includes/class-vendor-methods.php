<?php
/**
 * Which withdraw methods a vendor can be paid with.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * Asks Dokan Lite's withdraw functions; keeps no state of its own.
 */
final class Vendor_Methods {

	/**
	 * The methods the administrator allows for withdrawals that can be made without the vendor
	 * (Dokan's "withdrawable" methods, PayPal and bank transfer unless filtered).
	 *
	 * @return string[] Method keys.
	 */
	public function offered(): array {
		return array_values( array_filter( (array) dokan_withdraw_get_withdrawable_active_methods(), 'is_string' ) );
	}

	/**
	 * The offered methods the vendor has set up — the methods a payout may use.
	 *
	 * @param int $vendor_id Vendor (user) id.
	 * @return string[] Method keys.
	 */
	public function usable( int $vendor_id ): array {
		$set_up = (array) dokan_get_seller_active_withdraw_methods( $vendor_id );
		return array_values( array_intersect( $this->offered(), $set_up ) );
	}

	/**
	 * Whether a payout to the vendor may use the method.
	 *
	 * @param int    $vendor_id Vendor (user) id.
	 * @param string $method    Method key.
	 */
	public function is_usable( int $vendor_id, string $method ): bool {
		return in_array( $method, $this->usable( $vendor_id ), true );
	}

	/**
	 * A method's title, e.g. "PayPal" (the key itself when Dokan does not know the method).
	 *
	 * @param string $method Method key.
	 */
	public function title( string $method ): string {
		$title = dokan_withdraw_get_method_title( $method );
		return is_string( $title ) && '' !== $title ? $title : $method;
	}

	/**
	 * The title with the current user's account details, e.g. "PayPal ( v****r@example.com )".
	 * Dokan reads the details of the current user (vendor staff map to their vendor).
	 *
	 * @param string $method Method key.
	 */
	public function title_with_info( string $method ): string {
		$info = (string) dokan_withdraw_get_method_additional_info( $method );
		return trim( $this->title( $method ) . ' ' . $info );
	}
}
