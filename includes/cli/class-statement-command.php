<?php
/**
 * `wp payout-schedule statement`: a scheduled payout's statement.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Cli;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Rest\Statement_Wording;
use VendorPayoutSchedule\Statement\Payout_Statement;
use VendorPayoutSchedule\Statement\Statement_Entry;
use WP_CLI;

defined( 'ABSPATH' ) || exit;

/**
 * Prints a scheduled payout's statement.
 *
 * Its figures as the admin's statement screen shows them, or its lines from Dokan's balance ledger.
 */
final class Statement_Command {

	/**
	 * Columns of the statement's lines.
	 */
	private const ENTRY_FIELDS = array( 'id', 'kind', 'reference', 'label', 'status', 'available_from', 'earned', 'deducted', 'pending', 'balance' );

	/**
	 * Prints a scheduled payout's statement.
	 *
	 * Opening balance, earned, deducted, closing and requested; with --lines, each line of Dokan's ledger behind them.
	 *
	 * ## OPTIONS
	 *
	 * <payout-id>
	 * : The payout's id (as the run's record and the vendor's e-mail give it).
	 *
	 * [--lines]
	 * : Print the statement's lines instead of its figures.
	 *
	 * [--format=<format>]
	 * : Output format.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - csv
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp payout-schedule statement 1042 --user=admin
	 *     $ wp payout-schedule statement 1042 --lines --format=csv --user=admin > statement.csv
	 *
	 * @param string[]              $args       The payout's id.
	 * @param array<string, string> $assoc_args Options.
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		Command_Access::require_manager();
		try {
			$statement = Payout_Statement::of( (int) $args[0] );
		} catch ( Database_Error $e ) {
			WP_CLI::error( $e->getMessage() );
		}
		if ( null === $statement ) {
			/* translators: %s: what was given as a payout's id. */
			WP_CLI::error( sprintf( __( 'There is no scheduled payout %s.', 'vendor-payout-schedule' ), $args[0] ) );
		}
		if ( $statement->is_erased() ) {
			WP_CLI::error( __( 'This payout’s figures were erased with the vendor’s personal data.', 'vendor-payout-schedule' ) );
		}
		if ( isset( $assoc_args['lines'] ) ) {
			$rows = array();
			try {
				$statement->each_entry(
					static function ( Statement_Entry $entry ) use ( &$rows ): void {
						$rows[] = array(
							'id'             => $entry->id,
							'kind'           => $entry->kind,
							'reference'      => $entry->reference,
							'label'          => Statement_Wording::label( $entry ),
							'status'         => Statement_Wording::status( $entry ),
							'available_from' => $entry->available_from,
							'earned'         => Payout_Statement::amount( $entry->earned ),
							'deducted'       => Payout_Statement::amount( $entry->deducted ),
							'pending'        => Payout_Statement::amount( $entry->pending ),
							'balance'        => null === $entry->balance ? '' : Payout_Statement::amount( $entry->balance ),
						);
					},
					true
				);
			} catch ( Database_Error $e ) {
				WP_CLI::error( $e->getMessage() );
			}
			Command_Access::print_rows( $assoc_args, $rows, self::ENTRY_FIELDS );
			return;
		}
		$request = $statement->request();
		Command_Access::print_item(
			$assoc_args,
			array(
				'payout'         => (int) $args[0],
				'vendor_id'      => $statement->vendor_id(),
				'read_at'        => $statement->read_at(),
				'period_start'   => (string) $statement->period_start(),
				'opening'        => Payout_Statement::amount( $statement->opening() ),
				'earned'         => Payout_Statement::amount( $statement->earned() ),
				'deducted'       => Payout_Statement::amount( $statement->deducted() ),
				'closing'        => Payout_Statement::amount( $statement->closing() ),
				'reserve'        => Payout_Statement::amount( $statement->reserve() ),
				'requested'      => Payout_Statement::amount( $statement->requested() ),
				'request_id'     => $request['id'] ?? 0,
				'request_status' => $request['status'] ?? '',
				'skipped'        => Statement_Wording::skip( $statement ),
				'agrees'         => $statement->agrees() ? 'yes' : 'no',
				'lines'          => $statement->entry_count(),
			)
		);
	}
}
