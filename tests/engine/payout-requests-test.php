<?php
/**
 * Dokan's requests as the payout files read them, a page at a time; and the originator's details.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;
use VendorPayoutSchedule\Admin\Originator_Wording;
use VendorPayoutSchedule\Payouts\Originator;
use VendorPayoutSchedule\Payouts\Payout_File;
use VendorPayoutSchedule\Payouts\Payout_Request;
use VendorPayoutSchedule\Payouts\Payout_Sorter;

require_once __DIR__ . '/support/class-payout-files-site.php';

/**
 * Approving through Dokan builds WooCommerce's mailer, whose e-mails keep the site's title from
 * then on; each test runs in a process of its own so the tests after it build their own.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class Payout_Requests_Test extends Engine_Test_Case {

	public function test_a_request_reads_as_dokan_has_it_with_what_dokan_will_pay_after_its_charge(): void {
		Payout_Files_Site::charges(
			array(
				'bank' => array(
					'fixed'      => '2.5',
					'percentage' => '1.5',
				),
			)
		);
		$bank   = array(
			'ac_name'        => 'Vera Vendor',
			'ac_type'        => 'business',
			'ac_number'      => '0012345678',
			'routing_number' => '021000021',
			'iban'           => '',
			'swift'          => '',
			'bank_name'      => 'First Demo Bank',
			'bank_addr'      => '1 Demo Street',
		);
		$vendor = Payout_Files_Site::vendor( array( 'bank' => $bank ) );
		$id     = Payout_Files_Site::request( $vendor, '1250.50', 'bank' );
		// The vendor changes the account afterwards: the request keeps what it was filed with.
		update_user_meta( $vendor, 'dokan_profile_settings', array( 'payment' => array( 'bank' => array( 'ac_number' => '999' ) + $bank ) ) );

		$request = ( new Dokan_Withdraw_Requests() )->one( $id );
		$dokan   = Payout_Files_Site::dokan_request( $id );

		$this->assertSame( array( $id, $vendor, 'bank', 'pending', 'USD' ), array( $request->id, $request->vendor_id, $request->method, $request->status, $request->currency ) );
		$this->assertSame( 1250.5, (float) $request->amount );
		$this->assertSame( $dokan['charge'], (float) $request->charge, 'Dokan’s charge: 2.50 + 1.5 %' );
		$this->assertSame( 1229.2425, $dokan['receivable'] );
		$this->assertSame( '1229.2425', $request->receivable, 'what Dokan will pay, as Dokan has it' );
		$this->assertSame( 122924, $request->payable_units( 2 ), 'in cents, rounded as Dokan shows it' );
		$this->assertSame( $bank, array_intersect_key( $request->details, $bank ), 'every bank detail the request was filed with' );
		$this->assertSame( 'DOKAN-WD-' . $id, $request->reference() );

		update_option( 'woocommerce_currency', 'EUR' );
		$this->assertSame( 'EUR', ( new Dokan_Withdraw_Requests() )->one( $id )->currency, 'a request names no currency: the shop’s' );
		$other = Payout_Files_Site::request( Payout_Files_Site::vendor( array( 'bank' => $bank ) ), '100', 'bank', 'CHF' );
		$this->assertSame( 'CHF', ( new Dokan_Withdraw_Requests() )->one( $other )->currency, 'unless it does' );
		$this->assertNull( ( new Dokan_Withdraw_Requests() )->one( 987654 ) );
	}

	public function test_requests_are_read_a_page_at_a_time_in_the_order_asked(): void {
		$vendor = Payout_Files_Site::vendor( array( 'paypal' => array( 'email' => 'pages@example.com' ) ), '100000' );
		$ids    = array();
		for ( $i = 1; $i <= 7; $i++ ) {
			$ids[] = Payout_Files_Site::request( $vendor, (string) ( 50 + $i ), 'paypal' );
		}
		$this->assertTrue( ( new Dokan_Withdraw_Requests() )->approve( $ids[2] ) );
		$queries = 0;
		$count   = static function ( $query ) use ( &$queries ) {
			if ( str_contains( $query, 'dokan_withdraw' ) && str_starts_with( ltrim( $query ), 'SELECT' ) ) {
				++$queries;
			}
			return $query;
		};
		$reader = new Dokan_Withdraw_Requests( 3 );

		add_filter( 'query', $count );
		$pending = iterator_to_array( $reader->pending_ids(), false );
		$asked   = array( $ids[6], 424242, $ids[0], $ids[2], $ids[4] );
		$read    = array_keys( iterator_to_array( $reader->each( $asked ) ) );
		remove_filter( 'query', $count );

		$this->assertSame( array( $ids[0], $ids[1], $ids[3], $ids[4], $ids[5], $ids[6] ), $pending, 'every pending request, oldest first' );
		$this->assertSame( array( $ids[6], $ids[0], $ids[2], $ids[4] ), $read, 'in the order asked; an id Dokan does not have is left out' );
		$this->assertSame( 3 + 2, $queries, 'pages of three: three pages of pending ids, two pages of requests' );
	}

	public function test_nothing_to_pay_is_judged_in_the_units_the_file_would_pay(): void {
		$request = static fn ( string $receivable, string $currency ) => new Payout_Request( 1, 2, '60', $receivable, '0', $currency, 'paypal', 'pending', '2026-11-27 10:00:00', '', array( 'email' => 'vera@example.com' ) );
		$sorter  = new Payout_Sorter();

		$this->assertSame( Payout_Sorter::NOTHING_TO_PAY, $sorter->place( $request( '0.4', 'JPY' ) ), 'PayPal pays yen without decimals: 0.4 is nothing' );
		$this->assertSame( Payout_File::PAYPAL, $sorter->place( $request( '0.4', 'USD' ) ) );
		$this->assertSame( Payout_Sorter::NOTHING_TO_PAY, $sorter->place( $request( '0.004', 'USD' ) ) );
	}

	public function test_the_originators_details_are_checked_field_by_field_in_the_admins_words(): void {
		$valid = Payout_Files_Site::originator()->to_array();
		$this->assertSame( array(), Originator::ach_errors( $valid ) );
		$this->assertSame( array(), Originator::sepa_errors( $valid ) );
		$this->assertEquals( Payout_Files_Site::originator(), Originator::from_array( $valid ) );
		// The checks answer field => problem; the settings screen words each (Admin\Originator_Wording).
		$worded = static function ( array $problems ): array {
			foreach ( $problems as $field => $problem ) {
				$problems[ $field ] = Originator_Wording::error( $field, $problem );
			}
			return $problems;
		};

		$this->assertSame(
			array(
				'company_name'          => 'The company name can have at most 16 characters in an ACH file.',
				'company_id'            => 'Enter the 10-character company ID your bank gave you (often 1 followed by the EIN).',
				'odfi_routing'          => 'Enter the 9-digit routing number of the bank that sends the payments; this one fails its check digit.',
				'immediate_destination' => 'Enter the 9-digit routing number the file is addressed to (your bank’s, unless it told you another); this one fails its check digit.',
				'immediate_origin'      => 'Enter the 9- or 10-digit immediate origin your bank gave you.',
				'immediate_origin_name' => 'At most 23 characters fit in an ACH file.',
				'entry_description'     => 'The entry description can have at most 10 characters.',
			),
			$worded(
				Originator::ach_errors(
					array(
						'company_name'          => 'A Marketplace Far Too Long',
						'company_id'            => '12-345',
						'odfi_routing'          => '021000022',
						'immediate_destination' => '12345678',
						'immediate_origin'      => 'ABC',
						'immediate_origin_name' => 'A Marketplace Name Far Too Long',
						'entry_description'     => 'VENDOR PAYOUTS',
					) + $valid
				)
			)
		);
		$this->assertSame(
			array(
				'debtor_name' => 'Enter the account holder name of the account the payouts are paid from.',
				'debtor_iban' => 'Enter a valid IBAN of the account the payouts are paid from; this one fails its check.',
				'debtor_bic'  => 'Enter a BIC of 8 or 11 letters and digits, or leave it empty.',
			),
			$worded(
				Originator::sepa_errors(
					array(
						'debtor_name' => '  ',
						'debtor_iban' => 'DE89 3704 0044 0532 0130 01',
						'debtor_bic'  => 'COBA-DE',
					)
				)
			)
		);
		$this->assertSame( array( 'debtor_iban' => Originator::OUTSIDE_SEPA ), Originator::sepa_errors( array( 'debtor_iban' => 'BR1800360305000010009795493C1' ) + $valid ) );
		$this->assertSame( array( 'debtor_iban' => 'This IBAN is of a country outside SEPA.' ), $worded( Originator::sepa_errors( array( 'debtor_iban' => 'BR1800360305000010009795493C1' ) + $valid ) ) );
		$this->assertSame( array(), Originator::errors( array_intersect_key( $valid, array_flip( Originator::SEPA_FIELDS ) ) ), 'a marketplace paying only by SEPA leaves the ACH details empty' );
		$this->assertArrayHasKey( 'odfi_routing', Originator::errors( array( 'company_name' => 'Market' ) ), 'once one ACH detail is given, all are asked for' );
	}
}
