<?php
/**
 * What the PayPal engine tests share: PayPal as Prism and our fake behind it, a weekly run's
 * requests taken into a payout batch and checked with Dokan, and the readings of what PayPal,
 * our tables and Dokan then hold.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Payout_Batch_Section;
use VendorPayoutSchedule\Engine\Run_Ledger;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\PayPal\Paypal_App;
use VendorPayoutSchedule\Payouts\Payout_Batch;

require_once __DIR__ . '/class-payout-files-site.php';
require_once __DIR__ . '/class-paypal-fake.php';

/**
 * A test case whose site has the PayPal app saved (the fake's sandbox app), e-mails caught, and
 * Prism checking every request against PayPal's contract.
 */
abstract class Paypal_Batch_Test_Case extends Engine_Test_Case {

	protected Mail_Catcher $mail;

	/**
	 * Vendor ids by name.
	 *
	 * @var array<string, int>
	 */
	protected array $vendors = array();

	protected int $admin;

	/**
	 * The run's row (checked_batch()).
	 *
	 * @var object
	 */
	protected object $run;

	protected function setUp(): void {
		parent::setUp();
		if ( ! Paypal_Fake::is_up() ) {
			$this->fail( 'Run the engine tests through tests/engine/run.sh: it starts Prism and the PayPal fake (tests/paypal/harness.sh).' );
		}
		Paypal_Fake::start();
		update_option(
			Paypal_App::OPTION,
			array(
				'client_id' => Paypal_Fake::CLIENT_ID,
				'mode'      => Paypal_App::SANDBOX,
			)
		);
		Paypal_App::store_secret( Paypal_Fake::SECRET );
		$this->mail  = ( new Mail_Catcher() )->start();
		$this->admin = (int) get_user_by( 'login', 'admin' )->ID;
	}

	protected function tearDown(): void {
		$this->mail->stop();
		Paypal_App::uninstall();
		$this->assertSame( array(), Paypal_Fake::stop(), 'Prism found every request and answer within PayPal’s contract' );
		parent::tearDown();
	}

	/**
	 * The run's record section as the admin sees it.
	 */
	protected function record(): string {
		return self::on_withdraw_schedule( $this->admin, fn () => ( new Payout_Batch_Section() )->render( $this->run ) );
	}

	/**
	 * A weekly run of the named vendors, taken into a payout batch and checked with Dokan:
	 * PayPal vendors (each their own PayPal e-mail), `bank` with a US account (ACH), `refused`
	 * a PayPal vendor whose balance no longer covers the request. Returns the batch's number.
	 *
	 * @param string[] $names The vendors.
	 */
	protected function checked_batch( array $names ): int {
		foreach ( $names as $name ) {
			$bank                   = 'bank' === $name;
			$this->vendors[ $name ] = $this->vendor(
				array(
					'balance' => '100',
					'method'  => $bank ? 'bank' : 'paypal',
					'methods' => array(),
				)
			);
			$payment                = $bank ? array(
				'bank' => array(
					'ac_name'        => 'Avery Bank',
					'ac_type'        => 'personal',
					'ac_number'      => '0012345678',
					'routing_number' => '021000021',
					'bank_name'      => 'First Demo Bank',
					'bank_addr'      => '1 Demo Street',
					'iban'           => '',
					'swift'          => '',
				),
			) : array( 'paypal' => array( 'email' => $name . '@example.com' ) );
			update_user_meta(
				$this->vendors[ $name ],
				'dokan_profile_settings',
				array(
					'store_name' => 'PayPal store',
					'payment'    => $payment,
				)
			);
		}
		wp_cache_flush();
		$this->assertRunDone( Engine_Site::run( 'weekly', self::DATE ) );
		if ( isset( $this->vendors['refused'] ) ) {
			Engine_Site::set_balance( $this->vendors['refused'], 10.0 );
		}
		$this->mail->stop();
		$this->mail = ( new Mail_Catcher() )->start();
		$runs       = new Run_Ledger();
		$this->run  = $runs->find( $runs->id_of( 'weekly', self::DATE ) );
		return ( new Payout_Batch() )->start( $this->run, null, $this->admin )['batch'];
	}

