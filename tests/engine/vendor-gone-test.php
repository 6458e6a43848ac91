<?php
/**
 * Vendors stop being vendors, or stop selling, before or while a run is under way.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Run_Lane;
use VendorPayoutSchedule\Engine\Skip_Reason;

/**
 * An admin deletes, demotes or disables vendors, before the run or in another request while the
 * run settles their chunk, whose users it read before the first of them was settled: none of them
 * gets a request, and each change reads the same whenever it came.
 */
final class Vendor_Gone_Test extends Engine_Test_Case {

	/**
	 * Dokan's refusal of a vendor whose selling is off (Dokan 4.1.2 includes/Withdraw/Manager.php
	 * is_valid_approval_request()).
	 */
	private const NOT_SELLING = 'Vendor is not enabled for selling, please contact site admin';

	public function test_vendors_deleted_demoted_or_disabled_mid_run_get_no_request(): void {
		// Six vendors a lane: the first lane's chunk holds the vendor filed first and the five changed.
		$vendors                              = self::in_run_order( Engine_Site::seed_vendors( array_fill( 0, 6 * Run_Lane::COUNT, array( 'balance' => '300' ) ) ) );
		list( $deleted, $demoted, $disabled ) = array( array_slice( $vendors, 1, 3 ), $vendors[4], $vendors[5] );
		$this->assertSame( array( 0 ), array_values( array_unique( array_map( static fn ( int $vendor ): int => Run_Lane::of_vendor( $vendor )->index, array_slice( $vendors, 0, 6 ) ) ) ), 'the changed vendors share the first vendor\'s chunk' );
		$this->run_changing(
			static function () use ( $deleted, $demoted, $disabled ): void {
				global $wpdb;
				$in = implode( ',', $deleted );
				$wpdb->query( "DELETE FROM {$wpdb->usermeta} WHERE user_id IN ($in)" );
				$wpdb->query( "DELETE FROM {$wpdb->users} WHERE ID IN ($in)" );
				$wpdb->update( $wpdb->usermeta, array( 'meta_value' => serialize( array( 'subscriber' => true ) ) ), array( 'user_id' => $demoted, 'meta_key' => $wpdb->prefix . 'capabilities' ) );
				$wpdb->update( $wpdb->usermeta, array( 'meta_value' => 'no' ), array( 'user_id' => $disabled, 'meta_key' => 'dokan_enable_selling' ) );
			},
			$deleted
		);

		$requests = Engine_Site::requests();
		$outcomes = Engine_Site::outcomes( self::DATE );
		$this->assertEqualsCanonicalizing( array_diff( $vendors, $deleted, array( $demoted, $disabled ) ), array_keys( $requests ), 'only the vendors who still are and still sell get a request' );
		foreach ( array_merge( $deleted, array( $demoted ) ) as $gone ) {
			$this->assertSame( Payout_Ledger::SKIPPED, $outcomes[ $gone ]->status );
			$this->assertSame( Skip_Reason::NotVendor->value, $outcomes[ $gone ]->reason );
		}
		$this->assertSame( Payout_Ledger::SKIPPED, $outcomes[ $disabled ]->status );
		$this->assertSame( Skip_Reason::HostRefused->value, $outcomes[ $disabled ]->reason, 'a vendor whose selling is off is still a vendor, whom Dokan refuses' );
		$this->assertSame( 0, Engine_Site::duplicates() );
	}

	public function test_vendors_removed_by_another_connection_while_their_chunk_is_open_get_no_request_and_no_email(): void {
		// Four vendors a lane: the first lane's chunk holds the vendor filed first and the three changed.
		$vendors                              = self::in_run_order( Engine_Site::seed_vendors( array_fill( 0, 4 * Run_Lane::COUNT, array( 'balance' => '300' ) ) ) );
		list( $deleted, $demoted, $disabled ) = array_slice( $vendors, 1, 3 );
		$this->assertSame( array( 0 ), array_values( array_unique( array_map( static fn ( int $vendor ): int => Run_Lane::of_vendor( $vendor )->index, array_slice( $vendors, 0, 4 ) ) ) ), 'the changed vendors share the first vendor\'s chunk' );
		$addresses                            = array_map( static fn ( int $vendor ): string => get_userdata( $vendor )->user_email, array_combine( $vendors, $vendors ) );
		$mail                                 = ( new Mail_Catcher() )->start();
		// The admin's request is another connection, committing on its own: what the run's chunk
		// sees of it is what MariaDB shows that chunk's transaction, not its own writes.
		// The chunk locks only the user it settles: the admin's change to the others does not wait
		// for the chunk (here, in the same process, it would wait for the lock timeout and fail).
		$refused = array();
		$this->run_changing(
			static function () use ( $deleted, $demoted, $disabled, &$refused ): void {
				$admin = Engine_Site::another_connection();
				$admin->query( 'SET SESSION innodb_lock_wait_timeout = 5' );
				$changes = array(
					'delete meta'  => $admin->query( "DELETE FROM {$admin->usermeta} WHERE user_id = {$deleted}" ),
					'delete user'  => $admin->query( "DELETE FROM {$admin->users} WHERE ID = {$deleted}" ),
					'demote'       => $admin->update( $admin->usermeta, array( 'meta_value' => serialize( array( 'subscriber' => true ) ) ), array( 'user_id' => $demoted, 'meta_key' => $admin->prefix . 'capabilities' ) ),
					'stop selling' => $admin->update( $admin->usermeta, array( 'meta_value' => 'no' ), array( 'user_id' => $disabled, 'meta_key' => 'dokan_enable_selling' ) ),
				);
				$refused = array_keys( array_filter( $changes, static fn ( $result ): bool => false === $result ) );
				$admin->close();
			},
			array( $deleted )
		);
		$mail->stop();
		$this->assertSame( array(), $refused, 'the admin\'s changes went through while the chunk was open' );

		$outcomes = Engine_Site::outcomes( self::DATE );
		$paid = array_values( array_diff( $vendors, array( $deleted, $demoted, $disabled ) ) );
		$this->assertEqualsCanonicalizing( $paid, array_keys( Engine_Site::requests() ), 'only the vendors who still are and still sell get a request' );
		foreach ( array( $deleted, $demoted ) as $gone ) {
			$this->assertSame( Payout_Ledger::SKIPPED, $outcomes[ $gone ]->status );
			$this->assertSame( Skip_Reason::NotVendor->value, $outcomes[ $gone ]->reason );
			$this->assertSame( array(), $this->mails_to( $mail, $addresses[ $gone ] ), 'nobody to tell' );
		}
		$this->assertSame( Payout_Ledger::SKIPPED, $outcomes[ $disabled ]->status );
		$this->assertSame( Skip_Reason::HostRefused->value, $outcomes[ $disabled ]->reason );
		$to_disabled = $this->mails_to( $mail, $addresses[ $disabled ] );
		$this->assertCount( 1, $to_disabled, 'told once' );
		$this->assertStringContainsString( 'skipped', $to_disabled[0]['subject'], 'that the payout was skipped, not requested' );
		foreach ( $paid as $vendor ) {
			$this->assertStringContainsString( 'was requested', $this->mails_to( $mail, $addresses[ $vendor ] )[0]['subject'] );
		}
		$this->assertSame( 0, Engine_Site::duplicates() );
	}

