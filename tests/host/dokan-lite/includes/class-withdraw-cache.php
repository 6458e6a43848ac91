<?php
/**
 * Dokan Lite's withdraw cache invalidation (includes/Withdraw/WithdrawCache.php, created by
 * includes/Withdraw/Hooks.php): a vendor's cached withdraw lists and balance are forgotten after a
 * request is made (`dokan_after_withdraw_request`, which Withdraw::create() does NOT fire), after a
 * status change, an update or a deletion.
 *
 * @package DokanStandIn
 */

namespace WeDevs\Dokan\Withdraw;

use WeDevs\Dokan\Cache;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks the invalidation.
 */
class WithdrawCache {

	/**
	 * Same hooks as Dokan.
	 */
	public function __construct() {
		add_action( 'dokan_after_withdraw_request', array( $this, 'withdraw_request_created' ), 10, 3 );
		add_action( 'dokan_withdraw_status_updated', array( $this, 'withdraw_status_updated' ), 10, 3 );
		add_action( 'dokan_withdraw_updated', array( $this, 'invalidate_withdraw_cache' ), 10 );
		add_action( 'dokan_withdraw_deleted', array( $this, 'invalidate_withdraw_cache' ), 10 );
	}

	/**
	 * Forgets the vendor's group (lists and balance) and the all-vendors group.
	 *
	 * @param int $seller_id Vendor id.
	 */
	public static function delete( $seller_id ) {
		Cache::invalidate_group( "withdraws_seller_$seller_id" );
		Cache::invalidate_group( 'withdraws' );
	}

	/**
	 * @param int $seller_id Vendor id.
	 */
	public function withdraw_request_created( $seller_id ) {
		static::delete( $seller_id );
	}

	/**
	 * @param string $status    Status.
	 * @param int    $seller_id Vendor id.
	 */
	public function withdraw_status_updated( $status, $seller_id ) {
		static::delete( $seller_id );
	}

	/**
	 * @param Withdraw $withdraw Request.
	 */
	public function invalidate_withdraw_cache( $withdraw ) {
		static::delete( $withdraw->get_user_id() );
	}
}
