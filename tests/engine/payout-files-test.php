<?php
/**
 * The payout files of a batch of Dokan requests, each read back by a reader that shares no code
 * with the writer and compared, line by line, with the requests as Dokan has them.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;
use VendorPayoutSchedule\Payouts\Payout_File;
use VendorPayoutSchedule\Payouts\Payout_Files;
use VendorPayoutSchedule\Payouts\Payout_Request;

require_once __DIR__ . '/support/class-payout-files-site.php';

/**
 * Approving through Dokan builds WooCommerce's mailer, whose e-mails keep the site's title from
 * then on; each test runs in a process of its own so the tests after it build their own.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class Payout_Files_Test extends Engine_Test_Case {

	/**
	 * Request ids by name.
	 *
	 * @var array<string, int>
	 */
	private array $ids = array();

	protected function setUp(): void {
		parent::setUp();
		Payout_Files_Site::charges(
			array(
				'paypal' => array(
					'fixed'      => '1.00',
					'percentage' => '2',
				),
				'bank'   => array(
					'fixed'      => '0.50',
					'percentage' => '',
				),
			)
		);
		$bank = static fn ( array $details ): array => array( 'bank' => $details + array( 'bank_name' => 'Demo Bank', 'bank_addr' => '1 Demo Street' ) );
		$file = static function ( string $name, array $payment, string $amount, string $method, string $currency = '' ) {
			return array( $name, Payout_Files_Site::request( Payout_Files_Site::vendor( $payment ), $amount, $method, $currency ) );
		};
		foreach ( array(
			$file( 'paypal', array( 'paypal' => array( 'email' => 'vera.vendor@example.com' ) ), '1250.50', 'paypal' ),
			$file( 'paypal_formula', array( 'paypal' => array( 'email' => '=cmd@example.com' ) ), '60', 'paypal' ),
			$file( 'paypal_jpy', array( 'paypal' => array( 'email' => 'yoko@example.jp' ) ), '5000', 'paypal', 'JPY' ),
			$file( 'paypal_inr', array( 'paypal' => array( 'email' => 'ravi@example.in' ) ), '700', 'paypal', 'INR' ),
			$file( 'ach_personal', $bank( array( 'ac_name' => 'Jürgen O’Brien', 'ac_type' => 'personal', 'ac_number' => '0012345678', 'routing_number' => '021000021' ) ), '100', 'bank' ),
			$file( 'ach_business', $bank( array( 'ac_name' => 'Acme & Sons, Inc.', 'ac_type' => 'business', 'ac_number' => '98765432109', 'routing_number' => '011-000-015' ) ), '2500.75', 'bank' ),
			$file( 'ach_bad_routing', $bank( array( 'ac_name' => 'Bad Routing', 'ac_type' => 'personal', 'ac_number' => '123', 'routing_number' => '021000022' ) ), '75', 'bank' ),
			$file( 'sepa_bic', $bank( array( 'ac_name' => 'Zoë Müller-Łukasz', 'ac_type' => 'personal', 'ac_number' => '0532013000', 'iban' => 'DE89 3704 0044 0532 0130 00', 'swift' => 'COBADEFFXXX' ) ), '300', 'bank', 'EUR' ),
			$file( 'sepa_no_bic', $bank( array( 'ac_name' => 'Élodie Dupont', 'ac_type' => 'business', 'ac_number' => 'FR1420041010050500013M02606', 'iban' => 'FR1420041010050500013M02606' ) ), '80.10', 'bank', 'EUR' ),
			$file( 'sepa_bad_iban', $bank( array( 'ac_name' => 'Bad Iban', 'ac_type' => 'personal', 'iban' => 'DE89370400440532013001' ) ), '90', 'bank', 'EUR' ),
			$file( 'sepa_outside', $bank( array( 'ac_name' => 'Outside Sepa', 'ac_type' => 'personal', 'iban' => 'BR1800360305000010009795493C1' ) ), '90', 'bank', 'EUR' ),
			$file( 'bank_gbp', $bank( array( 'ac_name' => 'Pound Sterling', 'ac_type' => 'personal', 'iban' => 'GB29NWBK60161331926819' ) ), '55', 'bank', 'GBP' ),
			$file( 'skrill', array( 'skrill' => array( 'email' => 'skrill@example.com' ) ), '65', 'skrill' ),
			$file( 'approved', array( 'paypal' => array( 'email' => 'paid@example.com' ) ), '70', 'paypal' ),
		) as list( $name, $id ) ) {
			$this->ids[ $name ] = $id;
		}
		$this->assertTrue( ( new Dokan_Withdraw_Requests() )->approve( $this->ids['approved'] ), 'the approved request is approved through Dokan' );
	}

	public function test_the_index_lists_one_file_per_method_and_currency_and_the_rest_in_the_plain_csv_but_not_what_dokan_approved(): void {
		$files = ( new Payout_Files() )->index( array_values( $this->ids ) );

		$this->assertSame(
			array(
				'paypal-JPY-1' => 1,
				'paypal-USD-1' => 1,
				'ach-USD-1'    => 2,
				'sepa-EUR-1'   => 2,
				'unfiled'      => 7,
			),
			array_combine( array_map( static fn ( $f ) => $f->key(), $files ), array_map( static fn ( $f ) => $f->count, $files ) )
		);
		$this->assertSame( $this->cents( 'ach_personal' ) + $this->cents( 'ach_business' ), $files[2]->total, 'the ACH file pays what Dokan will pay both vendors' );
	}

	public function test_the_paypal_file_pays_each_request_what_dokan_will_pay_to_the_email_it_was_filed_with(): void {
		$rows = Payout_Files_Site::read( 'csv', array( Payout_Files_Site::write( new Payout_File( Payout_File::PAYPAL, 'USD' ), array_values( $this->ids ) ) ) );

		$dokan = Payout_Files_Site::dokan_request( $this->ids['paypal'] );
		$this->assertCount( 1, $rows, 'no header, one row' );
		$this->assertSame( 'vera.vendor@example.com', $rows[0][0], 'the e-mail filed with the request' );
		$this->assertSame( 'vera.vendor@example.com', $dokan['details']['email'] );
		$this->assertSame( 1224.49, $dokan['receivable'], 'Dokan takes 1.00 + 2 % of 1250.50' );
		$this->assertSame( '1224.49', $rows[0][1], 'the amount Dokan will pay after its charge' );
		$this->assertSame( 'USD', $rows[0][2] );
		$this->assertSame( 'DOKAN-WD-' . $this->ids['paypal'], $rows[0][3], 'the reference names the request' );
		$this->assertLessThanOrEqual( 30, strlen( $rows[0][3] ) );
		$this->assertStringContainsString( '#' . $this->ids['paypal'], $rows[0][4], 'the note names the request' );
		$this->assertSame( 'PAYPAL', $rows[0][5] );
	}

	public function test_a_zero_decimal_currency_is_paid_in_whole_units(): void {
		$rows = Payout_Files_Site::read( 'csv', array( Payout_Files_Site::write( new Payout_File( Payout_File::PAYPAL, 'JPY' ), array_values( $this->ids ) ) ) );

		$this->assertSame( 4899.0, Payout_Files_Site::dokan_request( $this->ids['paypal_jpy'] )['receivable'] );
		$this->assertSame( array( 'yoko@example.jp', '4899', 'JPY' ), array_slice( $rows[0], 0, 3 ) );
	}

	public function test_the_ach_file_passes_the_nacha_rules_and_credits_each_account_what_dokan_will_pay(): void {
		$ach = Payout_Files_Site::read( 'ach', array( Payout_Files_Site::write( new Payout_File( Payout_File::ACH, 'USD' ), array_values( $this->ids ) ) ) );

		$this->assertSame( array(), $ach['problems'], 'record lengths, blocking, counts, entry hashes, totals and check digits hold' );
		$this->assertSame( 10, $ach['records'] );
		$this->assertSame( array( '021000021', '1234567890', '261127', 'A', 'FIRST DEMO BANK', 'ENGINE MARKET LLC' ), array_values( $ach['header'] ) );
		$this->assertSame( array( 'PPD', 'CCD' ), array_column( $ach['batches'], 'sec' ), 'a personal account in PPD, a business one in CCD' );
		foreach ( $ach['batches'] as $batch ) {
			$this->assertSame( array( '220', 'ENGINE MARKET', '1234567890', 'PAYOUT', '261130', '02100002' ), array( $batch['serviceClass'], $batch['companyName'], $batch['companyId'], $batch['description'], $batch['effectiveDate'], $batch['odfi'] ), 'credits only, effective the next weekday (Monday)' );
		}
		$expected = array(
			'PPD' => array( 'ach_personal', '021000021', '0012345678', 'JURGEN O\'BRIEN' ),
			'CCD' => array( 'ach_business', '011000015', '98765432109', 'ACME & SONS, INC.' ),
		);
		foreach ( $ach['batches'] as $batch ) {
			list( $name, $routing, $account, $holder ) = $expected[ $batch['sec'] ];
			$entry = $batch['entries'][0];
			$dokan = Payout_Files_Site::dokan_request( $this->ids[ $name ] );
			$this->assertSame( '22', $entry['transactionCode'], 'a credit to a checking account' );
			$this->assertSame( $routing, $entry['routing'] );
			$this->assertSame( $routing, preg_replace( '/\D/', '', $dokan['details']['routing_number'] ) );
			$this->assertSame( $account, $entry['account'] );
			$this->assertSame( (int) round( $dokan['receivable'] * 100 ), $entry['amount'] );
			$this->assertSame( 'DOKAN-WD-' . $this->ids[ $name ], $entry['identification'] );
			$this->assertSame( $holder, $entry['name'] );
		}
	}

	public function test_the_sepa_transfer_is_valid_against_the_iso_schema_and_pays_each_iban_what_dokan_will_pay(): void {
		$path = Payout_Files_Site::write( new Payout_File( Payout_File::SEPA, 'EUR' ), array_values( $this->ids ), array( 'message_id' => 'TEST-MSG-1' ) );
		$doc  = new DOMDocument();
		$this->assertTrue( $doc->load( $path ) );
		libxml_use_internal_errors( true );
		$valid = $doc->schemaValidate( dirname( __DIR__ ) . '/fixtures/payouts/pain.001.001.09.xsd' );
		$this->assertTrue( $valid, 'valid against ISO 20022 pain.001.001.09: ' . implode( '; ', array_map( static fn ( $e ) => trim( $e->message ), libxml_get_errors() ) ) );
		libxml_clear_errors();

		$xpath = new DOMXPath( $doc );
		$xpath->registerNamespace( 'p', 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09' );
		$text = static fn ( string $query, $context = null ) => $xpath->evaluate( 'string(' . $query . ')', $context );
		$this->assertSame( 1, $xpath->query( '//p:PmtInf' )->length, 'one payment information block' );
		$this->assertSame( '2', $text( '//p:GrpHdr/p:NbOfTxs' ) );
		$this->assertSame( '2', $text( '//p:PmtInf/p:NbOfTxs' ) );
		$sum = $this->cents( 'sepa_bic' ) + $this->cents( 'sepa_no_bic' );
		$this->assertSame( sprintf( '%d.%02d', intdiv( $sum, 100 ), $sum % 100 ), $text( '//p:GrpHdr/p:CtrlSum' ) );
		$this->assertSame( $text( '//p:GrpHdr/p:CtrlSum' ), $text( '//p:PmtInf/p:CtrlSum' ) );
		$this->assertSame( array( 'SEPA', 'SLEV', 'TRF', '2026-11-30' ), array( $text( '//p:SvcLvl/p:Cd' ), $text( '//p:PmtInf/p:ChrgBr' ), $text( '//p:PmtMtd' ), $text( '//p:ReqdExctnDt/p:Dt' ) ) );
		$this->assertSame( array( 'DE89370400440532013000', 'COBADEFFXXX' ), array( $text( '//p:DbtrAcct//p:IBAN' ), $text( '//p:DbtrAgt//p:BICFI' ) ) );

		$expected = array(
			'sepa_bic'    => array( 'DE89370400440532013000', 'COBADEFFXXX', 'Zoe Muller-Lukasz' ),
			'sepa_no_bic' => array( 'FR1420041010050500013M02606', '', 'Elodie Dupont' ),
		);
		$ibans    = array();
		foreach ( $xpath->query( '//p:CdtTrfTxInf' ) as $tx ) {
			$reference = $text( 'p:PmtId/p:EndToEndId', $tx );
			$name      = array_search( (int) substr( $reference, strlen( 'DOKAN-WD-' ) ), $this->ids, true );
			$this->assertArrayHasKey( $name, $expected, $reference . ' names a request of the SEPA file' );
			$dokan = Payout_Files_Site::dokan_request( $this->ids[ $name ] );
			$this->assertSame( sprintf( '%.2F', $dokan['receivable'] ), $text( 'p:Amt/p:InstdAmt', $tx ) );
			$this->assertSame( 'EUR', $text( 'p:Amt/p:InstdAmt/@Ccy', $tx ) );
			$this->assertSame( $expected[ $name ], array( $text( 'p:CdtrAcct//p:IBAN', $tx ), $text( 'p:CdtrAgt//p:BICFI', $tx ), $text( 'p:Cdtr/p:Nm', $tx ) ) );
			$this->assertSame( $expected[ $name ][0], str_replace( ' ', '', $dokan['details']['iban'] ) );
			$ibans[] = $text( 'p:CdtrAcct//p:IBAN', $tx );
		}
		$this->assertSame( array_fill_keys( array_merge( $ibans, array( 'COBADEFFXXX' ) ), true ), Payout_Files_Site::read( 'bank', array_merge( $ibans, array( 'COBADEFFXXX' ) ) ), 'ibantools finds each IBAN and BIC valid' );
		foreach ( $xpath->query( '//p:Nm | //p:Ustrd | //p:MsgId | //p:PmtInfId | //p:EndToEndId' ) as $node ) {
			$this->assertMatchesRegularExpression( "#^[A-Za-z0-9/\\-?:().,'+ ]+$#", $node->textContent, 'only the SEPA character set (EPC217-08)' );
		}
	}

	public function test_the_plain_csv_lists_every_other_request_with_all_its_fields_and_the_reason_in_the_admins_words(): void {
		$rows   = Payout_Files_Site::read( 'csv', array( Payout_Files_Site::write( new Payout_File( Payout_File::UNFILED, '' ), array_values( $this->ids ) ) ) );
		$header = array_shift( $rows );
		$by_id  = array();
		foreach ( $rows as $row ) {
			$by_id[ (int) $row[0] ] = array_combine( $header, $row );
		}
		$reader   = new Dokan_Withdraw_Requests();
		$expected = array(
			'paypal_formula'  => 'The PayPal e-mail address of the request is not valid.',
			'paypal_inr'      => 'PayPal pays no payouts in INR.',
			'ach_bad_routing' => 'The routing number is not valid: it is not 9 digits or fails its check digit.',
			'sepa_bad_iban'   => 'The IBAN is not valid: it fails its check or has the wrong length.',
			'sepa_outside'    => 'The IBAN is of a country outside SEPA.',
			'bank_gbp'        => 'Bank files are made for USD (ACH) and EUR (SEPA), not for GBP.',
			'skrill'          => 'No payout file pays by Skrill; pay it by hand.',
		);
		$this->assertSame( array_values( array_map( static fn ( $id ) => $id, array_intersect_key( $this->ids, $expected ) ) ), array_keys( $by_id ) );
		foreach ( $expected as $name => $why ) {
			$row     = $by_id[ $this->ids[ $name ] ];
			$request = $reader->one( $this->ids[ $name ] );
			$this->assertSame( $why, $row['Why it is in no file'], $name );
			$dokan = Payout_Files_Site::dokan_request( $this->ids[ $name ] );
			$this->assertSame( number_format( $dokan['amount'], 2, '.', '' ), $row['Amount'], $name . ': the amount with the currency’s decimals' );
			$this->assertSame( number_format( $dokan['charge'], 2, '.', '' ), $row['Withdraw charge'], $name . ': the charge alike' );
			$this->assertSame( number_format( $dokan['receivable'], 2, '.', '' ), $row['To pay'], $name . ': what to pay alike' );
			$this->assertSame( $request->currency, $row['Currency'] );
			$this->assertSame( 'Files store', $row['Vendor'], $name . ': the vendor by store name' );
		}
		$this->assertArrayNotHasKey( $this->ids['approved'], $by_id, 'a request approved in Dokan is not to be paid by hand again' );
		$this->assertSame( "'=cmd@example.com", $by_id[ $this->ids['paypal_formula'] ]['PayPal e-mail'], 'a formula is shown as text' );
		$this->assertSame( '021000022', $by_id[ $this->ids['ach_bad_routing'] ]['Routing number'], 'the bank details in full, for paying by hand' );
		$this->assertSame( 'Skrill', $by_id[ $this->ids['skrill'] ]['Method'] );
		$this->assertSame( 'INR', $by_id[ $this->ids['paypal_inr'] ]['Currency'], 'the currency a request names' );
		$this->assertSame( 'Awaiting approval', $by_id[ $this->ids['skrill'] ]['Status'], 'as the run’s record words it' );
	}

	public function test_names_in_greek_cyrillic_and_cjk_letters_are_transliterated_and_a_name_of_no_letters_gives_way_to_the_store(): void {
		$bank = static fn ( array $details ): array => array( 'bank' => $details + array( 'bank_name' => 'Demo Bank', 'bank_addr' => '1 Demo Street' ) );
		$ids  = array(
			'greek'    => Payout_Files_Site::request( Payout_Files_Site::vendor( $bank( array( 'ac_name' => 'Γιώργος Παπαδόπουλος', 'ac_type' => 'personal', 'ac_number' => '111222333', 'routing_number' => '021000021' ) ) ), '100', 'bank' ),
			'symbols'  => Payout_Files_Site::request( Payout_Files_Site::vendor( $bank( array( 'ac_name' => '☺☺☺', 'ac_type' => 'personal', 'ac_number' => '444555666', 'routing_number' => '021000021' ) ) ), '100', 'bank' ),
			'cyrillic' => Payout_Files_Site::request( Payout_Files_Site::vendor( $bank( array( 'ac_name' => 'Иван Петров', 'ac_type' => 'personal', 'iban' => 'DE89370400440532013000' ) ) ), '100', 'bank', 'EUR' ),
			'chinese'  => Payout_Files_Site::request( Payout_Files_Site::vendor( $bank( array( 'ac_name' => '王小明', 'ac_type' => 'personal', 'iban' => 'FR1420041010050500013M02606' ) ) ), '100', 'bank', 'EUR' ),
		);
		$ach = Payout_Files_Site::read( 'ach', array( Payout_Files_Site::write( new Payout_File( Payout_File::ACH, 'USD' ), array_values( $ids ) ) ) );
		$this->assertSame( array(), $ach['problems'] );
		$names = array();
		foreach ( $ach['batches'][0]['entries'] as $entry ) {
			$names[ $entry['identification'] ] = $entry['name'];
		}
		$this->assertSame( 'GIORGOS PAPADOPOULOS', $names[ 'DOKAN-WD-' . $ids['greek'] ], 'Greek letters in Latin ones' );
		$this->assertSame( 'FILES STORE', $names[ 'DOKAN-WD-' . $ids['symbols'] ], 'a name with no letters: the store’s name' );

		$path = Payout_Files_Site::write( new Payout_File( Payout_File::SEPA, 'EUR' ), array_values( $ids ), array( 'message_id' => 'TEST-NAMES' ) );
		$doc  = new DOMDocument();
		$doc->load( $path );
		libxml_use_internal_errors( true );
		$this->assertTrue( $doc->schemaValidate( dirname( __DIR__ ) . '/fixtures/payouts/pain.001.001.09.xsd' ), 'valid against ISO 20022 pain.001.001.09' );
		$xpath = new DOMXPath( $doc );
		$xpath->registerNamespace( 'p', 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09' );
		$creditors = array();
		foreach ( $xpath->query( '//p:CdtTrfTxInf' ) as $tx ) {
			$creditors[ $xpath->evaluate( 'string(p:PmtId/p:EndToEndId)', $tx ) ] = $xpath->evaluate( 'string(p:Cdtr/p:Nm)', $tx );
		}
		$this->assertSame( 'Ivan Petrov', $creditors[ 'DOKAN-WD-' . $ids['cyrillic'] ], 'Cyrillic letters in Latin ones' );
		$this->assertSame( 'wang xiao ming', $creditors[ 'DOKAN-WD-' . $ids['chinese'] ], 'Chinese characters in Pinyin' );
	}

	public function test_amounts_no_file_carries_go_to_the_plain_csv_with_the_reason(): void {
		global $wpdb;
		$bank    = array(
			'ac_name'        => 'Big Payee',
			'ac_type'        => 'business',
			'ac_number'      => '123456789',
			'routing_number' => '021000021',
			'iban'           => 'DE89370400440532013000',
		);
		$rows    = array();
		$request = static function ( string $method, string $receivable, array $details, string $currency = '' ) use ( $wpdb, &$rows ): void {
			$details += array(
				'charge'     => 0,
				'receivable' => $receivable,
			);
			if ( '' !== $currency ) {
				$details['currency'] = $currency;
			}
			$rows[] = $wpdb->prepare( '(%d, %s, %s, 0, %s, %s, %s, %s)', Payout_Files_Site::vendor( array() ), $receivable, '2026-11-20 10:00:00', $method, '', maybe_serialize( $details ), '' );
		};
		$request( 'paypal', '20000.00', array( 'email' => 'most@example.com' ) );
		$request( 'paypal', '20000.01', array( 'email' => 'over@example.com' ) );
		$request( 'bank', '99999999.99', $bank );
		$request( 'bank', '100000000.00', $bank );
		$request( 'bank', '999999999.99', $bank, 'EUR' );
		$request( 'bank', '1000000000.00', $bank, 'EUR' );
		$wpdb->query( 'DELETE FROM ' . $wpdb->prefix . 'dokan_withdraw' );
		Dokan_Rows::insert( $wpdb->prefix . 'dokan_withdraw', '(user_id, amount, date, status, method, note, details, ip)', $rows );
		$ids = iterator_to_array( ( new Dokan_Withdraw_Requests() )->pending_ids(), false );

		$files = ( new Payout_Files() )->index( $ids );

		$this->assertSame(
			array(
				'paypal-USD-1' => 1,
				'ach-USD-1'    => 1,
				'sepa-EUR-1'   => 1,
				'unfiled'      => 3,
			),
			array_combine( array_map( static fn ( $f ) => $f->key(), $files ), array_map( static fn ( $f ) => $f->count, $files ) )
		);
		$ach = Payout_Files_Site::read( 'ach', array( Payout_Files_Site::write( $files[1], $ids ) ) );
		$this->assertSame( array(), $ach['problems'] );
		$this->assertSame( 9999999999, $ach['batches'][0]['entries'][0]['amount'], 'the most an entry carries' );
		$rows   = Payout_Files_Site::read( 'csv', array( Payout_Files_Site::write( $files[3], $ids ) ) );
		$header = array_shift( $rows );
		$why    = array_column( array_map( static fn ( $row ) => array_combine( $header, $row ), $rows ), 'Why it is in no file', 'To pay' );
		$this->assertSame(
			array(
				'20000.01'      => 'PayPal pays at most 20000.00 USD in one payout; pay it by hand or in parts.',
				'100000000.00'  => 'An ACH entry carries at most 99999999.99 USD; pay it by hand.',
				'1000000000.00' => 'A SEPA transfer carries at most 999999999.99 EUR; pay it by hand.',
			),
			$why
		);
	}

	public function test_the_ach_identification_of_requests_past_a_million_stays_unique_in_its_15_characters(): void {
		global $wpdb;
		$vendor  = Payout_Files_Site::vendor( array() );
		$details = maybe_serialize(
			array(
				'ac_name'        => 'Million Vendor',
				'ac_type'        => 'personal',
				'ac_number'      => '123456789',
				'routing_number' => '021000021',
				'charge'         => 0,
				'receivable'     => 10,
			)
		);
		$wpdb->query( 'DELETE FROM ' . $wpdb->prefix . 'dokan_withdraw' );
		$rows = array();
		foreach ( array( 1000000, 1000001, 10000000 ) as $id ) {
			$rows[] = $wpdb->prepare( '(%d, %d, %s, %s, 0, %s, %s, %s, %s)', $id, $vendor, '10', '2026-11-20 10:00:00', 'bank', '', $details, '' );
		}
		Dokan_Rows::insert( $wpdb->prefix . 'dokan_withdraw', '(id, user_id, amount, date, status, method, note, details, ip)', $rows );

		$ach = Payout_Files_Site::read( 'ach', array( Payout_Files_Site::write( new Payout_File( Payout_File::ACH, 'USD' ), array( 1000000, 1000001, 10000000 ) ) ) );

		$this->assertSame( array(), $ach['problems'] );
		$this->assertSame( array( 'WD-1000000', 'WD-1000001', 'WD-10000000' ), array_column( $ach['batches'][0]['entries'], 'identification' ), 'each request named whole, none cut to another’s' );
	}

	public function test_a_file_made_on_christmas_eve_is_dated_for_the_first_day_the_banks_settle(): void {
		$eve = array( 'now' => new DateTimeImmutable( '2026-12-24 15:00:00', wp_timezone() ) );
		$ach = Payout_Files_Site::read( 'ach', array( Payout_Files_Site::write( new Payout_File( Payout_File::ACH, 'USD' ), array_values( $this->ids ), $eve ) ) );
		$this->assertSame( array( '261228', '261228' ), array_column( $ach['batches'], 'effectiveDate' ), 'the Federal Reserve is closed on Christmas Day' );

		$doc = new DOMDocument();
		$doc->load( Payout_Files_Site::write( new Payout_File( Payout_File::SEPA, 'EUR' ), array_values( $this->ids ), $eve ) );
		$this->assertSame( '2026-12-28', $doc->getElementsByTagName( 'ReqdExctnDt' )->item( 0 )->textContent, 'TARGET2 is closed on 25 and 26 December' );
	}

	public function test_paypal_files_hold_at_most_5000_rows_and_the_next_part_takes_the_rest(): void {
		global $wpdb;
		$vendor  = Payout_Files_Site::vendor( array( 'paypal' => array( 'email' => 'bulk@example.com' ) ) );
		$details = maybe_serialize(
			array(
				'email'      => 'bulk@example.com',
				'charge'     => 0,
				'receivable' => 12.34,
			)
		);
		$rows    = array();
		for ( $i = 0; $i < 5001; $i++ ) {
			$rows[] = $wpdb->prepare( '(%d, %s, %s, 0, %s, %s, %s, %s)', $vendor, '12.34', '2026-11-20 10:00:00', 'paypal', '', $details, '' );
		}
		$wpdb->query( 'DELETE FROM ' . $wpdb->prefix . 'dokan_withdraw' );
		Dokan_Rows::insert( $wpdb->prefix . 'dokan_withdraw', '(user_id, amount, date, status, method, note, details, ip)', $rows );
		$ids = iterator_to_array( ( new Dokan_Withdraw_Requests( 1000 ) )->pending_ids(), false );

		$files = ( new Payout_Files() )->index( $ids );

		$this->assertSame( array( 'paypal-USD-1' => 5000, 'paypal-USD-2' => 1 ), array_combine( array_map( static fn ( $f ) => $f->key(), $files ), array_map( static fn ( $f ) => $f->count, $files ) ) );
		$this->assertSame( 5000 * 1234, $files[0]->total );
		$first = Payout_Files_Site::read( 'csv', array( Payout_Files_Site::write( $files[0], $ids ) ) );
		$last  = Payout_Files_Site::read( 'csv', array( Payout_Files_Site::write( $files[1], $ids ) ) );
		$this->assertCount( 5000, $first );
		$this->assertSame( 'DOKAN-WD-' . $ids[0], $first[0][3] );
		$this->assertSame( array( 'bulk@example.com', '12.34', 'USD', 'DOKAN-WD-' . $ids[5000] ), array_slice( $last[0], 0, 4 ), 'part 2 holds the 5 001st request' );
		$this->assertCount( 1, $last );
	}

	/**
	 * What Dokan will pay a request, in cents.
	 *
	 * @param string $name The request's name in this test.
	 */
	private function cents( string $name ): int {
		return (int) round( Payout_Files_Site::dokan_request( $this->ids[ $name ] )['receivable'] * 100 );
	}
}