	public function test_selling_turned_off_reads_the_same_before_the_run_or_during_it(): void {
		// In the order the run reaches them: the one turned off during the run comes after the first request.
		$vendors                        = self::in_run_order( Engine_Site::seed_vendors( array_fill( 0, 3, array( 'balance' => '300' ) ) ) );
		list( $paid, $before, $during ) = $vendors;
		// The admin turns selling off on the vendor's profile, as Dokan's own screen saves it.
		update_user_meta( $before, 'dokan_enable_selling', 'no' );
		$mail = ( new Mail_Catcher() )->start();
		$this->run_changing(
			static function () use ( $during ): void {
				global $wpdb;
				$wpdb->update( $wpdb->usermeta, array( 'meta_value' => 'no' ), array( 'user_id' => $during, 'meta_key' => 'dokan_enable_selling' ) );
			}
		);
		$mail->stop();

		$outcomes = Engine_Site::outcomes( self::DATE );
		$this->assertSame( array( $paid ), array_keys( Engine_Site::requests() ) );
		$told = array();
		foreach ( array( $before, $during ) as $vendor ) {
			$this->assertSame( Payout_Ledger::SKIPPED, $outcomes[ $vendor ]->status );
			$this->assertSame( Skip_Reason::HostRefused->value, $outcomes[ $vendor ]->reason );
			$this->assertSame( self::NOT_SELLING, $outcomes[ $vendor ]->note, 'in Dokan\'s words' );
			$to_vendor = array_values( array_filter( $mail->caught(), static fn ( array $sent ): bool => get_userdata( $vendor )->user_email === $sent['to'] ) );
			$this->assertCount( 1, $to_vendor, 'the vendor is told' );
			$told[] = str_replace( get_userdata( $vendor )->display_name, 'VENDOR', Mail_Catcher::text( $to_vendor[0] ) );
		}
		$this->assertStringContainsString( self::NOT_SELLING, $told[0] );
		$this->assertSame( $told[0], $told[1], 'the same e-mail, whenever selling was turned off' );
	}

	/**
	 * The e-mails caught for an address.
	 *
	 * @param Mail_Catcher $mail    What was caught.
	 * @param string       $address The address.
	 * @return array<int, array{to: string, subject: string}>
	 */
	private function mails_to( Mail_Catcher $mail, string $address ): array {
		return array_values( array_filter( $mail->caught(), static fn ( array $sent ): bool => $address === $sent['to'] ) );
	}

	/**
	 * Runs the engine while an admin changes vendors in another request, as the chunk's first
	 * request is filed: straight in the database, so this runner's cache keeps the users as read.
	 *
	 * @param callable(): void $change  The admin's change.
	 * @param int[]            $deleted Vendors the change deletes, whose ledger rows and requests the
	 *                                  reset of a real host no longer finds by login.
	 */
	private function run_changing( callable $change, array $deleted = array() ): void {
		$changed = false;
		$once    = static function () use ( &$changed, $change ): void {
			if ( ! $changed ) {
				$changed = true;
				$change();
			}
		};
		add_action( 'dokan_withdraw_created', $once );
		try {
			Engine_Site::run( 'weekly', self::DATE );
		} finally {
			remove_action( 'dokan_withdraw_created', $once );
			if ( array() !== $deleted ) {
				$GLOBALS['wpdb']->query( "DELETE FROM {$GLOBALS['wpdb']->prefix}dokan_vendor_balance WHERE vendor_id IN (" . implode( ',', $deleted ) . ')' );
				// A request filed for a deleted user would outlive the reset, which finds vendors by login.
				$GLOBALS['wpdb']->query( "DELETE FROM {$GLOBALS['wpdb']->prefix}dokan_withdraw WHERE user_id IN (" . implode( ',', $deleted ) . ')' );
			}
		}
	}
}
