<?php
/**
 * Dokan Lite's object cache helper (includes/Cache.php over includes/Traits/ObjectCache.php): keys
 * live in a group whose prefix changes when the group is invalidated, so one call drops a whole
 * group. `Vendor::get_balance()` keeps a vendor's balance of the day in `withdraws_seller_{id}`.
 *
 * @package DokanStandIn
 */

namespace WeDevs\Dokan;

defined( 'ABSPATH' ) || exit;

/**
 * get(), set() and invalidate_group(), as Dokan's.
 */
class Cache {

	/**
	 * A cached value, or false.
	 *
	 * @param string $key   Key.
	 * @param string $group Group.
	 * @return mixed
	 */
	public static function get( $key, $group = '' ) {
		return wp_cache_get( self::key( $key, $group ), self::group( $group ) );
	}

	/**
	 * Caches a value (two weeks, as Dokan).
	 *
	 * @param string $key    Key.
	 * @param mixed  $value  Value.
	 * @param string $group  Group.
	 * @param int    $expire Seconds.
	 */
	public static function set( $key, $value, $group = '', $expire = WEEK_IN_SECONDS * 2 ) {
		return wp_cache_set( self::key( $key, $group ), $value, self::group( $group ), $expire );
	}

	/**
	 * Drops every key of a group by giving it a new prefix.
	 *
	 * @param string $group Group.
	 */
	public static function invalidate_group( $group ) {
		$group = self::group( $group );
		return wp_cache_set( $group . '_prefix', self::time_prefix(), $group );
	}

	/**
	 * Dokan's `dokan_cache_` group prefix.
	 *
	 * @param string $group Group.
	 */
	private static function group( $group ) {
		return empty( $group ) ? '' : 'dokan_cache_' . sanitize_key( $group );
	}

	/**
	 * The key under the group's current prefix.
	 *
	 * @param string $key   Key.
	 * @param string $group Group.
	 */
	private static function key( $key, $group ) {
		if ( empty( $group ) ) {
			return 'dokan_' . sanitize_key( $key );
		}
		$group  = self::group( $group );
		$prefix = wp_cache_get( $group . '_prefix', $group );
		if ( false === $prefix ) {
			$prefix = self::time_prefix();
			wp_cache_set( $group . '_prefix', $prefix, $group );
		}
		return 'dokan_' . $prefix . '_' . sanitize_key( $key );
	}

	/**
	 * microtime() with dots and spaces as underscores.
	 */
	private static function time_prefix() {
		return str_replace( array( '.', ' ' ), '_', microtime() );
	}
}

/*
 * includes/Withdraw/WithdrawCache.php: a request's status change or removal drops the vendor's
 * withdraw caches, the balance among them.
 */
foreach ( array( 'dokan_withdraw_updated', 'dokan_withdraw_deleted' ) as $dokan_stand_in_hook ) {
	add_action(
		$dokan_stand_in_hook,
		static function ( $withdraw ) {
			Cache::invalidate_group( 'withdraws_seller_' . $withdraw->get_user_id() );
			Cache::invalidate_group( 'withdraws' );
		}
	);
}
unset( $dokan_stand_in_hook );
