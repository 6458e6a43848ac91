<?php
/**
 * The statement of two scheduled payouts of a vendor whose ledger Dokan itself wrote, through
 * WooCommerce's orders and refunds and Dokan's withdraw requests: each line checked against
 * Dokan's ledger, each total against the payout the run recorded. Needs a real WooCommerce and
 * Dokan Lite.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Rest\Statement_Wording;
use VendorPayoutSchedule\Statement\Dokan_Balance_History;
use VendorPayoutSchedule\Statement\Payout_Statement;
use VendorPayoutSchedule\Statement\Statement_Entry;

require_once __DIR__ . '/support/class-ledger-timeline.php';
require_once __DIR__ . '/support/class-woocommerce-sales.php';

/**
 * Sales completed through Dokan's checkout hooks, a refund through wc_create_refund(), the run's
 * request and a manual withdrawal approved in Dokan, a sale held by the withdraw threshold and one
 * still processing, across two weekly runs.
 */
final class Statement_On_Dokan_Orders_Test extends Engine_Test_Case {

	private const SECOND = '2099-01-12';

	/**
	 * Orders and products made, removed afterwards.
	 *
	 * @var int[]
	 */
	private array $made = array();

	protected function tearDown(): void {
		Woocommerce_Sales::remove( $this->made );
		Engine_Site::remove_vendors();
		parent::tearDown();
	}

	public function test_each_line_is_dokans_ledger_and_each_total_what_the_run_recorded(): void {
		global $wpdb;
		$vendor = $this->vendor(
			array(
				'balance' => '0',
				'reserve' => 5,
			)
		);
		$wpdb->delete( $wpdb->prefix . 'dokan_vendor_balance', array( 'vendor_id' => $vendor ) );

		// Before the first run: two sales.
		$vase  = $this->sale( $vendor, '120.50', 1 );
		$bowls = $this->sale( $vendor, '35.25', 2 );
		$this->next_second();
		Engine_Site::run( 'weekly', self::DATE );
		$first_row = Engine_Site::outcomes( self::DATE )[ $vendor ];
		$this->assertSame( 'filed', $first_row->status, (string) $first_row->reason );
		$before_second = $this->ledger_ids( $vendor );

		// Since: a sale, the first request approved, a refund on the bowls, a withdrawal by hand, a
		// sale held three days by the threshold, and an order still processing. (Dokan writes an
		// approval's credit only while the balance covers it: Withdraw\Hooks::update_vendor_balance().)
		$this->next_second();
		$lamp = $this->sale( $vendor, '164.00', 1 );
		Ledger_Timeline::approve( (int) $first_row->withdraw_id );
		$this->refund( $bowls, '10.00' );
		$by_hand = Ledger_Timeline::withdrawal( $vendor, '20' );
		update_user_meta( $vendor, 'withdraw_date_limit', '3' );
		$held = $this->sale( $vendor, '18.00', 1 );
		delete_user_meta( $vendor, 'withdraw_date_limit' );
		$processing = $this->sale( $vendor, '9.99', 1, 'processing' );
		$this->next_second();
		Engine_Site::run( 'weekly', self::SECOND );
		$second_row = Engine_Site::outcomes( self::SECOND )[ $vendor ];
		$this->assertSame( 'filed', $second_row->status, (string) $second_row->reason );

		$ledger = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}dokan_vendor_balance WHERE vendor_id = %d ORDER BY id", $vendor ) );
		$first  = Payout_Statement::of( (int) $first_row->id );
		$second = Payout_Statement::of( (int) $second_row->id );

		// The first statement: the two sales, as Dokan wrote them.
		$this->assertSame( $this->expected_lines( $ledger, array(), $before_second ), $this->lines( $first ) );
		$this->assertSame( array( 'Order #' . $vase, 'Order #' . $bowls ), array_column( $this->lines( $first ), 0 ) );
		$this->assertTotals( $first, $first_row );

