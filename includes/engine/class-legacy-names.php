<?php
/**
 * The names the engine's tables and version option had before they took the plugin's full prefix.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * Moves a site's tables and option from the three-letter `vps_` names to the plugin's prefix.
 *
 * WordPress.org and WordPress Coding Standards 3.2+ refuse prefixes shorter than four characters,
 * so `{prefix}vps_payouts`, `{prefix}vps_payout_runs` and the `vps_engine_db_version` option were
 * renamed. A table is renamed in place (RENAME TABLE keeps every row, index and AUTO_INCREMENT)
 * only while the new name is free; should both names exist, the old table is left as it is, so no
 * row is ever dropped, and uninstall removes it with the rest.
 */
final class Legacy_Names {

	/**
	 * Old table suffix => new table suffix, both after `$wpdb->prefix`.
	 */
	public const TABLES = array(
		'vps_payouts'     => Schema::PAYOUTS_SUFFIX,
		'vps_payout_runs' => Schema::RUNS_SUFFIX,
	);

	/**
	 * The version option's old name.
	 */
	public const VERSION_OPTION = 'vps_engine_db_version';

	/**
	 * Renames what still has its old name; does nothing on a site that never had one.
	 */
	public static function adopt(): void {
		global $wpdb;
		foreach ( self::TABLES as $old_suffix => $new_suffix ) {
			$old = $wpdb->prefix . $old_suffix;
			$new = $wpdb->prefix . $new_suffix;
			if ( self::table_exists( $old ) && ! self::table_exists( $new ) ) {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the plugin's own table names from $wpdb->prefix; a rename, which no cache holds.
				$wpdb->query( "RENAME TABLE `{$old}` TO `{$new}`" );
			}
		}

		$version = get_option( self::VERSION_OPTION );
		if ( false !== $version ) {
			if ( false === get_option( Schema::VERSION_OPTION ) ) {
				update_option( Schema::VERSION_OPTION, $version, true );
			}
			delete_option( self::VERSION_OPTION );
		}
	}

	/**
	 * Drops whatever still has an old name (uninstall only).
	 */
	public static function uninstall(): void {
		global $wpdb;
		foreach ( array_keys( self::TABLES ) as $old_suffix ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the plugin's own table names from $wpdb->prefix; no cache holds a dropped table.
			$wpdb->query( "DROP TABLE IF EXISTS `{$wpdb->prefix}{$old_suffix}`" );
		}
		delete_option( self::VERSION_OPTION );
	}

	/**
	 * Whether a table of this exact name exists in the site's database.
	 *
	 * @param string $table Full table name.
	 */
	private static function table_exists( string $table ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- asks the schema itself, which no cache holds.
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
	}
}
