<?php
/**
 * A finished quarterly run of four vendors paid in different ways, for paying its requests in a
 * payout batch on the admin screen:
 *   php tests/env/wp-php.php tests/integration/php/payout-batch.php add
 *     seeds the vendors (PayPal; PayPal again, whose balance a refund will lower; a US bank account;
 *     a German IBAN, in EUR), saves the marketplace's originator details, runs the engine for
 *     2100-06-01 and prints `{ run_id, vendors: { NAME: { id, login, email, request_id, amount } } }`
 *   … refund [NAME] the second PayPal vendor's balance (or NAME's) drops to $40.00, below the
 *                  request's $120.00 (NAME's $100.00 or more)
 *   … state        Dokan's status of each request, its balance entries, and the e-mails each
 *                  vendor got (from the mail-log must-use plugin): `{ NAME: { status, entries, approved, cancelled } }`
 *   … sepa FILE    validates a SEPA file against ISO's XSD and prints `{ valid, errors, transactions }`
 *   … began NAME   NAME's request in its batch as a go leaves it that began approving it and lost its
 *                  database connection before Dokan saved it: paying, that go's claim, `approving_at` now
 *   … waited NAME  as if that approval's wait had passed: `approving_at` five minutes and a second ago
 *   … remove       takes the vendors, their requests, the run, its batches (and what was sent of them
 *                  through PayPal) and the e-mail log away
 *                  and puts the originator details back as they were
 * Quarterly, on a date far ahead, so no other vendor of the site is in the run and no scheduled
 * event of the site runs it again.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Payout_Runner;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Payouts\Originator;

require_once dirname( __DIR__, 2 ) . '/engine/support/class-engine-site.php';

const VPS_BATCH_DATE     = '2100-06-01';
const VPS_BATCH_SCHEDULE = 'quarterly';
const VPS_BATCH_KEPT     = 'vps_test_originator_before';

global $wpdb;
$vps_command = $args[0] ?? '';
$vps_log     = WP_CONTENT_DIR . '/vps-test-mails.jsonl';

/**
 * The fixture's vendors by name, from their logins' store names.
 *
 * @return array<string, int>
 */
function vps_batch_vendors(): array {
	global $wpdb;
	$found = array();
	foreach ( $wpdb->get_col( $wpdb->prepare( 'SELECT vendor_id FROM ' . Schema::payouts_table() . ' WHERE scheduled_for = %s', VPS_BATCH_DATE ) ) as $vps_id ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$profile = get_user_meta( (int) $vps_id, 'dokan_profile_settings', true );
		$found[ (string) ( $profile['store_name'] ?? '' ) ] = (int) $vps_id;
	}
	return $found;
}

/**
 * The request the run filed for a vendor.
 *
 * @param int $vendor_id Vendor id.
 */
function vps_batch_request( int $vendor_id ): int {
	global $wpdb;
	return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT withdraw_id FROM ' . Schema::payouts_table() . ' WHERE vendor_id = %d AND scheduled_for = %s', $vendor_id, VPS_BATCH_DATE ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
}

if ( 'refund' === $vps_command ) {
	Engine_Site::set_balance( vps_batch_vendors()[ $args[1] ?? 'refunded' ], 40.0 );
	return;
}

if ( 'approve' === $vps_command ) {
	// As the admin's Approve in Dokan → Withdraw does it, outside any batch.
	$vps_answer = ( new VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests() )->approve( vps_batch_request( vps_batch_vendors()[ (string) ( $args[1] ?? '' ) ] ?? 0 ) );
	echo wp_json_encode( true === $vps_answer );
	return;
}

