<?php
/**
 * Who may use the vendor's scheduled-disbursement endpoints.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Rest;

use VendorPayoutSchedule\Settings\Withdraw_Settings;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * A logged-in user who can manage withdrawals, on a marketplace with scheduled payouts on; and that
 * question asked before anything about the request's body, so a caller who may not ask learns
 * nothing about what a valid body looks like.
 */
final class Disbursement_Access {

	/**
	 * Takes the settings that say whether scheduled payouts are on.
	 *
	 * @param Withdraw_Settings $settings Settings.
	 */
	public function __construct( private readonly Withdraw_Settings $settings ) {
	}

	/**
	 * Whether the current user may read and change their schedule. Cookie-authenticated requests
	 * without a valid REST nonce reach this as logged out.
	 *
	 * @return true|WP_Error 401 when logged out, 403 otherwise.
	 */
	public function check() {
		if ( ! is_user_logged_in() ) {
			return new WP_Error(
				'vendor_payout_schedule_rest_not_logged_in',
				__( 'Please log in to manage your withdraw schedule.', 'vendor-payout-schedule' ),
				array( 'status' => 401 )
			);
		}
		if ( ! current_user_can( 'dokan_manage_withdraw' ) ) {
			return new WP_Error(
				'vendor_payout_schedule_rest_cannot_manage_withdraw',
				__( 'Sorry, only vendors can manage a withdraw schedule.', 'vendor-payout-schedule' ),
				array( 'status' => 403 )
			);
		}
		if ( ! $this->settings->is_enabled() ) {
			return new WP_Error(
				'vendor_payout_schedule_rest_schedule_disabled',
				__( 'Scheduled withdrawals are not enabled on this marketplace.', 'vendor-payout-schedule' ),
				array( 'status' => 403 )
			);
		}
		return true;
	}

	/**
	 * WordPress checks the body (required fields, types, JSON) before the permission callback, so a
	 * logged-out caller with a bad body would hear 400 about the body. On the disbursement routes the
	 * caller is checked first: whoever may not ask hears 401 or 403 whatever the body holds.
	 *
	 * @param mixed                $response The body's error, if any, or what is to be answered.
	 * @param array<string, mixed> $handler  The route handler about to run.
	 * @param WP_REST_Request      $request  Request.
	 * @return mixed
	 */
	public static function ask_who_before_what( $response, $handler, $request ) {
		$permission = $handler['permission_callback'] ?? null;
		if ( ! is_wp_error( $response ) || ! is_array( $permission ) || ! ( ( $permission[0] ?? null ) instanceof Disbursement_Controller ) ) {
			return $response;
		}
		$allowed = call_user_func( $permission, $request );
		return is_wp_error( $allowed ) ? $allowed : $response;
	}
}
