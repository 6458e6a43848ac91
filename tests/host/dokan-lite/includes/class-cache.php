<?php
/**
 * Dokan Lite's object cache wrapper (includes/Cache.php over includes/Abstracts/DokanCache.php and
 * includes/Traits/ObjectCache.php): keys carry a per-group prefix kept in the cache itself, and a
 * group is invalidated by giving it a new prefix, so entries outlive the request on a site with a
 * persistent object cache until Dokan invalidates their group.
 *
 * @package DokanStandIn
 */

namespace WeDevs\Dokan;

defined( 'ABSPATH' ) || exit;

/**
 * Prefixed cache reads and writes, and group invalidation.
 */
class Cache {

	/**
	 * A cached value, or false.
	 *
	 * @param string $key   Key.
	 * @param string $group Group.
	 */
	public static function get( $key, $group = '' ) {
		return wp_cache_get( self::key( $key, $group ), self::group( $group ) );
	}

	/**
	 * Caches a value for two weeks, as Dokan does.
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
	 * Forgets every entry of a group by giving it a new prefix.
	 *
	 * @param string $group Group.
	 */
	public static function invalidate_group( $group ) {
		$group = self::group( $group );
		return wp_cache_set( $group . '_prefix', self::time_prefix(), $group );
	}

	/**
	 * `dokan_{group prefix}_{key}`.
	 *
	 * @param string $key   Key.
	 * @param string $group Group.
	 */
	private static function key( $key, $group ) {
		$group  = self::group( $group );
		$prefix = wp_cache_get( $group . '_prefix', $group );
		if ( false === $prefix ) {
			$prefix = self::time_prefix();
			wp_cache_set( $group . '_prefix', $prefix, $group );
		}
		return 'dokan_' . $prefix . '_' . sanitize_key( $key );
	}

	/**
	 * `dokan_cache_{group}`.
	 *
	 * @param string $group Group.
	 */
	private static function group( $group ) {
		return 'dokan_cache_' . sanitize_key( $group );
	}

	/**
	 * A fresh prefix.
	 */
	private static function time_prefix() {
		return str_replace( array( '.', ' ' ), '_', microtime() );
	}
}
