<?php
/**
 * The Next run preview, the vendor's panel and the run make one decision: what the preview shows
 * for a vendor before the run is what the run records for that vendor after it.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Next_Run_Preview;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Scheduler;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Rest\Vendor_Payout_Status;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

/**
 * A seeded weekly run with a vendor of every outcome the run can reach.
 */
final class Preview_Agrees_With_Run_Test extends Engine_Test_Case {

	public function test_the_preview_shows_for_every_vendor_the_reason_amount_method_and_figures_the_run_records(): void {
		$vendors = Engine_Site::seed_vendors(
			array(
				'filed'                     => array( 'balance' => '250.75' ),
				'filed, keeping a reserve'  => array(
					'balance' => '120',
					'reserve' => 20,
					'method'  => 'bank',
					'methods' => array( 'paypal', 'bank' ),
				),
				'below the minimum'         => array(
					'balance' => '80',
					'minimum' => 100,
				),
				'below the withdraw limit'  => array( 'balance' => '10' ),
				'reserve leaves too little' => array(
					'balance' => '120',
					'reserve' => 100,
				),
				'method inactive'           => array(
					'balance' => '300',
					'method'  => 'bank',
				),
				'no method'                 => array(
					'balance' => '300',
					'method'  => '',
					'methods' => array(),
				),
				'pending request'           => array( 'balance' => '400' ),
				'refused by Dokan'          => array(
					'balance' => '300',
					'selling' => false,
				),
				'no longer a vendor'        => array(
					'balance' => '300',
					'role'    => 'customer',
				),
			)
		);
		Engine_Site::manual_request( $vendors[7], 50 );
		$date = $this->weekly_date();

		$shown = array();
		( new Next_Run_Preview( 'weekly', $date ) )->each_chunk(
			array(),
			static function ( array $rows ) use ( &$shown ): void {
				foreach ( $rows as $row ) {
					$shown[ $row['vendor_id'] ] = array(
						'reason'  => $row['reason'],
						'amount'  => $row['amount'],
						'method'  => $row['method'],
						'figures' => $row['figures'],
						'note'    => $row['note'],
					);
				}
			}
		);
		$projected = array();
		foreach ( $vendors as $vendor ) {
			$projected[ $vendor ] = ( new Vendor_Payout_Status() )->add_fields( array(), $vendor )['projected_amount'];
		}

		Engine_Site::run( 'weekly', $date );

		$recorded = array();
		foreach ( Engine_Site::outcomes( $date ) as $vendor => $row ) {
			$recorded[ $vendor ] = array(
				'reason'  => Payout_Ledger::REQUESTED === $row->status ? null : $row->reason,
				'amount'  => (float) $row->amount,
				'method'  => $row->method,
				'figures' => array(
					'balance'        => (float) $row->balance,
					'minimum'        => (float) $row->minimum,
					'reserve'        => (float) $row->reserve,
					'withdraw_limit' => (float) $row->withdraw_limit,
				),
				'note'    => (string) $row->note,
			);
		}
		ksort( $shown );
		ksort( $recorded );

		$this->assertSame(
			array( null, null, Skip_Reason::BelowMinimum->value, Skip_Reason::BelowMinimum->value, Skip_Reason::ReserveLeavesTooLittle->value, Skip_Reason::MethodInactive->value, Skip_Reason::NoMethod->value, Skip_Reason::PendingRequest->value, Skip_Reason::HostRefused->value, Skip_Reason::NotVendor->value ),
			array_map( static fn ( array $outcome ): ?string => $outcome['reason'], array_values( $recorded ) ),
			'the run reached every outcome: two requests and each reason'
		);
		foreach ( $vendors as $vendor ) {
			$this->assertSame( $recorded[ $vendor ], $shown[ $vendor ] ?? null, "vendor $vendor: the preview shows what the run recorded" );
		}
		$this->assertSame( 'Vendor is not enabled for selling, please contact site admin', $recorded[ $vendors[8] ]['note'], "Dokan's own refusal, from its validation" );

		// The panel answers only users who may manage withdrawals (Disbursement_Controller).
		foreach ( array_slice( $vendors, 0, 9 ) as $vendor ) {
			$this->assertSame(
				null === $recorded[ $vendor ]['reason'] ? array( 'amount' => $recorded[ $vendor ]['amount'] ) : $recorded[ $vendor ]['reason'],
				null === $recorded[ $vendor ]['reason'] ? $projected[ $vendor ] : $projected[ $vendor ]['skipped'],
				"vendor $vendor: the panel projected what the run did"
			);
		}
	}

	public function test_the_preview_shows_the_runs_the_scheduler_plans(): void {
		$settings = get_option( Withdraw_Settings::DOKAN_OPTION );
		$settings['disbursement_schedule']['biweekly'] = 'biweekly';
		update_option( Withdraw_Settings::DOKAN_OPTION, $settings );
		( new Payout_Scheduler() )->plan();

		$planned = array();
		foreach ( Engine_Site::events( Payout_Scheduler::RUN_HOOK ) as $event ) {
			$planned[] = array(
				'schedule' => $event['args'][0],
				'date'     => $event['args'][1],
			);
		}
		$previewed = Next_Run_Preview::runs();
		sort( $planned );
		sort( $previewed );

		$this->assertCount( 3, $previewed, 'weekly, every other week and monthly' );
		$this->assertSame( $planned, $previewed );
	}

	/**
	 * The weekly schedule's next run, as the preview lists it.
	 */
	private function weekly_date(): string {
		foreach ( Next_Run_Preview::runs() as $run ) {
			if ( 'weekly' === $run['schedule'] ) {
				return $run['date'];
			}
		}
		$this->fail( 'No next run of the weekly schedule.' );
	}
}