		// The second: everything since, in the order Dokan made it available, and apart what was not.
		$lines = $this->lines( $second );
		$this->assertSame( $this->expected_lines( $ledger, $before_second, array_column( $ledger, 'id' ) ), $lines );
		$this->assertSame(
			array(
				'Order #' . $lamp,
				'Withdrawal: request #' . $first_row->withdraw_id . ' approved',
				'Refund on order #' . $bowls,
				'Withdrawal: request #' . $by_hand . ' approved',
				'Order #' . $processing,
				'Order #' . $held,
			),
			array_column( $lines, 0 )
		);
		$this->assertSame( 'Not counted while the order is Processing.', $lines[4][5] );
		$this->assertStringStartsWith( 'Available to withdraw from ', $lines[5][5] );
		$this->assertSame( $first->closing(), $second->opening() );
		$this->assertTotals( $second, $second_row );
	}

	/**
	 * The statement agrees with the row the run recorded, to the cent, and with Dokan's request.
	 *
	 * @param Payout_Statement $statement The statement.
	 * @param object           $row       The payouts table's row.
	 */
	private function assertTotals( Payout_Statement $statement, object $row ): void {
		$this->assertSame( array(), $statement->differences() );
		$this->assertSame( Payout_Statement::cents( Dokan_Balance_History::units( $row->balance ) ), Payout_Statement::cents( $statement->closing() ), 'closing = the balance read' );
		$this->assertSame( Payout_Statement::cents( Dokan_Balance_History::units( $row->reserve ) ), Payout_Statement::cents( $statement->reserve() ) );
		$this->assertSame( Payout_Statement::cents( Dokan_Balance_History::units( $row->amount ) ), Payout_Statement::cents( $statement->requested() ) );
		$this->assertSame( Payout_Statement::cents( $statement->closing() - $statement->reserve() ), Payout_Statement::cents( $statement->requested() ) );
		$request = dokan()->withdraw->get( (int) $row->withdraw_id );
		$this->assertSame( (int) $row->withdraw_id, $statement->request()['id'] );
		$this->assertSame( Payout_Statement::cents( Dokan_Balance_History::units( $request->get_amount() ) ), Payout_Statement::cents( $statement->requested() ) );
	}

	/**
	 * What a statement must say, worked out from Dokan's rows alone: rows written by the first run
	 * (`$before`) open it, the others up to `$upto` are its lines; a debit counts while its order's
	 * status is one Dokan counts, a credit always; the balance runs on over the counted ones.
	 *
	 * @param object[] $ledger Dokan's rows of the vendor.
	 * @param string[] $before Ids of the rows before the period.
	 * @param string[] $upto   Ids of the rows up to the end of the period.
	 * @return array<int, array<int, string>>
	 */
	private function expected_lines( array $ledger, array $before, array $upto ): array {
		$active  = dokan_withdraw_get_active_order_status();
		$now     = current_time( 'mysql' );
		$balance = 0.0;
		$counted = array();
		$apart   = array();
		foreach ( $ledger as $row ) {
			$effect = ( in_array( $row->status, $active, true ) ? (float) $row->debit : 0.0 ) - (float) $row->credit;
			if ( in_array( $row->id, $before, true ) ) {
				$balance += $effect;
				continue;
			}
			if ( ! in_array( $row->id, $upto, true ) ) {
				continue;
			}
			$label = array(
				'dokan_orders'   => 'Order #' . $row->trn_id,
				'dokan_refund'   => 'Refund on order #' . $row->trn_id,
				'dokan_withdraw' => 'Withdrawal: request #' . $row->trn_id . ' approved',
			)[ $row->trn_type ];
			if ( substr( $row->balance_date, 0, 10 ) > substr( $now, 0, 10 ) ) {
				$apart[] = array( $label, '', '', '', sprintf( '%.2F', $row->debit ), 'Available to withdraw from ' . Statement_Entry::format_date( substr( $row->balance_date, 0, 10 ) . ' 00:00:00' ) . '.' );
			} elseif ( ! in_array( $row->status, $active, true ) && (float) $row->credit <= 0 ) {
				$apart[] = array( $label, '', '', '', sprintf( '%.2F', $row->debit ), 'Not counted while the order is ' . wc_get_order_status_name( $row->status ) . '.' );
			} else {
				$balance  += $effect;
				$counted[] = array( $label, sprintf( '%.2F', $row->debit ), sprintf( '%.2F', $row->credit ), sprintf( '%.2F', $balance ), '', '' );
			}
		}
		// Those not counted come last: not counted for their status, then those available later.
		usort( $apart, static fn ( $a, $b ) => str_starts_with( $a[5], 'Not counted' ) === str_starts_with( $b[5], 'Not counted' ) ? 0 : ( str_starts_with( $a[5], 'Not counted' ) ? -1 : 1 ) );
		return array_merge( $counted, $apart );
	}

	/**
	 * A statement's lines as text: label, earned, deducted, balance after, pending, note.
	 *
	 * @param Payout_Statement $statement The statement.
	 * @return array<int, array<int, string>>
	 */
	private function lines( Payout_Statement $statement ): array {
		$text = static fn ( int $units ) => sprintf( '%.2F', $units / 10000 );
		return array_map(
			static function ( Statement_Entry $entry ) use ( $text ) {
				$counted = Dokan_Balance_History::SECTION_COUNTED === $entry->section;
				return array(
					Statement_Wording::label( $entry ),
					$counted ? $text( $entry->earned ) : '',
					$counted ? $text( $entry->deducted ) : '',
					$counted ? $text( (int) $entry->balance ) : '',
					$counted ? '' : $text( $entry->pending ),
					Statement_Wording::note( $entry ),
				);
			},
			$statement->entries( 1, 100, false )
		);
	}

	/**
	 * A sale through Dokan's own checkout hooks (Woocommerce_Sales::sale()), removed after the test.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $price     Price.
	 * @param int    $quantity  Quantity.
	 * @param string $status    Where the order ends: completed or processing.
	 * @return int The order's id.
	 */
	private function sale( int $vendor_id, string $price, int $quantity, string $status = 'completed' ): int {
		$made = Woocommerce_Sales::sale( $vendor_id, $price, $quantity, $status );
		array_push( $this->made, $made['order'], $made['product'] );
		return $made['order'];
	}

	/**
	 * A refund through WooCommerce.
	 *
	 * @param int    $order_id Order id.
	 * @param string $amount   Amount.
	 */
	private function refund( int $order_id, string $amount ): void {
		$this->assertNotWPError( Woocommerce_Sales::refund( $order_id, $amount ) );
	}

	/**
	 * Ids of the vendor's ledger rows now.
	 *
	 * @param int $vendor_id Vendor id.
	 * @return string[]
	 */
	private function ledger_ids( int $vendor_id ): array {
		global $wpdb;
		return $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$wpdb->prefix}dokan_vendor_balance WHERE vendor_id = %d", $vendor_id ) );
	}

	/**
	 * Waits for the next second: the moment a run reads a vendor and the dates Dokan writes are
	 * whole seconds, and each step of the story must be after the one before.
	 */
	private function next_second(): void {
		time_sleep_until( floor( microtime( true ) ) + 1.05 );
	}

	/**
	 * Fails on a WP_Error.
	 *
	 * @param mixed $value Value.
	 */
	private function assertNotWPError( $value ): void {
		$this->assertFalse( is_wp_error( $value ), is_wp_error( $value ) ? $value->get_error_message() : '' );
	}
}
