<?php
/**
 * The engine reads a batch's balances and pending requests in one query each, and gets Dokan's answers.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Dokan_Balances;

require_once __DIR__ . '/support/class-balance-comparison.php';

/**
 * Dokan_Balances::of() and requests_among() against Dokan's per-vendor functions.
 */
final class Dokan_Balances_Test extends Engine_Test_Case {

	public function test_the_batch_read_equals_dokans_balance_and_pending_check_for_every_vendor(): void {
		$ids = Balance_Comparison::seed( 60 );

		$this->assertSame( array(), Balance_Comparison::differences( $ids ) );
	}

	public function test_the_seeded_ledger_adds_up_to_the_balance_asked_for(): void {
		$ids = Engine_Site::seed_vendors(
			array(
				array(
					'balance' => '1234.56',
					'history' => true,
				),
			)
		);

		$this->assertSame( array( $ids[0] => 1234.56 ), ( new Dokan_Balances() )->of( $ids ) );
		wp_cache_flush();
		$this->assertSame( 1234.56, dokan_get_seller_balance( $ids[0], false ) );
	}

	public function test_other_plugins_adjust_each_vendors_balance_through_dokans_filter(): void {
		$ids    = Engine_Site::seed_vendors( array( array( 'balance' => '100' ), array( 'balance' => '200' ) ) );
		$adjust = static fn ( $balance, $vendor_id ) => $vendor_id === $ids[1] ? $balance - 150 : $balance;
		add_filter( 'dokan_get_seller_balance', $adjust, 10, 2 );

		$balances = ( new Dokan_Balances() )->of( $ids );
		remove_filter( 'dokan_get_seller_balance', $adjust, 10 );

		$this->assertSame( array( $ids[0] => 100.0, $ids[1] => 50.0 ), $balances );
	}

	public function test_dokans_own_balance_check_finds_the_balance_read_for_the_batch(): void {
		$ids = Engine_Site::seed_vendors( array( array( 'balance' => '300' ) ) );
		( new Dokan_Balances() )->of( $ids );

		$ledger_reads = 0;
		$count        = static function ( $sql ) use ( &$ledger_reads ) {
			$ledger_reads += str_contains( $sql, 'dokan_vendor_balance' ) ? 1 : 0;
			return $sql;
		};
		add_filter( 'query', $count );
		$valid = dokan()->withdraw->is_valid_approval_request(
			array(
				'user_id' => $ids[0],
				'amount'  => 300,
				'method'  => 'paypal',
			)
		);
		remove_filter( 'query', $count );

		$this->assertTrue( $valid );
		$this->assertSame( 0, $ledger_reads, 'Dokan does not read the ledger again' );
	}
}
