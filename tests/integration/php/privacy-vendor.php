<?php
/**
 * A vendor the plugin holds personal data about, with an export and an erasure request of theirs
 * as the admin adds them (Tools → Export / Erase Personal Data → Add Request: wp_create_user_request())
 * and the confirmation links WordPress e-mails them:
 *   php tests/env/wp-php.php tests/integration/php/privacy-vendor.php add      prints {"email", "links"}
 *   php tests/env/wp-php.php tests/integration/php/privacy-vendor.php state    the vendor's stored data as JSON
 *   php tests/env/wp-php.php tests/integration/php/privacy-vendor.php remove   takes it all away again
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Email\Email_Log;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Vendor_Choice;

const VPS_PRIVACY_LOGIN = 'privacy-vendor';
const VPS_PRIVACY_EMAIL = 'privacy-vendor@example.test';
const VPS_PRIVACY_DATE  = '2100-01-11';

global $wpdb;
$vps_user = get_user_by( 'login', VPS_PRIVACY_LOGIN );

if ( 'state' === ( $args[0] ?? '' ) ) {
	echo wp_json_encode(
		array(
			'schedule' => get_user_meta( $vps_user->ID, Vendor_Choice::SCHEDULE_META, true ),
			'minimum'  => get_user_meta( $vps_user->ID, Vendor_Choice::MINIMUM_META, true ),
			'payout'   => $wpdb->get_row( $wpdb->prepare( 'SELECT status, amount, balance, minimum, method FROM ' . Schema::payouts_table() . ' WHERE vendor_id = %d', $vps_user->ID ), ARRAY_A ),
			'notice'   => $wpdb->get_row( $wpdb->prepare( 'SELECT kind, reason, sent FROM ' . Email_Log::table() . ' WHERE vendor_id = %d', $vps_user->ID ), ARRAY_A ),
		)
	);
	return;
}

if ( $vps_user ) {
	$wpdb->delete( Schema::payouts_table(), array( 'vendor_id' => $vps_user->ID ) );
	$wpdb->delete( Email_Log::table(), array( 'vendor_id' => $vps_user->ID ) );
	require_once ABSPATH . 'wp-admin/includes/user.php';
	wp_delete_user( $vps_user->ID );
}
foreach ( get_posts( array( 'post_type' => 'user_request', 'post_status' => 'any', 'title' => VPS_PRIVACY_EMAIL, 'numberposts' => -1 ) ) as $vps_request ) {
	wp_delete_post( $vps_request->ID, true );
}
if ( 'add' !== ( $args[0] ?? '' ) ) {
	return;
}

$vps_id = wp_insert_user(
	array(
		'user_login' => VPS_PRIVACY_LOGIN,
		'user_email' => VPS_PRIVACY_EMAIL,
		'user_pass'  => wp_generate_password(),
		'role'       => 'seller',
	)
);
update_user_meta( $vps_id, Vendor_Choice::SCHEDULE_META, 'weekly' );
update_user_meta( $vps_id, Vendor_Choice::MINIMUM_META, 50 );
update_user_meta( $vps_id, Vendor_Choice::RESERVE_META, 10 );
$vps_now = gmdate( 'Y-m-d H:i:s' );
$wpdb->insert(
	Schema::payouts_table(),
	array(
		'vendor_id'     => $vps_id,
		'scheduled_for' => VPS_PRIVACY_DATE,
		'schedule'      => 'weekly',
		'status'        => Payout_Ledger::REQUESTED,
		'amount'        => 123.45,
		'balance'       => 133.45,
		'minimum'       => 50,
		'reserve'       => 10,
		'method'        => 'paypal',
		'mailed'        => 1,
		'claimed_at'    => $vps_now,
		'updated_at'    => $vps_now,
	)
);
$wpdb->insert(
	Email_Log::table(),
	array(
		'vendor_id'     => $vps_id,
		'scheduled_for' => VPS_PRIVACY_DATE,
		'kind'          => Email_Log::REQUESTED,
		'sent'          => 1,
		'created_at'    => $vps_now,
	)
);
// The admin adds both requests (pending); the confirmation links WordPress would e-mail the vendor.
$vps_links = array();
foreach ( array( 'export_personal_data', 'remove_personal_data' ) as $vps_action ) {
	$vps_request_id = wp_create_user_request( VPS_PRIVACY_EMAIL, $vps_action );
	if ( is_wp_error( $vps_request_id ) ) {
		fwrite( STDERR, $vps_request_id->get_error_message() . "\n" );
		exit( 1 );
	}
	$vps_links[ $vps_action ] = wp_login_url() . '?' . http_build_query(
		array(
			'action'      => 'confirmaction',
			'request_id'  => $vps_request_id,
			'confirm_key' => wp_generate_user_request_key( $vps_request_id ),
		)
	);
}
echo wp_json_encode(
	array(
		'email' => VPS_PRIVACY_EMAIL,
		'links' => $vps_links,
	)
);