if ( in_array( $vps_command, array( 'began', 'waited' ), true ) ) {
	$vps_request = vps_batch_request( vps_batch_vendors()[ (string) ( $args[1] ?? '' ) ] ?? 0 );
	$vps_fields  = 'began' === $vps_command
		? $wpdb->prepare( 'step = %s, claim_token = %s, approving_at = %s', VendorPayoutSchedule\Payouts\Batch_Ledger::PAYING, 'a-go-that-lost-its-connection', gmdate( 'Y-m-d H:i:s' ) )
		: $wpdb->prepare( 'approving_at = %s', gmdate( 'Y-m-d H:i:s', time() - VendorPayoutSchedule\Payouts\Payout_Batch::UNFINISHED_WAIT - 1 ) );
	echo wp_json_encode( 1 === (int) $wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::batches_table() . " SET {$vps_fields} WHERE withdraw_id = %d", $vps_request ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	return;
}

if ( 'state' === $vps_command ) {
	$vps_mails = file_exists( $vps_log ) ? array_map( 'json_decode', file( $vps_log, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES ) ) : array();
	$vps_state = array();
	foreach ( vps_batch_vendors() as $vps_name => $vps_id ) {
		$vps_request            = vps_batch_request( $vps_id );
		$vps_email              = get_userdata( $vps_id )->user_email;
		$vps_to_vendor          = array_filter( $vps_mails, static fn ( $mail ) => $mail->to === $vps_email );
		$vps_state[ $vps_name ] = array(
			'status'    => (int) dokan()->withdraw->get( $vps_request )->get_status(),
			'entries'   => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}dokan_vendor_balance WHERE vendor_id = %d AND trn_id = %d AND trn_type = 'dokan_withdraw'", $vps_id, $vps_request ) ),
			'approved'  => count( array_filter( $vps_to_vendor, static fn ( $mail ) => str_contains( $mail->subject, 'approved' ) ) ),
			'cancelled' => count( array_filter( $vps_to_vendor, static fn ( $mail ) => str_contains( $mail->subject, 'cancelled' ) ) ),
		);
	}
	echo wp_json_encode( $vps_state );
	return;
}

