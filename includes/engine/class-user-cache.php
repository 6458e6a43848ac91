<?php
/**
 * Users and their meta in WordPress's runtime cache.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * Going through thousands of vendors, a run and the Next run preview load each chunk's users at
 * once (`cache_users()`); users and their meta are what weighs in the runtime cache, so both drop
 * them between chunks and memory stays flat whatever the number of vendors.
 */
final class User_Cache {

	/**
	 * Drops users and their meta from the runtime cache (the rest, Dokan's balances of the batch
	 * among it, stays).
	 */
	public static function forget_users(): void {
		if ( ! function_exists( 'wp_cache_supports' ) || ! wp_cache_supports( 'flush_group' ) ) {
			return;
		}
		foreach ( array( 'users', 'user_meta', 'userlogins', 'useremail', 'userslugs' ) as $group ) {
			wp_cache_flush_group( $group );
		}
	}
}
