<?php
/**
 * What every payout-schedule command shares: who may run it, and how its rows are printed.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Cli;

use VendorPayoutSchedule\Admin\Settings_Page;
use WP_CLI;
use WP_CLI\Formatter;

defined( 'ABSPATH' ) || exit;

/**
 * The screens' capability, asked of the user WP-CLI's global `--user` made current, and WP-CLI's
 * own formatter for `--format=table|json|csv`.
 */
final class Command_Access {

	/**
	 * The formats every command offers.
	 */
	public const FORMATS = array( 'table', 'json', 'csv' );

	/**
	 * Adds the commands to WP-CLI under `payout-schedule`, the plugin's slug without "vendor"
	 * (the name the admin sees: Dokan → Withdraw Schedule), so it stays clear of Dokan's `dokan`
	 * and of WooCommerce's `wc` and `action-scheduler`.
	 */
	public static function register_commands(): void {
		WP_CLI::add_command( 'payout-schedule', Command_Namespace::class );
		WP_CLI::add_command( 'payout-schedule run', Run_Command::class );
		WP_CLI::add_command( 'payout-schedule batch', Batch_Command::class );
		WP_CLI::add_command( 'payout-schedule statement', Statement_Command::class );
	}

	/**
	 * Stops with an error unless the current user may manage payouts, as on the screens: a shell
	 * has no user until `--user` names one.
	 *
	 * @return int The user's id.
	 */
	public static function require_manager(): int {
		$capability = Settings_Page::capability();
		if ( ! current_user_can( $capability ) ) {
			WP_CLI::error(
				0 === get_current_user_id()
					/* translators: %s: a WordPress capability, e.g. manage_woocommerce. */
					? sprintf( __( 'Name a user who may manage payouts (%s) with --user=<login>.', 'vendor-payout-schedule' ), $capability )
					/* translators: %s: a WordPress capability, e.g. manage_woocommerce. */
					: sprintf( __( 'This user may not manage payouts (%s): name another with --user=<login>.', 'vendor-payout-schedule' ), $capability )
			);
		}
		return get_current_user_id();
	}

	/**
	 * Prints rows in the format the command was asked for.
	 *
	 * @param array<string, mixed>             $assoc_args The command's options (`format`).
	 * @param array<int, array<string, mixed>> $rows       The rows.
	 * @param string[]                         $fields     Their columns, in order.
	 */
	public static function print_rows( array $assoc_args, array $rows, array $fields ): void {
		$format = (string) ( $assoc_args['format'] ?? 'table' );
		if ( ! in_array( $format, self::FORMATS, true ) ) {
			/* translators: %s: the format asked for. */
			WP_CLI::error( sprintf( __( 'Unknown format "%s": use table, json or csv.', 'vendor-payout-schedule' ), $format ) );
		}
		( new Formatter( $assoc_args, $fields ) )->display_items( $rows );
	}

	/**
	 * Prints one record: as a two-column table (Field, Value), or as one JSON object or CSV row.
	 *
	 * @param array<string, mixed> $assoc_args The command's options (`format`).
	 * @param array<string, mixed> $item       The record.
	 */
	public static function print_item( array $assoc_args, array $item ): void {
		$format = (string) ( $assoc_args['format'] ?? 'table' );
		if ( 'table' !== $format ) {
			self::print_rows( $assoc_args, array( $item ), array_keys( $item ) );
			return;
		}
		$rows = array();
		foreach ( $item as $field => $value ) {
			$rows[] = array(
				'Field' => $field,
				'Value' => is_scalar( $value ) || null === $value ? (string) $value : (string) wp_json_encode( $value ),
			);
		}
		self::print_rows( $assoc_args, $rows, array( 'Field', 'Value' ) );
	}
}