if ( 'sepa' === $vps_command ) {
	$vps_doc = new DOMDocument();
	$vps_doc->load( (string) ( $args[1] ?? '' ) );
	libxml_use_internal_errors( true );
	$vps_valid  = $vps_doc->schemaValidate( dirname( __DIR__, 2 ) . '/fixtures/payouts/pain.001.001.09.xsd' );
	$vps_errors = array_map( static fn ( $error ) => trim( $error->message ), libxml_get_errors() );
	$vps_xpath  = new DOMXPath( $vps_doc );
	$vps_xpath->registerNamespace( 'p', 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09' );
	$vps_tx = array();
	foreach ( $vps_xpath->query( '//p:CdtTrfTxInf' ) as $vps_node ) {
		$vps_tx[] = array(
			'reference' => $vps_xpath->evaluate( 'string(p:PmtId/p:EndToEndId)', $vps_node ),
			'amount'    => $vps_xpath->evaluate( 'string(p:Amt/p:InstdAmt)', $vps_node ),
			'currency'  => $vps_xpath->evaluate( 'string(p:Amt/p:InstdAmt/@Ccy)', $vps_node ),
			'iban'      => $vps_xpath->evaluate( 'string(p:CdtrAcct/p:Id/p:IBAN)', $vps_node ),
			'name'      => $vps_xpath->evaluate( 'string(p:Cdtr/p:Nm)', $vps_node ),
		);
	}
	echo wp_json_encode(
		array(
			'valid'        => $vps_valid,
			'errors'       => $vps_errors,
			'transactions' => $vps_tx,
		)
	);
	return;
}

$vps_run_id = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::runs_table() . ' WHERE schedule = %s AND scheduled_for = %s', VPS_BATCH_SCHEDULE, VPS_BATCH_DATE ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
foreach ( $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT batch_id FROM ' . Schema::batches_table() . ' WHERE run_id = %d', $vps_run_id ) ) as $vps_batch ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	$wpdb->delete( Schema::files_table(), array( 'batch_id' => (int) $vps_batch ) );
	$wpdb->delete( Schema::paypal_items_table(), array( 'batch_id' => (int) $vps_batch ) );
	$wpdb->delete( Schema::paypal_parts_table(), array( 'batch_id' => (int) $vps_batch ) );
}
$wpdb->delete( Schema::batches_table(), array( 'run_id' => $vps_run_id ) );
Engine_Site::remove_vendors();
$wpdb->delete( Schema::payouts_table(), array( 'scheduled_for' => VPS_BATCH_DATE ) );
$wpdb->delete( Schema::runs_table(), array( 'scheduled_for' => VPS_BATCH_DATE ) );
wp_delete_file( $vps_log );
if ( false !== get_option( VPS_BATCH_KEPT ) ) {
	$vps_before = get_option( VPS_BATCH_KEPT );
	'none' === $vps_before ? delete_option( Originator::OPTION ) : update_option( Originator::OPTION, $vps_before );
	delete_option( VPS_BATCH_KEPT );
}
if ( 'add' !== $vps_command ) {
	return;
}

add_option( VPS_BATCH_KEPT, get_option( Originator::OPTION, 'none' ), '', false );
update_option(
	Originator::OPTION,
	array(
		'company_name'               => 'Demo Market',
		'company_id'                 => '1234567890',
		'odfi_routing'               => '021000021',
		'immediate_destination'      => '021000021',
		'immediate_destination_name' => 'First Demo Bank',
		'immediate_origin'           => '1234567890',
		'immediate_origin_name'      => 'Demo Market LLC',
		'entry_description'          => 'PAYOUT',
		'debtor_name'                => 'Demo Market GmbH',
		'debtor_iban'                => 'DE02120300000000202051',
		'debtor_bic'                 => 'BYLADEM1001',
	)
);
// The engine's e-mails to the vendors and the admin are not what the batch is judged by.
add_filter( 'pre_wp_mail', '__return_false' );

$vps_specs = array(
	'paypal'   => array( 'paypal', array( 'paypal' => array( 'email' => 'pat.paypal@example.com' ) ), '100' ),
	'refunded' => array( 'paypal', array( 'paypal' => array( 'email' => 'rita.refund@example.com' ) ), '120' ),
	'ach'      => array(
		'bank',
		array(
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
		),
		'150',
	),
	'sepa'     => array(
		'bank',
		array(
			'bank' => array(
				'ac_name'        => 'Sepp Euro',
				'ac_type'        => 'business',
				'ac_number'      => 'DE89370400440532013000',
				'routing_number' => '',
				'iban'           => 'DE89 3704 0044 0532 0130 00',
				'swift'          => 'COBADEFFXXX',
				'bank_name'      => 'Commerzbank',
				'bank_addr'      => 'Köln',
			),
		),
		'175',
	),
);
$vps_vendors = array();
foreach ( $vps_specs as $vps_name => list( $vps_method, $vps_payment, $vps_balance ) ) {
	$vps_id = Engine_Site::seed_vendors(
		array(
			array(
				'balance'  => $vps_balance,
				'method'   => $vps_method,
				'methods'  => array(),
				'schedule' => VPS_BATCH_SCHEDULE,
			),
		)
	)[0];
	update_user_meta(
		$vps_id,
		'dokan_profile_settings',
		array(
			'store_name' => $vps_name,
			'payment'    => $vps_payment,
		)
	);
	$vps_vendors[ $vps_name ] = $vps_id;
}
wp_cache_flush();
// The German vendor's request is in EUR, as a multi-currency plugin files it (Dokan keeps no currency).
$vps_euro = static function ( $details, $withdraw ) use ( $vps_vendors ) {
	if ( (int) $withdraw->get_user_id() === $vps_vendors['sepa'] ) {
		$details['currency'] = 'EUR';
	}
	return $details;
};
add_filter( 'dokan_withdraw_request_details_data', $vps_euro, 10, 2 );
( new Payout_Runner() )->run( VPS_BATCH_SCHEDULE, VPS_BATCH_DATE, microtime( true ) + 120 );

$vps_out = array();
foreach ( $vps_vendors as $vps_name => $vps_id ) {
	$vps_request          = vps_batch_request( $vps_id );
	$vps_out[ $vps_name ] = array(
		'id'         => $vps_id,
		'login'      => get_userdata( $vps_id )->user_login,
		'email'      => get_userdata( $vps_id )->user_email,
		'request_id' => $vps_request,
		'amount'     => $vps_request ? (float) dokan()->withdraw->get( $vps_request )->get_amount() : 0.0,
	);
}
echo wp_json_encode(
	array(
		'run_id'  => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::runs_table() . ' WHERE schedule = %s AND scheduled_for = %s', VPS_BATCH_SCHEDULE, VPS_BATCH_DATE ) ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		'vendors' => $vps_out,
	)
);
