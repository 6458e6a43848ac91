<?php
/**
 * An object cache that behaves as a persistent one (Redis, Memcached) does for the engine.
 *
 * @package VendorPayoutSchedule
 */

/**
 * WordPress's own cache, except that what it holds outlives a flush: the runner empties the
 * runtime cache between batches, which on a persistent cache leaves the shared store as it was.
 * Only the code that cached something can make it current again.
 */
final class Lasting_Object_Cache extends WP_Object_Cache {

	/**
	 * Keeps everything, as the persistent store behind a runtime flush does.
	 */
	public function flush() {
		return true;
	}

	/**
	 * Swaps it in for WordPress's cache; returns the cache it replaced, for put_back().
	 */
	public static function install(): WP_Object_Cache {
		$previous                  = $GLOBALS['wp_object_cache'];
		$GLOBALS['wp_object_cache'] = new self();
		return $previous;
	}

	/**
	 * Puts WordPress's cache back.
	 *
	 * @param WP_Object_Cache $previous What install() returned.
	 */
	public static function put_back( WP_Object_Cache $previous ): void {
		$GLOBALS['wp_object_cache'] = $previous;
		wp_cache_flush();
	}
}
