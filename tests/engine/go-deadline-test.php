<?php
/**
 * A go stops at its deadline: what it has not reached goes back at once.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Schema;

/**
 * A go whose deadline passes inside its batch's first chunk — as under load, when filing takes longer
 * than a go's budget — gives back the rest of the batch as it is: it loads no more users and releases
 * the claims it did not reach in a few statements, instead of a chunk's users and one DELETE each.
 */
final class Go_Deadline_Test extends Engine_Test_Case {

	public function test_past_its_deadline_a_go_reads_no_more_users_and_gives_back_the_rest_at_once(): void {
		// Four lanes of 300 vendors: the go's first lane is one slice, and past the deadline the go
		// takes no other lane.
		$vendors = Engine_Site::seed_vendors( array_fill( 0, 1200, array( 'balance' => '120' ) ) );
		global $wpdb;
		$budget     = 3.0 * max( 1.0, (float) ( getenv( 'E2E_TIMEOUT_FACTOR' ) ?: 1 ) );
		$deadline   = microtime( true ) + $budget;
		$after      = array();
		$count      = static function ( string $query ) use ( &$after ): string {
			$after[] = $query;
			return $query;
		};
		$first_done = false;
		// The first request filed takes the go past its deadline, as a slow machine would.
		$slow = static function () use ( &$first_done, $deadline, $count ): void {
			if ( ! $first_done ) {
				$first_done = true;
				time_sleep_until( $deadline + 0.05 );
				add_filter( 'query', $count );
			}
		};
		add_action( 'dokan_withdraw_created', $slow );
		try {
			$progress = ( new VendorPayoutSchedule\Engine\Payout_Runner() )->run( 'weekly', self::DATE, $deadline );
		} finally {
			remove_action( 'dokan_withdraw_created', $slow );
			remove_filter( 'query', $count );
		}

		$this->assertTrue( $first_done, 'the deadline came after the first request, as the test means it to' );
		$this->assertTrue( $progress->unclaimed, 'the run goes on in the next go' );
		$outcomes = Engine_Site::outcomes( self::DATE );
		// The go's first lane is the first with vendors left; its lowest id is the vendor reached.
		$first = self::in_run_order( $vendors )[0];
		$this->assertSame( array( $first ), array_keys( $outcomes ), 'only the vendor reached has an outcome' );
		$this->assertSame( Payout_Ledger::REQUESTED, $outcomes[ $first ]->status );
		$this->assertSame( 1, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::payouts_table() ), 'every other claim went back' );

		// Loading users: a chunk's (cache_users()) or one vendor's before filing.
		$users   = array_filter( $after, static fn ( string $query ): bool => (bool) preg_match( "/FROM ({$wpdb->users} WHERE ID|{$wpdb->usermeta} WHERE user_id)\\b/", $query ) );
		$deletes = array_filter( $after, static fn ( string $query ): bool => (bool) preg_match( '/^\s*DELETE FROM `?' . preg_quote( Schema::payouts_table(), '/' ) . '\b/', $query ) );
		$this->assertSame( array(), array_values( $users ), 'no user loaded past the deadline' );
		$this->assertLessThanOrEqual( 2, count( $deletes ), 'the lane\'s 299 other claims given back in a statement or two' );
		$this->assertLessThan( 30, count( $after ), 'a go past its deadline winds up in a few statements: ' . count( $after ) );

		// The next go takes the rest.
		$this->assertRunDone( Engine_Site::run( 'weekly', self::DATE ) );
		$this->assertCount( 1200, Engine_Site::requests() );
		$this->assertSame( 0, Engine_Site::duplicates() );
	}
}
