<?php
/**
 * The figures at the head of a run's record.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Request_Status;
use VendorPayoutSchedule\Price_Text;

defined( 'ABSPATH' ) || exit;

/**
 * Vendors, requests filed and their total, what Dokan has done with them since (approved: paid;
 * awaiting approval; cancelled), and the skips by reason.
 */
final class Run_Record_Summary {

	/**
	 * Prints the state line and the figures.
	 *
	 * @param object            $run    The runs table's row.
	 * @param Run_Record_Source $source The run's rows.
	 */
	public function render( object $run, Run_Record_Source $source ): void {
		$figures = self::figures( $source->groups() );
		if ( null === $run->finished_at ) {
			printf( '<p class="vps-record__state">%s</p>', esc_html__( 'This run has not finished: vendors are still being handled, and the figures grow as it goes.', 'vendor-payout-schedule' ) );
		} else {
			printf(
				'<p class="vps-record__state">%s</p>',
				esc_html(
					sprintf(
						/* translators: %s: date and time the run finished. */
						__( 'Done on %s. Request statuses are Dokan’s as they are now.', 'vendor-payout-schedule' ),
						wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) strtotime( $run->finished_at . ' UTC' ) )
					)
				)
			);
		}
		$amount = static fn ( string $key ): string => Price_Text::format( $figures['amounts'][ $key ] ?? 0.0 );
		$count  = static fn ( string $key ): string => number_format_i18n( $figures['counts'][ $key ] ?? 0 );
		Outcome_Summary::render(
			__( 'Figures of this run', 'vendor-payout-schedule' ),
			array(
				array(
					'label' => __( 'Vendors', 'vendor-payout-schedule' ),
					'value' => $count( 'vendors' ),
				),
				array(
					'label'  => __( 'Requests filed', 'vendor-payout-schedule' ),
					'value'  => $count( Outcome::REQUESTED ),
					/* translators: %s: an amount of money. */
					'detail' => sprintf( __( 'Together %s', 'vendor-payout-schedule' ), $amount( Outcome::REQUESTED ) ),
				),
				array(
					'label'  => __( 'Paid (approved in Dokan)', 'vendor-payout-schedule' ),
					'value'  => $count( Request_Status::APPROVED ),
					'detail' => $amount( Request_Status::APPROVED ),
				),
				array(
					'label'  => __( 'Awaiting approval', 'vendor-payout-schedule' ),
					'value'  => $count( Request_Status::PENDING ),
					'detail' => $amount( Request_Status::PENDING ),
				),
				array(
					'label'  => __( 'Cancelled in Dokan', 'vendor-payout-schedule' ),
					'value'  => $count( Request_Status::CANCELLED ),
					'detail' => $amount( Request_Status::CANCELLED ),
				),
				array(
					'label'  => __( 'Skipped', 'vendor-payout-schedule' ),
					'value'  => $count( Outcome::SKIPPED ),
					'detail' => array() === $figures['skipped'] ? '' : ( new Runs_Report() )->skipped_text( $figures['skipped'] ),
				),
			)
		);
	}

	/**
	 * Counts and amounts from the source's groups.
	 *
	 * @param object[] $groups Run_Record_Source::groups().
	 * @return array{counts: array<string, int>, amounts: array<string, float>, skipped: array<string, int>}
	 */
	public static function figures( array $groups ): array {
		$figures = array(
			'counts'  => array( 'vendors' => 0 ),
			'amounts' => array(),
			'skipped' => array(),
		);
		foreach ( $groups as $group ) {
			$vendors                       = (int) $group->vendors;
			$figures['counts']['vendors'] += $vendors;
			if ( Payout_Ledger::SKIPPED === $group->status ) {
				$figures['counts'][ Outcome::SKIPPED ]        = ( $figures['counts'][ Outcome::SKIPPED ] ?? 0 ) + $vendors;
				$figures['skipped'][ (string) $group->reason ] = ( $figures['skipped'][ (string) $group->reason ] ?? 0 ) + $vendors;
				continue;
			}
			if ( Payout_Ledger::FILED !== $group->status ) {
				continue;
			}
			foreach ( array( Outcome::REQUESTED, Request_Status::of_code( $group->request_status ) ) as $key ) {
				$figures['counts'][ $key ]  = ( $figures['counts'][ $key ] ?? 0 ) + $vendors;
				$figures['amounts'][ $key ] = round( ( $figures['amounts'][ $key ] ?? 0.0 ) + (float) $group->total, 2 );
			}
		}
		return $figures;
	}
}