	/**
	 * Moves the items PayPal holds for the named vendors' requests.
	 *
	 * @param array<string, array{0: string, 1: string, 2: string}> $moves Status, PayPal's error name, fee by vendor.
	 */
	protected function paypal_moves( array $moves ): void {
		$items = array();
		foreach ( $moves as $name => list( $status, $error, $fee ) ) {
			$items[] = array_filter(
				array(
					'sender_item_id'     => 'DOKAN-WD-' . $this->request_of( $name ),
					'transaction_status' => $status,
					'error'              => $error,
					'fee'                => $fee,
				)
			);
		}
		Paypal_Fake::control( 'items', array( 'items' => $items ) );
	}

	/**
	 * As if every part's next moment had come.
	 */
	protected function back_in_time(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::paypal_parts_table() . ' SET next_at = %s WHERE next_at IS NOT NULL', gmdate( 'Y-m-d H:i:s', time() - 1 ) ) );
	}

	/**
	 * The batch's only PayPal part.
	 */
	protected function part(): object {
		global $wpdb;
		$parts = $wpdb->get_results( 'SELECT * FROM ' . Schema::paypal_parts_table() . ' ORDER BY id DESC' );
		$this->assertNotEmpty( $parts );
		return $parts[0];
	}

	/**
	 * What PayPal said of a vendor's request.
	 *
	 * @param string $name The vendor's name in the test.
	 */
	protected function item( string $name ): object {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . Schema::paypal_items_table() . ' WHERE withdraw_id = %d ORDER BY id DESC LIMIT 1', $this->request_of( $name ) ) );
	}

	/**
	 * How many batches were posted to PayPal.
	 */
	protected function posts(): int {
		return count( array_filter( Paypal_Fake::state()['calls'], static fn ( array $call ): bool => 'POST' === $call['method'] && '/v1/payments/payouts' === $call['path'] ) );
	}

	/**
	 * Dokan's request the run filed for a vendor.
	 *
	 * @param string $name The vendor's name in the test.
	 */
	protected function request_of( string $name ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT withdraw_id FROM ' . Schema::payouts_table() . ' WHERE vendor_id = %d', $this->vendors[ $name ] ) );
	}

	/**
	 * Each vendor's step in the batches table, by name.
	 *
	 * @return array<string, string>
	 */
	protected function steps(): array {
		return array_map( fn ( string $name ): string => (string) ( $this->row( $name )->step ?? '' ), array_combine( array_keys( $this->vendors ), array_keys( $this->vendors ) ) );
	}

	/**
	 * A vendor's row of the batches table.
	 *
	 * @param string $name The vendor's name in the test.
	 */
	protected function row( string $name ): ?object {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . Schema::batches_table() . ' WHERE withdraw_id = %d', $this->request_of( $name ) ) );
	}

	/**
	 * How many of the vendors' requests Dokan holds as approved.
	 */
	protected function approved_in_dokan(): int {
		return count( array_filter( array_keys( $this->vendors ), fn ( $name ) => 1 === Payout_Files_Site::dokan_request( $this->request_of( $name ) )['status'] ) );
	}

	/**
	 * What was e-mailed to anyone but the admin.
	 *
	 * @return array<int, array{to: string, subject: string, message: string, headers: string}>
	 */
	protected function vendor_mails(): array {
		return array_values( array_filter( $this->mail->caught(), static fn ( $mail ) => get_option( 'admin_email' ) !== $mail['to'] ) );
	}

	/**
	 * Dokan's withdraw balance entries of a vendor.
	 *
	 * @param int $vendor Vendor id.
	 * @return array<int, array<int, string>>
	 */
	protected function balance_entries( int $vendor ): array {
		global $wpdb;
		return $wpdb->get_results( $wpdb->prepare( "SELECT trn_id, debit, credit FROM {$wpdb->prefix}dokan_vendor_balance WHERE vendor_id = %d AND trn_type = 'dokan_withdraw'", $vendor ), ARRAY_N );
	}
}
